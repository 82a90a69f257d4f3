"""The check of the remembered new-game form (``Settings.last_new_game``).

The form was started with these values, so they must describe a game that can start: rules
the engine accepts for that many players (within its size limits, so a planted
``ranks: 1000000`` never builds a deck) on a deck the form offers, a preset name and the
opponents' level names.
"""

from __future__ import annotations

from typing import Any

from game.engine import Rules
from game.engine.rules import MAX_PLAYERS, MIN_PLAYERS, OFFERED_MAX_RANKS, OFFERED_MAX_SUITS

#: the longest preset or level name read back (ours are a dozen letters)
MAX_NAME = 40


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_last_new_game(value: Any) -> dict[str, Any]:
    """``value`` if it is a form the game could start; ValueError saying why otherwise."""
    if not isinstance(value, dict):
        raise ValueError("last_new_game: not an object")
    players = value.get("players", MIN_PLAYERS)
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"last_new_game: players {str(players)[:20]!r} is not a player count")
    preset = value.get("preset", "")
    if not isinstance(preset, str) or len(preset) > MAX_NAME:
        raise ValueError("last_new_game: the preset is not a name")
    levels = value.get("levels", [])
    if not isinstance(levels, list) or len(levels) > MAX_PLAYERS:
        raise ValueError("last_new_game: levels is not a list of levels")
    if not all(isinstance(lv, str) and len(lv) <= MAX_NAME for lv in levels):
        raise ValueError("last_new_game: levels is not a list of levels")
    target = value.get("match_target")
    if target is not None and (not _is_int(target) or not 1 <= target <= 100):
        raise ValueError("last_new_game: match_target is not a number of games")
    options = value.get("options")
    if options is not None:
        if not isinstance(options, dict):
            raise ValueError("last_new_game: options is not an object")
        rules = Rules.from_dict(options)  # a RulesError is a ValueError
        problems = rules.problems(players)
        if problems:
            raise ValueError(
                f"last_new_game: these rules cannot be played ({'; '.join(str(p) for p in problems)})"
            )
        if rules.suits > OFFERED_MAX_SUITS or rules.ranks > OFFERED_MAX_RANKS:
            # playable, but games far too long for a table (docs/rules.md, "Limits")
            raise ValueError(f"last_new_game: the form offers no deck of {rules.suits} × {rules.ranks} cards")
    return value
