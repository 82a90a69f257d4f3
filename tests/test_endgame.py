"""The exact endgame solver against plain exhaustive search over the engine's own moves.

The reference searches here use nothing of the solver: only ``Game.legal_actions``,
``copy`` and ``apply_index``.

* Without transfers the game tree is finite (every bout discards cards or shrinks the
  attacker's hand), so the reference is a plain recursive minimax: no table, no pruning,
  no merging.
* With transfers a position can come back (two players hand the same cards to each other
  by transfers and takes), so plain minimax would never end.  The reference there builds
  the whole graph of reachable positions and computes, by backward induction
  (attractors), where each side can force a win; endless play counts as a draw.  A small
  test checks that this agrees with plain minimax that scores a repeated bout start as a
  draw.
"""

from __future__ import annotations

import functools
import gc
import os
import pickle
import random
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from game.ai.budget import Budget
from game.ai.endgame.solver import Solution, _Search, compact_state, solve
from game.ai.endgame.tables import tables
from game.engine import PRESETS, ActionKind, Card, Game, Phase, Rules, ThrowIn
from game.engine.fast import Code, CodeKind, legal_codes

Key = tuple[object, ...]


# ------------------------------------------------------------------ references
def _result_value(game: Game, seat: int) -> int:
    res = game.result
    assert res is not None
    if res.draw or res.durak is None:
        return 0
    return -1 if res.durak == seat else 1


def minimax(game: Game, seat: int) -> int:
    """Plain exhaustive minimax (finite trees only: rules without transfers)."""
    if game.is_over:
        return _result_value(game, seat)
    values = []
    for i in range(len(game.legal_actions())):
        child = game.copy()
        child.apply_index(i)
        values.append(minimax(child, seat))
    return max(values) if game.to_act == seat else min(values)


def _minimax_for(seat: int, game: Game) -> int:
    return minimax(game, seat)


def minimax_repetition(game: Game, seat: int, path: set[Key] | None = None) -> int:
    """Plain minimax where a bout start seen before on the line is a draw (tiny positions)."""
    if game.is_over:
        return _result_value(game, seat)
    path = set() if path is None else path
    key: Key | None = None
    if game.phase == Phase.LEAD and not game.lead_cards:  # a bout start, not a lead being built
        key = (game.hands[0], game.hands[1], game.attacker, game.cap)
        if key in path:
            return 0
        path.add(key)
    values = []
    for i in range(len(game.legal_actions())):
        child = game.copy()
        child.apply_index(i)
        values.append(minimax_repetition(child, seat, path))
    if key is not None:
        path.discard(key)
    return max(values) if game.to_act == seat else min(values)


def state_key(game: Game) -> Key:
    """Everything the engine's future depends on in a 2-player empty-deck game."""
    return (
        tuple(game.hands),
        frozenset(zip(game.att_cards, game.def_cards, strict=True)),
        game.phase,
        game.to_act,
        game.attacker,
        game.defender,
        game.limit,
        game.cap,
        game.passed,
        game.took,
        game.shown,
        None if game.rules.draws else game.last_player,
        tuple(game.active),
        tuple(game.pending),
        game.redeals,
        game.lead_cards,
    )


