"""Normal: a good club player by rules of thumb.

Every decision scores the legal actions with a few rules a club player uses:

* **leads** cheap plain cards; several cards of one rank at once when that rank is
  low, and more readily late in the game (the reward for shedding cards grows as the
  deck thins); trumps are heavily penalised while the deck is thick, so a trump ace
  is never led early when a low plain card is in hand;
* **defends** with the cheapest cards that beat (strongest attack card first), but
  *takes on purpose* when the defence would spend trumps worth more than the cards
  it would have to take (while the deck is thick);
* **transfers** (Perevodnoy) with a plain card of the rank rather than spending a
  trump or taking; shows a trump (Proyezdnoy) whenever a defence would cost one;
* **throws in** plain cards to a defender who is beating (low ones only to a taker,
  any plain card late), never trumps while the deck lasts;
* **remembers every card seen**: the discard pile, the cards seen entering each hand
  (taken, shown, the drawn trump card) — all kept in the :class:`PlayerView` — and
  deduces the rest by elimination: with the deck empty it knows what every opponent
  holds, leads and throws in cards the defender cannot beat, and defends with cards
  whose rank the throwers do not hold (so they cannot add to the bout);
* **counts out** a small two-player endgame (deck empty, at most twelve cards left)
  exactly, with the endgame solver and a budget of 1,000 nodes, as a club player would;
  when best play cannot win, it plays, among the moves that keep the solver's value, the
  one that does best against an opponent who keeps the usual habits (cheapest lead,
  cheapest beater, cheapest throw-in; :mod:`game.ai.endgame.habit_play`) — it sets the traps a
  club player sets, and gives up nothing against a perfect opponent;
* demands a redeal when its five-of-a-suit hand holds at most one trump, and always
  exchanges the lowest trump for the face-up trump card.

It is deterministic (ties broken by the engine's order), short of the count-out's
12 ms safety limit (it cuts about 1.6% of count-outs, depending on the machine's load),
and takes well under a millisecond a move outside those small endgames.
"""

from __future__ import annotations

import random
import time

from game.ai.budget import Budget
from game.ai.endgame.habit_play import play_solved
from game.ai.endgame.solver import Solution, solve
from game.ai.endgame.tables import trim_caches
from game.ai.fallback_errors import fell_back
from game.ai.heuristics import (
    THUMB,
    Tables,
    greedy_defence,
    hidden_slots,
    is_perfect_information,
    known_hands,
    tables,
)
from game.ai.leads import best_lead, first_step
from game.engine import Action, ActionKind, Game, Phase, PlayerView
from game.engine.events import Event
from game.engine.fast import bits

#: The weights of the rules of thumb (shared with the playout policy; tuned against Easy).
PARAMS = THUMB


class NormalPlayer:
    """Normal level (see the module docstring)."""

    name = "normal"

    def __init__(self, seed: int = 0, exploit: bool = True, count_out_budget: Budget | None = None) -> None:
        """``count_out_budget``: the exact count-out's (None: :data:`COUNT_OUT_BUDGET`, nodes with a
        clock as a safety net; the tests give nodes only, so that the play does not depend on the load)."""
        self.seed = seed
        #: whether lost and drawn count-outs are played for the opponent's habits
        self.exploit = exploit
        self.count_out_budget = COUNT_OUT_BUDGET if count_out_budget is None else count_out_budget

    def notify(self, events: list[Event]) -> None:
        pass  # every card it has seen is in the view (discard pile, cards seen entering hands)

    def choose(self, view: PlayerView) -> Action:
        return normal_choice(view, self.exploit, self.count_out_budget)


#: Normal counts out a two-player endgame exactly when at most this many cards are left.
COUNT_OUT_CARDS = 12
#: ... within a node budget (so that its play does not depend on the machine's load), and a
#: time limit as a safety net on a slow machine.
COUNT_OUT_BUDGET = Budget(seconds=0.012, nodes=1000)
#: ... and the solver's caches kept this small, so that their upkeep fits in the 20 ms too.
COUNT_OUT_CACHE = 40_000
#: ... in caches of their own: a Hard player in the same process keeps its large ones.
COUNT_OUT_POOL = "count-out"
#: ... and short of a win, a search of this many nodes for the opponent's habits.
COUNT_OUT_HABIT_NODES = 2_000


