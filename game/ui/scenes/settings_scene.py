"""Settings: every field of :class:`Settings`; each change is applied at once and saved."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.engine.cards import Card
from game.ground.paths import resource_path
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import LANGUAGES, index_set, tr
from game.ui.palette import CREAM, GOLD
from game.ui.player_name import MAX_NAME_LENGTH, clean_name
from game.ui.scenes.base import (
    BUTTON_FONT_PX,
    OPAQUE,
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    fit_font,
    render_text,
    title_bar,
)
from game.ui.settings import (
    ANIM_SPEEDS,
    AUTO_PASS_WAITS,
    CARD_BACKS,
    SORT_ORDERS,
    TEXT_SIZES,
    settings_path,
)
from game.ui.table.card_images import face_path
from game.ui.textwrap import wrap_text

#: the labels of the rows with a label and a choice (the width of the longest sets the labels' column)
ROW_LABELS = (
    "settings.language",
    "settings.player_name",
    "settings.volume",
    "settings.anim_speed",
    "settings.sort_order",
    "settings.suit_colours",
    "settings.card_back",
    "settings.text_size",
    "settings.auto_pass_wait",
)
CHECKS = ("muted", "auto_pass", "show_hints", "endgame_insight", "fullscreen")
PREVIEW_CARDS = ("AS", "KH", "QD", "JC")


def speed_label(speed: float) -> str:
    text = f"{speed:g}×"
    if speed == 1.0:
        return tr("settings.speed_normal", speed=text)
    if speed < 1.0:
        return tr("settings.speed_slow", speed=text)
    return text


def wait_label(seconds: int) -> str:
    return tr("settings.auto_pass_wait.after", n=seconds) if seconds else tr("settings.auto_pass_wait.off")


class SettingsScene(MenuScene):
    def __init__(self, ctx: AppContext, overlay: bool = False) -> None:
        super().__init__(ctx)
        self.overlay = overlay
        self._widgets: dict[str, Any] = {}
        self.form_focus = FormFocus(default="language")
        self._previews: dict[tuple[str, int], pygame.Surface] = {}

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, Any]:
        w, h = size
        k = self.ctx.ui_scale
        pw = min(w - 40, int(1120 * k))
        # title, ten rows of 50 px, the bottom bar (all scaled); never taller than the window
        ph = min(h - 30, int((56 + 10 * 50 + 110) * k))
        panel = centred(size, pw, ph)
        pad = max(18, pw // 40)
        title_h = max(46, int(ph * 0.075))
        bottom_h = max(56, int(ph * 0.085))
        body = pygame.Rect(
            panel.left + pad, panel.top + title_h + 10, pw - 2 * pad, ph - title_h - bottom_h - 30
        )
        gap = max(24, pw // 28)
        col_w = (body.width - gap) // 2
        row_h = min(int(50 * k), body.height // 10)
        return {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "col1": pygame.Rect(body.left, body.top, col_w, body.height),
            "col2": pygame.Rect(body.left + col_w + gap, body.top, col_w, body.height),
            "row_h": row_h,
            "bottom": bottom_bar(panel, pad, bottom_h),
        }

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        self._widgets = {}
        s = self.ctx.settings
        lay = self._layout(self.ctx.screen.get_size())
        row_h: int = lay["row_h"]
        col1: pygame.Rect = lay["col1"]
        col2: pygame.Rect = lay["col2"]
        wh = row_h - 10
        label_font = self.ctx.fonts.get(int(BUTTON_FONT_PX * self.ctx.ui_scale))
        widest = max(label_font.size(tr(key))[0] for key in ROW_LABELS)
        # the longest label keeps its words ("Скорость анимации"); the choices take the rest
        label_w = min(int(col1.width * 0.55), max(int(col1.width * 0.42), widest + 12))

        def row(col: pygame.Rect, i: int, key: str) -> pygame.Rect:
            y = col.top + i * row_h
            self.form_label(tr(key), pygame.Rect(col.left, y + 5, label_w - 8, wh))
            return pygame.Rect(col.left + label_w, y + 5, col.width - label_w, wh)

        langs = [(label, code) for code, label in LANGUAGES.items()]
        self._widgets["language"] = self.form_dropdown(
            "language", langs, s.language, row(col1, 0, "settings.language")
        )
        entry = pygame_gui.elements.UITextEntryLine(
            row(col1, 1, "settings.player_name"),
            manager=self.ctx.ui,
            container=self.ui_root,
            placeholder_text=tr("settings.player_name_hint"),
        )
        entry.set_text_length_limit(MAX_NAME_LENGTH)
        entry.set_text(s.player_name)
        self._widgets["player_name"] = self.register("player_name", entry)
        slider = pygame_gui.elements.UIHorizontalSlider(
            row(col1, 2, "settings.volume"),
            start_value=round(s.volume * 100),
            value_range=(0, 100),
            manager=self.ctx.ui,
            container=self.ui_root,
            click_increment=5,
        )
        self._widgets["volume"] = self.register("volume", slider)
        speeds = [(speed_label(v), f"{v:g}") for v in ANIM_SPEEDS]
        self._widgets["anim_speed"] = self.form_dropdown(
            "anim_speed", speeds, f"{s.anim_speed:g}", row(col1, 3, "settings.anim_speed")
        )
        sorts = [(tr(f"settings.sort.{o}"), o) for o in SORT_ORDERS]
        self._widgets["sort_order"] = self.form_dropdown(
            "sort_order", sorts, s.sort_order, row(col1, 4, "settings.sort_order")
        )
        box = min(int(26 * self.ctx.ui_scale), wh - 4)
        for i, name in enumerate(CHECKS):
            y = col1.top + (5 + i) * row_h + 5 + (wh - box) // 2
            cb = pygame_gui.elements.UICheckBox(
                pygame.Rect(col1.left, y, box, box),
                tr(f"settings.{name}"),
                manager=self.ctx.ui,
                container=self.ui_root,
                initial_state=bool(getattr(s, name)),
                object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),
            )
            self._widgets[name] = self.register(name, cb)
        waits = [(wait_label(n), str(n)) for n in AUTO_PASS_WAITS]
        self._widgets["auto_pass_wait"] = self.form_dropdown(
            "auto_pass_wait", waits, str(s.auto_pass_wait), row(col2, 8, "settings.auto_pass_wait")
        )
        y = col2.top + 9 * row_h + 5 + (wh - box) // 2  # undo: the last row of the second column
        cb = pygame_gui.elements.UICheckBox(
            pygame.Rect(col2.left, y, box, box),
            tr("settings.undo"),
            manager=self.ctx.ui,
            container=self.ui_root,
            initial_state=s.undo,
            object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),
        )
        self._widgets["undo"] = self.register("undo", cb)

        colours = [(tr("settings.suits.two"), "two"), (tr("settings.suits.four"), "four")]
        self._widgets["four_color_suits"] = self.form_dropdown(
            "four_color_suits",
            colours,
            "four" if s.four_color_suits else "two",
            row(col2, 0, "settings.suit_colours"),
        )
        backs = [(tr(f"settings.back.{b}"), b) for b in CARD_BACKS]
        self._widgets["card_back"] = self.form_dropdown(
            "card_back", backs, s.card_back, row(col2, 1, "settings.card_back")
        )
        sizes = [(tr(f"settings.text.{i}"), f"{v:g}") for i, v in enumerate(TEXT_SIZES)]
        self._widgets["text_size"] = self.form_dropdown(
            "text_size", sizes, f"{s.text_size:g}", row(col2, 2, "settings.text_size")
        )

        bottom: pygame.Rect = lay["bottom"]
        bw = max(160, min(240, bottom.width // 5))
        self.button("back", tr("settings.back"), pygame.Rect(bottom.left, bottom.top, bw, bottom.height))

    # ------------------------------------------------------------------ input
    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        ctx = self.ctx
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            value = getattr(event, "selected_option_id", event.text)
            if name == "language":
                ctx.set_language(value)  # every scene rebuilds, this one too
                return
            if name == "anim_speed":
                ctx.update_settings(anim_speed=float(value))
            elif name == "four_color_suits":
                ctx.update_settings(four_color_suits=value == "four")
            elif name == "text_size":
                ctx.update_settings(text_size=float(value))
            elif name == "auto_pass_wait":
                ctx.update_settings(auto_pass_wait=int(value))
            elif name in ("card_back", "sort_order"):
                ctx.update_settings(**{name: value})
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            checked = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if name == "fullscreen":
                if checked != ctx.settings.fullscreen:
                    ctx.toggle_fullscreen()
            else:
                ctx.update_settings(**{name: checked})
                if name == "muted" and not checked:
                    ctx.sound.play("click")
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and name == "volume":
            ctx.update_settings(volume=float(event.value) / 100.0)
        elif name == "player_name" and event.type in (
            pygame_gui.UI_TEXT_ENTRY_CHANGED,
            pygame_gui.UI_TEXT_ENTRY_FINISHED,
        ):
            # Typed or pasted text may hold what the table cannot draw: keep the rest.
            ctx.update_settings(player_name=clean_name(str(event.text)))

    def on_button(self, name: str) -> None:
        if name == "back":
            self.close()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ drawing
    def _preview(self, code: str, height: int) -> pygame.Surface:
        s = self.ctx.settings
        if code == "back":
            path = resource_path("sprites", "backs", f"back_{s.card_back}.png")
        else:
            path = face_path(Card.parse(code), s.four_color_suits, index_set())
        key = (str(path), height)
        img = self._previews.get(key)
        if img is None:
            try:
                raw = pygame.image.load(str(path))
                width = round(raw.get_width() * height / raw.get_height())
                img = pygame.transform.smoothscale(raw.convert_alpha(), (width, height))
            except (pygame.error, FileNotFoundError, OSError):
                img = pygame.Surface((int(height * 0.714), height), pygame.SRCALPHA)
                pygame.draw.rect(img, (250, 250, 245), img.get_rect(), border_radius=height // 14)
            self._previews[key] = img
        return img

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay:
            self.draw_dimmed(surface)
        else:
            super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        panel: pygame.Rect = lay["panel"]
        draw_panel(surface, panel, alpha=OPAQUE if self.overlay else 170)
        title = tr("settings.title")
        font = fit_font(
            self.ctx, title, panel.width - 40, max(26, int(lay["title"].height * 0.62)), bold=True
        )
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=lay["title"].center))
        # card previews under the card-style rows
        col2: pygame.Rect = lay["col2"]
        row_h: int = lay["row_h"]
        top = col2.top + 3 * row_h + 14
        card_h = min(int(row_h * 2.4), 150)  # above the auto-pass row
        codes = (*PREVIEW_CARDS, "back")
        step = min(int(card_h * 0.62), (col2.width - int(card_h * 0.72)) // (len(codes) - 1))
        for i, code in enumerate(codes):
            surface.blit(self._preview(code, card_h), (col2.left + i * step, top))
        # hints under the previews: the volume value and where settings are kept
        small = self.ctx.fonts.get(max(13, int(16 * self.ctx.ui_scale)))
        y = top + card_h + 18
        vol = self.ctx.settings.volume
        text = tr("settings.volume_value", percent=round(vol * 100))
        if self.ctx.settings.muted:
            text += " · " + tr("settings.muted_short")
        surface.blit(render_text(small, text, CREAM, offset=1), (col2.left, y))
        y += small.get_linesize() + 6
        where = tr("settings.saved_in", path=str(settings_path()))
        for line in wrap_text(small, where, col2.width)[:3]:
            surface.blit(render_text(small, line, CREAM, offset=1), (col2.left, y))
            y += small.get_linesize()
