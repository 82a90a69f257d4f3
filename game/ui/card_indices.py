"""Card indices: the letters of the jack, queen, king and ace in the player's own letters.

A Russian player reads В Д К Т (валет, дама, король, туз), a German one B D K A (Bube, Dame,
König, Ass), everyone else J Q K A. The setting ``card_indices`` chooses one of these sets or
"auto", the set of the game's language. The faces drawn with each set and every message naming a
card use the same letters (``game.ui.i18n.card_text``); the engine keeps its own notation (T J Q K
A) for records and logs.
"""

from __future__ import annotations

from game.engine.cards import rank_label

INTERNATIONAL = "international"
RUSSIAN = "russian"
GERMAN = "german"
INDEX_SETS = (INTERNATIONAL, RUSSIAN, GERMAN)
AUTO = "auto"
#: the setting's choices: a set, or the language's
CHOICES = (AUTO, *INDEX_SETS)

#: rank value (11 jack … 14 ace) → its index letter in each set
LETTERS: dict[str, dict[int, str]] = {
    INTERNATIONAL: {11: "J", 12: "Q", 13: "K", 14: "A"},
    RUSSIAN: {11: "В", 12: "Д", 13: "К", 14: "Т"},
    GERMAN: {11: "B", 12: "D", 13: "K", 14: "A"},
}
#: the set a language's players expect; any other language reads the international one
BY_LANGUAGE = {"ru": RUSSIAN, "uk": RUSSIAN, "de": GERMAN}

#: the ranks whose faces a set draws differently from the international faces, so that only these
#: are stored in its folder (sprites/cards/<set>/): the Russian К is drawn like the Latin K, so
#: the king is shared; the German set differs in the jack and the queen only
OWN_FACES: dict[str, tuple[int, ...]] = {INTERNATIONAL: (), RUSSIAN: (11, 12, 14), GERMAN: (11, 12)}


#: the letters an art deck prints on its faces (game/ui/table/card_images.py): while one is chosen,
#: the game names cards by those letters, so that a message never says "Д♥" under a card showing Q
PRINTED: dict[str, str] = {"dondorf": INTERNATIONAL}


def resolve(choice: str, language: str, deck: str = "classic") -> str:
    """The index set for the setting ``choice`` in ``language`` (an unknown choice: auto) with the
    faces of ``deck``: an art deck's printed letters win over the setting."""
    if deck in PRINTED:
        return PRINTED[deck]
    if choice in LETTERS:
        return choice
    return BY_LANGUAGE.get(language, INTERNATIONAL)


def rank_letters(rank: int, index_set: str) -> str:
    """A rank as the set writes it: "Д" for the Russian queen, "10", "7"; past the ace, numbers."""
    return LETTERS.get(index_set, LETTERS[INTERNATIONAL]).get(rank) or rank_label(rank)


def face_folder(rank: int, index_set: str) -> str | None:
    """The subfolder holding the set's own face of ``rank`` (None: the international face)."""
    return index_set if rank in OWN_FACES.get(index_set, ()) else None
