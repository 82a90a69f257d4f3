"""What the bottom seat has seen of the game so far, as the cards on the table.

The mirror holds one sprite per card the table shows (hands, bout, the visible part of the discard
pile, the trump under the stock) and the few facts beside them (who attacks and defends, who is
out, the counts of the stock and the pile).  The event steps (``event_steps.py``) change it one
engine event at a time; when they have all run it equals the engine's view of that seat, which
``check_sync`` verifies and ``set_from`` restores at once.
"""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import Card
from game.engine.rules import Rules
from game.engine.view import PlayerView

from .layout import Layout
from .sprites import CardSprite

#: sprites kept in the discard pile (the rest is only counted)
DISCARD_VISIBLE = 10


class Mirror:
    def __init__(self, rules: Rules, players: int, bottom: int) -> None:
        self.rules = rules
        self.n = players
        self.bottom = bottom
        self.hands: list[list[CardSprite]] = [[] for _ in range(players)]
        #: the bout's pairs: attacking card, beating card (None until beaten)
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
        self.dealing = False  # the deal is being shown (the status line says so)
        #: every hand is face up to every seat (a game from an endgame position)
        self.open_hands = False
        #: cards on their way back into the stock: drawn until they land, counted nowhere
        self.flights_to_deck: list[CardSprite] = []

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

    def set_from(self, view: PlayerView, lay: Layout) -> None:
        """Every sprite and fact from ``view`` at once, the cards at their seats' places (not yet home)."""
        self.trump_card = view.trump_card
        self.trump_suit = view.trump_suit
        self.open_hands = view.open_hands
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
                    up = self.open_hands and kc is not None
                    self.hands[seat].append(CardSprite(kc, spot.x, spot.y, spot.card_w, 0.0, up))
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
