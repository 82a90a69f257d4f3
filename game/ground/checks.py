"""Checks of single fields read from a player's files: names, times and counts every screen can use.

A file is read once and shown at every visit of a screen: a NUL that the font refuses, a name of
a megabyte measured again at every frame, a ``|`` in a name that a screen joins into a key, a
time the platform's clock cannot convert — each crashed or stalled a screen every time, because
the file that held it was accepted.  Readers check each field with these and set the file aside
instead; every check raises :class:`FieldError` (a ValueError) naming the field.
"""

from __future__ import annotations

import re
import time

from .oneline import quoted

#: the longest name read back (ours, presets and levels, are a dozen letters)
MAX_NAME = 40
#: a name as the game writes them: letters, digits, ``_`` and ``-`` (no separator of a key, no
#: control character, nothing a font cannot draw)
_NAME = re.compile(r"[A-Za-z0-9_-]+")
#: 3000-01-01 UTC: Windows' clock ends with the year 3000, and no game is kept from before 1970
LATEST_TIME = 32_503_680_000
#: far more moves, hints or cheats than one game has (the longest games take some 300 moves)
MAX_COUNT = 1_000_000


class FieldError(ValueError):
    """A field of a file that the game cannot use."""


def is_int(value: object) -> bool:
    """An integer, and not a bool (JSON's true is no count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def name(value: object, what: str) -> str:
    """``value`` if it is a name as the game writes them (a preset, a level, an outcome)."""
    if not isinstance(value, str):
        raise FieldError(f"{what}: {quoted(value)} is not text")
    if not 0 < len(value) <= MAX_NAME or not _NAME.fullmatch(value):
        raise FieldError(f"{what}: {quoted(value)} is not a name of 1 to {MAX_NAME} letters, digits, _ or -")
    return value


def epoch_time(value: object, what: str) -> int:
    """``value`` if it is whole seconds since 1970, before the year 3000, that this platform's
    ``time.localtime`` can convert (a screen shows it as a date)."""
    if not is_int(value):
        raise FieldError(f"{what}: {quoted(value)} is not a whole number of seconds")
    assert isinstance(value, int)
    if not 0 <= value < LATEST_TIME:
        raise FieldError(f"{what}: {quoted(value)} is not a time from 1970 to 3000")
    try:
        time.localtime(value)
    except (OverflowError, OSError, ValueError):
        raise FieldError(f"{what}: {value} is beyond this system's clock") from None
    return value


def count(value: object, what: str, high: int = MAX_COUNT) -> int:
    """``value`` if it is a whole number from 0 to ``high``."""
    if not is_int(value):
        raise FieldError(f"{what}: {quoted(value)} is not a whole number")
    assert isinstance(value, int)
    if not 0 <= value <= high:
        raise FieldError(f"{what}: {quoted(value)} is not from 0 to {high}")
    return value
