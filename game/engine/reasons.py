"""Why an action is illegal: a :class:`~.reason.Reason` (a code and what it names).

Legality itself is decided in one place, :meth:`Game.legal_actions`; this
module only diagnoses an action that is not in that list, so a message can
never make an illegal action legal (nor the reverse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, ActionKind
from .codes import Phase
from .reason import Reason, ReasonCode
from .rules import ThrowIn

if TYPE_CHECKING:
    from .game import Game


def why_illegal(game: Game, action: Action) -> Reason:
    if game.is_over:
        return Reason(ReasonCode.GAME_OVER)
    if action in game.legal_actions():
        return Reason(ReasonCode.LEGAL)
    phase = game.phase
    if phase == Phase.DECIDED:
        return Reason(ReasonCode.DECIDED)
    seat = game.to_act
    d = game.d
    hand = set(game.hand(seat))
    kind = action.kind
    for c in action.cards:
        if c not in d.index:
            return Reason(ReasonCode.NOT_IN_DECK, card=c)
        if c not in hand:
            return Reason(ReasonCode.NOT_HELD, card=c)
    if kind is ActionKind.EXCHANGE and game.rules.trump_exchange and not game.trump_under_stock:
        return Reason(ReasonCode.NO_EXCHANGE)
    if phase == Phase.REDEAL:
        return Reason(ReasonCode.DECIDE_REDEAL)
    if phase == Phase.EXCHANGE:
        return Reason(ReasonCode.DECIDE_EXCHANGE)
    if phase == Phase.LEAD:
        if kind is not ActionKind.ATTACK:
            return Reason(ReasonCode.LEAD)
        cards = action.cards
        if game.rules.seven_card:
            return Reason(ReasonCode.SEVEN_LEAD, number=game.limit)
        if len({c.rank for c in cards}) > 1:
            return Reason(ReasonCode.ONE_RANK)
        if not game.rules.multi_lead:
            return Reason(ReasonCode.NO_MULTI_LEAD)
        return Reason(ReasonCode.LIMIT, number=game.limit)
    if phase == Phase.DEFEND:
        unbeaten = [a for a, b in game.table_pairs() if b is None]
        if kind is ActionKind.BEAT:
            target, card = action.target, action.card
            if target is None:
                return Reason(ReasonCode.NO_TARGET, card=card)
            if target not in unbeaten:
                return Reason(ReasonCode.NOT_UNBEATEN, target=target)
            if card.suit == target.suit:
                return Reason(ReasonCode.TOO_LOW, card=card, target=target)
            if target.suit == game.trump:
                return Reason(ReasonCode.TRUMP_ONLY, card=card, target=target)
            if card.suit != game.trump:
                return Reason(
                    ReasonCode.HIGHER_OR_TRUMP, card=card, target=target, suit=target.suit, trump=game.trump
                )
            return Reason(ReasonCode.TRUMP_ONLY, card=card, target=target)
        if kind in (ActionKind.TRANSFER, ActionKind.SHOW):
            rules = game.rules
            if not rules.transfer:
                return Reason(ReasonCode.NO_TRANSFER)
            if kind is ActionKind.SHOW and not rules.transfer_by_showing_trump:
                return Reason(ReasonCode.NO_SHOW_RULE)
            if len(unbeaten) != len(game.table_pairs()):
                return Reason(ReasonCode.TRANSFER_LATE)
            rank = unbeaten[0].rank
            if action.card.rank != rank:
                return Reason(ReasonCode.TRANSFER_RANK, rank=rank)
            if kind is ActionKind.SHOW:
                if action.card.suit != game.trump:
                    return Reason(ReasonCode.SHOW_TRUMP_ONLY)
                return Reason(ReasonCode.SHOWN_ALREADY, card=action.card)
            nxt = game._next_defender(game.defender)
            count = len(unbeaten) + (kind is ActionKind.TRANSFER)
            if game.hand_size(nxt) < count:
                return Reason(ReasonCode.NEXT_TOO_FEW, number=game.hand_size(nxt), count=count)
            return Reason(ReasonCode.CAP, number=game.cap)
        if kind is ActionKind.PASS:
            return Reason(ReasonCode.BEAT_OR_TAKE)
        return Reason(ReasonCode.DEFENDING)
    if phase == Phase.THROW:
        if kind is ActionKind.THROW:
            present = sorted({c.rank for pair in game.table_pairs() for c in pair if c is not None})
            return Reason(ReasonCode.THROW_RANK, ranks=tuple(present))
        if kind in (ActionKind.TAKE, ActionKind.BEAT, ActionKind.TRANSFER, ActionKind.SHOW):
            return Reason(ReasonCode.DEFENDER_ONLY)
        if kind is ActionKind.ATTACK:
            if game.rules.throw_in is ThrowIn.PRIORITY:
                return Reason(ReasonCode.ONE_AT_A_TIME_TURN)
            return Reason(ReasonCode.ONE_AT_A_TIME)
    return Reason(ReasonCode.NOT_NOW)
