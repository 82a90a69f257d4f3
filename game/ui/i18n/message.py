"""How an area module declares its messages: the English text under its key, for Babel to extract.

``M("table.you", "You")`` is one message; ``P("table.discard", "{n} card", "{n} cards")`` one
whose words follow a number, always the placeholder ``n`` (``tr("table.discard", n=3)``). The key
becomes the message's context (msgctxt), so one English word can have several translations.
``tools/i18n.py`` extracts these calls into ``locale/durak.pot``; docs/translating.md says more.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Message:
    """One declared message: its key, its English text and, for a counted one, the English plural."""

    key: str
    text: str
    plural: str | None = None


def M(key: str, text: str) -> Message:
    """A message with no number to agree with."""
    return Message(key, text)


def P(key: str, one: str, other: str) -> Message:
    """A message whose words follow the number ``n``: English's one and other forms."""
    return Message(key, one, other)
