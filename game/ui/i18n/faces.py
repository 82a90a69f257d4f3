"""Strings of the card faces' choice: the classic deck or the Dondorf art deck (docs/decks.md)."""

from __future__ import annotations

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    # i18n: the label of the row choosing the cards' design, on the Table and cards screen
    M("faces.deck", "Deck"),
    # i18n: the game's own drawn cards
    M("faces.deck.classic", "Classic"),
    # i18n: the Dondorf deck, with pictures of kings, queens and jacks (a name: keep "Dondorf")
    M("faces.deck.dondorf", "Dondorf (illustrated)"),
    # i18n: under the rows once Dondorf is chosen ("index letters": the setting of the cards' letters)
    M(
        "faces.note.dondorf",
        "Dondorf keeps its printed J Q K A and two suit colours, and the game names cards by them; "
        "index letters and four colours are for the classic deck, as are games with ★ ☾ ♛ ⚓ or over "
        "13 ranks.",
    ),
)
