"""The deal of the day: one deal for everyone on a calendar day, against Hard, and the player's record
of them.

The day decides everything, and nothing else does: the variant comes from a rotation over the presets
(one a day, in turn), and a hash of the date gives the number of players (2 to 4, as the variant
allows) and the seed, so two players on the same date meet the same cards and the same opponents. The
date is the player's local calendar day.

Only the first completed attempt of a day's deal counts: its result goes into ``daily.json`` (a
player file, :mod:`game.play.playerfile`) when the game ends, and later attempts of that deal are
played for fun. The daily streak is the number of days in a row, up to today (or up to yesterday while
today's deal is still to be played), whose deal was played to its end.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import PRESETS
from game.ground import checks

from .config import GameConfig
from .playerfile import PlayerFile, PlayerFileError
from .stats import OUTCOMES

log = logging.getLogger(__name__)

#: the presets the deal rotates over, in this order (the cheating mode is a table's choice, not a
#: deal's: a deal of the day is the same game for everyone)
ROTATION: tuple[str, ...] = tuple(name for name, rules in PRESETS.items() if not rules.cheating)
#: the opponents' level
LEVEL = "hard"
PLAYERS = (2, 3, 4)
FILE = PlayerFile("daily.json", "durak-daily", 1, "daily deals file", log, 1 << 18, 4)
#: days kept in the file (the streak and the wins need no more than this)
KEEP_DAYS = 800
#: a day's result: the statistics' outcomes of a game played to its end
RESULTS = tuple(o for o in OUTCOMES if o != "abandoned")


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """The deal of one day."""

    day: dt.date
    preset: str
    players: int
    seed: int

    @property
    def key(self) -> str:
        """The day as the saves and ``daily.json`` write it (ISO: 2026-12-06)."""
        return self.day.isoformat()

    def config(self) -> GameConfig:
        """The table of this deal: the human in seat 0, Hard everywhere else."""
        levels = ("human",) + (LEVEL,) * (self.players - 1)
        rules = PRESETS[self.preset]
        return GameConfig(rules, self.players, levels, 0, self.seed, preset=self.preset, daily=self.key)


def _hash(day: dt.date) -> int:
    digest = hashlib.sha256(f"durak-daily/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def deal_of(day: dt.date) -> DailyDeal:
    """The deal of ``day`` (the same on every computer)."""
    preset = ROTATION[day.toordinal() % len(ROTATION)]
    h = _hash(day)
    rules = PRESETS[preset]
    start = h % len(PLAYERS)
    # a variant that cannot seat the hashed number (teams of two want four) takes the next that fits
    players = next(
        n for i in range(len(PLAYERS)) if not rules.problems(n := PLAYERS[(start + i) % len(PLAYERS)])
    )
    return DailyDeal(day, preset, players, (h >> 16) % (1 << 31))


def today() -> dt.date:
    return dt.date.today()


def parse_day(text: object) -> dt.date:
    """The day written ``text`` (``ValueError`` for anything but an ISO date)."""
    if not isinstance(text, str) or len(text) != 10:
        raise ValueError(f"{str(text)[:20]!r} is not a day like 2026-12-06")
    return dt.date.fromisoformat(text)


@dataclass(frozen=True, slots=True)
class DayResult:
    """The first completed attempt of a day's deal."""

    outcome: str
    preset: str
    players: int


class DailyBook:
    """Every day's result, by day."""

    def __init__(self, days: dict[dt.date, DayResult] | None = None, path: Path | None = None) -> None:
        self.days: dict[dt.date, DayResult] = dict(sorted((days or {}).items()))
        self.path = path if path is not None else FILE.path()

    @classmethod
    def load(cls, path: Path | None = None) -> DailyBook:
        path = path if path is not None else FILE.path()
        return FILE.load(path, lambda data: cls(_parse(data), path), lambda: cls(None, path))

    def save(self) -> bool:
        days = {
            d.isoformat(): {"outcome": r.outcome, "preset": r.preset, "players": r.players}
            for d, r in self.days.items()
        }
        return FILE.save(self.path, {"days": days})

    def record(self, day: dt.date, result: DayResult) -> bool:
        """``result`` as ``day``'s, when it is the day's first; whether it counted (and was written)."""
        if day in self.days:
            return False
        self.days[day] = result
        self.days = dict(sorted(self.days.items())[-KEEP_DAYS:])
        self.save()
        return True

    def result(self, day: dt.date) -> DayResult | None:
        return self.days.get(day)

    def streak(self, now: dt.date) -> int:
        """Days in a row with their deal played, up to ``now`` (or the day before, while ``now``'s deal
        is still to be played)."""
        day = now if now in self.days else now - dt.timedelta(days=1)
        n = 0
        while day in self.days:
            n += 1
            day -= dt.timedelta(days=1)
        return n

    def best_streak(self) -> int:
        best = run = 0
        last: dt.date | None = None
        for day in self.days:
            run = run + 1 if last is not None and (day - last).days == 1 else 1
            best = max(best, run)
            last = day
        return best

    def wins(self) -> int:
        return sum(r.outcome == "win" for r in self.days.values())


def _parse(data: dict[str, Any]) -> dict[dt.date, DayResult]:
    days = data.get("days")
    if not isinstance(days, dict) or len(days) > KEEP_DAYS:
        raise PlayerFileError(f"days is not an object of at most {KEEP_DAYS} days")
    out: dict[dt.date, DayResult] = {}
    for key, value in days.items():
        day = parse_day(key)
        if not isinstance(value, dict) or set(value) != {"outcome", "preset", "players"}:
            raise PlayerFileError(f"{key}: a day is its outcome, preset and players")
        outcome, preset, players = value["outcome"], value["preset"], value["players"]
        if outcome not in RESULTS:
            raise PlayerFileError(f"{key}: outcome {str(outcome)[:20]!r} is none of {RESULTS}")
        try:
            checks.name(preset, "preset")  # shown by name; a preset of another version is no harm
        except checks.FieldError as e:
            raise PlayerFileError(f"{key}: {e}") from None
        if not isinstance(players, int) or isinstance(players, bool) or players not in PLAYERS:
            raise PlayerFileError(f"{key}: players is one of {PLAYERS}")
        out[day] = DayResult(outcome, preset, players)
    return out
