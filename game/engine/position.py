"""A position to start a game from: the durak endgame (and any bout's start) as a value.

A :class:`Position` says where every card is at the start of a bout — each seat's hand, the
stock (top card first, the face-up trump card last), the cards already out — which card fixed
the trump, and who attacks.  ``Game.from_position`` starts a game there; an impossible position
is refused with :class:`~.errors.PositionError`, whose problems are data (:class:`PositionProblem`:
a code and the cards or numbers it names), like the rules' problems (``problem.py``).

With the stock empty nothing is hidden: every card not in a hand is out, so each hand is the
deck less the other hands and the discard.  Such a game starts with every hand known to every
seat (the views are *open*: ``PlayerView.open_hands``), which is what a player with perfect
memory would know anyway (docs/rules.md, "The durak endgame").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from .cards import Card, deck_for
from .codes import Phase
from .errors import NotationError, PositionError, RulesError
from .problem import Problem
from .rules import Rules, Teams

if TYPE_CHECKING:
    from .game import Game


#: more seats than any rules allow: such data is refused before its hands are read
MAX_SEATS = 64


class PositionCode(str, Enum):
    RULES = "rules"  # the rules cannot be played by this many seats (``rule`` says why)
    NOT_A_CARD = "not_a_card"  # a card outside these rules' deck
    DUPLICATE = "duplicate"  # a card in two places, or twice in one
    MISSING = "missing"  # cards of the deck in no hand, not in the stock and not out
    EMPTY_HAND = "empty_hand"  # a seat without cards (it would be out before the game began)
    ATTACKER = "attacker"  # the attacker is not a seat
    TRUMP_UNDER_STOCK = "trump_under_stock"  # with a stock, its last card is the trump card
    BOUT = "bout"  # a bout number below zero
    NOT_AT_BOUT_START = "not_at_bout_start"  # Position.of a game in the middle of a bout
    MALFORMED = "malformed"  # a position's data that is not one


ENGLISH: dict[PositionCode, str] = {
    PositionCode.RULES: "the rules cannot be played so",
    PositionCode.NOT_A_CARD: "{cards} {verb} not in this deck",
    PositionCode.DUPLICATE: "{cards} {verb} placed twice",
    PositionCode.MISSING: "{cards} {verb} in no hand, not in the stock and not out",
    PositionCode.EMPTY_HAND: "seat {seat} holds no cards",
    PositionCode.ATTACKER: "the attacker {seat} is not a seat",
    PositionCode.TRUMP_UNDER_STOCK: "the stock's last card must be the trump card {cards}",
    PositionCode.BOUT: "the bout number {bout} is below zero",
    PositionCode.NOT_AT_BOUT_START: "a position is taken at the start of a bout",
    PositionCode.MALFORMED: "not a position",
}


@dataclass(frozen=True, slots=True)
class PositionProblem:
    """One thing wrong with a position: its code, the cards and numbers it names, and for
    :attr:`PositionCode.RULES` the rules' own problem."""

    code: PositionCode
    cards: tuple[Card, ...] = ()
    numbers: tuple[tuple[str, int], ...] = ()
    rule: Problem | None = None

    def fields(self) -> dict[str, str]:
        return {name: str(value) for name, value in self.numbers}

    def __str__(self) -> str:
        if self.rule is not None:
            return str(self.rule)
        words = " ".join(str(c) for c in self.cards)
        verb = "are" if len(self.cards) > 1 else "is"
        return ENGLISH[self.code].format(cards=words, verb=verb, **self.fields())


def _problem(code: PositionCode, cards: tuple[Card, ...] = (), **numbers: int) -> PositionProblem:
    return PositionProblem(code, cards, tuple(sorted(numbers.items())))


def position_error(problems: list[PositionProblem]) -> PositionError:
    return PositionError("; ".join(str(p) for p in problems), tuple(problems))


