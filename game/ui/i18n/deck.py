"""Strings of the new-game form's custom deck (issue 34): key → {"en": …, "ru": …, "de": …}."""

STRINGS: dict[str, dict[str, str]] = {
    "deck.custom": {"en": "Custom…", "ru": "Своя…", "de": "Eigenes…"},
    # a standard deck in the narrow drop-down of a custom deck's row
    "deck.cards": {"en": "{n:#card|cards}", "ru": "{n:#карта|карты|карт}", "de": "{n:#Karte|Karten}"},
    "deck.suits": {
        "en": "{n:#suit|suits}",
        "ru": "{n:#масть|масти|мастей}",
        "de": "{n:#Farbe|Farben}",
    },
    # under the form's notes: how many cards a custom deck holds
    "deck.summary": {
        "en": "{cards:#card|cards} in the deck",
        "ru": "{cards:#карта|карты|карт} в колоде",
        "de": "{cards:#Karte|Karten} im Spiel",
    },
    # the ranks a custom deck deals, from its lowest to the ace ("6–A"); card letters as on the cards
    "deck.ranks": {"en": "{low}–{high}", "ru": "{low}–{high}", "de": "{low}–{high}"},
}
