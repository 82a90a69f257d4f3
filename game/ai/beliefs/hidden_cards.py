"""What the events of a game reveal about the opponents' hidden cards, as soft constraints.

A player only ever sees the events as its seat saw them (``Event.seen_by``), so
nothing here can leak a hidden card.  The view already holds the *hard* facts
(cards seen entering a hand and not leaving it, the discard pile).  This module
adds the *soft* ones a strong player reads from behaviour:

* a **leader** probably holds no card cheaper than the one it led;
* a thrower who **throws in** a card probably holds no cheaper plain card of the
  table's ranks, and one who **passes** probably holds no plain card of them;
* a defender who **takes** probably could not beat the unbeaten cards cheaply
  (no higher card of their suit; trumps only a little less likely);
* a defender who **beats** with a card probably holds no cheaper card that beats
  the same attack card;
* in Perevodnoy, a defender who beats instead of **transferring** probably holds
  no card of the attack's rank.

Each fact lowers the weight of the matching unseen cards for that seat, as far as
the seat has kept such habits when the cards it is known to hold could tell
(:mod:`game.ai.beliefs.habit_score`).  Facts fade as the seat draws fresh cards (the new cards
are not covered by them) and a fact about a rank is dropped when the seat plays a
card of that rank.
:func:`weighted_sample` deals the unseen cards with these weights, for the search.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from game.ai.beliefs.habit_score import (
    HabitScore,
    beat_kept,
    lead_kept,
    pass_trump_kept,
    take_kept,
    take_plain_kept,
    throw_kept,
)
from game.ai.heuristics import Tables
from game.engine import Card, PlayerView
from game.engine import events as ev
from game.engine.cards import popcount, shuffle
from game.engine.fast import bits, deal_hidden

if TYPE_CHECKING:
    from game.engine import Game

# Weight multipliers: the likelihood ratio a fact gives a matching card when the seat
# keeps its habits as often as a player is first assumed to; :mod:`game.ai.beliefs.habit_score`
# moves each towards 0 or 1 as the seat keeps or breaks that kind of habit.  Tuned with
# bench/inference.py (the information the samples gain, watching Easy and Normal).
PASS_PLAIN = 0.1
PASS_TRUMP = 0.8
TAKE_SUIT = 0.1
TAKE_TRUMP = 0.4
BEAT_CHEAPER = 0.05
NO_TRANSFER = 0.6
LEAD_LOWER = 0.05
THROW_LOWER = 0.2


class Fact:
    """One soft fact about a seat's hidden cards; ``strength`` fades as the seat draws."""

    __slots__ = ("cards", "kind", "ranks", "strength")

    def __init__(self, kind: str, cards: tuple[Card, ...] = (), ranks: tuple[int, ...] = ()) -> None:
        self.kind = kind  # rank | take | beat | notransfer | lead | throw
        self.cards = cards  # take: (attack card,); beat: (attack card, beater); lead: led; throw: (card,)
        self.ranks = ranks  # rank, notransfer, throw: the ranks concerned
        self.strength = 1.0


