"""Endgame puzzles: positions of the two-player durak endgame (the deck empty, nothing hidden) with a
value known from the exact solver, and the ladder of them that the game ships (``puzzles/ladder.json``,
made by ``tools/make_puzzles.py``; docs/puzzles.md).

A puzzle's position is given the way a record gives one: a preset, a seed and the actions to replay
from the deal (every one of them legal, so the position is a real one).  The player sits in the seat to
act there, with a goal — *win from here*, *draw from here* or *as defender, survive* — and the
``answers`` are every first move that keeps the puzzle's value (the ladder prefers positions with a
single one).  The puzzle of the day is a function of the local date only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

from game.ai.endgame.solver import solve
from game.engine import Action, ActionKind, DurakError, Game, Phase, preset
from game.engine.actions import attack
from game.ground import checks, jsonfile
from game.ground.paths import resource_path

FORMAT = "durak-puzzle-ladder"
VERSION = 1
#: win from here (the attacker to lead), draw from here, survive as the defender
GOALS = ("win", "draw", "survive")
#: grades, easiest first
GRADES = (1, 2, 3, 4)
MAX_BYTES = 4 << 20
MAX_DEPTH = 5
#: far more actions than a game takes to empty its deck
MAX_ACTIONS = 400
#: the daily puzzle's order of the ladder is shuffled with this seed (a new ladder: a new order)
DAILY_SEED = 34


class LadderError(ValueError):
    """A ladder file, or a puzzle in it, that this version cannot use."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    id: str
    grade: int
    goal: str
    preset: str
    seed: int
    #: the actions (record notation) that lead from the deal to the position
    actions: tuple[str, ...]
    #: the value for the player with best play: 1 not the durak, 0 a draw
    value: int
    #: every first move (a lead as a whole) that keeps ``value``
    answers: tuple[str, ...]
    #: the solver's tree size at the position, and the player's moves in the solver's line: the grading
    nodes: int = 0
    line: int = 0

    def start(self) -> Game:
        """The position, replayed from the deal (LadderError when the actions do not lead to one)."""
        try:
            game = Game.new(preset(self.preset), 2, self.seed)
            for text in self.actions:
                game.apply(Action.parse(text))
        except DurakError as e:
            raise LadderError(f"puzzle {self.id}: {e}") from None
        if game.is_over or game.deck or game.phase not in (Phase.LEAD, Phase.DEFEND) or game.lead_cards:
            raise LadderError(f"puzzle {self.id}: the actions lead to no endgame position")
        return game

    @property
    def answer_actions(self) -> tuple[Action, ...]:
        return tuple(Action.parse(a) for a in self.answers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "grade": self.grade,
            "goal": self.goal,
            "preset": self.preset,
            "seed": self.seed,
            "actions": list(self.actions),
            "value": self.value,
            "answers": list(self.answers),
            "nodes": self.nodes,
            "line": self.line,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Puzzle:
        if not isinstance(data, dict):
            raise LadderError("a puzzle is an object")
        kinds: dict[str, type] = {
            "id": str,
            "grade": int,
            "goal": str,
            "preset": str,
            "seed": int,
            "actions": list,
            "value": int,
            "answers": list,
            "nodes": int,
            "line": int,
        }
        if set(data) != set(kinds):
            raise LadderError(f"a puzzle has the fields {sorted(data)}, not {sorted(kinds)}")
        for key, kind in kinds.items():
            value = data[key]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise LadderError(f"puzzle field {key}: {value!r} is not a {kind.__name__}")
        try:
            checks.name(data["id"], "id")
            checks.count(data["nodes"], "nodes", 1 << 40)
            checks.count(data["line"], "line")
        except checks.FieldError as e:
            raise LadderError(str(e)) from None
        if data["grade"] not in GRADES or data["goal"] not in GOALS or data["value"] not in (0, 1):
            raise LadderError(f"puzzle {data['id']}: grade, goal or value out of range")
        if (data["goal"] == "draw") != (data["value"] == 0):
            raise LadderError(f"puzzle {data['id']}: its goal and its value disagree")
        moves = data["actions"] + data["answers"]
        short = all(isinstance(a, str) and len(a) < 40 for a in moves)
        if len(moves) > MAX_ACTIONS or not data["answers"] or not short:
            raise LadderError(f"puzzle {data['id']}: actions and answers are up to {MAX_ACTIONS} short words")
        try:
            preset(data["preset"])
        except DurakError as e:
            raise LadderError(str(e)) from None
        return cls(
            data["id"],
            data["grade"],
            data["goal"],
            data["preset"],
            data["seed"],
            tuple(data["actions"]),
            data["value"],
            tuple(data["answers"]),
            data["nodes"],
            data["line"],
        )


@dataclass(frozen=True, slots=True)
class Ladder:
    """The shipped puzzles, easiest first."""

    puzzles: tuple[Puzzle, ...]

    def by_id(self, puzzle_id: str) -> Puzzle | None:
        return next((p for p in self.puzzles if p.id == puzzle_id), None)

    def grade(self, grade: int) -> tuple[Puzzle, ...]:
        return tuple(p for p in self.puzzles if p.grade == grade)

    def daily(self, day: date) -> Puzzle:
        """The puzzle of ``day`` (a local date): the same for everyone, no repeat within as many days
        as the ladder has puzzles."""
        return self.puzzles[daily_order(len(self.puzzles))[day.toordinal() % len(self.puzzles)]]

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "puzzles": [p.to_dict() for p in self.puzzles]}


