"""The largest legal-action list over random games (issue 18: leads built card by card).

    python bench/action_space.py [--games N] [--seed S]

Plays N random 7-card games (2-5 players, the 36- and 52-card decks) and N random games on
generalized decks (2-21 suits, 2-13 ranks, hand sizes 3-9, every lead option), choosing
uniformly among the legal actions, and reports the largest list met (and where).  Before
leads were built card by card, one 52-card 7-card position listed 87,772 leads.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import Game, Rules
from game.engine.rules import MAX_SUITS


def seven_card(rng: random.Random) -> tuple[Rules, int]:
    ranks = rng.choice([9, 13])
    players = rng.randint(2, 5 if ranks == 13 else 4)
    return Rules(ranks=ranks, hand_size=7, seven_card=True), players


def generalized(rng: random.Random) -> tuple[Rules, int]:
    while True:
        seven = rng.random() < 0.5
        hand = 7 if seven else rng.randint(3, 9)
        rules = Rules(
            suits=rng.randint(2, MAX_SUITS),
            ranks=rng.randint(2, 13),
            hand_size=hand,
            max_attack=hand if seven else rng.randint(1, 9),
            multi_lead=rng.random() < 0.8,
            seven_card=seven,
        )
        players = rng.randint(2, 6)
        if not rules.problems(players):
            return rules, players


def largest(games: int, seed: int, deal: str) -> tuple[int, str]:
    rng = random.Random(seed)
    most, where = 0, ""
    for k in range(games):
        rules, players = seven_card(rng) if deal == "seven" else generalized(rng)
        g = Game.new(rules, players, seed=rng.randrange(1 << 30), quiet=True)
        steps = 0
        while not g.is_over and steps < 20_000:
            legal = g.legal_actions()
            if len(legal) > most:
                most = len(legal)
                where = f"game {k}: {rules.suits}x{rules.ranks}, hand {rules.hand_size}, {players} players"
            g.apply_index(rng.randrange(len(legal)))
            steps += 1
    return most, where


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=18)
    args = ap.parse_args()
    for deal in ("seven", "generalized"):
        most, where = largest(args.games, args.seed, deal)
        print(f"{deal}: {args.games} games, largest legal-action list {most} ({where})")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak RSS {rss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
