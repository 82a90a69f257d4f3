"""Why a move is illegal, as data: a code and the cards and numbers it names.

The engine never makes words for players: ``str(reason)`` is English for logs,
records and the command line, and the UI maps the code to a translated sentence
of its own (``game/ui/i18n``), filling in the same fields.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .cards import Card, rank_label, suit_symbol


class ReasonCode(str, Enum):
    GAME_OVER = "over"
    NOT_IN_DECK = "not_in_deck"
    NOT_HELD = "not_held"
    DECIDE_REDEAL = "decide_redeal"
    DECIDE_EXCHANGE = "decide_exchange"
    NO_EXCHANGE = "no_exchange"
    LEAD = "lead"
    SEVEN_LEAD = "seven_lead"
    ONE_RANK = "one_rank"
    NO_MULTI_LEAD = "no_multi"
    LIMIT = "limit"
    NO_TARGET = "no_target"
    NOT_UNBEATEN = "not_unbeaten"
    TOO_LOW = "too_low"
    TRUMP_ONLY = "trump_only"
    HIGHER_OR_TRUMP = "higher_or_trump"
    NO_TRANSFER = "no_transfer"
    NO_SHOW_RULE = "no_show_rule"
    TRANSFER_LATE = "transfer_late"
    TRANSFER_RANK = "transfer_rank"
    SHOW_TRUMP_ONLY = "show_trump_only"
    SHOWN_ALREADY = "shown_already"
    NEXT_TOO_FEW = "next_too_few"
    CAP = "cap"
    BEAT_OR_TAKE = "beat_or_take"
    DEFENDING = "defending"
    THROW_RANK = "throw_rank"
    DEFENDER_ONLY = "defender_only"
    ONE_AT_A_TIME_TURN = "one_at_a_time_turn"
    ONE_AT_A_TIME = "one_at_a_time"
    NOT_NOW = "not_now"
    DECIDED = "decided"
    LEGAL = "legal"


#: English for logs and the CLI; the fields are those of :meth:`Reason.fields`
ENGLISH: dict[ReasonCode, str] = {
    ReasonCode.GAME_OVER: "The game is over.",
    ReasonCode.DECIDED: "The game is decided: call out a cheat, or accept the result.",
    ReasonCode.NOT_IN_DECK: "{c} is not a card of this deck.",
    ReasonCode.NOT_HELD: "You do not hold {c}.",
    ReasonCode.DECIDE_REDEAL: "First decide whether to demand a new deal.",
    ReasonCode.DECIDE_EXCHANGE: "First decide whether to exchange your lowest trump for the trump card.",
    ReasonCode.NO_EXCHANGE: "The trump card no longer lies under the stock: there is nothing to exchange.",
    ReasonCode.LEAD: "Lead a card to start the bout.",
    ReasonCode.SEVEN_LEAD: "Lead one card, or one to three pairs plus one card, at most {n} cards in all.",
    ReasonCode.ONE_RANK: "Cards led together must all be of one rank.",
    ReasonCode.NO_MULTI_LEAD: "Lead one card; leading several at once is off in these rules.",
    ReasonCode.LIMIT: "The defender can face at most {n} cards.",
    ReasonCode.NO_TARGET: "Say which attack card {c} should beat.",
    ReasonCode.NOT_UNBEATEN: "{t} is not an unbeaten attack card.",
    ReasonCode.TOO_LOW: "{c} is too low to beat {t}.",
    ReasonCode.TRUMP_ONLY: "{c} does not beat {t}: only a higher trump beats a trump.",
    ReasonCode.HIGHER_OR_TRUMP: "{c} does not beat {t}: play a higher {s} or a trump ({ts}).",
    ReasonCode.NO_TRANSFER: "Passing the attack on is not played in these rules.",
    ReasonCode.NO_SHOW_RULE: "Passing on by showing the trump is not played in these rules.",
    ReasonCode.TRANSFER_LATE: "You can pass the attack on only before any card is beaten.",
    ReasonCode.TRANSFER_RANK: "Pass the attack on with a card of rank {r}.",
    ReasonCode.SHOW_TRUMP_ONLY: "Only a trump card can be shown to pass the attack on.",
    ReasonCode.SHOWN_ALREADY: "{c} was already shown in this bout.",
    ReasonCode.NEXT_TOO_FEW: "The next player holds {n} cards and cannot face {k} attack cards.",
    ReasonCode.CAP: "At most {n} attack cards are allowed in this bout.",
    ReasonCode.BEAT_OR_TAKE: "Beat the remaining cards or take them.",
    ReasonCode.DEFENDING: "You are defending: beat the cards, or take them.",
    ReasonCode.THROW_RANK: "You can only add cards of a rank already on the table ({ranks}).",
    ReasonCode.DEFENDER_ONLY: "Only the defender can do that.",
    ReasonCode.ONE_AT_A_TIME_TURN: "Add one card at a time, in turn.",
    ReasonCode.ONE_AT_A_TIME: "Add one card at a time.",
    ReasonCode.NOT_NOW: "That move is not allowed now.",
    ReasonCode.LEGAL: "That move is legal.",
}


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: its code and whatever it names (unused fields stay empty)."""

    code: ReasonCode
    card: Card | None = None
    target: Card | None = None
    number: int | None = None  # a limit, or the next player's hand size
    count: int | None = None  # cards the next player would have to face
    rank: int | None = None
    ranks: tuple[int, ...] = ()
    suit: int | None = None
    trump: int | None = None

    def fields(
        self,
        card: Callable[[Card], str] = lambda c: c.label,
        rank: Callable[[int], str] = rank_label,
        suit: Callable[[int], str] = suit_symbol,
    ) -> dict[str, str]:
        """The template fields, with cards, ranks and suits written by the given functions."""
        out: dict[str, str] = {}
        if self.card is not None:
            out["c"] = card(self.card)
        if self.target is not None:
            out["t"] = card(self.target)
        if self.number is not None:
            out["n"] = str(self.number)
        if self.count is not None:
            out["k"] = str(self.count)
        if self.rank is not None:
            out["r"] = rank(self.rank)
        if self.code is ReasonCode.THROW_RANK:
            out["ranks"] = ", ".join(rank(r) for r in self.ranks)
        if self.suit is not None:
            out["s"] = suit(self.suit)
        if self.trump is not None:
            out["ts"] = suit(self.trump)
        return out

    def __str__(self) -> str:
        return ENGLISH[self.code].format(**self.fields())
