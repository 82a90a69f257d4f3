"""Translations: ``tr(key, **kwargs)`` in the current language (English, Russian, German).

Strings live in Python modules per area of the game, each a dict
``key → {"en": …, "ru": …, "de": …}``; every module is merged here.  A test
fails when any key misses a language or has an empty string.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import Card
from game.play.config import variant_parts

from . import (
    cheat,
    cheatui,
    daily,
    deck,
    endgame,
    faces,
    history,
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
from .grammar import GERMAN_CARD_GENDER, Count, Name, Noun, parse_names

LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "de": "Deutsch"}
DEFAULT_LANGUAGE = "en"

#: every module's strings, merged (a key defined twice is a bug; the test checks it)
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
)
STRINGS: dict[str, dict[str, str]] = {}
for _module in MODULES:
    STRINGS.update(getattr(_module, "STRINGS", {}))

_current = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def current_language() -> str:
    return _current


def set_language(code: str) -> None:
    """Switch every later ``tr`` call to ``code`` ('en', 'ru' or 'de')."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"no language {code!r}; choose from {', '.join(LANGUAGES)}")
    _current = code


def _grammatical(value: object) -> object:
    """Plain strings and ints as a Name and a Count, so any template may ask for their grammar."""
    if type(value) is str:
        return Name(value)
    if type(value) is int:
        return Count(value)
    return value


def has(key: str) -> bool:
    return key in STRINGS


def level_label(level: str) -> str:
    """A computer level's name for a player ("Hard"); "mixed" is the statistics' group of several."""
    key = "stats.level.mixed" if level == "mixed" else f"level.{level}"
    return tr(key) if has(key) else level.replace("_", " ").title()


def tr(key: str, **kwargs: object) -> str:
    """The text of ``key`` in the current language, formatted with ``kwargs``.

    Falls back to English, then to the key itself, so a missing string never crashes the game.
    """
    entry = STRINGS.get(key)
    text = key if entry is None else entry.get(_current) or entry.get(DEFAULT_LANGUAGE) or key
    if kwargs:
        try:
            return text.format(**{k: _grammatical(v) for k, v in kwargs.items()})
        except (KeyError, IndexError, ValueError):
            return text
    return text


def variant_label(name: str) -> str:
    """A variant's name as players read it: "Perevodnoy, cheating allowed" (an unknown name, from a
    newer version's file, as it is written)."""
    base, cheating = variant_parts(name)
    key = f"preset.{base}"
    label = tr(key) if has(key) else base.replace("_", " ").title()
    return tr("variant.cheating", variant=label) if cheating else label


def card_word(card: Card) -> Noun:
    """A card's label ("A♥") with its gender in the current language, for an article to agree with
    ("das A♥", "die Q♥"); English and Russian templates put no gendered word before a card."""
    gender = GERMAN_CARD_GENDER.get(card.rank, "f") if _current == "de" else ""
    return Noun(card.label, gender)


def computer_names() -> list[Name]:
    """The computer players' names in the current language, in seating order."""
    return parse_names(tr("table.names"))
