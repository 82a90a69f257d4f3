"""What the table shows, kept one engine event behind the other.

The board mirrors the game as the viewer (the bottom seat) has seen it so far:
the hands, the bout, the deck, the discard pile, who attacks and who defends.
Engine events are queued; each one, when its turn comes, changes the mirror and
starts the tweens that carry the cards to their new places.  When the queue is
empty the mirror equals the engine's state (``check_sync`` verifies it; a
mismatch is repaired by ``rebuild``), so the table can never drift away from the
rules.  The board decides no rule: it only shows what the engine said happened.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import events as ev
from game.engine.cards import Card
from game.engine.rules import Rules
from game.engine.view import PlayerView
from game.ui.i18n import card_word, tr

from .card_images import CardImages
from .layout import CARD_RATIO, Layout
from .sprites import CardSprite
from .tween import AnimQueue, Tweener, ease_in_out_cubic, ease_out_back, ease_out_cubic

# Durations at animation speed 1 (seconds).
FLY = 0.40
DEAL_FLY = 0.34
DEAL_GAP = 0.055
DRAW_GAP = 0.09
SWEEP = 0.50
SWEEP_GAP = 0.035
GLIDE = 0.25
FLY_BACK = 0.6  # a caught cheat's card going back to its owner: slow enough to be followed
FLASH = 1.1
TOAST = 2.2
BUBBLE = 1.3
DISCARD_VISIBLE = 10
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  # sprites kept in the discard pile (the rest is only counted)


@dataclass(slots=True)
class Timed:
    text: str
    until: float
    seat: int = -1
    kind: str = ""


def card_text(c: Card | None) -> str:
    return "" if c is None else c.label


class Board:
    def __init__(
        self,
        rules: Rules,
        players: int,
        bottom: int,
        layout: Layout,
        images: CardImages,
        names: Callable[[int], str],
        sound: Callable[[str], None] = lambda name: None,
        human: int | None = -1,
    ) -> None:
        self.rules = rules
        self.n = players
        self.bottom = bottom
        #: your seat (None when only computers play); by default the bottom seat
        self.human: int | None = bottom if human == -1 else human
        self.layout = layout
        self.images = images
        self.names = names
        self.sound = sound
        self.tweener = Tweener()
        self.queue = AnimQueue(self.tweener)
        self.speed = 1.0  # animation speed (settings); inf: instant
        self.sort_order = "suit"
        self.time = 0.0
        self.hands: list[list[CardSprite]] = [[] for _ in range(players)]
        self.table: list[list[CardSprite | None]] = []
        self.discard: list[CardSprite] = []
        self.discard_count = 0
        self.deck_count = rules.deck_size
        self.trump_sprite: CardSprite | None = None
        self.trump_card: Card | None = None
        self.trump_suit: int | None = None
        self.attacker = -1
        self.bout_attacker = -1
        self.defender = -1
        self.taking = False
        self.out: dict[int, int] = {}
        self.result: ev.GameOver | None = None
        self.transfer_spot = False
        self.flashes: list[tuple[CardSprite, float]] = []
        self.bubbles: list[Timed] = []
        self.toast: Timed | None = None
        self.dragging: list[CardSprite] = []
        self.events_seen = 0
        self.table_w = float(layout.table_w)
        self._special: dict[CardSprite, tuple[float, float, Callable[[float], float]]] = {}
        self.flights_to_deck: list[CardSprite] = []
        self.dealing = False  # the deal is being shown (the status line says so)
        self._group_cache: dict[object, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._handlers: dict[type, Callable[[Any], float]] = {
            ev.Dealt: self._dealt,
            ev.TrumpRevealed: self._trump_revealed,
            ev.Redealt: self._redealt,
            ev.FirstAttacker: self._first_attacker,
            ev.BoutStarted: self._bout_started,
            ev.TrumpExchanged: self._trump_exchanged,
            ev.Attacked: self._attacked,
            ev.ThrownIn: self._thrown_in,
            ev.Defended: self._defended,
            ev.Transferred: self._transferred,
            ev.TrumpShown: self._trump_shown,
            ev.TakeDeclared: self._take_declared,
            ev.Passed: self._passed,
            ev.BoutEnded: self._bout_ended,
            ev.CardsDrawn: self._cards_drawn,
            ev.PlayerOut: self._player_out,
            ev.GameOver: self._game_over,
        }

    # ------------------------------------------------------------ configuration (the scene's settings)
    def set_layout(self, layout: Layout) -> None:
        """A new window size: every card goes to its new place at once."""
        self.layout = layout
        self.tweener.finish_all()
        self.relayout(snap=True)

    def set_speed(self, speed: float) -> None:
        """Animation speed (settings; inf: instant)."""
        self.speed = speed

    def set_sort_order(self, order: str, relayout: bool = True) -> None:
        """How your hand is sorted ("suit", "rank", "none"); the cards glide to their new places."""
        if order == self.sort_order:
            return
        self.sort_order = order
        if relayout:
            self.relayout()

    def show_transfer_spot(self, shown: bool) -> None:
        """Make room in the bout for the spot a transfer (or showing the trump) is dropped on."""
        if shown == self.transfer_spot:
            return
        self.transfer_spot = shown
        self.begin()
        self.relayout()

    def pick_up(self, sprites: list[CardSprite]) -> None:
        """These cards of your hand are being dragged: they follow the mouse, not the layout."""
        self.dragging = list(sprites)

    def let_go(self) -> list[CardSprite]:
        """The dragged cards are let go (they fly to the table or glide home); returns them."""
        dropped = self.dragging
        for s in dropped:
            s.raised = False
        self.dragging = []
        return dropped

    def stop_moving(self) -> None:
        """Finish every flight and drop the passing words (under the game-over screen)."""
        self.tweener.finish_all()
        self.bubbles = []
        self.toast = None

    # ------------------------------------------------------------ timing
    def d(self, seconds: float) -> float:
        """A duration scaled by the animation speed (0 when instant)."""
        if self.speed == math.inf or self.speed >= 1000:
            return 0.0
        return seconds / max(0.1, self.speed)

    @property
    def idle(self) -> bool:
        return not self.queue.busy

    def update(self, dt: float) -> bool:
        """Advance animations and timed labels; True when anything visible changed."""
        self.time += dt
        changed = self.tweener.update(dt)
        changed = self.queue.update(dt) or changed
        changed = self._expire() or changed
        return changed

    def _expire(self) -> bool:
        t = self.time
        changed = False
        if self.flashes and any(until <= t for _, until in self.flashes):
            self.flashes = [(s, u) for s, u in self.flashes if u > t]
            changed = True
        if self.bubbles and any(b.until <= t for b in self.bubbles):
            self.bubbles = [b for b in self.bubbles if b.until > t]
            changed = True
        if self.toast is not None and self.toast.until <= t:
            self.toast = None
            changed = True
        return changed

    def next_expiry(self) -> float | None:
        times = [u for _, u in self.flashes] + [b.until for b in self.bubbles]
        if self.toast is not None:
            times.append(self.toast.until)
        return min(times) if times else None

    def flush(self) -> None:
        """Play every queued event at once and finish every animation."""
        self.queue.flush()

    # ------------------------------------------------------------ events
    def push_events(self, events: list[ev.Event]) -> None:
        """Queue engine events (already as the bottom seat sees them)."""
        for e in events:
            handler = self._handlers.get(type(e))
            if handler is None:
                continue
            after_idle = not isinstance(e, ev.Dealt)
            if isinstance(e, (ev.Dealt, ev.Redealt)):
                self.dealing = True
            self.queue.push(type(e).__name__, self._step(handler, e), after_idle)

    def _step(self, handler: Callable[[Any], float], e: ev.Event) -> Callable[[], float]:
        def run() -> float:
            self.events_seen += 1
            return handler(e)

        return run

    def set_toast(self, text: str, seconds: float = TOAST) -> None:
        self.toast = Timed(text, self.time + max(0.6, self.d(seconds) * 0.5 + seconds * 0.5))

    def bubble(self, seat: int, text: str, kind: str = "") -> None:
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(
            Timed(text, self.time + max(0.5, BUBBLE * (0.5 + 0.5 / max(self.speed, 1.0))), seat, kind)
        )

    # ----------------------------------------------------------- helpers
    def _new_at_deck(self) -> CardSprite:
        x, y = self.layout.deck
        return CardSprite(None, x, y, self.table_w, 0.0, False)

    def _take_from_hand(self, seat: int, card: Card) -> CardSprite:
        hand = self.hands[seat]
        for i, s in enumerate(hand):
            if s.card == card:
                return hand.pop(i)
        if seat != self.bottom and hand:
            unknown = [i for i, s in enumerate(hand) if s.card is None] or list(range(len(hand)))
            i = unknown[len(unknown) // 2]
            s = hand.pop(i)
            s.card = card
            return s
        spot = self.layout.seats[seat]
        return CardSprite(card, spot.x, spot.y, spot.card_w, 0.0, seat == self.bottom)

    def _fly(
        self,
        s: CardSprite,
        face_up: bool,
        delay: float = 0.0,
        duration: float = FLY,
        ease: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        """Mark ``s`` as flying to its (next) home: turning over on the way if needed."""
        s.moving = True
        dur = self.d(duration)
        dl = self.d(delay)
        self._special[s] = (dl, dur, ease)
        if face_up != s.face_up:
            s.flip_to = face_up
            s.flip = 0.0

            def turned(s: CardSprite = s, up: bool = face_up) -> None:
                s.face_up = up
                s.flip = 0.0

            if dur <= 0 and dl <= 0:
                turned()
            else:
                self.tweener.to(s, dur, ease_in_out_cubic, dl, turned, flip=1.0)

    def begin(self) -> None:
        self._special = {}

    # ------------------------------------------------------- home positions
    def sort_key(self, c: Card | None) -> tuple[int, ...]:
        if c is None:
            return (9, 0, 0)
        trump = 1 if c.suit == self.trump_suit else 0
        if self.sort_order == "rank":
            return (trump, c.rank, c.suit)
        # suits in a fixed order that alternates colours (♠ ♥ ♣ ♦ …), trumps last
        return (trump, SUIT_ORDER.get(c.suit, c.suit), c.rank)

    def sorted_hand(self) -> list[CardSprite]:
        hand = self.hands[self.bottom]
        if self.sort_order == "none":
            return hand
        return sorted(hand, key=lambda s: self.sort_key(s.card))

    def table_slots(self) -> tuple[list[tuple[float, float]], float]:
        n = len(self.table) + (1 if self.transfer_spot else 0)
        return self.layout.table_grid(n)

    def homes(self) -> dict[CardSprite, tuple[float, float, float, float]]:
        """Where every card rests now: (x, y, angle, width)."""
        lay = self.layout
        out: dict[CardSprite, tuple[float, float, float, float]] = {}
        for seat in range(self.n):
            if seat == self.bottom:
                hand = self.sorted_hand()
                self.hands[seat] = list(hand)
                for s, (x, y, a) in zip(hand, lay.hand_fan(len(hand)), strict=True):
                    out[s] = (x, y, a, lay.hand_w)
            else:
                hand = self.hands[seat]
                for s, (x, y, a) in zip(hand, lay.opp_fan(seat, len(hand)), strict=True):
                    out[s] = (x, y, a, lay.opp_w)
        slots, tw = self.table_slots()
        self.table_w = tw
        for i, pair in enumerate(self.table):
            x, y = slots[i]
            att, dfn = pair
            if att is not None:
                out[att] = (x, y, lay.attack_angle(i), tw)
            if dfn is not None:
                dx, dy, a = lay.defence_offset(tw, i)
                out[dfn] = (x + dx, y + dy, a, tw)
        first = self.discard_count - len(self.discard)
        for j, s in enumerate(self.discard):
            x, y, a = lay.discard_spot(first + j)
            out[s] = (x, y, a, lay.table_w)
        if self.trump_sprite is not None:
            x, y = lay.trump
            out[self.trump_sprite] = (x, y, -90.0, lay.table_w)
        return out

    def relayout(self, duration: float = GLIDE, snap: bool = False) -> None:
        """Send every card towards its home (flights set up by ``_fly`` keep their own timing)."""
        special = getattr(self, "_special", {})
        self._special = {}
        dragging = set(self.dragging)
        for s, (x, y, a, w) in self.homes().items():
            s.hx, s.hy, s.ha, s.hw = x, y, a, w
            if s in dragging:
                continue
            if snap:
                self.tweener.cancel(s)
                s.x, s.y, s.angle, s.w = x, y, a, w
                s.moving = False
                s.flip = 0.0
                s.face_up = s.flip_to
                continue
            sp = special.get(s)
            if (
                sp is None
                and abs(s.x - x) < 0.5
                and abs(s.y - y) < 0.5
                and abs(s.angle - a) < 0.3
                and abs(s.w - w) < 0.5
            ):
                continue
            # turn the short way round
            while s.angle - a > 180:
                s.angle -= 360
            while a - s.angle > 180:
                s.angle += 360
            if sp is None:
                dl, dur, ease = 0.0, self.d(duration), ease_out_cubic
            else:
                dl, dur, ease = sp

            def landed(s: CardSprite = s) -> None:
                s.moving = False

            self.tweener.to(s, dur, ease, dl, landed, x=x, y=y, angle=a, w=w)
        self._prune_discard()

    def _prune_discard(self) -> None:
        if len(self.discard) > DISCARD_VISIBLE and not any(s.moving for s in self.discard):
            self.discard = self.discard[-DISCARD_VISIBLE:]

    def snap(self) -> None:
        self.tweener.finish_all()
        self.relayout(snap=True)

    # ------------------------------------------------------- event steps
    def _dealt(self, e: ev.Dealt) -> float:
        self.begin()
        seat = e.seat
        known = list(e.cards)
        face_up = seat == self.bottom
        gap = DEAL_GAP * self.n
        for i in range(e.count):
            s = self._new_at_deck()
            if face_up:
                s.card = known[i] if i < len(known) else None
            elif known and i == e.count - 1:
                s.card = known[-1]  # the trump card dealt last, seen by all
            self.hands[seat].append(s)
            self._fly(s, face_up, delay=i * gap, duration=DEAL_FLY)

            def dealt_one() -> None:
                self.deck_count = max(0, self.deck_count - 1)
                self.sound("deal")

            self.tweener.after(self.d(i * gap), dealt_one)
        self.relayout()
        return self.d(DEAL_GAP)

    def _trump_revealed(self, e: ev.TrumpRevealed) -> float:
        self.begin()
        self.trump_card = e.card
        self.trump_suit = e.card.suit
        if e.holder is None:
            s = self._new_at_deck()
            s.card = e.card
            self.trump_sprite = s
            self._fly(s, True, duration=FLY * 1.3, ease=ease_out_back)
            self.relayout()
            self.set_toast(tr("table.toast.trump", card=e.card.label))
        else:
            x, y = self.layout.deck
            f = CardSprite(e.card, x, y, self.layout.table_w, 0.0, True)
            self.flashes.append((f, self.time + self.d(FLASH) + 0.3))
            if e.holder == self.human:
                self.set_toast(tr("table.toast.trump_held_you", card=e.card.label))
            else:
                self.set_toast(tr("table.toast.trump_held", card=e.card.label, name=self.names(e.holder)))
        self.sound("turn")
        return self.d(FLY * 1.3)

    def _redealt(self, e: ev.Redealt) -> float:
        self.begin()
        shown = " ".join(c.label for c in e.shown)
        if e.seat == self.human:
            self.set_toast(tr("table.toast.redeal_you", cards=shown))
        else:
            self.set_toast(tr("table.toast.redeal", name=self.names(e.seat), cards=shown))
        x, y = self.layout.deck
        gone: list[CardSprite] = []
        for hand in self.hands:
            gone.extend(hand)
            hand.clear()
        if self.trump_sprite is not None:
            gone.append(self.trump_sprite)
            self.trump_sprite = None
        for s in gone:
            s.moving = True
            if s.face_up:
                s.flip_to = False
                s.face_up = False
            self.tweener.to(
                s, self.d(FLY), ease_out_cubic, 0.0, None, x=x, y=y, angle=0.0, w=self.layout.table_w
            )
        self.flights_to_deck = gone
        self.deck_count = self.rules.deck_size
        self.trump_card = None
        self.trump_suit = None
        self.sound("shuffle")

        def clear() -> None:
            self.flights_to_deck = []

        self.tweener.after(self.d(FLY), clear)
        return self.d(0.2)

    def _first_attacker(self, e: ev.FirstAttacker) -> float:
        name = self.names(e.seat)
        you = "_you" if e.seat == self.human else ""
        if e.card is not None:
            key = "table.toast.first_trump" if e.reason == "lowest_trump" else "table.toast.first_card"
            self.set_toast(tr(key + you, name=name, card=e.card.label))
            self._show_card(e.seat, e.card)
        elif e.reason == "match":  # the last game's durak decides (a match: "Play again")
            self.set_toast(tr("table.toast.first_match" + you, name=name))
        else:
            self.set_toast(tr("table.toast.first" + you, name=name))
        return self.d(0.7)

    def _show_card(self, seat: int, card: Card) -> None:
        """Show a card a player holds for a moment (lowest trump, a shown trump)."""
        lay = self.layout
        spot = lay.seats[seat]
        half_h = lay.table_w * CARD_RATIO / 2
        if seat == self.bottom:  # above the status line ("Dealing…"), never on it
            x, y = spot.x, lay.status_y - lay.status_h / 2 - 8 * lay.u - half_h
        else:  # beside the seat's name block, so that its name and badge stay readable
            x = spot.block.right + lay.table_w * 0.65
            if x + lay.table_w / 2 > lay.w:
                x = spot.block.left - lay.table_w * 0.65
            y = max(spot.y, half_h + 4 * lay.u)
        f = CardSprite(card, spot.x, spot.y, spot.card_w, 0.0, True)
        self.flashes.append((f, self.time + max(0.4, self.d(FLASH))))
        self.tweener.to(f, self.d(0.3), ease_out_back, 0.0, None, x=x, y=y, w=self.layout.table_w)

    def _bout_started(self, e: ev.BoutStarted) -> float:
        self.dealing = False
        self.attacker = self.bout_attacker = e.attacker
        self.defender = e.defender
        self.taking = False
        self.transfer_spot = False
        return self.d(0.1)

    def _trump_exchanged(self, e: ev.TrumpExchanged) -> float:
        self.begin()
        gave = self._take_from_hand(e.seat, e.gave)
        old = self.trump_sprite
        self.trump_sprite = gave
        self._fly(gave, True)
        if old is not None:
            old.card = e.got
            self.hands[e.seat].append(old)
            self._fly(old, e.seat == self.bottom)
        self.trump_card = e.gave
        if e.seat != self.human:
            self.set_toast(
                tr("table.toast.exchange", name=self.names(e.seat), gave=e.gave.label, got=e.got.label)
            )
        self.relayout()
        self.sound("play")
        return self.d(FLY)

    def _to_table(self, seat: int, cards: tuple[Card, ...]) -> None:
        for i, c in enumerate(cards):
            s = self._take_from_hand(seat, c)
            s.card = c
            self.table.append([s, None])
            self._fly(s, True, delay=i * 0.06)

    def _attacked(self, e: ev.Attacked) -> float:
        self.begin()
        self.transfer_spot = False
        self._to_table(e.seat, e.cards)
        self.relayout()
        self.sound("play")
        return self.d(0.05)

    def _thrown_in(self, e: ev.ThrownIn) -> float:
        self.begin()
        self.transfer_spot = False
        self._to_table(e.seat, (e.card,))
        self.relayout()
        self.sound("play")
        return self.d(0.05)

    def _defended(self, e: ev.Defended) -> float:
        self.begin()
        self.transfer_spot = False
        s = self._take_from_hand(e.seat, e.card)
        s.card = e.card
        for pair in self.table:
            a = pair[0]
            if a is not None and a.card == e.target and pair[1] is None:
                pair[1] = s
                break
        else:  # not found: cannot happen when in sync; keep the card visible
            self.table.append([None, s])
        self._fly(s, True)
        self.relayout()
        self.sound("beat")
        return self.d(0.05)

    def _transferred(self, e: ev.Transferred) -> float:
        self.begin()
        self.transfer_spot = False
        self._to_table(e.seat, (e.card,))
        self.attacker = e.seat
        self.defender = e.defender
        card = card_word(e.card)
        if e.defender == self.human:
            self.set_toast(tr("table.toast.transfer_you", name=self.names(e.seat), card=card))
        elif e.seat != self.human:
            to = self.names(e.defender)
            self.set_toast(tr("table.toast.transfer", name=self.names(e.seat), to=to, card=card))
        self.relayout()
        self.sound("play")
        return self.d(0.15)

    def _trump_shown(self, e: ev.TrumpShown) -> float:
        self.transfer_spot = False
        self.attacker = e.seat
        self.defender = e.defender
        for s in self.hands[e.seat]:
            if s.card == e.card:
                break
        else:
            if e.seat != self.bottom:
                unknown = [s for s in self.hands[e.seat] if s.card is None]
                if unknown:
                    unknown[0].card = e.card
        self._show_card(e.seat, e.card)
        if e.defender == self.human:
            self.set_toast(tr("table.toast.show_you", name=self.names(e.seat), card=e.card.label))
        elif e.seat != self.human:
            self.set_toast(
                tr("table.toast.show", name=self.names(e.seat), card=e.card.label, to=self.names(e.defender))
            )
        self.begin()
        self.relayout()
        self.sound("turn")
        return self.d(0.6)

    def _take_declared(self, e: ev.TakeDeclared) -> float:
        self.taking = True
        self.transfer_spot = False
        self.bubble(e.seat, tr("table.bubble.take"), "take")
        self.begin()
        self.relayout()
        return self.d(0.35)

    def _passed(self, e: ev.Passed) -> float:
        key = {"throw": "table.bubble.pass", "redeal": "table.bubble.keep", "exchange": "table.bubble.keep"}
        self.bubble(e.seat, tr(key.get(e.what, "table.bubble.pass")), "pass")
        return self.d(0.15)

    def _bout_ended(self, e: ev.BoutEnded) -> float:
        self.begin()
        self.bubbles = [b for b in self.bubbles if b.kind == "out"]  # "Take!", "Pass" belong to the bout
        self.transfer_spot = False
        sprites = [s for pair in self.table for s in pair if s is not None]
        self.table = []
        if e.taken:
            up = e.defender == self.bottom
            if not up:  # a readable word, not only cards flying to a hand
                self.set_toast(tr("history.toast.takes", name=self.names(e.defender), n=len(e.cards)))
            for i, s in enumerate(sprites):
                self.hands[e.defender].append(s)
                self._fly(s, up, delay=i * SWEEP_GAP, duration=SWEEP)
            self.sound("take")
        else:
            for i, s in enumerate(sprites):
                self.discard.append(s)
                self._fly(s, False, delay=i * SWEEP_GAP, duration=SWEEP, ease=ease_in_out_cubic)
            self.discard_count += len(sprites)
            self.sound("discard")
        self.taking = False
        self.relayout()
        return self.d(0.1)

    def _cards_drawn(self, e: ev.CardsDrawn) -> float:
        self.begin()
        seat = e.seat
        face_up = seat == self.bottom
        known = list(e.cards)
        takes_trump = self.trump_sprite is not None and self.deck_count - e.count <= 0
        if takes_trump and self.trump_card in known:
            known.remove(self.trump_card)  # that card is the trump sprite itself
        sprites: list[CardSprite] = []
        for i in range(e.count):
            last = i == e.count - 1
            if last and takes_trump and self.trump_sprite is not None:
                s = self.trump_sprite
                self.trump_sprite = None
            else:
                s = self._new_at_deck()
                if face_up and known:
                    s.card = known.pop(0)
            sprites.append(s)
        for i, s in enumerate(sprites):
            self.hands[seat].append(s)
            self._fly(s, face_up, delay=i * DRAW_GAP, duration=DEAL_FLY)
        self.deck_count = max(0, self.deck_count - e.count)
        self.relayout()
        self.sound("deal")
        return self.d(0.05)

    def _player_out(self, e: ev.PlayerOut) -> float:
        self.out[e.seat] = e.place
        self.bubble(e.seat, tr("table.bubble.out", name=self.names(e.seat)), "out")
        return self.d(0.3)

    def _game_over(self, e: ev.GameOver) -> float:
        self.result = e
        self.dealing = False
        return self.d(0.4)

    def reveal(self, hands: dict[int, tuple[Card, ...]]) -> None:
        """Turn the cards left in players' hands face up (the game is over)."""
        self.begin()
        for seat, cards in hands.items():
            if seat == self.bottom:
                continue
            sprites = self.hands[seat]
            known = {s.card for s in sprites if s.card is not None}
            rest = [c for c in cards if c not in known]
            for s in sprites:
                if s.card is None and rest:
                    s.card = rest.pop(0)
            for i, s in enumerate(sprites):
                if s.card is not None and not s.face_up:
                    s.flip_to = True
                    s.flip = 0.0

                    def turned(s: CardSprite = s) -> None:
                        s.face_up = True
                        s.flip = 0.0

                    self.tweener.to(s, self.d(0.35), ease_in_out_cubic, self.d(i * 0.05), turned, flip=1.0)

    # ------------------------------------------------------------ sync
    def check_sync(self, view: PlayerView) -> list[str]:
        """Differences between the mirror and the engine (empty when in sync)."""
        problems = []
        for seat in range(self.n):
            if len(self.hands[seat]) != view.hand_sizes[seat]:
                problems.append(
                    f"seat {seat}: {len(self.hands[seat])} cards shown, {view.hand_sizes[seat]} held"
                )
        mine = sorted(str(s.card) for s in self.hands[self.bottom])
        if mine != sorted(str(c) for c in view.hand):
            problems.append(f"your hand shows {mine}, holds {[str(c) for c in view.hand]}")
        shown = [(p[0].card if p[0] else None, p[1].card if p[1] else None) for p in self.table]
        if shown != list(view.table):
            problems.append(f"table shows {shown}, is {view.table}")
        if self.deck_count != view.deck_size:
            problems.append(f"deck shows {self.deck_count}, has {view.deck_size}")
        if self.discard_count != len(view.discard):
            problems.append(f"discard shows {self.discard_count}, has {len(view.discard)}")
        has_trump = self.trump_sprite is not None
        if has_trump != view.trump_in_deck or (
            has_trump and self.trump_sprite and self.trump_sprite.card != view.trump_card
        ):
            problems.append("trump card under the deck differs")
        if view.result is None and (self.attacker, self.defender) != (view.attacker, view.defender):
            problems.append(f"roles {self.attacker}/{self.defender} vs {view.attacker}/{view.defender}")
        return problems

    def resync(self, view: PlayerView) -> list[str]:
        """Compare the mirror with the engine and rebuild it when they differ; the differences."""
        problems = self.check_sync(view)
        if problems:
            self.rebuild(view)
        return problems

    def rebuild(self, view: PlayerView) -> None:
        """Set everything from a view at once (start from a saved position, repair a drift)."""
        self.tweener.finish_all()
        self.queue.steps.clear()
        self.queue.wait = 0.0
        self.flashes = []
        lay = self.layout
        self.trump_card = view.trump_card
        self.trump_suit = view.trump_suit
        self.hands = [[] for _ in range(self.n)]
        for seat in range(self.n):
            spot = lay.seats[seat]
            if seat == self.bottom:
                for c in view.hand:
                    self.hands[seat].append(CardSprite(c, spot.x, spot.y, spot.card_w, 0.0, True))
            else:
                known = list(view.known[seat])
                for i in range(view.hand_sizes[seat]):
                    kc = known[i] if i < len(known) else None
                    self.hands[seat].append(CardSprite(kc, spot.x, spot.y, spot.card_w, 0.0, False))
        self.table = []
        for a, b in view.table:
            sa = CardSprite(a, *lay.bout.center, lay.table_w, 0.0, True)
            sb = CardSprite(b, *lay.bout.center, lay.table_w, 0.0, True) if b is not None else None
            self.table.append([sa, sb])
        self.discard_count = len(view.discard)
        self.discard = [
            CardSprite(None, *lay.discard, lay.table_w, 0.0, False)
            for _ in range(min(DISCARD_VISIBLE, self.discard_count))
        ]
        self.deck_count = view.deck_size
        self.trump_sprite = (
            CardSprite(view.trump_card, *lay.trump, lay.table_w, -90.0, True) if view.trump_in_deck else None
        )
        self.attacker = view.attacker
        self.bout_attacker = view.bout_attacker
        self.defender = view.defender
        self.taking = view.took
        self.out = {s: self.out.get(s, 0) for s in range(self.n) if view.out[s]}
        self.relayout(snap=True)

    def take_back(self, view: PlayerView, seat: int, cards: tuple[Card, ...]) -> None:
        """A caught cheat: the table set from ``view``, and the cheat's ``cards`` flying from where
        they lay back into ``seat``'s hand (face down into a hand you cannot see)."""
        was = {
            s.card: (s.x, s.y, s.angle, s.w)
            for pair in self.table
            for s in pair
            if s is not None and s.card is not None
        }
        held = [(s.card, s.x, s.y, s.angle, s.w) for s in self.hands[seat]]
        self.rebuild(view)
        if not cards:  # the hidden draw: the extra card goes back onto the stock, face down
            self._back_to_stock(seat, held)
        # the cheater's "Psst…" is over: it was seen
        self.bubbles = [b for b in self.bubbles if not (b.seat == seat and b.kind == "cheat")]
        hand = self.hands[seat]
        if seat == self.bottom:
            flying = [(s, s.card) for s in hand if s.card in cards]
        else:  # the cheater's last cards stand for the ones that went back
            flying = list(zip(hand[len(hand) - len(cards) :], cards, strict=False))
        for s, card in flying:
            if card not in was:
                continue
            s.x, s.y, s.angle, s.w = was[card]
            s.moving = True

            def landed(s: CardSprite = s) -> None:
                s.moving = False

            self.tweener.to(
                s, self.d(GLIDE * 2.4), ease_out_cubic, 0.0, landed, x=s.hx, y=s.hy, angle=s.ha, w=s.hw
            )
        if flying:
            self.sound("take")

    def _back_to_stock(self, seat: int, held: list[tuple[Card | None, float, float, float, float]]) -> None:
        now = self.hands[seat]
        if len(held) <= len(now):
            return
        kept = {s.card for s in now}
        gone = [h for h in held if h[0] not in kept] if seat == self.bottom else held[-1:]
        x, y = self.layout.deck
        flying = []
        for _, hx, hy, angle, w in gone[:1]:
            s = CardSprite(None, hx, hy, w, angle, False)
            s.moving = True
            self.tweener.to(s, self.d(FLY_BACK), ease_out_cubic, x=x, y=y, angle=0.0, w=self.layout.table_w)
            flying.append(s)
        self.flights_to_deck = flying

        def clear() -> None:
            self.flights_to_deck = []

        self.tweener.after(self.d(FLY_BACK), clear)

    # ------------------------------------------------------------ queries
    def all_sprites(self) -> list[CardSprite]:
        out: list[CardSprite] = []
        for hand in self.hands:
            out.extend(hand)
        for pair in self.table:
            out.extend(s for s in pair if s is not None)
        out.extend(self.discard)
        if self.trump_sprite is not None:
            out.append(self.trump_sprite)
        return out

    def hand_sprite(self, card: Card) -> CardSprite | None:
        for s in self.hands[self.bottom]:
            if s.card == card:
                return s
        return None

    def attack_sprite(self, card: Card) -> CardSprite | None:
        for pair in self.table:
            if pair[0] is not None and pair[0].card == card:
                return pair[0]
        return None

    def transfer_slot(self) -> tuple[float, float, float] | None:
        """Centre and card width of the transfer spot, when shown."""
        if not self.transfer_spot:
            return None
        slots, tw = self.table_slots()
        x, y = slots[-1]
        return x, y, tw

    # ------------------------------------------------------------ drawing
    def draw_cards(self, surface: pygame.Surface) -> None:
        """Every card in the order they lie on top of each other (no text)."""
        images = self.images
        lay = self.layout
        moving: list[CardSprite] = []
        # trump card under the deck, then the deck
        if self.trump_sprite is not None:
            if self.trump_sprite.moving:
                moving.append(self.trump_sprite)
            else:
                self.trump_sprite.draw(surface, images)
        under = self.deck_count - (1 if self.trump_sprite is not None else 0)
        if under > 0:
            x, y = lay.deck
            layers = min(5, 1 + under // 5)
            step = max(1.0, lay.u * 1.6)
            sh = images.shadow(lay.table_w, 0.0)
            surface.blit(sh, sh.get_rect(center=(round(x + 3 * lay.u), round(y + 4 * lay.u))))
            back = images.image(None, lay.table_w, 0.0)
            for k in range(layers):
                surface.blit(back, back.get_rect(center=(round(x - k * step), round(y - k * step))))
        self._draw_group(surface, self.discard, moving)
        for pair in self.table:
            for s in pair:
                if s is None:
                    continue
                if s.moving:
                    moving.append(s)
                else:
                    s.draw(surface, images)
        for seat in range(self.n):
            if seat == self.bottom:
                continue
            self._draw_group(surface, self.hands[seat], moving)
        dragging = set(self.dragging)
        for s in self.hands[self.bottom]:
            if s in dragging:
                continue
            if s.moving:
                moving.append(s)
            else:
                s.draw(surface, images)
        for s in self.flights_to_deck:
            moving.append(s)
        moving.sort(key=lambda s: s.order)
        for s in moving:
            s.draw(surface, images)
        for f, _ in self.flashes:
            f.draw(surface, images)

    def _draw_group(
        self, surface: pygame.Surface, sprites: list[CardSprite], moving: list[CardSprite]
    ) -> None:
        """Draw a pile or a fan: one cached picture while all its cards rest at home."""
        resting = [s for s in sprites if not s.moving]
        moving.extend(s for s in sprites if s.moving)
        if not resting:
            return
        if len(resting) < 3 or not all(s.at_home for s in resting):
            for s in resting:
                s.draw(surface, self.images)
            return
        key = (
            self.images.back,
            self.images.four_colour,
            tuple(
                (round(s.hx), round(s.hy), s.ha, s.hw, s.face_up, s.card if s.face_up else None)
                for s in resting
            ),
        )
        cached = self._group_cache.get(key)
        if cached is None:
            rects = []
            for s in resting:
                r = pygame.Rect(0, 0, round(s.w * 1.75), round(s.w * 1.75))  # any rotation, with shadow
                r.center = (round(s.x), round(s.y))
                rects.append(r)
            box = rects[0].unionall(rects[1:])
            img = pygame.Surface(box.size, pygame.SRCALPHA)
            for s in resting:
                x, y = s.x, s.y
                s.x, s.y = x - box.left, y - box.top
                s.draw(img, self.images)
                s.x, s.y = x, y
            if len(self._group_cache) > 24:
                self._group_cache.clear()
            cached = (img, box.topleft)
            self._group_cache[key] = cached
        surface.blit(cached[0], cached[1])

    def draw_dragged(self, surface: pygame.Surface) -> None:
        for s in self.dragging:
            s.draw(surface, self.images)