def normal_choice(view: PlayerView, exploit: bool = True, count_out_budget: Budget | None = None) -> Action:
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    t = tables(view.rules.suits, view.rules.ranks, view.trump_suit)
    phase = view.phase
    if (
        view.players == 2
        and view.deck_size == 0
        # (a table pair counts as two cards, an unbeaten attack card too: it may be beaten)
        and sum(view.hand_sizes) + 2 * len(view.table) <= COUNT_OUT_CARDS
        and is_perfect_information(view)
    ):
        counted = count_out(view, COUNT_OUT_BUDGET if count_out_budget is None else count_out_budget, exploit)
        if counted is not None:
            return counted
    if phase == Phase.REDEAL:
        trumps = sum(1 for c in view.hand if c.suit == view.trump_suit)
        want = ActionKind.REDEAL if trumps <= 1 else ActionKind.PASS
        return next(a for a in legal if a.kind is want)
    if phase == Phase.EXCHANGE:
        return next(a for a in legal if a.kind is ActionKind.EXCHANGE)
    ctx = _Context(view, t)
    if phase == Phase.LEAD:
        return ctx.lead()
    if phase == Phase.DEFEND:
        return ctx.defend()
    return ctx.throw()


def count_out(view: PlayerView, budget: Budget = COUNT_OUT_BUDGET, exploit: bool = True) -> Action | None:
    """The exact solver's move in a small two-player endgame, or None (out of its budget).

    Short of a win, with ``exploit``, the move is chosen among those that keep the
    solver's value for what a habitual opponent would leave (:mod:`game.ai.endgame.habit_play`),
    within what is left of the same budget.
    """
    game = view.sample(random.Random(0))  # nothing is hidden: the sample is the position
    trim_caches(game, COUNT_OUT_CACHE, COUNT_OUT_POOL)
    deadline = budget.deadline()
    nodes_left = budget.nodes

    def solve_within(g: Game) -> Solution | None:
        nonlocal nodes_left
        left = None if deadline is None else deadline - time.perf_counter()
        if (left is not None and left <= 0) or (nodes_left is not None and nodes_left <= 0):
            return None
        s = solve(g, view.seat, Budget(seconds=left, nodes=nodes_left), pool=COUNT_OUT_POOL)
        if nodes_left is not None:
            nodes_left -= s.nodes
        return s

    try:
        sol = solve_within(game)
    except Exception:  # the rules of thumb decide
        fell_back("Normal's count-out")
        return None
    if sol is None or not sol.exact or sol.best is None:
        return None
    best = sol.best
    if exploit:
        best = play_solved(game, view.seat, sol, solve_within, COUNT_OUT_HABIT_NODES, deadline, "Normal")
    return next((a for a in view.legal if a == best), None)


