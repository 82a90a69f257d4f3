"""The deck row of the new-game form: a standard deck, or a custom one of suits × ranks (issue 34).

A custom deck is the seed's generalized durak on any rules of the form: at least two suits and two
ranks, at most the largest deck offered (``OFFERED_MAX_SUITS`` × ``OFFERED_MAX_RANKS``: every card
of it has art), and enough cards to deal everyone in (``Rules.problems`` says so, with the numbers,
when there are not).  The preset drop-down then names the preset whose rules of play are chosen,
whatever the deck; the game itself counts as "custom" in the statistics (no preset has that deck).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.engine import PRESETS, Rules
from game.engine.cards import rank_values
from game.engine.rules import OFFERED_MAX_RANKS, OFFERED_MAX_SUITS
from game.play.config import CUSTOM
from game.ui.i18n import rank_text, tr

#: the standard decks by their size (four suits)
DECK_SIZES = (24, 36, 52)
#: the deck drop-down's value for a deck of the player's own shape
CUSTOM_DECK = "custom"
#: a deck has at least two suits and two ranks (the seed's rule)
SUIT_CHOICES = tuple(range(2, OFFERED_MAX_SUITS + 1))
RANK_CHOICES = tuple(range(2, OFFERED_MAX_RANKS + 1))
#: pixels between the custom row's drop-downs
GAP = 6


def is_standard(rules: Rules) -> bool:
    """A deck the drop-down names by its size."""
    return rules.suits == 4 and rules.deck_size in DECK_SIZES


def on_deck(rules: Rules, suits: int, ranks: int) -> Rules:
    """``rules`` on a deck of this shape, within the bounds offered."""
    suits = min(max(suits, SUIT_CHOICES[0]), SUIT_CHOICES[-1])
    ranks = min(max(ranks, RANK_CHOICES[0]), RANK_CHOICES[-1])
    return replace(rules, suits=suits, ranks=ranks)


def play_preset(rules: Rules) -> str:
    """The preset whose rules of play these are, whatever the deck (:data:`CUSTOM` for none)."""
    for name, preset in PRESETS.items():
        if replace(rules, suits=preset.suits, ranks=preset.ranks) == preset:
            return name
    return CUSTOM


def deck_options(short: bool = False) -> list[tuple[str, str]]:
    """The decks offered; ``short``: by their sizes alone (in a custom deck's narrow row)."""
    key = "deck.cards" if short else "new.deck_{n}"
    return [(tr(key.format(n=n), n=n), str(n)) for n in DECK_SIZES] + [(tr("deck.custom"), CUSTOM_DECK)]


def suit_options() -> list[tuple[str, str]]:
    return [(tr("deck.suits", n=n), str(n)) for n in SUIT_CHOICES]


def rank_options() -> list[tuple[str, str]]:
    """Each count of ranks as the ranks it deals ("6–A" for nine), the highest ranks up to the ace."""
    out = []
    for n in RANK_CHOICES:
        values = rank_values(n)
        out.append((tr("deck.ranks", low=rank_text(values[0]), high=rank_text(values[-1])), str(n)))
    return out


def deck_summary(rules: Rules) -> str:
    """How many cards the deck holds ("104 cards in the deck"), for the form's notes."""
    return tr("deck.summary", n=rules.deck_size)


def custom_needs(font: pygame.font.Font, arrow: int) -> list[int]:
    """The widths the custom row's three drop-downs need to show their longest choices whole."""
    shown = (deck_options(short=True), suit_options(), rank_options())
    return [max(font.size(label)[0] for label, _ in options) + arrow for options in shown]


def custom_row_width(font: pygame.font.Font, arrow: int) -> int:
    """The room the custom row needs beside its label."""
    return sum(custom_needs(font, arrow)) + 2 * GAP


def build_deck_row(
    scene: Any, rect: pygame.Rect, rules: Rules, custom: bool, font: pygame.font.Font, arrow: int
) -> dict[str, Any]:
    """The row's drop-downs in ``rect`` by name: the deck, and with a custom deck its suits and ranks.

    ``scene`` is the form (a ``MenuScene``: its ``form_dropdown`` names each one for its events);
    with a custom deck the three share the width in proportion to what their longest choices need
    in ``font`` beside the ``arrow`` and the padding (:func:`custom_needs`)."""
    current = CUSTOM_DECK if custom else (str(rules.deck_size) if is_standard(rules) else "36")
    if not custom:
        return {"deck": scene.form_dropdown("deck", deck_options(), current, rect)}
    menus = (
        ("deck", deck_options(short=True), current),
        ("suits", suit_options(), str(rules.suits)),
        ("ranks", rank_options(), str(rules.ranks)),
    )
    room = rect.width - 2 * GAP
    needs = custom_needs(font, arrow)
    widths = [room * need // sum(needs) for need in needs]
    widths[-1] = room - widths[0] - widths[1]
    out = {}
    x = rect.left
    for (name, options, value), w in zip(menus, widths, strict=True):
        out[name] = scene.form_dropdown(name, options, value, pygame.Rect(x, rect.top, w, rect.height))
        x += w + GAP
    return out
