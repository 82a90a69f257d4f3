"""The player's name: printable text of at most :data:`MAX_NAME_LENGTH` characters.

Checked where it is read (the settings file: a bad name sets the file aside) and where it is
entered (the settings form: what cannot be shown is dropped as it is typed or pasted), because
the table draws it with fonts that a NUL or a lone surrogate would crash.
"""

from __future__ import annotations

MAX_NAME_LENGTH = 24


def _printable(text: str) -> bool:
    # str.isprintable refuses control and format characters, separators other than the space,
    # unassigned code points and lone surrogates.
    return text.isprintable()


def check_name(value: object) -> str:
    """The name to store for ``value``: blanks around it removed, cut to the length limit.

    Raises ValueError for anything but a string of printable characters.
    """
    if not isinstance(value, str):
        raise ValueError(f"player_name: {value!r} is not text")
    if not _printable(value):
        raise ValueError("player_name: holds characters that cannot be shown (control, NUL, surrogate)")
    return value.strip()[:MAX_NAME_LENGTH]


def clean_name(text: str) -> str:
    """``text`` as typed, without the characters :func:`check_name` refuses."""
    return check_name("".join(c for c in text if _printable(c)))
