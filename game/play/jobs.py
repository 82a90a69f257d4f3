"""One daemon thread running jobs in order, with ``concurrent.futures.Future`` results."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any


class Worker:
    """Like a one-thread ``ThreadPoolExecutor``, but the thread is a daemon: quitting the game
    never waits for a computer that is still thinking."""

    def __init__(self, name: str) -> None:
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


def run_now(fn: Callable[..., Any], *args: Any) -> Future[Any]:
    """``fn(*args)`` called here; its result or exception in a finished future."""
    fut: Future[Any] = Future()
    try:
        fut.set_result(fn(*args))
    except Exception as exc:
        fut.set_exception(exc)
    return fut