@cache
def daily_order(count: int) -> tuple[int, ...]:
    """A fixed shuffle of ``range(count)``: day ``n`` gets the puzzle ``order[n % count]``, so the
    grades mix and a puzzle comes back only after all the others."""
    order = list(range(count))
    random.Random(DAILY_SEED).shuffle(order)
    return tuple(order)


def ladder_path() -> Path:
    return resource_path("puzzles", "ladder.json")


def parse_ladder(data: Any) -> Ladder:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LadderError(f"not a puzzle ladder (format should be {FORMAT!r})")
    if data.get("version") != VERSION:
        raise LadderError(f"version {data.get('version')!r} is not {VERSION}")
    items = data.get("puzzles")
    if not isinstance(items, list) or not items:
        raise LadderError("puzzles is not a non-empty array")
    puzzles = tuple(Puzzle.from_dict(p) for p in items)
    if len({p.id for p in puzzles}) != len(puzzles):
        raise LadderError("two puzzles share an id")
    return Ladder(puzzles)


@cache
def shipped_ladder() -> Ladder:
    """The ladder shipped with the game, read once (LadderError, with the reason, when it cannot be used;
    asked again then)."""
    return load_ladder()


def load_ladder(path: Path | None = None) -> Ladder:
    """The ladder shipped with the game (LadderError, with the reason, when it cannot be used)."""
    try:
        return parse_ladder(jsonfile.read_json(path or ladder_path(), MAX_BYTES, MAX_DEPTH))
    except jsonfile.JsonFileError as e:
        raise LadderError(str(e)) from None


# ------------------------------------------------------------------------ moves and values
def whole_moves(game: Game) -> list[Action]:
    """The player to act's moves, a lead of several cards as one move (``attack 9S 9H``)."""
    if game.phase != Phase.LEAD or game.lead_cards:
        return [a for a in game.legal_actions() if a.kind is not ActionKind.ADD]
    hand = sorted(game.hand(game.attacker))
    out: list[Action] = []
    for size in range(1, len(hand) + 1):
        for cards in combinations(hand, size):
            if len({c.rank for c in cards}) == 1 and game.lead_legal(cards):
                out.append(attack(*cards))
    return out


def value_after(game: Game, move: Action, seat: int) -> int:
    """The value for ``seat`` with best play after ``move`` from ``game`` (which is not changed)."""
    child = game.copy()
    child.apply(move)
    return solve(child, seat).value


def whole_best(game: Game, seat: int) -> tuple[int, Action | None]:
    """The value for ``seat`` (to act) and one best move, a lead as a whole."""
    sol = solve(game, seat)
    if sol.best is None or sol.best.kind is not ActionKind.ADD:
        return sol.value, sol.best
    # the solver names a lead by its first step: follow its steps to the whole lead
    probe = game.copy()
    cards = []
    step: Action | None = sol.best
    while step is not None and step.kind is ActionKind.ADD:
        cards.append(step.card)
        probe.apply(step)
        step = solve(probe, seat).best
    assert step is not None and step.kind is ActionKind.ATTACK
    return sol.value, attack(*cards, *step.cards)