def exhaustive(root: Game, seat: int, max_states: int = 400_000) -> dict[Key, int]:
    """Value of every position reachable from ``root`` (endless play = draw)."""
    index: dict[Key, int] = {state_key(root): 0}
    games = [root]
    succ: list[list[int]] = []
    seat_moves: list[bool] = []
    final: list[int | None] = []
    i = 0
    while i < len(games):
        g = games[i]
        children: list[int] = []
        if g.is_over:
            final.append(_result_value(g, seat))
        else:
            final.append(None)
            for k in range(len(g.legal_actions())):
                c = g.copy()
                c.apply_index(k)
                key = state_key(c)
                j = index.get(key)
                if j is None:
                    j = index[key] = len(games)
                    games.append(c)
                    assert len(games) <= max_states, "position too big for the reference"
                children.append(j)
        succ.append(children)
        seat_moves.append(g.to_act == seat)
        i += 1
    n = len(games)
    pred: list[list[int]] = [[] for _ in range(n)]
    for i, children in enumerate(succ):
        for j in children:
            pred[j].append(i)

    def attractor(for_seat: bool, goal: int) -> list[bool]:
        """Positions from which one side (seat, or the other) forces a result ``goal``."""
        inside = [final[i] == goal for i in range(n)]
        left = [len(c) for c in succ]
        work = [i for i in range(n) if inside[i]]
        while work:
            j = work.pop()
            for i in pred[j]:
                if inside[i]:
                    continue
                if seat_moves[i] == for_seat:
                    inside[i] = True
                    work.append(i)
                else:
                    left[i] -= 1
                    if not left[i]:
                        inside[i] = True
                        work.append(i)
        return inside

    win = attractor(True, 1)
    lose = attractor(False, -1)
    return {key: 1 if win[j] else (-1 if lose[j] else 0) for key, j in index.items()}


# ------------------------------------------------------------------ positions
def _live(g: Game) -> int:
    return g.hand_size(0) + g.hand_size(1) + g.table.bit_count()


def random_endgames(rules: Rules, count: int, max_hand: int, seed: int, max_live: int = 7) -> Iterator[Game]:
    """Endgames from random play: deal (by seed), play until the deck is empty and the hands
    are small (at most ``max_live`` cards in the hands and on the table), then a few more
    random steps (so positions inside a bout come too)."""
    rng = random.Random(seed)
    made = tries = 0
    while made < count:
        tries += 1
        assert tries < 50 * count + 100, "cannot make enough positions"
        g = Game.new(rules, 2, seed=rng.randrange(1 << 30))
        hand = rng.randint(2, max_hand)

        def small(x: Game, hand: int = hand) -> bool:
            return max(x.hand_size(0), x.hand_size(1)) <= hand and _live(x) <= min(2 * hand, max_live)

        while not g.is_over and (g.deck or not small(g)):
            g.apply_index(rng.randrange(len(g.legal_actions())))
        for _ in range(rng.randrange(4)):
            if g.is_over:
                break
            c = g.copy()
            c.apply_index(rng.randrange(len(c.legal_actions())))
            if not small(c):
                break
            g = c
        if not g.is_over:
            made += 1
            yield g


# Rules and the reference that fits them; small decks put the first bout (and its limit)
# into the endgame.
SMALL = Rules(suits=2, ranks=4, hand_size=4)
CASES: list[tuple[str, Rules, int, int]] = [
    ("podkidnoy", PRESETS["podkidnoy"], 400, 4),
    ("perevodnoy", PRESETS["perevodnoy"], 400, 4),
    ("proyezdnoy", PRESETS["proyezdnoy"], 300, 4),
    ("single-lead", replace(PRESETS["podkidnoy"], multi_lead=False), 150, 4),
    ("no-draws", replace(PRESETS["podkidnoy"], draws=False), 150, 4),
    ("perevodnoy-no-draws-cap3", replace(PRESETS["perevodnoy"], draws=False, max_attack=3), 150, 4),
    ("proyezdnoy-single-lead", replace(PRESETS["proyezdnoy"], multi_lead=False), 100, 4),
    ("classic", PRESETS["classic"], 100, 4),
    ("neighbours", PRESETS["neighbours"], 60, 4),
    ("seven-card", PRESETS["seven_card"], 40, 4),
    ("small-first-bout", replace(SMALL, first_bout_limit=2, throw_in=ThrowIn.PRIORITY), 100, 4),
    ("small-perevodnoy", replace(SMALL, transfer=True, first_bout_limit=3), 100, 4),
    ("small-proyezdnoy", replace(SMALL, transfer=True, transfer_by_showing_trump=True), 100, 4),
    ("small-seven-card", Rules(suits=2, ranks=7, hand_size=7, seven_card=True), 60, 4),
    ("24-cards-no-draws", replace(PRESETS["perevodnoy"].with_deck(24), draws=False), 60, 4),
]


