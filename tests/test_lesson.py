"""The guided first game (game/play/lesson.py): its script is a game the engine plays, every rule it
teaches happens at the step that names it, and the session refuses what is not the step's."""

from __future__ import annotations

import pytest

from game.engine import PASS, TAKE, Action, Game, IllegalActionError, ReasonCode, attack, beat
from game.engine import events as ev
from game.play.lesson import (
    COMPUTER,
    END,
    RULE_STEPS,
    SCRIPT,
    YOU,
    Lesson,
    LessonSession,
    OffScript,
    ScriptedPlayer,
    new_game,
)
from tests.helpers import card


def _replayed() -> list[tuple[Game, str, list[ev.Event]]]:
    """(the game before each of your steps, the step, the events since your last move)."""
    game = new_game()
    lesson = Lesson(game)
    seen: list[ev.Event] = list(game.start_events)
    out = []
    for line in SCRIPT:
        assert game.to_act == line.seat, line
        if line.seat == YOU:
            assert lesson.step() == line.step
            out.append((game.copy(quiet=False), lesson.step(), seen))
            seen = []
        seen += game.apply(line.action)
    out.append((game, lesson.step(), seen))
    return out


def test_the_script_is_a_whole_game_the_engine_plays() -> None:
    game = new_game()
    assert game.trump_suit == card("AH").suit and game.to_act == YOU  # you hold the lowest trump
    for line in SCRIPT:
        assert game.to_act == line.seat
        assert line.action in game.legal_actions(), line
        game.apply(line.action)
    assert game.is_over and game.result is not None
    assert game.result.durak == COMPUTER and game.result.out_order == (YOU,)
    assert len(SCRIPT) == 31 and sum(line.step is not None for line in SCRIPT) == 16


def test_only_your_moves_are_steps_and_each_step_is_named_once() -> None:
    steps = [line.step for line in SCRIPT if line.step is not None]
    assert all((line.step is None) == (line.seat == COMPUTER) for line in SCRIPT)
    assert len(steps) == len(set(steps)) and END not in steps
    assert set(RULE_STEPS.values()) <= {*steps, END}


def test_every_rule_happens_at_the_step_that_teaches_it() -> None:
    at = {step: (game, seen) for game, step, seen in _replayed()}
    # attack: you hold the lowest trump, so the first bout is yours
    game, seen = at[RULE_STEPS["attack"]]
    first = [e for e in seen if isinstance(e, ev.FirstAttacker)]
    assert first and first[0].seat == YOU and first[0].reason == "lowest_trump"
    # throw in: the card's rank lies on the table
    game, _ = at[RULE_STEPS["throw_in"]]
    ranks = {c.rank for pair in game.table_pairs() for c in pair if c is not None}
    assert card("9D").rank in ranks and Action.parse("throw 9D") in game.legal_actions()
    # the beaten cards go: Done ends the bout and the table is discarded
    game, _ = at[RULE_STEPS["beaten_cards_go"]]
    assert all(d is not None for _, d in game.table_pairs()) and PASS in game.legal_actions()
    # drawing up to six: both drew after the first bout, you (the attacker) first
    game, seen = at[RULE_STEPS["draw_to_six"]]
    drawn = [e for e in seen if isinstance(e, ev.CardsDrawn)]
    assert [e.seat for e in drawn] == [YOU, COMPUTER] and game.hand_size(YOU) == 6
    # beat with a higher card of the suit, then with a trump when no card of the suit is higher
    game, _ = at[RULE_STEPS["beat_higher"]]
    assert beat(card("KD"), card("AD")) in game.legal_actions()
    game, _ = at[RULE_STEPS["beat_with_trump"]]
    beats = [a for a in game.legal_actions() if a.kind.value == "beat"]
    assert beats == [beat(card("AS"), card("9H"))]  # nothing beats an ace of its suit
    # take: nothing of yours beats the ace of trumps; the stock is gone, its face-up trump last
    game, seen = at[RULE_STEPS["take"]]
    assert [a for a in game.legal_actions() if a.kind.value == "beat"] == [] and TAKE in game.legal_actions()
    assert game.deck_size() == 0 and game.table_pairs() == ((card("AH"), None),)
    last = [e for e in seen if isinstance(e, ev.CardsDrawn)][-1]
    assert last.seat == COMPUTER
    # a trump is beaten only by a higher trump
    game, _ = at[RULE_STEPS["trump_on_trump"]]
    assert [a for a in game.legal_actions() if a.kind.value == "beat"] == [beat(card("KH"), card("AH"))]
    # the limit: the computer held two cards, so the bout ended with your third ten still in hand
    game, seen = at[RULE_STEPS["limit"]]
    assert any(isinstance(e, ev.BoutStarted) and e.limit == 2 for e in [*at["attack_few"][1]])
    assert card("TC") in game.hand(YOU) and card("TH") in game.hand(YOU)
    assert any(isinstance(e, ev.BoutEnded) for e in seen)
    # going out: your last card thrown in, the stock empty; the computer is left the durak
    game, seen = at[RULE_STEPS["go_out"]]
    assert game.hand(YOU) == (card("TH"),) and game.deck_size() == 0
    game, seen = at[RULE_STEPS["durak"]]
    assert any(isinstance(e, ev.PlayerOut) and e.seat == YOU for e in seen)
    assert game.result is not None and game.result.durak == COMPUTER


