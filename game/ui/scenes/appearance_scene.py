"""Table and cards: the felt, the backs and the cards' style, chosen by rows of drop-downs (the rows
of :data:`game.ui.appearance.ROWS`) beside a small table that shows them at once."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.ui.appearance import ROWS, deck_note, draw_preview
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import tr
from game.ui.palette import CREAM
from game.ui.scenes.base import (
    BUTTON_FONT_PX,
    MenuScene,
    draw_panel,
    draw_title,
    form_frame,
    render_text,
)
from game.ui.table.card_images import CardImages
from game.ui.textwrap import wrap_text

#: the rows the left column has room for before they get lower (more rows: each is lower)
ROOM = 7


class AppearanceScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.form_focus = FormFocus(default=ROWS[0].name)
        s = ctx.settings
        self.images = CardImages(s.four_color_suits, s.card_back)

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, Any]:
        k = self.ctx.ui_scale
        frame = form_frame(size, k, ROOM)
        body = frame.body
        gap = max(20, frame.panel.width // 36)
        label_w, choice_w = self._widths()
        # the rows as wide as their longest label and choice need (within bounds): the preview the rest
        rows_w = min(int(body.width * 0.58), max(int(body.width * 0.42), label_w + choice_w))
        row_h = min(int(50 * k), body.height // max(ROOM, len(ROWS)))
        preview = pygame.Rect(body.left + rows_w + gap, body.top, body.width - rows_w - gap, body.height)
        caption_h = self._caption_font().get_linesize() + 6
        preview.height -= caption_h
        preview.top += caption_h
        # a table's proportions: not much wider than four to three, nor much taller than wide
        if preview.width > preview.height * 1.45:
            preview.width = int(preview.height * 1.45)
        preview.height = min(preview.height, int(preview.width * 1.1))
        preview.left += (body.right - preview.right) // 2
        return {
            "panel": frame.panel,
            "title": frame.title,
            "rows": pygame.Rect(body.left, body.top, rows_w, body.height),
            "label_w": min(label_w, rows_w // 2),
            "row_h": row_h,
            "preview": preview,
            "bottom": frame.bottom,
        }

    def _widths(self) -> tuple[int, int]:
        """The widths the longest label and the longest choice need (a choice: with its arrow)."""
        font = self.ctx.fonts.get(int(BUTTON_FONT_PX * self.ctx.ui_scale))
        label = max(font.size(tr(row.label))[0] for row in ROWS) + 16
        choice = max(font.size(text)[0] for row in ROWS for text, _ in row.options())
        return label, choice + int(64 * self.ctx.ui_scale)

    def _caption_font(self) -> pygame.font.Font:
        return self.ctx.fonts.get(max(13, int(16 * self.ctx.ui_scale)))

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        s = self.ctx.settings
        lay = self._layout(self.ctx.screen.get_size())
        col: pygame.Rect = lay["rows"]
        row_h: int = lay["row_h"]
        wh = row_h - 10
        label_w: int = lay["label_w"]
        for i, row in enumerate(ROWS):
            y = col.top + i * row_h
            self.form_label(tr(row.label), pygame.Rect(col.left, y + 5, label_w - 8, wh))
            rect = pygame.Rect(col.left + label_w, y + 5, col.width - label_w, wh)
            self.form_dropdown(row.name, row.options(), row.current(s), rect)
        bottom: pygame.Rect = lay["bottom"]
        bw = max(160, min(240, bottom.width // 5))
        self.button("back", tr("settings.back"), pygame.Rect(bottom.left, bottom.top, bw, bottom.height))

    # ------------------------------------------------------------------ input
    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        value = getattr(event, "selected_option_id", event.text)
        for row in ROWS:
            if row.name == name and value in row.values:
                self.ctx.update_settings(**row.changes(value))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"])
        draw_title(self.ctx, surface, tr("looks.title"), lay["title"])
        preview: pygame.Rect = lay["preview"]
        caption = render_text(self._caption_font(), tr("looks.preview"), CREAM, offset=1)
        surface.blit(caption, (preview.left, preview.top - caption.get_height() - 4))
        draw_preview(surface, preview, self.ctx.settings, self.images)
        font = self._caption_font()
        for line, y in self.note_lines(surface.get_size())[0]:
            surface.blit(render_text(font, line, CREAM, offset=1), (lay["rows"].left, y))

    def note_lines(self, size: tuple[int, int]) -> tuple[list[tuple[str, int]], bool]:
        """Under the rows: what the chosen art deck keeps as printed (the index letters and the four
        colours change the classic deck only), as (line, y) that fit, and whether all of it fits."""
        note = deck_note(self.ctx.settings)
        lay = self._layout(size)
        col: pygame.Rect = lay["rows"]
        font = self._caption_font()
        y = col.top + len(ROWS) * lay["row_h"] + 8
        lines: list[tuple[str, int]] = []
        for line in wrap_text(font, note, col.width) if note else []:
            if y + font.get_linesize() > col.bottom:
                return lines, False
            lines.append((line, y))
            y += font.get_linesize()
        return lines, True
