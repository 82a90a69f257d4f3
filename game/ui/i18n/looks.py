"""Strings of the table-and-cards screen: felts, backs and its rows."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "looks.title": {
        "en": "Table and cards",
        "ru": "Стол и карты",
        "de": "Tisch und Karten",
        "uk": "Стіл і карти",
    },
    "looks.open": {
        "en": "Table and cards…",
        "ru": "Стол и карты…",
        "de": "Tisch und Karten…",
        "uk": "Стіл і карти…",
    },
    "looks.felt": {"en": "Table felt", "ru": "Сукно", "de": "Tischfilz", "uk": "Сукно"},
    "looks.felt.green": {
        "en": "Classic green",
        "ru": "Классическое зелёное",
        "de": "Klassisch grün",
        "uk": "Класичне зелене",
    },
    "looks.felt.blue": {"en": "Deep blue", "ru": "Тёмно-синее", "de": "Tiefblau", "uk": "Темно-синє"},
    "looks.felt.wine": {"en": "Burgundy", "ru": "Бордовое", "de": "Weinrot", "uk": "Бордове"},
    "looks.felt.grey": {"en": "Slate grey", "ru": "Графитовое", "de": "Schiefergrau", "uk": "Графітове"},
    "settings.back.black": {
        "en": "Black and gold",
        "ru": "Чёрная с золотом",
        "de": "Schwarz-Gold",
        "uk": "Чорна із золотом",
    },
    "settings.back.tartan": {"en": "Tartan", "ru": "Шотландка", "de": "Schottenkaro", "uk": "Шотландка"},
    "looks.preview": {
        "en": "Your table",
        "ru": "Ваш стол",
        "de": "Dein Tisch",
        "uk": "Ваш стіл",
    },
}
