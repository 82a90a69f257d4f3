"""Property tests of the cheating mode: over every preset, with cheats, calls and undos at
random, no card is lost or duplicated, a correct call restores exactly the game before the cheat
(at the end of a game too, where the result waits for every seat), the record replays exactly
and every game ends."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.engine import PRESETS, Action, ActionKind, Game, Phase, Teams
from game.engine.cheating import call_actions, cheat_actions, open_cheats
from game.engine.record import GameRecord

#: a generous bound on the moves of one game: STALLED_BOUTS and the once-per-bout limits keep
#: every game finite; a random game needs a few hundred
MAX_MOVES = 20_000


class CheatingGame(RuleBasedStateMachine):
    game: Game
    moves: int

    @initialize(
        name=st.sampled_from(sorted(PRESETS)),
        players=st.integers(2, 4),
        seed=st.integers(0, 10_000),
        penalties=st.booleans(),
    )
    def start(self, name: str, players: int, seed: int, penalties: bool) -> None:
        rules = replace(PRESETS[name], cheating=True)
        if penalties:
            rules = replace(rules, cheat_penalty=1, false_call_penalty=1)
        if rules.teams is not Teams.NONE:
            players = 4
        self.game = Game.new(rules, players, seed=seed)
        self.moves = 0

    def options(self) -> list[Action]:
        g = self.game
        out = list(g.legal_actions()) + cheat_actions(g)
        for seat in range(g.n):
            out += call_actions(g, seat)
        return out

    @rule(pick=st.integers(0, 10_000), cheat=st.booleans())
    def move(self, pick: int, cheat: bool) -> None:
        g = self.game
        if g.is_over:
            return
        # Cheats and calls half the time, so that undos happen often.
        extra = cheat_actions(g) + [a for s in range(g.n) for a in call_actions(g, s)]
        options = extra if cheat and extra else list(g.legal_actions())
        self.apply(options[pick % len(options)])

    def apply(self, action: Action) -> None:
        """Apply ``action``; a correct call must leave exactly the game before the cheat it undid."""
        g = self.game
        accused = action.seats[1] if action.kind is ActionKind.CALL else -1
        hit = next((c for c in open_cheats(g) if c.seat == accused), None)
        g.apply(action)
        self.moves += 1
        if hit is not None and not g.rules.cheat_penalty:  # a penalty draws after the undo
            assert g.state_dict() == GameRecord.of(g).replay(upto=hit.move).state_dict()

    @rule()
    def play_out(self) -> None:
        """Finish the game honestly but for the cheats the menu offers first."""
        g = self.game
        while not g.is_over:
            options = self.options()
            self.apply(options[(self.moves * 7919) % len(options)])
            assert self.moves < MAX_MOVES, "the game did not end"
        assert not open_cheats(g)
        assert GameRecord.of(g).replay().state_dict() == g.state_dict()

    @invariant()
    def no_card_lost_or_duplicated(self) -> None:
        g = self.game
        masks = [*g.hands, g.discard, g.table, *(1 << c for c in g.deck)]
        union = 0
        for m in masks:
            assert not union & m, "a card is in two places"
            union |= m
        assert union == (1 << g.rules.deck_size) - 1, "a card is lost"

    @invariant()
    def a_decided_result_waits_for_each_seat_in_turn(self) -> None:
        g = self.game
        if g.phase == Phase.DECIDED:
            assert g.result is not None and g.pending and g.to_act == g.pending[0]
            assert g.legal_actions() == [Action.parse("pass")]
        elif g.is_over:
            assert not open_cheats(g) and not any(call_actions(g, s) for s in range(g.n))

    @invariant()
    def open_cheats_are_in_the_window(self) -> None:
        g = self.game
        for c in open_cheats(g):
            assert c.bout in (g.bout_no, g.bout_no - 1)
            assert g.history[c.move] == c.action


CheatingGame.TestCase.settings = settings(max_examples=60, stateful_step_count=40)
TestCheatingGame = CheatingGame.TestCase


@settings(max_examples=100)
@given(name=st.sampled_from(sorted(PRESETS)), players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_games_to_their_decided_end_conserve_cards_undo_exactly_and_end(
    name: str, players: int, seed: int
) -> None:
    """Whole random games, cheats and calls a third of the time: the last move's cheat and any cheat
    still open when the game is decided may be called, and each correct call undoes exactly."""
    machine = CheatingGame()
    rules = replace(PRESETS[name], cheating=True)
    machine.game = Game.new(rules, 4 if rules.teams is not Teams.NONE else players, seed=seed)
    machine.moves = 0
    g, rng = machine.game, random.Random(seed)
    while not g.is_over:
        extra = cheat_actions(g) + [a for s in range(g.n) for a in call_actions(g, s)]
        options = extra if extra and rng.random() < 0.3 else list(g.legal_actions())
        machine.apply(rng.choice(options))
        machine.no_card_lost_or_duplicated()
        machine.a_decided_result_waits_for_each_seat_in_turn()
        assert machine.moves < MAX_MOVES, "the game did not end"
    assert GameRecord.of(g).replay().state_dict() == g.state_dict()
