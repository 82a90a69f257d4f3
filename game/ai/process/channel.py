"""The request/reply channel between the game's process and a child that thinks for it.

Both children — the AI worker of the table and Master's search helpers — are spawned
processes on the other end of a pipe.  Every message is ``(op, rid, *payload)``:
``rid`` is None for a message that wants no answer (``notify``), else a number the
answer carries back, ``(rid, True, result)`` or ``(rid, False, exception, traceback
text)``.  :func:`serve` is the child's loop; :class:`Channel` is the parent's end, which
matches answers to requests and drops the answers to requests it gave up on.

The parent tells three failures apart: :class:`NotSent` (the request does not pickle: the
child never saw it), :class:`WorkerDied` (the child is gone) and :class:`WorkerError` (it
answered with an error that does not pickle, or with nonsense).  An exception raised in
the child that pickles is raised again in the parent, with the child's traceback as a note.
"""

from __future__ import annotations

import contextlib
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from multiprocessing.reduction import ForkingPickler
from typing import Any

#: how often a waiting request checks that the child is still alive (seconds)
POLL = 0.25

#: the child's handler of one request: (op, payload) → the result to send back
Handler = Callable[[str, tuple[Any, ...]], Any]
#: the child's handler of one message that wants no answer
OneWay = Callable[[str, tuple[Any, ...]], None]


class WorkerError(RuntimeError):
    """The child process could not answer (or what it ran failed)."""


class WorkerDied(WorkerError):
    """The child process is gone (crashed, killed, or closed)."""


class NotSent(WorkerError):
    """A request could not be sent (it does not pickle): the child never saw it."""


class Late(WorkerError):
    """No answer within the time the caller was willing to wait."""


# ---------------------------------------------------------------------------- the child side


def serve(conn: Connection, handle: Handler, one_way: OneWay | None = None) -> None:  # pragma: no cover
    """The child's loop: messages in order until the pipe closes or ``("stop", None)`` arrives."""
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        op, rid, payload = msg[0], msg[1], tuple(msg[2:])
        if op == "stop":
            return
        if rid is None:
            if one_way is not None:
                one_way(op, payload)
            continue
        try:
            reply: tuple[Any, ...] = (rid, True, handle(op, payload))
        except Exception as exc:
            reply = (rid, False, exc, traceback.format_exc())
        try:
            conn.send(reply)
        except (EOFError, OSError, BrokenPipeError):
            return
        except Exception as exc:  # the result or the exception does not pickle
            try:
                conn.send((rid, False, None, f"{type(exc).__name__}: {exc}"))
            except Exception:
                return


# ---------------------------------------------------------------------------- the parent side


class Channel:
    """The parent's end of the pipe to the child process ``proc``.

    ``closed`` is set by the owner when it gives the child up: from then on every request
    fails with :class:`WorkerDied`, and a waiting one wakes within :data:`POLL`.
    """

    def __init__(self, conn: Connection, proc: BaseProcess, name: str) -> None:
        self.conn = conn
        self.proc = proc
        self.name = name
        self.closed = False
        self._send_lock = threading.Lock()  # one message at a time on the pipe
        self._rid = 0

    def alive(self) -> bool:
        return not self.closed and self.proc.is_alive()

    def death(self) -> str:
        """Why the child cannot answer, for an error message."""
        if self.closed:
            return f"{self.name}: the child process was closed"
        with contextlib.suppress(Exception):
            self.proc.join(0.2)  # reap it, for the exit code
        return f"{self.name}: the child process died (exit code {self.proc.exitcode})"

    def send(self, op: str, *payload: Any) -> None:
        """A message that wants no answer."""
        self._send((op, None, *payload))

    def ask(self, op: str, *payload: Any) -> int:
        """Send a request; its id, for :meth:`answer`."""
        self._rid += 1
        self._send((op, self._rid, *payload))
        return self._rid

    def answer(self, rid: int, timeout: float | None = None) -> Any:
        """The answer to request ``rid`` (earlier answers are dropped); raises what the child raised.

        Waits on the pipe, so a waiting thread holds no interpreter lock; ``timeout``
        (seconds) raises :class:`Late`.
        """
        until = None if timeout is None else time.perf_counter() + timeout
        conn = self.conn
        while True:
            try:
                while not conn.poll(self._wait(until)):
                    if not self.alive():
                        raise WorkerDied(self.death())
                    if until is not None and time.perf_counter() >= until:
                        raise Late(f"{self.name}: no answer within {timeout:.1f} s")
                data = conn.recv_bytes()
            except (EOFError, OSError, ValueError) as exc:
                raise WorkerDied(self.death()) from exc
            try:
                reply = ForkingPickler.loads(data)
            except Exception as exc:
                raise WorkerError(f"{self.name}: unreadable answer ({exc!r})") from exc
            if reply[0] == rid:
                break
        if reply[1]:
            return reply[2]
        error, text = reply[2], reply[3]
        if isinstance(error, BaseException):
            if hasattr(error, "add_note"):  # Python 3.11+
                error.add_note(f"in the child process:\n{text}")
            raise error
        raise WorkerError(f"{self.name}: {text}")

    @staticmethod
    def _wait(until: float | None) -> float:
        """How long to wait on the pipe before looking at the child (and the clock) again."""
        return POLL if until is None else max(0.0, min(POLL, until - time.perf_counter()))

    def _send(self, msg: tuple[Any, ...]) -> None:
        if not self.alive():
            raise WorkerDied(self.death())
        try:
            data = bytes(ForkingPickler.dumps(msg))  # what Connection.send does, outside the lock
        except Exception as exc:
            raise NotSent(f"{self.name}: cannot send {msg[0]!r} ({exc!r})") from exc
        try:
            with self._send_lock:
                self.conn.send_bytes(data)
        except (OSError, EOFError, ValueError) as exc:
            raise WorkerDied(f"{self.death()} ({exc!r})") from exc
