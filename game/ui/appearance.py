"""How the table and the cards look: the rows of the table-and-cards screen, and its preview.

A row is data: the settings field it changes, its label, its choices and the words of each.  The
screen (``scenes/appearance_scene.py``) makes a drop-down for every row of :data:`ROWS`, in order,
and saves a choice through ``AppContext.update_settings``; the preview draws a small table from the
settings alone, through the same card images as the table, so a new card setting shows in it as soon
as :meth:`CardImages.configure` knows it (see :func:`preview_images`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.cards import Card
from game.ui import card_indices
from game.ui.felt import felt_patch
from game.ui.i18n import current_language, tr
from game.ui.settings import CARD_BACKS, CARD_DECKS, FELTS, Settings
from game.ui.table.card_images import CardImages


def _same(name: str) -> Callable[[Settings], str]:
    return lambda settings: str(getattr(settings, name))


def index_letters(choice: str) -> str:
    """A choice of the index letters as its four letters ("В Д К Т"); "auto" says so ("Auto: В Д К Т")."""
    letters = " ".join(card_indices.LETTERS[card_indices.resolve(choice, current_language())].values())
    return tr("indices.auto", letters=letters) if choice == card_indices.AUTO else letters


@dataclass(frozen=True)
class Row:
    """One choice of the screen: the settings field ``name`` takes one of ``values``."""

    #: the settings field (and the widget's name, which tests and the keyboard use)
    name: str
    #: the key of the row's label
    label: str
    #: the values offered, in the order shown
    values: tuple[str, ...]
    #: each value's words are ``tr(words + value)``
    words: str
    #: the value shown now (default: the field itself)
    read: Callable[[Settings], str] | None = None
    #: the settings changes a value makes (default: the field takes the value)
    write: Callable[[str], dict[str, Any]] | None = None
    #: the words of a value (default: ``tr(words + value)``)
    say: Callable[[str], str] | None = None

    def options(self) -> list[tuple[str, str]]:
        return [((self.say or self._said)(value), value) for value in self.values]

    def _said(self, value: str) -> str:
        return tr(self.words + value)

    def current(self, settings: Settings) -> str:
        return (self.read or _same(self.name))(settings)

    def changes(self, value: str) -> dict[str, Any]:
        return self.write(value) if self.write is not None else {self.name: value}


ROWS: tuple[Row, ...] = (
    Row("felt", "looks.felt", FELTS, "looks.felt."),
    Row("card_back", "settings.card_back", CARD_BACKS, "settings.back."),
    Row(
        "four_color_suits",
        "settings.suit_colours",
        ("two", "four"),
        "settings.suits.",
        read=lambda s: "four" if s.four_color_suits else "two",
        write=lambda value: {"four_color_suits": value == "four"},
    ),
    Row("card_deck", "faces.deck", CARD_DECKS, "faces.deck."),
    Row("card_indices", "indices.label", card_indices.CHOICES, "indices.", say=index_letters),
)


def deck_note(settings: Settings) -> str:
    """What the chosen art deck does not follow (its own indices and colours), said beside the rows;
    "" for the classic deck."""
    return "" if settings.card_deck == "classic" else tr(f"faces.note.{settings.card_deck}")


def preview_images(images: CardImages, settings: Settings) -> CardImages:
    """``images`` set to the settings' cards (a setting that changes the cards is passed on here)."""
    indices = card_indices.resolve(settings.card_indices, settings.language, settings.card_deck)
    images.configure(settings.four_color_suits, settings.card_back, settings.card_deck, indices)
    return images


#: the preview's cards: the other player's hand (backs), the deck and its trump, a bout, your hand
HAND = ("AH", "JC", "TD", "7S", "KD")
BOUT = (("QS", "KS"), ("9D", None))
TRUMP = "6S"


def _rounded(patch: pygame.Surface, radius: int) -> pygame.Surface:
    out = pygame.Surface(patch.get_size(), pygame.SRCALPHA)
    out.blit(patch, (0, 0))
    mask = pygame.Surface(patch.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def draw_preview(surface: pygame.Surface, rect: pygame.Rect, settings: Settings, images: CardImages) -> None:
    """A small table in ``rect``: the chosen felt, the other player's backs, the deck, a bout and
    your hand, in the chosen cards."""
    radius = max(8, rect.height // 18)
    patch = _rounded(felt_patch(rect.size, settings.felt), radius)
    surface.blit(patch, rect.topleft)
    pygame.draw.rect(surface, (196, 160, 84), rect, width=2, border_radius=radius)
    preview_images(images, settings)
    ch = rect.height * 0.27  # a card's height: three rows of cards and the gaps between
    cw = min(ch * 250 / 350, rect.width / 6.4)
    ch = cw * 350 / 250
    pad = rect.height * 0.04

    def put(card: str | None, x: float, y: float, angle: float = 0.0) -> None:
        img = images.image(None if card is None else Card.parse(card), cw, angle)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    # the other player's hand: five backs, fanned at the top
    top = rect.top + pad + ch / 2
    for i in range(5):
        put(None, rect.centerx + (i - 2) * cw * 0.42, top + abs(i - 2) * ch * 0.03, (2 - i) * 5)
    # the deck on the left, its trump across under it
    mid = rect.centery
    deck_x = rect.left + pad + ch / 2
    put(TRUMP, deck_x + cw * 0.32, mid, 90)
    for i in range(3):
        put(None, deck_x - i * 2, mid - i * 2)
    # a bout: an attack beaten and one not yet
    for i, (attack, defence) in enumerate(BOUT):
        x = rect.centerx + (i - 0.3) * cw * 1.25
        put(attack, x, mid)
        if defence is not None:
            put(defence, x + cw * 0.22, mid + ch * 0.14, -8)
    # your hand at the bottom
    bottom = rect.bottom - pad - ch / 2
    for i, card in enumerate(HAND):
        put(card, rect.centerx + (i - 2) * cw * 0.62, bottom + abs(i - 2) * ch * 0.03, (2 - i) * 4)
