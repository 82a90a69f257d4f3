"""Achievements: milestones a Durak player would be proud of, each earned once and kept with its date.

A :class:`Milestone` is earned when one *fact* about the player's play reaches a number: wins against a
level, wins in a variant, cheats caught, the daily streak, puzzles solved of a grade. The facts are
counted from what the player saw happen and the game keeps anyway — the statistics' games, the deals
of the day, the puzzles solved — and, for what the statistics do not keep, from the game just played
(a win without ever taking). So nothing is earned for something the player cannot see.

The session checks the milestones when a game with the human ends, after writing its statistics
(``finished.py``), and the puzzles' screen when a puzzle is solved (:func:`note_puzzle`); the newly
earned go into ``achievements.json`` (a player file, :mod:`game.play.playerfile`), and a game's are
handed to the game-over panel for its toast.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ground import checks

from . import daily, puzzle_progress, stats
from .playerfile import PlayerFile, PlayerFileError
from .puzzle_progress import PuzzleProgress
from .puzzles import GRADES, LadderError, shipped_ladder
from .stats import GameEntry, Statistics, tally

log = logging.getLogger(__name__)

FILE = PlayerFile("achievements.json", "durak-achievements", 1, "achievements file", log, 1 << 16, 4)

#: the levels a player can choose for an opponent, weakest first
LEVELS = ("random", "easy", "normal", "hard", "master")


@dataclass(frozen=True, slots=True)
class Milestone:
    """Earned when the fact ``fact`` reaches ``at``; its words are ``achievement.<key>`` (ui/i18n)."""

    key: str
    fact: str
    at: int


def _fixed() -> tuple[Milestone, ...]:
    return (
        *(Milestone(f"beat_{level}", f"wins.level.{level}", 1) for level in LEVELS),
        *(Milestone(f"win_{preset}", f"wins.variant.{preset}", 1) for preset in daily.ROTATION),
        Milestone("hard_perevodnoy", "wins.hard_perevodnoy", 1),
        Milestone("never_took", "wins.never_took", 1),
        Milestone("six_players", "wins.six_players", 1),
        Milestone("wins_10", "wins", 10),
        Milestone("wins_100", "wins", 100),
        Milestone("streak_5", "streak", 5),
        Milestone("first_catch", "cheats_called", 1),
        Milestone("ten_catches", "cheats_called", 10),
        Milestone("daily_first", "daily.played", 1),
        Milestone("daily_win", "daily.wins", 1),
        Milestone("daily_week", "daily.streak", 7),
    )


def puzzle_grades() -> tuple[str, ...]:
    """The puzzles' grades, easiest first."""
    return tuple(str(g) for g in GRADES)


def puzzles_solved(folder: Path | None = None) -> dict[str, int]:
    """Puzzles of the ladder solved, by grade (the puzzles' own progress file; none when the ladder
    cannot be read, which the puzzles' screen reports)."""
    try:
        ladder = shipped_ladder()
    except LadderError:
        return {}
    progress = PuzzleProgress.load(puzzle_progress.FILE.path(folder))
    return {str(g): progress.solved_in(ladder, g) for g in GRADES}


def milestones() -> tuple[Milestone, ...]:
    """Every milestone, in the order the screen lists them."""
    puzzles = tuple(Milestone(f"puzzle_{g}", f"puzzles.{g}", 1) for g in puzzle_grades())
    return _fixed() + puzzles


@dataclass(frozen=True, slots=True)
class Finished:
    """What the statistics do not keep of the game just played, from the human's seat."""

    won: bool
    #: the human took the cards at least once
    took: bool


def facts(
    entries: Iterable[GameEntry],
    book: daily.DailyBook,
    today: dt.date,
    game: Finished | None = None,
    puzzles: dict[str, int] | None = None,
) -> dict[str, int]:
    """Every fact a milestone counts, from the statistics' games, the deals of the day, the game just
    played and the puzzles solved."""
    entries = list(entries)
    won = [e for e in entries if e.outcome == "win"]
    out: dict[str, int] = {
        "wins": len(won),
        "streak": tally(entries).best_streak,
        "cheats_called": sum(e.called for e in entries),
        "wins.hard_perevodnoy": sum(e.level == "hard" and e.variant == "perevodnoy" for e in won),
        "wins.six_players": sum(e.players == 6 for e in won),
        "wins.never_took": int(game is not None and game.won and not game.took),
        "daily.played": len(book.days),
        "daily.wins": book.wins(),
        "daily.streak": max(book.best_streak(), book.streak(today)),
    }
    for e in won:
        out[f"wins.level.{e.level}"] = out.get(f"wins.level.{e.level}", 0) + 1
        out[f"wins.variant.{e.variant}"] = out.get(f"wins.variant.{e.variant}", 0) + 1
    for grade, n in (puzzles if puzzles is not None else puzzles_solved()).items():
        out[f"puzzles.{grade}"] = n
    return out


class Achievements:
    """The milestones earned, each with the time it was earned."""

    def __init__(self, earned: dict[str, int] | None = None, path: Path | None = None) -> None:
        self.earned: dict[str, int] = dict(earned or {})
        self.path = path if path is not None else FILE.path()

    @classmethod
    def load(cls, path: Path | None = None) -> Achievements:
        path = path if path is not None else FILE.path()
        return FILE.load(path, lambda data: cls(_parse(data), path), lambda: cls(None, path))

    def save(self) -> bool:
        return FILE.save(self.path, {"earned": self.earned})

    def update(self, known: dict[str, int], now: float | None = None) -> list[Milestone]:
        """Earn every milestone whose fact in ``known`` has reached it; the newly earned, in the list's
        order (and written, when there are any)."""
        when = int(time.time() if now is None else now)
        new = [m for m in milestones() if m.key not in self.earned and known.get(m.fact, 0) >= m.at]
        for m in new:
            self.earned[m.key] = when
        if new:
            self.save()
        return new

    def listing(self) -> list[tuple[Milestone, int | None]]:
        """Every milestone with the time it was earned (None: still locked)."""
        return [(m, self.earned.get(m.key)) for m in milestones()]


def _parse(data: dict[str, Any]) -> dict[str, int]:
    earned = data.get("earned")
    if not isinstance(earned, dict) or len(earned) > 200:
        raise PlayerFileError("earned is not an object of milestones")
    try:
        # a milestone of another version is kept: it is the player's, and shown when it comes back
        return {checks.name(k, "a milestone"): checks.epoch_time(v, k) for k, v in earned.items()}
    except checks.FieldError as e:
        raise PlayerFileError(str(e)) from None


def note_puzzle(
    progress: PuzzleProgress, puzzle_id: str, when: int, daily_of: dt.date | None
) -> list[Milestone]:
    """A puzzle solved: kept in the puzzles' progress, and the achievements now reached earned beside it;
    the milestones newly earned."""
    progress.record(puzzle_id, when, daily_of)
    folder = progress.path.parent
    entries = Statistics.load(stats.FILE.path(folder)).entries
    days = daily.DailyBook.load(daily.FILE.path(folder))
    known = facts(entries, days, daily.today(), None, puzzles_solved(folder))
    return Achievements.load(FILE.path(folder)).update(known, when)
