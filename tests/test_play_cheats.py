"""The cheating mode in a live game (game/play/cheats.py): computers cheat and call through the session."""

from __future__ import annotations

import random
from typing import Any

from helpers import before_a_big_take, by_nodes, new_game
from test_rules_cheating import NINE, small

from game.engine import Action, ActionKind, Game, Rules, preset
from game.engine import events as ev
from game.engine.actions import call
from game.engine.cheating import CalledOut, Cheated, CheatKind, open_cheats
from game.play import undo
from game.play.config import GameConfig
from game.play.finished import variant_of
from game.play.session import Session

CHEAT = preset("cheating")
HANDS = ["6H 7S 7C 9D QS KC", "8S 9S JD TC AS QD"]


def _table(level: str, seed: int = 3) -> tuple[Session, list[Any]]:
    """The human at seat 0 leads; the computer at seat 1 holds no club above the king, no trump."""
    game = new_game(CHEAT, 2, HANDS, trump="AH", fill=True, first_attacker=0)
    got: list[Any] = []

    def listener(seat: int, action: Action, events: list[ev.Event]) -> None:
        got.append((seat, action, events))

    s = Session(game, ("human", level), 0, listener, seed=seed, synchronous=True, computers=by_nodes)
    s.set_speed(1000)
    s.start()
    return s, got


def _run(s: Session, steps: int = 3) -> None:
    for _ in range(steps):
        if s.human_to_act() and not open_cheats(s.game):
            return
        s.update(0.0, True)


def _easy_misses_seed() -> int:
    """A seed whose Easy watcher at seat 1 does not notice the first cheat (attention 0.3)."""
    return next(s for s in range(100) if random.Random(f"{s}/watch1").random() >= 0.3)


def test_hard_calls_the_humans_cheat_and_the_lead_is_undone() -> None:
    s, got = _table("hard")
    before = s.game.hands[0]
    s.apply(Action.parse("attack 7S 9D"))  # two ranks: a cheat
    assert open_cheats(s.game)
    assert s.update(0.0, True)  # Hard noticed it: its call comes before its move
    seat, action, events = got[-1]
    assert seat == 1 and action == call(1, 0)
    out = next(e for e in events if isinstance(e, CalledOut))
    assert out.correct and out.kind is CheatKind.BAD_RANK
    assert s.game.hands[0] == before and s.human_to_act()
    # undo would take back your cheat and the call that undid it
    assert s.actors[-1] == 1 and undo.point(s) == len(s.game.history) - 2
    summary = s.summary()  # for the statistics: your cheat, called out
    assert (summary["cheats_made"], summary["cheats_caught"], summary["calls_right"]) == (1, 1, 0)


def test_a_resumed_game_knows_who_made_each_move_calls_included() -> None:
    s, _ = _table("hard")
    s.apply(Action.parse("attack 7S 9D"))
    assert s.update(0.0, True)  # Hard's call, made while the human is to act
    resumed = Session(s.game, ("human", "hard"), 0, seed=3, synchronous=True, computers=by_nodes)
    resumed.start()  # Continue, undo: the record replayed
    assert resumed.actors == s.actors and resumed.actors[-1] == 1


def test_a_computer_calls_after_the_pause_of_a_move() -> None:
    s, got = _table("hard")
    s.set_speed(1.0)
    s.apply(Action.parse("attack 7S 9D"))
    assert not s.update(0.3, True) and not s.update(0.2, True)  # 0.55 s at speed 1
    assert s.update(0.1, True) and got[-1][1] == call(1, 0)


def test_easy_misses_the_humans_cheat() -> None:
    s, got = _table("easy", seed=_easy_misses_seed())
    s.apply(Action.parse("attack 7S 9D"))
    for _ in range(5):
        s.update(0.0, True)
    assert not any(a.kind is ActionKind.CALL for _, a, _ in got)
    assert s.game.cheats is not None and s.game.cheats.caught == (0, 0)


def test_hard_cheats_instead_of_a_big_take_and_the_human_calls_it() -> None:
    got: list[Any] = []
    s = Session(
        before_a_big_take(CHEAT),
        ("human", "hard"),
        0,
        lambda seat, action, events: got.append((seat, action, events)),
        seed=3,
        synchronous=True,
        computers=by_nodes,
    )
    s.set_speed(1000)
    s.start()
    s.apply(Action.parse("throw 7D"))  # five cards on the table, the 7♦ unbeatable
    assert s.update(0.0, True)
    seat, action, events = got[-1]
    assert seat == 1 and action.kind is ActionKind.BEAT
    assert any(isinstance(e, Cheated) and e.seat == 1 for e in events)
    events = s.apply(call(0, 1))
    out = next(e for e in events if isinstance(e, CalledOut))
    assert out.correct and out.undone == 1
    assert s.game.to_act == 1 and s.game.def_cards[-1] < 0


