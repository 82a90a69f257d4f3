"""The game review: every decision of the chosen seats judged, in the background, kept with the game.

:func:`decisions` replays a record and lists the decisions worth judging — a seat's move
among two or more legal ones, with the seat's :class:`PlayerView` at that moment and the
events as the seat saw them (the judge gets nothing else: ``game/ai/judge.py``).  A
:class:`ReviewJob` judges them one by one in the AI worker process (at a lower priority, so
the frame loop comes first), reports its progress and can be cancelled; the finished
:class:`Review` is written into the kept game's file (``kept.attach``), so it opens at once
the second time.  A review at another budget or for other seats is made anew.

The record is the game as it ended: moves taken back by undo are not in it, so they are
not judged; a cheat (the extra draw, a call-out) is no choice among the legal moves and is
not judged either, and the search plays the honest game from the position as it stands.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai.heuristics import is_perfect_information
from game.ai.judge import PLAYOUTS, REVIEW_NODES, SOLVER_NODES, Verdict, judge, lower_priority
from game.ai.process.channel import WorkerDied, WorkerError
from game.ai.process.worker import AIWorker
from game.engine import Action, Game, PlayerView
from game.engine.errors import DurakError
from game.engine.events import Event
from game.engine.record import GameRecord
from game.ground import checks

from . import kept
from .turns import actor

log = logging.getLogger(__name__)

#: the review's format in a kept game's file
VERSION = 1
#: seconds one decision may take in the worker (a 6-player search at a low priority on a busy machine)
PATIENCE = 120.0
GRADES = ("good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True, slots=True)
class ReviewBudget:
    """What a review spends on a decision: the search's iterations, the playouts of each move
    compared, and whether it judges in this process (``here``: the tests) or in a worker."""

    nodes: int = REVIEW_NODES
    playouts: int = PLAYOUTS
    here: bool = False


#: the budget the screens review at (the tests set a small one)
BUDGET = ReviewBudget()


@dataclass(frozen=True, slots=True)
class Judged:
    """One decision: the action's index in the record, the seat, and the verdict's numbers."""

    index: int
    seat: int
    played: float
    best: float
    se: float
    exact: bool
    grade: str
    best_action: Action

    @property
    def loss(self) -> float:
        """Percentage points the move gave away (never below 0)."""
        return max(0.0, (self.best - self.played) * 100.0)

    @classmethod
    def of(cls, index: int, seat: int, v: Verdict) -> Judged:
        # rounded as the file keeps them, so that a review read back equals the one made
        return cls(
            index, seat, round(v.played, 4), round(v.best, 4), round(v.se, 4), v.exact, v.grade, v.best_action
        )

    def to_list(self) -> list[Any]:
        return [
            self.index,
            self.seat,
            self.played,
            self.best,
            self.se,
            self.exact,
            self.grade,
            str(self.best_action),
        ]

    @classmethod
    def from_list(cls, data: Any) -> Judged:
        if not isinstance(data, list) or len(data) != 8:
            raise ValueError("a judged decision is a list of 8")
        index, seat, played, best, se, exact, grade, best_action = data
        if not checks.is_int(index) or not checks.is_int(seat) or not isinstance(exact, bool):
            raise ValueError("a judged decision's index, seat or exactness")
        numbers = (played, best, se)
        if not all(isinstance(x, (int, float)) and not isinstance(x, bool) and 0 <= x <= 1 for x in numbers):
            raise ValueError("a judged decision's chances lie between 0 and 1")
        if grade not in GRADES or not isinstance(best_action, str):
            raise ValueError("a judged decision's grade or move")
        return cls(
            index, seat, float(played), float(best), float(se), exact, grade, Action.parse(best_action)
        )


@dataclass(frozen=True, slots=True)
class Review:
    """The judged decisions of ``seats`` in one game, at ``nodes`` iterations a decision."""

    nodes: int
    seats: tuple[int, ...]
    judged: tuple[Judged, ...]
    #: the seats whose endgame decisions alone were judged (the computers of a two-player game)
    endgame_seats: tuple[int, ...] = ()

    def of_seat(self, seat: int) -> list[Judged]:
        return [j for j in self.judged if j.seat == seat]

    def costliest(self, seat: int, count: int = 2) -> list[Judged]:
        """The ``count`` decisions of ``seat`` that gave away most, worst first (graded worse than good)."""
        bad = [j for j in self.of_seat(seat) if j.grade != "good"]
        return sorted(bad, key=lambda j: (-j.loss, j.index))[:count]

    def tally(self, seat: int) -> dict[str, int]:
        """How many decisions of ``seat`` got each grade."""
        out = dict.fromkeys(GRADES, 0)
        for j in self.of_seat(seat):
            out[j.grade] += 1
        return out

    def lost_at(self, seat: int) -> Judged | None:
        """The decision from which the seat's chance stayed below one in two (None: it never did)."""
        mine = self.of_seat(seat)
        turn = None
        for j in mine:
            turn = (turn or j) if j.played < 0.5 else None
        return turn

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "nodes": self.nodes,
            "seats": list(self.seats),
            "judged": [j.to_list() for j in self.judged],
            "endgame_seats": list(self.endgame_seats),
        }

    @classmethod
    def from_dict(cls, data: Any, players: int) -> Review:
        """The review in a kept file (``ValueError`` for anything this version cannot use)."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError("not a review of this version")
        nodes, seats, judged = data.get("nodes"), data.get("seats"), data.get("judged")
        others = data.get("endgame_seats", [])
        if not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 0:
            raise ValueError("a review's budget")
        if not isinstance(seats, list) or not isinstance(others, list) or not isinstance(judged, list):
            raise ValueError("a review's seats or decisions")
        every = seats + others
        if not all(checks.is_int(s) and 0 <= s < players for s in every) or len(set(every)) != len(every):
            raise ValueError("a review's seats")
        try:
            items = tuple(Judged.from_list(j) for j in judged)
        except DurakError as e:
            raise ValueError(f"a judged decision's move: {e}") from None
        if any(j.seat not in every for j in items):
            raise ValueError("a judged decision of a seat not reviewed")
        return cls(nodes, tuple(seats), items, tuple(others))


@dataclass(frozen=True, slots=True)
class Decision:
    """What the judge is given for one decision, and where it is in the record."""

    index: int
    seat: int
    view: PlayerView
    seen: tuple[Event, ...]
    played: Action


def decisions(record: GameRecord, seats: Sequence[int], endgame_seats: Sequence[int] = ()) -> list[Decision]:
    """The decisions of ``seats`` worth judging (two or more legal moves), in the order played, and
    those of ``endgame_seats`` the solver judges (two players, the deck gone: cheap and exact)."""
    game = record.start()
    watched = set(seats) | set(endgame_seats)
    seen: dict[int, list[Event]] = {s: [e.seen_by(s) for e in game.start_events] for s in watched}
    out: list[Decision] = []
    for index, action in enumerate(record.actions):
        who = actor(game, action)
        if who in watched and game.to_act == who and (who in seats or _solved_here(game)):
            view = game.view(who)
            if len(view.legal) > 1 and any(a == action for a in view.legal):
                out.append(Decision(index, who, view, tuple(seen[who]), action))
        events = game.apply(action)
        for s, log_ in seen.items():
            log_.extend(e.seen_by(s) for e in events)
    return out


def _solved_here(game: Game) -> bool:
    return game.players == 2 and not game.deck and is_perfect_information(game.view(game.to_act))


def stored(found: kept.KeptGame, seats: Sequence[int], nodes: int | None = None) -> Review | None:
    """The review kept with ``found`` when it was made for these seats at this budget (by default
    the screens' :data:`BUDGET`)."""
    nodes = BUDGET.nodes if nodes is None else nodes
    if found.review is None:
        return None
    try:
        review = Review.from_dict(found.review, found.record.players)
    except ValueError as e:
        log.warning("the review kept in %s is not used: %s", found.path.name, e)
        return None
    if review.nodes != nodes or not set(seats) <= set(review.seats):
        return None
    return review


class ReviewJob:
    """Judges the decisions of ``seats`` in ``record`` in a thread (in the worker process unless
    ``here``: the tests), writing the finished review into the kept file ``path`` (or the kept
    game with this record in ``folder``)."""

    def __init__(
        self,
        record: GameRecord,
        seats: Sequence[int],
        nodes: int = REVIEW_NODES,
        *,
        endgame_seats: Sequence[int] = (),
        path: Path | None = None,
        folder: Path | None = None,
        here: bool = False,
        playouts: int = PLAYOUTS,
        solver_nodes: int = SOLVER_NODES,
    ) -> None:
        self.record = record
        self.seats = tuple(seats)
        self.endgame_seats = tuple(s for s in endgame_seats if s not in self.seats)
        self.nodes = nodes
        self.path = path
        self.folder = folder
        self.here = here
        self.playouts = playouts
        self.solver_nodes = solver_nodes
        #: how many decisions are judged, of how many
        self.done_count = 0
        self.total = 0
        #: the decisions judged so far, in the order played (the screen draws them as they come)
        self.judged: list[Judged] = []
        self.review: Review | None = None
        self.failed = ""
        self._cancelled = threading.Event()
        self._thread: threading.Thread | None = None
        self._worker: AIWorker | None = None
        self._lock = threading.Lock()

    def start(self) -> ReviewJob:
        self._thread = threading.Thread(target=self._run, name="durak-review", daemon=True)
        self._thread.start()
        return self

    @property
    def progress(self) -> float:
        return self.done_count / self.total if self.total else (1.0 if self.finished else 0.0)

    @property
    def finished(self) -> bool:
        return self.review is not None or bool(self.failed) or self._cancelled.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        """Stop: the decision being judged is abandoned (its worker process ended)."""
        self._cancelled.set()
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def run(self) -> Review | None:
        """Judge every decision here and now (what the thread does); the review, None if cancelled."""
        self._run()
        return self.review

    def _run(self) -> None:
        try:
            todo = decisions(self.record, self.seats, self.endgame_seats)
            self.total = len(todo)
            for d in todo:
                if self._cancelled.is_set():
                    return
                self.judged.append(Judged.of(d.index, d.seat, self._judge(d)))
                self.done_count += 1
            review = Review(self.nodes, self.seats, tuple(self.judged), self.endgame_seats)
            self._keep(review)
            self.review = review
        except (WorkerDied, WorkerError) as e:
            if not self._cancelled.is_set():
                log.warning("the review stopped: %s", e)
                self.failed = str(e) or type(e).__name__
        except Exception as e:  # a review must never take the game down; the log keeps it
            log.exception("the review failed")
            self.failed = str(e) or type(e).__name__
        finally:
            with self._lock:
                worker, self._worker = self._worker, None
            if worker is not None:
                worker.close()

    def _judge(self, d: Decision) -> Verdict:
        args = (d.view, d.seen, d.played, self.nodes, d.index, self.solver_nodes, self.playouts)
        if self.here:
            return judge(*args)
        with self._lock:
            if self._cancelled.is_set():
                raise WorkerDied("cancelled")
            if self._worker is None:
                self._worker = AIWorker("durak-review", patience=PATIENCE)
                self._worker.call(lower_priority)
            worker = self._worker
        verdict = worker.call(judge, *args)
        if not isinstance(verdict, Verdict):
            raise WorkerError(f"the judge answered {verdict!r}")
        return verdict

    def _keep(self, review: Review) -> None:
        path = self.path or kept.find(self.record, self.folder)
        if path is None:
            log.info("the reviewed game is not among the kept games: the review is not kept")
            return
        kept.attach(path, review.to_dict())
