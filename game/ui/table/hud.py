"""Everything drawn at the table besides the cards: the felt, names and badges, counts, the trump
mark, the transfer spot, lit targets, the status line and reasons, the insight, the buttons.

Drawing only: it reads a :class:`HudFrame` (what the table shows this frame) and changes nothing but
its own image caches.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.engine import Action, Game
from game.engine.cards import suit_symbol
from game.ui.felt import felt_background
from game.ui.i18n import tr
from game.ui.palette import (
    ATTACK_COLOUR,
    CHEAT_GLOW,
    CHEAT_GLOW_STRONG,
    CHEAT_LINE,
    CHEAT_LINE_DIM,
    CHEAT_SIGN_COLOUR,
    DEFEND_COLOUR,
    HIGHLIGHT,
    OUT_COLOUR,
    TAKE_COLOUR,
    THINK_COLOUR,
    WHITE,
)

from .board import Board
from .buttons import ActionButtons
from .card_images import CardImages, suit_colour
from .dragdrop import Target, transfer_rect
from .hand_input import HandInput
from .layout import CARD_RATIO, Layout
from .names import SeatNames
from .sprites import CardSprite
from .widgets import ButtonArt, TextCache, draw_label, pill

TEAM_COLOURS = ((90, 170, 255), (255, 150, 80), (150, 230, 120))


def out_place(seat: int, out_order: Sequence[int], counted: Mapping[int, int]) -> int:
    """A seat's place among the players out (1 the first), 0 if unknown.

    The board counts the places as the players go out; a game continued from a save starts with
    the seats already out and their places unknown (0: the badge said "Out · #0" at the game's
    end). The game's own order knows them all; a seat only the board has out yet keeps its count."""
    return out_order.index(seat) + 1 if seat in out_order else counted.get(seat, 0)


@dataclass(frozen=True, slots=True)
class HudFrame:
    """What the table shows this frame, for drawing."""

    layout: Layout
    board: Board
    game: Game
    names: SeatNames
    teams: bool
    hand: HandInput
    buttons: ActionButtons
    thinking: int | None
    clock: float
    status: str
    your_turn: bool
    reason: str | None
    hint: Action | None
    hint_text: str
    hint_targets: list[Target]
    insight: str


