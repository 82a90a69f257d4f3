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
    draw_panel,
    fit_font,
    form_frame,
    render_text,
)
from game.ui.scrolled_rows import ScrolledRows
from game.ui.settings import (
    ANIM_SPEEDS,
    AUTO_PASS_WAITS,
    SORT_ORDERS,
    TEXT_SIZES,
    settings_path,
)
from game.ui.table.card_images import CardImages
from game.ui.textwrap import wrap_text

#: the rows of the left column and of the right one, in the keyboard's order (the right column's
#: preview and hints sit between its fourth and its last two rows)
LEFT = (
    "language",
    "player_name",
    "volume",
    "anim_speed",
    "sort_order",
    "muted",
    "auto_pass",
    "show_hints",
    "endgame_insight",
    "fullscreen",
)
RIGHT = ("auto_pass_wait", "undo", "text_size", "appearance")
#: where the right column's rows stand (row numbers)
RIGHT_ROWS = {"text_size": 0, "appearance": 1, "auto_pass_wait": 8, "undo": 9}
#: the rows of the one column a small window with large text gets, scrolled
ONE_COLUMN = (*LEFT[:5], "text_size", "auto_pass_wait", "appearance", *LEFT[5:], "undo")
CHECKS = ("muted", "auto_pass", "show_hints", "endgame_insight", "fullscreen", "undo")
#: the check boxes' text size (the theme's "#form_toggle.label" at the reference window)
TOGGLE_FONT_PX = 15
#: the rows the hints under the one column take (the volume and where the settings are kept)
HINT_ROWS = 2
#: the label of each row that has one beside its choice
LABELS = {
    "language": "settings.language",
    "player_name": "settings.player_name",
    "volume": "settings.volume",
    "anim_speed": "settings.anim_speed",
    "sort_order": "settings.sort_order",
    "text_size": "settings.text_size",
    "auto_pass_wait": "settings.auto_pass_wait",
}


def speed_label(speed: float) -> str:
    text = f"{speed:g}×"
    if speed == 1.0:
        return tr("settings.speed_normal", speed=text)
    if speed < 1.0:
        return tr("settings.speed_slow", speed=text)
    return text


def wait_label(seconds: int) -> str:
    return tr("settings.auto_pass_wait.after", n=seconds) if seconds else tr("settings.auto_pass_wait.off")