#: DURAK_ENDGAME_TEST_SCALE scales the number of random positions (1: about 2,300, ~10 s).
SCALE = float(os.environ.get("DURAK_ENDGAME_TEST_SCALE", "1"))


def _check(game: Game, seat: int, reference: Callable[[Game], int]) -> Solution:
    sol = solve(game, seat)
    assert sol.exact
    want = reference(game)
    assert sol.value == want, game.state_dict()
    assert sol.best is not None
    assert any(sol.best is a for a in game.legal_actions()), "best must be an interned legal action"
    child = game.copy()
    child.apply(sol.best)
    assert reference(child) == want, (str(sol.best), game.state_dict())
    return sol


@pytest.mark.parametrize(("name", "rules", "count", "max_hand"), CASES, ids=[c[0] for c in CASES])
def test_solver_agrees_with_exhaustive_search(name: str, rules: Rules, count: int, max_hand: int) -> None:
    seed = sum(map(ord, name))
    for k, game in enumerate(random_endgames(rules, max(5, int(count * SCALE)), max_hand, seed)):
        seat = k % 2
        if rules.transfer:
            values = exhaustive(game, seat)

            def reference(g: Game, values: dict[Key, int] = values, seat: int = seat) -> int:
                return values[state_key(g)] if not g.is_over else _result_value(g, seat)

            _check(game, seat, reference)
        else:
            _check(game, seat, functools.partial(_minimax_for, seat))


def test_case_counts_add_up_to_a_thousand() -> None:
    assert sum(c[2] for c in CASES) >= 1000


def test_exhaustive_reference_equals_minimax_with_repetition_draws() -> None:
    """The two readings of endless play agree (tiny transfer positions)."""
    rules = replace(SMALL, ranks=3, hand_size=3, transfer=True)
    for k, game in enumerate(random_endgames(rules, 40, 3, 5)):
        seat = k % 2
        assert exhaustive(game, seat)[state_key(game)] == minimax_repetition(game, seat)


# ------------------------------------------------------------- the move generator
def _children(game: Game) -> dict[Code, Game]:
    """The position after each legal code; a lead built card by card under its whole lead's code.

    The engine's closing ``attack`` has the code of the whole lead (the solver's move).
    """
    out: dict[Code, Game] = {}
    for i, code in enumerate(legal_codes(game)):
        child = game.copy()
        child.apply_index(i)
        if code[0] == CodeKind.ADD:
            out.update(_children(child))
        else:
            out[code] = child
    return out


def test_compact_moves_follow_the_engine_step_by_step() -> None:
    """Without reductions, the solver's moves are exactly the engine's, with the same results."""
    rng = random.Random(11)
    checked = 0
    for name, rules, _, _ in CASES:
        for game in random_endgames(rules, 25, 7, rng.randrange(1 << 30), max_live=14):
            for _ in range(30):
                if game.is_over:
                    break
                legal = game.legal_actions()
                if game.lead_cards:  # a lead being built: the solver searches whole leads only
                    game.apply_index(rng.randrange(len(legal)))
                    continue
                st = compact_state(game)
                search = _Search(tables(game), None, reduce=False)
                mine = {mv: (flip, ch) for mv, flip, ch in search.expand(st)}
                children = _children(game)
                assert set(mine) == set(children), name
                for code, child in children.items():
                    flip, ch = mine[code]
                    if child.is_over:
                        assert isinstance(ch, int)
                        assert ch == _result_value(child, game.to_act), (name, code)
                    else:
                        assert not isinstance(ch, int)
                        normal = (min(ch[0], 1) if ch[0] <= 2 else ch[0], *ch[1:])
                        assert normal == compact_state(child), (name, code)
                        assert flip == (child.to_act != game.to_act)
                    checked += 1
                game.apply_index(rng.randrange(len(legal)))
    assert checked > 2000


