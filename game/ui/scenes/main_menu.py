"""The main menu: Continue (when a game is saved), Play, the deal of the day, the endgame, Puzzles,
Rules, Settings, Statistics, Quit, the language, the version; a title over the felt.  A saved game
that could not be read is reported in one line."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.cards import Card
from game.ground.paths import resource_path
from game.play import saves
from game.play.config import variant_name
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.i18n import LANGUAGES, index_set, tr, variant_label
from game.ui.palette import CREAM, GOLD, RED_SUIT
from game.ui.scene import Scene
from game.ui.scenes.base import MenuScene, fit_font, moved_focus, render_text
from game.ui.table.card_images import face_path

MENU_ITEMS = ("play", "daily", "endgame", "puzzles", "rules", "settings", "stats", "quit")


class MainMenuScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.focus = -1  # keyboard focus among MENU_ITEMS (-1: none)
        self._cards: dict[tuple[str, int], pygame.Surface] = {}
        #: where the fans and the title were last drawn (the title keeps between the fans)
        self.fans: list[pygame.Rect] = []
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self._lang_menu: pygame_gui.elements.UIDropDownMenu | None = None
        #: the saved game (Continue) and the notice of one set aside, read once per visit of the menu
        self.loaded = saves.load()
        self.items: tuple[str, ...] = (("continue",) if self.loaded.saved else ()) + MENU_ITEMS

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        bw = max(260, min(400, int(w * 0.26)))
        tallest = bh = max(46, min(66, int(h * 0.068)))
        gap = max(12, bh // 4)
        extra = int(h * 0.03) if "continue" in self.items else 0  # room for the saved game's preview
        title_bottom = int(h * 0.43)  # the title, the suits and the subtitle stay clear of the buttons
        rows = self._rows(1)
        # never lower than the buttons' text (the theme's 24 px bold, times the text size)
        least = self.ctx.fonts.get(round(24 * self.ctx.ui_scale), bold=True).get_height() + 6
        tallest = bh = max(bh, least)
        while len(rows) * bh + (len(rows) - 1) * gap + extra > h - 70 - title_bottom:
            if bh > max(34, least):
                bh -= 2
                gap = max(8, bh // 4)
            elif len(rows) > len(self._rows(2)):
                rows = self._rows(2)  # a low window: two buttons a row, as tall again as they fit
                bh, gap = tallest, max(12, tallest // 4)
            else:
                break
        n = len(rows)
        total = n * bh + (n - 1) * gap + extra
        top = max(min(int(h * 0.47), h - total - 70), min(title_bottom, h - total - 20))
        rects = {}
        for i, row in enumerate(rows):
            y = top + i * (bh + gap) + (extra if i else 0)
            left = (w - len(row) * bw - (len(row) - 1) * gap) // 2
            for j, name in enumerate(row):
                rects[name] = pygame.Rect(left + j * (bw + gap), y, bw, bh)
        rects["title"] = pygame.Rect(0, int(h * 0.07), w, int(h * 0.36))
        k = self.ctx.ui_scale
        rects["lang"] = pygame.Rect(20, h - int(56 * k), int(190 * k), int(38 * k))
        return rects

    def _rows(self, per_row: int) -> list[tuple[str, ...]]:
        """The buttons row by row; Continue keeps a row of its own (its preview is under it)."""
        first = ("continue",) if "continue" in self.items else ()
        rest = [name for name in self.items if name not in first]
        return ([first] if first else []) + [
            tuple(rest[i : i + per_row]) for i in range(0, len(rest), per_row)
        ]

    def build(self) -> None:
        layout = self._layout(self.ctx.screen.get_size())
        for name in self.items:
            self.button(name, tr(f"menu.{name}"), layout[name], object_id="#menu_button")
        current = self.ctx.settings.language
        options: list[str | tuple[str, str]] = [(label, code) for code, label in LANGUAGES.items()]
        menu = pygame_gui.elements.UIDropDownMenu(
            options,
            (LANGUAGES[current], current),
            layout["lang"],
            manager=self.ctx.ui,
            container=self.ui_root,
            object_id=pygame_gui.core.ObjectID(object_id="#expand_up"),
        )
        self._lang_menu = self.register("language", menu)
        self._apply_focus()

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "continue" and self.loaded.saved is not None:
            self.ctx.stack.clear_to(continue_scene(self.ctx, self.loaded.saved))
        elif name == "play":
            self.ctx.stack.replace(self.ctx.make_scene("new_game"))
        elif name == "daily":
            self.ctx.stack.replace(self.ctx.make_scene("daily"))
        elif name == "endgame":
            self.ctx.stack.replace(self.ctx.make_scene("endgame"))
        elif name == "stats":
            self.ctx.stack.replace(self.ctx.make_scene("stats"))
        elif name == "puzzles":
            self.ctx.stack.replace(self.ctx.make_scene("puzzles"))
        elif name == "rules":
            self.ctx.stack.push(self.ctx.make_scene("rules"))
        elif name == "settings":
            self.ctx.stack.push(self.ctx.make_scene("settings"))
        elif name == "quit":
            self.ctx.quit(0)

    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        if name == "language" and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            code = getattr(event, "selected_option_id", None)
            if code in LANGUAGES:
                self.ctx.debug("ui", scene="MainMenuScene", action="language", code=code)
                self.ctx.set_language(code)

    def on_key(self, event: pygame.event.Event) -> None:
        moved = moved_focus(self.focus, len(self.items), event.key)
        if moved is not None:
            self.focus = moved
            self._apply_focus()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus >= 0:
            name = self.items[self.focus]
            self.ctx.debug("ui", scene="MainMenuScene", action="key", name=name)
            self.ctx.sound.play("click")
            self.on_button(name)
        elif event.key == pygame.K_ESCAPE and self.focus >= 0:
            self.focus = -1
            self._apply_focus()

    def _apply_focus(self) -> None:
        self.show_focus(self.items, self.focus)

    # ------------------------------------------------------------------ drawing
    def _card(self, code: str, height: int) -> pygame.Surface:
        """A card of the fans, as the table would show it (its back, its four-colour suits, its
        letters)."""
        s = self.ctx.settings
        if code.startswith("back"):
            path = resource_path("sprites", "backs", f"{code}.png")
        elif s.card_deck != "classic":  # an art deck has every ace and six the fans show
            path = resource_path("sprites", "decks", s.card_deck, f"{code}.png")
        else:
            path = face_path(Card.parse(code), s.four_color_suits, index_set())
        key = (str(path), height)
        img = self._cards.get(key)
        if img is None:
            try:
                raw = pygame.image.load(str(path))
                width = round(raw.get_width() * height / raw.get_height())
                img = pygame.transform.smoothscale(raw.convert_alpha(), (width, height))
            except (pygame.error, FileNotFoundError, OSError):
                img = pygame.Surface((int(height * 0.714), height), pygame.SRCALPHA)
                pygame.draw.rect(img, (250, 250, 245), img.get_rect(), border_radius=height // 14)
            self._cards[key] = img
        return img

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        layout = self._layout((w, h))
        title = layout["title"]
        # fans of cards on both sides of the title
        card_h = int(min(h * 0.3, w * 0.2))
        fan_specs = [
            (w * 0.17, ("AS", "AH", "AD", "AC"), 1),
            (w * 0.83, (f"back_{self.ctx.settings.card_back}",) * 3 + ("6S",), -1),
        ]
        cy = title.top + title.height * 0.5
        self.fans = []
        for cx, codes, direction in fan_specs:
            n = len(codes)
            fan = pygame.Rect(int(cx), int(cy), 0, 0)
            for i, code in enumerate(codes):
                angle = (i - (n - 1) / 2) * 11 * -direction
                img = pygame.transform.rotozoom(self._card(code, card_h), angle, 1.0)
                dx = (i - (n - 1) / 2) * card_h * 0.16 * direction
                dy = abs(i - (n - 1) / 2) * card_h * 0.04
                rect = img.get_rect(center=(int(cx + dx), int(cy + dy)))
                surface.blit(img, rect)
                fan.union_ip(rect)
            self.fans.append(fan)
        # the title, as wide as the room between the fans allows ("ДУРЕНЬ" is wider than "DURAK")
        name = tr("menu.title")
        room = min(int(w * 0.5), self.fans[1].left - self.fans[0].right - max(8, w // 80) * 2)
        big = fit_font(self.ctx, name, room, max(40, int(h * 0.13)), bold=True)
        img = render_text(big, name, GOLD, offset=max(2, big.get_height() // 24))
        ty = title.top + int(title.height * 0.18)
        self.title_rect = img.get_rect(midtop=(w // 2, ty))
        surface.blit(img, self.title_rect)
        # suits row under the title
        suit_font = self.ctx.fonts.get(max(24, int(h * 0.055)), bold=True)
        suits = [("♠", CREAM), ("♥", RED_SUIT), ("♣", CREAM), ("♦", RED_SUIT)]
        imgs = [render_text(suit_font, s, c) for s, c in suits]
        spacing = suit_font.get_height() * 0.9
        total = spacing * (len(imgs) - 1)
        sy = ty + img.get_height() + int(h * 0.005)
        for i, simg in enumerate(imgs):
            x = w // 2 - total / 2 + i * spacing
            surface.blit(simg, simg.get_rect(midtop=(int(x), sy)))
        sub = tr("menu.subtitle")
        sub_font = fit_font(self.ctx, sub, int(w * 0.5), max(16, int(h * 0.028)))
        simg = render_text(sub_font, sub, CREAM)
        surface.blit(simg, simg.get_rect(midtop=(w // 2, sy + suit_font.get_height() + int(h * 0.012))))
        self._draw_save_lines(surface, layout)
        # version, bottom right
        vfont = self.ctx.fonts.get(max(13, int(h * 0.018)))
        vimg = render_text(vfont, tr("menu.version", version=self.ctx.version), CREAM, offset=1)
        surface.blit(vimg, vimg.get_rect(bottomright=(w - 18, h - 14)))

    def _draw_save_lines(self, surface: pygame.Surface, layout: dict[str, pygame.Rect]) -> None:
        """The saved game's preview beside Continue; the notice of a save set aside above the bottom."""
        w, h = surface.get_size()
        font = self.ctx.fonts.get(max(14, int(h * 0.021)))
        saved = self.loaded.saved
        if saved is not None and "continue" in layout:
            box = layout["continue"]
            img = render_text(font, preview(saved), CREAM, offset=1)
            surface.blit(img, img.get_rect(midtop=(w // 2, box.bottom + 2)))
        if self.loaded.notice:
            img = render_text(font, tr("saves.notice"), GOLD, offset=1)
            surface.blit(img, img.get_rect(midbottom=(w // 2, h - int(h * 0.085))))


def preview(saved: saves.SavedGame) -> str:
    """Variant, players, moves played, date: "Podkidnoy · 3 players · 24 moves · 4 Dec 2026, 01:10"."""
    date = date_text(saved.saved_at, short=True, clock=True)
    variant = variant_label(variant_name(saved.record.rules))
    if saved.record.position is not None:
        return tr("saves.preview_endgame", variant=variant, n=saved.moves, date=date)
    return tr("saves.preview", variant=variant, players=saved.record.players, n=saved.moves, date=date)


def continue_scene(ctx: AppContext, saved: saves.SavedGame) -> Scene:
    """The table of the saved game, where it was left."""
    ctx.debug("ui", scene="MainMenuScene", action="continue", moves=saved.moves)
    return ctx.make_scene("table", Session.resume(saved))
