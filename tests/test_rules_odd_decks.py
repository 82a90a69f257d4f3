"""Every action the engine offers applies, on any deck the rules allow, with cheating and the house
penalties on (issue 38: penalties emptied the stock under an offered trump exchange, and taking it
crashed the engine).

A random rule set over generalized decks — suits, ranks, players, hand size and every option — is
played with calls and cheats often, so that penalties drain the stock early.  At every step each
action offered (``legal_actions()``, the cheat menu, every seat's calls) is applied to a copy: none
may raise, and none may lose or duplicate a card.  In ``make test-compiled`` too (the file name
matches the Makefile's COMPILED_TESTS).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import Action, FirstAttacker, Game, Rules, Teams, ThrowIn
from game.engine.cheating import call_actions, cheat_actions
from game.engine.rules import MAX_SUITS

#: actions played per game: enough for penalties to empty the stock of a small deck, and for
#: bouts on an empty stock after that (a whole game on a big deck would take thousands)
STEPS = 160


@dataclass(frozen=True)
class Setup:
    rules: Rules
    players: int
    seed: int


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    seven = draw(st.sampled_from([False, False, False, True]))
    rules = Rules(
        suits=draw(st.integers(2, MAX_SUITS)),
        ranks=draw(st.integers(2, 16)),
        hand_size=7 if seven else draw(st.integers(3, 7)),
        seven_card=seven,
        transfer=not seven and draw(st.booleans()),
        transfer_by_showing_trump=draw(st.booleans()),
        trump_exchange=draw(st.sampled_from([True, True, False])),
        redeal_on_suit=draw(st.sampled_from([None, 3, 5])),
        multi_lead=draw(st.booleans()),
        throw_in=draw(st.sampled_from(list(ThrowIn))),
        first_attacker=draw(st.sampled_from(list(FirstAttacker))),
        first_bout_limit=draw(st.sampled_from([None, 5, 2])),
        max_attack=draw(st.sampled_from([6, 8, 3])),
        draws=draw(st.booleans()),
        cheating=True,
        cheat_penalty=draw(st.integers(0, 3)),
        false_call_penalty=draw(st.integers(1, 3)),
    )
    rules = replace(
        rules,
        transfer_by_showing_trump=rules.transfer and rules.transfer_by_showing_trump,
        redeal_on_suit=None if rules.redeal_on_suit is None else min(rules.redeal_on_suit, rules.hand_size),
    )
    if draw(st.integers(0, 3)) == 0:
        rules = replace(
            rules,
            teams=draw(st.sampled_from([Teams.PAIRS, Teams.TRIPLES])),
            team_wins_on_first_out=draw(st.booleans()),
        )
        players = 6 if rules.teams is Teams.TRIPLES else draw(st.sampled_from([4, 6]))
    else:
        players = draw(st.integers(2, 8))
    # Keep only playable combinations: fewer players, then a deck large enough to deal them.
    while rules.problems(players) and players > 2:
        players -= 1
        if rules.teams is not Teams.NONE:
            rules = replace(rules, teams=Teams.NONE, team_wins_on_first_out=False)
    if rules.problems(players):
        rules = replace(rules, suits=max(rules.suits, 4), ranks=max(rules.ranks, 4))
    assert not rules.problems(players), (rules, players, rules.problems(players))
    return Setup(rules, players, draw(st.integers(0, 2**31)))


def offered(g: Game) -> list[Action]:
    """Everything a player may do now: the legal actions, the cheat menu and every seat's calls."""
    out = list(g.legal_actions()) + cheat_actions(g)
    for seat in range(g.n):
        out += call_actions(g, seat)
    return out


def cards_in_place(g: Game) -> None:
    union = 0
    for m in [*g.hands, g.discard, g.table, *(1 << c for c in g.deck)]:
        assert not union & m, "a card is in two places"
        union |= m
    assert union == (1 << g.rules.deck_size) - 1, "a card is lost"


@settings(max_examples=40)
@given(setups())
def test_every_offered_action_applies_with_cheats_and_penalties(setup: Setup) -> None:
    g = Game.new(setup.rules, setup.players, seed=setup.seed)
    rng = random.Random(setup.seed)
    for _ in range(STEPS):
        if g.is_over:
            break
        options = offered(g)
        for action in options:
            trial = g.copy()
            trial.apply(action)
            cards_in_place(trial)
        legal = g.legal_actions()
        # a cheat or a call two times in five: wrong calls draw penalties and drain the stock
        extra = options[len(legal) :]
        g.apply(rng.choice(extra if extra and rng.random() < 0.4 else legal))
        cards_in_place(g)
