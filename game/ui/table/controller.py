"""Turn flow: whose move it is, the human's actions, and the computers' moves off the frame loop.

The engine says who acts (``game.to_act``).  For a computer seat the controller
hands a snapshot of that seat's view to a worker thread (a ``concurrent.futures.Future``)
as soon as the engine asks, so the window never freezes while a player thinks;
the chosen action is applied only when the table has shown everything before
it and a short pause has passed (shorter at higher animation speed), so a
person can follow.  Leaving the table cancels whatever is pending: a result
that arrives later is dropped (it is tagged with the move it was computed for).

The computer players themselves live in one worker *process* per table
(:class:`game.ai.process.seats.ComputerSeats`, started when the table opens): a search that
runs for a second a move would otherwise hold the interpreter lock and make the
frames stutter.  The worker thread only waits on the pipe.  Hints and the endgame
insight (``submit_side``) run in the same process.  Leaving the table terminates
the process (a search in progress stops at once).  If the process dies, every
computer seat goes on in this process (the same level, told every event so far),
and a warning is logged — the seats do that themselves, in the AI layer.
``synchronous`` tables (tests), levels that only exist in this process (tests patch
``game.ai.levels.LEVELS``) and ``DURAK_AI_PROCESS=0`` keep the players in-process.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from game.ai.player import Player
from game.ai.process.seats import ComputerSeats
from game.ai.process.worker import AIWorker
from game.engine import PASS, Action, ActionKind, Game
from game.engine import events as ev
from game.ground import switches

log = logging.getLogger(__name__)

#: pause before each computer action at animation speed 1 (seconds)
BASE_PACE = 0.55
#: computer players think in a worker process (``DURAK_AI_PROCESS=0``: in a thread of this process)
AI_PROCESS = switches.switch(switches.AI_PROCESS, default=True)


class Worker:
    """One daemon thread running jobs in order, with ``concurrent.futures.Future`` results.

    Like a one-thread ``ThreadPoolExecutor``, but the thread is a daemon: quitting the game
    never waits for a computer that is still thinking.
    """

    def __init__(self, name: str) -> None:
        self._closed = False
        self._jobs: queue.SimpleQueue[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]] | None] = (
            queue.SimpleQueue()
        )
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        fut: Future[Any] = Future()
        self._jobs.put((fut, fn, args))
        return fut

    def shutdown(self) -> None:
        """Cancel what has not started; the thread ends after the job it is running."""
        self._closed = True
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                break
            if job is not None:
                job[0].cancel()
        self._jobs.put(None)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            fut, fn, args = job
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args)
            except BaseException as exc:
                fut.set_exception(exc)
            else:
                fut.set_result(result)


class Controller:
    def __init__(
        self,
        game: Game,
        levels: tuple[str, ...],
        human: int | None,
        on_events: Callable[[int, Action, list[ev.Event]], None],
        seed: int = 0,
        synchronous: bool = False,
        processes: bool | None = None,
    ) -> None:
        self.game = game
        self.human = human
        self.on_events = on_events
        self.synchronous = synchronous
        self.errors: list[str] = []
        use_process = (AI_PROCESS and not synchronous) if processes is None else processes
        self.seats = ComputerSeats(use_process, self.errors)
        #: seat → computer player (the seats' own dict: a seat moved in-process shows here)
        self.players: dict[int, Player] = self.seats.players
        for seat, level in enumerate(levels):
            if seat == human:
                continue
            self.seats.add(seat, level, seed * 31 + seat)
        self.pace = BASE_PACE
        self.auto_pass = False
        self._executor: Worker | None = None
        self._side: Worker | None = None
        self._future: Future[Action] | None = None
        self._future_key: tuple[int, int] | None = None
        self._pace_left = 0.0
        self._auto_left = -1.0
        self.cancelled = False

    @property
    def process(self) -> AIWorker | None:
        """The worker process of this table's computer players (None: they play in this process)."""
        return self.seats.process

    # ------------------------------------------------------------ lifecycle
    def start(self) -> None:
        """Tell every computer player about the deal."""
        self._notify(list(self.game.start_events))

    def shutdown(self) -> None:
        """Stop: pending work is cancelled or its result ignored."""
        self.cancelled = True
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._future_key = None
        self.seats.close()  # a search in progress stops now
        for ex in (self._executor, self._side):
            if ex is not None:
                ex.shutdown()
        self._executor = None
        self._side = None

    def set_speed(self, speed: float) -> None:
        self.pace = 0.0 if speed >= 1000 else BASE_PACE / max(0.25, speed)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn`` in the computer players' worker thread."""
        if self._executor is None:
            self._executor = Worker("durak-ai")
        return self._executor.submit(fn, *args)

    def submit_side(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn`` off the frame loop (hints, endgame insight): in the worker process when there is
        one and ``fn`` is a module-level function, else in a second worker thread."""
        if self._side is None:
            self._side = Worker("durak-side")
        return self._side.submit(self.seats.call, fn, *args)

    # ------------------------------------------------------------ queries
    @property
    def key(self) -> tuple[int, int]:
        """Identifies the current decision: the number of moves played and who acts."""
        return (len(self.game.history), self.game.to_act)

    @property
    def thinking_seat(self) -> int | None:
        """The computer seat whose move is being computed or paced."""
        if self._future is not None and self._future_key == self.key:
            return self.game.to_act
        return None

    def human_to_act(self) -> bool:
        g = self.game
        return not g.is_over and self.human is not None and g.to_act == self.human

    # ------------------------------------------------------------ moves
    def apply(self, action: Action) -> list[ev.Event]:
        """Apply the current player's action (must be legal) and pass the events on."""
        g = self.game
        seat = g.to_act
        legal = g.legal_actions()
        for a in legal:
            if a is action or a == action:
                action = a
                break
        else:
            raise ValueError(g.explain(action))
        events = g.apply(action)
        self._future = None
        self._future_key = None
        self._auto_left = -1.0
        self._notify(events)
        self.on_events(seat, action, events)
        return events

    def _notify(self, events: list[ev.Event]) -> None:
        for seat in list(self.players):
            try:
                self.seats.notify(seat, [e.seen_by(seat) for e in events])
            except Exception as exc:  # a broken player must not stop the game
                self.errors.append(f"notify {seat}: {exc!r}")
                log.exception("player %d notify failed", seat)

    def _choose(self, seat: int) -> Action:
        return self._safe_choose(seat, self.game.view(seat))

    def _safe_choose(self, seat: int, view: Any) -> Action:
        """Seat ``seat``'s choice (called in the worker thread); a dead worker process is replaced."""
        return self.seats.choose(seat, view)

    def update(self, dt: float, board_idle: bool) -> bool:
        """Drive computer moves and auto-pass; True when a move was made."""
        g = self.game
        if self.cancelled or g.is_over:
            return False
        seat = g.to_act
        if seat == self.human:
            return self._auto_pass(dt, board_idle)
        if seat not in self.players:
            return False
        key = self.key
        if self._future is None or self._future_key != key:
            self._future_key = key
            self._pace_left = self.pace
            if self.synchronous:
                fut: Future[Action] = Future()
                try:
                    fut.set_result(self._choose(seat))
                except Exception as exc:
                    fut.set_exception(exc)
                self._future = fut
            else:
                view = g.view(seat)
                self._future = self.submit(self._safe_choose, seat, view)
        if not board_idle:
            return False
        if self._pace_left > 0.0:
            self._pace_left -= dt
            if self._pace_left > 0.0:
                return False
        fut = self._future
        if fut is None or not fut.done():
            return False
        try:
            action = fut.result()
        except Exception as exc:
            self.errors.append(f"choose {seat}: {exc!r}")
            log.exception("player %d failed to choose", seat)
            action = g.legal_actions()[-1]
        legal = g.legal_actions()
        if not any(a is action or a == action for a in legal):
            self.errors.append(f"seat {seat} chose an illegal action {action}")
            log.warning("seat %d chose an illegal action %s; playing %s", seat, action, legal[-1])
            action = legal[-1]
        self.apply(action)
        return True

    def _auto_pass(self, dt: float, board_idle: bool) -> bool:
        if not self.auto_pass or not board_idle:
            self._auto_left = -1.0
            return False
        legal = self.game.legal_actions()
        if not legal or any(a.kind is not ActionKind.PASS for a in legal):
            return False
        if self._auto_left < 0:
            self._auto_left = max(0.0, self.pace * 0.6)
        self._auto_left -= dt
        if self._auto_left > 0.0:
            return False
        self.apply(PASS)
        return True
