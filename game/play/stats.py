"""The player's statistics: one entry per finished game, and the tallies drawn from them.

Kept per variant, player count and opponent level: games, wins (not the durak), times the durak,
draws, games abandoned, the win rate, the current and best winning streak, the average game length
(moves), and how many games used hints or undo.  An abandoned game is a game played and not won: it
counts in the win rate's games and ends a streak, as quitting a losing game would for a player
keeping score by hand; the average length is of the games played to their end.

The file holds the entries themselves (the charts need the order of the games). It is a player file
(:mod:`game.play.playerfile`): written atomically, read strictly, and a file that is corrupt, truncated
or from a newer version of the game is set aside with a log line and the statistics start empty.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.ground import checks

from .playerfile import PlayerFile, PlayerFileError

log = logging.getLogger(__name__)

FORMAT = "durak-stats"
VERSION = 1
FILE_NAME = "statistics.json"
#: the oldest entries go beyond this many games (some 100 bytes each: the file stays small and
#: reads in a fraction of a second)
MAX_GAMES = 2_000
MAX_BYTES = 4 << 20
MAX_DEPTH = 4
FILE = PlayerFile(FILE_NAME, FORMAT, VERSION, "statistics file", log, MAX_BYTES, MAX_DEPTH)
#: a game left for Continue and then replaced by a new one, after at least one move of the player
ABANDONED = "abandoned"
OUTCOMES = ("win", "durak", "draw", ABANDONED)


#: every field of an entry and its JSON type (hints and undo may be missing: older entries)
_KINDS: dict[str, type] = {
    "when": int,
    "variant": str,
    "players": int,
    "level": str,
    "outcome": str,
    "moves": int,
    "hints": int,
    "undo": bool,
    "cheats": int,
    "caught": int,
    "called": int,
}
#: fields that older entries lack (their defaults apply)
_OPTIONAL = ("hints", "undo", "cheats", "caught", "called")
_COUNTS = ("hints", "cheats", "caught", "called")


class StatsError(PlayerFileError):
    """A statistics file that this version cannot use."""


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One finished game, from the human's seat."""

    #: seconds since the epoch when the game ended
    when: int
    #: the preset whose rules were played ("custom" for any other set of options)
    variant: str
    players: int
    #: the opponents' level ("mixed" when they differ)
    level: str
    #: "win" (not the durak, nor on the losing team), "durak", "draw" or "abandoned"
    outcome: str
    moves: int
    hints: int = 0
    undo: bool = False
    #: the cheating mode: your cheats, how many of them were called out, others' cheats you called out
    cheats: int = 0
    caught: int = 0
    called: int = 0

    @classmethod
    def from_dict(cls, data: Any) -> GameEntry:
        if not isinstance(data, dict):
            raise StatsError("a game is an object")
        kinds = _KINDS
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                if f.name in _OPTIONAL:
                    continue
                raise StatsError(f"a game lacks {f.name!r}")
            value = data[f.name]
            kind = kinds[f.name]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise StatsError(f"{f.name}: {value!r} is not a {kind.__name__}")
            values[f.name] = value
        unknown = set(data) - set(kinds)
        if unknown:
            raise StatsError(f"a game has unknown fields {sorted(unknown)}")
        if values["outcome"] not in OUTCOMES:
            raise StatsError(f"outcome {values['outcome']!r} is none of {OUTCOMES}")
        if not 2 <= values["players"] <= 6:
            raise StatsError(f"players: {values['players']} is not a table of 2 to 6")
        try:
            checks.epoch_time(values["when"], "when")
            # the screen draws these names, and joins them into the filter's keys
            checks.name(values["variant"], "variant")
            checks.name(values["level"], "level")
            for key in ("moves", *_COUNTS):
                checks.count(values.get(key, 0), key)
        except checks.FieldError as e:
            raise StatsError(str(e)) from None
        return cls(**values)


