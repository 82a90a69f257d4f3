"""The replay viewer: a kept game, step by step, forward and back, every hand face up.

The positions come from the engine's record (``GameRecord.replay``): the deal, then each action
applied in turn, so what is shown is exactly what happened.  ← / → step, Home / End jump to the
deal or the end, Page Up / Page Down open an older or newer game, Esc closes; the buttons do the
same and Tab moves among them (:mod:`game.ui.form_keys`).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import Action, ActionKind, Game
from game.engine.cards import Card
from game.play import kept
from game.play.kept import KeptGame
from game.play.review import stored
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.form_keys import FormFocus
from game.ui.i18n import card_text, cards_text, has, index_set, tr, variant_label
from game.ui.palette import CREAM, GOLD, HIGHLIGHT, LOSS_COLOUR
from game.ui.scenes.base import BUTTON_FONT_PX, MenuScene, draw_panel, fit_font, render_text, row_widths
from game.ui.table.card_images import CardImages, deck_for
from game.ui.table.names import SeatNames

#: the row along the bottom
ROW = ("older", "first", "back_step", "forward", "last", "newer", "close")
#: every button: the row, and Review at the top right (the row has no room for it at the smallest window)
BUTTONS = (*ROW, "review")


def action_text(action: Action, seat: int, names: SeatNames) -> str:
    """What the seat did, as a sentence ("Boris beats 7♣ with 9♣", "You take")."""
    kind = action.kind.value
    key = f"replay.you.{kind}" if seat == names.human else f"replay.act.{kind}"
    target = action.target
    cards: tuple[Card, ...] = action.cards
    if action.kind is ActionKind.BEAT and target is not None:
        cards = tuple(c for c in action.cards if c != target) or action.cards
    text = cards_text(cards)
    return tr(key, name=names.name(seat), cards=text, target=card_text(target) if target else "")


class ReplayScene(MenuScene):
    def __init__(self, ctx: AppContext, files: list[Path] | None = None, at: int = 0) -> None:
        super().__init__(ctx)
        self.files = files if files is not None else kept.listing()
        self.index = 0  # 0: the newest game
        self.game: KeptGame | None = None
        #: the position after each number of actions: positions[0] is the deal
        self.positions: list[Game] = []
        self.actors: list[int] = []
        self.pos = 0
        self.names: SeatNames | None = None
        self.images = CardImages(ctx.settings.four_color_suits, ctx.settings.card_back, indices=index_set())
        self.form_focus = FormFocus(default="forward")
        self.open(0)
        self.step(at)  # the review's chart opens the replay at a move

    # ------------------------------------------------------------------ the model
    def open(self, index: int) -> None:
        """Show the kept game ``index`` (0: the newest); unreadable ones are skipped (set aside)."""
        self.game = None
        self.positions, self.actors = [], []
        step = 1 if index >= self.index else -1
        while 0 <= index < len(self.files):
            found = kept.load(self.files[index])
            if found is not None:
                self._show(found)
                self.index = index
                return
            del self.files[index]  # set aside by the loader
            if step < 0:
                index -= 1
        self.index = max(0, min(self.index, len(self.files) - 1))

    def _show(self, found: KeptGame) -> None:
        self.game = found
        record = found.record
        game = record.start()
        positions = [game.copy(quiet=True)]
        actors = []
        for action in record.actions:
            actors.append(game.to_act)
            game.apply(action)
            positions.append(game.copy(quiet=True))
        self.positions, self.actors = positions, actors
        self.pos = 0
        bottom = found.human if found.human is not None else 0
        self.names = SeatNames(record.players, bottom, found.human, found.levels, lambda: self.ctx.settings)
        s, rules = self.ctx.settings, record.rules
        deck = deck_for(s.card_deck, rules.suits, rules.ranks)
        self.images.configure(s.four_color_suits, s.card_back, deck, index_set())

    @property
    def moves(self) -> int:
        return max(0, len(self.positions) - 1)

    def step(self, delta: int) -> None:
        self.pos = max(0, min(self.moves, self.pos + delta))
        self.touch()

    def current(self) -> Game | None:
        return self.positions[self.pos] if self.positions else None

    def move_text(self) -> str:
        """ "Move 12 of 87: Boris beats 7♣ with 9♣" (or the deal)."""
        if self.game is None or self.names is None:
            return ""
        if self.pos == 0:
            return tr("replay.deal")
        action = self.game.record.actions[self.pos - 1]
        said = action_text(action, self.actors[self.pos - 1], self.names)
        return f"{tr('replay.move', i=self.pos, n=self.moves)}: {said}"

    # ------------------------------------------------------------------ layout
    def _button_rows(self, total: int, gap: int) -> list[tuple[str, ...]]:
        """The buttons in one row, or, where their labels do not fit side by side (a larger text in
        a small window), the moves' four over the games' and Close."""
        k = self.ctx.ui_scale
        font = self.ctx.fonts.get(round(BUTTON_FONT_PX * k))
        pad = max(10, round(14 * k))
        need = sum(font.size(tr(f"replay.{name}"))[0] + 2 * pad + gap for name in ROW) - gap
        return [ROW] if need <= total else [ROW[1:5], (ROW[0], *ROW[5:])]

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        panel = pygame.Rect(20, 16, w - 40, h - 32)
        bh = max(40, int(48 * k))
        head_h = max(70, int(88 * k))
        gap = 10
        rows = self._button_rows(panel.width - 40, gap)
        by = panel.bottom - len(rows) * (bh + gap) + gap - 16
        line_h = max(28, int(34 * k))
        lay = {
            "panel": panel,
            "head": pygame.Rect(panel.left + 20, panel.top + 8, panel.width - 40, head_h),
            "body": pygame.Rect(
                panel.left + 20,
                panel.top + head_h + 12,
                panel.width - 40,
                by - line_h - 16 - (panel.top + head_h + 12),
            ),
            "line": pygame.Rect(panel.left + 20, by - line_h - 8, panel.width - 40, line_h),
        }
        for i, row in enumerate(rows):
            widths = row_widths(self.ctx, [tr(f"replay.{name}") for name in row], panel.width - 40, gap)
            x = panel.left + 20
            for name, bw in zip(row, widths, strict=True):
                lay[name] = pygame.Rect(x, by + i * (bh + gap), bw, bh)
                x += bw + gap
        head = lay["head"]
        rh = max(28, head.height * 9 // 20)
        font = self.ctx.fonts.get(round(BUTTON_FONT_PX * k))
        rw = max(font.size(tr("replay.review"))[0] + 2 * max(10, round(14 * k)) + 8, int(130 * k))
        lay["review"] = pygame.Rect(head.right - rw, head.bottom - rh, rw, rh)
        return lay

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name in BUTTONS:
            btn = self.button(name, tr(f"replay.{name}"), lay[name])
            if name != "close" and not self._can(name):
                btn.disable()  # type: ignore[no-untyped-call]

    def game_number(self) -> str:
        """ "Game 3 of 5", counted from the oldest kept game as the statistics' chart counts its games
        (the newest is the last number in both)."""
        return tr("replay.game_no", i=len(self.files) - self.index, n=len(self.files))

    def _can(self, name: str) -> bool:
        if self.game is None:
            return False
        return {
            "older": self.index + 1 < len(self.files),
            "newer": self.index > 0,
            "first": self.pos > 0,
            "back_step": self.pos > 0,
            "forward": self.pos < self.moves,
            "last": self.pos < self.moves,
            "review": self.game.human is not None,
        }.get(name, True)

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "close":
            self.close()
            return
        if name == "review" and self.game is not None:
            found = self.game
            review = stored(found, (found.human,)) if found.human is not None else None
            scene = self.ctx.make_scene("review", found.record, found.human, found.path, review)
            self.ctx.stack.push(scene)
            return
        if name == "older":
            self.open(self.index + 1)
        elif name == "newer":
            self.open(self.index - 1)
        elif name == "first":
            self.step(-self.moves)
        elif name == "back_step":
            self.step(-1)
        elif name == "forward":
            self.step(1)
        elif name == "last":
            self.step(self.moves)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        for name in BUTTONS:
            btn = self.buttons.get(name)
            if btn is None or name == "close":
                continue
            if self._can(name):
                btn.enable()  # type: ignore[no-untyped-call]
            else:
                btn.disable()  # type: ignore[no-untyped-call]

    def on_key(self, event: pygame.event.Event) -> None:
        keys = {
            pygame.K_LEFT: "back_step",
            pygame.K_RIGHT: "forward",
            pygame.K_HOME: "first",
            pygame.K_END: "last",
            pygame.K_PAGEUP: "older",
            pygame.K_PAGEDOWN: "newer",
        }
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in keys and self._can(keys[event.key]):
            self.on_button(keys[event.key])

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=150)
        head = lay["head"]
        k = self.ctx.ui_scale
        title = tr("replay.title")
        tf = fit_font(self.ctx, title, head.width // 3, max(24, int(34 * k)), bold=True)
        surface.blit(render_text(tf, title, GOLD), (head.left, head.top))
        found, g, names = self.game, self.current(), self.names
        if found is None or g is None or names is None:
            text = tr("replay.none")
            f = fit_font(self.ctx, text, lay["body"].width, max(18, int(26 * k)))
            img = render_text(f, text, CREAM)
            surface.blit(img, img.get_rect(center=lay["body"].center))
            return
        variant = variant_label(found.variant)
        date = date_text(found.when, short=True, clock=True)
        info = tr("replay.game", date=date, variant=variant, n=found.record.players)
        outcome = tr(f"replay.outcome.{found.outcome}") if has(f"replay.outcome.{found.outcome}") else ""
        which = self.game_number()
        small = fit_font(self.ctx, info, head.width * 2 // 3, max(15, int(20 * k)))
        surface.blit(render_text(small, info, CREAM, offset=1), (head.left, head.top + tf.get_height() + 4))
        right = render_text(small, f"{which} · {outcome}", GOLD, offset=1)
        surface.blit(right, right.get_rect(topright=(head.right, head.top + 6)))
        self._seats(surface, lay["body"], g, names)
        line = self.move_text()
        lf = fit_font(self.ctx, line, lay["line"].width, max(16, int(24 * k)), bold=True)
        img = render_text(lf, line, HIGHLIGHT)
        surface.blit(img, img.get_rect(center=lay["line"].center))

    def _seats(self, surface: pygame.Surface, body: pygame.Rect, g: Game, names: SeatNames) -> None:
        """A row per seat (name, then the hand face up), the table and the trump at the right."""
        k = self.ctx.ui_scale
        n = g.players
        side_w = int(body.width * 0.3)
        rows = pygame.Rect(body.left, body.top, body.width - side_w - 20, body.height)
        row_h = rows.height // n
        label_w = int(rows.width * 0.2)
        acted = self.actors[self.pos - 1] if self.pos > 0 else None
        font = self.ctx.fonts.get(max(14, int(19 * k)), True)
        small = self.ctx.fonts.get(max(12, int(15 * k)))
        for seat in range(n):
            y = rows.top + seat * row_h
            hand = sorted(g.hand(seat), key=lambda c: (c.suit == g.trump_suit, c.suit, c.rank))
            name = names.label(seat)
            colour = HIGHLIGHT if seat == acted else CREAM
            if g.result is not None and seat == g.result.durak:
                colour = LOSS_COLOUR
            surface.blit(render_text(font, name, colour, offset=1), (rows.left, y + 6))
            if g.is_out(seat):
                surface.blit(
                    render_text(small, tr("replay.out"), CREAM, offset=1),
                    (rows.left, y + 10 + font.get_height()),
                )
            card_h = max(30, row_h - 12)
            card_w = int(card_h * 0.714)
            room = rows.width - label_w
            spread = min(card_w + 4, (room - card_w) / max(1, len(hand) - 1)) if len(hand) > 1 else card_w
            for i, card in enumerate(hand):
                img = self.images.scaled(card, card_w)
                surface.blit(img, (int(rows.left + label_w + i * spread), y + 4))
        side = pygame.Rect(body.right - side_w, body.top, side_w, body.height)
        # the trump card and the deck
        trump = self.game.record.deck[-1] if self.game is not None else None
        cw = min(int(side.width * 0.28), int(side.height * 0.22))
        surface.blit(render_text(small, tr("replay.trump"), GOLD, offset=1), (side.left, side.top))
        surface.blit(self.images.scaled(trump, cw), (side.left, side.top + small.get_height() + 4))
        deck = tr("replay.deck", n=g.deck_size())
        surface.blit(
            render_text(font, deck, CREAM, offset=1), (side.left + cw + 16, side.top + small.get_height() + 8)
        )
        # the table: each attack card with its beating card over it
        ty = side.top + small.get_height() + int(cw * 1.4) + 16
        surface.blit(render_text(small, tr("replay.table"), GOLD, offset=1), (side.left, ty))
        ty += small.get_height() + 4
        pairs = g.table_pairs()
        pw = min(cw, (side.width - 10) // 3 - 8)
        for i, (attack, defence) in enumerate(pairs):
            x = side.left + (i % 3) * (pw + 12)
            y = ty + (i // 3) * int(pw * 1.7)
            surface.blit(self.images.scaled(attack, pw), (x, y))
            if defence is not None:
                surface.blit(self.images.scaled(defence, pw), (x + pw // 5, y + pw // 3))
