"""What a game at the table is set up from: its rules and their preset's name, the seats and the match."""

from __future__ import annotations

from game.engine import PRESETS, Rules

#: the name of any set of options that is no preset
CUSTOM = "custom"


def preset_name(rules: Rules) -> str:
    """The preset these rules are (:data:`CUSTOM` for any other set of options)."""
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return CUSTOM
