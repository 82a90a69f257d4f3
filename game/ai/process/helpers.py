"""Search helpers in other processes, so that one decision can use every core (root parallelism).

A :class:`SearchHelper` is one spawned child that runs :func:`game.ai.hard.search_view`
on request and sends back the root's statistics (``{action code: (visits, reward)}``).
The caller searches the same information set with another seed meanwhile and adds
the statistics up: independent trees over the same root, merged at the root.

The child exits as soon as its pipe closes, so it never outlives the process that
made it, however that process ends (closed, terminated, crashed).  That is why it
may be started from a daemonic process (the game's AI worker, the arena's pool):
multiprocessing forbids that only because a daemon's children could be orphaned.

This module belongs to the AI layer: it imports neither pygame nor ``game.ui``.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import time
from multiprocessing.connection import Connection
from typing import Any

from game.engine import PlayerView

log = logging.getLogger(__name__)

Code = tuple[int, int, int]
RootStats = dict[Code, tuple[int, float]]


def cores() -> int:
    """CPU cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))  # type: ignore[attr-defined,unused-ignore]
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _serve(conn: Connection) -> None:  # pragma: no cover - runs in the child process
    from game.ai.hard import search_view
    from game.ai.search.leaf import EndgameLeaf

    leaf = EndgameLeaf()
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] != "search":
            return
        rid, view, weights, prior, seed, until, iterations, aim, params = msg[1:]
        if aim is not None:
            leaf.aim(*aim)
        try:
            # ``until`` is wall-clock time: the one clock both processes read alike.
            deadline = None if until is None else time.perf_counter() + max(0.0, until - time.time())
            root, its = search_view(
                view,
                weights,
                prior,
                random.Random(seed),
                iterations=iterations,
                deadline=deadline,
                leaf=leaf if aim is not None else None,
                **params,
            )
            reply: Any = (rid, True, {cd: (k.n, k.w) for cd, k in root.kids.items()}, its)
        except Exception as exc:
            reply = (rid, False, repr(exc), 0)
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class SearchHelper:
    """One child process that searches on request (see the module docstring)."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._conn: Connection | None = parent
        me = multiprocessing.current_process()
        was_daemon = me.daemon
        try:
            if was_daemon:
                # Allowed here: the child ends when its pipe closes (see the module docstring).
                me.daemon = False
            self._proc = ctx.Process(target=_serve, args=(child,), name="durak-search", daemon=True)
            self._proc.start()
        finally:
            if was_daemon:
                me.daemon = True
        child.close()
        self.busy = False
        self._rid = 0  # the id of the search asked for last

    @property
    def alive(self) -> bool:
        return self._conn is not None and self._proc.is_alive()

    def start(
        self,
        view: PlayerView,
        weights: dict[int, list[float]] | None,
        prior: Code | None,
        seed: int,
        until: float | None,
        iterations: int | None,
        leaf_aim: tuple[int | None, float] | None,
        params: dict[str, float],
    ) -> bool:
        """Ask for a search until wall-clock time ``until`` (or of ``iterations``); False if refused.

        ``leaf_aim`` is None for playouts without exact leaves, else the (seat, trust) of
        :meth:`~game.ai.search.leaf.EndgameLeaf.aim`.
        """
        if self._conn is None:
            return False
        self._rid += 1
        try:
            request = (view, weights, prior, seed, until, iterations, leaf_aim, params)
            self._conn.send(("search", self._rid, *request))
        except (OSError, EOFError, ValueError):
            self.close()
            return False
        self.busy = True
        return True

    def result(self, timeout: float) -> tuple[RootStats, int] | None:
        """The statistics of the search started last, or None (failed, dead, or late).

        Replies to earlier searches whose result was never asked for (the caller failed
        in between) are dropped: they are of another position.
        """
        conn = self._conn
        if conn is None or not self.busy:
            return None
        until = time.perf_counter() + timeout
        try:
            while True:
                if not conn.poll(max(0.0, until - time.perf_counter())):
                    log.warning("search helper late by more than %.1f s; closing it", timeout)
                    self.close()
                    return None
                rid, ok, stats, its = conn.recv()
                if rid == self._rid:
                    break
        except (OSError, EOFError):
            self.close()
            return None
        self.busy = False
        if not ok:
            log.warning("search helper failed: %s", stats)
            return None
        return stats, its

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.close()
        if self._proc.is_alive():
            self._proc.join(timeout=0.5)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(timeout=0.5)  # reaped, not left a zombie

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()