def test_each_step_counts_on_and_the_end_is_the_last() -> None:
    game = new_game()
    lesson = Lesson(game)
    numbers = []
    for line in SCRIPT:
        numbers.append(lesson.step_number())
        game.apply(line.action)
    assert numbers[0] == (1, 17) and lesson.step() == END and lesson.step_number() == (17, 17)
    assert numbers == sorted(numbers)


def _session() -> LessonSession:
    s = LessonSession.learn(synchronous=True)
    s.set_speed(1000)
    s.start()
    return s


def _to_you(s: LessonSession) -> None:
    for _ in range(10):
        if s.game.is_over or s.human_to_act():
            return
        assert s.update(0.0, True)
    raise AssertionError("never your move")


def test_the_session_plays_the_script_through_to_the_durak() -> None:
    s = _session()
    for line in SCRIPT:
        if line.seat == YOU:
            _to_you(s)
            assert s.lesson.wanted() == line.action
            s.apply(line.action)
    assert s.game.is_over and s.human_lost() is False
    assert [str(a) for a in s.game.history] == [str(line.action) for line in SCRIPT]
    assert s.lesson.step() == END and s.lesson.wanted() is None


def test_a_legal_move_off_the_script_is_refused_and_changes_nothing() -> None:
    s = _session()
    with pytest.raises(OffScript) as off:
        s.apply(attack(card("TS")))
    assert off.value.step == "attack" and off.value.wanted == attack(card("9S"))
    assert off.value.played == attack(card("TS")) and not s.game.history
    s.apply(attack(card("9S")))
    _to_you(s)
    with pytest.raises(OffScript) as off:
        s.apply(PASS)  # Done is legal here, but the step is the throw-in
    assert off.value.step == "throw_in" and len(s.game.history) == 2


def test_an_illegal_move_gets_the_engines_own_reason() -> None:
    s = _session()
    s.apply(attack(card("9S")))
    _to_you(s)
    with pytest.raises(IllegalActionError) as err:
        s.apply(Action.parse("throw TS"))  # no ten on the table
    assert err.value.reason.code is ReasonCode.THROW_RANK
    with pytest.raises(IllegalActionError) as err:
        s.apply(Action.parse("throw JH"))  # not in your hand
    assert err.value.reason.code is ReasonCode.NOT_HELD


def test_the_computer_plays_the_script_and_nothing_is_counted_or_auto_passed() -> None:
    s = _session()
    s.auto_pass = True  # the table hands the setting on; the lesson waits for your Done all the same
    assert s.auto_pass is False
    player = ScriptedPlayer(s.lesson)
    s.apply(attack(card("9S")))
    assert player.choose(s.game.view(COMPUTER)) == beat(card("9S"), card("JS"))
    for line in SCRIPT[1:]:
        if line.seat == YOU:
            _to_you(s)
            s.apply(line.action)
    assert s.game.is_over and not s.notes.noted_finished