@dataclass(frozen=True, slots=True)
class Tally:
    games: int = 0
    wins: int = 0
    duraks: int = 0
    draws: int = 0
    current_streak: int = 0
    best_streak: int = 0
    total_moves: int = 0
    hint_games: int = 0
    undo_games: int = 0
    cheats_made: int = 0
    cheats_caught: int = 0
    calls_right: int = 0
    #: games left for Continue and replaced by a new one (counted in ``games``, never a win)
    abandoned: int = 0

    @property
    def win_rate(self) -> float:
        """Wins over games, the abandoned ones included (0.0 before the first game)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average_moves(self) -> float:
        """The average length of the games played to their end."""
        ended = self.games - self.abandoned
        return self.total_moves / ended if ended else 0.0


def tally(entries: Iterable[GameEntry]) -> Tally:
    """The tally of ``entries`` in the order they were played (a draw, a loss or an abandoned game ends
    a streak)."""
    games = wins = duraks = draws = streak = best = moves = hinted = undone = 0
    made = caught = called = abandoned = 0
    for e in entries:
        games += 1
        made, caught, called = made + e.cheats, caught + e.caught, called + e.called
        hinted += e.hints > 0
        undone += e.undo
        if e.outcome == ABANDONED:
            abandoned += 1
            streak = 0
            continue
        moves += e.moves
        if e.outcome == "win":
            wins += 1
            streak += 1
            best = max(best, streak)
        else:
            streak = 0
            if e.outcome == "durak":
                duraks += 1
            else:
                draws += 1
    return Tally(
        games, wins, duraks, draws, streak, best, moves, hinted, undone, made, caught, called, abandoned
    )


def stats_path() -> Path:
    return FILE.path()


class Statistics:
    """The entries of every finished game, oldest first, with their tallies."""

    def __init__(self, entries: Iterable[GameEntry] = (), path: Path | None = None) -> None:
        self.entries: list[GameEntry] = list(entries)[-MAX_GAMES:]
        self.path = path if path is not None else stats_path()

    # ------------------------------------------------------------ the file
    @classmethod
    def load(cls, path: Path | None = None) -> Statistics:
        """The statistics in ``path``; empty when there is none or it cannot be used (set aside)."""
        path = path if path is not None else stats_path()
        return FILE.load(path, lambda data: cls(parse(data), path), lambda: cls((), path))

    def save(self) -> bool:
        """Write the file atomically; False (and a log line) when the disk refused."""
        return FILE.save(self.path, {"games": [asdict(e) for e in self.entries]})

    # ------------------------------------------------------------ changes
    def add(self, entry: GameEntry) -> None:
        self.entries.append(entry)
        del self.entries[:-MAX_GAMES]
        self.save()

    def reset(self) -> None:
        self.entries.clear()
        self.save()

    # ------------------------------------------------------------ reading
    def tally(self, keep: Callable[[GameEntry], bool] | None = None) -> Tally:
        return tally(e for e in self.entries if keep is None or keep(e))

    def groups(self) -> dict[tuple[str, int, str], Tally]:
        """A tally per (variant, players, level), in the order each first appeared."""
        keys: dict[tuple[str, int, str], list[GameEntry]] = {}
        for e in self.entries:
            keys.setdefault((e.variant, e.players, e.level), []).append(e)
        return {k: tally(v) for k, v in keys.items()}

    def by(self, what: str) -> dict[str, Tally]:
        """A tally per value of ``what`` ("level" or "variant")."""
        keys: dict[str, list[GameEntry]] = {}
        for e in self.entries:
            keys.setdefault(str(getattr(e, what)), []).append(e)
        return {k: tally(v) for k, v in keys.items()}

    def win_rate_over_time(self, points: int = 40) -> list[float]:
        """The win rate after each game, over all games so far, at most ``points`` values (the last
        one is always today's)."""
        n = len(self.entries)
        if n == 0:
            return []
        out: list[float] = []
        wins = 0
        step = max(1, -(-n // points))
        for i, e in enumerate(self.entries, 1):
            wins += e.outcome == "win"
            if i % step == 0 or i == n:
                out.append(wins / i)
        return out


def parse(data: Any) -> list[GameEntry]:
    """The entries of a statistics file's JSON (``StatsError`` for anything this version cannot use)."""
    games = FILE.check(data).get("games")
    if not isinstance(games, list):
        raise StatsError("games is not an array")
    if len(games) > MAX_GAMES:
        raise StatsError(f"more than {MAX_GAMES} games")
    return [GameEntry.from_dict(g) for g in games]
