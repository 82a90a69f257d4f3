"""Text from a file, made fit for one line of a terminal or a log.

Error messages quote what a file holds (an unknown option, a path); a hostile file can put
line breaks, terminal escapes or a megabyte into them.
"""

from __future__ import annotations

#: characters kept of a message; the rest is replaced by an ellipsis
LIMIT = 300


def one_line(text: str, limit: int = LIMIT) -> str:
    """``text`` with every unprintable character escaped, cut to ``limit`` characters."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, to name a bad value in a message."""
    return one_line(repr(value), limit)
