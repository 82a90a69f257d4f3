"""Helpers for the AI tests: fixed deals and positions reached by seeded play."""

from __future__ import annotations

import random
from dataclasses import replace

from game.engine import Card, Game, Phase, PlayerView, Rules, preset


def cards(text: str) -> list[Card]:
    return [Card.parse(w) for w in text.split()]


def fixed_deal(rules: Rules, hands: list[str], rest: str) -> Game:
    """A game whose seat ``i`` is dealt ``hands[i]``; ``rest`` is the deck, top card first, trump last."""
    hs = [cards(h) for h in hands]
    order: list[Card] = []
    for k in range(rules.hand_size):
        for h in hs:
            order.append(h[k])
    order += cards(rest)
    return Game.new(rules, len(hands), deck=order)


def full_deck_rest(rules: Rules, hands: list[str], trump: str) -> str:
    """The cards not in ``hands`` (and not the trump card), then the trump card last."""
    used = {c for h in hands for c in cards(h)} | {Card.parse(trump)}
    g = Game.new(rules, 2, seed=0)
    rest = [c for c in g.d.cards if c not in used]
    return " ".join(str(c) for c in rest) + " " + trump


def views_by_phase(rules: Rules, players: int, seeds: range, want: set[Phase]) -> dict[Phase, PlayerView]:
    """One view per wanted phase, from random play on the given seeds."""
    found: dict[Phase, PlayerView] = {}
    rng = random.Random(11)
    for seed in seeds:
        g = Game.new(rules, players, seed=seed)
        while not g.is_over:
            ph = Phase(g.phase)
            if ph in want and ph not in found and len(g.legal_actions()) > 1:
                found[ph] = g.view(g.to_act)
            if len(found) == len(want):
                return found
            g.apply(rng.choice(g.legal_actions()))
    return found


def variants() -> list[tuple[str, Rules, int]]:
    """Every preset at 2 players (4 for teams) plus option-heavy tables."""
    out: list[tuple[str, Rules, int]] = []
    for name in ("podkidnoy", "perevodnoy", "proyezdnoy", "seven_card", "classic", "neighbours"):
        out.append((name, preset(name), 2))
    out.append(("teams-4", preset("teams"), 4))
    out.append(
        ("teams-6-triples", replace(preset("teams"), teams=preset("teams").teams.__class__("triples")), 6)
    )
    out.append(("perevodnoy-3", preset("perevodnoy"), 3))
    out.append(("proyezdnoy-5", preset("proyezdnoy"), 5))
    out.append(("neighbours-6", preset("neighbours"), 6))
    out.append(("options-3", replace(preset("perevodnoy"), redeal_on_suit=3, trump_exchange=True), 3))
    out.append(
        ("options-24", replace(preset("podkidnoy").with_deck(24), redeal_on_suit=3, trump_exchange=True), 2)
    )
    return out


def find_view(rules: Rules, players: int, pred, seeds: range = range(200)) -> PlayerView | None:  # type: ignore[no-untyped-def]
    """The first view (of the seat to act) on random play that satisfies ``pred(view)``."""
    rng = random.Random(5)
    for seed in seeds:
        g = Game.new(rules, players, seed=seed)
        while not g.is_over:
            v = g.view(g.to_act)
            if pred(v):
                return v
            g.apply(rng.choice(g.legal_actions()))
    return None
