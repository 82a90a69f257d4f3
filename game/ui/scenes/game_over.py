"""Game over, over the table: who is the durak (or a draw, or which team lost), the places, the
match table (games played, times each player was the durak, draws, team losses, the target),
the next game of the match, a new match with the same set-up, or back to the menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine import Game
from game.engine import events as ev
from game.engine.record import GameRecord
from game.play.config import GameConfig
from game.play.session import Session
from game.play.standings import Standings, standings
from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.milestones import toast_text
from game.ui.palette import CREAM, GOLD, LOSS_COLOUR, MATCH_MARK, MATCH_SLOT, TOAST_BACK
from game.ui.scenes.base import OPAQUE, MenuScene, centred, draw_panel, fit_font, render_text, row_widths
from game.ui.table.names import SeatNames
from game.ui.table.status import result_text


def drawn_together(game: Game) -> tuple[int, ...]:
    """Who shares a draw: the players who went out together in the last bout (the engine says who
    went out, not with whom, so the game is played again from its record to see it), or, when play
    went round without end, everyone who still holds cards."""
    res = game.result
    if res is None or not res.draw:
        return ()
    if res.stalled:
        return tuple(p for p in range(game.players) if p not in res.out_order)
    again = GameRecord.of(game).start()
    last: tuple[int, ...] = ()
    for action in game.history:
        outs = tuple(e.seat for e in again.apply(action) if isinstance(e, ev.PlayerOut))
        last = outs or last
    return last


class FinishedTable(Protocol):
    """What this screen reads of the table below it (the table scene, by its shape)."""

    game: Game
    config: GameConfig
    session: Session
    human: int | None
    name: Callable[[int], str]
    names: SeatNames  # .label(seat): your own name where you gave one

    def human_lost(self) -> bool | None: ...

    def play_again(self) -> None: ...


#: seconds the self-test shows this screen before quitting
SELFTEST_SECONDS = 1.2
#: seconds the panel is on screen before a key acts on it: the Enter that played the last card,
#: pressed once more, must not start the next game before the result was seen
READ_SECONDS = 1.0
#: the longest frame counted towards READ_SECONDS (a frame that hitched must not eat the time)
LONGEST_FRAME = 0.1
#: seconds the toast of an achievement earned stays (its last second fading)
TOAST_SECONDS = 6.0


class GameOverScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext, table: FinishedTable) -> None:
        super().__init__(ctx)
        self.table = table
        self.elapsed = 0.0
        g = table.game
        self.title = result_text(g, table.human, table.name)
        lost = table.human_lost()
        self.mood = "neutral" if lost is None else ("lost" if lost else "won")
        match = table.session.match
        #: a game from a position (an endgame): played again as it was, no match to count
        self.endgame = g.start_position is not None
        self.standings: Standings | None = None
        if match is not None and not self.endgame:
            self.standings = standings(match)
        self._together = drawn_together(g)
        #: seconds the toast of the achievements this game earned has shown (None: none yet — they are
        #: counted as the game's statistics are written, off the frame loop)
        self.toast_shown: float | None = None

    # ------------------------------------------------------------------ the match table
    def match_rows(self) -> list[tuple[str, int]]:
        """(who, times lost) per seat, or per team in a team game; the table under the places."""
        st = self.standings
        if st is None:
            return []
        g = self.table.game
        label = self.table.names.label
        if st.team_losses:
            rows = []
            for team, losses in st.team_losses.items():
                names = ", ".join(label(p) for p in range(g.players) if g.team_of(p) == team)
                rows.append((tr("match.team", n=team + 1, names=names), losses))
            return rows
        return [(label(seat), st.duraks[seat]) for seat in range(g.players)]

    def match_lines(self) -> list[str]:
        """The match's heading, then its draws, target and end (what is not a row)."""
        st = self.standings
        if st is None:
            return []
        lines = [tr("match.heading", n=st.games)]
        foot = []
        if st.draws:
            foot.append(tr("match.draws", n=st.draws))
        if st.target is not None:
            foot.append(tr("match.target", n=st.target))
        if st.loser is not None:
            if st.loser == self.table.human:
                foot.append(tr("match.you_lost"))
            else:
                foot.append(tr("match.lost_by", name=self.table.name(st.loser)))
        elif st.losing_team is not None:
            g = self.table.game
            names = ", ".join(
                self.table.names.label(p) for p in range(g.players) if g.team_of(p) == st.losing_team
            )
            foot.append(tr("match.team_lost", n=st.losing_team + 1, names=names))
        return lines + foot

    @property
    def match_over(self) -> bool:
        return self.standings is not None and self.standings.decided

    def places(self) -> list[str]:
        """ "1. Boris", "2. You", … the durak last; after a draw, who shares it (no places)."""
        g = self.table.game
        res = g.result
        if res is None:
            return []
        together = self._together
        lines = []
        for i, seat in enumerate(s for s in res.out_order if s not in together):
            lines.append(tr("table.over.place", place=i + 1, name=self.table.names.label(seat)))
        if together:
            lines.append(
                tr("table.over.draw_line", names=", ".join(self.table.names.label(p) for p in together))
            )
        if res.durak is not None:
            lines.append(tr("table.over.durak_line", name=self.table.names.label(res.durak)))
        if res.losing_team is not None:
            team = [self.table.names.label(p) for p in range(g.players) if g.team_of(p) == res.losing_team]
            lines.append(tr("table.over.team_line", names=", ".join(team)))
        return lines

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw = min(w - 40, max(480, int(640 * k)))
        bh = max(44, int(54 * k))
        lines = max(1, len(self.places()))
        line_h = max(22, int(28 * k))
        rows = len(self.match_rows())
        extra = len(self.match_lines())
        row_h = max(24, int(30 * k))
        match_h = (rows * row_h + extra * line_h + 16) if rows else 0
        ph = int(bh * 2.0) + lines * line_h + match_h + bh + 3 * max(12, bh // 3) + 20
        ph = min(ph - (bh // 2 if rows else 0), h - 20)
        panel = centred(size, pw, ph)
        by = panel.bottom - bh - 20
        top = panel.top + int(bh * 1.8)
        lay = {
            "panel": panel,
            "title": pygame.Rect(panel.left + 10, panel.top + 10, pw - 20, int(bh * 1.6)),
            "lines": pygame.Rect(panel.left + 20, top, pw - 40, lines * line_h),
            "match": pygame.Rect(panel.left + 28, top + lines * line_h + 12, pw - 56, match_h),
            "row_h": pygame.Rect(0, 0, line_h, row_h),
        }
        names = self._buttons()
        gap = 18
        labels = self._labels()
        x = panel.left + 24
        for name, bw in zip(
            names, row_widths(self.ctx, [labels[n] for n in names], pw - 48, gap), strict=True
        ):
            lay[name] = pygame.Rect(x, by, bw, bh)
            x += bw + gap
        return lay

    def _buttons(self) -> tuple[str, ...]:
        """Next game of the match (none once the match is lost), a new match, the review of a game you
        played, the menu; after an endgame, the same position again, its winning line (two players:
        the solver's; it stands for the review there), the menu."""
        if self.endgame:
            return ("again", "line", "menu") if self.table.game.players == 2 else ("again", "menu")
        review = ("review",) if self.table.human is not None else ()
        if self.standings is None:
            return ("again", *review, "menu")
        return ("new_match", *review, "menu") if self.match_over else ("again", "new_match", *review, "menu")

    def _labels(self) -> dict[str, str]:
        return {
            "again": tr("endgame.again")
            if self.endgame
            else tr("match.next")
            if self.standings is not None
            else tr("table.over.again"),
            "line": tr("endgame.line"),
            "new_match": tr("match.new"),
            "review": tr("replay.review"),
            "menu": tr("table.over.menu"),
        }

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        labels = self._labels()
        for name in self._buttons():
            self.button(name, labels[name], lay[name])

    def new_match(self) -> None:
        """The same table and options, the score from nothing."""
        self.ctx.stack.clear_to(self.ctx.make_scene("table", Session.new(self.table.config)))

    def on_button(self, name: str) -> None:
        if name == "again":
            self.table.play_again()
        elif name == "new_match":
            self.new_match()
        elif name == "line":
            self.ctx.stack.push(self.ctx.make_scene("endgame_line", self.table))
        elif name == "menu":
            self.ctx.to_main_menu()
        elif name == "review":
            self.review()

    def review(self) -> None:
        """The game review of the game just played (made in the background, or the one kept)."""
        record = GameRecord.of(self.table.game)
        self.ctx.stack.push(self.ctx.make_scene("review", record, self.table.human))

    def on_key(self, event: pygame.event.Event) -> None:
        if self.elapsed < READ_SECONDS:
            return  # dropped, not kept for later: the keys of the game just played end here
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.new_match() if self.match_over else self.table.play_again()
        elif event.key == pygame.K_n:
            self.new_match()
        elif event.key == pygame.K_ESCAPE:
            self.ctx.to_main_menu()

    def update(self, dt: float) -> None:
        self.elapsed += min(dt, LONGEST_FRAME)
        if self.toast_shown is None and self.table.session.notes.earned:
            self.toast_shown = 0.0
        elif self.toast_shown is not None and self.toast_shown < TOAST_SECONDS:
            self.toast_shown += min(dt, LONGEST_FRAME)
            self.touch()
        if self.ctx.selftest and self.elapsed >= SELFTEST_SECONDS:
            self.ctx.quit(0)

    def on_language_changed(self) -> None:
        self.title = result_text(self.table.game, self.table.human, self.table.name)
        super().on_language_changed()

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, (0, 0))
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        colour = {"lost": (255, 140, 120), "won": GOLD}.get(self.mood, CREAM)
        tr_rect = lay["title"]
        font = fit_font(self.ctx, self.title, tr_rect.width - 10, max(24, int(tr_rect.height * 0.5)), True)
        img = render_text(font, self.title, colour)
        surface.blit(img, img.get_rect(center=tr_rect.center))
        lines = self.places()
        box = lay["lines"]
        if lines:
            line_h = box.height // len(lines)
            for i, line in enumerate(lines):
                f = fit_font(self.ctx, line, box.width, max(14, int(line_h * 0.7)))
                li = render_text(f, line, CREAM)
                surface.blit(li, li.get_rect(center=(box.centerx, box.top + i * line_h + line_h // 2)))
        self._draw_match(surface, lay["match"], lay["row_h"].height, lay["row_h"].width)
        self._draw_toast(surface, lay["panel"])

    def toast(self) -> str | None:
        """The line of the achievements earned, while it shows."""
        if self.toast_shown is None or self.toast_shown >= TOAST_SECONDS:
            return None
        return toast_text(self.table.session.notes.earned)

    def _draw_toast(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The toast over the panel's top edge, a gold medal before its words."""
        text = self.toast()
        if text is None or self.toast_shown is None:
            return
        k = self.ctx.ui_scale
        font = fit_font(self.ctx, text, panel.width - int(90 * k), max(16, int(22 * k)), bold=True)
        img = render_text(font, text, GOLD)
        th = img.get_height() + int(18 * k)
        box = pygame.Rect(0, 0, img.get_width() + th + int(30 * k), th)
        box.midbottom = (panel.centerx, max(th + 4, panel.top - 6))
        toast = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(toast, TOAST_BACK, toast.get_rect(), border_radius=th // 2)
        pygame.draw.rect(toast, GOLD, toast.get_rect(), width=2, border_radius=th // 2)
        r = th // 2 - int(7 * k)
        pygame.draw.circle(toast, GOLD, (th // 2 + int(6 * k), th // 2), max(4, r))
        toast.blit(img, img.get_rect(midleft=(th + int(12 * k), th // 2)))
        toast.set_alpha(int(255 * min(1.0, TOAST_SECONDS - self.toast_shown)))
        surface.blit(toast, box)

    def _draw_match(self, surface: pygame.Surface, box: pygame.Rect, row_h: int, line_h: int) -> None:
        """The match table: a row per player (or team) with a mark for each time lost; with a
        target, its empty slots show how far each is from losing the match."""
        rows = self.match_rows()
        st = self.standings
        if not rows or st is None or box.height <= 0:
            return
        lines = self.match_lines()
        pygame.draw.line(surface, GOLD, (box.left, box.top - 4), (box.right, box.top - 4), 1)
        head = fit_font(self.ctx, lines[0], box.width, max(14, int(line_h * 0.7)), bold=True)
        img = render_text(head, lines[0], GOLD)
        surface.blit(img, img.get_rect(midleft=(box.left, box.top + line_h // 2)))
        column = tr("match.column_team") if st.team_losses else tr("match.column_durak")
        cf = fit_font(self.ctx, column, box.width // 3, max(12, int(line_h * 0.55)))
        cimg = render_text(cf, column, CREAM)
        surface.blit(cimg, cimg.get_rect(midright=(box.right, box.top + line_h // 2)))
        y = box.top + line_h
        name_w = int(box.width * 0.5)
        slots = max([st.target or 0] + [n for _, n in rows])
        mark_w = max(8, min(row_h * 2 // 3, (box.width - name_w - 50) // max(1, slots) - 4))
        worst = max(n for _, n in rows)
        for who, n in rows:
            f = fit_font(self.ctx, who, name_w - 8, max(13, int(row_h * 0.62)))
            colour = LOSS_COLOUR if n and n == worst and (st.target is None or n >= st.target) else CREAM
            wimg = render_text(f, who, colour)
            surface.blit(wimg, wimg.get_rect(midleft=(box.left, y + row_h // 2)))
            x = box.left + name_w
            for i in range(slots):
                mark = pygame.Rect(x + i * (mark_w + 4), y + row_h // 5, mark_w, row_h - 2 * (row_h // 5))
                if i < n:
                    pygame.draw.rect(surface, MATCH_MARK, mark, border_radius=3)
                elif st.target is not None and i < st.target:
                    pygame.draw.rect(surface, MATCH_SLOT, mark, width=1, border_radius=3)
            nf = self.ctx.fonts.get(max(13, int(row_h * 0.62)), True)
            nimg = render_text(nf, str(n), colour)
            surface.blit(nimg, nimg.get_rect(midright=(box.right, y + row_h // 2)))
            y += row_h
        for line in lines[1:]:
            f = fit_font(self.ctx, line, box.width, max(13, int(line_h * 0.62)))
            colour = LOSS_COLOUR if line is lines[-1] and st.decided else CREAM
            limg = render_text(f, line, colour)
            surface.blit(limg, limg.get_rect(midleft=(box.left, y + line_h // 2)))
            y += line_h
