"""The statistics screen: the tallies of the player's finished games, and charts drawn in the
game's style — the win rate over time, and the results by opponent level and by variant.

A drop-down narrows the tallies to one variant, player count and opponent level.  "Reset
statistics" asks first (Enter or the button confirms, Esc cancels).  "Replay a game" opens the
replay viewer over this screen, "Achievements" the achievements.  Keyboard: Tab / arrows move the
focus (:mod:`game.ui.form_keys`).
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.play.stats import ABANDONED, Statistics, Tally
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import level_label, tr, variant_label
from game.ui.palette import (
    CHART_ABANDONED,
    CHART_BACK,
    CHART_DRAW,
    CHART_DURAK,
    CHART_GRID,
    CHART_LINE,
    CHART_WIN,
    CREAM,
    GOLD,
)
from game.ui.scenes.base import (
    BUTTON_FONT_PX,
    OPAQUE,
    MenuScene,
    centred,
    dim_screen,
    draw_panel,
    draw_title,
    fit_font,
    render_text,
    row_widths,
    title_bar,
)

ALL = "all"
#: the order of the levels in the chart (others follow as they appear)
LEVEL_ORDER = ("random", "easy", "normal", "hard", "master", "mixed")


def group_key(variant: str, players: int, level: str) -> str:
    return f"{variant}|{players}|{level}"


class StatsScene(MenuScene):
    def __init__(self, ctx: AppContext, stats: Statistics | None = None) -> None:
        super().__init__(ctx)
        self.stats = stats if stats is not None else Statistics.load()
        self.group = ALL
        #: the reset question is open (its two buttons replace the form's)
        self.confirming = False
        self.form_focus = FormFocus(default="back")

    # ------------------------------------------------------------------ the model
    def selected(self) -> Tally:
        if self.group == ALL:
            return self.stats.tally()
        variant, players, level = self.group.split("|")
        return self.stats.tally(lambda e: (e.variant, str(e.players), e.level) == (variant, players, level))

    def group_options(self) -> list[tuple[str, str]]:
        out = [(tr("stats.all"), ALL)]
        for variant, players, level in self.stats.groups():
            label = tr("stats.group", variant=variant_label(variant), n=players, level=level_label(level))
            out.append((label, group_key(variant, players, level)))
        return out

    def reset(self) -> None:
        self.stats.reset()
        self.group = ALL
        self.confirming = False
        self.form_focus = FormFocus(default="back")
        self.rebuild()

    # ------------------------------------------------------------------ layout
    def _filter_width(self) -> int:
        """The filter's width: its longest group's name ("Perevodnoy + showing the trump · 6 players ·
        Beginner (random)") beside the drop-down's arrow."""
        k = self.ctx.ui_scale
        font = self.ctx.fonts.get(round(BUTTON_FONT_PX * k))
        widest = max(font.size(label)[0] for label, _ in self.group_options())
        return max(int(560 * k), widest + int(56 * k))

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw, ph = min(w - 40, int(1240 * k)), min(h - 30, int(860 * k))
        panel = centred(size, pw, ph)
        pad = max(18, pw // 40)
        title_h = max(46, int(ph * 0.08))
        bh = max(42, int(50 * k))
        inner = pygame.Rect(panel.left + pad, panel.top + title_h, pw - 2 * pad, ph - title_h - bh - 2 * pad)
        filter_h = max(34, int(38 * k))
        body = pygame.Rect(inner.left, inner.top + filter_h + 12, inner.width, inner.height - filter_h - 12)
        gap = max(16, pw // 50)
        left_w = int(body.width * 0.36)
        top_h = int(body.height * 0.52)
        bottom = pygame.Rect(body.left, body.top + top_h + gap, body.width, body.height - top_h - gap)
        half = (bottom.width - gap) // 2
        by = panel.bottom - pad - bh
        lay = {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "filter": pygame.Rect(inner.left, inner.top, min(inner.width, self._filter_width()), filter_h),
            "tiles": pygame.Rect(body.left, body.top, left_w, top_h),
            "over_time": pygame.Rect(body.left + left_w + gap, body.top, body.width - left_w - gap, top_h),
            "by_level": pygame.Rect(bottom.left, bottom.top, half, bottom.height),
            "by_variant": pygame.Rect(bottom.left + half + gap, bottom.top, half, bottom.height),
            "ask": pygame.Rect(
                panel.centerx - int(300 * k), panel.centery - int(110 * k), int(600 * k), int(220 * k)
            ),
        }
        # the buttons share the bottom row, each as wide as its words need and a share of the rest
        names = ("back", "replays", "achievements", "reset")
        x = panel.left + pad
        widths = row_widths(self.ctx, [self._label(n) for n in names], pw - 2 * pad, gap)
        for name, bw in zip(names, widths, strict=True):
            lay[name] = pygame.Rect(x, by, bw, bh)
            x += bw + gap
        return lay

    @staticmethod
    def _label(name: str) -> str:
        return tr(f"stats.{name}")

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        if self.confirming:
            ask = lay["ask"]
            bw, bh = (ask.width - 72) // 2, lay["back"].height
            y = ask.bottom - bh - 24
            self.button("confirm_no", tr("stats.reset.no"), pygame.Rect(ask.left + 24, y, bw, bh))
            self.button("confirm_yes", tr("stats.reset.yes"), pygame.Rect(ask.right - 24 - bw, y, bw, bh))
            return
        options = self.group_options()
        current = next((o for o in options if o[1] == self.group), options[0])
        choices: list[str | tuple[str, str]] = list(options)
        menu = pygame_gui.elements.UIDropDownMenu(
            choices, current, lay["filter"], manager=self.ctx.ui, container=self.ui_root
        )
        self.register("filter", menu)
        self.button("back", tr("stats.back"), lay["back"])
        self.button("replays", tr("stats.replays"), lay["replays"])
        self.button("achievements", tr("stats.achievements"), lay["achievements"])
        reset = self.button("reset", tr("stats.reset"), lay["reset"])
        if not self.stats.entries:
            reset.disable()  # type: ignore[no-untyped-call]

    # ------------------------------------------------------------------ input
    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        if name == "filter" and event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            value = getattr(event, "selected_option_id", ALL)
            self.group = value if value in {o[1] for o in self.group_options()} else ALL
            self.rebuild()

    def on_button(self, name: str) -> None:
        if name == "back":
            self.back()
        elif name == "replays":
            self.ctx.stack.push(self.ctx.make_scene("replay"))
        elif name == "achievements":
            self.ctx.stack.push(self.ctx.make_scene("achievements"))
        elif name == "reset":
            self.ask_reset()
        elif name == "confirm_yes":
            self.reset()
        elif name == "confirm_no":
            self.cancel_reset()

    def ask_reset(self) -> None:
        if not self.stats.entries:
            return
        self.confirming = True
        self.form_focus = FormFocus(default="confirm_no")  # Enter alone never wipes the statistics
        self.rebuild()

    def cancel_reset(self) -> None:
        self.confirming = False
        self.form_focus = FormFocus(default="reset")
        self.rebuild()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.cancel_reset() if self.confirming else self.back()

    def back(self) -> None:
        self.ctx.stack.replace(self.ctx.make_scene("main_menu"))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=200)
        draw_title(self.ctx, surface, tr("stats.title"), lay["title"])
        if not self.stats.entries:
            box = lay["over_time"].union(lay["tiles"]).union(lay["by_variant"])
            text = tr("stats.empty")
            f = fit_font(self.ctx, text, box.width - 40, max(18, int(26 * self.ctx.ui_scale)))
            img = render_text(f, text, CREAM)
            surface.blit(img, img.get_rect(center=box.center))
        else:
            self._tiles(surface, lay["tiles"], self.selected())
            self._over_time(surface, lay["over_time"])
            self._bars(surface, lay["by_level"], tr("stats.chart.by_level"), self._level_rows())
            self._bars(surface, lay["by_variant"], tr("stats.chart.by_variant"), self._variant_rows())
        if self.confirming:
            dim_screen(surface)
            ask = lay["ask"]
            draw_panel(surface, ask, alpha=OPAQUE)
            q = tr("stats.reset.ask")
            f = fit_font(self.ctx, q, ask.width - 40, max(18, int(24 * self.ctx.ui_scale)), bold=True)
            img = render_text(f, q, CREAM)
            surface.blit(img, img.get_rect(center=(ask.centerx, ask.top + ask.height // 3)))

    def _level_rows(self) -> list[tuple[str, Tally]]:
        by = self.stats.by("level")
        names = [n for n in LEVEL_ORDER if n in by] + [n for n in by if n not in LEVEL_ORDER]
        return [(level_label(n), by[n]) for n in names]

    def _variant_rows(self) -> list[tuple[str, Tally]]:
        return [(variant_label(n), t) for n, t in self.stats.by("variant").items()]

    def _chart_box(self, surface: pygame.Surface, box: pygame.Rect, title: str) -> pygame.Rect:
        """The chart's dark card with its title; the area left for the chart itself."""
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, CHART_BACK, back.get_rect(), border_radius=12)
        surface.blit(back, box.topleft)
        th = max(20, int(26 * self.ctx.ui_scale))
        f = fit_font(self.ctx, title, box.width - 24, max(14, int(th * 0.8)), bold=True)
        img = render_text(f, title, GOLD)
        surface.blit(img, (box.left + 12, box.top + 8))
        return pygame.Rect(box.left + 12, box.top + th + 16, box.width - 24, box.height - th - 26)

    def _tiles(self, surface: pygame.Surface, box: pygame.Rect, t: Tally) -> None:
        """The tallies as label and big number, in two columns."""
        items = [
            ("stats.games", str(t.games)),
            ("stats.wins", str(t.wins)),
            ("stats.duraks", str(t.duraks)),
            ("stats.draws", str(t.draws)),
            ("stats.win_rate", f"{round(t.win_rate * 100)}%"),
            ("stats.average", tr("stats.moves", n=round(t.average_moves))),
            ("stats.streak", str(t.current_streak)),
            ("stats.best_streak", str(t.best_streak)),
            ("stats.hints", str(t.hint_games)),
            ("stats.undo", str(t.undo_games)),
        ]
        if t.abandoned:  # games left for Continue and replaced by a new one
            items.insert(4, ("stats.abandoned", str(t.abandoned)))
        if t.cheats_made or t.calls_right:  # the cheating mode was played
            items += [
                ("stats.cheats", f"{t.cheats_made} ({t.cheats_caught})"),
                ("stats.calls", str(t.calls_right)),
            ]
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, CHART_BACK, back.get_rect(), border_radius=12)
        surface.blit(back, box.topleft)
        inner = box.inflate(-24, -16)
        columns = 2 if self._two_lines_fit(inner.height // ((len(items) + 1) // 2)) else 1
        rows = (len(items) + columns - 1) // columns
        cw, rh = inner.width // columns, inner.height // rows
        for i, (key, value) in enumerate(items):
            cell = pygame.Rect(inner.left + (i % columns) * cw, inner.top + (i // columns) * rh, cw - 10, rh)
            colour = CHART_WIN if key in ("stats.wins", "stats.win_rate") else GOLD
            colour = CHART_DURAK if key == "stats.duraks" else colour
            for text, font, at, is_label in self._tile(cell, tr(key), value):
                img = render_text(font, text, CREAM if is_label else colour, offset=1 if is_label else 0)
                surface.blit(img, at)

    @staticmethod
    def _tile_sizes(rh: int) -> tuple[int, int]:
        """A tally's label and number sizes for a label above its number in a row ``rh`` high."""
        return max(12, int(rh * 0.3)), max(16, int(rh * 0.48))

    def _two_lines_fit(self, rh: int) -> bool:
        label, value = self._tile_sizes(rh)
        return self.ctx.fonts.get(label).get_height() + self.ctx.fonts.get(value, True).get_height() + 4 <= rh

    def _tile(
        self, cell: pygame.Rect, label: str, value: str
    ) -> list[tuple[str, pygame.font.Font, tuple[int, int], bool]]:
        """Where a tally's label and number go in its cell (text, font, top-left, is the label): the
        label above the number, or, in a row too low for two lines (a small window, or many tallies:
        the tallies are then one column), the label on the left and the number on the right."""
        rh = cell.height
        if self._two_lines_fit(rh):
            label_size, value_size = self._tile_sizes(rh)
            lf = fit_font(self.ctx, label, cell.width, label_size)
            vf = fit_font(self.ctx, value, cell.width, value_size, bold=True)
            return [
                (label, lf, (cell.left, cell.top + 2), True),
                (value, vf, (cell.left, cell.top + 4 + lf.get_height()), False),
            ]
        vf = fit_font(self.ctx, value, cell.width // 3, min(16, int(rh * 0.8)), bold=True, min_size=9)
        vw = vf.size(value)[0]
        lf = fit_font(self.ctx, label, cell.width - vw - 8, min(14, int(rh * 0.75)), min_size=9)
        middle = cell.top + rh // 2
        return [
            (label, lf, (cell.left, middle - lf.get_height() // 2), True),
            (value, vf, (cell.right - vw, middle - vf.get_height() // 2), False),
        ]

    def _over_time(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The win rate after each game (all games), a line over a 0–100 % grid."""
        area = self._chart_box(surface, box, tr("stats.chart.over_time"))
        small = self.ctx.fonts.get(max(11, int(14 * self.ctx.ui_scale)))
        axis_w = small.size("100%")[0] + 8
        plot = pygame.Rect(
            area.left + axis_w, area.top + 4, area.width - axis_w - 4, area.height - small.get_height() - 10
        )
        grid = pygame.Surface(box.size, pygame.SRCALPHA)
        for pct in (0, 25, 50, 75, 100):
            y = plot.bottom - plot.height * pct // 100
            pygame.draw.line(
                grid, CHART_GRID, (plot.left - box.left, y - box.top), (plot.right - box.left, y - box.top)
            )
            lab = small.render(f"{pct}%", True, CREAM)
            surface.blit(lab, lab.get_rect(midright=(plot.left - 6, y)))
        surface.blit(grid, box.topleft)
        values = self.stats.win_rate_over_time(max(2, plot.width // 12))
        n = len(self.stats.entries)
        lab = small.render(tr("stats.chart.games_axis", n=n), True, CREAM)
        surface.blit(lab, lab.get_rect(midtop=(plot.centerx, plot.bottom + 4)))
        if not values:
            return
        if len(values) == 1:
            values = values * 2
        step = plot.width / (len(values) - 1)
        points = [(plot.left + i * step, plot.bottom - v * plot.height) for i, v in enumerate(values)]
        fill = pygame.Surface(box.size, pygame.SRCALPHA)
        poly = [(px - box.left, py - box.top) for px, py in points]
        poly += [
            (plot.right - box.left, plot.bottom - box.top),
            (plot.left - box.left, plot.bottom - box.top),
        ]
        pygame.draw.polygon(fill, (*CHART_LINE, 45), poly)
        surface.blit(fill, box.topleft)
        pygame.draw.lines(surface, CHART_LINE, False, points, max(2, int(3 * self.ctx.ui_scale)))
        px, py = points[-1]
        pygame.draw.circle(surface, CHART_LINE, (int(px), int(py)), max(4, int(5 * self.ctx.ui_scale)))

    def _bars(
        self, surface: pygame.Surface, box: pygame.Rect, title: str, rows: list[tuple[str, Tally]]
    ) -> None:
        """One bar per row: wins, times the durak, draws and games abandoned as shares of its games, with
        the count."""
        area = self._chart_box(surface, box, title)
        if not rows:
            return
        small = self.ctx.fonts.get(max(11, int(14 * self.ctx.ui_scale)))
        legend_h = small.get_height() + 6
        legend = pygame.Rect(area.left, area.bottom - legend_h, area.width, legend_h)
        self._legend(surface, legend, max(11, int(14 * self.ctx.ui_scale)))
        shown = rows[: max(1, (area.height - legend_h) // max(18, small.get_height() + 8))]
        rh = min(int(40 * self.ctx.ui_scale), (area.height - legend_h - 4) // len(shown))
        label_w = int(area.width * 0.32)
        count_w = small.size("9999")[0] + 8
        for i, (label, t) in enumerate(shown):
            y = area.top + i * rh
            f = fit_font(self.ctx, label, label_w - 8, max(12, int(rh * 0.5)))
            img = render_text(f, label, CREAM, offset=1)
            surface.blit(img, img.get_rect(midleft=(area.left, y + rh // 2)))
            bar = pygame.Rect(
                area.left + label_w, y + rh // 5, area.width - label_w - count_w, rh - 2 * (rh // 5)
            )
            x = bar.left
            parts = (t.wins, CHART_WIN), (t.duraks, CHART_DURAK), (t.draws, CHART_DRAW)
            for part, colour in (*parts, (t.abandoned, CHART_ABANDONED)):
                width = round(bar.width * part / t.games) if t.games else 0
                if width:
                    pygame.draw.rect(surface, colour, pygame.Rect(x, bar.top, width, bar.height))
                    x += width
            pygame.draw.rect(surface, GOLD, bar, width=1, border_radius=3)
            if t.games and bar.width > 60:
                pct = small.render(f"{round(t.win_rate * 100)}%", True, (20, 24, 28))
                if pct.get_width() + 8 < bar.width * t.wins / t.games:
                    surface.blit(pct, pct.get_rect(midleft=(bar.left + 4, bar.centery)))
            cnt = small.render(str(t.games), True, CREAM)
            surface.blit(cnt, cnt.get_rect(midright=(area.right, y + rh // 2)))

    def _legend(self, surface: pygame.Surface, box: pygame.Rect, size: int) -> None:
        x = box.left
        keys = [("stats.wins", CHART_WIN), ("stats.duraks", CHART_DURAK), ("stats.draws", CHART_DRAW)]
        if any(e.outcome == ABANDONED for e in self.stats.entries):
            keys.append(("stats.abandoned", CHART_ABANDONED))
        games = self.ctx.fonts.get(size).render(tr("stats.games"), True, CREAM)
        s = box.height - 8
        # a narrow chart (the smallest window, a long language) takes a smaller font; if even that
        # would run into the count column's heading, the heading gives way to the legend
        words = "".join(tr(key) for key, _ in keys)
        room = box.width - games.get_width() - 12 - len(keys) * (s + 6 + 18)
        font = fit_font(self.ctx, words, room, size, min_size=9)
        for key, colour in keys:
            pygame.draw.rect(surface, colour, pygame.Rect(x, box.top + 4, s, s), border_radius=2)
            img = font.render(tr(key), True, CREAM)
            surface.blit(img, (x + s + 6, box.top + (box.height - img.get_height()) // 2))
            x += s + 6 + img.get_width() + 18
        if x - 6 <= box.right - games.get_width():
            surface.blit(games, games.get_rect(midright=(box.right, box.centery)))
