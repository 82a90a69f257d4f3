"""One attempt at a puzzle: the player's moves checked against the exact solver, the opponent's replies
from it, a retry from the start and a hint.

A move that gives away the puzzle's value (a win turned into a loss or a draw, a draw into a loss) is
refused and counted as a mistake; the position stays, so the player tries again.  A move that keeps it
is played, and the opponent answers with a best move of its own until it is the player's turn again or
the game is over — then the puzzle is solved.  :meth:`Attempt.play` and :meth:`Attempt.hint` run the
solver: the table calls them off the frame loop (the ladder's puzzles take a few milliseconds each).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.ai.endgame.solver import solve
from game.engine import Action, ActionKind, Game
from game.play.puzzles import Puzzle, whole_best


class Verdict(str, Enum):
    #: the move keeps the value; the opponent has answered
    RIGHT = "right"
    #: the move gives the value away: refused, the position stays
    WRONG = "wrong"
    #: the move keeps the value and the game is over: the puzzle is solved
    SOLVED = "solved"


@dataclass(frozen=True, slots=True)
class Step:
    verdict: Verdict
    move: Action
    #: what was played after the move until the player's next turn, by whom (seat, move): the
    #: opponent's replies, and the player's own passes when a pass was all the player could do
    replies: tuple[tuple[int, Action], ...] = ()
    #: the player's value after a wrong move (-1 the durak, 0 a draw)
    value_after: int = 1


class Attempt:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.start = puzzle.start()
        self.seat = self.start.to_act
        self.game = self.start.copy()
        #: every move played since the start (or the last retry), both sides', in order
        self.moves: list[Action] = []
        self.mistakes = 0
        self.hints = 0
        self.retries = 0

    @property
    def solved(self) -> bool:
        return self.game.is_over

    @property
    def your_turn(self) -> bool:
        return not self.game.is_over and self.game.to_act == self.seat

    def play(self, move: Action) -> Step:
        """Check ``move`` (IllegalActionError, with its reason, when the rules forbid it) and play it
        when it keeps the value."""
        if not self.your_turn:
            raise ValueError("it is not the player's turn in this puzzle")
        probe = self.game.copy()
        probe.apply(move)
        value = solve(probe, self.seat).value
        if value < self.puzzle.value:
            self.mistakes += 1
            return Step(Verdict.WRONG, move, (), value)
        replies: list[tuple[int, Action]] = []
        while not probe.is_over:
            if probe.to_act == self.seat:
                legal = probe.legal_actions()
                if len(legal) != 1 or legal[0].kind is not ActionKind.PASS:
                    break
                reply: Action | None = legal[0]
            else:
                _, reply = whole_best(probe, probe.to_act)
            assert reply is not None
            replies.append((probe.to_act, reply))
            probe.apply(reply)
        # one assignment: a frame drawn meanwhile sees the old position or the new one
        self.moves = [*self.moves, move, *(a for _, a in replies)]
        self.game = probe
        return Step(Verdict.SOLVED if probe.is_over else Verdict.RIGHT, move, tuple(replies))

    def hint(self) -> Action:
        """A move that keeps the value (a lead as a whole)."""
        _, move = whole_best(self.game, self.seat)
        assert move is not None, "a hint asked for in a finished game"
        self.hints += 1
        return move

    def retry(self) -> None:
        """Back to the puzzle's position."""
        self.game = self.start.copy()
        self.moves = []
        self.retries += 1

    def position(self) -> Game:
        """The position now (a copy: the caller may look, not change)."""
        return self.game.copy()
