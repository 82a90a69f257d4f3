"""Card faces and backs: loaded once, smooth-scaled per size, rotated per angle, cached.

Faces come from ``sprites/cards`` for ranks 2 to ace of the eight suits ♠♥♦♣★☾♛⚓; the
four-colour style's own faces (♦ ♣, the suits it inks differently) from ``sprites/cards4``, and the
faces an index set draws with other letters (Russian В Д Т, German B D) from a folder of that set
in either (``face_path``). Cards a generalized deck has but no PNG (ranks above the ace, a ninth
suit and more) get a procedural face drawn in the same style.
With an art deck chosen (``sprites/decks/<name>``, docs/decks.md) its faces are used for the
cards it has (with the letters its art was drawn with); the table asks :func:`art_covers` first,
so one table never mixes two designs.
Every scaled or rotated image is kept in a small LRU cache so that cards at rest cost one blit
a frame.
"""

from __future__ import annotations

import contextlib
import logging
from collections import OrderedDict
from pathlib import Path

import pygame

from game.engine.cards import SUIT_LETTERS, Card, rank_name, suit_symbol
from game.ground.paths import resource_path
from game.ui.card_indices import INTERNATIONAL, face_folder, rank_letters
from game.ui.settings import CARD_BACKS, CARD_DECKS

log = logging.getLogger(__name__)

SRC_W, SRC_H = 250, 350
GLOW_MARGIN = 20  # card_glow.png is the card plus this margin on every side
#: ink of the suits beyond the four French ones, in both styles: ★ ☾ ♛ ⚓ as their sprites
#: (tools/make_sprites.py's EXTRA_INKS); a ninth suit and more take them round again
EXTRA_SUIT_COLOURS = (
    (214, 120, 0),
    (0, 150, 210),
    (120, 30, 90),
    (190, 40, 150),
)
#: the suits that have sprites
SPRITE_SUITS = 8
#: the art decks' suits: the four French ones (an art deck has no ★ ☾ ♛ ⚓)
ART_SUITS = 4
TWO_COLOUR = ((24, 24, 30), (200, 22, 42), (200, 22, 42), (24, 24, 30))
FOUR_COLOUR = ((24, 24, 30), (200, 22, 42), (24, 84, 186), (16, 124, 58))
#: the suits the four-colour style inks differently, the only ones in sprites/cards4
FOUR_COLOUR_SUITS = tuple(s for s in range(4) if FOUR_COLOUR[s] != TWO_COLOUR[s])


def suit_colour(suit: int, four_colour: bool = False) -> tuple[int, int, int]:
    if suit < 4:
        return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]
    return EXTRA_SUIT_COLOURS[(suit - 4) % len(EXTRA_SUIT_COLOURS)]