@dataclass(frozen=True, slots=True)
class Position:
    """Where the cards are at the start of a bout.  ``stock`` is top card first, its last card the
    face-up trump card; ``bout`` counts bouts played before (the first bout's limit applies to 0)."""

    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    trump_card: Card
    attacker: int
    stock: tuple[Card, ...] = ()
    discard: tuple[Card, ...] = ()
    bout: int = 1

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def trump_suit(self) -> int:
        return self.trump_card.suit

    @property
    def open(self) -> bool:
        """Nothing is hidden: the stock is out, so every seat can place every card."""
        return not self.stock

    @property
    def defender(self) -> int:
        """Who defends the first bout: the next seat after the attacker that is not a team-mate."""
        n = self.players
        tc = self.rules.team_count(n) if self.rules.teams is not Teams.NONE else n
        for k in range(1, n):
            p = (self.attacker + k) % n
            if p % tc != self.attacker % tc:
                return p
        return -1

    # ------------------------------------------------------------------ checks
    def problems(self) -> list[PositionProblem]:
        """Every reason why no game can start here (empty for a valid position)."""
        rules, n = self.rules, self.players
        rule_problems = rules.problems(n)
        if rule_problems:
            return [PositionProblem(PositionCode.RULES, rule=p) for p in rule_problems]
        out: list[PositionProblem] = []
        deck = deck_for(rules.suits, rules.ranks, 0)
        placed = [c for h in self.hands for c in h] + list(self.stock) + list(self.discard)
        foreign = tuple(sorted({c for c in [*placed, self.trump_card] if c not in deck.index}))
        if foreign:
            out.append(_problem(PositionCode.NOT_A_CARD, foreign))
        seen: set[Card] = set()
        twice: set[Card] = set()
        for c in placed:
            (twice if c in seen else seen).add(c)
        if twice:
            out.append(_problem(PositionCode.DUPLICATE, tuple(sorted(twice))))
        missing = tuple(c for c in deck.cards if c not in seen)
        if missing:
            out.append(_problem(PositionCode.MISSING, missing))
        for seat, hand in enumerate(self.hands):
            if not hand:
                out.append(_problem(PositionCode.EMPTY_HAND, seat=seat))
        if not 0 <= self.attacker < n:
            out.append(_problem(PositionCode.ATTACKER, seat=self.attacker))
        if self.stock and self.stock[-1] != self.trump_card:
            out.append(_problem(PositionCode.TRUMP_UNDER_STOCK, (self.trump_card,)))
        if self.bout < 0:
            out.append(_problem(PositionCode.BOUT, bout=self.bout))
        return out

    def check(self) -> None:
        """Raise :class:`PositionError` naming every problem, if there is any."""
        problems = self.problems()
        if problems:
            raise position_error(problems)

    # ------------------------------------------------------------------ making
    @classmethod
    def of(cls, game: Game) -> Position:
        """The position of ``game`` at the start of its current bout (before the lead, or before
        the trump exchange offered there); ``PositionError`` elsewhere, or once a seat is out."""
        at_start = game.phase in (Phase.LEAD, Phase.EXCHANGE) and not game.table_pairs()
        if not at_start or game.lead_in_progress or any(game.is_out(s) for s in range(game.players)):
            raise position_error([_problem(PositionCode.NOT_AT_BOUT_START)])
        d = game.deck_obj
        return cls(
            game.rules,
            tuple(game.hand(s) for s in range(game.players)),
            d.cards[game.trump_card],
            game.attacker,
            game.stock_cards(),
            game.discard_cards(),
            game.bout_no,
        )

    def with_rest_out(self) -> Position:
        """The same position with every card of the deck that is placed nowhere put out: a
        position is written down by its hands alone."""
        deck = deck_for(self.rules.suits, self.rules.ranks, 0)
        placed = {c for h in self.hands for c in h} | set(self.stock) | set(self.discard)
        rest = tuple(c for c in deck.cards if c not in placed)
        return replace(self, discard=tuple(sorted(self.discard + rest, key=deck.index.__getitem__)))

    # --------------------------------------------------------------- plain data
    def to_dict(self, with_rules: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hands": [" ".join(str(c) for c in h) for h in self.hands],
            "trump": str(self.trump_card),
            "attacker": self.attacker,
            "stock": " ".join(str(c) for c in self.stock),
            "discard": " ".join(str(c) for c in self.discard),
            "bout": self.bout,
        }
        if with_rules:
            out = {"rules": self.rules.to_dict(), **out}
        return out

    @classmethod
    def from_dict(cls, data: Any, rules: Rules | None = None) -> Position:
        """The position in parsed JSON (``rules``: given by the record it is part of, else read
        from ``"rules"``).  The data is read strictly; the position is not checked (``problems``)."""
        bad = PositionError
        try:
            if not isinstance(data, dict):
                raise NotationError("a position is an object")
            known = {"rules", "hands", "trump", "attacker", "stock", "discard", "bout"}
            unknown = set(data) - known
            if unknown:
                raise NotationError(f"unknown fields {', '.join(sorted(unknown))}")
            if rules is None:
                if not isinstance(data.get("rules"), dict):
                    raise NotationError("rules: not an object")
                rules = Rules.from_dict(data["rules"])
            hands = data["hands"]
            if not isinstance(hands, list) or not all(isinstance(h, str) for h in hands):
                raise NotationError("hands: not an array of strings")
            if len(hands) > MAX_SEATS:
                raise NotationError("hands: too many")
            attacker, bout = data["attacker"], data.get("bout", 1)
            for name, value in (("attacker", attacker), ("bout", bout)):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise NotationError(f"{name}: not an integer")
            texts = [data["trump"], data.get("stock", ""), data.get("discard", "")]
            if not all(isinstance(t, str) for t in texts):
                raise NotationError("trump, stock and discard are strings")
            return cls(
                rules,
                tuple(_cards(h) for h in hands),
                Card.parse(texts[0]),
                attacker,
                _cards(texts[1]),
                _cards(texts[2]),
                bout,
            )
        except KeyError as e:
            raise bad(f"the position lacks {e.args[0]!r}", (_problem(PositionCode.MALFORMED),)) from None
        except (NotationError, RulesError) as e:
            raise bad(f"not a position: {e}", (_problem(PositionCode.MALFORMED),)) from None


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(w) for w in text.split())