class _Context:
    def __init__(self, view: PlayerView, t: Tables) -> None:
        self.view = view
        self.t = t
        idx = t.d.index
        self.idx = idx
        self.R = t.ranks
        self.hand = sum(1 << idx[c] for c in view.hand)
        self.deck = view.deck_size
        # How many cards each opponent holds that this seat has not seen.
        self.hidden = hidden_slots(view)
        self.known_mask = [sum(1 << idx[c] for c in view.known[p]) for p in range(view.players)]
        deduced = known_hands(view, t)
        if deduced is not None:
            self.known_mask = deduced
            self.hidden = [0] * view.players

    # ------------------------------------------------------------------ helpers
    def mask(self, action: Action) -> int:
        idx = self.idx
        return sum(1 << idx[c] for c in action.cards)

    def fully_known(self, seat: int) -> bool:
        return seat >= 0 and self.hidden[seat] == 0

    def can_beat(self, seat: int, c: int) -> bool:
        """Whether ``seat``'s known cards include one that beats ``c``."""
        return bool(self.known_mask[seat] & self.t.beaten_by[c])

    def trump_spend(self, c: int) -> float:
        """What spending trump ``c`` costs, by how much deck is left."""
        ri = self.t.rank_index[c]
        P = PARAMS
        if self.deck >= P["thick_deck"]:
            return ri * P["spend_thick_k"] + P["spend_thick"]
        if self.deck > 0:
            return ri * P["spend_mid_k"] + P["spend_mid"]
        return ri * 0.3

    # -------------------------------------------------------------------- lead
    def lead(self) -> Action:
        t, deck = self.t, self.deck
        P = PARAMS
        gain = P["gain_early"] if deck > P["early_deck"] else (P["gain_mid"] if deck > 0 else P["gain_late"])
        trump_pen = (
            P["trump_lead_early"] if deck > P["early_deck"] else (P["trump_lead_mid"] if deck > 0 else 0.0)
        )
        dfd = self.view.defender
        known_def = self.fully_known(dfd)
        # Each card's worth as part of the lead; the best whole lead (built card by card by the
        # engine) is the one with the highest sum, and this plays its next step.
        score = [0.0] * len(t.val)
        for c in bits(self.hand):
            v = gain - t.val[c]
            if t.trump_mask >> c & 1:
                v -= trump_pen
            if known_def and not self.can_beat(dfd, c):
                v += 10.0
            score[c] = v
        g = self.view.skeleton()
        step = g.legal_actions()[first_step(g, best_lead(g, score))]
        return next(a for a in self.view.legal if a == step)

    # ------------------------------------------------------------------ defend
    def defend(self) -> Action:
        t, view, R = self.t, self.view, self.R
        idx = self.idx
        legal = view.legal
        unbeaten = [idx[a] for a, d in view.table if d is None]
        table_cards = sum(1 + (d is not None) for _, d in view.table)
        plan = greedy_defence(t, self.hand, unbeaten)
        def_cost = 0.0
        if plan is not None:
            for _, b in plan:
                if t.trump_mask >> b & 1:
                    def_cost += self.trump_spend(b)
        take_cost = PARAMS["take_base"] + PARAMS["take_per_card"] * table_cards
        # Transfers: showing a trump is free; a plain card of the rank is cheap.
        shows = [a for a in legal if a.kind is ActionKind.SHOW]
        transfers = [a for a in legal if a.kind is ActionKind.TRANSFER]
        if shows and (plan is None or def_cost > 0):
            return shows[0]
        plain_tr = [a for a in transfers if not t.trump_mask >> idx[a.card] & 1]
        if plain_tr:
            a = min(plain_tr, key=lambda x: t.val[idx[x.card]])
            if plan is None or def_cost > 0 or t.rank_index[idx[a.card]] < R * PARAMS["transfer_plain"]:
                return a
        if plan is not None and (def_cost <= take_cost or self.deck == 0):
            ai, bi = self.choose_beater(plan)
            target, card = t.d.cards[ai], t.d.cards[bi]
            return next(
                x for x in legal if x.kind is ActionKind.BEAT and x.target == target and x.card == card
            )
        if plan is None and transfers and self.deck == 0:
            return min(transfers, key=lambda x: t.val[idx[x.card]])
        if plan is None and transfers:
            a = min(transfers, key=lambda x: t.val[idx[x.card]])
            if t.rank_index[idx[a.card]] * 2 < R:
                return a
        return next(x for x in legal if x.kind is ActionKind.TAKE)

    def choose_beater(self, plan: list[tuple[int, int]]) -> tuple[int, int]:
        """The first pair of the plan, unless another beater of that card keeps the defence
        possible and gives the throwers (as far as this seat knows their cards) no rank to add."""
        if not PARAMS["avoid_throwins"]:
            return plan[0]
        t, view = self.t, self.view
        a, b = plan[0]
        room = view.limit - len(view.table)
        throwers = [p for p in range(view.players) if p != view.seat and not view.out[p]]
        known = 0
        for p in throwers:
            known |= self.known_mask[p]
        if room <= 0 or not known:
            return plan[0]
        rest = [x for x, _ in plan[1:]]

        def exposed(c: int) -> bool:
            return bool(known & t.rank_mask[t.rank_index[c]])

        if not exposed(b):
            return plan[0]
        best, best_v = b, t.val[b] + 4.0
        m = self.hand & t.beaten_by[a] & ~(1 << b)
        for c in bits(m):
            v = t.val[c] + (4.0 if exposed(c) else 0.0)
            if v < best_v and greedy_defence(t, self.hand & ~(1 << c), rest) is not None:
                best, best_v = c, v
        return a, best

    # ------------------------------------------------------------------- throw
    def throw(self) -> Action:
        t, view, R, deck = self.t, self.view, self.R, self.deck
        idx = self.idx
        dfd = view.defender
        known_def = self.fully_known(dfd)
        best, best_key = None, None
        for a in view.legal:
            if a.kind is not ActionKind.THROW:
                continue
            c = idx[a.card]
            trump = bool(t.trump_mask >> c & 1)
            ri = t.rank_index[c]
            ok = False
            if view.took:
                # Junk for the taker; late, shed every plain card.
                ok = not trump and (deck == 0 or ri < R * PARAMS["throw_took"])
            elif known_def and not self.can_beat(dfd, c):
                ok = not trump or deck == 0
            elif known_def and deck == 0 and PARAMS["endgame_throw_unbeatable_only"]:
                ok = False
            else:
                ok = not trump and (deck <= PARAMS["throw_all_deck"] or ri < R * PARAMS["throw_beat"])
            if ok:
                key = (t.val[c], c)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        if best is not None:
            return best
        return next(x for x in view.legal if x.kind is ActionKind.PASS)


__all__ = ["NormalPlayer", "normal_choice"]
