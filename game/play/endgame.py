"""The durak endgame as a game of its own: deal a position, set up its table, ask the solver.

``deal_endgame`` plays a game of the chosen rules quickly (Easy's habits at every seat) from a seed
until the stock is out and a bout starts with few enough cards in the hands, and returns that
position: the same seed gives the same endgame everywhere.  ``endgame_config`` sets a table up to
play it, the human against Hard (which plays a two-player endgame with the exact solver, and a
larger one as Hard does).  ``outlook`` is the solver's verdict from a seat — who wins with best
play — on a node budget, and ``winning_line`` the moves of best play from a position's start.
Every function here is module-level, so a table asks them in its worker process, off the frame
loop (``Session.submit_side``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.budget import Budget
from game.ai.easy import easy_choice
from game.ai.endgame.solver import solve
from game.engine import Action, ActionKind, Game, Phase, Position, Rules

from .config import GameConfig, variant_name

#: the solver's budget for the "Who wins?" question and each step of the winning line: nodes, not
#: seconds, so that a busy machine gives the same answer later (40,000 take about 1.5 s; the
#: endgames dealt here needed at most some 120,000 from their start, the median under 1,000:
#: docs/ai.md, "The Endgame screen's endgames")
ENDGAME_BUDGET = Budget(nodes=400_000)
#: the most cards the hands of a dealt endgame hold together: enough to play, few enough for the
#: solver to see to the end within its budget in nearly every two-player deal
MOST_CARDS = 14
#: the fewest: an endgame of two or three cards is over before it starts
FEWEST_CARDS = 6
#: games tried per deal before the bounds are given up (a deal that never reaches them is rare)
ATTEMPTS = 64
#: a line longer than this is cut (with transfers the same cards can go round; the engine ends
#: such a game as a draw after 50 idle bouts, long before a person would read so far)
LONGEST_LINE = 400

#: variants the Endgame screen offers, by preset name
VARIANTS = ("podkidnoy", "perevodnoy")


def deal_endgame(rules: Rules, players: int = 2, seed: int = 0, most_cards: int = MOST_CARDS) -> Position:
    """An endgame of ``rules`` for ``players``: the first bout start with the stock out, every seat
    still holding cards and at most ``most_cards`` in the hands, of a game played by Easy's habits.
    The same arguments give the same position."""
    rng = random.Random(f"endgame/{seed}/{players}")
    for _ in range(ATTEMPTS):
        game = Game.new(rules, players, rng.randrange(1 << 31), quiet=True)
        while not game.is_over:
            if _endgame_starts(game):
                held = sum(game.hand_size(s) for s in range(players))
                if held <= most_cards:
                    if held >= min(FEWEST_CARDS, most_cards):
                        return Position.of(game)
                    break
            if any(game.is_out(s) for s in range(players)) and not game.deck_size():
                break  # a seat is out: a smaller table than was asked for
            legal = game.legal_actions()
            # Easy's habits, with a tenth of the moves at random: more varied endgames
            action = rng.choice(legal) if rng.random() < 0.1 else easy_choice(game.view(game.to_act))
            game.apply(action)
    raise ValueError(f"no endgame of at most {most_cards} cards for {players} players from seed {seed}")


def _endgame_starts(game: Game) -> bool:
    return (
        game.deck_size() == 0
        and game.phase == Phase.LEAD
        and not game.lead_in_progress
        and not any(game.is_out(s) for s in range(game.players))
    )


def endgame_config(position: Position, human: int = 0, level: str = "hard") -> GameConfig:
    """A table that plays ``position``: the human at ``human``, every other seat at ``level``."""
    n = position.players
    levels = tuple("human" if s == human else level for s in range(n))
    variant = variant_name(position.rules)
    return GameConfig(position.rules, n, levels, human, preset=variant, position=position)


def solvable(game: Game) -> bool:
    """The exact solver applies: two players, the stock out, the game running."""
    return game.players == 2 and game.deck_size() == 0 and not game.is_over


def outlook(game: Game, seat: int, budget: Budget = ENDGAME_BUDGET) -> int | None:
    """Who wins with best play from here, for ``seat``: +1 it is not the durak, 0 a draw, -1 it is;
    None when the solver did not see to the end within ``budget`` (or cannot: ``solvable``)."""
    if not solvable(game):
        return None
    solution = solve(game.copy(quiet=True), seat, budget)
    return solution.value if solution.exact else None


@dataclass(frozen=True, slots=True)
class Line:
    """Best play from a position's start: each step's seat and action (a lead of several cards as
    one action), and the value of it for ``seat`` (exact unless the solver ran out somewhere)."""

    steps: tuple[tuple[int, Action], ...]
    seat: int
    value: int
    exact: bool


def winning_line(position: Position, seat: int = 0, budget: Budget = ENDGAME_BUDGET) -> Line:
    """The moves of best play for both sides from ``position`` (two players, the stock out), and
    what they bring ``seat``.  Where one side cannot win, it plays for the draw, else it plays any
    move of the same value (the solver's first)."""
    game = Game.from_position(position, quiet=True)
    if not solvable(game):
        raise ValueError("a winning line needs two players and the stock out")
    steps: list[tuple[int, Action]] = []
    lead: list[Action] = []  # the steps of a lead being built
    exact = True
    while not game.is_over and len(steps) < LONGEST_LINE:
        mover = game.to_act
        solution = solve(game, mover, budget, pool="line")
        exact = exact and solution.exact
        best = solution.best
        assert best is not None  # the game is not over
        game.apply(best)
        if best.kind is ActionKind.ADD:
            lead.append(best)
            continue
        if lead and best.kind is ActionKind.ATTACK:
            best = Action(ActionKind.ATTACK, tuple(c for a in lead for c in a.cards) + best.cards)
            lead = []
        steps.append((mover, best))
    result = game.result
    value = 0 if result is None or result.durak is None else (-1 if result.durak == seat else 1)
    return Line(tuple(steps), seat, value, exact and game.is_over)