class Memory:
    """Reads events (as one seat saw them) and keeps soft facts about each seat's hidden cards."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        #: seat → its facts
        self.facts: dict[int, list[Fact]] = {}
        self.sizes: dict[int, int] = {}
        self.attack: list[Card] = []
        self.defence: list[Card | None] = []
        self._last: type | None = None
        self.trump: int | None = None
        #: seat → cards it is known to hold (taken from the table, shown, got in the exchange)
        self.known: dict[int, set[Card]] = {}
        self.habits = HabitScore()
        #: seat → public plays no habitual player makes (a lead of several cards, a trump thrown in)
        self.odd_plays: dict[int, int] = {}

    def departures(self, seat: int) -> int:
        """How often ``seat`` was seen to play against the habits (odd plays and failed checks)."""
        return self.odd_plays.get(seat, 0) + self.habits.broken.get((seat, None), 0)

    def _odd(self, seat: int) -> None:
        self.odd_plays[seat] = self.odd_plays.get(seat, 0) + 1

    def _gains(self, seat: int, cards: tuple[Card, ...]) -> None:
        self.known.setdefault(seat, set()).update(cards)

    def _check(self, seat: int, kind: str, check: Callable[..., bool | None], *args: Any) -> bool | None:
        """Score one habit of ``seat`` against the cards it is known to hold."""
        kept = check(self.known.get(seat, ()), *args, self.trump)
        self.habits.record(seat, kind, kept)
        return kept

    def _table_ranks(self) -> set[int]:
        return {c.rank for c in self.attack} | {d.rank for d in self.defence if d is not None}

    # ---------------------------------------------------------------- observe
    def observe(self, events: list[ev.Event]) -> None:
        for e in events:
            self._one(e)
            self._last = type(e)

    def _add(self, seat: int, fact: Fact) -> None:
        self.facts.setdefault(seat, []).append(fact)

    def _played(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        self.sizes[seat] = self.sizes.get(seat, 0) - len(cards)
        known = self.known.get(seat)
        if known:
            known.difference_update(cards)
        ranks = {c.rank for c in cards}
        facts = self.facts.get(seat)
        if not facts:
            return
        self.facts[seat] = [
            f for f in facts if not (f.kind in ("rank", "notransfer") and ranks & set(f.ranks))
        ]

    def _one(self, e: ev.Event) -> None:
        if isinstance(e, ev.Dealt):
            if self._last is not ev.Dealt:
                self.reset()
            self.sizes[e.seat] = e.count
            self._gains(e.seat, e.public)
        elif isinstance(e, ev.TrumpRevealed):
            self.trump = e.card.suit
        elif isinstance(e, ev.PositionSet):
            self.reset()
            self.trump = e.trump_card.suit
            for seat, size in enumerate(e.sizes):
                self.sizes[seat] = size
                self._gains(seat, e.hands[seat])
        elif isinstance(e, ev.TrumpExchanged):
            self._played(e.seat, (e.gave,))
            self.sizes[e.seat] = self.sizes.get(e.seat, 0) + 1
            self._gains(e.seat, (e.got,))
        elif isinstance(e, ev.TrumpShown):
            self._gains(e.seat, (e.card,))
        elif isinstance(e, ev.BoutStarted):
            self.attack, self.defence = [], []
        elif isinstance(e, ev.Attacked):
            # Players lead their cheapest card(s): a cheaper one left in hand is unlikely.
            self._add(e.seat, Fact("lead", cards=tuple(e.cards)))
            self._check(e.seat, "lead", lead_kept, e.cards)
            if len(e.cards) > 1:
                self._odd(e.seat)
            self.attack += e.cards
            self.defence += [None] * len(e.cards)
            self._played(e.seat, e.cards)
        elif isinstance(e, (ev.ThrownIn, ev.Transferred)):
            if isinstance(e, ev.ThrownIn):
                # ... and throw in their cheapest matching card.
                ranks = self._table_ranks()
                self._add(e.seat, Fact("throw", cards=(e.card,), ranks=tuple(sorted(ranks))))
                self._check(e.seat, "throw", throw_kept, e.card, ranks)
                if e.card.suit == self.trump:
                    self._odd(e.seat)
            self.attack.append(e.card)
            self.defence.append(None)
            self._played(e.seat, (e.card,))
        elif isinstance(e, ev.Defended):
            first = all(d is None for d in self.defence)
            if e.target in self.attack:
                self.defence[self.attack.index(e.target)] = e.card
            self._check(e.seat, "beat", beat_kept, e.target, e.card)
            self._played(e.seat, (e.card,))
            # Cheaper beaters of the same target are unlikely (data: target, beater).
            self._add(e.seat, Fact("beat", cards=(e.target, e.card)))
            if first:
                self._add(e.seat, Fact("notransfer", ranks=(e.target.rank,)))
        elif isinstance(e, ev.TakeDeclared):
            unbeaten = [a for a, d in zip(self.attack, self.defence, strict=False) if d is None]
            if self._check(e.seat, "take", take_plain_kept, unbeaten) is None:
                # Not settled by plain cards: was it settled by trumps kept back?
                self._check(e.seat, "take_trump", take_kept, unbeaten)
            for a, d in zip(self.attack, self.defence, strict=False):
                if d is None:
                    self._add(e.seat, Fact("take", cards=(a,)))
        elif isinstance(e, ev.Passed):
            if e.what == "throw":
                ranks = self._table_ranks()
                self._check(e.seat, "pass", throw_kept, None, ranks)
                self._check(e.seat, "pass_trump", pass_trump_kept, ranks)
                if ranks:
                    self._add(e.seat, Fact("rank", ranks=tuple(sorted(ranks))))
        elif isinstance(e, ev.BoutEnded):
            if e.taken:
                self.sizes[e.defender] = self.sizes.get(e.defender, 0) + len(e.cards)
                self._gains(e.defender, e.cards)
            self.attack, self.defence = [], []
        elif isinstance(e, ev.CardsDrawn):
            after = self.sizes.get(e.seat, 0) + e.count
            self.sizes[e.seat] = after
            self._gains(e.seat, e.public)
            facts = self.facts.get(e.seat)
            if facts and after > 0:
                keep = max(0.0, (after - e.count) / after)
                for f in facts:
                    f.strength *= keep
                self.facts[e.seat] = [f for f in facts if f.strength > 0.05]
        elif isinstance(e, ev.GameOver):
            self._last = None

    # ---------------------------------------------------------------- weights
    def weights(self, view: PlayerView, t: Tables) -> dict[int, list[float]]:
        """seat → weight of each card index (1.0 = no information) for the seats with facts."""
        out: dict[int, list[float]] = {}
        idx = t.d.index
        n = len(t.d.cards)
        transfer = view.rules.transfer
        for seat, facts in self.facts.items():
            if seat == view.seat or not facts or seat >= view.players:
                continue
            w = [1.0] * n
            m = partial(self.habits.multiplier, seat)
            pass_plain, pass_trump = m("pass", PASS_PLAIN), m("pass_trump", PASS_TRUMP)
            take_suit, take_trump = m("take", TAKE_SUIT), m("take_trump", TAKE_TRUMP)
            beat, lead, throw = m("beat", BEAT_CHEAPER), m("lead", LEAD_LOWER), m("throw", THROW_LOWER)
            no_transfer = m(None, NO_TRANSFER)
            for f in facts:
                s = f.strength
                mults: list[tuple[int, float]] = []
                if f.kind == "rank":
                    for c in bits(_ranks_mask(t, f.ranks)):
                        mults.append((c, pass_trump if t.trump_mask >> c & 1 else pass_plain))
                elif f.kind == "notransfer" and transfer:
                    mults += [(c, no_transfer) for c in bits(_ranks_mask(t, f.ranks))]
                elif f.kind == "take":
                    a = idx.get(f.cards[0])
                    if a is not None:
                        for c in bits(t.beaten_by[a]):
                            same = t.suit_of[c] == t.suit_of[a]
                            mults.append((c, take_suit if same else take_trump))
                elif f.kind == "beat":
                    a = idx.get(f.cards[0])
                    b = idx.get(f.cards[1])
                    if a is not None and b is not None:
                        for c in bits(t.beaten_by[a]):
                            if t.val[c] < t.val[b]:
                                mults.append((c, beat))
                elif f.kind == "lead":
                    low = min((t.val[idx[c]] for c in f.cards if c in idx), default=0)
                    for c in range(n):
                        if t.val[c] < low:
                            mults.append((c, lead))
                elif f.kind == "throw":
                    b = idx.get(f.cards[0])
                    if b is not None:
                        for c in bits(_ranks_mask(t, f.ranks) & ~t.trump_mask):
                            if t.val[c] < t.val[b]:
                                mults.append((c, throw))
                for c, mult in mults:
                    w[c] *= 1.0 - s * (1.0 - mult)
            out[seat] = w
        return out


def _ranks_mask(t: Tables, ranks: tuple[int, ...]) -> int:
    """Every card of the given ranks (rank values, as on a Card) in this deck."""
    mask = 0
    for rank in ranks:
        ri = rank - t.d.rank_values[0]
        if 0 <= ri < t.ranks:
            mask |= t.rank_mask[ri]
    return mask


def weighted_sample(
    view: PlayerView, rng: random.Random, t: Tables, weights: dict[int, list[float]] | None
) -> Game:
    """A full game consistent with ``view``; unseen cards go to each seat with the given weights."""
    if not weights:
        return view.sample(rng)
    return WeightedSampler(view, t, weights)(rng)


class WeightedSampler:
    """Deals full games consistent with ``view``, the unseen cards to each seat with the given weights.

    What stays the same from one sample to the next (the pool of unseen cards, the cards
    each seat is known to hold, how many it hides) is worked out once per decision: a
    search deals thousands of samples from one view.
    """

    def __init__(self, view: PlayerView, t: Tables, weights: dict[int, list[float]] | None) -> None:
        idx = t.d.index
        self.view = view
        self.pool: list[int] = [idx[card] for card in view.unseen]
        self.seats: list[int] = []
        self.caps: list[int] = []
        self.base: list[int] = []
        for p in range(view.players):
            if p == view.seat:
                continue
            known = 0
            for card in view.known[p]:
                known |= 1 << idx[card]
            need = view.hand_sizes[p] - popcount(known)
            if need > 0:
                self.seats.append(p)
                self.caps.append(need)
                self.base.append(known)
        self.ws = [weights.get(p) if weights else None for p in self.seats]
        self.bottom = [idx[view.trump_card]] if view.trump_in_deck else []

    def __call__(self, rng: random.Random) -> Game:
        g = self.view.skeleton()
        pool = self.pool[:]
        shuffle(pool, rng)  # the engine's (Random.shuffle was the sampler's largest cost)
        seats, ws = self.seats, self.ws
        caps = self.caps[:]
        deck_cap = len(pool) - sum(caps)
        new_hidden = [0] * len(seats)
        deck_cards: list[int] = []
        for c in pool:
            total = float(deck_cap)
            probs = []
            for k in range(len(seats)):
                if caps[k] <= 0:
                    probs.append(0.0)
                    continue
                wk = ws[k]
                x = caps[k] * (wk[c] if wk is not None else 1.0)
                probs.append(x)
                total += x
            r = rng.random() * total
            chosen = -1
            for k, x in enumerate(probs):
                if r < x:
                    chosen = k
                    break
                r -= x
            if chosen < 0 and deck_cap <= 0:
                # Rounding: put it with any seat that still has room.
                chosen = next(k for k in range(len(seats)) if caps[k] > 0)
            if chosen >= 0:
                new_hidden[chosen] = new_hidden[chosen] | 1 << c
                caps[chosen] = caps[chosen] - 1
            else:
                deck_cards.append(c)
                deck_cap -= 1
        hands = {p: self.base[k] | new_hidden[k] for k, p in enumerate(seats)}
        deal_hidden(g, hands, self.bottom + deck_cards, rng.getrandbits(30))
        return g
