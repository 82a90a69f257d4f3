"""Strings of the card faces' choice: the classic deck or the Dondorf art deck (docs/decks.md)."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "faces.deck": {"en": "Deck", "ru": "Колода", "de": "Kartenbild", "uk": "Колода"},
    "faces.deck.classic": {"en": "Classic", "ru": "Классическая", "de": "Klassisch", "uk": "Класична"},
    "faces.deck.dondorf": {
        "en": "Dondorf (illustrated)",
        "ru": "Дондорф (с рисунками)",
        "de": "Dondorf (illustriert)",
        "uk": "Дондорф (з малюнками)",
    },
    "faces.note.dondorf": {
        "en": "Dondorf keeps its printed J Q K A and its two suit colours: the index letters and "
        "four-colour suits change the classic deck only. Games with ★ ☾ ♛ ⚓ or more than 13 ranks "
        "use the classic deck.",
        "ru": "У колоды Дондорф свои буквы J Q K A и два цвета мастей: буквы на картах и четыре "
        "цвета меняют только классическую колоду. Для игр с мастями ★ ☾ ♛ ⚓ или с более чем "
        "13 достоинствами — классическая колода.",
        "de": "Dondorf behält seine gedruckten J Q K A und seine zwei Farben: Eckzeichen und vier "
        "Farben ändern nur das klassische Blatt. Spiele mit ★ ☾ ♛ ⚓ oder mehr als 13 Werten nutzen "
        "das klassische Blatt.",
        "uk": "Колода Дондорф має власні літери J Q K A і два кольори мастей: літери на картах і "
        "чотири кольори змінюють лише класичну колоду. Для ігор із мастями ★ ☾ ♛ ⚓ або з понад "
        "13 значеннями — класична колода.",
    },
}
