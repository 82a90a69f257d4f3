"""The computer seats of one table: in a worker process when they can be, in this process when not.

Every built-in level of a table thinks in one :class:`~game.ai.process.worker.AIWorker`
(a level patched in at run time, by a test, cannot: it plays here).  When the worker
dies, every seat it hosted goes on in this process, rebuilt from the events it was told
(:meth:`~game.ai.process.worker.ProcessPlayer.fallback`), and the game never notices; a
side job (a hint, the endgame insight) the worker cannot take runs here too.  A worker that is
dead before the first seat is added, or stuck on any request, counts the same way.  So nothing
above the AI layer handles the transport's failures or names its exceptions.
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
from game.engine.events import Event

log = logging.getLogger(__name__)


class ComputerSeats:
    """Seat → computer player, with one worker process for those that can think there.

    ``errors`` collects what went wrong, for the table's diagnostics (a list the caller may
    share); after :meth:`close` a failure of the worker is raised again, not mended.  ``worker``
    starts the worker process (tests hand in one that fails).
    """

    def __init__(
        self,
        use_process: bool,
        errors: list[str] | None = None,
        worker: Callable[[], AIWorker] = AIWorker,
    ) -> None:
        self.use_process = use_process
        self.players: dict[int, Player] = {}
        #: the worker process of these seats (None: they all play in this process)
        self.process: AIWorker | None = None
        self.errors: list[str] = errors if errors is not None else []
        #: times the worker died or got stuck and the seats moved here (the table says so)
        self.faults = 0
        self.closed = False
        self._new_worker = worker
        self._worker_lost = False
        self._lock = threading.Lock()

    def add(self, seat: int, level: str, seed: int) -> Player:
        """Seat a computer player of ``level`` (an unknown level plays at random)."""
        player: Player | None = None
        if self.use_process and level in builtin_levels():
            if self.process is None:
                try:
                    self.process = self._new_worker()
                except Exception:
                    log.warning("no worker process; the computers think in this process", exc_info=True)
            if self.process is not None and not self.process.closed:
                try:
                    player = ProcessPlayer(level, seed, self.process)
                except WorkerDied as exc:  # died at start (cannot start, killed): this seat plays here
                    self._fall_back(exc)
        if player is None:
            try:
                player = make_player(level, seed)
            except (ValueError, KeyError):
                log.warning("no computer player %r; seat %d plays at random", level, seat)
                player = RandomPlayer(seed)
        self.players[seat] = player
        return player

    def seat(self, seat: int, player: Player) -> None:
        """Seat a player made by the caller; it thinks in this process (a test's, on a node budget)."""
        self.players[seat] = player

    def choose(self, seat: int, view: PlayerView) -> Action:
        """Seat ``seat``'s choice; when the worker has died, the seat's in-process player's."""
        try:
            return self.players[seat].choose(view)
        except WorkerDied as exc:
            if self.closed:
                raise
            self._fall_back(exc)
            return self.players[seat].choose(view)

    def notify(self, seat: int, events: list[Event]) -> None:
        """Tell seat ``seat`` the events as it saw them (kept: a rebuilt player is told them too)."""
        try:
            self.players[seat].notify(events)
        except WorkerDied as exc:
            if not self.closed:
                self._fall_back(exc)

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` in the worker process when it can go there, else in this process."""
        proc = self.process
        if proc is None or proc.closed or not picklable_by_name(fn):
            return fn(*args)
        try:
            return proc.call(fn, *args)
        except WorkerDied as exc:  # gone or stuck: the seats move here too, and so does this job
            if self.closed:
                raise
            self._fall_back(exc)
            return fn(*args)
        except NotSent:  # arguments that do not pickle: the worker never saw the job
            return fn(*args)

    def close(self) -> None:
        """End every player's thinking: the worker (a search in progress stops) and in-process helpers."""
        self.closed = True
        if self.process is not None:
            self.process.close()
        for player in self.players.values():
            close = None if isinstance(player, ProcessPlayer) else getattr(player, "close", None)
            if callable(close):
                close()  # an in-process Master's helper processes end with the table

    def _fall_back(self, reason: BaseException) -> None:
        """The worker process is gone: every computer seat goes on in this process (counted once)."""
        with self._lock:
            if self._worker_lost:
                return
            self._worker_lost = True
            moved = [s for s, p in self.players.items() if isinstance(p, ProcessPlayer)]
            log.warning("the computers' worker process failed (%s); they go on in this process", reason)
            self.errors.append(f"worker process: {reason!r}")
            self.faults += 1
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
