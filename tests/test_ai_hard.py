"""Hard: the exact solver in solved endgames, the search elsewhere, memory-weighted sampling."""

from __future__ import annotations

import logging
import random

import pytest
from helpers import new_game

from game.ai import fallback_errors
from game.ai.beliefs.hidden_cards import Memory, weighted_sample
from game.ai.budget import UNLIMITED, Budget
from game.ai.endgame.solver import Solution
from game.ai.endgame.solver import solve as real_solve
from game.ai.hard import HardPlayer
from game.ai.heuristics import is_perfect_information, popcount, tables
from game.ai.normal import normal_choice
from game.engine import ActionKind, Card, Game, PlayerView, preset
from game.engine import events as ev


def endgame_views(count: int, rules_name: str = "podkidnoy") -> list[PlayerView]:
    """Views of two-player positions with an empty deck and a real choice, from Normal self-play."""
    out: list[PlayerView] = []
    for seed in range(200):
        g = Game.new(preset(rules_name), 2, seed=seed)
        while not g.is_over:
            v = g.view(g.to_act)
            if not g.deck and len(v.legal) > 1 and is_perfect_information(v):
                out.append(v)
                break
            g.apply(normal_choice(v))
        if len(out) >= count:
            break
    return out


def test_endgame_views_are_perfect_information_by_elimination() -> None:
    for v in endgame_views(5):
        assert v.deck_size == 0 and len(v.unseen) == v.hand_sizes[1 - v.seat] - len(v.known[1 - v.seat])


@pytest.mark.parametrize("rules_name", ["podkidnoy", "perevodnoy"])
def test_hard_plays_the_solvers_move_in_a_solved_endgame(rules_name: str) -> None:
    from game.ai.endgame import solver

    for v in endgame_views(6, rules_name):
        hard = HardPlayer(0, Budget(nodes=300))  # node budgets: not the machine's load
        a = hard.choose(v)
        sol = solver.solve(v.sample(random.Random(0)), v.seat)
        assert hard.last_method == "solver"
        assert sol.exact
        if sol.value == 1:
            assert a == sol.best
        else:
            # A lost or drawn position may be played for the opponent's habits, never for less.
            child = v.sample(random.Random(0))
            child.apply(a)
            assert solver.solve(child, v.seat).value == sol.value


def test_hard_asks_the_solver_as_soon_as_nothing_is_hidden() -> None:
    views = endgame_views(3)
    calls: list[tuple[int, int | None]] = []

    def solve(game: Game, seat: int, budget: Budget = UNLIMITED) -> Solution:
        calls.append((seat, budget.nodes))
        assert game.players == 2 and not game.deck
        return Solution(1, game.legal_actions()[-1], 1, True)

    for v in views:
        assert HardPlayer(0, Budget(nodes=20), solver=solve).choose(v) == v.legal[-1]
    assert len(calls) == len(views) and all(n is not None for _, n in calls)


def test_the_solves_of_a_move_share_the_solver_budget() -> None:
    limits: list[tuple[float | None, int | None]] = []

    def solve(game: Game, seat: int, budget: Budget = UNLIMITED) -> Solution:
        limits.append((budget.seconds, budget.nodes))
        return real_solve(game, seat, budget)

    for v in endgame_views(4, "perevodnoy"):
        hards = [HardPlayer(1, Budget(nodes=20), Budget(nodes=50_000), solver=solve) for _ in range(2)]
        moves = {hard.choose(v) for hard in hards}
        assert len(moves) == 1
    assert limits and all(t is None and n is not None and n <= 50_000 for t, n in limits)
    # A move of nodes only gives its solves nodes only; a timed one, what is left of 1 s.
    assert HardPlayer(0, Budget(nodes=20)).solver_budget == Budget(nodes=100_000)
    assert HardPlayer(0).solver_budget == Budget(seconds=1.0)
    with pytest.raises(ValueError, match="budget"):
        HardPlayer(0, UNLIMITED)


def test_a_failing_solver_costs_hard_no_move_and_is_logged_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def solve(game: Game, seat: int, budget: Budget = UNLIMITED) -> Solution:
        raise RuntimeError("solver bug")

    monkeypatch.setattr(fallback_errors, "_reported", set())
    views = endgame_views(2)
    with pytest.raises(RuntimeError, match="solver bug"):  # the test suite runs strict
        HardPlayer(0, Budget(nodes=30), solver=solve).choose(views[0])
    monkeypatch.delenv("DURAK_AI_STRICT")
    with caplog.at_level(logging.ERROR, logger="game.ai.fallback_errors"):
        for v in views:
            hard = HardPlayer(0, Budget(nodes=30), solver=solve)
            assert hard.choose(v) in v.legal
            assert hard.last_method == "search"
    assert [r.getMessage() for r in caplog.records] == [
        "Hard's endgame solve failed; falling back (further errors here are not logged)"
    ]
    assert caplog.records[0].exc_info is not None


def test_hard_keeps_its_node_budget() -> None:
    g = Game.new(preset("perevodnoy"), 3, seed=4)
    hard = HardPlayer(0, Budget(nodes=37))
    a = hard.choose(g.view(g.to_act))
    assert a in g.view(g.to_act).legal
    assert hard.last_method == "search"
    assert hard.last_iterations == 37
    # No seconds at all: the search stops at its first look at the clock, after its minimum
    # (the same whatever the machine's load: the clock is out before it is read).
    hard = HardPlayer(0, Budget(seconds=0.0))
    assert hard.choose(g.view(g.to_act)) in g.view(g.to_act).legal
    assert hard.last_iterations == 16


