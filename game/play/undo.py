"""Undo against computer opponents: take back your last move and the computers' replies since.

You may undo any time until you move again, and again after that (each undo goes one move of yours
further back).  Your *move* is your last action, with the ``add`` steps of a lead played whole before
it; everything after it (the computers' replies, their calls in the cheating mode) goes with it.  A
pass that was your only choice is no move of yours when the table passes for you (the ``auto_pass``
setting): it would be made again at once, so undo goes back past it to the move before.  The
game goes on from a save shortened to the actions before it, resumed like Continue
(``Session.resume``): fresh computer players are told the shortened record, so no computer remembers
what was taken back.  A game with an undo is marked so in the statistics.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.engine import ActionKind, Game

if TYPE_CHECKING:
    from .saves import SavedGame
    from .session import Session

#: the last answer of :func:`_forced_passes`, by the game and its length (the table asks every frame)
_known: dict[tuple[int, int], frozenset[int]] = {}


def point(session: Session) -> int | None:
    """How many actions stay when your last move is taken back (None: nothing to take back — no
    human, no move of yours yet, or the game is over)."""
    g = session.game
    human, actors = session.human, session.actors
    if g.is_over or human is None or len(actors) != len(g.history):
        return None
    # the automatic pass (off in the cheating mode) would make a pass you could not help again
    forced = _forced_passes(g, human, actors) if session.auto_pass and session.cheats is None else frozenset()
    mine = (i for i in range(len(actors) - 1, -1, -1) if actors[i] == human and i not in forced)
    last = next(mine, None)
    if last is None:
        return None
    # a lead played whole is recorded as its steps: ``add`` each card but the last, then ``attack``
    while last > 0 and actors[last - 1] == human and g.history[last - 1].kind is ActionKind.ADD:
        last -= 1
    return last


def _forced_passes(game: Game, human: int, actors: list[int]) -> frozenset[int]:
    """Where in the history you passed because you could do nothing else (the game replayed)."""
    key = (id(game), len(game.history))
    known = _known.get(key)
    if known is not None:
        return known
    passes = [i for i, a in enumerate(game.history) if actors[i] == human and a.kind is ActionKind.PASS]
    forced = set()
    if passes:
        replay = Game.new(
            game.rules, game.players, game.seed, game.start_deck, game.first_attacker_seat, quiet=True
        )
        for i, action in enumerate(game.history[: passes[-1] + 1]):
            if i in passes and len(replay.legal_actions()) == 1:
                forced.add(i)
            replay.apply(action)
    _known.clear()
    _known[key] = frozenset(forced)
    return _known[key]


def can_undo(session: Session) -> bool:
    return point(session) is not None


def taken_back(session: Session, saved: SavedGame) -> SavedGame:
    """``saved`` (the session's save now) with your last move and everything after it taken back; the
    game is marked as undone, for the statistics."""
    moves = point(session)
    if moves is None:
        raise ValueError("nothing to take back")
    session.undo_used = True
    return replace(saved.shortened(moves), undo_used=True)
