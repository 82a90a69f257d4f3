"""The computer seats of one table: their players, in a worker process or in this one.

Every computer seat of a built-in level is a ``ProcessPlayer`` in one worker process per table
(:class:`game.ai.process.worker.AIWorker`): a search that runs for a second a move would otherwise hold
the interpreter lock and make the frames stutter.  If the process dies, every seat goes on in
this process (the same level, told every event so far) and a warning is logged.  Levels that
only exist in this process (tests patch ``game.ai.levels.LEVELS``), ``DURAK_AI_PROCESS=0`` and
tables without processes keep the players here.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from game.ai.levels import make_player
from game.ai.player import Player, RandomPlayer
from game.ai.process.channel import NotSent, WorkerDied
from game.ai.process.worker import AIWorker, ProcessPlayer, builtin_levels, picklable_by_name
from game.engine import Action, PlayerView
from game.engine import events as ev
from game.ground import switches

log = logging.getLogger(__name__)

#: computer players think in a worker process (``DURAK_AI_PROCESS=0``: in a thread of this process)
AI_PROCESS = switches.switch(switches.AI_PROCESS, default=True)


class ComputerSeats:
    def __init__(self, levels: tuple[str, ...], human: int | None, seed: int, processes: bool) -> None:
        self.players: dict[int, Player] = {}
        #: the worker process of this table's computer players (None: they play in this process)
        self.process: AIWorker | None = None
        self.errors: list[str] = []
        self.closed = False
        self._fallback_lock = threading.Lock()
        for seat, level in enumerate(levels):
            if seat != human:
                self.players[seat] = self._make_player(seat, level, seed * 31 + seat, processes)

    def __contains__(self, seat: object) -> bool:
        return seat in self.players

    def _make_player(self, seat: int, level: str, seed: int, use_process: bool) -> Player:
        if use_process and level in builtin_levels():
            if self.process is None:
                try:
                    self.process = AIWorker("durak-ai")
                except Exception:
                    log.warning("no worker process; the computers think in this process", exc_info=True)
            if self.process is not None and not self.process.closed:
                return ProcessPlayer(level, seed, self.process)
        try:
            return make_player(level, seed)
        except (ValueError, KeyError):
            log.warning("no computer player %r; seat %d plays at random", level, seat)
            return RandomPlayer(seed)

    def _fall_back(self, reason: BaseException) -> None:
        """The worker process is gone: every computer seat goes on in this process."""
        with self._fallback_lock:
            moved = [s for s, p in self.players.items() if isinstance(p, ProcessPlayer)]
            if not moved:
                return
            log.warning("the computers' worker process failed (%s); they go on in this process", reason)
            self.errors.append(f"worker process: {reason!r}")
            for seat in moved:
                player = self.players[seat]
                assert isinstance(player, ProcessPlayer)
                try:
                    self.players[seat] = player.fallback()
                except Exception:
                    log.exception("seat %d: no in-process player; it plays at random", seat)
                    self.players[seat] = RandomPlayer(player.seed)
            if self.process is not None:
                self.process.close()

    def notify(self, events: list[ev.Event] | tuple[ev.Event, ...]) -> None:
        """Tell every computer seat the events, each as its seat saw them."""
        for seat, player in list(self.players.items()):
            try:
                player.notify([e.seen_by(seat) for e in events])
            except WorkerDied as exc:  # the events are kept: the in-process player is told them
                if not self.closed:
                    self._fall_back(exc)
            except Exception as exc:  # a broken player must not stop the game
                self.errors.append(f"notify {seat}: {exc!r}")
                log.exception("player %d notify failed", seat)

    def choose(self, seat: int, view: PlayerView) -> Action:
        """Seat ``seat``'s choice (called in a worker thread); a dead worker process is replaced."""
        try:
            return self.players[seat].choose(view)
        except WorkerDied as exc:
            if self.closed:
                raise
            self._fall_back(exc)
            return self.players[seat].choose(view)

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` in the worker process when there is one and ``fn`` is module-level, else here."""
        proc = self.process
        if proc is None or proc.closed or not picklable_by_name(fn):
            return fn(*args)
        try:
            return proc.call(fn, *args)
        except (WorkerDied, NotSent):  # gone, or arguments that do not pickle: run it here
            if self.closed:
                raise
            return fn(*args)

    def close(self) -> None:
        """End the worker process (a search in progress stops now) and in-process helpers."""
        self.closed = True
        if self.process is not None:
            self.process.close()
        for player in self.players.values():
            close = None if isinstance(player, ProcessPlayer) else getattr(player, "close", None)
            if callable(close):
                close()  # an in-process Master's helper processes end with the table
