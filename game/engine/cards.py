"""Cards and decks.

A deck of ``suits`` × ``ranks`` cards. Inside the engine a card is an index
``suit * ranks + rank_index`` so that a hand is a bitmask (an ``int``); outside
it is a small frozen :class:`Card` value.  Standard decks use the top ranks of
2..A (24 cards: 9–A, 36: 6–A, 52: 2–A); generalized decks with more than 13
ranks continue upward past the ace with plain numbers (15, 16, ...).  Suits 4–7 (letters
E, F, G, I) are ★ ☾ ♛ ⚓; further suits show their letter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .errors import NotationError

SUIT_LETTERS = "SHDCEFGIKLMNOPRUVWXYZ"
#: the four French suits, then the extra suits of the generalized decks the new-game form offers
#: (star, crescent, crown, anchor: shapes unlike each other and the French ones, all drawn by the
#: bundled DejaVu Sans); a suit beyond these is written by its letter
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣", "★", "☾", "♛", "⚓")
_RANK_LETTERS = {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
_LETTER_RANKS = {v: k for k, v in _RANK_LETTERS.items()}
#: the longest card notation read (a three-digit rank and its suit; no deck has more ranks)
_MAX_CARD_CHARS = 4


def rank_name(rank: int) -> str:
    """Notation of a rank value: 2-9, T, J, Q, K, A, then 15, 16, ..."""
    return _RANK_LETTERS.get(rank, str(rank))


def rank_label(rank: int) -> str:
    """How a rank is shown to a person (10 rather than T)."""
    return "10" if rank == 10 else rank_name(rank)


def suit_symbol(suit: int) -> str:
    return SUIT_SYMBOLS[suit] if suit < len(SUIT_SYMBOLS) else SUIT_LETTERS[suit]


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A playing card: ``rank`` is its value (6..14 in a 36-card deck, ace = 14), ``suit`` 0..S-1."""

    rank: int
    suit: int

    def __str__(self) -> str:
        return rank_name(self.rank) + SUIT_LETTERS[self.suit]

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return Card, (self.rank, self.suit)

    @property
    def label(self) -> str:
        """Human text such as ``10♥``."""
        return rank_label(self.rank) + suit_symbol(self.suit)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse notation such as ``6S``, ``TH``, ``10H``, ``AD`` or ``15E``."""
        # ASCII only: str.isdigit() and int() would also read "٣" or "３" as digits, and upper()
        # would turn a dotless "ı" into the suit letter I.
        ascii_text = text.strip().isascii()
        text = text.strip().upper()
        if not 2 <= len(text) <= _MAX_CARD_CHARS or not ascii_text or text[-1] not in SUIT_LETTERS:
            raise NotationError(f"not a card: {text[: _MAX_CARD_CHARS + 1]!r}")
        suit = SUIT_LETTERS.index(text[-1])
        rank_text = text[:-1]
        if rank_text in _LETTER_RANKS:
            rank = _LETTER_RANKS[rank_text]
        elif rank_text.isdigit() and int(rank_text) >= 2:
            rank = int(rank_text)
        else:
            raise NotationError(f"not a card: {text!r}")
        return cls(rank, suit)


def rank_values(ranks: int) -> tuple[int, ...]:
    """The rank values of a deck with ``ranks`` ranks, lowest first."""
    if ranks <= 13:
        return tuple(range(15 - ranks, 15))
    return tuple(range(2, 2 + ranks))


class Deck:
    """Precomputed tables for one deck shape and trump suit (shared, never mutated)."""

    __slots__ = (
        "all_mask",
        "beaten_by",
        "cards",
        "index",
        "rank_index_of",
        "rank_mask",
        "rank_values",
        "ranks",
        "suit_mask",
        "suits",
        "trump_suit",
    )

    def __init__(self, suits: int, ranks: int, trump_suit: int) -> None:
        self.suits = suits
        self.ranks = ranks
        self.trump_suit = trump_suit
        self.rank_values = rank_values(ranks)
        n = suits * ranks
        self.cards: tuple[Card, ...] = tuple(Card(self.rank_values[i % ranks], i // ranks) for i in range(n))
        self.index: dict[Card, int] = {c: i for i, c in enumerate(self.cards)}
        self.rank_index_of: tuple[int, ...] = tuple(i % ranks for i in range(n))
        self.all_mask = (1 << n) - 1
        self.suit_mask = tuple(((1 << ranks) - 1) << (s * ranks) for s in range(suits))
        self.rank_mask = tuple(sum(1 << (s * ranks + r) for s in range(suits)) for r in range(ranks))
        trumps = self.suit_mask[trump_suit] if 0 <= trump_suit < suits else 0
        beaten_by = []
        for i in range(n):
            s = i // ranks
            higher = self.suit_mask[s] & ~((1 << (i + 1)) - 1)
            beaten_by.append(higher if s == trump_suit else higher | trumps)
        # beaten_by[i]: mask of the cards that beat card i.
        self.beaten_by: tuple[int, ...] = tuple(beaten_by)

    def __reduce__(self) -> tuple[object, tuple[int, int, int]]:
        # Pickled as its shape: unpickling returns the shared table of ``deck_for`` (small pickles).
        return deck_for, (self.suits, self.ranks, self.trump_suit)

    def mask_of(self, cards: list[Card] | tuple[Card, ...]) -> int:
        m = 0
        for c in cards:
            m |= 1 << self.index[c]
        return m

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        """The cards of a mask, sorted by suit then rank (index order)."""
        out = []
        cards = self.cards
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - 1])
            mask ^= low
        return tuple(out)


@lru_cache(maxsize=256)
def deck_for(suits: int, ranks: int, trump_suit: int) -> Deck:
    return Deck(suits, ranks, trump_suit)


def _probe() -> None:
    """Only its type matters: a compiled module's functions are built-in functions."""


#: this module runs compiled (mypyc): the two builds take different roads to the same number
COMPILED: Final = type(_probe).__name__ != "function"


def popcount(mask: int) -> int:
    """How many bits of ``mask`` are set (how many cards a hand holds).

    Pure, ``int.bit_count`` is one C call; compiled it is a generic method call, some ten times
    the cost of clearing the lowest bit once per card (hands hold a few cards).
    """
    if COMPILED and mask >= 0:  # (a negative mask would never run out of bits)
        n = 0
        while mask:
            mask &= mask - 1
            n += 1
        return n
    return mask.bit_count()


def shuffle(x: list[int], rng: random.Random) -> None:
    """Shuffle ``x`` in place exactly as ``rng.shuffle(x)`` does (the same order for the same
    generator state, so every record's deal stays the same).

    ``Random.shuffle`` is Python code calling Python code for each element; written here it runs
    compiled in the compiled build.  The algorithm is CPython's (Fisher–Yates, each index drawn
    by ``getrandbits`` with rejection), checked against it in the tests.
    """
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def bits(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
