"""Property tests: random legal play under random rules keeps every invariant of the game.

Two drivers share one set of invariants (``check``):

* ``test_random_games_keep_every_invariant`` plays whole games (every preset, 2–6+
  players, 24/36/52-card and generalized decks, random extra options) with choices
  drawn from a seed, checking after every action;
* ``DurakMachine`` is a hypothesis state machine that picks the actions itself (so a
  failure shrinks to a short list of moves) and also tries illegal actions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from game.engine import (
    PRESETS,
    Action,
    ActionKind,
    FirstAttacker,
    Game,
    IllegalActionError,
    Phase,
    ReasonCode,
    Rules,
    Teams,
    ThrowIn,
)
from game.engine import events as ev
from game.engine.rules import STALLED_BOUTS

LIMIT_EVENTS = (ev.BoutStarted, ev.Transferred, ev.TrumpShown)


# ------------------------------------------------------------------ set-ups
#: the cheating mode admits illegal moves: its properties are in test_cheating_properties.py
HONEST = {name: rules for name, rules in PRESETS.items() if not rules.cheating}


@dataclass(frozen=True)
class Setup:
    rules: Rules
    players: int
    seed: int


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    rules = HONEST[draw(st.sampled_from(sorted(HONEST)))]
    deck = draw(st.sampled_from(["24", "36", "36", "52", "generalized"]))
    if deck == "generalized":
        rules = replace(rules, suits=draw(st.integers(2, 6)), ranks=draw(st.integers(2, 15)))
    else:
        rules = rules.with_deck(int(deck))
    rules = replace(
        rules,
        draws=draw(st.booleans()),
        trump_exchange=draw(st.booleans()),
        redeal_on_suit=draw(st.sampled_from([None, None, 5])),
        multi_lead=draw(st.sampled_from([True, True, False])),
        first_attacker=draw(st.sampled_from([FirstAttacker.LOWEST_TRUMP, FirstAttacker.RANDOM])),
        first_bout_limit=draw(st.sampled_from([None, rules.first_bout_limit, 5, 2])),
        max_attack=draw(st.sampled_from([6, 6, 6, 3])),
    )
    if rules.teams is not Teams.NONE:
        rules = replace(
            rules,
            teams=draw(st.sampled_from([Teams.PAIRS, Teams.TRIPLES])),
            team_wins_on_first_out=draw(st.booleans()),
        )
        players = draw(st.sampled_from([4, 6]))
    else:
        players = draw(st.integers(2, 8))
    rules = replace(rules, throw_in=draw(st.sampled_from([rules.throw_in, rules.throw_in, *ThrowIn])))
    # Keep only playable combinations (more than six players needs a big deck).
    if rules.problems(players):
        players = 2
        if rules.teams is not Teams.NONE:
            rules = replace(rules, teams=Teams.NONE, team_wins_on_first_out=False)
        if rules.deck_size < rules.hand_size * 2:
            rules = replace(rules, suits=4, ranks=9)
    assert not rules.problems(players), (rules, players)
    return Setup(rules, players, draw(st.integers(0, 2**31)))


# --------------------------------------------------------------- invariants
@dataclass
class Track:
    """What the checker remembers between actions."""

    start_hand: int = -1  # the defender's hand when he became defender
    steps: int = 0


def _popcount(x: int) -> int:
    return bin(x).count("1")


def expected_cap(g: Game) -> int:
    r = g.rules
    if r.seven_card:
        return r.hand_size
    if g.bout_no == 0 and r.first_bout_limit is not None:
        return min(r.max_attack, r.first_bout_limit)
    return r.max_attack


def note_events(g: Game, events: list[ev.Event], track: Track) -> None:
    if any(isinstance(e, LIMIT_EVENTS) for e in events) and not g.is_over and g.defender >= 0:
        track.start_hand = g.hand_size(g.defender)


def check(g: Game, track: Track) -> None:
    rules, n, d = g.rules, g.players, g.d
    # Every card is in exactly one place.
    deck_mask = 0
    for c in g.deck:
        deck_mask |= 1 << c
    places = [*g.hands, deck_mask, g.table, g.discard]
    assert sum(_popcount(m) for m in places) == rules.deck_size
    union = 0
    for m in places:
        union |= m
    assert union == d.all_mask
    assert len(g.deck) == _popcount(deck_mask)
    table = 0
    for a, b in zip(g.att_cards, g.def_cards, strict=True):
        table |= 1 << a
        if b >= 0:
            table |= 1 << b
            assert d.beaten_by[a] >> b & 1, "a defence card must beat its attack card"
    assert table == g.table
    # What everybody knows about a hand is in that hand.
    for p in range(n):
        assert g.known[p] & ~g.hands[p] == 0
    if g.deck:
        assert g.deck[0] == g.trump_card, "the face-up trump card lies at the bottom"
    assert g.trump == d.cards[g.trump_card].suit
    # Out players hold nothing; the out order lists exactly the out players.
    assert sorted(g.out_order) == [p for p in range(n) if g.is_out(p)]
    for p in g.out_order:
        assert g.hands[p] == 0
    if g.is_over:
        res = g.result
        assert res is not None and g.legal_actions() == [] and g.to_act == -1
        if res.draw:
            # a draw by the rules, or a game that went round without end (docs/rules.md, "Every
            # game ends": a stalled game is a draw whatever the draw rule says)
            assert res.durak is None and (rules.draws or res.stalled)
        elif rules.teams is Teams.NONE:
            assert res.durak is not None
            holding = [p for p in range(n) if not g.is_out(p)]
            assert holding in ([res.durak], [])
        else:
            assert res.losing_team is not None
        return
    assert g.result is None
    legal = g.legal_actions()
    assert legal, "the player to act must have a legal action"
    assert len(set(legal)) == len(legal)
    assert not g.is_out(g.to_act)
    if g.phase == Phase.REDEAL:
        assert set(legal) == {Action(ActionKind.REDEAL), Action(ActionKind.PASS)}
        return
    # Roles.
    att, dfd = g.attacker, g.defender
    assert not g.is_out(att) and not g.is_out(dfd) and att != dfd
    assert dfd == g._next_defender(att)
    if rules.teams is not Teams.NONE:
        assert g.team_of(att) != g.team_of(dfd)
        assert all(g.team_of(p) != g.team_of(dfd) for p in g.throwers)
    assert dfd not in g.throwers and all(not g.is_out(p) for p in g.throwers)
    if rules.seven_card:
        assert g.throwers == ()
    else:
        # The attacker always may add to his own attack, and is asked first.
        assert g.throwers[0] == att
    if rules.throw_in is ThrowIn.NEIGHBOURS:
        # The defender's neighbours, and the attacker even when he does not sit beside the
        # defender (team-mates or players out between them).
        assert set(g.throwers) <= {g._prev_active(dfd), g._next_active(dfd), att}
    # Limits.
    cap = expected_cap(g)
    assert g.cap == cap <= max(rules.max_attack, rules.hand_size if rules.seven_card else 0)
    assert track.start_hand >= 0
    assert g.limit == min(cap, track.start_hand)
    count = len(g.att_cards)
    assert count <= g.limit
    unbeaten = sum(1 for b in g.def_cards if b < 0)
    assert unbeaten <= g.hand_size(dfd)
    if g.phase in (Phase.LEAD, Phase.EXCHANGE):
        assert count == 0 and not g.took
        # Everyone still in the game holds cards at the start of a bout.
        assert all(g.hands[p] for p in range(n) if not g.is_out(p))
        if g.phase == Phase.LEAD:
            assert g.to_act == att
            # A lead is built card by card (``add``, then ``attack``), each step one card, the lead
            # never over the limit nor of two ranks (but in the 7-card game), two actions per card.
            assert all(a.kind in (ActionKind.ATTACK, ActionKind.ADD) and len(a.cards) == 1 for a in legal)
            assert len(legal) <= 2 * g.hand_size(att)
            lead = g.d.cards_of(g.lead_cards)
            assert g.lead_cards & ~g.hands[att] == 0 and len(lead) < max(g.limit, 1)
            for a in legal:
                if lead and not rules.seven_card:
                    assert rules.multi_lead and len({c.rank for c in (*lead, a.card)}) == 1
        else:
            assert set(legal) == {Action(ActionKind.EXCHANGE), Action(ActionKind.PASS)}
    elif g.phase == Phase.DEFEND:
        assert g.to_act == dfd and unbeaten > 0 and not g.took
        assert Action(ActionKind.TAKE) in legal
        beaten = count - unbeaten
        for a in legal:
            if a.kind in (ActionKind.TRANSFER, ActionKind.SHOW):
                assert rules.transfer and beaten == 0
                nxt = g._next_defender(dfd)
                extra = 1 if a.kind is ActionKind.TRANSFER else 0
                assert count + extra <= min(cap, g.hand_size(nxt))
    elif g.phase == Phase.THROW:
        assert g.to_act in g.throwers
        assert unbeaten == 0 or g.took
        assert count < g.limit
        # Whoever holds cards is asked, matching or not: a throw of every card of a rank on
        # the table, and always PASS (possibly PASS alone).
        assert g.hand_size(g.to_act) > 0
        ranks = {d.cards[c].rank for c in range(len(d.cards)) if g.table >> c & 1}
        throws = {Action(ActionKind.THROW, (c,)) for c in g.hand(g.to_act) if c.rank in ranks}
        assert set(legal) == throws | {Action(ActionKind.PASS)}
    else:
        raise AssertionError(f"unexpected phase {g.phase}")


def all_actions(g: Game) -> list[Action]:
    """Every action one could write for this deck (a superset of anything legal)."""
    out = [Action(k) for k in (ActionKind.TAKE, ActionKind.PASS, ActionKind.REDEAL, ActionKind.EXCHANGE)]
    for c in g.d.cards:
        for k in (ActionKind.ATTACK, ActionKind.ADD, ActionKind.THROW, ActionKind.TRANSFER, ActionKind.SHOW):
            out.append(Action(k, (c,)))
    return out


def try_illegal(g: Game, rng: random.Random) -> None:
    legal = set(g.legal_actions())
    pool = all_actions(g)
    cards = g.d.cards
    for _ in range(3):
        a, b = rng.choice(cards), rng.choice(cards)
        pool.append(Action(ActionKind.BEAT, (b,), a))
        pool.append(Action(ActionKind.ATTACK, tuple(sorted({a, b}))))
    # a whole lead of several cards is not listed but is played as its steps when legal
    illegal = [a for a in pool if a not in legal and not (len(a.cards) > 1 and g.lead_legal(a.cards))]
    before = g.state_dict()
    history = len(g.history)
    for a in rng.sample(illegal, min(4, len(illegal))):
        try:
            g.apply(a)
        except IllegalActionError as e:
            assert str(e.reason) and e.reason.code is not ReasonCode.LEGAL
        else:
            raise AssertionError(f"{a} was accepted but is not in legal_actions()")
        assert g.state_dict() == before
        assert len(g.history) == history


def check_views(g: Game, rng: random.Random) -> None:
    n = g.players
    for seat in range(n):
        v = g.view(seat)
        # Nothing hidden leaks: known cards of others are what everybody knows.
        for p in range(n):
            if p != seat:
                assert v.known[p] == g.known_cards(p)
                assert v._skeleton.hands[p] == g.known[p]
        assert v._skeleton.deck == [] and v._skeleton.start_deck == ()
        assert not set(v.unseen) & set(v.hand)
        hidden = sum(g.hand_size(p) - len(g.known_cards(p)) for p in range(n) if p != seat)
        assert len(v.unseen) == hidden + len(g.deck) - (1 if v.trump_in_deck else 0)
        s = v.sample(rng)
        sv = s.view(seat)
        assert (sv.hand, sv.hand_sizes, sv.known, sv.table, sv.discard) == (
            v.hand,
            v.hand_sizes,
            v.known,
            v.table,
            v.discard,
        )
        assert (sv.deck_size, sv.trump_card, sv.trump_in_deck, sv.phase, sv.to_act, sv.legal) == (
            v.deck_size,
            v.trump_card,
            v.trump_in_deck,
            v.phase,
            v.to_act,
            v.legal,
        )
        if n == 2 and not g.deck:
            opp = 1 - seat
            assert set(v.unseen) | set(v.known[opp]) == set(g.hand(opp))
            assert v.is_perfect_information
            assert s.state_dict() == g.state_dict()
        if seat == g.to_act:
            check_turn_order_is_public(g, s)


def check_turn_order_is_public(g: Game, sample: Game) -> None:
    """Who acts after an action depends only on what everybody knows, not on hidden cards.

    The same action in the real game and in a game dealt at random consistently with the
    actor's view must hand the turn to the same seat in the same phase.  Exceptions, by the
    rules: the redeal and exchange offers go to whoever holds five of a suit or the lowest
    trump (a documented limitation).
    """
    if g.phase == Phase.REDEAL:
        return
    legal = g.legal_actions()
    for a in {legal[0], legal[-1]}:
        real, other = g.copy(), sample.copy()
        real.apply(a)
        other.apply(a)
        if Phase.EXCHANGE in (real.phase, other.phase) or Phase.REDEAL in (real.phase, other.phase):
            continue
        assert _turn(real) == _turn(other), a


def _turn(g: Game) -> tuple[object, ...]:
    return (g.phase, g.to_act, g.attacker, g.defender, g.limit, g.is_over)


def bound(g: Game) -> int:
    return 40 * g.rules.deck_size + 400


def play_out(setup: Setup, views_every: int = 7, illegal_every: int = 5) -> Game:
    g = Game.new(setup.rules, setup.players, seed=setup.seed)
    rng = random.Random(setup.seed)
    track = Track()
    note_events(g, list(g.start_events), track)
    check(g, track)
    while not g.is_over:
        track.steps += 1
        assert track.steps < bound(g), "the game does not end"
        if track.steps % illegal_every == 0:
            try_illegal(g, rng)
        if track.steps % views_every == 0:
            check_views(g, rng)
        legal = g.legal_actions()
        i = rng.randrange(len(legal))
        if track.steps % 11 == 0:
            # Copies and the fast path behave exactly like the original.
            c1, c2 = g.copy(), g.copy(quiet=False)
            c1.apply_index(i)
            c2.apply(legal[i])
        else:
            c1 = c2 = None
        events = g.apply(legal[i])
        note_events(g, events, track)
        if c1 is not None and c2 is not None:
            assert c1.state_dict() == g.state_dict() == c2.state_dict()
        check(g, track)
    check_views(g, rng)
    return g


@settings(max_examples=150)
@given(setups())
def test_random_games_keep_every_invariant(setup: Setup) -> None:
    play_out(setup)


def test_every_preset_and_player_count_plays_out() -> None:
    """A deterministic sweep: each preset with each player count it allows on 36 (or 52) cards."""
    for _name, rules in sorted(HONEST.items()):
        counts = [4, 6] if rules.teams is not Teams.NONE else list(range(2, 7))
        for n in counts:
            r = rules if not rules.problems(n) else rules.with_deck(52)
            if r.problems(n):
                continue
            g = play_out(Setup(r, n, seed=n), views_every=29, illegal_every=37)
            assert g.result is not None


# ----------------------------------------------------------- state machine
class DurakMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.g: Game | None = None
        self.track = Track()
        self.rng = random.Random(0)

    @initialize(setup=setups())
    def start(self, setup: Setup) -> None:
        self.g = Game.new(setup.rules, setup.players, seed=setup.seed)
        self.rng = random.Random(setup.seed)
        self.track = Track()
        note_events(self.g, list(self.g.start_events), self.track)

    @precondition(lambda self: self.g is not None and not self.g.is_over)
    @rule(data=st.data())
    def act(self, data: Any) -> None:
        assert self.g is not None
        legal = self.g.legal_actions()
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
        note_events(self.g, self.g.apply(action), self.track)

    @precondition(lambda self: self.g is not None)
    @rule()
    def illegal(self) -> None:
        assert self.g is not None
        try_illegal(self.g, self.rng)

    @precondition(lambda self: self.g is not None)
    @rule()
    def views(self) -> None:
        assert self.g is not None
        check_views(self.g, self.rng)

    @invariant()
    def consistent(self) -> None:
        if self.g is not None:
            check(self.g, self.track)


DurakMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=150,
    suppress_health_check=[*settings().suppress_health_check, HealthCheck.filter_too_much],
)
TestDurakMachine = DurakMachine.TestCase


# ---------------------------------------------------------------------------- every game ends
def bout_bound(g: Game) -> int:
    """docs/rules.md, "Every game ends": idle runs between bouts that draw, discard or send a player out."""
    return (g.rules.deck_size + g.rules.deck_size // 2 + g.players + 1) * STALLED_BOUTS


def stalling_choice(g: Game, rng: random.Random, stubborn: float) -> Action:
    """Mostly the play that keeps cards in hands: take when defending, lead one card, add nothing."""
    legal = g.legal_actions()
    if rng.random() < stubborn:
        for kind in (ActionKind.TAKE, ActionKind.PASS):
            for a in legal:
                if a.kind is kind:
                    return a
        singles = [a for a in legal if a.kind is ActionKind.ATTACK and len(a.cards) == 1]
        if singles:
            return rng.choice(singles)
    return rng.choice(legal)


@settings(max_examples=60)
@given(
    st.integers(2, 6),
    st.integers(2, 13),
    st.integers(3, 6),
    st.sampled_from([0.9, 0.99, 1.0]),
    st.integers(0, 10**6),
)
def test_every_game_ends_within_its_bound(
    suits: int, ranks: int, players: int, stubborn: float, seed: int
) -> None:
    rules = Rules(suits=suits, ranks=ranks, hand_size=min(6, suits * ranks // players))
    if rules.problems(players):
        return
    g = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        steps += 1
        # a bout is bounded by its cards and its throwers' passes; this only stops a broken engine
        assert steps < 50 * bout_bound(g), "the game does not end"
        g.apply(stalling_choice(g, rng, stubborn))
    assert g.bout_no <= bout_bound(g)
    assert g.result is not None
    if g.result.stalled:
        assert g.result.draw and g.result.durak is None and g.idle_bouts == STALLED_BOUTS
