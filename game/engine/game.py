"""The game state machine.

A :class:`Game` holds one game of Durak.  Exactly one player decides at each
step (:attr:`Game.to_act`); :meth:`Game.legal_actions` lists what that player
may do and :meth:`Game.apply` performs one action, returning the events it
caused.  An illegal action raises :class:`IllegalActionError` and changes
nothing.  Given rules, players, seed (or deck order) and the list of actions a
game is reproduced exactly.

Inside, cards are bit positions (see :mod:`cards`), hands are ``int`` masks and
actions are interned objects mapped to small integer codes, so that random
playouts (what the computer opponents spend their time on) are fast.

This module stays whole, over the 600 lines and 40 methods the rest of the game keeps to
(``tests/test_layers.py`` names it): it is one concept, the state machine, and every
transition reads and writes the same private fields of one :class:`Game`.  Cut into modules,
those fields would have to become public and writable from outside the class, which the engine's
rules forbid (immutable values, no ``_name`` touched from outside), or every move would pay a
call through an interface: the compiled build (mypyc) makes the transitions native methods of
one class, and the search runs millions of them.  What could leave has left: the cards
(:mod:`cards`), the codes (:mod:`codes`), the action table (:mod:`actiontable`), the views
(:mod:`view`), the cheating mode's rules (:mod:`cheating`), records and reasons.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import cheating
from . import events as ev
from .actions import EXCHANGE, PASS, REDEAL, TAKE, Action, ActionKind
from .actiontable import ActionTable, action_table
from .cards import Card, Deck, bits, deck_for, shuffle
from .cards import popcount as _popcount
from .codes import ADD as _ADD
from .codes import ATTACK as _ATTACK
from .codes import BEAT as _BEAT
from .codes import EXCHANGE as _EXCHANGE
from .codes import P_DECIDED as _P_DECIDED
from .codes import P_DEFEND as _P_DEFEND
from .codes import P_EXCHANGE as _P_EXCHANGE
from .codes import P_LEAD as _P_LEAD
from .codes import P_OVER as _P_OVER
from .codes import P_REDEAL as _P_REDEAL
from .codes import P_THROW as _P_THROW
from .codes import PASS as _PASS
from .codes import PASS_CODE as _PASS_CODE
from .codes import REDEAL as _REDEAL
from .codes import SHOW as _SHOW
from .codes import TAKE as _TAKE
from .codes import TAKE_CODE as _TAKE_CODE
from .codes import THROW as _THROW
from .codes import TRANSFER as _TRANSFER
from .codes import Code, Phase
from .errors import GameOverError, IllegalActionError, RulesError
from .position import Position
from .reason import Reason
from .reasons import why_illegal
from .rules import STALLED_BOUTS, FirstAttacker, Rules, Teams, ThrowIn

if TYPE_CHECKING:
    from .view import PlayerView


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended.  ``durak`` is None for a draw or when a whole team lost."""

    durak: int | None
    draw: bool
    losing_team: int | None
    out_order: tuple[int, ...]
    #: the game ended as a draw because play went round without end (rules.STALLED_BOUTS)
    stalled: bool = False

    def __reduce__(self) -> tuple[type[Result], tuple[int | None, bool, int | None, tuple[int, ...], bool]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return Result, (self.durak, self.draw, self.losing_team, self.out_order, self.stalled)


# The slot names at module level: a compiled class (mypyc) has no readable ``__slots__``, and
# pickling walks this tuple.
_SLOTS = (
    "_acts",
    "_codes",
    "_legal",
    "active",
    "att_cards",
    "attacker",
    "bout_attacker",
    "bout_no",
    "cap",
    "cheats",
    "d",
    "deck",
    "def_cards",
    "defender",
    "discard",
    "first_attacker_seat",
    "hands",
    "history",
    "idle_bouts",
    "known",
    "last_player",
    "lead_cards",
    "limit",
    "n",
    "out_order",
    "passed",
    "pending",
    "phase",
    "quiet",
    "redeals",
    "result",
    "rules",
    "seed",
    "shown",
    "start_deck",
    "start_position",
    "start_events",
    "table",
    "table_ranks",
    "throwers",
    "to_act",
    "took",
    "trump",
    "trump_card",
    "trump_holder",
)

#: the private constructor token: ``Game(_MAKE)`` is an empty game for ``new``, ``copy`` and
#: unpickling (a compiled class refuses ``object.__new__``).
_MAKE = object()


class Game:
    """One game of Durak.  Create with :meth:`new`; copy cheaply with :meth:`copy`."""

    __slots__ = _SLOTS

    rules: Rules
    cheats: cheating.CheatBook | None  # None unless rules.cheating (cheating.py)
    n: int
    seed: int
    quiet: bool
    d: Deck
    _acts: ActionTable
    _legal: list[Action] | None
    _codes: list[Code] | None
    history: list[Action]
    start_events: tuple[ev.Event, ...]
    start_deck: tuple[Card, ...]  # empty for a game started from a position
    start_position: Position | None  # the position it started from (None: dealt)
    redeals: int
    first_attacker_seat: int | None
    trump: int  # trump suit
    trump_card: int  # the card that fixed the trump suit
    trump_holder: int  # seat dealt the trump card when no deck is left, else -1
    hands: list[int]
    known: list[int]  # cards everybody has seen enter each hand and not leave it
    deck: list[int]  # deck[-1] is the top card, deck[0] the face-up trump card
    discard: int
    active: list[bool]
    out_order: list[int]
    att_cards: list[int]
    def_cards: list[int]  # parallel to att_cards, -1 while unbeaten
    table: int
    table_ranks: int  # every card of a rank on the table (what may be thrown in)
    attacker: int  # current attacker (the last to transfer)
    bout_attacker: int  # who opened the bout: draws first
    defender: int
    bout_no: int
    cap: int  # the bout's absolute limit (6, 5 in the first bout, 7 in the 7-card game)
    limit: int  # min(cap, defender's hand when they became defender)
    passed: int  # mask of throwers who passed
    pending: list[int]  # seats still to decide about a redeal, or to accept a decided result
    phase: int
    result: Result | None
    shown: int  # trumps shown for a transfer in this bout
    throwers: tuple[int, ...]
    to_act: int
    took: bool
    last_player: int  # who put the last card on the table
    idle_bouts: int  # bouts in a row in which no card left play or the stock and nobody went out
    lead_cards: int  # the cards of the lead being built (still in the attacker's hand), docs/rules.md

    # ----------------------------------------------------------------- creation
    def __init__(self, token: object = None) -> None:
        if token is not _MAKE:
            raise TypeError("use Game.new(rules, players, seed=...)")

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: int,
        seed: int = 0,
        deck: Sequence[Card] | None = None,
        first_attacker: int | None = None,
        quiet: bool = False,
    ) -> Game:
        """Shuffle (or take ``deck``, top card first, trump card last) and deal.

        ``first_attacker`` fixes who attacks first (used by matches); otherwise
        the rules decide.  A ``quiet`` game builds no events, of the deal neither (for search and
        benchmarks): ``start_events`` is empty and ``apply`` returns an empty list.
        """
        rules.validate(players)
        g = cls(_MAKE)
        g.rules = rules
        g.n = players
        g.seed = seed
        g.quiet = False
        g.history = []
        g.redeals = 0
        g.first_attacker_seat = first_attacker
        g.cheats = cheating.CheatBook.empty(players) if rules.cheating else None
        if first_attacker is not None and not 0 <= first_attacker < players:
            raise RulesError(f"first attacker {first_attacker} is not a seat of {players} players")
        full = deck_for(rules.suits, rules.ranks, 0)
        if deck is not None:
            order = [full.index.get(c, -1) for c in deck]
            if sorted(order) != list(range(len(full.cards))):
                raise RulesError(
                    f"the deck must hold each of the {len(full.cards)} cards of these rules exactly once"
                )
        else:
            order = list(range(len(full.cards)))
            shuffle(order, random.Random(seed))
        g.start_deck = tuple(full.cards[i] for i in order)
        g.start_position = None
        g._legal = None
        g._codes = None
        # The deal's story is kept in start_events (none when quiet: a search or a benchmark
        # reads the state, not the story).
        g.quiet = quiet
        g.start_events = tuple(g._deal(order))
        return g

    @classmethod
    def from_position(cls, position: Position, seed: int = 0, quiet: bool = False) -> Game:
        """A game from ``position`` (the start of a bout; ``position.py``).  ``PositionError`` names
        every problem of an impossible one.  ``seed`` only feeds what the rules leave to chance later
        (none of the endgame).  With the stock out every hand starts known to every seat."""
        position.check()
        rules, n = position.rules, position.players
        g = cls(_MAKE)
        g.rules = rules
        g.n = n
        g.seed = seed
        g.quiet = quiet
        g.history = []
        g.redeals = 0
        g.first_attacker_seat = None
        g.cheats = cheating.CheatBook.empty(n) if rules.cheating else None
        g.start_deck = ()
        g.start_position = position
        g._legal = None
        g._codes = None
        g.trump = trump = position.trump_suit
        g.d = d = deck_for(rules.suits, rules.ranks, trump)
        g._acts = action_table(rules.suits, rules.ranks, trump)
        g.hands = [d.mask_of(h) for h in position.hands]
        g.known = g.hands[:] if position.open else [0] * n
        g.deck = [d.index[c] for c in reversed(position.stock)]
        g.trump_card = d.index[position.trump_card]
        g.trump_holder = -1
        g.discard = d.mask_of(position.discard)
        g.active = [True] * n
        g.out_order = []
        g.att_cards = []
        g.def_cards = []
        g.table = g.table_ranks = 0
        g.bout_no = position.bout
        g.passed = g.shown = g.lead_cards = g.idle_bouts = 0
        g.pending = []
        g.throwers = ()
        g.took = False
        g.result = None
        g.last_player = -1
        events: list[ev.Event] = []
        if not quiet:
            events.append(
                ev.PositionSet(
                    position.hands,
                    position.trump_card,
                    len(position.stock),
                    position.discard,
                    position.attacker,
                    position.open,
                )
            )
        g._start_bout(position.attacker, events)
        g.start_events = tuple(events)
        return g

    def at_start(self) -> Game:
        """A fresh game as this one started (the same deal or position, seed and first attacker)."""
        if self.start_position is not None:
            return Game.from_position(self.start_position, self.seed)
        return Game.new(self.rules, self.n, self.seed, self.start_deck, self.first_attacker_seat)

    def copy(self, quiet: bool = True) -> Game:
        """An independent copy for search (no history; quiet by default)."""
        g = Game(_MAKE)
        g.rules = self.rules
        g.n = self.n
        g.seed = self.seed
        g.quiet = quiet
        g.history = [] if quiet else self.history[:]
        g.start_events = () if quiet else self.start_events
        g.redeals = self.redeals
        g.first_attacker_seat = self.first_attacker_seat
        g.cheats = self.cheats
        g.start_deck = self.start_deck
        g.start_position = self.start_position
        g.d = self.d
        g._acts = self._acts
        g.trump = self.trump
        g.trump_card = self.trump_card
        g.trump_holder = self.trump_holder
        g.hands = self.hands[:]
        g.known = self.known[:]
        g.deck = self.deck[:]
        g.discard = self.discard
        g.active = self.active[:]
        g.out_order = self.out_order[:]
        g.att_cards = self.att_cards[:]
        g.def_cards = self.def_cards[:]
        g.table = self.table
        g.table_ranks = self.table_ranks
        g.attacker = self.attacker
        g.bout_attacker = self.bout_attacker
        g.defender = self.defender
        g.bout_no = self.bout_no
        g.cap = self.cap
        g.limit = self.limit
        g.passed = self.passed
        g.pending = self.pending[:]
        g.phase = self.phase
        g.result = self.result
        g.shown = self.shown
        g.throwers = self.throwers
        g.to_act = self.to_act
        g.took = self.took
        g.last_player = self.last_player
        g.idle_bouts = self.idle_bouts
        g.lead_cards = self.lead_cards
        g._legal = self._legal
        g._codes = self._codes
        return g

    # ----------------------------------------------------------------- pickling
    #: not pickled: the legal-move cache is rebuilt on demand
    _TRANSIENT = ("_legal", "_codes")

    def __getstate__(self) -> dict[str, object]:
        """Every slot but the transient ones (``d`` and ``_acts`` pickle as their deck shape)."""
        skip = self._TRANSIENT
        return {k: getattr(self, k) for k in _SLOTS if k not in skip and hasattr(self, k)}

    def __setstate__(self, state: dict[str, object]) -> None:
        for k, v in state.items():
            setattr(self, k, v)
        self._legal = None
        self._codes = None

    def __reduce__(self) -> tuple[Callable[[dict[str, object]], Game], tuple[dict[str, object]]]:
        # Explicit, because a compiled class does not pickle through the default protocol.
        return _unpickle, (self.__getstate__(),)

    # -------------------------------------------------------------- properties
    @property
    def players(self) -> int:
        return self.n

    @property
    def is_over(self) -> bool:
        return self.phase == _P_OVER

    @property
    def deck_obj(self) -> Deck:
        return self.d

    @property
    def trump_suit(self) -> int:
        return self.trump

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.d.cards_of(self.hands[seat])

    def hand_size(self, seat: int) -> int:
        return _popcount(self.hands[seat])

    def table_pairs(self) -> tuple[tuple[Card, Card | None], ...]:
        cards = self.d.cards
        return tuple(
            (cards[a], cards[d] if d >= 0 else None)
            for a, d in zip(self.att_cards, self.def_cards, strict=True)
        )

    def deck_size(self) -> int:
        return len(self.deck)

    def stock_cards(self) -> tuple[Card, ...]:
        """The stock, top card first (the face-up trump card last while it lies there)."""
        cards = self.d.cards
        return tuple(cards[c] for c in reversed(self.deck))

    @property
    def lead_in_progress(self) -> bool:
        """The attacker has begun a lead of several cards (its first steps taken, not closed)."""
        return self.lead_cards != 0

    @property
    def open_hands(self) -> bool:
        """Every hand is known to every seat (a game from a position with the stock out)."""
        return self.known == self.hands

    def discard_cards(self) -> tuple[Card, ...]:
        return self.d.cards_of(self.discard)

    def known_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards every player knows ``seat`` holds (taken, shown, the drawn trump card)."""
        return self.d.cards_of(self.known[seat])

    def is_out(self, seat: int) -> bool:
        return not self.active[seat]

    def team_of(self, seat: int) -> int:
        return self.rules.team_of(seat, self.n)

    # ------------------------------------------------------------------ dealing
    def _deal(self, order: list[int]) -> list[ev.Event]:
        """Deal from ``order`` (indices of the trump-neutral deck, top first)."""
        rules = self.rules
        n, h = self.n, rules.hand_size
        ranks = rules.ranks
        dealt = n * h
        rest = order[dealt:]
        trump_src = rest[-1] if rest else order[dealt - 1]
        trump = trump_src // ranks
        self.trump = trump
        self.d = d = deck_for(rules.suits, ranks, trump)
        self._acts = action_table(rules.suits, ranks, trump)
        # The trump-neutral index i equals the index in any trump's deck (same layout).
        hands = [0] * n
        for k in range(dealt):
            hands[k % n] = hands[k % n] | 1 << order[k]
        self.hands = hands
        self.known = [0] * n
        self.deck = rest[::-1]  # deck[-1] is the top card, deck[0] the face-up trump card
        self.trump_card = trump_src
        self.trump_holder = -1 if rest else (dealt - 1) % n
        if self.trump_holder >= 0:
            self.known[self.trump_holder] = self.known[self.trump_holder] | 1 << trump_src
        self.discard = 0
        self.active = [True] * n
        self.out_order = []
        self.att_cards = []
        self.def_cards = []
        self.table = 0
        self.table_ranks = 0
        self.attacker = self.bout_attacker = self.defender = -1
        self.bout_no = 0
        self.cap = self.limit = 0
        self.passed = 0
        self.pending = []
        self.shown = 0
        self.throwers = ()
        self.took = False
        self.result = None
        self.last_player = -1
        self.idle_bouts = 0
        self.lead_cards = 0
        self.to_act = -1
        events: list[ev.Event] = []
        cards = d.cards
        if not self.quiet:
            for seat in range(n):
                public = (cards[trump_src],) if seat == self.trump_holder else ()
                events.append(ev.Dealt(seat, d.cards_of(hands[seat]), h, public))
            events.append(
                ev.TrumpRevealed(cards[trump_src], None if self.trump_holder < 0 else self.trump_holder)
            )
        threshold = rules.redeal_on_suit
        if threshold is not None:
            self.pending = [
                s for s in range(n) if max(_popcount(hands[s] & m) for m in d.suit_mask) >= threshold
            ]
        if self.pending:
            self.phase = _P_REDEAL
            self.to_act = self.pending[0]
        else:
            self._choose_first_attacker(events)
        return events

    def _choose_first_attacker(self, events: list[ev.Event]) -> None:
        d = self.d
        seat, shown, reason = -1, -1, ""
        if self.first_attacker_seat is not None:
            seat, reason = self.first_attacker_seat, "match"
        elif self.rules.first_attacker is FirstAttacker.RANDOM:
            seat = random.Random(f"{self.seed}/first").randrange(self.n)
            reason = "random"
        else:
            lowest_trumps = [self.trump * d.ranks + r for r in range(d.ranks)]
            by_rank = [s * d.ranks + r for r in range(d.ranks) for s in range(d.suits)]
            for candidates, why in ((lowest_trumps, "lowest_trump"), (by_rank, "lowest_card")):
                for c in candidates:
                    holder = self._holder(c)
                    if holder >= 0:
                        seat, shown, reason = holder, c, why
                        break
                if seat >= 0:
                    break
            self.known[seat] = self.known[seat] | 1 << shown
        if not self.quiet:
            events.append(ev.FirstAttacker(seat, d.cards[shown] if shown >= 0 else None, reason))
        self._start_bout(seat, events)

    def _holder(self, c: int) -> int:
        bit = 1 << c
        for s in range(self.n):
            if self.hands[s] & bit:
                return s
        return -1

    # ------------------------------------------------------------------- seats
    def _next_active(self, seat: int) -> int:
        n, active = self.n, self.active
        for k in range(1, n + 1):
            p = (seat + k) % n
            if active[p]:
                return p
        return -1

    def _prev_active(self, seat: int) -> int:
        n, active = self.n, self.active
        for k in range(1, n + 1):
            p = (seat - k) % n
            if active[p]:
                return p
        return -1

    def _next_defender(self, attacker: int) -> int:
        """The next active player after ``attacker`` who is not a team-mate (-1 if none)."""
        n, active = self.n, self.active
        teams = self.rules.teams is not Teams.NONE
        tc = self.rules.team_count(n) if teams else 0
        for k in range(1, n):
            p = (attacker + k) % n
            if active[p] and (not teams or p % tc != attacker % tc):
                return p
        return -1

    def _compute_throwers(self) -> tuple[int, ...]:
        rules = self.rules
        if rules.seven_card:
            return ()
        n, active, dfd = self.n, self.active, self.defender
        teams = rules.teams is not Teams.NONE
        tc = rules.team_count(n) if teams else 0
        allowed: set[int] | None = None
        if rules.throw_in is ThrowIn.NEIGHBOURS:
            # The attacker always may add to his own attack, even when team-mates or players
            # out of the game leave him no longer sitting beside the defender.
            allowed = {self._prev_active(dfd), self._next_active(dfd), self.attacker}
        out = []
        for k in range(n):
            p = (self.attacker + k) % n
            if p == dfd or not active[p]:
                continue
            if teams and p % tc == dfd % tc:
                continue
            if allowed is not None and p not in allowed:
                continue
            out.append(p)
        return tuple(out)

    # -------------------------------------------------------------------- bouts
    def _start_bout(self, attacker: int, events: list[ev.Event]) -> None:
        rules = self.rules
        defender = self._next_defender(attacker)
        self.attacker = self.bout_attacker = attacker
        self.defender = defender
        self.att_cards = []
        self.def_cards = []
        self.table = 0
        self.table_ranks = 0
        self.passed = 0
        self.took = False
        self.shown = 0
        self.lead_cards = 0
        if rules.seven_card:
            self.cap = rules.hand_size
        elif self.bout_no == 0 and rules.first_bout_limit is not None:
            self.cap = min(rules.max_attack, rules.first_bout_limit)
        else:
            self.cap = rules.max_attack
        self.limit = min(self.cap, _popcount(self.hands[defender]))
        self.throwers = self._compute_throwers()
        if not self.quiet:
            events.append(ev.BoutStarted(attacker, defender, self.limit))
        holder = self._exchange_holder()
        if holder >= 0:
            self.phase = _P_EXCHANGE
            self.to_act = holder
        else:
            self.phase = _P_LEAD
            self.to_act = attacker

    @property
    def trump_under_stock(self) -> bool:
        """Whether the face-up trump card still lies under the stock (drawn last, or taken away
        by the trump exchange); not when the stock is empty or was never there."""
        return bool(self.deck) and self.deck[0] == self.trump_card

    def _exchange_holder(self) -> int:
        """The seat that may swap the lowest trump for the face-up trump card now (-1 if none)."""
        if not self.rules.trump_exchange or not self.trump_under_stock:
            return -1
        lowest = self.trump * self.d.ranks
        if self.trump_card == lowest:
            return -1
        holder = self._holder(lowest)
        return holder if holder >= 0 and self.active[holder] else -1

    def _stock_taken(self) -> None:
        """Cards left the stock outside the draw (a house penalty, cheating.py).  An exchange
        offered at this bout's start lapses once the face-up trump card is gone with them: there
        is nothing left to exchange, and the bout goes on with its lead (docs/rules.md, "Cheating")."""
        self._invalidate()
        if self.phase == _P_EXCHANGE and self._exchange_holder() < 0:
            self.phase = _P_LEAD
            self.to_act = self.attacker

    def _end_bout(self, events: list[ev.Event]) -> None:
        quiet = self.quiet
        dfd, took, table = self.defender, self.took, self.table
        if took:
            self.hands[dfd] = self.hands[dfd] | table
            self.known[dfd] = self.known[dfd] | table
        else:
            self.discard |= table
        if not quiet:
            events.append(ev.BoutEnded(dfd, took, self.d.cards_of(table)))
        self.att_cards = []
        self.def_cards = []
        self.table = 0
        self.table_ranks = 0
        # Draw: the bout's first attacker, then clockwise, the defender last.
        n, hands, deck, active = self.n, self.hands, self.deck, self.active
        order: list[int] = []
        for k in range(n):  # a loop, not a generator: this runs once a bout in every playout
            p = (self.bout_attacker + k) % n
            if p != dfd and active[p]:
                order.append(p)
        order.append(dfd)
        hand_size = self.rules.hand_size
        stock_before, out_before = len(deck), len(self.out_order)
        for p in order:
            if not deck:
                break
            need = hand_size - _popcount(hands[p])
            if need <= 0:
                continue
            drawn = deck[-need:] if need < len(deck) else deck[:]
            del deck[-len(drawn) :]
            m = 0
            for c in drawn:
                m |= 1 << c
            hands[p] = hands[p] | m
            public: tuple[Card, ...] = ()
            if self.trump_card in drawn:
                self.known[p] = self.known[p] | 1 << self.trump_card
                public = (self.d.cards[self.trump_card],)
            if not quiet:
                events.append(ev.CardsDrawn(p, self.d.cards_of(m), len(drawn), public))
        if not deck:
            for p in order:
                if active[p] and not hands[p]:
                    active[p] = False
                    self.out_order.append(p)
                    if not quiet:
                        events.append(ev.PlayerOut(p, len(self.out_order)))
        # A take that draws nothing and sends nobody out changes nothing for good: the same cards
        # could go round for ever (docs/rules.md, "Every game ends").
        idle = took and len(deck) == stock_before and len(self.out_order) == out_before
        self.idle_bouts = self.idle_bouts + 1 if idle else 0
        if self._check_over(events):
            return
        if self.idle_bouts >= STALLED_BOUTS:
            self._end(None, True, None, events, stalled=True)
            return
        nxt = dfd if not took else self._next_active(dfd)
        if not active[nxt]:
            nxt = self._next_active(nxt)
        self.bout_no += 1
        self._start_bout(nxt, events)

    def _check_over(self, events: list[ev.Event]) -> bool:
        rules, n, active = self.rules, self.n, self.active
        left = [p for p in range(n) if active[p]]
        durak: int | None = None
        team: int | None = None
        draw = False
        if rules.teams is Teams.NONE:
            if len(left) > 1:
                return False
            if left:
                durak = left[0]
            elif rules.draws:
                draw = True
            else:
                durak = self.last_player
        else:
            tc = rules.team_count(n)
            if rules.team_wins_on_first_out:
                outs = {p % tc for p in range(n) if not active[p]}
                remaining = [t for t in range(tc) if t not in outs]
            else:
                remaining = sorted({p % tc for p in left})
            if len(remaining) > 1:
                return False
            if remaining:
                team = remaining[0]
                members = [p for p in left if p % tc == team]
                durak = members[0] if len(members) == 1 else None
            elif rules.draws:
                draw = True
            else:
                durak = self.last_player
                team = durak % tc
        self._end(durak, draw, team, events)
        return True

    def _end(
        self, durak: int | None, draw: bool, team: int | None, events: list[ev.Event], stalled: bool = False
    ) -> None:
        self.result = Result(durak, draw, team, tuple(self.out_order), stalled)
        if self.cheats is not None and not self.quiet:
            # Decided, not final: every seat may still call out a cheat (cheating.py).  A quiet
            # game (a search's) plays the honest game and ends at once.
            cheating.hold_result(self)
            return
        self.phase = _P_OVER
        self.to_act = -1
        if not self.quiet:
            events.append(ev.GameOver(durak, draw, team, stalled))

    # ------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (empty when the game is over)."""
        legal = self._legal
        if legal is None:
            legal, self._codes = self._generate()
            self._legal = legal
        return legal

    def _generate(self) -> tuple[list[Action], list[Code]]:
        phase = self.phase
        acts: ActionTable = self._acts
        out: list[Action] = []
        codes: list[Code] = []
        if phase == _P_DEFEND:
            hand = self.hands[self.defender]
            beaten_by = self.d.beaten_by
            ncards = len(self.d.cards)
            beat, beat_code = acts.beat, acts.beat_code
            # zip without strict=: the compiled build runs a plain zip as a C loop (the lists
            # are of one length by construction)
            for a, dc in zip(self.att_cards, self.def_cards):  # noqa: B905
                if dc >= 0:
                    continue
                m = hand & beaten_by[a]
                base = a * ncards
                while m:
                    low = m & -m
                    i = base + low.bit_length() - 1
                    m ^= low
                    out.append(beat[i])
                    codes.append(beat_code[i])
            if self.rules.transfer and not any(dc >= 0 for dc in self.def_cards):
                nxt = self._next_defender(self.defender)
                count = len(self.att_cards)
                room = min(self.cap, _popcount(self.hands[nxt])) if nxt >= 0 else -1
                ri = self.d.rank_index_of[self.att_cards[0]]
                same = hand & self.d.rank_mask[ri]
                if count + 1 <= room:
                    for c in bits(same):
                        out.append(acts.transfer[c])
                        codes.append((_TRANSFER, c, 0))
                if self.rules.transfer_by_showing_trump and count <= room:
                    t = self.trump * self.d.ranks + ri
                    if same & (1 << t) and not self.shown & (1 << t):
                        out.append(acts.show[t])
                        codes.append((_SHOW, t, 0))
            out.append(TAKE)
            codes.append(_TAKE_CODE)
        elif phase == _P_THROW:
            m = self.hands[self.to_act] & self.table_ranks
            throws, throw_code = acts.throw, acts.throw_code
            while m:
                low = m & -m
                m ^= low
                c = low.bit_length() - 1
                out.append(throws[c])
                codes.append(throw_code[c])
            out.append(PASS)
            codes.append(_PASS_CODE)
        elif phase == _P_LEAD:
            self._generate_leads(out, codes)
        elif phase == _P_REDEAL:
            out += [REDEAL, PASS]
            codes += [(_REDEAL, 0, 0), _PASS_CODE]
        elif phase == _P_EXCHANGE:
            out += [EXCHANGE, PASS]
            codes += [(_EXCHANGE, 0, 0), _PASS_CODE]
        elif phase == _P_DECIDED:  # accept the result (a call is an out-of-turn action)
            out.append(PASS)
            codes.append(_PASS_CODE)
        return out, codes

    def _generate_leads(self, out: list[Action], codes: list[Code]) -> None:
        """A lead is built card by card, in the deck's order (docs/rules.md, "Leads of several cards").

        ``add c`` puts ``c`` into the lead when the lead can still be completed with higher cards;
        ``attack c`` closes it with ``c`` as its last card when that makes a whole legal lead.  So
        a position lists at most two actions per card held, never one per combination.
        """
        acts = self._acts
        rules = self.rules
        if not rules.seven_card and rules.multi_lead and self.limit >= 2:
            lead = self.lead_cards
            free = self.hands[self.attacker] & ~((1 << lead.bit_length()) - 1)
            self._one_rank_leads(lead, free, codes, out)
            return
        for code in self.lead_codes(self.lead_cards):
            kind, c, _ = code
            # a closing attack's action is its last card, the highest of the whole lead
            out.append(acts.add[c] if kind == _ADD else acts.attack[c.bit_length() - 1])
            codes.append(code)

    def lead_codes(self, lead: int) -> list[Code]:
        """The codes of the lead's steps had the attacker built the lead ``lead`` (a mask) so far.

        ``(ADD, c, 0)`` puts card ``c`` into it; ``(ATTACK, whole, 0)`` closes it with ``whole``,
        the lead and its last card.  For a search that weighs whole leads without copying games.
        """
        out: list[Code] = []
        hand = self.hands[self.attacker]
        if not self.rules.seven_card and (not self.rules.multi_lead or self.limit < 2):
            m = hand  # single cards only
            while m:
                low = m & -m
                m ^= low
                out.append((_ATTACK, low, 0))
            return out
        # only cards above the lead's highest so far: one way to build each lead
        free = hand & ~((1 << lead.bit_length()) - 1)
        if not self.rules.seven_card:
            self._one_rank_leads(lead, free, out, None)
            return out
        m = free
        while m:
            low = m & -m
            m ^= low
            c = low.bit_length() - 1
            q = lead | low
            if self._lead_complete(q):
                out.append((_ATTACK, q, 0))
            if self._lead_extends(q, free & ~((low << 1) - 1)):
                out.append((_ADD, c, 0))
        return out

    def _one_rank_leads(self, lead: int, free: int, codes: list[Code], actions: list[Action] | None) -> None:
        # lead_codes when a lead is cards of one rank (all but the 7-card game), and the actions
        # too when ``actions`` is given: what _lead_complete and _lead_extends decide, in one
        # pass over the cards that can join — the hot loop of every playout's lead
        d = self.d
        acts = self._acts
        cap = self.limit
        rank_index_of, rank_mask = d.rank_index_of, d.rank_mask
        if lead:
            size = _popcount(lead) + 1  # the size of the lead with one more card
            if size > cap:
                return
            m = free & rank_mask[rank_index_of[lead.bit_length() - 1]]
            while m:
                low = m & -m
                m ^= low  # now: the lead's rank above this card
                c = low.bit_length() - 1
                codes.append((_ATTACK, lead | low, 0))
                if actions is not None:
                    actions.append(acts.attack[c])
                if m and size < cap:
                    codes.append(acts.add_code[c])
                    if actions is not None:
                        actions.append(acts.add[c])
            return
        m = free
        while m:
            low = m & -m
            m ^= low  # now: the cards above this one
            c = low.bit_length() - 1
            codes.append(acts.attack_code[c])
            if actions is not None:
                actions.append(acts.attack[c])
            if m & rank_mask[rank_index_of[c]]:  # cap >= 2 here: the callers checked it
                codes.append(acts.add_code[c])
                if actions is not None:
                    actions.append(acts.add[c])

    def _lead_cap(self) -> int:
        # the 7-card game: at most three pairs and one card
        return min(self.limit, 7) if self.rules.seven_card else self.limit

    def _odd_ranks(self, q: int) -> list[int]:
        d = self.d
        return [r for r, rm in enumerate(d.rank_mask) if _popcount(q & rm) & 1]

    def _lead_complete(self, q: int) -> bool:
        """Whether the cards ``q`` make a whole legal lead."""
        size = _popcount(q)
        if size > self._lead_cap():
            return False
        if size == 1:
            return True
        if self.rules.seven_card:
            # k pairs + one card: exactly one rank held an odd number of times
            return len(self._odd_ranks(q)) == 1
        ri = self.d.rank_index_of[q.bit_length() - 1]
        return self.rules.multi_lead and q & ~self.d.rank_mask[ri] == 0

    def _lead_extends(self, q: int, more: int) -> bool:
        """Whether some non-empty set of the cards ``more`` completes ``q`` into a legal lead."""
        room = self._lead_cap() - _popcount(q)
        if room < 1 or not more:
            return False
        d = self.d
        if not self.rules.seven_card:
            rm = d.rank_mask[d.rank_index_of[q.bit_length() - 1]]
            return self.rules.multi_lead and q & ~rm == 0 and more & rm != 0
        odd = self._odd_ranks(q)
        if not odd:  # pairs only: any one card completes them
            return True
        if len(odd) == 1:  # already complete: two more cards keep one odd rank
            if room < 2 or _popcount(more) < 2:
                return False
            if more & d.rank_mask[odd[0]]:
                return True
            return any(_popcount(more & rm) >= 2 for rm in d.rank_mask)
        # every odd rank but one needs one more card of its rank
        fixable = sum(1 for r in odd if more & d.rank_mask[r])
        return len(odd) - 1 <= room and fixable >= len(odd) - 1

    def lead_legal(self, cards: Sequence[Card]) -> bool:
        """Whether ``cards`` make a whole legal lead now (played as its steps by :meth:`apply`)."""
        if self.phase != _P_LEAD or self.lead_cards or not cards:
            return False
        index = self.d.index
        if any(c not in index for c in cards):
            return False
        mask = 0
        for c in cards:
            mask |= 1 << index[c]
        if len(cards) != _popcount(mask) or mask & ~self.hands[self.attacker]:
            return False
        if len(cards) == 1:
            return True
        return (self.rules.seven_card or (self.rules.multi_lead and self.limit >= 2)) and self._lead_complete(
            mask
        )

    def lead_steps(self, cards: Sequence[Card]) -> list[Action]:
        """The steps that play the whole lead ``cards``: ``add`` each but the highest, then ``attack``."""
        index = self.d.index
        order = sorted(index[c] for c in cards)
        acts = self._acts
        return [acts.add[c] for c in order[:-1]] + [acts.attack[order[-1]]]

    # ------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[ev.Event]:
        """Perform ``action`` for the player to act; return the events it caused."""
        legal = self.legal_actions()
        codes = self._codes
        assert codes is not None
        if action.kind is ActionKind.ATTACK and len(action.cards) > 1:
            return self._apply_whole_lead(action)
        # Identity first: the generator hands out interned actions.
        for i, a in enumerate(legal):  # noqa: B007 - i is used after the loop
            if a is action:
                break
        else:
            i = next((k for k, a in enumerate(legal) if a == action), -1)
            if i < 0:
                if self.phase == _P_OVER:
                    raise GameOverError(self.explain(action))
                if self.cheats is not None:  # a cheat or a call, or refused (cheating.py)
                    return cheating.apply(self, action)
                raise IllegalActionError(self.explain(action))
        events = self._execute(codes[i])
        self.history.append(legal[i])
        if self.cheats is not None:
            cheating.close_windows(self)
        return events

    def _apply_whole_lead(self, action: Action) -> list[ev.Event]:
        # A lead of several cards in one action (records of version 1, the UI's lead button):
        # checked whole, then played as its steps, which the history records.
        if not self.lead_legal(action.cards):
            if self.phase == _P_OVER:
                raise GameOverError(self.explain(action))
            if self.cheats is not None:  # a lead the rules refuse may be a cheat, kept whole
                return cheating.apply(self, action)
            raise IllegalActionError(self.explain(action))
        events: list[ev.Event] = []
        for step in self.lead_steps(action.cards):
            events += self.apply(step)
        return events

    def apply_index(self, i: int) -> None:
        """Fast path for search: perform the ``i``-th legal action, no events, no history."""
        self.legal_actions()
        assert self._codes is not None
        self._execute(self._codes[i])

    def _execute(self, code: Code) -> list[ev.Event]:
        kind, x, y = code
        events: list[ev.Event] = []
        quiet = self.quiet
        self._legal = None
        self._codes = None
        seat = self.to_act
        hands = self.hands
        cards = self.d.cards
        if kind == _BEAT:
            hands[seat] = hands[seat] & ~(1 << y)
            self.known[seat] = self.known[seat] & ~(1 << y)
            i = self.att_cards.index(x)
            self.def_cards[i] = y
            self._add_to_table(y)
            self.last_player = seat
            if not quiet:
                events.append(ev.Defended(seat, cards[x], cards[y]))
            if self.rules.throw_in is not ThrowIn.PRIORITY:
                self.passed = 0
            if -1 not in self.def_cards:
                self._next_thrower(events)
        elif kind == _THROW:
            hands[seat] = hands[seat] & ~(1 << x)
            self.known[seat] = self.known[seat] & ~(1 << x)
            self.att_cards.append(x)
            self.def_cards.append(-1)
            self._add_to_table(x)
            self.last_player = seat
            if not quiet:
                events.append(ev.ThrownIn(seat, cards[x]))
            if self.rules.throw_in is not ThrowIn.PRIORITY:
                self.passed = 0
            if self.took:
                self._next_thrower(events)
            else:
                self.phase = _P_DEFEND
                self.to_act = self.defender
        elif kind == _PASS and self.phase == _P_DECIDED:
            cheating.accept(self, events)
        elif kind == _PASS:
            if not quiet:
                what = {Phase.THROW: "throw", Phase.REDEAL: "redeal", Phase.EXCHANGE: "exchange"}
                events.append(ev.Passed(seat, what[Phase(self.phase)]))
            if self.phase == _P_THROW:
                self.passed |= 1 << seat
                self._next_thrower(events)
            elif self.phase == _P_REDEAL:
                self.pending.pop(0)
                if self.pending:
                    self.to_act = self.pending[0]
                else:
                    self._choose_first_attacker(events)
            else:
                self.phase = _P_LEAD
                self.to_act = self.attacker
        elif kind == _ATTACK:
            hands[seat] = hands[seat] & ~x
            self.known[seat] = self.known[seat] & ~x
            for c in bits(x):
                self.att_cards.append(c)
                self.def_cards.append(-1)
                self._add_to_table(c)
            self.last_player = seat
            if not quiet:
                events.append(ev.Attacked(seat, self.d.cards_of(x), self.defender))
            self.lead_cards = 0
            self.phase = _P_DEFEND
            self.to_act = self.defender
        elif kind == _ADD:
            self.lead_cards |= 1 << x
        elif kind == _TAKE:
            self.took = True
            if not quiet:
                events.append(ev.TakeDeclared(seat))
            self.passed = 0
            self._next_thrower(events)
        elif kind in (_TRANSFER, _SHOW):
            if kind == _TRANSFER:
                hands[seat] = hands[seat] & ~(1 << x)
                self.known[seat] = self.known[seat] & ~(1 << x)
                self.att_cards.append(x)
                self.def_cards.append(-1)
                self._add_to_table(x)
                self.last_player = seat
            else:
                self.shown |= 1 << x
                self.known[seat] = self.known[seat] | 1 << x
            new_defender = self._next_defender(seat)
            self.attacker = seat
            self.defender = new_defender
            self.limit = min(self.cap, _popcount(hands[new_defender]))
            self.passed = 0
            self.throwers = self._compute_throwers()
            if not quiet:
                if kind == _TRANSFER:
                    events.append(ev.Transferred(seat, cards[x], new_defender))
                else:
                    events.append(ev.TrumpShown(seat, cards[x], new_defender))
            self.to_act = new_defender
        elif kind == _REDEAL:
            shown = self._redeal_shown(seat)
            self.redeals += 1
            order = list(range(len(cards)))
            shuffle(order, random.Random(f"{self.seed}/redeal{self.redeals}"))
            events.append(ev.Redealt(seat, shown))
            events.extend(self._deal(order))
            if quiet:
                events = []
        elif kind == _EXCHANGE:
            lowest = self.trump * self.d.ranks
            got = self.trump_card
            hands[seat] = hands[seat] & ~(1 << lowest) | 1 << got
            self.known[seat] = self.known[seat] & ~(1 << lowest) | 1 << got
            self.deck[0] = lowest
            self.trump_card = lowest
            if not quiet:
                events.append(ev.TrumpExchanged(seat, cards[lowest], cards[got]))
            self.phase = _P_LEAD
            self.to_act = self.attacker
        return events

    def _invalidate(self) -> None:
        """Forget the legal-move cache (the cheating mode changed a hand or the stock)."""
        self._legal = None
        self._codes = None

    def _restore(self, before: Game) -> None:
        """Take back the exact state of ``before`` (a copy made earlier), keeping the history
        and the cheat book: a correct call undoes a cheat (cheating.py)."""
        keep = ("history", "start_events", "quiet", "cheats")
        snap = before.copy(quiet=True)
        for name in _SLOTS:
            if name not in keep:
                setattr(self, name, getattr(snap, name))
        self._invalidate()

    def _redeal_shown(self, seat: int) -> tuple[Card, ...]:
        hand = self.hands[seat]
        best = max(self.d.suit_mask, key=lambda m: _popcount(hand & m))
        return self.d.cards_of(hand & best)

    def _add_to_table(self, c: int) -> None:
        self.table |= 1 << c
        self.table_ranks |= self.d.rank_mask[self.d.rank_index_of[c]]

    def _next_thrower(self, events: list[ev.Event]) -> None:
        """Give the turn to the first thrower who has not passed; else end the bout.

        Every thrower who holds cards is asked, whether or not he holds a card of a rank on
        the table: skipping those who cannot add would tell everybody who can.  Only the
        public facts (no cards left, the limit reached) end the asking early.
        """
        if len(self.att_cards) < self.limit:
            hands, passed = self.hands, self.passed
            for p in self.throwers:
                if not passed >> p & 1 and hands[p]:
                    self.phase = _P_THROW
                    self.to_act = p
                    return
        self._end_bout(events)

    # ----------------------------------------------------------------- reasons
    def explain(self, action: Action) -> Reason:
        """Why ``action`` is not legal now (``str()`` of it is an English sentence)."""
        return why_illegal(self, action)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (see :mod:`view`)."""
        # Imported here, not at the top: view.py names Game at run time (a compiled dataclass whose
        # annotations name a class imported only for type checking crashes, mypyc issue 1209).
        from .view import make_view

        return make_view(self, seat)

    # ------------------------------------------------------------------ export
    def state_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (every hand included)."""
        d = self.d
        res = self.result
        return {
            "players": self.n,
            "phase": Phase(self.phase).name.lower(),
            "to_act": self.to_act,
            "trump": str(d.cards[self.trump_card]),
            "trump_suit": self.trump,
            "deck": [str(d.cards[c]) for c in reversed(self.deck)],
            "hands": [[str(c) for c in d.cards_of(h)] for h in self.hands],
            "known": [[str(c) for c in d.cards_of(k)] for k in self.known],
            "table": [
                [str(d.cards[a]), str(d.cards[b]) if b >= 0 else None]
                for a, b in zip(self.att_cards, self.def_cards, strict=True)
            ],
            "discard": [str(c) for c in d.cards_of(self.discard)],
            "attacker": self.attacker,
            "bout_attacker": self.bout_attacker,
            "defender": self.defender,
            "bout": self.bout_no,
            "limit": self.limit,
            "took": self.took,
            "out": list(self.out_order),
            "result": None
            if res is None
            else {
                "durak": res.durak,
                "draw": res.draw,
                "losing_team": res.losing_team,
                "out_order": list(res.out_order),
            },
        }


def _unpickle(state: dict[str, object]) -> Game:
    g = Game(_MAKE)
    g.__setstate__(state)
    return g
