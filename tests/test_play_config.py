"""A game's set-up lives in the play layer: the preset keeps its name from the form to the statistics,
and a table's session comes from one of three named constructors."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine import PRESETS
from game.engine.game import Result
from game.engine.match import Match
from game.play import kept, undo
from game.play.autosave import Autosave
from game.play.config import CUSTOM, GameConfig, preset_name
from game.play.finished import entry_of
from game.play.session import Session
from game.play.stats import Statistics


def _play_out(session: Session) -> None:
    session.start()
    game = session.game
    for _ in range(5000):
        if game.is_over:
            return
        if session.human_to_act():
            session.apply(game.legal_actions()[0])
        else:
            session.update(1.0, True)
    raise AssertionError("the game never ended")


def test_the_preset_keeps_its_name_to_the_statistics_and_the_kept_game() -> None:
    config = GameConfig(PRESETS["perevodnoy"], 2, ("human", "random"), 0, 5, preset="perevodnoy")
    session = Session.new(config, synchronous=True)
    _play_out(session)
    (entry,) = Statistics.load().entries
    assert entry.variant == "perevodnoy" == entry_of(session).variant  # type: ignore[union-attr]
    game = kept.load(kept.listing()[0])
    assert game is not None and game.variant == "perevodnoy"


def test_a_preset_name_is_found_once_where_the_rules_come_without_it() -> None:
    assert preset_name(PRESETS["classic"]) == "classic"
    assert preset_name(replace(PRESETS["podkidnoy"], trump_exchange=True)) == CUSTOM
    assert GameConfig(PRESETS["teams"], 4, ("human",) + ("easy",) * 3).preset == "teams"
    with pytest.raises(ValueError):
        GameConfig(PRESETS["podkidnoy"], 2, ("human", "easy"), preset="classic")


def test_next_of_plays_on_the_match_and_new_starts_one() -> None:
    config = GameConfig(PRESETS["podkidnoy"], 3, ("human", "easy", "easy"), 0, 4, match_target=2)
    match = Match(config.rules, 3, target=2)
    match.record(Result(1, False, None, (0, 2, 1)))
    nxt = Session.next_of(match, config.next(), synchronous=True)
    assert nxt.match is match and nxt.seed == 5 == nxt.config.seed
    assert nxt.game.first_attacker_seat == match.first_attacker()
    fresh = Session.new(config, synchronous=True)
    assert fresh.match is not None and fresh.match.results == [] and fresh.match.target == 2
    assert fresh.seed == 4 and not fresh.resumed
    assert replace(config, seed=None).next().seed is None


def test_resume_gives_back_the_set_up_the_seeds_and_the_undo_mark() -> None:
    config = GameConfig(PRESETS["podkidnoy"], 2, ("human", "easy"), 0, 11, match_target=3)
    session = Session.new(config, synchronous=True)
    session.start()
    autosave = Autosave(session, ("Anna", "Easy"))
    while not session.human_to_act():
        session.update(1.0, True)
    session.apply(session.game.legal_actions()[0])
    assert undo.can_undo(session)
    shortened = autosave.taken_back()
    assert session.undo_used and shortened.undo_used and shortened.moves == len(session.game.history) - 1
    back = Session.resume(shortened, synchronous=True)
    assert back.resumed and back.undo_used
    assert (back.seed, back.config.seed, back.config.match_target) == (session.seed, 11, 3)
    assert back.config.levels == config.levels and back.config.preset == "podkidnoy"
    assert back.match is not None and back.match.to_dict() == session.match.to_dict()  # type: ignore[union-attr]
    assert [str(a) for a in back.game.history] == [str(a) for a in session.game.history[:-1]]
    autosave.flush()


def test_the_computers_seam_seats_players_made_here() -> None:
    from helpers import HARD_ITERATIONS, by_nodes

    from game.ai.budget import Budget
    from game.ai.hard import HardPlayer

    config = GameConfig(PRESETS["podkidnoy"], 3, ("human", "hard", "easy"), 0, 2)
    session = Session.new(config, computers=by_nodes)
    try:
        hard = session.players[1]
        assert isinstance(hard, HardPlayer) and hard.budget == Budget(nodes=HARD_ITERATIONS)
        assert session.process is None  # made here, they think here
        assert session.players[2].name == "easy"
    finally:
        session.shutdown()
