"""The table's buttons: one per kind of action the engine allows now, the multi-card lead, the hint,
and the menu button; their hover and press state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine import Action, ActionKind, Phase
from game.ui.i18n import tr

from .widgets import Button

#: the buttons that play a kind of action: (name, label key, hotkey), in the order shown
KIND_BUTTONS = (
    (ActionKind.TAKE, "take", "table.button.take", "T"),
    (ActionKind.REDEAL, "redeal", "table.button.redeal", "R"),
    (ActionKind.EXCHANGE, "exchange", "table.button.exchange", "E"),
    (ActionKind.PASS, "pass", "table.button.done", "D"),
    (ActionKind.SHOW, "show", "table.button.show", "S"),
)


class ButtonIntents(Protocol):
    """What the buttons ask the table to do."""

    def do_kind(self, kind: ActionKind, source: str = "key") -> bool: ...

    def play_selected(self, source: str = "key") -> bool: ...

    def ask_hint(self) -> None: ...

    def outlook_offered(self) -> bool: ...

    def ask_outlook(self) -> None: ...

    def open_pause(self) -> None: ...

    def sound(self, name: str) -> None: ...

    def debug(self, kind: str, **data: Any) -> None: ...


class ActionButtons:
    def __init__(self, menu_rect: pygame.Rect, intents: ButtonIntents) -> None:
        self.intents = intents
        self.buttons: list[Button] = []
        self.menu = Button("menu", "", menu_rect, intents.open_pause, "Esc")

    def all(self) -> list[Button]:
        return [*self.buttons, self.menu]

    def rect(self, name: str) -> pygame.Rect:
        for b in self.all():
            if b.name == name:
                return pygame.Rect(b.rect)
        raise KeyError(name)

    def names(self) -> list[str]:
        return [b.name for b in self.buttons]

    def rebuild(
        self,
        legal: list[Action],
        phase: int,
        selected: int,
        hints: bool,
        hinted: Action | None,
        rects: list[pygame.Rect],
        skip: Callable[[], None] | None = None,
    ) -> None:
        """The buttons for the actions ``legal`` (``selected`` cards chosen for a lead).

        ``skip``: you are out and the computers play on — a button plays the rest at once.
        """
        kinds = {a.kind for a in legal}
        specs: list[tuple[str, str, Callable[[], None], str]] = []
        kind_of: dict[str, ActionKind] = {}
        for kind, name, key, hotkey in KIND_BUTTONS:
            if kind not in kinds:
                continue
            if kind is ActionKind.PASS and phase in (Phase.REDEAL, Phase.EXCHANGE):
                key = "table.button.keep"
            elif kind is ActionKind.PASS and phase == Phase.DECIDED:
                key = "cheatui.button.accept"

            def press(kind: ActionKind = kind) -> None:
                self.intents.do_kind(kind, "button")

            specs.append((name, tr(key), press, hotkey))
            kind_of[name] = kind
        if selected > 1 and legal:
            lead = tr("table.button.play_selected", n=selected)

            def lead_selected() -> None:
                self.intents.play_selected("button")

            specs.append(("play_selected", lead, lead_selected, "Enter"))
        if legal and hints and phase != Phase.DECIDED:  # a decided game has no move to hint at
            specs.append(("hint", tr("table.button.hint"), self.intents.ask_hint, "H"))
        if legal and self.intents.outlook_offered():  # an endgame: who wins with best play
            specs.append(("who_wins", tr("endgame.who_wins"), self.intents.ask_outlook, "W"))
        if skip is not None:
            specs.append(("skip", tr("table.button.skip"), skip, ""))
        self.buttons = [
            Button(n, label, rects[i], fn, hk) for i, (n, label, fn, hk) in enumerate(specs[: len(rects)])
        ]
        pos = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for b in self.buttons:
            b.hover = b.rect.collidepoint(pos)
            b.highlight = hinted is not None and kind_of.get(b.name) is hinted.kind

    def clear(self) -> None:
        """No action buttons until the table settles again (the menu button stays)."""
        self.buttons = []

    # ------------------------------------------------------------ the mouse
    def hover(self, pos: tuple[int, int]) -> bool:
        """Light the button under the mouse; True when there is one."""
        over = False
        for b in self.all():
            b.hover = b.rect.collidepoint(pos)
            over = over or b.hover
        return over

    def press(self, pos: tuple[int, int]) -> bool:
        for b in self.all():
            if b.rect.collidepoint(pos):
                b.pressed = True
                return True
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        """Click the button pressed and released over it; False when there is none (every press ends)."""
        clicked = None
        for b in self.all():
            was = b.pressed
            b.pressed = False
            if was and b.rect.collidepoint(pos) and clicked is None:
                clicked = b
        if clicked is None:
            return False
        self.intents.sound("click")
        self.intents.debug("ui", scene="TableScene", action="button", name=clicked.name)
        clicked.on_click()
        return True
