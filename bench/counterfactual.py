"""Which of a fast player's decisions cost it games: every alternative played out on the true deck.

    python bench/counterfactual.py --player normal --opponent easy --games 300 --seed 5000

Plays two-player games (the player on each seat in turn, duplicate deals).  At each of
the player's decisions with a choice (lead, defence, throw-in), every other legal action
is applied to a copy of the game, which both players then finish as they would, on the
real (hidden) order of the deck.  The difference of the outcomes (1 not the durak, ½ a
draw, 0 the durak) is a sample of how much better the alternative is, given what the
player could know: the true deck is one draw from the deals consistent with its view.
Averaged over many decisions of one kind it shows a rule of thumb that loses — or one
that only seems to, since the game after the alternative is played by the same rules.

Only for players that remember nothing outside the view and decide deterministically
(``easy``, ``normal``); it prints the kinds of decision (phase, deck: thick ≥ 13 cards,
thin, empty; the kind of action chosen and of the alternative, ``T`` a trump, the number
of cards if more than one) with the largest total gain, then those with the largest loss.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.easy import easy_choice
from game.ai.heuristics import tables
from game.ai.normal import normal_choice
from game.ai.search.policy import rewards
from game.engine import Action, Game, Phase, PlayerView, preset

Choice = Callable[[PlayerView], Action]
CHOICES: dict[str, Choice] = {"easy": easy_choice, "normal": normal_choice}
MAX_STEPS = 3000
Sample = tuple[tuple[str, ...], float]


def finish(g: Game, me: int, mine: Choice, theirs: Choice) -> float:
    steps = 0
    while not g.is_over and steps < MAX_STEPS:
        v = g.view(g.to_act)
        g.apply(mine(v) if g.to_act == me else theirs(v))
        steps += 1
    return rewards(g)[me] if g.is_over else 0.5  # an endless game counts as a draw


def describe(view: PlayerView, a: Action) -> str:
    if not a.cards:
        return a.kind.name
    t = tables(view.rules.suits, view.rules.ranks, view.trump_suit)
    trump = "T" if t.is_trump(t.d.index[a.cards[0]]) else ""
    many = str(len(a.cards)) if len(a.cards) > 1 else ""
    return f"{a.kind.name}{trump}{many}"


def deck_stage(n: int) -> str:
    return "thick" if n >= 13 else ("thin" if n > 0 else "empty")


def one_deal(args: tuple[str, str, str, int]) -> list[Sample]:
    player, opponent, preset_name, seed = args
    mine, theirs = CHOICES[player], CHOICES[opponent]
    out: list[Sample] = []
    for me in (0, 1):
        g = Game.new(preset(preset_name), 2, seed=seed)
        while not g.is_over:
            v = g.view(g.to_act)
            if g.to_act != me:
                g.apply(theirs(v))
                continue
            a = mine(v)
            if len(v.legal) > 1 and v.phase in (Phase.LEAD, Phase.DEFEND, Phase.THROW):
                outcome = {}
                for b in v.legal:
                    c = g.copy()
                    c.apply(b)
                    outcome[b] = finish(c, me, mine, theirs)
                for b, x in outcome.items():
                    if b != a:
                        key = (v.phase.name, deck_stage(v.deck_size), describe(v, a), describe(v, b))
                        out.append((key, x - outcome[a]))
            g.apply(a)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--player", choices=sorted(CHOICES), default="normal")
    ap.add_argument("--opponent", choices=sorted(CHOICES), default="easy")
    ap.add_argument("--preset", default="podkidnoy")
    ap.add_argument("--games", type=int, default=300, help="deals (each played twice, seats swapped)")
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--top", type=int, default=12)
    a = ap.parse_args(argv)
    tasks = [(a.player, a.opponent, a.preset, a.seed + i) for i in range(a.games)]
    with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
        samples = [s for deal in pool.imap_unordered(one_deal, tasks, chunksize=5) for s in deal]
    groups: dict[tuple[str, ...], list[float]] = collections.defaultdict(list)
    for key, d in samples:
        groups[key].append(d)
    rows = sorted(groups.items(), key=lambda kv: sum(kv[1]))
    print(f"{len(samples)} alternatives at {a.player}'s decisions, {2 * a.games} games vs {a.opponent}")
    print(f"{'total':>8} {'n':>6} {'mean':>8}  phase, deck, chosen → alternative")
    for i, ((phase, stage, chosen, alt), ds) in enumerate(rows[::-1][: a.top] + rows[: a.top]):
        if i == a.top:
            print("   ...")
        print(f"{sum(ds):8.1f} {len(ds):6d} {sum(ds) / len(ds):+8.4f}  {phase}, {stage}, {chosen} → {alt}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
