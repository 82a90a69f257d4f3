"""Helpers of the save tests: a scripted game on the session layer, and a digest of everything a save must
bring back (every seat's view, every computer's memory)."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from game.engine import PRESETS, Game
from game.play.saves import SavedGame
from game.play.session import Session

LEVELS = ("human", "hard", "easy")


def deep_state(value: Any, depth: int = 0) -> Any:
    """Plain data of an object's attributes (sets sorted: their order may differ between processes)."""
    if depth > 12:
        return "..."
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    if isinstance(value, (set, frozenset)):
        return sorted(repr(deep_state(v, depth + 1)) for v in value)
    if isinstance(value, dict):
        return sorted((repr(deep_state(k, depth + 1)), deep_state(v, depth + 1)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return [deep_state(v, depth + 1) for v in value]
    if isinstance(value, random.Random):
        return "rng"
    slots = getattr(type(value), "__slots__", None)
    attrs = getattr(value, "__dict__", None)
    if attrs is None and slots:
        attrs = {s: getattr(value, s) for s in slots if hasattr(value, s)}
    if attrs is None:
        return repr(value)
    return [type(value).__name__, deep_state({k: v for k, v in attrs.items() if not callable(v)}, depth + 1)]


def memories(session: Session) -> dict[int, Any]:
    """What each computer remembers (a Hard player's memory of the cards; the others remember nothing)."""
    return {seat: deep_state(getattr(p, "memory", None)) for seat, p in sorted(session.players.items())}


def views(game: Game) -> list[str]:
    return [repr(game.view(seat)) for seat in range(game.players)] + [str(a) for a in game.history]


def digest(session: Session) -> str:
    text = repr((views(session.game), memories(session)))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def new_session(seed: int, levels: tuple[str, ...] = LEVELS) -> Session:
    game = Game.new(PRESETS["podkidnoy"], len(levels), seed=seed)
    s = Session(game, levels, 0, seed=seed, synchronous=True, processes=False)
    s.start()
    return s


def resumed_session(saved: SavedGame) -> Session:
    s = Session(saved.game(), saved.levels, saved.human, seed=saved.seed, synchronous=True, processes=False)
    s.start()
    return s


def scripted_step(session: Session, rng: random.Random) -> None:
    """One action of any seat, chosen by ``rng`` (the computers only listen: fast, and their memory works)."""
    legal = session.game.legal_actions()
    session.apply(legal[rng.randrange(len(legal))])
