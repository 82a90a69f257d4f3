"""Computer players in a worker process, so that their thinking never stalls the game's drawing.

A search player (Hard: ~1 s of pure-Python work a move) run in a thread of the game's
process holds the interpreter lock for most of that second and the frame loop stutters.
:class:`AIWorker` is one child process — started with the ``spawn`` method, never
``fork`` (the game process has SDL and threads) — that hosts any number of players and
answers one request at a time:

* ``add_player(level, seed)`` builds ``make_player(level, seed)`` in the child;
* ``notify(pid, events)`` forwards events and returns at once (no reply);
* ``choose(pid, view)`` sends the :class:`PlayerView` and blocks until the action comes
  back — waiting on the pipe, so the waiting thread holds no interpreter lock;
* ``call(fn, *args)`` runs a module-level function there (hints, endgame insight).

One process serves every computer seat of a table: only one of them thinks at a time, so a
second process would only add start-up cost and memory (5 opponents × Hard on 2 cores).
:meth:`AIWorker.close` terminates the child, cancelling a search in progress (leaving the
table); it also runs when the worker is garbage-collected and at interpreter exit.  If the
child dies, ``choose``/``call`` raise :class:`WorkerDied`.  An exception raised by the
player or function in the child is raised again in the parent (its own type when it
pickles, else :class:`WorkerError`).

:class:`ProcessPlayer` is the :class:`~game.ai.player.Player` face of one seat in a
worker.  Its ``choose`` returns the parent's own object from ``view.legal`` (the child's
action is equal, not identical), so the engine still recognises it by identity.

Frozen builds: ``multiprocessing.freeze_support()`` must run first in the entry script
(``game/__main__.py``, the PyInstaller entry, ``game.app.main``): a spawned child starts the
same executable, which must turn into the worker instead of opening a window.

This module belongs to the AI layer: it imports neither pygame nor ``game.ui``.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing
import os
import threading
import time
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from game.ai.levels import LEVELS, make_player
from game.ai.process.channel import Channel, Late, WorkerDied, WorkerError, serve
from game.engine import Action, PlayerView
from game.engine.events import Event

log = logging.getLogger(__name__)

#: seconds a request waits for the worker at most, queued behind another one included (a move, a
#: hint, the endgame insight): no answer by then means the worker is stuck (stopped, swapped out,
#: looping), so it is ended and the seats play on in this process.  Every level's move and every
#: side job ends well within it (Master's thinks 3 s, the insight has a node budget).
PATIENCE = 10.0

#: the levels a worker can host (built into ``game.ai.levels`` in every process)
_BUILTIN: frozenset[str] | None = None


def builtin_levels() -> frozenset[str]:
    """Level names a child process knows: those registered when ``game.ai.levels`` is imported."""
    global _BUILTIN
    if _BUILTIN is None:
        # a level patched into LEVELS at run time (tests) exists only in this process
        _BUILTIN = frozenset(k for k, f in LEVELS.items() if getattr(f, "__module__", "").startswith("game."))
    return _BUILTIN


# ---------------------------------------------------------------------------- the child side


def _close(player: Any) -> None:  # pragma: no cover - runs in the child process
    """End what a player started (Master's search helpers) now, not when it is collected."""
    close = getattr(player, "close", None)
    if callable(close):
        try:
            close()
        except Exception:
            log.exception("closing a computer player failed")


def _serve(conn: Connection) -> None:  # pragma: no cover - runs in the child process
    """The child: the players it hosts, over the channel until the pipe closes or ``stop`` arrives."""
    players: dict[int, Any] = {}
    broken: dict[int, BaseException] = {}

    def one_way(op: str, payload: tuple[Any, ...]) -> None:
        if op == "notify":
            pid, events = payload
            player = players.get(pid)
            if player is not None:
                try:
                    player.notify(events)
                except Exception as exc:  # reported at the next choose
                    broken.setdefault(pid, exc)
        elif op == "add":
            pid, level, seed = payload
            try:
                players[pid] = make_player(level, seed)
            except Exception as exc:
                broken[pid] = exc
        elif op == "drop":
            _close(players.pop(payload[0], None))
            broken.pop(payload[0], None)

    def handle(op: str, payload: tuple[Any, ...]) -> Any:
        if op == "choose":
            pid, view = payload
            if pid in broken:
                raise broken.pop(pid)
            return players[pid].choose(view)
        if op == "call":
            fn, args = payload
            return fn(*args)
        if op == "ping":
            return os.getpid()
        raise WorkerError(f"unknown request {op!r}")

    try:
        serve(conn, handle, one_way)
    finally:
        for player in players.values():
            _close(player)


# ---------------------------------------------------------------------------- the parent side


def _shutdown(proc: Any, conn: Connection, timeout: float = 0.5) -> None:
    """Terminate the child and release the pipe (finalizer: must not reference the worker)."""
    try:
        if proc.is_alive():
            proc.terminate()
            proc.join(timeout)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout)
    except Exception:  # interpreter shutting down, process never started, ...
        pass
    with contextlib.suppress(Exception):
        conn.close()


