"""Strings for leads built card by card (issue 18): key → {"en": …, "ru": …, "de": …}.

The engine lists a lead of several cards as its steps (``add``, then ``attack``); the UI
sends the whole lead, but a step can still be named (a hint, a log of moves).
"""

STRINGS: dict[str, dict[str, str]] = {
    "table.act.add": {
        "en": "put {card} into your lead",
        "ru": "добавьте {card} в свой ход",
        "de": "leg {card} zu deinem Angriff",
    },
}