def _convert(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        with contextlib.suppress(pygame.error):
            return surface.convert_alpha()
    return surface


def has_png(card: Card) -> bool:
    return 2 <= card.rank <= 14 and card.suit < SPRITE_SUITS


def face_path(card: Card, four_colour: bool, index_set: str) -> Path:
    """The classic sprite of ``card``'s face in the colour style and index set (a card with a PNG)."""
    parts = ["cards4" if four_colour and card.suit in FOUR_COLOUR_SUITS else "cards"]
    own = face_folder(card.rank, index_set)
    if own is not None:
        parts.append(own)
    return resource_path("sprites", *parts, f"{rank_name(card.rank)}{SUIT_LETTERS[card.suit]}.png")


def has_art(card: Card) -> bool:
    """An art deck has a face for this card (ranks 2 to ace of ♠♥♦♣)."""
    return 2 <= card.rank <= 14 and card.suit < ART_SUITS


def art_covers(suits: int, ranks: int) -> bool:
    """An art deck has every card of a deck of ``suits`` × ``ranks``: the 24-, 36- and 52-card decks
    and generalized ones of at most four suits and 13 ranks (their ranks end at the ace)."""
    return suits <= ART_SUITS and ranks <= 13


def deck_for(chosen: str, suits: int, ranks: int) -> str:
    """The faces a game of ``suits`` × ``ranks`` shows: the ``chosen`` art deck if it has every card,
    else the classic ones for the whole table (one table never mixes two designs)."""
    return chosen if art_covers(suits, ranks) else "classic"


class _LRU:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> pygame.Surface | None:
        img = self.data.get(key)
        if img is not None:
            self.data.move_to_end(key)
        return img

    def put(self, key: tuple[object, ...], img: pygame.Surface) -> pygame.Surface:
        self.data[key] = img
        if len(self.data) > self.limit:
            self.data.popitem(last=False)
        return img

    def clear(self) -> None:
        self.data.clear()


class CardImages:
    def __init__(
        self,
        four_colour: bool = False,
        back: str = "red",
        deck: str = "classic",
        indices: str = INTERNATIONAL,
    ) -> None:
        self.four_colour = four_colour
        self.back = back if back in CARD_BACKS else CARD_BACKS[0]
        self.deck = deck if deck in CARD_DECKS else "classic"
        #: the index set the classic faces show (game/ui/card_indices.py)
        self.indices = indices
        self._src: dict[str, pygame.Surface] = {}
        self._scaled = _LRU(360)
        self._rotated = _LRU(700)
        self._glow_src: pygame.Surface | None = None
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self.loads = 0  # source images loaded (tests)

    def configure(
        self, four_colour: bool, back: str, deck: str = "classic", indices: str | None = None
    ) -> bool:
        """Switch card style / back / deck of faces / index set (None: keep it); True when something
        changed (caches are dropped)."""
        back = back if back in CARD_BACKS else CARD_BACKS[0]
        deck = deck if deck in CARD_DECKS else "classic"
        indices = self.indices if indices is None else indices
        same = (four_colour, back, deck, indices) == (self.four_colour, self.back, self.deck, self.indices)
        if same:
            return False
        self.four_colour = four_colour
        self.back = back
        self.deck = deck
        self.indices = indices
        self._src.clear()
        self._scaled.clear()
        self._rotated.clear()
        return True

    # -------------------------------------------------------------- sources
    @staticmethod
    def key(card: Card | None) -> str:
        return "back" if card is None else f"{rank_name(card.rank)}{SUIT_LETTERS[card.suit]}"

    def source(self, card: Card | None) -> pygame.Surface:
        k = self.key(card)
        img = self._src.get(k)
        if img is None:
            img = self._load(card)
            self._src[k] = img
        return img

    def _load(self, card: Card | None) -> pygame.Surface:
        self.loads += 1
        if card is None:
            path = resource_path("sprites", "backs", f"back_{self.back}.png")
        elif self.deck != "classic" and has_art(card):
            art = resource_path("sprites", "decks", self.deck, f"{self.key(card)}.png")
            try:
                return _convert(pygame.image.load(str(art)))
            except (pygame.error, FileNotFoundError, OSError):
                # a damaged install: this card in the classic design rather than none
                log.warning("card faces: no %s face for %s; the classic one is used", self.deck, card)
                path = self._classic(card)
        elif has_png(card):
            path = self._classic(card)
        else:
            return _convert(self.procedural(card))
        try:
            return _convert(pygame.image.load(str(path)))
        except (pygame.error, FileNotFoundError, OSError):
            return _convert(self.procedural(card) if card is not None else self._plain_back())

    def _classic(self, card: Card) -> Path:
        return face_path(card, self.four_colour, self.indices)

    def _font(self, size: int, bold: bool = True) -> pygame.font.Font:
        f = self._fonts.get((size, bold))
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            f = pygame.font.Font(str(resource_path("fonts", name)), size)
            self._fonts[(size, bold)] = f
        return f

    def _blank(self) -> pygame.Surface:
        s = pygame.Surface((SRC_W, SRC_H), pygame.SRCALPHA)
        rect = s.get_rect()
        pygame.draw.rect(s, (253, 252, 247), rect, border_radius=14)
        pygame.draw.rect(s, (150, 150, 152), rect, width=2, border_radius=14)
        return s

    def _plain_back(self) -> pygame.Surface:
        s = self._blank()
        colour = (150, 30, 40) if self.back == "red" else (30, 60, 150)
        pygame.draw.rect(s, colour, s.get_rect().inflate(-20, -20), border_radius=10)
        return s

    def procedural(self, card: Card) -> pygame.Surface:
        """A face for a card with no PNG: corner indices and a big centre, in the suit's colour."""
        s = self._blank()
        ink = suit_colour(card.suit, self.four_colour)
        rank = rank_letters(card.rank, self.indices)
        suit = suit_symbol(card.suit)
        corner = self._font(46 if len(rank) < 3 else 36)
        small = self._font(40)
        r_img = corner.render(rank, True, ink)
        s_img = small.render(suit, True, ink)
        for flip in (False, True):
            layer = pygame.Surface((SRC_W, SRC_H), pygame.SRCALPHA)
            layer.blit(r_img, (34 - r_img.get_width() // 2 + 4, 14))
            layer.blit(s_img, (34 - s_img.get_width() // 2 + 4, 14 + r_img.get_height() - 4))
            if flip:
                layer = pygame.transform.rotate(layer, 180)
            s.blit(layer, (0, 0))
        inner = s.get_rect().inflate(-110, -120)
        tint = (*ink, 28)
        panel = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, tint, panel.get_rect(), border_radius=10)
        pygame.draw.rect(panel, ink, panel.get_rect(), width=3, border_radius=10)
        s.blit(panel, inner.topleft)
        big = self._font(96 if len(rank) < 3 else 72)
        b_img = big.render(rank, True, ink)
        s.blit(b_img, b_img.get_rect(center=(SRC_W // 2, SRC_H // 2 - 30)))
        bs = self._font(64).render(suit, True, ink)
        s.blit(bs, bs.get_rect(center=(SRC_W // 2, SRC_H // 2 + 52)))
        return s

    # --------------------------------------------------------- sized images
    def scaled(self, card: Card | None, w: int) -> pygame.Surface:
        w = max(4, int(w))
        k = (self.key(card), w)
        img = self._scaled.get(k)
        if img is None:
            h = max(4, round(w * SRC_H / SRC_W))
            img = self._scaled.put(k, pygame.transform.smoothscale(self.source(card), (w, h)))
        return img

    def image(self, card: Card | None, w: float, angle: float = 0.0, fine: bool = True) -> pygame.Surface:
        """The card (None: its back) ``w`` pixels wide, rotated ``angle`` degrees counter-clockwise.

        ``fine`` images (cards at rest) are rotated with antialiasing at 0.5° steps; moving cards
        use coarser steps and a faster rotation, so a flight does not fill the cache.
        """
        if fine:
            wq = round(w)
            aq = round(angle * 2.0) / 2.0
        else:
            wq = round(w / 3.0) * 3
            aq = float(round(angle / 2.0) * 2)
        aq = ((aq + 180.0) % 360.0) - 180.0
        if aq == 0.0:
            return self.scaled(card, wq)
        k = (self.key(card), wq, aq, fine)
        img = self._rotated.get(k)
        if img is None:
            base = self.scaled(card, wq)
            rot = pygame.transform.rotozoom(base, aq, 1.0) if fine else pygame.transform.rotate(base, aq)
            img = self._rotated.put(k, rot)
        return img

    def shadow(self, w: float, angle: float, fine: bool = True, alpha: int = 80) -> pygame.Surface:
        """A soft dark silhouette of a card (any card: they share the shape)."""
        wq = round(w) if fine else round(w / 3.0) * 3
        aq = round(angle * 2.0) / 2.0 if fine else float(round(angle / 2.0) * 2)
        k = ("shadow", wq, aq, alpha)
        img = self._rotated.get(k)
        if img is None:
            base = self.scaled(None, wq).copy()
            base.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
            base.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            img = pygame.transform.rotozoom(base, aq, 1.0) if aq else base
            img = self._rotated.put(k, img)
        return img

    def glow(
        self, w: float, angle: float = 0.0, colour: tuple[int, int, int] | None = None
    ) -> pygame.Surface:
        """The highlight frame around a card ``w`` pixels wide (tinted by ``colour``)."""
        wq = round(w)
        aq = round(angle * 2.0) / 2.0
        k = ("glow", wq, aq, colour)
        img = self._rotated.get(k)
        if img is None:
            if self._glow_src is None:
                try:
                    self._glow_src = _convert(
                        pygame.image.load(str(resource_path("sprites", "card_glow.png")))
                    )
                except (pygame.error, FileNotFoundError, OSError):
                    g = pygame.Surface((SRC_W + 2 * GLOW_MARGIN, SRC_H + 2 * GLOW_MARGIN), pygame.SRCALPHA)
                    pygame.draw.rect(g, (255, 200, 60, 220), g.get_rect().inflate(-30, -30), 8, 18)
                    self._glow_src = g
            scale = wq / SRC_W
            gw = round((SRC_W + 2 * GLOW_MARGIN) * scale)
            gh = round((SRC_H + 2 * GLOW_MARGIN) * scale)
            base = pygame.transform.smoothscale(self._glow_src, (gw, gh))
            if colour is not None:
                # white first, then the colour: a tint of the gold sprite itself would come out
                # brown for a violet (gold × violet), not the colour asked for
                base.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
                base.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            img = pygame.transform.rotozoom(base, aq, 1.0) if aq else base
            img = self._rotated.put(k, img)
        return img
