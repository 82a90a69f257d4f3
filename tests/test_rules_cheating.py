"""The cheating mode (Schummeln, seed 003): each cheat kind, each call outcome, the window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import hand, new_game, of_type, play

from game.engine import Action, Card, Game, IllegalActionError, Phase, preset
from game.engine.cheating import (
    CalledOut,
    Cheated,
    CheatKind,
    PenaltyDrawn,
    call_actions,
    cheat_actions,
    cheat_kind,
    open_cheats,
)
from game.engine.events import GameOver
from game.engine.reason import ReasonCode
from game.engine.record import GameRecord

CHEAT = preset("cheating")
# Two players, hearts trump.  Seat 0 holds the lowest trump 6H and leads.
TWO = ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"]


def game(rules: object = CHEAT, fill: bool = False) -> Game:
    assert isinstance(rules, type(CHEAT))
    return new_game(rules, 2, TWO, trump="AH", fill=fill)


def replayed(g: Game, upto: int) -> Game:
    """A fresh game of the same deal with only the first ``upto`` moves of ``g``."""
    fresh = Game.new(g.rules, g.n, seed=g.seed, deck=g.start_deck)
    for a in g.history[:upto]:
        fresh.apply(a)
    return fresh


def test_a_beat_that_does_not_beat_is_admitted_as_a_cheat_and_stands_uncalled() -> None:
    g = game()
    play(g, "0 attack 9D")
    events = play(g, "1 beat 9D TC")
    (made,) = of_type(events, Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.BAD_BEAT
    (cheat,) = open_cheats(g)
    assert cheat.reason is not None and cheat.reason.code is ReasonCode.HIGHER_OR_TRUMP
    assert g.table_pairs()[0][1] is not None
    play(g, "0 pass")  # the bout ends; the window stays open until the next lead is on the table
    assert g.phase == Phase.LEAD and open_cheats(g)
    play(g, "1 attack 8S")
    assert not open_cheats(g)
    assert "TC" in {str(c) for c in g.discard_cards()}


def test_a_correct_call_undoes_the_cheat_exactly() -> None:
    g = game()
    play(g, "0 attack 9D", "1 beat 9D TC")
    events = play(g, "call 0 1")
    (out,) = of_type(events, CalledOut)
    assert isinstance(out, CalledOut) and out.correct and out.kind is CheatKind.BAD_BEAT
    assert [str(c) for c in out.cards] == ["TC"]
    assert "TC" in hand(g, 1) and g.to_act == 1 and g.phase == Phase.DEFEND
    assert g.state_dict() == replayed(g, 1).state_dict()
    assert g.cheats is not None and g.cheats.caught == (0, 1) and g.cheats.made == (0, 1)


def test_a_call_after_the_bout_ended_undoes_everything_built_on_the_cheat() -> None:
    g = game(fill=True)
    play(g, "0 attack 9D", "1 beat 9D TC", "0 pass")  # the bout ends and both draw
    assert g.phase == Phase.LEAD and g.bout_no == 1
    events = play(g, "call 0 1")
    (out,) = of_type(events, CalledOut)
    assert isinstance(out, CalledOut) and out.correct and out.undone == 2
    assert g.bout_no == 0 and g.state_dict() == replayed(g, 1).state_dict()


def test_the_window_closes_when_the_next_lead_is_on_the_table() -> None:
    g = game(fill=True)
    play(g, "0 attack 9D", "1 beat 9D TC", "0 pass", "1 attack 8S")
    before = g.state_dict()
    (out,) = of_type(play(g, "call 0 1"), CalledOut)
    assert isinstance(out, CalledOut) and not out.correct
    assert g.state_dict() == before


def test_a_throw_in_of_a_rank_not_on_the_table() -> None:
    g = game()
    play(g, "0 attack 7S", "1 beat 7S 8S")
    (made,) = of_type(play(g, "0 throw 9D"), Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.BAD_RANK
    play(g, "call 1 0")
    assert "9D" in hand(g, 0) and (g.phase, g.to_act) == (Phase.THROW, 0)
    assert g.state_dict() == replayed(g, 2).state_dict()


def test_a_lead_of_several_ranks() -> None:
    g = game()
    (made,) = of_type(play(g, "0 attack 7S 9D"), Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.BAD_RANK
    play(g, "call 1 0")
    assert {"7S", "9D"} <= hand(g, 0) and g.phase == Phase.LEAD


def test_a_lead_over_the_first_bout_limit() -> None:
    g = game(replace(CHEAT, first_bout_limit=1))
    (made,) = of_type(play(g, "0 attack 7S 7C"), Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.OVER_LIMIT
    (cheat,) = open_cheats(g)
    assert cheat.reason is not None and cheat.reason.code is ReasonCode.LIMIT


def test_a_transfer_with_a_card_of_another_rank() -> None:
    g = game(replace(preset("perevodnoy"), cheating=True))
    play(g, "0 attack 7S")
    (made,) = of_type(play(g, "1 transfer JD"), Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.BAD_TRANSFER
    assert g.defender == 0
    play(g, "call 0 1")
    assert g.defender == 1 and "JD" in hand(g, 1)


def test_the_hidden_extra_draw_shows_the_others_only_a_count() -> None:
    g = game(fill=True)
    stock = g.deck_size()
    (made,) = of_type(play(g, "0 draw"), Cheated)
    assert isinstance(made, Cheated) and made.kind is CheatKind.EXTRA_DRAW and made.card is not None
    seen = made.seen_by(1)
    assert isinstance(seen, Cheated) and seen.card is None
    assert g.hand_size(0) == 7 and g.deck_size() == stock - 1 and g.to_act == 0
    play(g, "call 1 0")
    assert g.hand_size(0) == 6 and g.deck_size() == stock
    assert g.state_dict() == replayed(g, 0).state_dict()


def test_a_wrong_call_costs_nothing_by_default_and_a_card_by_house_rule() -> None:
    g = game(fill=True)
    before = g.state_dict()
    (out,) = of_type(play(g, "call 1 0"), CalledOut)
    assert isinstance(out, CalledOut) and not out.correct
    assert g.state_dict() == before
    g = game(replace(CHEAT, false_call_penalty=1), fill=True)
    events = play(g, "call 1 0")
    assert of_type(events, PenaltyDrawn) and g.hand_size(1) == 7


def test_a_caught_cheater_draws_a_penalty_card_by_house_rule() -> None:
    g = game(replace(CHEAT, cheat_penalty=2), fill=True)
    play(g, "0 attack 9D", "1 beat 9D TC")
    events = play(g, "call 0 1")
    (pen,) = of_type(events, PenaltyDrawn)
    assert isinstance(pen, PenaltyDrawn) and pen.count == 2 and g.hand_size(1) == 8


def test_one_cheat_per_seat_per_bout_and_one_call_per_pair() -> None:
    g = game(fill=True)
    play(g, "0 draw")
    with pytest.raises(IllegalActionError):
        play(g, "0 draw")
    play(g, "call 1 0")  # undone, but the seat has spent its cheat of this bout
    assert not cheat_actions(g)
    with pytest.raises(IllegalActionError):
        play(g, "call 1 0")


def test_what_is_no_cheat_kind_is_still_refused() -> None:
    g = game()
    with pytest.raises(IllegalActionError, match="do not hold"):
        play(g, "0 attack 8S")
    play(g, "0 attack 9D")
    with pytest.raises(IllegalActionError):
        play(g, "1 pass")
    with pytest.raises(IllegalActionError):
        play(g, "call 1 1")


def test_without_the_mode_a_cheat_is_refused_and_nothing_is_offered() -> None:
    g = game(preset("podkidnoy"))
    play(g, "0 attack 9D")
    with pytest.raises(IllegalActionError, match="does not beat"):
        play(g, "1 beat 9D TC")
    assert not cheat_actions(g) and not call_actions(g, 0)


def test_calls_are_offered_whether_or_not_anybody_cheated() -> None:
    g = game(fill=True)
    offered = call_actions(g, 1)
    play(g, "0 draw")
    assert call_actions(g, 1) == offered == [Action.parse("call 1 0")]


def test_the_cheat_menu_is_compact_and_every_entry_is_admitted() -> None:
    g = game(replace(preset("perevodnoy"), cheating=True), fill=True)
    play(g, "0 attack 7S 7C")
    menu = cheat_actions(g)
    assert 0 < len(menu) <= g.hand_size(1) + 4
    for a in menu:
        g.copy(quiet=False).apply(a)


def test_at_the_end_of_the_game_every_window_is_closed() -> None:
    g = game(fill=True)
    while not g.is_over:  # cheat whenever the menu offers something, else play the first move
        menu = cheat_actions(g)
        g.apply(menu[0] if menu else g.legal_actions()[0])
    assert not open_cheats(g) and not call_actions(g, 0)
    assert g.cheats is not None and sum(g.cheats.made) > 0


def test_a_cheating_game_replays_exactly_from_its_record() -> None:
    g = game(replace(CHEAT, cheat_penalty=1, false_call_penalty=1), fill=True)
    play(g, "0 draw", "call 1 0", "0 attack 9D", "1 beat 9D TC", "call 0 1", "1 beat 9D 7H", "0 pass")
    rec = GameRecord.from_dict(GameRecord.of(g).to_dict())
    assert [str(a) for a in rec.actions] == [str(a) for a in g.history]
    assert rec.replay().state_dict() == g.state_dict()


def test_a_view_shows_no_open_cheat_and_only_its_own_cheats() -> None:
    g = game(fill=True)
    play(g, "0 draw")
    for seat in (0, 1):
        skeleton = g.view(seat).skeleton()
        assert skeleton.cheats is not None and not skeleton.cheats.open
        assert skeleton.cheats.made == ((1, 0) if seat == 0 else (0, 0))


def test_a_game_with_an_open_cheat_pickles() -> None:
    import pickle  # only this test pickles

    g = game(fill=True)
    play(g, "0 attack 9D", "1 beat 9D TC")
    back = pickle.loads(pickle.dumps(g))
    play(back, "call 0 1")
    assert back.state_dict() == replayed(g, 1).state_dict()


def test_cheat_kind_names_what_a_move_would_be_without_making_it() -> None:
    g = game(fill=True)
    play(g, "0 attack 7S")
    assert cheat_kind(g, Action.parse("beat 7S 8S")) is None  # legal
    assert cheat_kind(g, Action.parse("beat 7S JD")) is CheatKind.BAD_BEAT
    assert cheat_kind(g, Action.parse("beat 7S QS")) is None  # not in the defender's hand: refused
    assert cheat_kind(g, Action.parse("draw")) is CheatKind.EXTRA_DRAW
    assert cheat_kind(g, Action.parse("transfer JD")) is None  # Podkidnoy: no transfer at all
    history = list(g.history)
    assert g.history == history and not open_cheats(g)  # asking changed nothing
    honest = new_game(preset("podkidnoy"), 2, TWO, trump="AH")
    play(honest, "0 attack 7S")
    assert cheat_kind(honest, Action.parse("beat 7S JD")) is None


def test_a_correct_call_as_the_next_bout_opens_leaves_calls_open_when_that_bout_comes_again() -> None:
    g = game(fill=True)
    play(g, "0 attack 7S")
    g.apply(Action.parse("beat 7S JD"))  # seat 1 cheats: the bout's last card beaten wrongly
    play(g, "0 pass")
    assert g.phase == Phase.LEAD and g.bout_no == 1 and open_cheats(g)
    g.apply(Action.parse("call 0 1"))  # in bout 1's lead: bout 0 comes back
    assert g.bout_no == 0 and not open_cheats(g)
    play(g, "1 take")
    while g.bout_no == 0:
        g.apply(g.legal_actions()[-1])
    assert Action.parse("call 0 1") in call_actions(g, 0)


# ----------------------------------------------------------------- the last move (issue 33)
# Eight cards (J Q K A of spades and hearts), three each, spades trump: the stock runs out in the
# second bout.  After NINE moves seat 1 leads A♠ and seat 0 holds only K♠, which does not beat it.
SMALL = replace(CHEAT, suits=2, ranks=4, hand_size=3)
NINE = ("0 attack JH", "1 beat JH QH", "0 throw QS", "1 take", "0 throw JS", "0 attack AH", "1 beat AH QS")
NINE += ("0 pass", "1 attack AS")


def small(deck: str = "QS QH JH AS JS KH AH KS") -> Game:
    return Game.new(SMALL, 2, deck=[Card.parse(w) for w in deck.split()], first_attacker=0)


def last_move_cheat() -> Game:
    """Seat 0 beats A♠ with K♠, its last card: out, and seat 1 is the durak — unless it is called."""
    g = small()
    play(g, *NINE)
    assert not g.deck and g.hand_size(0) == 1
    play(g, "0 beat AS KS")
    return g


def test_a_cheat_on_the_last_move_leaves_the_result_decided_not_final() -> None:
    g = last_move_cheat()
    assert g.phase == Phase.DECIDED and not g.is_over
    assert g.result is not None and g.result.durak == 1
    (cheat,) = open_cheats(g)
    assert cheat.seat == 0 and cheat.kind is CheatKind.BAD_BEAT
    assert g.to_act == 1 and g.pending == [1, 0]  # from the seat after the last mover round to it
    assert g.legal_actions() == [Action.parse("pass")] and cheat_actions(g) == []
    assert call_actions(g, 1) == [Action.parse("call 1 0")] and call_actions(g, 0) == [
        Action.parse("call 0 1")
    ]


def test_a_last_move_cheat_not_called_stands_once_every_seat_accepted() -> None:
    g = last_move_cheat()
    assert not of_type(play(g, "1 pass"), GameOver)
    assert g.phase == Phase.DECIDED and g.to_act == 0
    (over,) = of_type(play(g, "0 pass"), GameOver)
    assert isinstance(over, GameOver) and over.durak == 1
    assert g.is_over and not open_cheats(g) and not call_actions(g, 1)
    with pytest.raises(IllegalActionError):
        play(g, "call 1 0")


def test_a_last_move_cheat_called_is_undone_and_play_goes_on() -> None:
    g = last_move_cheat()
    (out,) = of_type(play(g, "call 1 0"), CalledOut)
    assert isinstance(out, CalledOut) and out.correct and [str(c) for c in out.cards] == ["KS"]
    assert g.state_dict() == replayed(g, len(NINE)).state_dict()
    assert (g.phase, g.to_act, g.result) == (Phase.DEFEND, 0, None)
    play(g, "0 take")  # the honest move: seat 0 takes A♠ and the game goes on
    assert not g.is_over and g.hand_size(0) == 2


def test_a_call_in_the_window_by_the_last_mover_waits_for_no_turn() -> None:
    g = last_move_cheat()
    play(g, "1 pass")  # seat 1 accepted; seat 0 may still call, and so may seat 1, out of turn
    (out,) = of_type(play(g, "call 0 1"), CalledOut)
    assert isinstance(out, CalledOut) and not out.correct
    assert g.phase == Phase.DECIDED and g.to_act == 0  # a wrong call: the result still waits
    (out,) = of_type(play(g, "call 1 0"), CalledOut)
    assert isinstance(out, CalledOut) and out.correct and g.phase == Phase.DEFEND


def test_a_wrong_call_in_the_window_is_counted_and_the_result_still_waits() -> None:
    rules = replace(SMALL, false_call_penalty=1)  # the house penalty: the stock is empty, nothing to draw
    g = Game.new(rules, 2, deck=small().start_deck, first_attacker=0)
    play(g, *NINE, "0 beat AS KS")
    hands = list(g.hands)
    play(g, "call 0 1")  # seat 1 did not cheat
    assert g.cheats is not None and g.cheats.false_calls == (1, 0) and g.hands == hands
    assert g.phase == Phase.DECIDED and g.result is not None and g.result.durak == 1


def test_an_earlier_open_cheat_of_another_seat_can_be_called_at_the_end() -> None:
    # Hearts trump.  Seat 1 leads J♠ A♠ together (two ranks: a cheat) with its last cards, seat 0
    # takes them: seat 1 is out and seat 0 the durak — the last move was seat 0's, and honest.
    g = small("JH JS QH AS KS AH QS KH")
    play(g, "0 attack JH", "1 beat JH AH", "0 pass", "1 attack KH", "0 take", "1 pass")
    before = len(g.history)
    play(g, "1 attack JS AS", "0 take")
    assert g.phase == Phase.DECIDED and g.result is not None and g.result.durak == 0
    assert [c.seat for c in open_cheats(g)] == [1]
    play(g, "1 pass")
    (out,) = of_type(play(g, "call 0 1"), CalledOut)
    assert isinstance(out, CalledOut) and out.correct and out.undone == 3  # the cheat, the take, the accept
    assert g.state_dict() == replayed(g, before).state_dict()
    assert (g.phase, g.to_act) == (Phase.LEAD, 1)


def test_an_old_record_replays_as_it_was_played_then() -> None:
    # Before version 3 nobody could call after the last move: such a record ends there, final.
    data = GameRecord.of(last_move_cheat()).to_dict()
    assert data["version"] == 4
    assert GameRecord.from_dict(data).replay().phase == Phase.DECIDED
    old = GameRecord.from_dict({**data, "version": 2})
    g = old.replay()
    assert g.is_over and g.result is not None and g.result.durak == 1
    assert old.replay(upto=5).state_dict() == GameRecord.from_dict(data).replay(upto=5).state_dict()
    assert GameRecord.from_dict(old.to_dict()).version == 2


def test_without_the_mode_the_last_move_ends_the_game_at_once() -> None:
    honest = Game.new(replace(SMALL, cheating=False), 2, deck=small().start_deck, first_attacker=0)
    play(honest, *NINE, "0 take")
    while not honest.is_over:
        assert honest.phase != Phase.DECIDED
        honest.apply(honest.legal_actions()[0])
    assert honest.phase == Phase.OVER
