"""The engine's exceptions: every one a ValueError with a message a person can read."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .position import PositionCode, PositionProblem
    from .problem import Problem
    from .reason import Reason


class DurakError(ValueError):
    """Base class of the engine's errors."""


class RulesError(DurakError):
    """A combination of options (or players) that cannot be played.

    ``problems`` holds each problem as data when the options were checked
    (empty for a record that names an unknown option, say).
    """

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


class NotationError(DurakError):
    """Text that is not a card, an action or a record."""


class IllegalActionError(DurakError):
    """An action that is not legal now; the game is left unchanged.

    ``reason`` says why as data (a code and the cards it names); ``str()`` of
    the error is the same reason in English, for logs and the command line.
    """

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


class GameOverError(IllegalActionError):
    """An action after the game has ended."""


class RecordError(DurakError):
    """A game record that cannot be read or does not replay."""


class PositionError(DurakError):
    """A position no game can start from (``position.py``): ``problems`` says each thing wrong as
    data, ``code`` the first one's code."""

    def __init__(self, message: str, problems: tuple[PositionProblem, ...]) -> None:
        super().__init__(message)
        self.problems = problems

    @property
    def code(self) -> PositionCode:
        return self.problems[0].code