def test_memory_reads_passes_and_takes_as_soft_facts() -> None:
    g = Game.new(preset("podkidnoy"), 2, seed=1)
    seat, opp = 0, 1
    m = Memory()
    m.observe([e.seen_by(seat) for e in g.start_events])
    seven, queen = Card(7, 0), Card(12, 1)
    m.observe([ev.BoutStarted(seat, opp, 6), ev.Attacked(seat, (seven,), opp), ev.TakeDeclared(opp)])
    m.observe([ev.Passed(seat, "throw")])  # about seat itself: ignored for weights
    t = tables(4, 9, g.trump)
    v = g.view(seat)
    w = m.weights(v, t)[opp]
    higher_spade = t.d.index[Card(8, 0)]
    assert w[higher_spade] < 0.5  # took a 7 of spades: a higher spade is unlikely
    assert w[t.d.index[queen]] == 1.0
    # Drawing fresh cards fades the fact.
    m.observe([ev.BoutEnded(opp, True, (seven,)), ev.CardsDrawn(opp, (), 3)])
    assert m.weights(v, t)[opp][higher_spade] > w[higher_spade]


def test_weighted_samples_are_consistent_with_the_view() -> None:
    rng = random.Random(2)
    g = Game.new(preset("perevodnoy"), 3, seed=8)
    for _ in range(15):
        g.apply(rng.choice(g.legal_actions()))
    seat = g.to_act
    v = g.view(seat)
    t = tables(4, 9, g.trump)
    weights = {p: [0.01] * 36 for p in range(3) if p != seat}
    for _ in range(20):
        s = weighted_sample(v, rng, t, weights)
        assert s.hands[seat] == g.hands[seat]
        assert [popcount(h) for h in s.hands] == [popcount(h) for h in g.hands]
        assert len(s.deck) == len(g.deck)
        for p in range(3):
            for c in v.known[p]:
                assert s.hands[p] >> t.d.index[c] & 1
        everything = s.discard | s.table
        for h in s.hands:
            everything |= h
        for c in s.deck:
            everything |= 1 << c
        assert everything == t.d.all_mask


def test_hint_is_a_legal_move_for_the_seat_to_act() -> None:
    from game.ai.hint import hint

    g = Game.new(preset("podkidnoy"), 2, seed=3)
    v = g.view(g.to_act)
    # one of the legal actions, or a whole lead of several cards (played as its steps)
    h = hint(v, budget=Budget(nodes=30))
    assert h in v.legal or g.lead_legal(h.cards)
    seen = [e.seen_by(g.to_act) for e in g.start_events]
    h = hint(v, seen, budget=Budget(nodes=30))
    assert h in v.legal or g.lead_legal(h.cards)
    with pytest.raises(ValueError):
        hint(g.view(1 - g.to_act))


def test_a_hint_to_lead_several_cards_is_the_whole_lead() -> None:
    from game.ai.hint import whole_lead

    g = new_game(preset("seven_card"), 2, ["6H 7S 7C 8S 8C QS QC", "6S 6C TS TC JD KH AS"], trump="AH")
    v = g.view(0)
    step = next(a for a in v.legal if a.kind is ActionKind.ADD and str(a) == "add 7S")
    lead = whole_lead(v, step)
    assert lead.kind is ActionKind.ATTACK and len(lead.cards) >= 3 and g.lead_legal(lead.cards)
    assert any(str(c) == "7S" for c in lead.cards)


def test_exact_leaves_make_the_search_reproducible_late_in_the_game() -> None:
    # With the deck nearly gone the playouts end in the endgame solver; its node budget
    # (not a clock) keeps a search with a fixed number of iterations reproducible.
    rng = random.Random(3)
    for seed in range(40):
        game = Game.new(preset("podkidnoy"), 2, seed=seed)
        while not game.is_over and len(game.deck) > 4:
            game.apply_index(rng.randrange(len(game.legal_actions())))
        if not game.is_over and len(game.legal_actions()) > 1:
            break
    view = game.view(game.to_act)
    answers = []
    for _ in range(2):
        player = HardPlayer(5, Budget(nodes=150), use_memory=False)
        answers.append(player.choose(view))
        assert player.last_method == "search"
        assert player.leaf.solves + player.leaf.hits > 0
    assert answers[0] == answers[1]


def test_memory_reads_leads_and_throw_ins_as_soft_facts() -> None:
    g = Game.new(preset("podkidnoy"), 2, seed=1)
    seat, opp = 0, 1
    m = Memory()
    m.observe([e.seen_by(seat) for e in g.start_events])
    t = tables(4, 9, g.trump)
    plain = [s for s in range(4) if s != g.trump]
    nine = Card(9, plain[0])
    m.observe([ev.BoutStarted(opp, seat, 6), ev.Attacked(opp, (nine,), seat)])
    w = m.weights(g.view(seat), t)[opp]
    # Led a plain nine: a plain six is unlikely, a plain ten or a trump six is not affected.
    assert w[t.d.index[Card(6, plain[1])]] < 1.0
    assert w[t.d.index[Card(10, plain[1])]] == 1.0
    assert w[t.d.index[Card(6, g.trump)]] == 1.0
    # Threw in a plain queen to a table of a nine and a jack: a plain jack (cheaper) is unlikely.
    m.observe([ev.Defended(seat, nine, Card(11, plain[0])), ev.ThrownIn(opp, Card(12, plain[1]))])
    w2 = m.weights(g.view(seat), t)[opp]
    assert w2[t.d.index[Card(11, plain[2])]] < w[t.d.index[Card(11, plain[2])]]
