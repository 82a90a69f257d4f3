"""The full rules of Durak in plain words, in every language."""

STRINGS: dict[str, dict[str, str]] = {}
