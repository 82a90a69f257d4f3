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

from game.ai.hard import search_view
from game.ai.process.channel import Channel, Late, NotSent, WorkerDied, WorkerError, serve
from game.ai.search.leaf import EndgameLeaf
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
    leaf = EndgameLeaf()

    def handle(op: str, payload: tuple[Any, ...]) -> tuple[RootStats, int]:
        if op != "search":
            raise ValueError(f"a search helper does not {op!r}")
        view, weights, prior, seed, until, iterations, aim, params = payload
        if aim is not None:
            leaf.aim(*aim)
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
        return {cd: (k.n, k.w) for cd, k in root.kids.items()}, its

    serve(conn, handle)


class SearchHelper:
    """One child process that searches on request (see the module docstring)."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
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
        self._channel: Channel | None = Channel(parent, self._proc, "durak-search")
        self.busy = False
        self._rid = 0  # the id of the search asked for last

    @property
    def alive(self) -> bool:
        return self._channel is not None and self._channel.alive()

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
        channel = self._channel
        if channel is None:
            return False
        try:
            self._rid = channel.ask("search", view, weights, prior, seed, until, iterations, leaf_aim, params)
        except NotSent:
            log.warning("a search the helper cannot be sent", exc_info=True)
            return False
        except WorkerError:
            self.close()
            return False
        self.busy = True
        return True

    def result(self, timeout: float) -> tuple[RootStats, int] | None:
        """The statistics of the search started last, or None (failed, dead, or late).

        Replies to earlier searches whose result was never asked for (the caller failed
        in between) are dropped: they are of another position.
        """
        channel = self._channel
        if channel is None or not self.busy:
            return None
        try:
            stats, its = channel.answer(self._rid, timeout)
        except Late:
            log.warning("search helper late by more than %.1f s; closing it", timeout)
            self.close()
            return None
        except WorkerDied:
            self.close()
            return None
        except Exception as exc:  # the search failed in the child
            self.busy = False
            log.warning("search helper failed: %r", exc)
            return None
        self.busy = False
        return stats, its

    def close(self) -> None:
        channel, self._channel = self._channel, None
        if channel is not None:
            channel.closed = True
            with contextlib.suppress(OSError):
                channel.conn.close()
        if self._proc.is_alive():
            self._proc.join(timeout=0.5)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(timeout=0.5)  # reaped, not left a zombie

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()
