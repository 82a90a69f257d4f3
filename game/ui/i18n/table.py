"""Strings of the card table (owned by the table scene): key → {"en": …, "ru": …, "de": …}."""

STRINGS: dict[str, dict[str, str]] = {}
