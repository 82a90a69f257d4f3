"""The endgame solver's per-deck tables: constants of one game shape and the small caches its
searches share (a hand's ranks packed, the cards interchangeable within a hand, the leads of a
rank), kept by pool, rules and trump so that every solve of the same deck starts warm.

A module of its own because the solver's search reads them on every node but they change only
with the deck: the search (:mod:`game.ai.endgame.solver`) and the callers that bound the caches
(Normal's count-out, through :func:`trim_caches`) meet here.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from game.engine import Game, Rules
from game.engine.cards import popcount
from game.engine.fast import bits

__all__ = ["TRIM_STEP", "Tables", "tables", "trim_caches"]


class Tables:
    """Per-deck constants and small caches shared by the searches of one game shape."""

    def __init__(self, game: Game) -> None:
        rules: Rules = game.rules
        d = game.d
        self.n = n = len(d.cards)
        self.ranks = d.ranks
        self.trump = game.trump
        self.beaten_by: tuple[int, ...] = d.beaten_by
        self.rank_of: tuple[int, ...] = d.rank_index_of
        self.rank_mask: tuple[int, ...] = d.rank_mask
        self.card_rank_mask = tuple(d.rank_mask[d.rank_index_of[c]] for c in range(n))
        self.suit_of = tuple(c // d.ranks for c in range(n))
        self.suit_mask: tuple[int, ...] = d.suit_mask
        self.trumps = d.suit_mask[game.trump]
        self.transfer = rules.transfer
        self.show = rules.transfer and rules.transfer_by_showing_trump
        self.multi = rules.multi_lead
        self.seven = rules.seven_card
        self.draws = rules.draws
        self.cap_std = rules.hand_size if rules.seven_card else rules.max_attack
        # Ordering cost of a card: non-trumps by rank, then trumps.
        self.cost = tuple(
            self.rank_of[c] + (d.ranks if self.suit_of[c] == game.trump else 0) for c in range(n)
        )
        self.suits = d.suits
        self.full = (1 << d.ranks) - 1
        self.others = tuple(x * d.ranks for x in range(d.suits) if x != game.trump)
        self.pext_cache: dict[int, int] = {}
        self.tranks_cache: dict[int, int] = {}
        # Caches that map ints to ints are not tracked by the garbage collector, so their
        # size does not slow its full collections (with tuples and lists in them, one took
        # up to 0.2 s); the one that holds tuples is kept small.
        self.red_cache: dict[int, int] = {}
        self.leads_cache: dict[int, tuple[int, ...]] = {}

    def table_ranks(self, t: int) -> int:
        r = self.tranks_cache.get(t)
        if r is None:
            r = 0
            crm = self.card_rank_mask
            m = t
            while m:
                low = m & -m
                r |= crm[low.bit_length() - 1]
                m ^= low
            self.tranks_cache[t] = r
        return r

    def canon(self, a: int, d: int, cap: int) -> tuple[int, ...]:
        """A bout start up to symmetry: ranks with no live card dropped, non-trump suits sorted.

        Both keep every rule relation between the live cards (which beats which, which
        share a rank), so isomorphic positions have the same value.
        """
        w, full = self.ranks, self.full
        live = a | d
        r = 0
        for _ in range(self.suits):
            r |= live & full
            live >>= w
        pext = self.pext_cache
        rk = r << w
        tw = self.trump * w
        x = (a >> tw) & full | rk
        ca = pext.get(x)
        if ca is None:
            ca = pext[x] = self._compress(x & full, r)
        x = (d >> tw) & full | rk
        cd = pext.get(x)
        if cd is None:
            cd = pext[x] = self._compress(x & full, r)
        pairs = []
        for sw in self.others:
            x = (a >> sw) & full | rk
            pa = pext.get(x)
            if pa is None:
                pa = pext[x] = self._compress(x & full, r)
            x = (d >> sw) & full | rk
            pd = pext.get(x)
            if pd is None:
                pd = pext[x] = self._compress(x & full, r)
            pairs.append(pa << w | pd)
        pairs.sort()
        return (cap, ca << w | cd, *pairs)

    @staticmethod
    def _compress(chunk: int, ranks: int) -> int:
        """The bits of ``chunk`` at the positions of ``ranks``, packed together."""
        out = 0
        i = 0
        while ranks:
            low = ranks & -ranks
            if chunk & low:
                out |= 1 << i
            i += 1
            ranks ^= low
        return out

    def redundant(self, hand: int, live: int) -> int:
        """Cards of ``hand`` interchangeable with a lower card of the same hand (search one)."""
        key = live << self.n | hand
        red = self.red_cache.get(key)
        if red is None:
            red = self.red_cache[key] = self._redundant(hand, live)
        return red

    def _redundant(self, hand: int, live: int) -> int:
        # Interchangeable: alone in its rank among the live cards, and so is the next lower
        # live card of its suit, in the same hand.
        single = 0
        for rm in self.rank_mask:
            x = live & rm
            if x and not x & (x - 1):
                single |= x
        hs = hand & single
        red = 0
        for sm in self.suit_mask:
            last = -1
            for c in bits(live & sm):
                if last >= 0 and hs >> c & 1 and hs >> last & 1:
                    red |= 1 << c
                last = c
        return red

    def multi_leads(self, hand: int, limit: int) -> tuple[int, ...]:
        """Leads of two or more cards (or the 7-card variant's leads of three or more)."""
        key = hand << 8 | limit
        cached = self.leads_cache.get(key)
        if cached is not None:
            return cached
        out: list[int] = []
        if self.seven:
            pairs: list[int] = []
            for rm in self.rank_mask:
                same = bits(hand & rm)
                for i in range(len(same)):
                    for j in range(i + 1, len(same)):
                        pairs.append(1 << same[i] | 1 << same[j])
            masks: set[int] = set()
            combos = [0]
            for k in range(1, 4):
                if 2 * k + 1 > limit:
                    break
                combos = sorted({c | p for c in combos for p in pairs if not c & p})
                for base in combos:
                    for c in bits(hand & ~base):
                        masks.add(base | 1 << c)
            out = sorted(masks)
        elif self.multi and limit >= 2:
            for rm in self.rank_mask:
                same = bits(hand & rm)
                k = len(same)
                if k < 2:
                    continue
                for sub in range(1, 1 << k):
                    size = popcount(sub)
                    if size < 2 or size > limit:
                        continue
                    m = 0
                    for i in range(k):
                        if sub >> i & 1:
                            m |= 1 << same[i]
                    out.append(m)
        result = self.leads_cache[key] = tuple(out)
        return result


#: Caches by (pool, rules, trump).  A caller with its own cache budget solves in a pool of
#: its own, so that keeping its caches small neither shrinks nor pays for another's.
_TABLES: dict[tuple[str, Rules, int], Tables] = {}


def tables(game: Game, pool: str = "") -> Tables:
    key = (pool, game.rules, game.trump)
    t = _TABLES.get(key)
    if t is None:
        if len(_TABLES) > 32:
            _TABLES.clear()
        t = _TABLES[key] = Tables(game)
    for cache in (t.tranks_cache, t.red_cache, t.pext_cache):
        if len(cache) > 200_000:
            cache.clear()
    if len(t.leads_cache) > 20_000:
        t.leads_cache.clear()
    return t


#: At most this many cache entries are dropped by one :func:`trim_caches` (freeing 200,000
#: at once takes about 19 ms).
TRIM_STEP = 20_000


def trim_caches(game: Game, cap: int, pool: str = "") -> None:
    """Bring the solver's caches of ``pool`` for ``game``'s deck towards ``cap`` entries, oldest first.

    For a caller with a budget of milliseconds (Normal's count-out): the caches live across
    solves, and left to grow to their usual limit their growth (a dict of 175,000 entries
    takes about 10 ms to grow) and their clearing (about 19 ms) fall inside one move.  Kept
    small, a step costs at most about 2 ms.  Hard does not call it: near the endgame its many
    leaf solves let it run about 1.5 times as many iterations with the large caches, which is
    why such a caller solves in a ``pool`` of its own.
    """
    t = tables(game, pool)
    for cache in (t.tranks_cache, t.red_cache, t.pext_cache):
        _trim(cache, cap)
    _trim(t.leads_cache, cap // 4)  # these hold tuples, and are cleared at 20,000 otherwise


def _trim(cache: dict[Any, Any], cap: int) -> None:
    excess = len(cache) - cap
    if excess > 0:
        for k in list(islice(cache, min(excess, TRIM_STEP))):
            del cache[k]
