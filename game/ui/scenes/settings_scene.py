"""Settings: every field of :class:`Settings`; each change is applied at once and saved."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.ui.appearance import draw_preview
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import LANGUAGES, tr
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
    SORT_ORDERS,
    TEXT_SIZES,
    settings_path,
)
from game.ui.table.card_images import CardImages
from game.ui.textwrap import wrap_text

#: the labels of the rows with a label and a choice (the width of the longest sets the labels' column)
ROW_LABELS = (
    "settings.language",
    "settings.player_name",
    "settings.volume",
    "settings.anim_speed",
    "settings.sort_order",
    "settings.text_size",
    "settings.auto_pass_wait",
)
CHECKS = ("muted", "auto_pass", "show_hints", "endgame_insight", "fullscreen")


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
        self.images = CardImages(ctx.settings.four_color_suits, ctx.settings.card_back)

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

        sizes = [(tr(f"settings.text.{i}"), f"{v:g}") for i, v in enumerate(TEXT_SIZES)]
        self._widgets["text_size"] = self.form_dropdown(
            "text_size", sizes, f"{s.text_size:g}", row(col2, 0, "settings.text_size")
        )
        # the felt, the backs and the cards' style have their own screen, with a larger preview
        looks = pygame.Rect(col2.left, col2.top + row_h + 5, col2.width, wh)
        self._widgets["appearance"] = self.button("appearance", tr("looks.open"), looks)

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
            elif name == "text_size":
                ctx.update_settings(text_size=float(value))
            elif name == "auto_pass_wait":
                ctx.update_settings(auto_pass_wait=int(value))
            elif name == "sort_order":
                ctx.update_settings(sort_order=value)
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
        elif name == "appearance":
            self.ctx.stack.push(self.ctx.make_scene("appearance"))

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ drawing
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
        # the table as it looks now, under its button
        col2: pygame.Rect = lay["col2"]
        row_h: int = lay["row_h"]
        top = col2.top + 2 * row_h + 10
        high = min(int(row_h * 3.1), 200)  # above the auto-pass row, with the hints under it
        table = pygame.Rect(col2.left, top, min(col2.width, int(high * 1.45)), high)
        draw_preview(surface, table, self.ctx.settings, self.images)
        # hints under the preview: the volume value and where settings are kept
        small = self.ctx.fonts.get(max(13, int(16 * self.ctx.ui_scale)))
        y = top + high + 18
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
