"""The rules of the game as scrolling text in the current language, with a table of contents.

From the main menu it is a full scene; over the table it is pushed as an overlay,
``RulesScene(ctx, overlay=True)``: the table stays visible, dimmed, underneath.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui

from game.ui.context import RICH_HEADING_PX, AppContext
from game.ui.i18n import letter_fields, tr
from game.ui.i18n.rules_text import SECTIONS
from game.ui.palette import GOLD
from game.ui.scenes.base import (
    OPAQUE,
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    fit_font,
    render_text,
    title_bar,
)

HEADING_COLOUR = "#ECCC80"
#: the contents' font size in theme.json ("#rules_contents.@selection_list_item"), before scaling
CONTENTS_FONT_PX = 15


def rules_html(heading_px: int = 24) -> str:
    """Every section of the rules as pygame_gui HTML (headings, paragraphs, bullet lists)."""
    parts: list[str] = []
    for i, sid in enumerate(SECTIONS):
        title = html.escape(tr(f"rules.{sid}.title"), quote=False)
        if i:
            parts.append("<br>")
        parts.append(f"<font pixel_size={heading_px} color='{HEADING_COLOUR}'><b>{title}</b></font><br>")
        body = tr(f"rules.{sid}.body", **letter_fields())  # the deck's section names the letters
        paragraphs = body.split("\n\n")
        for j, para in enumerate(paragraphs):
            lines = [html.escape(line, quote=False) for line in para.split("\n")]
            parts.append("<br>".join(lines))
            parts.append("<br><br>" if j < len(paragraphs) - 1 else "<br>")
    return "".join(parts)


class RulesScene(MenuScene):
    def __init__(self, ctx: AppContext, overlay: bool = False) -> None:
        super().__init__(ctx)
        self.overlay = overlay
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.contents: pygame_gui.elements.UISelectionList | None = None
        self._section_titles: list[str] = []
        self._scroll_pct = 0.0
        #: the text is laid out after the first frame: the panel appears at once, the text ~0.3 s later
        self._text_pending = False
        self._drawn = False

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw = min(w - 40, int(1240 * k))
        ph = min(h - 30, int(980 * k))
        panel = centred(size, pw, ph)
        pad = max(18, pw // 44)
        title_h = max(46, int(ph * 0.075))
        bottom_h = max(int(56 * k), int(ph * 0.08))
        body = pygame.Rect(
            panel.left + pad, panel.top + title_h + 10, pw - 2 * pad, ph - title_h - bottom_h - 24
        )
        # wide enough for the longest title (and the list's scroll bar), up to nine twentieths of
        # the panel (the larger text sizes in the smallest window need more than two fifths)
        font = self.ctx.fonts.get(round(CONTENTS_FONT_PX * k))
        widest = max(font.size(tr(f"rules.{sid}.title"))[0] for sid in SECTIONS) + int(54 * k)
        contents_w = max(220, min(max(int(330 * k), widest), int(pw * 0.45)))
        show_contents = pw >= 760
        if not show_contents:
            contents_w = 0
        gap = 16 if show_contents else 0
        return {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "contents": pygame.Rect(body.left, body.top, contents_w, body.height),
            "text": pygame.Rect(
                body.left + contents_w + gap, body.top, body.width - contents_w - gap, body.height
            ),
            "bottom": bottom_bar(panel, pad, bottom_h),
        }

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        self.text_box = None
        self._text_pending = True
        self._section_titles = [tr(f"rules.{sid}.title") for sid in SECTIONS]
        if lay["contents"].width:
            self.contents = pygame_gui.elements.UISelectionList(
                lay["contents"],
                item_list=list(self._section_titles),
                manager=self.ctx.ui,
                container=self.ui_root,
                object_id=pygame_gui.core.ObjectID(object_id="#rules_contents"),
            )
            self.register("contents", self.contents)
        else:
            self.contents = None
        bottom = lay["bottom"]
        bw = max(160, min(240, bottom.width // 5))
        label = tr("rules.close") if self.overlay else tr("rules.back")
        self.button("close", label, pygame.Rect(bottom.right - bw, bottom.top, bw, bottom.height))
        if not self.overlay:  # over a running game the lesson would end it: only from the menu
            learn = pygame.Rect(bottom.left, bottom.top, max(bw, min(320, bottom.width // 3)), bottom.height)
            self.button("learn", tr("lesson.learn"), learn)

    def _build_text(self) -> None:
        """The long part: pygame_gui lays out every section of the rules."""
        self._text_pending = False
        lay = self._layout(self.ctx.screen.get_size())
        heading_px = round(RICH_HEADING_PX * self.ctx.ui_scale)
        self.text_box = pygame_gui.elements.UITextBox(
            rules_html(heading_px),
            lay["text"],
            manager=self.ctx.ui,
            container=self.ui_root,
            object_id=pygame_gui.core.ObjectID(object_id="#rules_text"),
        )
        self.register("text", self.text_box)
        if self._scroll_pct:
            self._set_scroll(self._scroll_pct)
        self.touch()

    # ------------------------------------------------------------------ scrolling
    def _scroll_bar(self) -> pygame_gui.elements.UIVerticalScrollBar | None:
        box = self.text_box
        return getattr(box, "scroll_bar", None) if box is not None else None

    def _set_scroll(self, pct: float) -> None:
        bar = self._scroll_bar()
        if bar is None:
            return
        pct = max(0.0, min(1.0 - bar.visible_percentage, pct))
        bar.set_scroll_from_start_percentage(pct)
        self._scroll_pct = pct

    def scroll_by(self, fraction: float) -> None:
        bar = self._scroll_bar()
        if bar is None:
            return
        self._set_scroll(bar.start_percentage + fraction)

    def section_offset(self, index: int) -> float | None:
        """Where section ``index`` starts, as a fraction of the whole text (None if not found)."""
        box = self.text_box
        layout = getattr(box, "text_box_layout", None)
        if layout is None:
            return None
        title = self._section_titles[index]
        total = max(1, layout.layout_rect.height)
        for row in layout.layout_rows:
            text = "".join(str(getattr(item, "text", None) or "") for item in row.items).strip()
            if text == title or (len(text) >= 8 and title.startswith(text)):
                return float(row.top) / float(total)
        return None

    def jump_to(self, index: int) -> None:
        offset = self.section_offset(index)
        if offset is not None:
            self._set_scroll(offset)

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "close":
            self.close()
        elif name == "learn":
            self.ctx.stack.clear_to(self.ctx.make_scene("lesson"))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.contents:
            self.touch()
            text = event.text
            if text in self._section_titles:
                self.jump_to(self._section_titles.index(text))
            return
        super().handle_event(event)

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key == pygame.K_DOWN:
            self.scroll_by(0.02)
        elif key == pygame.K_UP:
            self.scroll_by(-0.02)
        elif key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll_by(0.12)
        elif key == pygame.K_PAGEUP:
            self.scroll_by(-0.12)
        elif key == pygame.K_HOME:
            self._set_scroll(0.0)
        elif key == pygame.K_END:
            self._set_scroll(1.0)

    def update(self, dt: float) -> None:
        if self._text_pending and self._drawn and self.ui_root is not None:
            self._build_text()
        bar = self._scroll_bar()
        if bar is not None:
            self._scroll_pct = bar.start_percentage

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = True
        if self.overlay:
            self.draw_dimmed(surface)
        else:
            super().draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        panel = lay["panel"]
        draw_panel(surface, panel, alpha=OPAQUE if self.overlay else 170)
        title = tr("rules.title")
        font = fit_font(
            self.ctx, title, panel.width - 40, max(26, int(lay["title"].height * 0.62)), bold=True
        )
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=lay["title"].center))
