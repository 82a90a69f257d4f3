"""The play session: whose move it is, the computers' moves off the frame loop, the one place that
applies an action and hands out its events.

The engine says who acts (``game.to_act``).  For a computer seat the session hands a snapshot of
that seat's view to a worker thread (a ``concurrent.futures.Future``) as soon as the engine asks,
so the window never freezes while a player thinks; the chosen action is applied only when the
table has shown everything before it and a short pause has passed (shorter at higher animation
speed), so a person can follow.  Leaving the table cancels whatever is pending: a result that
arrives later is dropped (it is tagged with the decision it was computed for).

Legality is decided once, by ``Game.apply``: an illegal action raises ``IllegalActionError``
and changes nothing; a computer's illegal choice is logged and replaced by its last legal action.
When a game ends, in the ``apply`` that ends it, its result goes into the match, which decides who
starts the next one, and the game into the statistics and the kept games (``finished.py``): the
table only animates it, so a game left during its last animation is counted all the same.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from game.ai.player import Player
from game.ai.process.seats import ComputerSeats
from game.ai.process.worker import AIWorker
from game.engine import PASS, Action, ActionKind, Game, IllegalActionError, Phase, Position, Result
from game.engine import events as ev
from game.engine.match import Match
from game.ground import switches

from . import assist
from .autopass import AutoPass
from .cheats import CheatSeats
from .config import GameConfig
from .finished import Notes
from .jobs import Worker, run_now
from .saves import SavedGame
from .turns import CheatCount, actor

log = logging.getLogger(__name__)

#: pause before each computer action at animation speed 1 (seconds)
BASE_PACE = 0.55
#: the cheating mode: how long your "Call out?" moment lasts before the decided result is accepted
ACCEPT_SECONDS = 4.0

#: told every applied action: (seat that acted, the action, the events it caused)
Listener = Callable[[int, Action, list[ev.Event]], None]
#: makes a computer seat's player from its level and seed
PlayerMaker = Callable[[str, int], Player]


def start_game(match: Match, seed: int, position: Position | None = None) -> Game:
    """The match's next game, dealt from ``seed``: its first attacker follows the last result (or
    the game starts from ``position``, an endgame, the same every time)."""
    if position is not None:
        return Game.from_position(position, seed)
    return Game.new(match.rules, match.players, seed, first_attacker=match.first_attacker())


#: computer players think in a worker process (``DURAK_AI_PROCESS=0``: in a thread of this process)
AI_PROCESS = switches.switch(switches.AI_PROCESS, default=True)


class Session:
    """One game at a table.  A table's session comes from :meth:`new` (a game set up by the form),
    :meth:`next_of` (the next game of a match) or :meth:`resume` (Continue, undo); the constructor
    itself takes a game as it is (tests, tools)."""

    #: the game is saved for Continue and may be taken back (the guided first game's is not, lesson.py)
    keeps = True

    def __init__(
        self,
        game: Game,
        levels: tuple[str, ...],
        human: int | None,
        on_events: Listener | None = None,
        seed: int = 0,
        synchronous: bool = False,
        processes: bool | None = None,
        match: Match | None = None,
        *,
        config: GameConfig | None = None,
        resumed: bool = False,
        undo_used: bool = False,
        computers: PlayerMaker | None = None,
    ) -> None:
        """``computers``: makes every computer seat's player here instead of by its level's own
        settings — the seam through which tests play Hard on a node budget, the same moves on any
        machine; those players think in this process."""
        self.game = game
        self.human = human
        #: what the game was set up from (the preset's name, the form's seed, the match's target)
        self.config = (
            config if config is not None else GameConfig(game.rules, len(levels), tuple(levels), human)
        )
        #: every seat's level, the human's own seat "human" (the statistics name the opponents)
        self.levels = tuple(levels)
        #: hints the human asked for in this game (noted in the statistics)
        self.hints_used = 0
        #: the cheating mode, for the statistics: your cheats, those of them called out, others' you caught
        self.cheats_made = self.cheats_caught = self.calls_right = 0
        self.seed = seed
        self.synchronous = synchronous
        #: the series of games this one belongs to (None: a single game)
        self.match = match
        #: the game goes on from its save (Continue, undo); a fresh one replaces the save it finds
        self.resumed = resumed
        #: the statistics of this game and of the one it replaces, written once each
        self.notes = Notes(synchronous)
        self._listeners: list[Listener] = [on_events] if on_events is not None else []
        use_process = (AI_PROCESS and not synchronous) if processes is None else processes
        self.seats = ComputerSeats(use_process and computers is None)
        for seat, level in enumerate(levels):
            if seat == human:
                continue
            if computers is None:
                self.seats.add(seat, level, seed * 31 + seat)
            else:
                self.seats.seat(seat, computers(level, seed * 31 + seat))
        #: the computers' cheats and calls (None: the cheating mode is off)
        self.cheats: CheatSeats | None = None
        if game.rules.cheating:
            self.cheats = CheatSeats({s: lv for s, lv in enumerate(levels) if s != human}, seed)
        self.errors = self.seats.errors
        self.pace = BASE_PACE
        self.auto_pass = False
        #: a big table's countdown on your throw-in (autopass.py; the table sets its seconds)
        self.waits = AutoPass()
        self.cancelled = False
        self._executor: Worker | None = None
        self._side: Worker | None = None
        self._future: Future[Action] | None = None
        self._future_key: tuple[int, int] | None = None
        self._pace_left = 0.0
        self._auto_left = -1.0
        self._call_left = -1.0  # the pause before a computer's call-out (-1: none pending)
        #: the cheating mode: the seconds your "Call out?" moment lasts (0: accepted at once)
        self.accept_time = ACCEPT_SECONDS
        self._accept_key: tuple[int, int] | None = None
        self._accept_left = 0.0
        #: the player took an action back in this game (the statistics count it)
        self.undo_used = undo_used
        #: the seat that played each action of the game so far (undo.py finds your last move by it)
        self.actors: list[int] = []

    # ------------------------------------------------------------ the named constructors
    @classmethod
    def new(
        cls,
        config: GameConfig,
        *,
        game: Game | None = None,
        synchronous: bool = False,
        computers: PlayerMaker | None = None,
    ) -> Session:
        """A fresh game of ``config``, the first of a new match (``game``: one already dealt, handed
        over by a test or a benchmark)."""
        if game is None:
            return cls.next_of(None, config, synchronous=synchronous, computers=computers)
        match = Match(config.rules, config.players, target=config.match_target)
        return cls._of(game, config, _seed(config), match, synchronous, computers)

    @classmethod
    def next_of(
        cls,
        match: Match | None,
        config: GameConfig,
        *,
        synchronous: bool = False,
        computers: PlayerMaker | None = None,
    ) -> Session:
        """The next game of ``match`` (None: a new one) at the table ``config``: its first attacker
        follows the last result."""
        if match is None:
            match = Match(config.rules, config.players, target=config.match_target)
        seed = _seed(config)
        return cls._of(start_game(match, seed, config.position), config, seed, match, synchronous, computers)

    @classmethod
    def resume(
        cls, saved: SavedGame, *, synchronous: bool = False, computers: PlayerMaker | None = None
    ) -> Session:
        """The game of ``saved`` where it was left (Continue, undo): the computers are told it so far
        when it starts (``RecordError`` for a record that does not replay)."""
        record = saved.record
        match = saved.match if saved.match is not None else Match(record.rules, record.players)
        seats = (saved.levels, saved.human, saved.config_seed, match.target)
        config = GameConfig(record.rules, record.players, *seats, position=record.position, daily=saved.daily)
        game = saved.game()
        return cls._of(game, config, saved.seed, match, synchronous, computers, True, saved.undo_used)

    @classmethod
    def _of(
        cls,
        game: Game,
        config: GameConfig,
        seed: int,
        match: Match,
        synchronous: bool,
        computers: PlayerMaker | None,
        resumed: bool = False,
        undo_used: bool = False,
    ) -> Session:
        return cls(
            game,
            config.levels,
            config.human_seat,
            seed=seed,
            synchronous=synchronous,
            match=match,
            config=config,
            resumed=resumed,
            undo_used=undo_used,
            computers=computers,
        )

    @property
    def players(self) -> dict[int, Player]:
        return self.seats.players

    @property
    def process(self) -> AIWorker | None:
        return self.seats.process

    @property
    def worker_faults(self) -> int:
        """Times the computers' worker process failed and they went on in this process."""
        return self.seats.faults

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    # ------------------------------------------------------------ lifecycle
    def start(self) -> list[ev.Event]:
        """Tell every computer player about the deal, and about every action of a game handed over in the
        middle (Continue, undo): its record is replayed from the deal, each seat told what it saw then,
        so a computer remembers what it would have.  Returns the events told, in order."""
        g = self.game
        replay = g.at_start()
        told = list(replay.start_events)
        self._tell(told)
        self.actors = []
        for action in g.history:
            self.actors.append(actor(replay, action))
            events = replay.apply(action)
            self._tell(events)
            told.extend(events)
        if self.cheats is not None:
            self.cheats.forget()
        return told

    def shutdown(self) -> None:
        """Stop: pending work is cancelled or its result ignored; the statistics reach the disk."""
        self.cancelled = True
        self.notes.wait()
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._future_key = None
        self.seats.close()
        for ex in (self._executor, self._side):
            if ex is not None:
                ex.shutdown()
        self._executor = None
        self._side = None

    def set_speed(self, speed: float) -> None:
        self.pace = 0.0 if speed >= 1000 else BASE_PACE / max(0.25, speed)
        self.accept_time = 0.0 if speed >= 1000 else ACCEPT_SECONDS  # instant: skip to the result

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn`` in the computer players' worker thread."""
        if self._executor is None:
            self._executor = Worker("durak-ai")
        return self._executor.submit(fn, *args)

    def submit_side(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn`` off the frame loop (hints, endgame insight): in the worker process when there is
        one and ``fn`` is a module-level function, else in a second worker thread."""
        if self.synchronous:
            return run_now(fn, *args)
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

    def deciding(self) -> bool:
        """The cheating mode: the game is decided, not final — each seat may still call a cheat out."""
        return self.game.phase == Phase.DECIDED

    def accept_left(self) -> float | None:
        """Seconds left of your "Call out?" moment (None: it is not your moment)."""
        if not self.deciding() or not self.human_to_act():
            return None
        return self._accept_left if self._accept_key == self.key else self.accept_time

    def human_out(self) -> bool:
        """The human has gone out and the computers play on."""
        g = self.game
        return not g.is_over and self.human is not None and not g.active[self.human]

    def human_lost(self) -> bool | None:
        """True: the human lost; False: did not; None: nobody to ask (computers only), a draw, not over."""
        res = self.game.result
        if res is None or self.human is None or res.draw:
            return None
        if res.durak is not None:
            return res.durak == self.human
        if res.losing_team is not None:
            return self.game.team_of(self.human) == res.losing_team
        return None

    def summary(self) -> dict[str, Any]:
        """The finished game in plain data (``ctx.game_over``; the self-test waits for it)."""
        g = self.game
        res = g.result
        return {
            "durak": res.durak if res else None,
            "draw": res.draw if res else False,
            "losing_team": res.losing_team if res else None,
            "out_order": list(res.out_order) if res else [],
            "human_seat": self.human,
            "players": g.players,
            "moves": len(g.history),
            "seed": self.seed,
            "undo_used": self.undo_used,
            "hints_used": self.hints_used,
            "cheats_made": self.cheats_made,
            "cheats_caught": self.cheats_caught,
            "calls_right": self.calls_right,
        }

    def _tell(self, events: list[ev.Event]) -> None:
        """Tell every computer seat the events, each as its seat saw them."""
        for seat in list(self.seats.players):
            try:
                seen = [e.seen_by(seat) for e in events]
                self.seats.notify(seat, seen)
                if self.cheats is not None:
                    self.cheats.notify(seat, seen)
            except Exception as exc:  # a broken player must not stop the game
                self.errors.append(f"notify {seat}: {exc!r}")
                log.exception("player %d notify failed", seat)

    # ------------------------------------------------------------ moves
    def apply(self, action: Action) -> list[ev.Event]:
        """Apply the current player's action and hand out the events (``IllegalActionError``: nothing
        happened)."""
        g = self.game
        seat = actor(g, action)
        steps = len(g.history)
        events = g.apply(action)
        self.actors.extend([seat] * (len(g.history) - steps))
        # the engine's own object for the action; a whole lead played as its steps stays whole
        played = g.history[-1] if len(g.history) == steps + 1 else action
        self._future = None
        self._future_key = None
        self._auto_left = -1.0
        self._tell(events)
        self._count_cheats(events)
        if g.is_over and g.result is not None:
            self._over(g.result)
        for listener in list(self._listeners):
            listener(seat, played, events)
        return events

    def _count_cheats(self, events: list[ev.Event]) -> None:
        count = CheatCount(self.cheats_made, self.cheats_caught, self.calls_right).plus(events, self.human)
        self.cheats_made, self.cheats_caught, self.calls_right = count.made, count.caught, count.called

    def _over(self, result: Result) -> None:
        """The game has ended: the match and the statistics are told, once (the notes keep count)."""
        if self.notes.noted_finished:
            return
        if self.match is not None:
            self.match.record(result)
        self.notes.finished(self)

    def replaces(self, saved: SavedGame | None) -> None:
        """This fresh game takes the place of ``saved`` (the game kept for Continue): that one was
        abandoned, and counts so when the human had moved in it."""
        if saved is not None and not self.resumed:
            self.notes.abandoned(saved)

    def update(self, dt: float, board_idle: bool) -> bool:
        """Drive computer moves and auto-pass; True when a move was made."""
        g = self.game
        if self.cancelled or g.is_over:
            return False
        if board_idle and self._computer_call(dt):
            return True
        seat = g.to_act
        if self.cheats is not None and self.deciding():
            return self._decided(dt, board_idle)
        if seat == self.human:
            return self._auto_pass(dt, board_idle) or self.waits.tick(self, dt, board_idle)
        if seat not in self.seats.players:
            return False
        key = self.key
        if self._future is None or self._future_key != key:
            self._future_key = key
            self._pace_left = self.pace
            view = g.view(seat)
            cheat = self.cheats.cheat(seat, view) if self.cheats is not None else None
            if cheat is not None:
                self._future = run_now(_same, cheat)
            elif self.synchronous:
                self._future = run_now(self.seats.choose, seat, view)
            else:
                self._future = self.submit(self.seats.choose, seat, view)
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
            chosen = fut.result()
        except Exception as exc:
            self.errors.append(f"choose {seat}: {exc!r}")
            log.exception("player %d failed to choose", seat)
        else:
            try:
                self.apply(chosen)
                return True
            except IllegalActionError:
                self.errors.append(f"seat {seat} chose an illegal action {chosen}")
                log.warning("seat %d chose an illegal action %s", seat, chosen)
        self.apply(g.legal_actions()[-1])
        return True

    def _computer_call(self, dt: float) -> bool:
        """A computer seat calls out a cheat it noticed, after the pause of a move (a person sees
        the cheat land first): True when a call was made."""
        if self.cheats is None or not self.cheats.calling():
            self._call_left = -1.0
            return False
        if self._call_left < 0:
            self._call_left = self.pace
        self._call_left -= dt
        if self._call_left > 0.0:
            return False
        self._call_left = -1.0
        action = self.cheats.call()
        if action is None:
            return False
        try:
            self.apply(action)
        except IllegalActionError:  # called that seat already this bout: nothing to do
            return False
        return True

    def _decided(self, dt: float, board_idle: bool) -> bool:
        """The game is decided, not final: each seat in turn calls or accepts.  A computer accepts at
        once unless a computer noticed a cheat (its call comes first, after the pause of a move);
        you accept by moving on (the table) or when your moment has passed."""
        if not board_idle or (self.cheats is not None and self.cheats.calling()):
            return False
        if self.game.to_act == self.human:
            if self._accept_key != self.key:
                self._accept_key, self._accept_left = self.key, self.accept_time
            self._accept_left -= dt
            if self._accept_left > 0.0:
                return False
        self.apply(PASS)
        return True

    def _auto_pass(self, dt: float, board_idle: bool) -> bool:
        # the cheating mode: passing would close the window to call out the cheat just made
        if not self.auto_pass or not board_idle or self.cheats is not None:
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

    # ------------------------------------------------------------ help for the human
    def ask_hint(self, seen: list[ev.Event]) -> Future[assist.Hint | None] | None:
        """What Hard would play in the human's place, having seen ``seen`` (None: not the human's move)."""
        if not self.human_to_act() or self.human is None or self.deciding():
            return None
        view = self.game.view(self.human)
        self.hints_used += 1
        fut: Future[Any] = self.submit_side(assist.hard_hint, view, list(seen))
        return _mapped(fut, assist.hint_of)

    def insight_wanted(self) -> bool:
        """The endgame insight applies: two players, the deck gone, the human still playing."""
        g = self.game
        return (
            self.human is not None
            and g.players == 2
            and not g.is_over
            and not self.deciding()
            and g.deck_size() == 0
            and g.active[self.human]
        )

    def ask_insight(self) -> Future[int | None]:
        """Who wins with best play, for the human (+1, 0, -1; None when unknown)."""
        assert self.human is not None
        return self.submit_side(assist.endgame_value, self.game.copy(quiet=True), self.human)


def _seed(config: GameConfig) -> int:
    """The game's seed: the form's, or a fresh random one."""
    return config.seed if config.seed is not None else random.randrange(1 << 31)


def _same(action: Action) -> Action:
    return action


def _mapped(fut: Future[Any], fn: Callable[[Any], Any]) -> Future[Any]:
    """A future of ``fn(result)``, done when ``fut`` is."""
    if fut.done() and not fut.cancelled():
        return run_now(lambda: fn(fut.result()))
    out: Future[Any] = Future()

    def finished(f: Future[Any]) -> None:
        # ``out`` may have been cancelled by its reader (the table left) while ``fut`` ran on
        if f.cancelled() or not out.set_running_or_notify_cancel():
            out.cancel()
            return
        try:
            out.set_result(fn(f.result()))
        except Exception as exc:
            out.set_exception(exc)

    fut.add_done_callback(finished)
    return out