class AIWorker:
    """One spawned child process hosting computer players; see the module docstring."""

    def __init__(self, name: str = "durak-ai", patience: float = PATIENCE) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe(duplex=True)
        # daemon: multiprocessing's own exit handler terminates it too, and quitting never waits
        self._proc = ctx.Process(target=_serve, args=(child,), name=name, daemon=True)
        self._proc.start()
        child.close()  # the child holds its end: its death is EOF here
        self.name = name
        #: seconds any request waits, for the lock and for its answer (see :data:`PATIENCE`)
        self.patience = patience
        self.pid: int | None = self._proc.pid
        self._channel = Channel(parent, self._proc, name)
        self._call_lock = threading.Lock()  # one request with a reply at a time
        self._ids = itertools.count(1)
        self._closed = False
        self._finalizer = weakref.finalize(self, _shutdown, self._proc, parent)

    # -------------------------------------------------------------- state
    @property
    def closed(self) -> bool:
        return self._closed

    def is_alive(self) -> bool:
        return not self._closed and self._proc.is_alive()

    # -------------------------------------------------------------- requests
    def _send(self, op: str, *payload: Any) -> None:
        if self._closed:
            raise WorkerDied(f"{self.name}: the worker process was closed")
        self._channel.send(op, *payload)

    def _request(self, op: str, *payload: Any, patience: float | None = None) -> Any:
        wait = self.patience if patience is None else patience
        # A request in flight that neither ends nor gives up within its own patience is stuck too.
        if not self._call_lock.acquire(timeout=wait):
            log.warning("%s: the request before %r did not end; ending the worker process", self.name, op)
            self.close()
            raise WorkerDied(f"{self.name}: stuck (waited {wait:.1f} s for the request before)")
        try:
            if self._closed:
                raise WorkerDied(f"{self.name}: the worker process was closed")
            try:
                return self._channel.answer(self._channel.ask(op, *payload), timeout=wait)
            except Late as exc:
                # Stuck (stopped, swapped out, looping): end it, so the seats go on here.
                log.warning("%s: %s; ending the worker process", self.name, exc)
                self.close()
                raise WorkerDied(f"{self.name}: stuck ({exc})") from exc
        finally:
            if self._closed:  # close() left the pipe to the waiting request
                self._finalizer()
            self._call_lock.release()

    def ping(self) -> float:
        """Round trip of an empty request (seconds): waits until the child has started."""
        t0 = time.perf_counter()
        self._request("ping")
        return time.perf_counter() - t0

    def add_player(self, level: str, seed: int = 0) -> int:
        """Build ``make_player(level, seed)`` in the child; returns its id (errors show at ``choose``)."""
        pid = next(self._ids)
        self._send("add", pid, level, seed)
        return pid

    def drop_player(self, pid: int) -> None:
        if not self._closed:
            with contextlib.suppress(WorkerDied):
                self._send("drop", pid)

    def notify(self, pid: int, events: list[Event]) -> None:
        """Forward events to player ``pid`` without waiting."""
        self._send("notify", pid, events)

    def choose(self, pid: int, view: PlayerView) -> Action:
        """Player ``pid``'s action for ``view`` (the child's copy: equal to one of ``view.legal``).

        No answer within :attr:`patience` seconds: the process is ended and :class:`WorkerDied` raised.
        """
        action = self._request("choose", pid, view)
        if not isinstance(action, Action):
            raise WorkerError(f"{self.name}: player {pid} answered {action!r}, not an action")
        return action

    def call(self, fn: Callable[..., Any], *args: Any, patience: float | None = None) -> Any:
        """``fn(*args)`` in the child; ``fn`` must be a module-level function (pickled by name).

        No answer within ``patience`` seconds (default :attr:`patience`; a job known to be long may
        be given more): the process is ended and :class:`WorkerDied` raised.
        """
        return self._request("call", fn, args, patience=patience)

    def close(self) -> None:
        """Terminate the child (a search in progress is abandoned); idempotent."""
        if self._closed:
            return
        self._closed = True
        self._channel.closed = True
        proc = self._proc
        try:
            if proc.is_alive():
                proc.terminate()  # SIGTERM: a pure-Python search has no handler, it ends at once
                proc.join(0.2)
                if proc.is_alive():
                    proc.kill()
        except Exception:
            log.debug("closing %s", self.name, exc_info=True)
        # the pipe is closed by whoever holds the call lock last (a waiting choose wakes on EOF)
        if self._call_lock.acquire(blocking=False):
            try:
                self._finalizer()
            finally:
                self._call_lock.release()

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def picklable_by_name(fn: Callable[..., Any]) -> bool:
    """True for a module-level function (what ``AIWorker.call`` can send)."""
    qual = getattr(fn, "__qualname__", "")
    mod = getattr(fn, "__module__", None)
    return bool(mod) and mod != "__main__" and bool(qual) and "<" not in qual and "." not in qual


class ProcessPlayer:
    """A computer player running in an :class:`AIWorker` (its own, or one shared by every seat).

    ``notify`` forwards without waiting; ``choose`` blocks until the child answers and returns
    the parent's object from ``view.legal``.  ``events`` keeps what the seat was told, so a
    caller can rebuild the player in-process (``fallback``) if the worker dies.
    """

    def __init__(self, level: str, seed: int = 0, worker: AIWorker | None = None) -> None:
        if level not in builtin_levels():
            raise ValueError(f"no computer player {level!r} in a worker process")
        self.name = level
        self.level = level
        self.seed = seed
        self._own = worker is None
        self.worker = worker if worker is not None else AIWorker(f"durak-ai-{level}")
        self.events: list[Event] = []
        self._pid = self.worker.add_player(level, seed)

    def choose(self, view: PlayerView) -> Action:
        action = self.worker.choose(self._pid, view)
        for a in view.legal:
            if a is action or a == action:
                return a
        raise WorkerError(f"{self.name}: the worker chose {action}, which is not legal here")

    def notify(self, events: list[Event]) -> None:
        self.events.extend(events)
        self.worker.notify(self._pid, events)

    def fallback(self) -> Any:
        """The same level in this process, told every event so far (when the worker is gone)."""
        player = make_player(self.level, self.seed)
        if self.events:
            player.notify(list(self.events))
        return player

    def close(self) -> None:
        """Close the worker if it is this player's own, else drop the player from it."""
        if self._own:
            self.worker.close()
        else:
            self.worker.drop_player(self._pid)