# ------------------------------------------------------------- hand-made positions
def deal(rules: Rules, hand0: str, hand1: str, attacker: int) -> Game:
    """A game whose whole deck is dealt: ``hand0`` to seat 0, ``hand1`` to seat 1.

    The last card of ``hand1`` is the last card dealt: it fixes the trump suit.
    """
    h0 = [Card.parse(c) for c in hand0.split()]
    h1 = [Card.parse(c) for c in hand1.split()]
    order = [c for pair in zip(h0, h1, strict=True) for c in pair]
    return Game.new(rules, 2, deck=order, first_attacker=attacker)


def position(rules: Rules, hand0: str, hand1: str, attacker: int, trump_suit: int) -> Game:
    """A bout start with these hands and every other card discarded (36-card deck etc.)."""
    seed = 0
    while True:
        game = Game.new(rules, 2, seed=seed)
        if game.trump == trump_suit and game.phase == Phase.LEAD:
            break
        seed += 1
    d = game.d
    game.hands = [d.mask_of([Card.parse(c) for c in h.split()]) for h in (hand0, hand1)]
    game.known = game.hands[:]
    game.deck = []
    game.discard = d.all_mask & ~(game.hands[0] | game.hands[1])
    game.attacker = game.bout_attacker = game.to_act = attacker
    game.defender = 1 - attacker
    game.bout_no = 20
    game.cap = rules.max_attack
    game.limit = min(game.cap, game.hand_size(1 - attacker))
    game.throwers = (attacker,)
    game._legal = game._codes = None
    return game


def test_a_pair_lead_wins_where_every_single_lead_loses() -> None:
    # Perevodnoy without draws, 6 cards, diamonds trump.  Led alone, an ace can be passed
    # back or beaten cheaply; led together, the two aces cannot be passed on (seat 0 keeps
    # one card: no room), seat 1 cannot beat both with his one trump and must take.
    rules = Rules(suits=3, ranks=2, hand_size=3, transfer=True, draws=False)
    game = deal(rules, "AS AH KD", "KS KH AD", attacker=0)
    values = exhaustive(game, 0)
    sol = _check(game, 0, lambda g: values[state_key(g)] if not g.is_over else _result_value(g, 0))
    assert sol.value == 1
    # the first step of the lead AS AH (built card by card), which the solver then closes
    assert sol.best is not None and str(sol.best) == "add AS"
    child = game.copy()
    child.apply(sol.best)
    close = solve(child, 0).best
    assert close is not None and str(close) == "attack AH"
    for action in game.legal_actions():
        if action.kind is ActionKind.ATTACK:  # a single card
            child = game.copy()
            child.apply(action)
            assert values[state_key(child)] == -1, str(action)


def test_a_forced_draw_and_without_draws_a_win() -> None:
    # K and A of spades and hearts, hearts trump.  Whatever seat 0 leads, seat 1 beats it
    # with the ace of its suit and both hands are empty after the bout: a draw.
    rules = Rules(suits=2, ranks=2, hand_size=2)
    game = deal(rules, "KS KH", "AS AH", attacker=0)
    assert game.trump == 1
    for seat in (0, 1):
        sol = _check(game, seat, functools.partial(_minimax_for, seat))
        assert (sol.value, sol.exact) == (0, True)
    # Without draws the player who put down the last card, the defender, is the durak.
    game = deal(replace(rules, draws=False), "KS KH", "AS AH", attacker=0)
    assert _check(game, 0, lambda g: minimax(g, 0)).value == 1


def test_a_lost_position_is_lost_for_every_move() -> None:
    # Hearts trump; seat 1 holds the king and ace of trumps: every lead of seat 0 loses.
    rules = Rules(suits=2, ranks=3, hand_size=3)
    game = deal(rules, "QS AS QH", "KS KH AH", attacker=0)
    assert _check(game, 0, lambda g: minimax(g, 0)).value == -1
    assert _check(game, 1, lambda g: minimax(g, 1)).value == 1
    for action in game.legal_actions():
        child = game.copy()
        child.apply(action)
        assert minimax(child, 0) == -1


