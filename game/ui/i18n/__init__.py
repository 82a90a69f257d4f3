"""Translations: ``tr(key, **kwargs)`` in the current language (English, Russian, German, Ukrainian).

The area modules here declare each message's English under its key (``M``/``P``, see
``message.py``); the translations are gettext catalogues, ``locale/<lang>/LC_MESSAGES/durak.mo``,
read with the standard library when a language is first used (docs/translating.md).  The key is
the message's context, and a counted message's form is chosen by its ``n`` with the language's
own plural rule, from CLDR through Babel.
"""

from __future__ import annotations

import functools
import gettext
import logging
import struct
from collections.abc import Iterable

from game.engine.cards import Card, rank_name, suit_symbol
from game.ground.paths import resource_path
from game.play.config import variant_parts
from game.ui import card_indices

from . import (
    cheat,
    cheatui,
    daily,
    dates,
    deck,
    endgame,
    faces,
    history,
    indices,
    lesson,
    looks,
    menus,
    puzzles,
    review,
    rules_text,
    saves,
    seven,
    stats,
    table,
)
from .grammar import GERMAN_CARD_GENDER, Name, Noun, parse_names
from .message import Message

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "de": "Deutsch", "uk": "Українська"}
DEFAULT_LANGUAGE = "en"

#: the area modules, whose messages are merged (a key declared twice is a bug; a test checks it)
MODULES = (
    menus,
    rules_text,
    table,
    saves,
    seven,
    history,
    cheat,
    stats,
    cheatui,
    deck,
    review,
    lesson,
    daily,
    endgame,
    puzzles,
    looks,
    faces,
    indices,
    dates,
)
DOMAIN = "durak"
MESSAGES: dict[str, Message] = {m.key: m for module in MODULES for m in module.MESSAGES}

_current = DEFAULT_LANGUAGE
#: the card indices setting ("auto": the language's set)
_indices = card_indices.AUTO
_deck = "classic"


def current_language() -> str:
    return _current


def set_language(code: str) -> None:
    """Switch every later ``tr`` call to ``code`` ('en', 'ru', 'de' or 'uk')."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"no language {code!r}; choose from {', '.join(LANGUAGES)}")
    _current = code


@functools.cache
def catalogue(code: str) -> gettext.NullTranslations:
    """The translations of ``code``, read once; English (the source) and a missing or unreadable
    catalogue translate nothing, so every message falls back to its English."""
    if code == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    path = resource_path("locale", code, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        with path.open("rb") as f:
            return gettext.GNUTranslations(f)
    except (OSError, ValueError, struct.error) as e:
        log.warning("no %s translations (%s): %s", code, path, e)
        return gettext.NullTranslations()


def _grammatical(value: object) -> object:
    """Plain strings as a Name, so any template may ask for their grammar."""
    return Name(value) if type(value) is str else value


def has(key: str) -> bool:
    return key in MESSAGES


def level_label(level: str) -> str:
    """A computer level's name for a player ("Hard"); "mixed" is the statistics' group of several."""
    key = "stats.level.mixed" if level == "mixed" else f"level.{level}"
    return tr(key) if has(key) else level.replace("_", " ").title()


def tr(key: str, **kwargs: object) -> str:
    """The text of ``key`` in the current language, formatted with ``kwargs``.

    A counted message takes its form from ``n``.  Falls back to English (an untranslated
    message, or a translation that does not format), then to the key itself, so a missing or
    broken string never crashes the game.
    """
    message = MESSAGES.get(key)
    if message is None:
        return key
    translations = catalogue(_current)
    if message.plural is None:
        text = translations.pgettext(key, message.text)
        english = message.text
    else:
        count = kwargs.get("n")
        n = count if isinstance(count, int) else 2  # no number: the "many" form
        text = translations.npgettext(key, message.text, message.plural, n)
        english = message.text if n == 1 else message.plural
    if not kwargs:
        return text
    values = {k: _grammatical(v) for k, v in kwargs.items()}
    for template in (text, english):
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            continue
    return text


def variant_label(name: str) -> str:
    """A variant's name as players read it: "Perevodnoy, cheating allowed" (an unknown name, from a
    newer version's file, as it is written)."""
    base, cheating = variant_parts(name)
    key = f"preset.{base}"
    label = tr(key) if has(key) else base.replace("_", " ").title()
    return tr("variant.cheating", variant=label) if cheating else label


def set_card_indices(choice: str, deck: str = "classic") -> None:
    """Write cards with the index set ``choice`` (a set of ``card_indices.CHOICES``; "auto": the
    language's), or with the letters ``deck`` prints if it is an art deck."""
    global _indices, _deck
    _indices, _deck = choice, deck


def index_set() -> str:
    """The index set cards are written and drawn with now."""
    return card_indices.resolve(_indices, _current, _deck)


def rank_text(rank: int) -> str:
    """A rank as the player reads it on the cards ("Д" with Russian indices, "10", "7")."""
    return card_indices.rank_letters(rank, index_set())


def card_text(card: Card) -> str:
    """A card as the player reads it on the table ("Д♥" with Russian indices, "10♠")."""
    return rank_text(card.rank) + suit_symbol(card.suit)


def cards_text(cards: Iterable[Card], sep: str = " ") -> str:
    return sep.join(card_text(c) for c in cards)


def letter_fields() -> dict[str, object]:
    """The fields a text names the court cards and aces by, in the chosen letters: {J} … {A} for
    the ranks ("В" …), {QH} for the queen of hearts ("Д♥": with its German gender), and so on for
    the four French suits (the lesson's steps, the rules)."""
    fields: dict[str, object] = {}
    for rank in (11, 12, 13, 14):
        fields[rank_name(rank)] = rank_text(rank)
        for suit in range(4):
            card = Card(rank, suit)
            fields[str(card)] = card_word(card)
    return fields


def card_word(card: Card) -> Noun:
    """A card's text ("A♥") with its gender in the current language, for an article to agree with
    ("das A♥", "die D♥": the gender is the rank's, whatever letter it is written with); English and
    Russian templates put no gendered word before a card."""
    gender = GERMAN_CARD_GENDER.get(card.rank, "f") if _current == "de" else ""
    return Noun(card_text(card), gender)


def computer_names() -> list[Name]:
    """The computer players' names in the current language, in seating order."""
    return parse_names(tr("table.names"))
