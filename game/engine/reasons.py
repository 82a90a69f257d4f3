"""Why an action is illegal: one sentence a player can read.

Legality itself is decided in one place, :meth:`Game.legal_actions`; this
module only diagnoses an action that is not in that list, so a message can
never make an illegal action legal (nor the reverse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, ActionKind
from .cards import rank_label, suit_symbol
from .codes import Phase
from .rules import ThrowIn

if TYPE_CHECKING:
    from .game import Game


def _ranks_text(game: Game) -> str:
    present = sorted({c.rank for pair in game.table_pairs() for c in pair if c is not None})
    return ", ".join(rank_label(r) for r in present)


def why_illegal(game: Game, action: Action) -> str:
    if game.is_over:
        return "The game is over."
    if action in game.legal_actions():
        return "That move is legal."
    phase = game.phase
    seat = game.to_act
    d = game.d
    hand = set(game.hand(seat))
    kind = action.kind
    for c in action.cards:
        if c not in d.index:
            return f"{c.label} is not a card of this deck."
        if c not in hand:
            return f"You do not hold {c.label}."
    if phase == Phase.REDEAL:
        return "First decide whether to demand a new deal."
    if phase == Phase.EXCHANGE:
        return "First decide whether to exchange your lowest trump for the trump card."
    if phase == Phase.LEAD:
        if kind is not ActionKind.ATTACK:
            return "Lead a card to start the bout."
        cards = action.cards
        if game.rules.seven_card:
            return f"Lead one card, or one to three pairs plus one card, at most {game.limit} cards in all."
        if len({c.rank for c in cards}) > 1:
            return "Cards led together must all be of one rank."
        if not game.rules.multi_lead:
            return "Lead one card; leading several at once is off in these rules."
        return f"The defender can face at most {game.limit} cards."
    if phase == Phase.DEFEND:
        unbeaten = [a for a, b in game.table_pairs() if b is None]
        if kind is ActionKind.BEAT:
            target, card = action.target, action.card
            if target is None or target not in unbeaten:
                return f"{target.label if target else 'That'} is not an unbeaten attack card."
            if card.suit == target.suit:
                return f"{card.label} is too low to beat {target.label}."
            if target.suit == game.trump:
                return f"{card.label} does not beat {target.label}: only a higher trump beats a trump."
            if card.suit != game.trump:
                return (
                    f"{card.label} does not beat {target.label}: play a higher "
                    f"{suit_symbol(target.suit)} or a trump ({suit_symbol(game.trump)})."
                )
            return f"{card.label} does not beat {target.label}: only a higher trump beats a trump."
        if kind in (ActionKind.TRANSFER, ActionKind.SHOW):
            rules = game.rules
            if not rules.transfer:
                return "Passing the attack on is not played in these rules."
            if kind is ActionKind.SHOW and not rules.transfer_by_showing_trump:
                return "Passing on by showing the trump is not played in these rules."
            if len(unbeaten) != len(game.table_pairs()):
                return "You can pass the attack on only before any card is beaten."
            rank = unbeaten[0].rank
            if action.card.rank != rank:
                return f"Pass the attack on with a card of rank {rank_label(rank)}."
            if kind is ActionKind.SHOW:
                if action.card.suit != game.trump:
                    return "Only a trump card can be shown to pass the attack on."
                return f"{action.card.label} was already shown in this bout."
            nxt = game._next_defender(game.defender)
            count = len(unbeaten) + (kind is ActionKind.TRANSFER)
            return (
                f"The next player holds {game.hand_size(nxt)} cards and cannot face {count} attack cards."
                if game.hand_size(nxt) < count
                else f"At most {game.cap} attack cards are allowed in this bout."
            )
        if kind is ActionKind.PASS:
            return "Beat the remaining cards or take them."
        return "You are defending: beat the cards, or take them."
    if phase == Phase.THROW:
        if kind is ActionKind.THROW:
            rank_text = _ranks_text(game)
            return f"You can only add cards of a rank already on the table ({rank_text})."
        if kind in (ActionKind.TAKE, ActionKind.BEAT, ActionKind.TRANSFER, ActionKind.SHOW):
            return "Only the defender can do that."
        if kind is ActionKind.ATTACK:
            if game.rules.throw_in is ThrowIn.PRIORITY:
                return "Add one card at a time, in turn."
            return "Add one card at a time."
    return "That move is not allowed now."
