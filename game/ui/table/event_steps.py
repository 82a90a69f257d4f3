"""The engine's events as the table shows them: one step per event, played one after another.

Each step changes the mirror as the event says, marks the cards it moves (``Homes.fly``), sends
every card home and returns how long to wait before the next event's step may start.  Steps wait
in a queue (:class:`AnimQueue`), so every event is seen, in order; ``rebuild`` drops the queue and
sets the mirror from a view at once.  A step decides no rule: it only shows what the engine said.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import events as ev
from game.engine.cards import Card
from game.engine.view import PlayerView
from game.ui.i18n import card_text, card_word, cards_text, tr

from .callouts import Callouts
from .homes import FLY, GLIDE, Homes
from .layout import CARD_RATIO
from .mirror import DISCARD_VISIBLE, Mirror
from .sprites import CardSprite
from .tween import AnimQueue, Pace, Tweener, ease_in_out_cubic, ease_out_back, ease_out_cubic

# Durations at animation speed 1 (seconds).
DEAL_FLY = 0.34
DEAL_GAP = 0.055
DRAW_GAP = 0.09
SWEEP = 0.50
SWEEP_GAP = 0.035
FLY_BACK = 0.6  # a caught cheat's card going back to its owner: slow enough to be followed
FLASH = 1.1


class EventSteps:
    def __init__(
        self,
        mirror: Mirror,
        homes: Homes,
        callouts: Callouts,
        tweener: Tweener,
        pace: Pace,
        names: Callable[[int], str],
        sound: Callable[[str], None],
        human: int | None,
    ) -> None:
        self.mirror = mirror
        self.homes = homes
        self.callouts = callouts
        self.tweener = tweener
        self.pace = pace
        self.names = names
        self.sound = sound
        self.human = human
        self.queue = AnimQueue(tweener)
        self.events_seen = 0
        self._handlers: dict[type, Callable[[Any], float]] = {
            ev.Dealt: self._dealt,
            ev.PositionSet: self._position_set,
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

    def push(self, events: list[ev.Event]) -> None:
        """Queue engine events (already as the bottom seat sees them)."""
        for e in events:
            handler = self._handlers.get(type(e))
            if handler is None:
                continue
            after_idle = not isinstance(e, ev.Dealt)
            if isinstance(e, (ev.Dealt, ev.Redealt)):
                self.mirror.dealing = True
            self.queue.push(type(e).__name__, self._step(handler, e), after_idle)

    def _step(self, handler: Callable[[Any], float], e: ev.Event) -> Callable[[], float]:
        def run() -> float:
            self.events_seen += 1
            return handler(e)

        return run

    def rebuild(self, view: PlayerView) -> None:
        """Drop the waiting steps and set everything from a view at once."""
        self.tweener.finish_all()
        self.queue.steps.clear()
        self.queue.wait = 0.0
        self.callouts.flashes = []
        self.mirror.set_from(view, self.homes.layout)
        self.homes.relayout(snap=True)

    def _new_at_deck(self) -> CardSprite:
        x, y = self.homes.layout.deck
        return CardSprite(None, x, y, self.homes.table_w, 0.0, False)

    def _take_from_hand(self, seat: int, card: Card) -> CardSprite:
        hand = self.mirror.hands[seat]
        for i, s in enumerate(hand):
            if s.card == card:
                return hand.pop(i)
        if seat != self.mirror.bottom and hand:
            unknown = [i for i, s in enumerate(hand) if s.card is None] or list(range(len(hand)))
            i = unknown[len(unknown) // 2]
            s = hand.pop(i)
            s.card = card
            return s
        spot = self.homes.layout.seats[seat]
        return CardSprite(card, spot.x, spot.y, spot.card_w, 0.0, seat == self.mirror.bottom)

    def _dealt(self, e: ev.Dealt) -> float:
        self.homes.begin()
        seat = e.seat
        known = list(e.cards)
        face_up = seat == self.mirror.bottom
        gap = DEAL_GAP * self.mirror.n
        for i in range(e.count):
            s = self._new_at_deck()
            if face_up:
                s.card = known[i] if i < len(known) else None
            elif known and i == e.count - 1:
                s.card = known[-1]  # the trump card dealt last, seen by all
            self.mirror.hands[seat].append(s)
            self.homes.fly(s, face_up, delay=i * gap, duration=DEAL_FLY)

            def dealt_one() -> None:
                self.mirror.deck_count = max(0, self.mirror.deck_count - 1)
                self.sound("deal")

            self.tweener.after(self.pace.d(i * gap), dealt_one)
        self.homes.relayout()
        return self.pace.d(DEAL_GAP)

    def _position_set(self, e: ev.PositionSet) -> float:
        """A game from a position (an endgame): the hands fly out of the stock's place, every one
        face up when the hands are open; the stock, the trump card and the discard are set."""
        self.homes.begin()
        m, lay = self.mirror, self.homes.layout
        m.open_hands = e.open
        m.trump_card, m.trump_suit = e.trump_card, e.trump_card.suit
        m.deck_count = e.stock
        m.trump_sprite = None
        if e.stock:  # the trump card lies face up under the stock
            m.trump_sprite = self._new_at_deck()
            m.trump_sprite.card = e.trump_card
            self.homes.fly(m.trump_sprite, True)
        m.discard_count = len(e.discard)
        m.discard = [
            CardSprite(None, *lay.discard, lay.table_w, 0.0, False)
            for _ in range(min(DISCARD_VISIBLE, m.discard_count))
        ]
        gap = DEAL_GAP * m.n
        for seat, size in enumerate(e.sizes):
            up = e.open or seat == m.bottom
            known = list(e.hands[seat])
            for i in range(size):
                s = self._new_at_deck()
                s.card = known[i] if i < len(known) else None
                m.hands[seat].append(s)
                self.homes.fly(s, up, delay=(i * m.n + seat) * gap / m.n, duration=DEAL_FLY)
        if e.open:
            self.callouts.set_toast(tr("endgame.toast.open"))
        self.homes.relayout()
        self.sound("deal")
        return self.pace.d(DEAL_FLY)

    def _trump_revealed(self, e: ev.TrumpRevealed) -> float:
        self.homes.begin()
        self.mirror.trump_card = e.card
        self.mirror.trump_suit = e.card.suit
        if e.holder is None:
            s = self._new_at_deck()
            s.card = e.card
            self.mirror.trump_sprite = s
            self.homes.fly(s, True, duration=FLY * 1.3, ease=ease_out_back)
            self.homes.relayout()
            self.callouts.set_toast(tr("table.toast.trump", card=card_text(e.card)))
        else:
            x, y = self.homes.layout.deck
            f = CardSprite(e.card, x, y, self.homes.layout.table_w, 0.0, True)
            self.callouts.flashes.append((f, self.callouts.time + self.pace.d(FLASH) + 0.3))
            if e.holder == self.human:
                self.callouts.set_toast(tr("table.toast.trump_held_you", card=card_text(e.card)))
            else:
                self.callouts.set_toast(
                    tr("table.toast.trump_held", card=card_text(e.card), name=self.names(e.holder))
                )
        self.sound("turn")
        return self.pace.d(FLY * 1.3)

    def _redealt(self, e: ev.Redealt) -> float:
        self.homes.begin()
        shown = cards_text(e.shown)
        if e.seat == self.human:
            self.callouts.set_toast(tr("table.toast.redeal_you", cards=shown))
        else:
            self.callouts.set_toast(tr("table.toast.redeal", name=self.names(e.seat), cards=shown))
        x, y = self.homes.layout.deck
        gone: list[CardSprite] = []
        for hand in self.mirror.hands:
            gone.extend(hand)
            hand.clear()
        if self.mirror.trump_sprite is not None:
            gone.append(self.mirror.trump_sprite)
            self.mirror.trump_sprite = None
        for s in gone:
            s.moving = True
            if s.face_up:
                s.flip_to = False
                s.face_up = False
            self.tweener.to(
                s,
                self.pace.d(FLY),
                ease_out_cubic,
                0.0,
                None,
                x=x,
                y=y,
                angle=0.0,
                w=self.homes.layout.table_w,
            )
        self.mirror.flights_to_deck = gone
        self.mirror.deck_count = self.mirror.rules.deck_size
        self.mirror.trump_card = None
        self.mirror.trump_suit = None
        self.sound("shuffle")

        def clear() -> None:
            self.mirror.flights_to_deck = []

        self.tweener.after(self.pace.d(FLY), clear)
        return self.pace.d(0.2)

    def _first_attacker(self, e: ev.FirstAttacker) -> float:
        name = self.names(e.seat)
        you = "_you" if e.seat == self.human else ""
        if e.card is not None:
            key = "table.toast.first_trump" if e.reason == "lowest_trump" else "table.toast.first_card"
            self.callouts.set_toast(tr(key + you, name=name, card=card_text(e.card)))
            self._show_card(e.seat, e.card)
        elif e.reason == "match":  # the last game's durak decides (a match: "Play again")
            self.callouts.set_toast(tr("table.toast.first_match" + you, name=name))
        else:
            self.callouts.set_toast(tr("table.toast.first" + you, name=name))
        return self.pace.d(0.7)

    def _show_card(self, seat: int, card: Card) -> None:
        """Show a card a player holds for a moment (lowest trump, a shown trump)."""
        lay = self.homes.layout
        spot = lay.seats[seat]
        half_h = lay.table_w * CARD_RATIO / 2
        if seat == self.mirror.bottom:  # above the status line ("Dealing…"), never on it
            x, y = spot.x, lay.status_y - lay.status_h / 2 - 8 * lay.u - half_h
        else:  # beside the seat's name block, so that its name and badge stay readable
            x = spot.block.right + lay.table_w * 0.65
            if x + lay.table_w / 2 > lay.w:
                x = spot.block.left - lay.table_w * 0.65
            y = max(spot.y, half_h + 4 * lay.u)
        f = CardSprite(card, spot.x, spot.y, spot.card_w, 0.0, True)
        self.callouts.flashes.append((f, self.callouts.time + max(0.4, self.pace.d(FLASH))))
        self.tweener.to(f, self.pace.d(0.3), ease_out_back, 0.0, None, x=x, y=y, w=self.homes.layout.table_w)

    def _bout_started(self, e: ev.BoutStarted) -> float:
        self.mirror.dealing = False
        self.mirror.attacker = self.mirror.bout_attacker = e.attacker
        self.mirror.defender = e.defender
        self.mirror.taking = False
        self.homes.transfer_spot = False
        return self.pace.d(0.1)

    def _trump_exchanged(self, e: ev.TrumpExchanged) -> float:
        self.homes.begin()
        gave = self._take_from_hand(e.seat, e.gave)
        old = self.mirror.trump_sprite
        self.mirror.trump_sprite = gave
        self.homes.fly(gave, True)
        if old is not None:
            old.card = e.got
            self.mirror.hands[e.seat].append(old)
            self.homes.fly(old, e.seat == self.mirror.bottom)
        self.mirror.trump_card = e.gave
        if e.seat != self.human:
            self.callouts.set_toast(
                tr(
                    "table.toast.exchange",
                    name=self.names(e.seat),
                    gave=card_text(e.gave),
                    got=card_text(e.got),
                )
            )
        self.homes.relayout()
        self.sound("play")
        return self.pace.d(FLY)

    def _to_table(self, seat: int, cards: tuple[Card, ...]) -> None:
        for i, c in enumerate(cards):
            s = self._take_from_hand(seat, c)
            s.card = c
            self.mirror.table.append([s, None])
            self.homes.fly(s, True, delay=i * 0.06)

    def _attacked(self, e: ev.Attacked) -> float:
        self.homes.begin()
        self.homes.transfer_spot = False
        self._to_table(e.seat, e.cards)
        self.homes.relayout()
        self.sound("play")
        return self.pace.d(0.05)

    def _thrown_in(self, e: ev.ThrownIn) -> float:
        self.homes.begin()
        self.homes.transfer_spot = False
        self._to_table(e.seat, (e.card,))
        self.homes.relayout()
        self.sound("play")
        return self.pace.d(0.05)

    def _defended(self, e: ev.Defended) -> float:
        self.homes.begin()
        self.homes.transfer_spot = False
        s = self._take_from_hand(e.seat, e.card)
        s.card = e.card
        for pair in self.mirror.table:
            a = pair[0]
            if a is not None and a.card == e.target and pair[1] is None:
                pair[1] = s
                break
        else:  # not found: cannot happen when in sync; keep the card visible
            self.mirror.table.append([None, s])
        self.homes.fly(s, True)
        self.homes.relayout()
        self.sound("beat")
        return self.pace.d(0.05)

    def _transferred(self, e: ev.Transferred) -> float:
        self.homes.begin()
        self.homes.transfer_spot = False
        self._to_table(e.seat, (e.card,))
        self.mirror.attacker = e.seat
        self.mirror.defender = e.defender
        card = card_word(e.card)
        if e.defender == self.human:
            self.callouts.set_toast(tr("table.toast.transfer_you", name=self.names(e.seat), card=card))
        elif e.seat != self.human:
            to = self.names(e.defender)
            self.callouts.set_toast(tr("table.toast.transfer", name=self.names(e.seat), to=to, card=card))
        self.homes.relayout()
        self.sound("play")
        return self.pace.d(0.15)

    def _trump_shown(self, e: ev.TrumpShown) -> float:
        self.homes.transfer_spot = False
        self.mirror.attacker = e.seat
        self.mirror.defender = e.defender
        for s in self.mirror.hands[e.seat]:
            if s.card == e.card:
                break
        else:
            if e.seat != self.mirror.bottom:
                unknown = [s for s in self.mirror.hands[e.seat] if s.card is None]
                if unknown:
                    unknown[0].card = e.card
        self._show_card(e.seat, e.card)
        if e.defender == self.human:
            self.callouts.set_toast(
                tr("table.toast.show_you", name=self.names(e.seat), card=card_text(e.card))
            )
        elif e.seat != self.human:
            self.callouts.set_toast(
                tr(
                    "table.toast.show",
                    name=self.names(e.seat),
                    card=card_text(e.card),
                    to=self.names(e.defender),
                )
            )
        self.homes.begin()
        self.homes.relayout()
        self.sound("turn")
        return self.pace.d(0.6)

    def _take_declared(self, e: ev.TakeDeclared) -> float:
        self.mirror.taking = True
        self.homes.transfer_spot = False
        self.callouts.bubble(e.seat, tr("table.bubble.take"), "take")
        self.homes.begin()
        self.homes.relayout()
        return self.pace.d(0.35)

    def _passed(self, e: ev.Passed) -> float:
        key = {"throw": "table.bubble.pass", "redeal": "table.bubble.keep", "exchange": "table.bubble.keep"}
        self.callouts.bubble(e.seat, tr(key.get(e.what, "table.bubble.pass")), "pass")
        return self.pace.d(0.15)

    def _bout_ended(self, e: ev.BoutEnded) -> float:
        self.homes.begin()
        self.callouts.bubbles = [
            b for b in self.callouts.bubbles if b.kind == "out"
        ]  # "Take!", "Pass" belong to the bout
        self.homes.transfer_spot = False
        sprites = [s for pair in self.mirror.table for s in pair if s is not None]
        self.mirror.table = []
        if e.taken:
            up = e.defender == self.mirror.bottom or self.mirror.open_hands
            if e.defender != self.mirror.bottom:  # a readable word, not only cards flying to a hand
                self.callouts.set_toast(
                    tr("history.toast.takes", name=self.names(e.defender), n=len(e.cards))
                )
            for i, s in enumerate(sprites):
                self.mirror.hands[e.defender].append(s)
                self.homes.fly(s, up, delay=i * SWEEP_GAP, duration=SWEEP)
            self.sound("take")
        else:
            for i, s in enumerate(sprites):
                self.mirror.discard.append(s)
                self.homes.fly(s, False, delay=i * SWEEP_GAP, duration=SWEEP, ease=ease_in_out_cubic)
            self.mirror.discard_count += len(sprites)
            self.sound("discard")
        self.mirror.taking = False
        self.homes.relayout()
        return self.pace.d(0.1)

    def _cards_drawn(self, e: ev.CardsDrawn) -> float:
        self.homes.begin()
        seat = e.seat
        face_up = seat == self.mirror.bottom
        known = list(e.cards)
        takes_trump = self.mirror.trump_sprite is not None and self.mirror.deck_count - e.count <= 0
        if takes_trump and self.mirror.trump_card in known:
            known.remove(self.mirror.trump_card)  # that card is the trump sprite itself
        sprites: list[CardSprite] = []
        for i in range(e.count):
            last = i == e.count - 1
            if last and takes_trump and self.mirror.trump_sprite is not None:
                s = self.mirror.trump_sprite
                self.mirror.trump_sprite = None
            else:
                s = self._new_at_deck()
                if face_up and known:
                    s.card = known.pop(0)
            sprites.append(s)
        for i, s in enumerate(sprites):
            self.mirror.hands[seat].append(s)
            self.homes.fly(s, face_up, delay=i * DRAW_GAP, duration=DEAL_FLY)
        self.mirror.deck_count = max(0, self.mirror.deck_count - e.count)
        self.homes.relayout()
        self.sound("deal")
        return self.pace.d(0.05)

    def _player_out(self, e: ev.PlayerOut) -> float:
        self.mirror.out[e.seat] = e.place
        self.callouts.bubble(e.seat, tr("table.bubble.out", name=self.names(e.seat)), "out")
        return self.pace.d(0.3)

    def _game_over(self, e: ev.GameOver) -> float:
        self.mirror.result = e
        self.mirror.dealing = False
        return self.pace.d(0.4)

    def reveal(self, hands: dict[int, tuple[Card, ...]]) -> None:
        """Turn the cards left in players' hands face up (the game is over)."""
        self.homes.begin()
        for seat, cards in hands.items():
            if seat == self.mirror.bottom:
                continue
            sprites = self.mirror.hands[seat]
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

                    self.tweener.to(
                        s, self.pace.d(0.35), ease_in_out_cubic, self.pace.d(i * 0.05), turned, flip=1.0
                    )

    def take_back(self, view: PlayerView, seat: int, cards: tuple[Card, ...]) -> None:
        """A caught cheat: the table set from ``view``, and the cheat's ``cards`` flying from where
        they lay back into ``seat``'s hand (face down into a hand you cannot see)."""
        was = {
            s.card: (s.x, s.y, s.angle, s.w)
            for pair in self.mirror.table
            for s in pair
            if s is not None and s.card is not None
        }
        held = [(s.card, s.x, s.y, s.angle, s.w) for s in self.mirror.hands[seat]]
        self.rebuild(view)
        if not cards:  # the hidden draw: the extra card goes back onto the stock, face down
            self._back_to_stock(seat, held)
        # the cheater's "Psst…" is over: it was seen
        self.callouts.drop_bubbles(seat, "cheat")
        hand = self.mirror.hands[seat]
        if seat == self.mirror.bottom:
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
                s, self.pace.d(GLIDE * 2.4), ease_out_cubic, 0.0, landed, x=s.hx, y=s.hy, angle=s.ha, w=s.hw
            )
        if flying:
            self.sound("take")

    def _back_to_stock(self, seat: int, held: list[tuple[Card | None, float, float, float, float]]) -> None:
        now = self.mirror.hands[seat]
        if len(held) <= len(now):
            return
        kept = {s.card for s in now}
        gone = [h for h in held if h[0] not in kept] if seat == self.mirror.bottom else held[-1:]
        x, y = self.homes.layout.deck
        flying = []
        for _, hx, hy, angle, w in gone[:1]:
            s = CardSprite(None, hx, hy, w, angle, False)
            s.moving = True
            self.tweener.to(
                s, self.pace.d(FLY_BACK), ease_out_cubic, x=x, y=y, angle=0.0, w=self.homes.layout.table_w
            )
            flying.append(s)
        self.mirror.flights_to_deck = flying

        def clear() -> None:
            self.mirror.flights_to_deck = []

        self.tweener.after(self.pace.d(FLY_BACK), clear)
