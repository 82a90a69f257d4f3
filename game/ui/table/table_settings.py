"""The settings the table follows, read at once (a change of any of them is applied on the next frame)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

#: the animation speed of ``--selftest`` tables at least
SELFTEST_SPEED = 8.0


@dataclass(frozen=True, slots=True)
class TableSettings:
    four_colour: bool
    card_back: str
    sort_order: str
    #: animation speed (inf: instant, for tests)
    speed: float
    auto_pass: bool
    language: str
    hints: bool

    @classmethod
    def read(cls, settings: Any, instant: bool = False, selftest: bool = False) -> TableSettings:
        speed = float(getattr(settings, "anim_speed", 1.0) or 1.0)
        if selftest:
            speed = max(speed, SELFTEST_SPEED)
        return cls(
            bool(getattr(settings, "four_color_suits", False)),
            str(getattr(settings, "card_back", "red")),
            str(getattr(settings, "sort_order", "suit")),
            math.inf if instant else speed,
            bool(getattr(settings, "auto_pass", False)),
            str(getattr(settings, "language", "en")),
            bool(getattr(settings, "show_hints", True)),
        )