def test_endless_play_counts_as_a_draw() -> None:
    # Perevodnoy without draws, no trumps left in the hands: neither side can force a
    # result, the cards of rank 7 can be passed back and forth for ever.
    rules = replace(PRESETS["perevodnoy"], draws=False)
    game = position(rules, "7S QS 6D 7D", "KD 6C 7C QC", attacker=1, trump_suit=1)
    values = exhaustive(game, 0)
    assert values[state_key(game)] == 0
    for seat in (0, 1):
        sign = 1 if seat == 0 else -1
        sol = _check(game, seat, lambda g, sign=sign: values[state_key(g)] * sign)  # type: ignore[misc]
        assert sol.value == 0


# ------------------------------------------------------------------- interface
def test_refuses_what_is_not_a_two_player_endgame() -> None:
    with pytest.raises(ValueError):
        solve(Game.new(PRESETS["podkidnoy"], 2, seed=1), 0)  # the deck is not empty
    with pytest.raises(ValueError):
        solve(Game.new(replace(PRESETS["podkidnoy"], hand_size=12), 3, seed=1), 0)
    game = next(random_endgames(PRESETS["podkidnoy"], 1, 3, 1))
    with pytest.raises(ValueError):
        solve(game, 2)


def test_game_over_and_solution_fields() -> None:
    game = next(random_endgames(PRESETS["podkidnoy"], 1, 3, 2))
    rng = random.Random(3)
    while not game.is_over:
        game.apply_index(rng.randrange(len(game.legal_actions())))
    sol = solve(game, 0)
    assert sol.best is None and sol.exact and sol.nodes == 0
    assert sol.value == _result_value(game, 0)


def test_time_limit_gives_an_inexact_legal_answer_quickly() -> None:
    # A big endgame: 36 cards, 18 or more cards in the hands (found by random play).
    rng = random.Random(4)
    while True:
        game = Game.new(PRESETS["perevodnoy"], 2, seed=rng.randrange(1 << 30))
        while not game.is_over and game.deck:
            game.apply_index(rng.randrange(len(game.legal_actions())))
        if not game.is_over and game.hand_size(0) + game.hand_size(1) >= 18:
            break
    # Out of time at once: the clock, checked every 16 nodes, stops the search at the first check.
    sol = solve(game, 0, Budget(seconds=0.0))
    assert not sol.exact and sol.nodes <= 32
    assert sol.best is not None and any(sol.best is a for a in game.legal_actions())
    assert sol.value in (-1, 0, 1)


def test_node_limit_gives_the_same_inexact_answer_every_time() -> None:
    rng = random.Random(4)
    while True:
        game = Game.new(PRESETS["perevodnoy"], 2, seed=rng.randrange(1 << 30))
        while not game.is_over and game.deck:
            game.apply_index(rng.randrange(len(game.legal_actions())))
        if not game.is_over and game.hand_size(0) + game.hand_size(1) >= 18:
            break
    first = solve(game, 0, Budget(nodes=500))
    assert not first.exact and 500 <= first.nodes < 500 + 64
    assert first.best is not None and first.best in game.legal_actions()
    assert solve(game, 0, Budget(nodes=500)) == first


def test_caches_stay_out_of_the_garbage_collector() -> None:
    # Tracked containers in the solver's long-lived caches made full collections take up
    # to 0.2 s in long arena runs; dicts of ints are not tracked at all.
    rng = random.Random(8)
    game = Game.new(PRESETS["podkidnoy"], 2, seed=5)
    while game.deck:
        game.apply_index(rng.randrange(len(game.legal_actions())))
    solve(game, game.to_act, Budget(nodes=20_000))
    t = tables(game)
    for cache in (t.red_cache, t.pext_cache, t.tranks_cache):
        assert cache and not gc.is_tracked(cache)
    assert gc.isenabled()  # the solver pauses the collector only while it searches