class SettingsScene(ScrolledRows, MenuScene):
    def __init__(self, ctx: AppContext, overlay: bool = False) -> None:
        super().__init__(ctx)
        self.overlay = overlay
        self._widgets: dict[str, Any] = {}
        self.form_focus = FormFocus(default="language")
        self.images = CardImages(ctx.settings.four_color_suits, ctx.settings.card_back)
        #: the first row shown when the rows stand in one column that scrolls
        self.first = 0

    # ------------------------------------------------------------------ layout
    def _options(self) -> dict[str, list[tuple[str, str]]]:
        """Each drop-down's choices as (label, value)."""
        return {
            "language": [(label, code) for code, label in LANGUAGES.items()],
            "anim_speed": [(speed_label(v), f"{v:g}") for v in ANIM_SPEEDS],
            "sort_order": [(tr(f"settings.sort.{o}"), o) for o in SORT_ORDERS],
            "text_size": [(tr(f"settings.text.{i}"), f"{v:g}") for i, v in enumerate(TEXT_SIZES)],
            "auto_pass_wait": [(wait_label(n), str(n)) for n in AUTO_PASS_WAITS],
        }

    def _needs(self, wh: int) -> dict[str, tuple[int, int]]:
        """What each row needs, as (its label's width, its control's width): a check box or the
        button all in the second."""
        k = self.ctx.ui_scale
        font = self.ctx.fonts.get(round(BUTTON_FONT_PX * k))
        small = self.ctx.fonts.get(round(TOGGLE_FONT_PX * k))
        box = min(int(26 * k), wh - 4)
        needs = {name: (font.size(tr(key))[0] + 14, int(120 * k)) for name, key in LABELS.items()}
        for name, options in self._options().items():
            # a choice's text clear of its borders, beside the drop-down's arrow (as wide as it is high)
            needs[name] = (needs[name][0], max(font.size(text)[0] for text, _ in options) + 14 + wh)
        for name in CHECKS:
            needs[name] = (0, box + 14 + small.size(tr(f"settings.{name}"))[0])
        needs["appearance"] = (0, font.size(tr("looks.open"))[0] + 30)
        return needs

    @staticmethod
    def _column(needs: dict[str, tuple[int, int]], names: tuple[str, ...]) -> tuple[int, int]:
        """A column's label width and its whole width, as its rows need."""
        label_w = max(needs[n][0] for n in names)
        return label_w, max(label_w + needs[n][1] if needs[n][0] else needs[n][1] for n in names)

    def _layout(self, size: tuple[int, int]) -> dict[str, Any]:
        k = self.ctx.ui_scale
        frame = form_frame(size, k, 10)
        body = frame.body
        gap = max(24, frame.panel.width // 28)
        row_h = min(int(50 * k), body.height // 10)
        needs = self._needs(row_h - 10)
        label1, need1 = self._column(needs, LEFT)
        label2, need2 = self._column(needs, RIGHT)
        lay: dict[str, Any] = {
            "panel": frame.panel,
            "title": frame.title,
            "row_h": row_h,
            "bottom": frame.bottom,
        }
        if need1 + gap + need2 <= body.width:
            # two columns, the first as wide as its rows need and at least half
            col_w = min(max(need1, (body.width - gap) // 2), body.width - gap - need2)
            col1 = pygame.Rect(body.left, body.top, col_w, body.height)
            col2 = pygame.Rect(col1.right + gap, body.top, body.width - gap - col_w, body.height)
            lay.update(col1=col1, col2=col2, label1=label1, label2=label2)
            return lay
        # one column that scrolls (the preview is on the Table and cards screen, larger)
        bar_w = max(8, int(10 * k))
        col = pygame.Rect(body.left, body.top, body.width - bar_w - gap // 2, body.height)
        label_w, need = self._column(needs, ONE_COLUMN)
        width = min(col.width, max(need, col.width * 2 // 3))
        # beside the rows, if there is room: the table as it looks now, and the hints under it
        side = pygame.Rect(col.left + width + gap, body.top, col.right - width - gap - col.left, body.height)
        lay.update(
            col=col,
            label=label_w,
            width=width,
            shown=body.height // row_h,
            bar=pygame.Rect(col.right + gap // 2, body.top, bar_w, body.height),
            side=side if side.width >= int(150 * k) else None,
        )
        return lay

    def _rows(self, lay: dict[str, Any]) -> list[tuple[str, pygame.Rect, int]]:
        """Each row to build as (name, its place, its label's width), in the keyboard's order."""
        row_h: int = lay["row_h"]
        if "col" not in lay:
            col1: pygame.Rect = lay["col1"]
            col2: pygame.Rect = lay["col2"]
            rows = [
                (n, pygame.Rect(col1.left, col1.top + i * row_h, col1.width, row_h), lay["label1"])
                for i, n in enumerate(LEFT)
            ]
            return rows + [
                (
                    n,
                    pygame.Rect(col2.left, col2.top + RIGHT_ROWS[n] * row_h, col2.width, row_h),
                    lay["label2"],
                )
                for n in RIGHT
            ]
        col: pygame.Rect = lay["col"]
        shown = self.rows_in_sight(lay)
        return [
            (n, pygame.Rect(col.left, col.top + i * row_h, lay["width"], row_h), lay["label"])
            for i, n in enumerate(shown)
        ]

    def scroll_rows(self) -> tuple[str, ...]:
        return ONE_COLUMN

    def scroll_total(self, lay: dict[str, Any]) -> int:
        """The one column's rows, with the hints' when they stand under the rows."""
        return len(ONE_COLUMN) + (HINT_ROWS if lay["side"] is None else 0)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        self._widgets = {}
        lay = self._layout(self.ctx.screen.get_size())
        for name, place, label_w in self._rows(lay):
            self._build_row(name, place, label_w)
        bottom: pygame.Rect = lay["bottom"]
        bw = max(160, min(240, bottom.width // 5))
        self.button("back", tr("settings.back"), pygame.Rect(bottom.left, bottom.top, bw, bottom.height))

    def _build_row(self, name: str, place: pygame.Rect, label_w: int) -> None:
        s = self.ctx.settings
        wh = place.height - 10
        y = place.top + 5
        if name in CHECKS:
            box = min(int(26 * self.ctx.ui_scale), wh - 4)
            cb = pygame_gui.elements.UICheckBox(
                pygame.Rect(place.left, y + (wh - box) // 2, box, box),
                tr(f"settings.{name}"),
                manager=self.ctx.ui,
                container=self.ui_root,
                initial_state=bool(getattr(s, name)),
                object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),
            )
            self._widgets[name] = self.register(name, cb)
            return
        if name == "appearance":
            # the felt, the backs and the cards' style have their own screen, with a larger preview
            rect = pygame.Rect(place.left, y, place.width, wh)
            self._widgets[name] = self.button(name, tr("looks.open"), rect)
            return
        self.form_label(tr(LABELS[name]), pygame.Rect(place.left, y, label_w - 8, wh))
        rect = pygame.Rect(place.left + label_w, y, place.width - label_w, wh)
        options = self._options()
        if name in options:
            current = {
                "language": s.language,
                "anim_speed": f"{s.anim_speed:g}",
                "sort_order": s.sort_order,
                "text_size": f"{s.text_size:g}",
                "auto_pass_wait": str(s.auto_pass_wait),
            }[name]
            self._widgets[name] = self.form_dropdown(name, options[name], current, rect)
        elif name == "player_name":
            entry = pygame_gui.elements.UITextEntryLine(
                rect,
                manager=self.ctx.ui,
                container=self.ui_root,
                placeholder_text=tr("settings.player_name_hint"),
            )
            entry.set_text_length_limit(MAX_NAME_LENGTH)
            entry.set_text(s.player_name)
            self._widgets[name] = self.register(name, entry)
        else:
            slider = pygame_gui.elements.UIHorizontalSlider(
                rect,
                start_value=round(s.volume * 100),
                value_range=(0, 100),
                manager=self.ctx.ui,
                container=self.ui_root,
                click_increment=5,
            )
            self._widgets[name] = self.register(name, slider)

    # ------------------------------------------------------------------ scrolling
    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.scroll_event(event):
            super().handle_event(event)

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
        row_h: int = lay["row_h"]
        if "col" in lay:
            col: pygame.Rect = lay["col"]
            self.draw_bar(surface, lay)
            side: pygame.Rect | None = lay["side"]
            if side is not None:
                high = min(int(side.width / 1.45), int(row_h * 3.1), 200)
                table = pygame.Rect(side.left, side.top, int(high * 1.45), high)
                draw_preview(surface, table, self.ctx.settings, self.images)
                self._draw_hints(surface, side.left, table.bottom + 18, side.width, side.bottom)
                return
            rows_left = len(ONE_COLUMN) - self.first
            if rows_left < lay["shown"]:
                self._draw_hints(surface, col.left, col.top + rows_left * row_h + 8, col.width, col.bottom)
            return
        # the table as it looks now, under its button
        col2: pygame.Rect = lay["col2"]
        top = col2.top + 2 * row_h + 10
        high = min(int(row_h * 3.1), 200)  # above the auto-pass row, with the hints under it
        table = pygame.Rect(col2.left, top, min(col2.width, int(high * 1.45)), high)
        draw_preview(surface, table, self.ctx.settings, self.images)
        self._draw_hints(surface, col2.left, top + high + 18, col2.width, col2.top + 8 * row_h)

    def _draw_hints(self, surface: pygame.Surface, left: int, y: int, width: int, bottom: int) -> None:
        """The volume's value and where the settings are kept, in the lines above ``bottom``."""
        small = self.ctx.fonts.get(max(13, int(16 * self.ctx.ui_scale)))
        vol = self.ctx.settings.volume
        text = tr("settings.volume_value", percent=round(vol * 100))
        if self.ctx.settings.muted:
            text += " · " + tr("settings.muted_short")
        lines = [text, *wrap_text(small, tr("settings.saved_in", path=str(settings_path())), width)]
        for i, line in enumerate(lines):
            if y + small.get_linesize() > bottom:
                return
            surface.blit(render_text(small, line, CREAM, offset=1), (left, y))
            y += small.get_linesize() + (6 if i == 0 else 0)
