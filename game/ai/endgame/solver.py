"""Exact solver for the 2-player Durak endgame (deck empty: nothing is hidden).

``solve(game, seat)`` returns the game-theoretic value for ``seat`` (+1 it is not
the durak, 0 draw, -1 it is the durak) and a move that achieves it.

Method (``docs/ai.md`` has the figures; ``bench/endgame.py`` measures them):

* a compact state of plain ints — attacker's hand, defender's hand, table, unbeaten
  attack cards, bout limit and cap, shown trumps and a phase — and a move generator
  that follows :class:`~game.engine.Game` exactly for two players and an empty deck
  (the tests check it step by step against the engine);
* negamax alpha-beta over the three values with null windows ("can the side to move
  win?", then "can it draw?") and a transposition table of value bounds and best moves;
* reductions that keep the value exact: the defender beats the unbeaten cards in a
  fixed order (the order of beating cannot matter) and takes only before beating
  the first of them (beating first and then taking only gives the attacker more
  ranks to throw in); after a take the attacker's throw-ins are one move (a set of
  cards); interchangeable cards — adjacent in a suit among the live cards, in the
  same hand, each the only live card of its rank — are searched once.
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass
from itertools import islice
from typing import Any

from game.ai.budget import UNLIMITED, Budget
from game.engine import Action, ActionKind, Game, Phase, Rules
from game.engine.cards import popcount
from game.engine.fast import ADD, ATTACK, BEAT, PASS, SHOW, TAKE, THROW, TRANSFER, CodeKind, bits, legal_codes

__all__ = ["Solution", "solve", "trim_caches"]

# Phases of the compact state.
LEAD, DEF, DEFM, THR, TKT = 0, 1, 2, 3, 4
# DEF: the defender faces unbeaten cards and nothing was beaten since the last lead,
#      throw-in or transfer (take, transfer and show allowed);
# DEFM: the defender is in the middle of beating several cards (only beats);
# THR: everything is beaten, the attacker may throw in a card or pass;
# TKT: the defender has taken, the attacker may add cards (one move: a set of cards).

# Move codes: the engine's action codes (kind, x, y), plus THROWSET for a set of
# throw-ins after a take (a kind the engine does not use).
_THROWSET = int(max(CodeKind)) + 1

Move = tuple[int, int, int]
# (phase, attacker hand, defender hand, table, unbeaten, limit, cap, shown)
State = tuple[int, int, int, int, int, int, int, int]
Child = State | int  # a state, or the final value for the player who moved
Expansion = list[tuple[Move, bool, Child]]  # (move, next player differs, child)


@dataclass(frozen=True, slots=True)
class Solution:
    value: int  # +1 seat wins (is not the durak), 0 draw, -1 seat loses
    best: Action | None  # one of game.legal_actions() achieving ``value`` (None when over)
    nodes: int
    exact: bool

    def __reduce__(self) -> tuple[type[Solution], tuple[int, Action | None, int, bool]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return Solution, (self.value, self.best, self.nodes, self.exact)


class _Timeout(Exception):
    pass


class _Tables:
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


class _Search:
    def __init__(
        self, tables: _Tables, deadline: float | None, reduce: bool = True, node_limit: int | None = None
    ) -> None:
        self.t = tables
        # Value bounds, by state (bout starts: by canonical key); best moves by state.
        self.tt: dict[object, tuple[int, int]] = {}
        self.bm: dict[State, Move] = {}
        self.nodes = 0
        self.deadline = deadline
        self.node_limit = node_limit
        self.reduce = reduce
        self.cycles = tables.transfer  # only transfers can bring a position back
        self.path: dict[State, int] = {}
        self.rep_min = 1 << 30
        # A lead being built at the root (docs/rules.md): only the leads that complete it.
        self.root: State | None = None
        self.root_lead = 0

    # ------------------------------------------------------------------ rules
    def end_bout(self, a: int, d: int, table: int, took: bool, mover_att: bool) -> tuple[bool, Child]:
        """The bout ends: the result, or the next bout (and whether its first player is not the mover)."""
        t = self.t
        if took:
            d |= table
        if not a or not d:
            if not a and not d:
                va = 0 if t.draws else 1  # the defender played last and is the durak
            elif not a:
                va = 1
            else:
                va = -1
            return False, (va if mover_att else -va)
        cap = t.cap_std
        if took:
            return (not mover_att), (LEAD, a, d, 0, 0, min(cap, popcount(d)), cap, 0)
        return mover_att, (LEAD, d, a, 0, 0, min(cap, popcount(a)), cap, 0)

    def moves(self, st: State) -> list[Move]:
        """Every move searched from ``st``, in a good order (cheap cards first)."""
        ph, a, d, table, unb, lim, cap, shown = st
        t = self.t
        reduce = self.reduce
        cost = t.cost
        if ph == LEAD:
            cand = a & ~t.redundant(a, a | d) if reduce else a
            leads = [(cost[c] * 8, 1 << c) for c in bits(cand)]
            for m in t.multi_leads(a, lim):
                leads.append((cost[(m & -m).bit_length() - 1] * 8 - popcount(m), m))
            leads.sort()
            if self.root_lead and st == self.root:
                lead = self.root_lead
                above = ~((1 << lead.bit_length()) - 1)  # the lead's other cards come above its highest
                return [(ATTACK, m, 0) for _, m in leads if m & lead == lead != m and not m & ~lead & ~above]
            return [(ATTACK, m, 0) for _, m in leads]
        if ph in (DEF, DEFM):
            beaten_by = t.beaten_by
            out: list[Move] = []
            if reduce:
                # Beat the unbeaten cards in a fixed order: the one with the fewest answers first.
                best_n = 99
                target = 0
                m = unb
                while m:
                    low = m & -m
                    x = low.bit_length() - 1
                    m ^= low
                    k = popcount(d & beaten_by[x])
                    if k < best_n:
                        best_n = k
                        target = x
                red = t.redundant(d, a | d | table)
                answers = bits(d & beaten_by[target] & ~red)
                answers.sort(key=cost.__getitem__)
                out = [(BEAT, target, c) for c in answers]
            else:
                for x in bits(unb):
                    out += [(BEAT, x, c) for c in bits(d & beaten_by[x])]
            if ph == DEF or not reduce:
                if t.transfer and table == unb:
                    count = popcount(unb)
                    room = min(cap, popcount(a))
                    r = t.rank_of[(unb & -unb).bit_length() - 1]
                    same = d & t.rank_mask[r]
                    if same and count + 1 <= room:
                        out += [(TRANSFER, c, 0) for c in bits(same)]
                    if t.show and count <= room:
                        tc = t.trump * t.ranks + r
                        if same >> tc & 1 and not shown >> tc & 1:
                            out.append((SHOW, tc, 0))
                out.append((TAKE, 0, 0))
            return out
        if ph == THR:
            throws = bits(a & t.table_ranks(table))
            throws.sort(key=cost.__getitem__)
            out = [(THROW, c, 0) for c in throws]
            out.append((PASS, 0, 0))
            return out
        # TKT: the defender took; the attacker adds cards.
        throwable = a & t.table_ranks(table)
        if not reduce:
            out = [(THROW, c, 0) for c in bits(throwable)]
            out.append((PASS, 0, 0))
            return out
        room = lim - ((popcount(table) + popcount(unb)) >> 1)
        cards = bits(throwable)
        # Every subset of at most ``room`` cards, each mask built from a smaller one.
        masks = [0]
        for c in cards:
            bit = 1 << c
            masks += [m | bit for m in masks]
        subsets = [(-popcount(m), m) for m in masks if popcount(m) <= room]
        subsets.sort()
        return [(_THROWSET, m, 0) for _, m in subsets]

    def child(self, st: State, mv: Move) -> tuple[bool, Child]:
        """The position after ``mv``, and whether the player to act there is not the mover."""
        ph, a, d, table, unb, lim, cap, shown = st
        kind, x, y = mv
        t = self.t
        if kind == ATTACK:
            return True, (DEF, a & ~x, d, x, x, lim, cap, 0)
        if kind == BEAT:
            d2 = d & ~(1 << y)
            u2 = unb & ~(1 << x)
            t2 = table | 1 << y
            if u2:
                return False, (DEFM, a, d2, t2, u2, lim, cap, shown)
            # The engine asks the attacker also when nothing matches (only a pass is then
            # possible); the search skips that forced pass.
            if not t.seven and popcount(t2) >> 1 < lim and a & (t.table_ranks(t2) if self.reduce else -1):
                return True, (THR, a, d2, t2, 0, lim, cap, shown)
            return self.end_bout(a, d2, t2, False, False)
        if kind == THROW:
            bit = 1 << x
            if ph == THR:
                return True, (DEF, a & ~bit, d, table | bit, bit, lim, cap, shown)
            a2, t2, u2 = a & ~bit, table | bit, unb | bit
            if ((popcount(t2) + popcount(u2)) >> 1) < lim and a2:
                return False, (TKT, a2, d, t2, u2, lim, cap, shown)
            return self.end_bout(a2, d, t2, True, True)
        if kind == _THROWSET:
            return self.end_bout(a & ~x, d, table | x, True, True)
        if kind == PASS:
            return self.end_bout(a, d, table, ph == TKT, True)
        if kind == TAKE:
            n_att = (popcount(table) + popcount(unb)) >> 1
            if not t.seven and n_att < lim and a & (t.table_ranks(table) if self.reduce else -1):
                return True, (TKT, a, d, table, unb, lim, cap, shown)
            return self.end_bout(a, d, table, True, False)
        room = min(cap, popcount(a))
        if kind == TRANSFER:
            bit = 1 << x
            return True, (DEF, d & ~bit, a, table | bit, unb | bit, room, cap, shown)
        # SHOW
        return True, (DEF, d, a, table, unb, room, cap, shown | 1 << x)

    def expand(self, st: State) -> Expansion:
        """Every move searched from ``st`` with its child (for tests and the root)."""
        return [(mv, *self.child(st, mv)) for mv in self.moves(st)]

    # ----------------------------------------------------------------- search
    def key(self, st: State) -> object:
        return self.t.canon(st[1], st[2], st[6]) if st[0] == LEAD and self.reduce else st

    def ab(self, st: State, alpha: int, beta: int) -> int:
        """Negamax value of ``st`` for the player to act (fail-soft alpha-beta)."""
        self.nodes += 1
        if not self.nodes & 15 and (
            (self.deadline is not None and time.perf_counter() > self.deadline)
            or (self.node_limit is not None and self.nodes >= self.node_limit)
        ):
            raise _Timeout
        tt = self.tt
        key: object = self.t.canon(st[1], st[2], st[6]) if st[0] == LEAD and self.reduce else st
        e = tt.get(key)
        lo, hi = -1, 1
        if e is not None:
            lo, hi = e
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        bm = self.bm.get(st)
        path = self.path
        track = self.cycles and st[0] == LEAD
        if track:
            # Perevodnoy games can repeat (cards handed back and forth by transfers and takes):
            # a bout start seen before on this line is a draw (endless play: nobody loses).
            seen = path.get(st)
            if seen is not None:
                if seen < self.rep_min:
                    self.rep_min = seen
                return 0
            path[st] = len(path)
        base = len(path)
        outer_rep = self.rep_min
        self.rep_min = base + 1_000_000
        a0 = alpha
        moves = self.moves(st)
        if bm is not None and moves[0] != bm:
            moves.remove(bm)
            moves.insert(0, bm)
        best = -2
        best_move: Move | None = None
        child = self.child
        for mv in moves:
            flip, ch = child(st, mv)
            if type(ch) is int:
                v = ch
            elif flip:
                v = -self.ab(ch, -beta, -alpha)  # type: ignore[arg-type]
            else:
                v = self.ab(ch, alpha, beta)  # type: ignore[arg-type]
            if v > best:
                best = v
                best_move = mv
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        if track:
            del path[st]
            base -= 1  # this bout start's own index: a repetition of it is not path-dependent
        rep = self.rep_min
        self.rep_min = min(outer_rep, rep)
        if rep < base:
            # The value leaned on a repetition of a position above this one: it holds on this
            # line only, so it is not stored.
            return best
        if best >= beta:
            lo = max(lo, best)
        elif best <= a0:
            hi = min(hi, best)
            best_move = None
        else:
            lo = hi = best
        tt[key] = (lo, hi)
        if best_move is not None:
            self.bm[st] = best_move
        return best


# ---------------------------------------------------------------------- interface
#: Caches by (pool, rules, trump).  A caller with its own cache budget solves in a pool of
#: its own, so that keeping its caches small neither shrinks nor pays for another's.
_TABLES: dict[tuple[str, Rules, int], _Tables] = {}


def _tables(game: Game, pool: str = "") -> _Tables:
    key = (pool, game.rules, game.trump)
    t = _TABLES.get(key)
    if t is None:
        if len(_TABLES) > 32:
            _TABLES.clear()
        t = _TABLES[key] = _Tables(game)
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
    t = _tables(game, pool)
    for cache in (t.tranks_cache, t.red_cache, t.pext_cache):
        _trim(cache, cap)
    _trim(t.leads_cache, cap // 4)  # these hold tuples, and are cleared at 20,000 otherwise


def _trim(cache: dict[Any, Any], cap: int) -> None:
    excess = len(cache) - cap
    if excess > 0:
        for k in list(islice(cache, min(excess, TRIM_STEP))):
            del cache[k]


def compact_state(game: Game) -> State:
    """The compact state of a 2-player, empty-deck game in LEAD, DEFEND or THROW."""
    att, dfd = game.attacker, game.defender
    a, d = game.hands[att], game.hands[dfd]
    unb = 0
    for x, y in zip(game.att_cards, game.def_cards, strict=True):
        if y < 0:
            unb |= 1 << x
    phase = game.phase
    if phase == Phase.LEAD:
        ph = LEAD
    elif phase == Phase.DEFEND:
        ph = DEF
    elif phase == Phase.THROW:
        ph = TKT if game.took else THR
    else:
        raise ValueError(f"no compact state in phase {Phase(phase).name}")
    return (ph, a, d, game.table, unb, game.limit, game.cap, game.shown)


def _to_act_is_attacker(ph: int) -> bool:
    return ph in (LEAD, THR, TKT)


def _engine_value(game: Game, seat: int) -> int:
    res = game.result
    assert res is not None
    if res.draw or res.durak is None:
        return 0
    return -1 if res.durak == seat else 1


def _engine_action(game: Game, move: Move) -> Action:
    legal = game.legal_actions()
    codes = legal_codes(game)
    if move[0] == _THROWSET:
        m = move[1]
        move = (THROW, (m & -m).bit_length() - 1, 0) if m else (PASS, 0, 0)
    elif move[0] == ATTACK:
        # The engine builds a lead card by card: the first step towards the whole lead.
        rest = move[1] & ~game.lead_cards
        low = rest & -rest
        if rest != low:
            move = (ADD, low.bit_length() - 1, 0)
    return legal[codes.index(move)]


def solve(game: Game, seat: int, budget: Budget = UNLIMITED, pool: str = "") -> Solution:
    """Solve the 2-player endgame exactly: the value for ``seat`` and a move achieving it.

    Raises ValueError unless ``game`` has two players and an empty deck.  With a
    ``budget`` of seconds or of nodes the search stops when it runs out and
    returns ``exact=False`` with the best move found so far (the value is then a guess).
    A node limit alone gives the same answer whatever the machine is doing.  ``pool`` names
    the caches the search keeps between solves (see :func:`trim_caches`).
    Endless play (possible with transfers) counts as a draw.
    """
    if game.players != 2 or game.deck:
        raise ValueError("the endgame solver needs a 2-player game with an empty deck")
    if seat not in (0, 1):
        raise ValueError(f"seat {seat} is not a seat of a 2-player game")
    deadline = budget.deadline()
    # The search makes hundreds of thousands of small tuples and no reference cycles: a
    # full collection in the middle of it would only scan them (tens of ms, past the limit).
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _solve(game, seat, deadline, budget.nodes, pool)
    finally:
        if enabled:
            gc.enable()


def _solve(
    game: Game, seat: int, deadline: float | None, node_limit: int | None = None, pool: str = ""
) -> Solution:
    if game.is_over:
        return Solution(_engine_value(game, seat), None, 0, True)
    if game.phase == Phase.REDEAL:
        return _solve_redeal(game, seat, deadline, node_limit, pool)
    if game.phase not in (Phase.LEAD, Phase.DEFEND, Phase.THROW):
        raise ValueError(f"the endgame solver cannot play the {Phase(game.phase).name} phase")
    search = _Search(_tables(game, pool), deadline, node_limit=node_limit)
    st = compact_state(game)
    search.root, search.root_lead = st, game.lead_cards
    sign = 1 if (game.attacker == seat) == _to_act_is_attacker(st[0]) else -1
    exact = True
    try:
        # Null-window tests: can the player to act win?  If not, can he at least draw?
        v = search.ab(st, 0, 1)
        if v == 0:
            v = search.ab(st, -1, 0)
        v = max(-1, min(1, v))
    except _Timeout:
        exact = False
        e = search.tt.get(search.key(st))
        lo, hi = e if e is not None else (-1, 1)
        v = lo if lo > -1 else (hi if hi < 1 else 0)
    move = search.bm.get(st) or search.moves(st)[0]
    return Solution(sign * v, _engine_action(game, move), search.nodes, exact)


def _solve_redeal(
    game: Game, seat: int, deadline: float | None, node_limit: int | None, pool: str
) -> Solution:
    """A redeal offer (a fully dealt game): passing is solved exactly; a redeal is chance.

    What a new deal would bring is not known to the players (it comes from the hidden
    seed), so a redeal counts as an even chance (0): the decider passes when passing does
    not lose, else demands the deal.  The value is exact only when passing wins.
    """
    me = game.to_act
    legal = game.legal_actions()
    redeal = next(a for a in legal if a.kind is ActionKind.REDEAL)
    passing = next(a for a in legal if a.kind is ActionKind.PASS)
    child = game.copy()
    child.apply(passing)
    sol = _solve(child, me, deadline, node_limit, pool)
    if sol.value >= 0:
        v, best, exact = sol.value, passing, sol.exact and sol.value == 1
    else:
        v, best, exact = 0, redeal, False
    return Solution(v if me == seat else -v, best, sol.nodes + 1, exact)
