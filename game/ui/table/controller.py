"""Turn flow: whose move it is, the human's actions, and the computers' moves off the frame loop.

The engine says who acts (``game.to_act``).  For a computer seat the controller
hands a snapshot of that seat's view to a worker thread (a ``concurrent.futures.Future``)
as soon as the engine asks, so the window never freezes while a player thinks;
the chosen action is applied only when the table has shown everything before
it and a short pause has passed (shorter at higher animation speed), so a
person can follow.  Leaving the table cancels whatever is pending: a result
that arrives later is dropped (it is tagged with the move it was computed for).
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from game.ai.player import Player, RandomPlayer
from game.ai.registry import make_player
from game.engine import PASS, Action, ActionKind, Game
from game.engine import events as ev

log = logging.getLogger(__name__)

#: pause before each computer action at animation speed 1 (seconds)
BASE_PACE = 0.55


class Worker:
    """One daemon thread running jobs in order, with ``concurrent.futures.Future`` results.

    Like a one-thread ``ThreadPoolExecutor``, but the thread is a daemon: quitting the game
    never waits for a computer that is still thinking.
    """

    #: GIL switch interval while a worker lives: the frame loop gets the interpreter back within
    #: 1 ms when a thinking computer holds it (the default 5 ms made frames stutter)
    SWITCH_INTERVAL = 0.001
    _live = 0
    _saved_interval: float | None = None

    def __init__(self, name: str) -> None:
        if Worker._live == 0:
            Worker._saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(Worker._saved_interval, self.SWITCH_INTERVAL))
        Worker._live += 1
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
        if not self._closed:
            self._closed = True
            Worker._live -= 1
            if Worker._live == 0 and Worker._saved_interval is not None:
                sys.setswitchinterval(Worker._saved_interval)
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
    ) -> None:
        self.game = game
        self.human = human
        self.on_events = on_events
        self.synchronous = synchronous
        self.players: dict[int, Player] = {}
        for seat, level in enumerate(levels):
            if seat == human:
                continue
            try:
                self.players[seat] = make_player(level, seed * 31 + seat)
            except (ValueError, KeyError):
                log.warning("no computer player %r; seat %d plays at random", level, seat)
                self.players[seat] = RandomPlayer(seed * 31 + seat)
        self.pace = BASE_PACE
        self.auto_pass = False
        self._executor: Worker | None = None
        self._side: Worker | None = None
        self._future: Future[Action] | None = None
        self._future_key: tuple[int, int] | None = None
        self._pace_left = 0.0
        self._auto_left = -1.0
        self.cancelled = False
        self.errors: list[str] = []

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
        """Run ``fn`` in a second worker (hints, endgame insight): never delays a computer's move."""
        if self._side is None:
            self._side = Worker("durak-side")
        return self._side.submit(fn, *args)

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
        for seat, player in self.players.items():
            try:
                player.notify([e.seen_by(seat) for e in events])
            except Exception as exc:  # a broken player must not stop the game
                self.errors.append(f"notify {seat}: {exc!r}")
                log.exception("player %d notify failed", seat)

    def _choose(self, seat: int) -> Action:
        view = self.game.view(seat)
        player = self.players[seat]
        return self._safe_choose(player, view)

    @staticmethod
    def _safe_choose(player: Player, view: Any) -> Action:
        return player.choose(view)

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
                self._future = self.submit(self._safe_choose, self.players[seat], view)
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
