"""The player's puzzles: which are solved, the place on the ladder, and the daily streak.

Kept with the statistics in the data folder (``puzzles.json``), a :class:`PlayerFile` like them:
versioned, written atomically, a corrupt file set aside with a log line.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from game.ground import checks
from game.play.playerfile import PlayerFile
from game.play.puzzles import Ladder

log = logging.getLogger(__name__)

FORMAT = "durak-puzzle-progress"
VERSION = 1
FILE_NAME = "puzzles.json"
MAX_BYTES = 1 << 20
MAX_DEPTH = 3
#: solved puzzles and days kept: far more than the ladder and a few years of daily puzzles
MAX_SOLVED = 5_000
MAX_DAYS = 2_000

FILE = PlayerFile(FILE_NAME, FORMAT, VERSION, "puzzle progress", log, MAX_BYTES, MAX_DEPTH)


class ProgressError(ValueError):
    """A progress file this version cannot use."""


def progress_path() -> Path:
    return FILE.path()


@dataclass
class PuzzleProgress:
    #: puzzle id → when it was first solved (seconds since the epoch)
    solved: dict[str, int] = field(default_factory=dict)
    #: the local dates whose puzzle of the day was solved, oldest first
    days: list[date] = field(default_factory=list)
    path: Path = field(default_factory=progress_path)

    @classmethod
    def load(cls, path: Path | None = None) -> PuzzleProgress:
        path = path if path is not None else progress_path()
        return FILE.load(path, lambda data: cls(*parse(data), path), lambda: cls(path=path))

    def save(self) -> bool:
        """Write the file atomically; False (and a log line) when the disk refused."""
        return FILE.save(self.path, {"solved": dict(self.solved), "days": [d.isoformat() for d in self.days]})

    # ------------------------------------------------------------ changes
    def record(self, puzzle_id: str, when: int, daily_of: date | None = None) -> None:
        """``puzzle_id`` was solved at ``when``; ``daily_of``: as the puzzle of that day."""
        self.solved.setdefault(puzzle_id, when)
        if len(self.solved) > MAX_SOLVED:
            oldest = min(self.solved, key=self.solved.__getitem__)
            del self.solved[oldest]
        if daily_of is not None and daily_of not in self.days:
            self.days = sorted([*self.days, daily_of])[-MAX_DAYS:]
        self.save()

    # ------------------------------------------------------------ reading
    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved

    def position(self, ladder: Ladder) -> int:
        """The place on the ladder: the index of the first puzzle not solved (its length: all are)."""
        return next((i for i, p in enumerate(ladder.puzzles) if p.id not in self.solved), len(ladder.puzzles))

    def solved_in(self, ladder: Ladder, grade: int) -> int:
        return sum(p.id in self.solved for p in ladder.grade(grade))

    def daily_done(self, today: date) -> bool:
        return today in self.days

    def streak(self, today: date) -> int:
        """Daily puzzles solved on consecutive days up to today — or up to yesterday, while today's
        is still to do."""
        done = set(self.days)
        day = today if today in done else today - timedelta(days=1)
        n = 0
        while day in done:
            n += 1
            day -= timedelta(days=1)
        return n

    def best_streak(self) -> int:
        best = run = 0
        previous: date | None = None
        for day in self.days:
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            best = max(best, run)
            previous = day
        return best


def parse(data: Any) -> tuple[dict[str, int], list[date]]:
    """The solved puzzles and the days of a progress file's JSON (``ProgressError`` when unusable)."""
    data = FILE.check(data)
    solved, days = data.get("solved"), data.get("days")
    if not isinstance(solved, dict) or not isinstance(days, list):
        raise ProgressError("solved is not an object or days not an array")
    if len(solved) > MAX_SOLVED or len(days) > MAX_DAYS:
        raise ProgressError("more solved puzzles or days than this game keeps")
    try:
        out = {checks.name(k, "puzzle id"): checks.epoch_time(v, "solved at") for k, v in solved.items()}
    except checks.FieldError as e:
        raise ProgressError(str(e)) from None
    parsed: list[date] = []
    for d in days:
        if not isinstance(d, str) or len(d) != 10:
            raise ProgressError(f"day {d!r} is not a date")
        try:
            parsed.append(date.fromisoformat(d))
        except ValueError:
            raise ProgressError(f"day {d!r} is not a date") from None
    return out, sorted(set(parsed))
