"""Strings of the menus, the new-game form, the settings and the crash screen."""

STRINGS: dict[str, dict[str, str]] = {}
