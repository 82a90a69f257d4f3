"""Strings of the new-game form's custom deck (issue 34)."""

from .message import M, Message, P

MESSAGES: tuple[Message, ...] = (
    M("deck.custom", "Custom…"),
    # i18n: a standard deck in the narrow drop-down of a custom deck's row
    P("deck.cards", "{n} card", "{n} cards"),
    P("deck.suits", "{n} suit", "{n} suits"),
    # i18n: under the form's notes: how many cards a custom deck holds
    P("deck.summary", "{n} card in the deck", "{n} cards in the deck"),
    # i18n: the ranks a custom deck deals, from its lowest to the ace ("6–A"); card letters as on the cards
    M("deck.ranks", "{low}–{high}"),
)
