"""The durak endgame in the play layer: dealing a position, its table, the solver's verdict and its
winning line, and a kept endgame that Continue resumes."""

from __future__ import annotations

import json

import pytest

from game.ai.budget import Budget
from game.engine import ActionKind, Game, Position, preset
from game.engine import events as ev
from game.play import endgame
from game.play.autosave import Autosave
from game.play.finished import abandoned_entry, entry_of
from game.play.saves import SavedGame
from game.play.session import Session
from tests.helpers import by_nodes, card, cards

POD = preset("podkidnoy")
PER = preset("perevodnoy")


def trump_ace_endgame() -> Position:
    """Seat 0 leads the trump ace, its last card; seat 1 (6H 7H) cannot beat it."""
    return Position(POD, ((card("AS"),), tuple(cards("6H 7H"))), card("QS"), 0).with_rest_out()


@pytest.mark.parametrize("rules", [POD, PER])
@pytest.mark.parametrize("players", [2, 3])
def test_a_dealt_endgame_is_the_same_for_the_same_seed(rules: object, players: int) -> None:
    pos = endgame.deal_endgame(rules, players, seed=11)  # type: ignore[arg-type]
    assert pos == endgame.deal_endgame(rules, players, seed=11)  # type: ignore[arg-type]
    assert pos.problems() == [] and pos.open and pos.players == players
    held = sum(len(h) for h in pos.hands)
    assert endgame.FEWEST_CARDS <= held <= endgame.MOST_CARDS and all(pos.hands)


def test_different_seeds_deal_different_endgames() -> None:
    deals = {endgame.deal_endgame(POD, 2, seed=s) for s in range(8)}
    assert len(deals) >= 6


def test_an_endgame_that_cannot_be_dealt_says_so() -> None:
    with pytest.raises(ValueError, match="no endgame"):
        endgame.deal_endgame(POD, 2, seed=1, most_cards=1)


def test_an_endgame_table_seats_the_human_against_hard() -> None:
    pos = endgame.deal_endgame(PER, 2, seed=3)
    config = endgame.endgame_config(pos, human=1)
    assert config.levels == ("hard", "human") and config.human_seat == 1
    assert config.position == pos and config.preset == "perevodnoy"


def test_the_outlook_is_the_solvers_verdict_for_either_seat() -> None:
    game = Game.from_position(trump_ace_endgame())
    assert endgame.outlook(game, 0) == 1 and endgame.outlook(game, 1) == -1
    assert not game.history  # asked on a copy


def test_no_outlook_where_the_solver_does_not_reach() -> None:
    three = Game.from_position(endgame.deal_endgame(POD, 3, seed=2))
    assert not endgame.solvable(three) and endgame.outlook(three, 0) is None
    big = Game.from_position(endgame.deal_endgame(POD, 2, seed=5))
    assert endgame.outlook(big, 0, Budget(nodes=1)) is None


def test_the_winning_line_plays_the_position_out_to_its_value() -> None:
    line = endgame.winning_line(trump_ace_endgame(), seat=1)
    assert [(s, a.kind) for s, a in line.steps] == [(0, ActionKind.ATTACK), (1, ActionKind.TAKE)]
    assert line.value == -1 and line.exact


@pytest.mark.parametrize("rules", [POD, PER])
def test_a_dealt_endgames_line_replays_to_the_value_the_outlook_gave(rules: object) -> None:
    for seed in range(4):
        pos = endgame.deal_endgame(rules, 2, seed=seed)  # type: ignore[arg-type]
        line = endgame.winning_line(pos, seat=0)
        assert line.exact
        assert line.value == endgame.outlook(Game.from_position(pos), 0)
        game = Game.from_position(pos)
        for seat, action in line.steps:
            assert game.to_act == seat
            game.apply(action)  # a whole lead of several cards is played as its steps
        assert game.is_over
        res = game.result
        assert res is not None
        assert line.value == (0 if res.durak is None else (-1 if res.durak == 0 else 1))


def test_a_kept_endgame_is_continued_where_it_was_left() -> None:
    pos = endgame.deal_endgame(POD, 2, seed=4)
    session = Session.new(endgame.endgame_config(pos, human=0), synchronous=True, computers=by_nodes)
    try:
        session.start()
        game = session.game
        while not game.is_over and game.to_act == 0 and len(game.history) < 3:
            session.apply(game.legal_actions()[0])
        saved = Autosave(session).current()
        back = SavedGame.from_dict(json.loads(saved.to_json()))
        assert back.record.position == pos
        again = Session.resume(back, synchronous=True, computers=by_nodes)
        try:
            assert again.config.position == pos and again.game.history == game.history
            told = again.start()
            assert isinstance(told[0], ev.PositionSet)
        finally:
            again.shutdown()
    finally:
        session.shutdown()


def test_an_endgame_is_no_game_of_the_statistics() -> None:
    pos = trump_ace_endgame()
    session = Session.new(endgame.endgame_config(pos, human=0), synchronous=True, computers=by_nodes)
    try:
        session.start()
        session.apply(session.game.legal_actions()[0])  # the human moved: a dealt game would count
        saved = Autosave(session).current()
        assert abandoned_entry(saved) is None
        while not session.game.is_over:
            session.apply(session.game.legal_actions()[0])
        assert entry_of(session) is None
    finally:
        session.shutdown()