def test_redeal_offer_in_a_fully_dealt_game() -> None:
    rules = Rules(suits=2, ranks=4, hand_size=4, redeal_on_suit=3)
    for seed in range(30):
        game = Game.new(rules, 2, seed=seed)
        if game.phase != Phase.REDEAL:
            continue
        sol = solve(game, game.to_act)
        assert sol.best is not None and sol.best in game.legal_actions()
        passing = game.copy()
        passing.apply(next(a for a in game.legal_actions() if a.kind is ActionKind.PASS))
        after = solve(passing, game.to_act)
        if after.value >= 0:
            assert sol.best.kind is ActionKind.PASS and sol.value == after.value
        else:
            assert sol.best.kind is ActionKind.REDEAL and not sol.exact


def test_caches_are_trimmed_oldest_first_in_bounded_steps() -> None:
    from game.ai.endgame.tables import TRIM_STEP, _trim

    cap = 1_000
    cache = {i: i for i in range(cap + TRIM_STEP + 500)}
    _trim(cache, cap)
    # One step at most, the oldest entries first: a move never pays for freeing them all.
    assert len(cache) == cap + 500
    assert min(cache) == TRIM_STEP and max(cache) == cap + TRIM_STEP + 499
    _trim(cache, cap)
    assert len(cache) == cap and min(cache) == TRIM_STEP + 500
    _trim(cache, cap)
    assert len(cache) == cap  # at the cap: nothing to do


def test_trim_caches_keeps_the_solvers_caches_near_the_cap_and_the_solve_exact() -> None:
    from game.ai.endgame.tables import trim_caches

    g = next(random_endgames(PRESETS["podkidnoy"], 1, max_hand=6, seed=5))
    t = tables(g)
    t.red_cache.update({-(i + 1): i for i in range(5_000)})  # keys no state maps to
    t.leads_cache.update({-(i + 1): () for i in range(5_000)})
    reference = solve(g, g.to_act)
    trim_caches(g, 1_000)
    assert len(t.red_cache) <= 1_000 and len(t.leads_cache) <= 250
    again = solve(g, g.to_act)
    assert again.exact and again.value == reference.value


def test_a_pool_of_caches_is_trimmed_without_touching_the_others() -> None:
    from game.ai.endgame.tables import trim_caches
    from game.ai.normal import COUNT_OUT_POOL, count_out

    g = next(random_endgames(PRESETS["podkidnoy"], 1, max_hand=4, seed=6))
    shared, own = tables(g), tables(g, COUNT_OUT_POOL)
    assert shared is not own
    shared.red_cache.update({-(i + 1): i for i in range(5_000)})
    own.red_cache.update({-(i + 1): i for i in range(5_000)})
    trim_caches(g, 1_000, COUNT_OUT_POOL)
    assert len(own.red_cache) <= 1_000 and len(shared.red_cache) >= 5_000
    # Normal's count-out solves and trims in its own pool: Hard's caches stay as they were.
    before = [dict(c) for c in (shared.red_cache, shared.tranks_cache, shared.pext_cache)]
    size = len(own.red_cache) + len(own.tranks_cache) + len(own.pext_cache)
    count_out(g.view(g.to_act), Budget(nodes=20_000))
    assert [shared.red_cache, shared.tranks_cache, shared.pext_cache] == before
    assert len(own.red_cache) + len(own.tranks_cache) + len(own.pext_cache) > size


def test_a_solution_pickles() -> None:
    # Compiled, a frozen dataclass pickles only through its own __reduce__ (docs/compiled.md).
    game = position(PRESETS["podkidnoy"], "8S 7C TC", "TS AS 9C", attacker=0, trump_suit=1)
    sol = solve(game, 0)
    assert pickle.loads(pickle.dumps(sol)) == sol