def test_hard_takes_a_small_take_honestly() -> None:
    s, got = _table("hard")
    s.apply(Action.parse("attack KC"))  # one card to take: not worth the card a caught cheat shows
    assert s.update(0.0, True)
    seat, action, events = got[-1]
    assert seat == 1 and action.kind is ActionKind.TAKE
    assert not any(isinstance(e, Cheated) for e in events)


def test_a_wrong_call_changes_nothing_but_the_count() -> None:
    s, _ = _table("hard")
    s.apply(Action.parse("attack KC"))
    hands = list(s.game.hands)
    events = s.apply(call(0, 1))  # nobody cheated yet
    assert isinstance(events[0], CalledOut) and not events[0].correct
    assert list(s.game.hands) == hands


def test_without_the_mode_the_computers_neither_cheat_nor_call() -> None:
    game = Game.new(preset("podkidnoy"), 2, seed=5)
    s = Session(game, ("hard", "normal"), None, seed=5, synchronous=True, computers=by_nodes)
    s.set_speed(1000)
    s.start()
    assert s.cheats is None
    for _ in range(400):
        if s.game.is_over:
            break
        s.update(0.0, True)
    assert s.game.is_over and all(a.kind not in (ActionKind.CALL, ActionKind.DRAW) for a in s.game.history)


def test_a_computer_only_game_with_cheating_ends() -> None:
    game = Game.new(CHEAT, 3, seed=11)
    s = Session(game, ("hard", "normal", "easy"), None, seed=11, synchronous=True, computers=by_nodes)
    s.set_speed(1000)
    s.start()
    for _ in range(2000):
        if s.game.is_over:
            break
        s.update(0.0, True)
    assert s.game.is_over and not s.errors
    assert s.game.cheats is not None and sum(s.game.cheats.made) > 0


# ----------------------------------------------------------------- the decided result (issue 33)
def _decided(levels: tuple[str, ...], human: int | None, seed: int = 3) -> tuple[Session, list[Any]]:
    """Seat 0 has just beaten A♠ with K♠, its last card (a cheat): out, and seat 1 the durak —
    decided, not final (the deal of test_rules_cheating.py's last-move scenarios)."""
    game = small()
    for step in NINE:
        game.apply(Action.parse(step.split(" ", 1)[1]))
    got: list[Any] = []
    s = Session(game, levels, human, lambda *a: got.append(a), seed=seed, synchronous=True)
    s.set_speed(1000)
    s.start()
    s.apply(Action.parse("beat AS KS"))  # seat 0's move, through the session like a computer's
    assert s.deciding() and not s.game.is_over
    return s, got


def _settle(s: Session, steps: int = 20) -> None:
    for _ in range(steps):
        if s.game.is_over or (s.human_to_act() and not s.deciding()):
            return
        s.update(0.1, True)


def test_a_computer_calls_the_last_move_cheat_it_noticed_and_play_goes_on() -> None:
    s, got = _decided(("random", "hard"), None)
    assert s.update(0.0, True)  # Hard saw the card: it calls before anybody accepts
    seat, action, events = got[-1]
    assert (seat, action) == (1, call(1, 0))
    assert any(isinstance(e, CalledOut) and e.correct for e in events)
    assert not s.deciding() and s.game.to_act == 0 and not s.game.is_over


def test_computers_that_noticed_nothing_accept_and_the_game_is_over() -> None:
    s, got = _decided(("random", "random"), None)  # Random notices nothing
    _settle(s)
    assert s.game.is_over and s.game.result is not None and s.game.result.durak == 1
    assert [a for _, a, _ in got[-2:]] == [Action.parse("pass")] * 2


def test_your_moment_passes_after_a_few_seconds_and_the_result_is_accepted() -> None:
    s, _ = _decided(("random", "human"), 1)
    s.accept_time = 4.0  # as at a table at normal speed
    assert s.human_to_act() and s.accept_left() == 4.0
    assert not s.update(1.5, True) and s.accept_left() == 2.5
    assert s.ask_hint([]) is None and not s.insight_wanted()  # nothing to hint at: the game is decided
    assert not s.update(1.5, True) and not s.update(0.9, True)
    assert s.update(0.2, True)  # 4 seconds: you accepted
    _settle(s)
    assert s.game.is_over and s.human_lost()


def test_a_computer_only_perevodnoy_game_with_cheating_ends_under_its_own_name() -> None:
    """Cheating goes with every variant (issue 33): Perevodnoy with the box ticked plays, cheats and
    ends, and is named ``perevodnoy-cheating`` for the statistics."""
    config = GameConfig(Rules(transfer=True, cheating=True), 3, ("hard", "normal", "easy"), None, 12)
    s = Session.new(config, synchronous=True, computers=by_nodes)
    s.set_speed(1000)
    s.start()
    transfers = 0
    for _ in range(3000):
        if s.game.is_over:
            break
        before = len(s.game.history)
        s.update(0.0, True)
        transfers += any(a.kind is ActionKind.TRANSFER for a in s.game.history[before:])
    assert s.game.is_over and not s.errors
    assert s.game.cheats is not None and sum(s.game.cheats.made) > 0
    assert transfers > 0 and variant_of(s) == "perevodnoy-cheating"