class Hud:
    def __init__(self, images: CardImages, text: TextCache) -> None:
        self.images = images
        self.text = text
        self.button_art = ButtonArt()
        #: the cloth under the table (the table scene sets it from the settings)
        self.felt = "green"
        self._bg_cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._badge_cache: dict[tuple[int, int, float], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, f: HudFrame) -> None:
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_zones(surface, f)
        f.board.draw_cards(surface)
        self._draw_targets(surface, f)
        self._draw_focus(surface, f)
        self._draw_labels(surface, f)
        self._draw_status(surface, f)
        for b in f.buttons.buttons:
            b.draw(surface, self.button_art, self.text, f.layout.font_status)
        self._draw_menu_button(surface, f)
        self._draw_insight(surface, f)
        f.board.draw_dragged(surface)

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt, in the display's pixel format (a cache, not state)."""
        key = (self.felt, size)
        bg = self._bg_cache.get(key)
        if bg is None:
            bg = felt_background(size, self.felt)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
            self._bg_cache.clear()
            self._bg_cache[key] = bg
        return bg

    def _count_badge(self, n: int, lay: Layout) -> pygame.Surface:
        key = (n, lay.font_badge, lay.u)
        img = self._badge_cache.get(key)
        if img is None:
            u = lay.u
            cnt = self.text.render(str(n), lay.font_badge, (20, 20, 20), bold=True)
            r = max(cnt.get_width(), cnt.get_height()) // 2 + round(4 * u)
            img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(img, (250, 246, 230), (r + 1, r + 1), r)
            pygame.draw.circle(img, (120, 100, 60), (r + 1, r + 1), r, max(1, round(u)))
            img.blit(cnt, cnt.get_rect(center=(r + 1, r + 1)))
            if len(self._badge_cache) > 64:
                self._badge_cache.clear()
            self._badge_cache[key] = img
        return img

    def _draw_zones(self, surface: pygame.Surface, f: HudFrame) -> None:
        lay = f.layout
        u = lay.u
        b = f.board
        # deck place and trump suit (also when the deck is gone)
        if b.deck_count <= 0 and b.trump_suit is not None:
            self._draw_trump_mark(surface, b, lay.deck, round(lay.table_w * 0.42))
        slot = b.transfer_slot()
        if slot is not None:
            x, y, tw = slot
            r = pygame.Rect(0, 0, round(tw), round(tw * CARD_RATIO))
            r.center = (round(x), round(y))
            surface.blit(pill(r.size, (255, 255, 255, 30), round(8 * u)), r)
            pygame.draw.rect(surface, (255, 230, 150), r, max(1, round(2 * u)), round(8 * u))
            label = tr("table.transfer_spot")
            img = self.text.render(
                label, self.text.fit(label, lay.font_small, r.w - 8), (255, 240, 200), bold=True
            )
            surface.blit(img, img.get_rect(center=r.center))

    def _draw_trump_mark(
        self, surface: pygame.Surface, b: Board, center: tuple[float, float], radius: int
    ) -> None:
        if b.trump_suit is None:
            return
        c = (round(center[0]), round(center[1]))
        pygame.draw.circle(surface, (250, 248, 240), c, radius)
        pygame.draw.circle(surface, (170, 150, 90), c, radius, max(1, radius // 12))
        colour = suit_colour(b.trump_suit, self.images.four_colour)
        img = self.text.render(suit_symbol(b.trump_suit), round(radius * 1.55), colour)
        surface.blit(img, img.get_rect(center=(c[0], c[1] + radius // 12)))

    def _glow(self, surface: pygame.Surface, s: CardSprite, strong: bool = False) -> None:
        img = self.images.glow(s.w, s.angle)
        cx, cy = s.center()
        rect = img.get_rect(center=(round(cx), round(cy)))
        surface.blit(img, rect)
        if strong:
            surface.blit(img, rect)

    def _draw_targets(self, surface: pygame.Surface, f: HudFrame) -> None:
        hand = f.hand
        targets: list[Target] = []
        current: Target | None = None
        if hand.drag is not None and hand.drag.active:
            targets = hand.drag.targets
            current = hand.drag.hover
        elif hand.target_mode:
            targets = hand.target_mode
            current = hand.target_mode[hand.target_index % len(hand.target_mode)]
        if not targets:
            targets = f.hint_targets
        u = f.layout.u
        for t in targets:
            strong = t is current
            if t.cheat:
                self._cheat_target(surface, f, t, strong)
            elif t.kind == "card" and t.sprite is not None:
                self._glow(surface, t.sprite, strong)
            elif t.kind == "area":
                r = f.layout.bout
                surface.blit(pill(r.size, (255, 230, 140, 46 if strong else 24), round(18 * u)), r)
                pygame.draw.rect(
                    surface,
                    (255, 215, 110) if strong else (220, 200, 140),
                    r,
                    max(1, round((3 if strong else 2) * u)),
                    round(18 * u),
                )
            elif t.kind == "transfer":
                r = transfer_rect(f.board) or f.layout.bout
                surface.blit(pill(r.size, (255, 230, 140, 70 if strong else 36), round(10 * u)), r)
                pygame.draw.rect(
                    surface, (255, 215, 110), r, max(2, round((4 if strong else 2) * u)), round(10 * u)
                )

    def _cheat_target(self, surface: pygame.Surface, f: HudFrame, t: Target, strong: bool) -> None:
        """A place where the drop would be a cheat: the same shapes as a legal target, in a dim
        violet, so that the player sees at a glance which drops are honest."""
        u = f.layout.u
        if t.kind == "card" and t.sprite is not None:
            s = t.sprite
            img = self.images.glow(s.w, s.angle, CHEAT_GLOW_STRONG if strong else CHEAT_GLOW)
            cx, cy = s.center()
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
            return
        r = (transfer_rect(f.board) if t.kind == "transfer" else None) or f.layout.bout
        if t.kind == "area" and strong:
            surface.blit(pill(r.size, (*CHEAT_LINE, 30), round(18 * u)), r)
        line = CHEAT_LINE if strong else CHEAT_LINE_DIM
        pygame.draw.rect(
            surface, line, r.inflate(-round(8 * u), -round(8 * u)), max(1, round(2 * u)), round(16 * u)
        )

    def _draw_focus(self, surface: pygame.Surface, f: HudFrame) -> None:
        hand = f.hand
        sprites = hand.hand_sprites()
        if hand.focus is not None and hand.focus < len(sprites):
            self._glow(surface, sprites[hand.focus], strong=True)
        if f.hint is not None:
            for s in sprites:
                if s.card in f.hint.cards:
                    self._glow(surface, s)
        for s in sprites:
            if s.card in hand.selected:
                img = self.images.glow(s.w, s.angle, (120, 220, 255))
                cx, cy = s.center()
                surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _badge(self, seat: int, f: HudFrame) -> tuple[str, tuple[int, ...]] | None:
        b = f.board
        if b.result is not None:
            res = b.result
            if res.durak == seat or (
                res.durak is None and res.losing_team is not None and f.game.team_of(seat) == res.losing_team
            ):
                return tr("table.badge.durak"), ATTACK_COLOUR
            if seat in b.out:
                place = out_place(seat, f.game.out_order, b.out)
                key = "table.badge.out_place" if place else "table.badge.out"
                return tr(key, place=place, name=f.names.name(seat)), OUT_COLOUR
            return None
        if seat in b.out:
            place = out_place(seat, f.game.out_order, b.out)
            name = f.names.name(seat)  # "Вышла": the badge agrees with the seat's gender
            text = (
                tr("table.badge.out_place", place=place, name=name)
                if place
                else tr("table.badge.out", name=name)
            )
            return text, OUT_COLOUR
        if f.thinking == seat and b.idle and not f.game.is_over:  # with the status line: once it settles
            dots = "." * (1 + int(f.clock * 3) % 3)
            return tr("table.badge.thinking") + dots, THINK_COLOUR
        g = f.game  # the roles of the turn the status line tells, not of the cards still flying
        if seat == g.defender:
            if g.took:
                return tr("table.badge.takes"), TAKE_COLOUR
            return tr("table.badge.defender"), DEFEND_COLOUR
        if seat == g.attacker:
            return tr("table.badge.attacker"), ATTACK_COLOUR
        return None

    def _draw_labels(self, surface: pygame.Surface, f: HudFrame) -> None:
        lay = f.layout
        text = self.text
        u = lay.u
        b = f.board
        to_act = f.game.to_act if b.idle and not f.game.is_over else -1
        for seat, spot in lay.seats.items():
            name = f.names.label(seat)
            n = len(b.hands[seat])
            is_bottom = seat == b.bottom
            level = f.names.level(seat) if seat != f.names.human else ""
            if (
                f.teams
                and f.names.human not in (None, seat)
                and f.game.team_of(seat) == f.game.team_of(f.names.human)
            ):
                level = " · ".join(p for p in (tr("table.partner", name=f.names.name(seat)), level) if p)
            label = f"{name} · {level}" if level else name
            size = text.fit(
                label, lay.font_name, max(80 * u, spot.block.w * (1.6 if is_bottom else 1.0)), True
            )
            img = text.render(label, size, HIGHLIGHT if seat == to_act else WHITE, bold=True)
            cx, cy = spot.name_pos
            if is_bottom:
                cx = max(cx, img.get_width() / 2 + 16 * u)
            rect = draw_label(surface, img, (cx, cy), (0, 0, 0, 130), (round(10 * u), round(3 * u)))
            if f.teams:
                colour_t = TEAM_COLOURS[f.game.team_of(seat) % len(TEAM_COLOURS)]
                pygame.draw.circle(
                    surface, colour_t, (rect.left - round(8 * u), rect.centery), max(3, round(6 * u))
                )
            if not is_bottom and n > 0:
                # card count beside the fan
                badge_img = self._count_badge(n, lay)
                r = badge_img.get_width() // 2
                fan = lay.opp_fan(seat, max(1, n), f.board.open_hands)
                fx = max(p[0] for p in fan) + spot.card_w * 0.5 + r * 0.6
                fy = spot.y + spot.card_w * CARD_RATIO * 0.25
                surface.blit(badge_img, badge_img.get_rect(center=(round(fx), round(fy))))
            badge = self._badge(seat, f)
            if badge is not None:
                btxt, bcol = badge
                bimg = text.render(btxt, lay.font_badge, WHITE, bold=True)
                bx, by = spot.badge_pos
                if is_bottom:
                    bx = cx
                draw_label(surface, bimg, (bx, by), bcol, (round(9 * u), round(3 * u)))
        self._draw_counts(surface, f)

    def _draw_counts(self, surface: pygame.Surface, f: HudFrame) -> None:
        """Deck and discard counts, the bubbles ("Take!", "Pass") and the toast."""
        lay = f.layout
        text = self.text
        u = lay.u
        b = f.board
        if b.deck_count > 0:
            img = text.render(str(b.deck_count), lay.font_badge, WHITE, bold=True)
            box = draw_label(surface, img, lay.deck_label, (0, 0, 0, 150), (round(8 * u), round(2 * u)))
            if b.trump_suit is not None:  # the trump suit at a glance, beside the count
                r = max(9, round(12 * u))
                self._draw_trump_mark(surface, b, (box.right + r + round(5 * u), box.centery), r)
        if b.discard_count > 0:
            img = text.render(tr("table.discard", n=b.discard_count), lay.font_badge, (230, 230, 220))
            draw_label(surface, img, lay.discard_label, (0, 0, 0, 110), (round(8 * u), round(2 * u)))
        for bub in b.bubbles:
            where = lay.seats.get(bub.seat)
            if where is None:
                continue
            col = {"take": TAKE_COLOUR, "out": OUT_COLOUR, "cheat": CHEAT_SIGN_COLOUR}.get(
                bub.kind, (250, 250, 240, 235)
            )
            fg = (20, 20, 20) if bub.kind == "pass" else WHITE
            img = text.render(bub.text, lay.font_name, fg, bold=True)
            draw_label(surface, img, where.bubble_pos, col, (round(12 * u), round(5 * u)))
        if b.toast is not None:
            img = text.render(b.toast.text, text.fit(b.toast.text, lay.font_name, lay.bout.w * 0.95), WHITE)
            draw_label(surface, img, lay.toast_pos, (0, 0, 0, 150), (round(14 * u), round(5 * u)))

    def _draw_status(self, surface: pygame.Surface, f: HudFrame) -> None:
        lay = f.layout
        u = lay.u
        text = self.text
        status = f.status
        if f.hand.target_mode:
            status = tr("table.status.choose_target")
        elif f.hint_text:
            status = f.hint_text
        if status:
            size = text.fit(status, lay.font_status, lay.w * 0.62, True)
            img = text.render(status, size, (255, 236, 170) if f.your_turn else WHITE, bold=True)
            bg = (60, 40, 10, 190) if f.your_turn else (0, 0, 0, 150)
            draw_label(surface, img, (lay.w / 2, lay.status_y), bg, (round(16 * u), round(6 * u)))
        if f.reason is not None:
            size = text.fit(f.reason, lay.font_small + 1, lay.w * 0.7, True)
            img = text.render(f.reason, size, (255, 255, 255), bold=True)
            draw_label(
                surface, img, (lay.w / 2, lay.reason_y), (170, 40, 40, 220), (round(14 * u), round(5 * u))
            )

    def _draw_insight(self, surface: pygame.Surface, f: HudFrame) -> None:
        if not f.insight:
            return
        u = f.layout.u
        img = self.text.render(f.insight, f.layout.font_small, (235, 240, 225), bold=True)
        pad = (round(10 * u), round(4 * u))
        box = img.get_rect()
        box.inflate_ip(2 * pad[0], 2 * pad[1])
        box.topright = (f.layout.w - round(10 * u), f.layout.undo_button.bottom + round(8 * u))  # under Undo
        surface.blit(pill(box.size, (20, 40, 70, 200)), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_menu_button(self, surface: pygame.Surface, f: HudFrame) -> None:
        b = f.buttons.menu
        r = b.rect
        col = (0, 0, 0, 170) if b.hover else (0, 0, 0, 110)
        surface.blit(pill(r.size, col, r.h // 4), r)
        bw = max(2, r.w // 8)
        bh = r.h // 2
        cx, cy = r.center
        for dx in (-bw, bw):
            pygame.draw.rect(
                surface,
                WHITE,
                pygame.Rect(cx + dx - bw // 2 - (1 if dx < 0 else 0), cy - bh // 2, bw, bh),
                border_radius=1,
            )
