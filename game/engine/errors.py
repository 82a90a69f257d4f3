"""The engine's exceptions: every one a ValueError with a message a person can read."""

from __future__ import annotations


class DurakError(ValueError):
    """Base class of the engine's errors."""


class RulesError(DurakError):
    """A combination of options (or players) that cannot be played."""


class NotationError(DurakError):
    """Text that is not a card, an action or a record."""


class IllegalActionError(DurakError):
    """An action that is not legal now; the game is left unchanged.

    ``reason`` is one sentence for the player ("7♥ does not beat 9♠").
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class GameOverError(IllegalActionError):
    """An action after the game has ended."""


class RecordError(DurakError):
    """A game record that cannot be read or does not replay."""
