"""What one seat may know: the information set the computer opponents play from.

A :class:`PlayerView` holds the seat's own hand, everything public (table,
deck size, trump card, discard pile, hand sizes, roles) and the cards the seat
has *seen* enter each opponent's hand and not leave it yet (taken cards, shown
trumps, the drawn trump card, the lowest trump shown at the start).

:meth:`PlayerView.sample` deals the unseen cards at random into a full
:class:`Game` consistent with the view — the determinization a search needs.
It is built from a copy of the game with every hidden card removed, so it
cannot leak what the seat does not know.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from .actions import Action
from .cards import Card, shuffle
from .cards import popcount as _popcount
from .cheating import seen_by
from .codes import Phase

# Imported at run time, not only for type checking: the compiled build (mypyc) needs the classes
# its dataclass fields name (mypyc issue 1209).  game.py imports this module lazily for that.
from .game import Game, Result
from .rules import Rules


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    players: int
    phase: Phase
    to_act: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]  # per seat; for ``seat`` itself the whole hand
    table: tuple[tuple[Card, Card | None], ...]
    deck_size: int
    trump_suit: int
    trump_card: Card  # the card that fixed the trump suit
    trump_in_deck: bool  # still lying face up under the deck
    discard: tuple[Card, ...]
    unseen: tuple[Card, ...]  # cards whose place this seat cannot know
    out: tuple[bool, ...]
    attacker: int
    bout_attacker: int
    defender: int
    took: bool
    limit: int
    shown: tuple[Card, ...]  # trumps shown to pass the attack on in this bout
    legal: tuple[Action, ...]  # what this seat may do now (empty unless it is to act)
    result: Result | None
    _skeleton: Game = field(compare=False, repr=False)

    def __reduce__(self) -> tuple[type[PlayerView], tuple[object, ...]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return PlayerView, tuple(getattr(self, f.name) for f in fields(PlayerView))

    @property
    def is_perfect_information(self) -> bool:
        """True when nothing is hidden from this seat, counting what it deduces by elimination.

        The unseen cards are placed exactly when they can lie in one place only: in one
        opponent's hand with no hidden card in the deck (2 players, deck empty), or — with
        every opponent card known — as the single hidden card of the deck.
        """
        hiding = sum(
            1 for p in range(self.players) if p != self.seat and self.hand_sizes[p] > len(self.known[p])
        )
        deck_hidden = self.deck_size - (1 if self.trump_in_deck else 0)
        return (hiding == 0 and deck_hidden <= 1) or (hiding == 1 and deck_hidden == 0)

    @property
    def open_hands(self) -> bool:
        """Every card is placed for this seat: each hand, the stock and the discard are known (a
        game from an endgame position, where all of it is deducible and so shown)."""
        return not self.unseen

    def skeleton(self) -> Game:
        """A quiet copy of the game with every card this seat cannot place removed.

        The seat's hand, the cards it has seen enter other hands, the table and the
        discard pile are in place; the deck is empty.  A search deals the unseen cards
        into it (see :meth:`sample`).
        """
        return self._skeleton.copy(quiet=True)

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with this view, the unseen cards dealt at random."""
        g = self.skeleton()
        d = g.d
        unseen = [d.index[c] for c in self.unseen]
        shuffle(unseen, rng)
        pos = 0
        for p in range(self.players):
            if p == self.seat:
                continue
            need = self.hand_sizes[p] - _popcount(g.hands[p])
            for c in unseen[pos : pos + need]:
                g.hands[p] |= 1 << c
            pos += need
        hidden_deck = unseen[pos:]
        g.deck = ([g.trump_card] if self.trump_in_deck else []) + hidden_deck
        g.seed = rng.randrange(1 << 30)
        g._legal = None
        g._codes = None
        return g


def make_view(game: Game, seat: int) -> PlayerView:
    d = game.d
    n = game.n
    known_masks = [game.hands[p] if p == seat else game.known[p] for p in range(n)]
    placed = game.discard | game.table
    for m in known_masks:
        placed |= m
    trump_in_deck = game.trump_under_stock
    if trump_in_deck:
        placed |= 1 << game.trump_card
    unseen = d.all_mask & ~placed
    skeleton = game.copy(quiet=True)
    skeleton.cheats = seen_by(game.cheats, seat)  # the open cheats' snapshots hold every hand
    skeleton.hands = known_masks[:]
    skeleton.deck = []
    skeleton.start_deck = ()
    skeleton.seed = 0
    skeleton._legal = None
    skeleton._codes = None
    return PlayerView(
        seat=seat,
        rules=game.rules,
        players=n,
        phase=Phase(game.phase),
        to_act=game.to_act,
        hand=d.cards_of(game.hands[seat]),
        hand_sizes=tuple(_popcount(h) for h in game.hands),
        known=tuple(d.cards_of(m) for m in known_masks),
        table=game.table_pairs(),
        deck_size=len(game.deck),
        trump_suit=game.trump,
        trump_card=d.cards[game.trump_card],
        trump_in_deck=trump_in_deck,
        discard=d.cards_of(game.discard),
        unseen=d.cards_of(unseen),
        out=tuple(not a for a in game.active),
        attacker=game.attacker,
        bout_attacker=game.bout_attacker,
        defender=game.defender,
        took=game.took,
        limit=game.limit,
        shown=d.cards_of(game.shown),
        legal=tuple(game.legal_actions()) if game.to_act == seat else (),
        result=game.result,
        _skeleton=skeleton,
    )
