"""The players' names at the table: yours ("You", or your name in the settings) and the computers'."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.i18n import computer_names, has, level_label, tr
from game.ui.settings import Settings


class SeatNames:
    def __init__(
        self,
        players: int,
        bottom: int,
        human: int | None,
        levels: tuple[str, ...],
        settings: Callable[[], Settings],
    ) -> None:
        self.players = players
        self.bottom = bottom
        self.human = human
        self.levels = levels
        self._settings = settings  # your own name is a setting
        self._names: dict[int, str] = {}
        self.refresh()

    def refresh(self) -> None:
        """Names in the current language, dealt out clockwise from the bottom seat."""
        pool = computer_names()  # with their grammar (Russian cases and gender)
        self._names = {}
        k = 0
        for rel in range(self.players):
            seat = (self.bottom + rel) % self.players
            if seat == self.human:
                continue
            self._names[seat] = pool[k % len(pool)] if pool else f"#{seat + 1}"
            k += 1

    def name(self, seat: int) -> str:
        """In sentences: "You" for you."""
        if seat == self.human:
            return tr("table.you")
        return self._names.get(seat, f"#{seat + 1}")

    def label(self, seat: int) -> str:
        """Beside the seat: your own name when you gave one."""
        if seat == self.human:
            return self._settings().player_name or tr("table.you")
        return self.name(seat)

    def level(self, seat: int) -> str:
        """The level beside the name, agreeing with it where the language asks (ru "Анна · Сильная")."""
        level = self.levels[seat] if seat < len(self.levels) else ""
        agreed = f"table.seat_level.{level}"
        if has(agreed):
            return tr(agreed, name=self._names.get(seat, ""))
        return level_label(level)

    def for_the_save(self) -> tuple[str, ...]:
        """Every seat's name as the menu's preview of the save shows it (yours: the name you gave)."""
        mine = self._settings().player_name
        return tuple(mine if seat == self.human else self.name(seat) for seat in range(self.players))
