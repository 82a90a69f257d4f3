"""The status line: whose move it is and what you can do, in one short sentence."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Action, ActionKind, Game, Phase
from game.engine.cards import Card
from game.engine.reason import Reason
from game.play.session import Session
from game.ui.i18n import card_text, card_word, cards_text, rank_text, tr
from game.ui.i18n.codes import REASON_KEYS, reason_text


def _cards(cards: list[Card]) -> str:
    return cards_text(cards, ", ")


def _ranks(ranks: set[int]) -> str:
    return ", ".join(rank_text(r) for r in sorted(ranks))


def result_text(game: Game, human: int | None, names: Callable[[int], str]) -> str:
    res = game.result
    if res is None:
        return ""
    if res.stalled:
        return tr("table.result.stalled")
    if res.draw:
        return tr("table.result.draw")
    if res.durak is not None:
        if res.durak == human:
            return tr("table.result.you_durak")
        return tr("table.result.durak", name=names(res.durak))
    if res.losing_team is not None:
        if human is not None and game.team_of(human) == res.losing_team:
            return tr("table.result.your_team_lost")
        members = [names(p) for p in range(game.players) if game.team_of(p) == res.losing_team]
        return tr("table.result.team_lost", names=", ".join(members))
    return tr("table.status.game_over")


def status_text(game: Game, human: int | None, names: Callable[[int], str], waits: bool = False) -> str:
    """What the status line says now (the game as the engine has it); ``waits``: a big table counts
    down on your throw-in (play/autopass.py), and says so."""
    if game.is_over:
        return result_text(game, human, names)
    seat = game.to_act
    if game.phase == Phase.DECIDED:  # the cheating mode: decided, not final
        result = result_text(game, human, names)
        if seat == human:
            return tr("cheatui.status.you", result=result)
        return tr("cheatui.status.other", result=result, name=names(seat))
    phase = game.phase
    if human is not None and seat == human:
        legal = game.legal_actions()
        kinds = {a.kind for a in legal}
        if phase == Phase.REDEAL:
            return tr("table.status.you_redeal")
        if phase == Phase.EXCHANGE:
            trumps = [c for c in game.hand(human) if c.suit == game.trump_suit]
            low = min(trumps) if trumps else None
            trump = game.deck_obj.cards[game.trump_card]
            return tr(
                "table.status.you_exchange", card=card_word(low) if low else "?", trump=card_text(trump)
            )
        if phase == Phase.LEAD:
            several = ActionKind.ADD in kinds  # a lead of several cards can be built
            key = "table.status.you_lead_multi" if several else "table.status.you_lead"
            if several and game.rules.seven_card:  # pairs and one card, not one rank
                key = "table.status.you_lead_seven"
            return tr(key, name=names(game.defender))
        if phase == Phase.DEFEND:
            unbeaten = [a for a, b in game.table_pairs() if b is None]
            cards = _cards(unbeaten)
            can_beat = ActionKind.BEAT in kinds
            can_pass_on = ActionKind.TRANSFER in kinds or ActionKind.SHOW in kinds
            rank = rank_text(unbeaten[0].rank) if unbeaten else ""
            if len(unbeaten) == 1:
                cards = tr("table.status.the_card", card=card_word(unbeaten[0]))
            if can_beat and can_pass_on:
                return tr("table.status.you_beat_or_transfer", cards=cards, rank=rank)
            if can_beat:
                return tr("table.status.you_beat", cards=cards)
            if can_pass_on:
                return tr("table.status.you_cannot_beat_transfer", cards=cards, rank=rank)
            return tr("table.status.you_cannot_beat", cards=cards)
        if phase == Phase.THROW:
            ranks = {a.card.rank for a in legal if a.kind is ActionKind.THROW}
            if not ranks:
                return tr("table.status.you_nothing_to_add")
            if game.took:
                key = "table.status.waits_taking" if waits else "table.status.you_throw_taking"
                return tr(key, name=names(game.defender), ranks=_ranks(ranks))
            return tr("table.status.waits_throw" if waits else "table.status.you_throw", ranks=_ranks(ranks))
    name = names(seat)
    if human is not None and not game.active[human]:
        place = game.out_order.index(human) + 1 if human in game.out_order else 0
        return tr("table.status.you_out", place=place, name=name)
    if phase in (Phase.REDEAL, Phase.EXCHANGE):
        return tr("table.status.deciding", name=name)
    if phase == Phase.LEAD:
        if human is not None and game.defender == human:
            return tr("table.status.leads_you", name=name)
        return tr("table.status.leads", name=name, target=names(game.defender))
    if phase == Phase.DEFEND:
        if human is not None and game.attacker == human:
            return tr("table.status.defends_you", name=name)
        return tr("table.status.defends", name=name)
    if phase == Phase.THROW:
        if game.took:
            if human is not None and game.defender == human:
                return tr("table.status.throws_you_taking", name=name)
            return tr("table.status.throws_taking", name=name, target=names(game.defender))
        return tr("table.status.throws", name=name)
    return ""


def turn_status(session: Session, human: int | None, names: Callable[[int], str]) -> str:
    """What the status line says of ``session``'s game now (a big table's wait included)."""
    return status_text(session.game, human, names, session.waits.applies(session))


def describe_action(action: Action) -> str:
    """An action in words ("beat 9♥ with J♥"), for hints."""
    k = action.kind
    if k is ActionKind.ATTACK:
        return tr("table.act.attack", cards=_cards(list(action.cards)))
    if k is ActionKind.THROW:
        return tr("table.act.throw", card=card_text(action.card))
    if k is ActionKind.BEAT:
        return tr(
            "table.act.beat",
            target=card_text(action.target) if action.target else "?",
            card=card_text(action.card),
        )
    if k is ActionKind.TRANSFER:
        return tr("table.act.transfer", card=card_text(action.card))
    if k is ActionKind.SHOW:
        return tr("table.act.show", card=card_text(action.card))
    if k is ActionKind.ADD:
        return tr("table.act.add", card=card_text(action.card))
    return tr(f"table.act.{k.value}")


def localize_reason(reason: Reason) -> str:
    """Why a move is illegal, in the current language."""
    return reason_text(reason)


def reason_keys() -> list[str]:
    return list(REASON_KEYS.values())
