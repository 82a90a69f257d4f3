"""Strings of the index letters' choice: which letters the jack, queen, king and ace show
(game/ui/card_indices.py). The other choices are the letters themselves ("В Д К Т")."""

from __future__ import annotations

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    # i18n: the label of the row choosing the letters in the cards' corners (J Q K A, В Д К Т, B D K A),
    # on the Table and cards screen; as short as the rows' other labels
    M("indices.label", "Index letters"),
    # i18n: the choice of that row that follows the game's language; {letters} is its four letters,
    # "В Д К Т" (short: the row is narrow)
    M("indices.auto", "Auto: {letters}"),
)
