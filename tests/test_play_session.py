"""The play session (game/play): the one place that applies an action, computers' moves, the match."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.engine import PRESETS, Action, ActionKind, Game, IllegalActionError, Phase
from game.engine import events as ev
from game.engine.build import is_compiled
from game.play.session import Session

# Counting patches Game.legal_actions; a compiled Game calls its own method directly, past the patch.
pure_only = pytest.mark.skipif(is_compiled(), reason="patches Game.legal_actions, unseen by compiled callers")


class Counting:
    """Counts the calls of ``Game.legal_actions`` (the engine's own included)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        original = Game.legal_actions

        def counted(game: Game) -> list[Action]:
            self.calls += 1
            return original(game)

        monkeypatch.setattr(Game, "legal_actions", counted)


def _session(levels: tuple[str, ...], human: int | None = 0, seed: int = 3) -> tuple[Session, list[Any]]:
    game = Game.new(PRESETS["podkidnoy"], len(levels), seed=seed)
    got: list[Any] = []

    def listener(seat: int, action: Action, events: list[ev.Event]) -> None:
        got.append((seat, action, events))

    s = Session(game, levels, human, listener, seed=seed, synchronous=True)
    s.set_speed(1000)
    s.start()
    return s, got


def _to_human(s: Session) -> None:
    for _ in range(200):
        if s.game.is_over or s.human_to_act():
            return
        s.update(0.0, True)
    raise AssertionError("the human never came to act")


@pure_only
def test_a_legal_move_is_looked_up_once_by_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    s, got = _session(("human", "random"))
    _to_human(s)
    action = s.game.legal_actions()[0]
    counter = Counting(monkeypatch)
    events = s.apply(Action(action.kind, action.cards, action.target))  # equal, not the interned object
    assert counter.calls == 1  # Game.apply's own look-up, nothing before it
    seat, played, told = got[-1]
    assert seat == 0 and played is action and told == events


def test_an_illegal_move_raises_and_changes_nothing() -> None:
    s, got = _session(("human", "random"))
    _to_human(s)
    state = s.game.state_dict()
    n = len(got)
    with pytest.raises(IllegalActionError) as err:
        s.apply(Action(ActionKind.TAKE) if s.game.phase == Phase.LEAD else Action(ActionKind.REDEAL))
    assert err.value.reason
    assert s.game.state_dict() == state and len(got) == n


@pure_only
def test_a_computer_move_asks_the_engine_twice_at_most(monkeypatch: pytest.MonkeyPatch) -> None:
    s, got = _session(("random", "random"), human=None)
    counter = Counting(monkeypatch)
    assert s.update(0.0, True)
    assert len(got) == 1
    assert counter.calls <= 2  # the seat's view (its legal actions) and Game.apply


def test_a_computer_that_chooses_an_illegal_action_plays_its_last_legal_one() -> None:
    class Cheat:
        name = "cheat"

        def choose(self, view: Any) -> Action:
            return Action(ActionKind.REDEAL)

        def notify(self, events: Any) -> None:
            pass

    s, got = _session(("random", "random"), human=None)
    s.seats.players[s.game.to_act] = Cheat()  # type: ignore[assignment]
    legal = s.game.legal_actions()
    assert s.update(0.0, True)
    assert got[-1][1] is legal[-1]
    assert any("illegal" in e for e in s.errors)


# ---------------------------------------------------------------------------- the match
def _play_out(s: Session) -> None:
    for _ in range(5000):
        if s.game.is_over:
            return
        s.update(0.0, True)
    raise AssertionError("the game did not end")


def _first_bout(game: Game) -> ev.BoutStarted:
    return next(e for e in game.start_events if isinstance(e, ev.BoutStarted))


@pytest.mark.parametrize("start", ["attack_durak", "after_durak"])
def test_the_next_game_of_a_match_follows_the_durak(start: str) -> None:
    from game.engine.match import Match
    from game.engine.rules import MatchStart
    from game.play.session import start_game

    rules = replace(PRESETS["podkidnoy"], match_start=MatchStart(start))
    match = Match(rules, 3)
    seen = 0
    for seed in range(1, 40):
        game = start_game(match, seed)
        before = match.last_durak
        if before is not None:
            bout = _first_bout(game)
            if start == "attack_durak":
                assert bout.defender == before and bout.attacker == (before - 1) % 3
            else:
                assert bout.attacker == (before + 1) % 3
            seen += 1
        else:  # the first game, or after a draw: the lowest trump starts
            fa = next(e for e in game.start_events if isinstance(e, ev.FirstAttacker))
            assert fa.reason != "match"
        s = Session(game, ("random",) * 3, None, seed=seed, synchronous=True, match=match)
        s.set_speed(1000)
        s.start()
        _play_out(s)
        assert match.results[-1] == game.result
        if seen >= 3:
            break
    assert seen >= 3 and len(match.results) >= 4
