"""The last bout: what each player did in the bout that ended last, on a panel (key L or its button).

Built from the events as the bottom seat saw them, nothing else: each event of the bout becomes a
line *as data* (a string key and its arguments) and is put into words only when drawn, so the panel
follows a change of language.  No rule is decided here: the panel says what the events say.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine import events as ev
from game.engine.cards import Card
from game.ui.i18n import card_text, cards_text, tr
from game.ui.i18n.grammar import Name
from game.ui.palette import HISTORY_BORDER, HISTORY_END, HISTORY_LINE, HISTORY_PANEL, HISTORY_TITLE

from .layout import Layout
from .widgets import Button, ButtonArt, TextCache, pill


@dataclass(frozen=True, slots=True)
class Line:
    """One thing a player did: ``history.<kind>`` said about ``seat`` (-1: about nobody)."""

    kind: str
    seat: int = -1
    cards: tuple[Card, ...] = ()
    target: Card | None = None
    to: int = -1
    n: int = 0


@dataclass(slots=True)
class Bout:
    attacker: int
    defender: int
    lines: list[Line] = field(default_factory=list)


class BoutLog:
    """The events of the bout under way, and the last bout that ended."""

    def __init__(self) -> None:
        self.current: Bout | None = None
        self.last: Bout | None = None

    def saw(self, events: list[ev.Event]) -> None:
        for e in events:
            self._one(e)

    def _one(self, e: ev.Event) -> None:
        if isinstance(e, ev.BoutStarted):
            self.current = Bout(e.attacker, e.defender)
            return
        b = self.current
        if b is None:
            return
        if isinstance(e, ev.Attacked):
            b.lines.append(Line("attack", e.seat, e.cards))
        elif isinstance(e, ev.ThrownIn):
            b.lines.append(Line("throw", e.seat, (e.card,)))
        elif isinstance(e, ev.Defended):
            b.lines.append(Line("beat", e.seat, (e.card,), e.target))
        elif isinstance(e, ev.Transferred):
            b.lines.append(Line("transfer", e.seat, (e.card,), to=e.defender))
        elif isinstance(e, ev.TrumpShown):
            b.lines.append(Line("show", e.seat, (e.card,), to=e.defender))
        elif isinstance(e, ev.TakeDeclared):
            b.lines.append(Line("take", e.seat))
        elif isinstance(e, ev.Passed) and e.what == "throw":
            b.lines.append(Line("pass", e.seat))
        elif isinstance(e, ev.PlayerOut):
            b.lines.append(Line("out", e.seat))
        elif isinstance(e, ev.BoutEnded):
            kind = "took" if e.taken else "beaten"
            b.lines.append(Line(kind, e.defender if e.taken else -1, n=len(e.cards)))
            b.defender = e.defender  # after a transfer: the one who defended last
            self.last, self.current = b, None


def you_name() -> Name:
    return Name(tr("history.you.nom"), tr("history.you.acc"))


def line_text(line: Line, human: int | None, names: Callable[[int], str]) -> str:
    """A line in the current language ("Anna took 3 cards", "Борис побил 7♣ картой 9♣")."""

    def who(seat: int) -> object:
        return you_name() if seat == human else names(seat)

    cards = cards_text(line.cards, ", ")
    args: dict[str, object] = {"cards": cards, "card": cards, "n": line.n}
    if line.target is not None:
        args["target"] = card_text(line.target)
    if line.to >= 0:
        args["to"] = who(line.to)
    key = f"history.{line.kind}"
    if line.seat >= 0 and line.seat == human:
        key += ".you"
    elif line.seat >= 0:
        args["name"] = names(line.seat)
    return tr(key, **args)


def bout_lines(log: BoutLog, human: int | None, names: Callable[[int], str]) -> list[str]:
    """The panel's lines: a title, then what each player did, in order."""
    b = log.last
    if b is None:
        return [tr("history.none")]
    title = tr("history.title", att=str(names(b.attacker)), dfd=str(names(b.defender)))
    return [title, *(line_text(x, human, names) for x in b.lines)]


class LastBoutPanel:
    """The log, its button beside the pause button, the key L, and the panel when open."""

    def __init__(self, human: int | None, names: Callable[[int], str], text: TextCache) -> None:
        self.log = BoutLog()
        self.human, self.names, self.text = human, names, text
        self.open = False
        self.button = Button("history", "", pygame.Rect(0, 0, 0, 0), self.toggle, "L")
        self._art = ButtonArt()

    def saw(self, events: list[ev.Event]) -> None:
        self.log.saw(events)

    def toggle(self) -> None:
        self.open = not self.open

    def lines(self) -> list[str]:
        return bout_lines(self.log, self.human, self.names)

    def place(self, lay: Layout) -> None:
        self.button.rect = lay.last_bout_button

    def handle(self, event: pygame.event.Event, lay: Layout) -> bool:
        """The key L, a click on the button, or (when open) a click anywhere closes it."""
        self.place(lay)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.button.hover = self.button.rect.collidepoint(event.pos)
            return False
        on_button = self.button.rect.collidepoint(event.pos) if hasattr(event, "pos") else False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (on_button or self.open):
            self.button.pressed = on_button
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (self.button.pressed or self.open):
            if (self.button.pressed and on_button) or self.open:
                self.toggle()
            self.button.pressed = False
            return True
        return False

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.place(lay)
        self.button.label = tr("history.button")
        self.button.draw(surface, self._art, self.text, lay.font_small)
        if not self.open:
            return
        u = lay.u
        lines = self.lines()
        pad, gap = round(14 * u), round(5 * u)
        width = min(round(lay.w * 0.46), round(520 * u))
        fs = lay.font_small
        imgs = []
        for i, s in enumerate(lines):
            colour = HISTORY_TITLE if i == 0 else HISTORY_LINE
            if i == len(lines) - 1 and i > 0:
                colour = HISTORY_END
            size = self.text.fit(s, fs + (2 if i == 0 else 0), width - 2 * pad, True)
            imgs.append(self.text.render(s, size, colour, bold=i == 0 or i == len(lines) - 1))
        hint = self.text.render(tr("history.close"), max(9, fs - 2), HISTORY_END)
        height = 2 * pad + sum(im.get_height() + gap for im in imgs) + hint.get_height()
        box = pygame.Rect(lay.menu_button.left, 0, width, height)
        box.top = self.button.rect.bottom + round(8 * u)
        surface.blit(pill(box.size, HISTORY_PANEL, round(12 * u)), box)
        pygame.draw.rect(surface, HISTORY_BORDER, box, max(1, round(2 * u)), round(12 * u))
        y = box.top + pad
        for im in imgs:
            surface.blit(im, (box.left + pad, y))
            y += im.get_height() + gap
        surface.blit(hint, (box.right - pad - hint.get_width(), y))
