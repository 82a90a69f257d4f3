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

from game.ai.budget import UNLIMITED, Budget
from game.ai.endgame.tables import Tables, tables
from game.engine import Action, ActionKind, Game, Phase
from game.engine.cards import popcount
from game.engine.fast import ADD, ATTACK, BEAT, PASS, SHOW, TAKE, THROW, TRANSFER, CodeKind, bits, legal_codes

__all__ = ["Solution", "solve"]

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


class _Search:
    def __init__(
        self, tables: Tables, deadline: float | None, reduce: bool = True, node_limit: int | None = None
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
    search = _Search(tables(game, pool), deadline, node_limit=node_limit)
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
