"""Action codes and phases: the small integers the engine and the search work on.

Every legal action has a code ``(kind, x, y)`` of plain ints: the kind below, then the
cards as bit indices (a lead's ``x`` is the mask of its cards — of the whole lead for the
``attack`` that closes a lead built card by card, whose ``add`` steps are ``(ADD, card, 0)``;
a beat is ``(BEAT, attack card, beating card)``).  :class:`CodeKind` is the one list of kinds; the plain
``int`` aliases are what the inner loops compare against, because a comparison with an
``IntEnum`` member found through its class costs several times as much as one with an int.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

#: an action's code: (kind, x, y)
Code = tuple[int, int, int]


class CodeKind(IntEnum):
    """The first item of an action's code."""

    ATTACK = 0
    THROW = 1
    BEAT = 2
    TRANSFER = 3
    SHOW = 4
    TAKE = 5
    PASS = 6
    REDEAL = 7
    EXCHANGE = 8
    ADD = 9  # one more card into the lead being built (x: the card)


class Phase(IntEnum):
    REDEAL = 0  # a player dealt five of a suit decides whether to demand a new deal
    EXCHANGE = 1  # the holder of the lowest trump decides whether to swap it for the trump card
    LEAD = 2  # the attacker opens the bout
    DEFEND = 3  # the defender answers unbeaten cards
    THROW = 4  # all beaten (or the defender takes): the next thrower may add a card or pass
    OVER = 5
    #: the cheating mode: the game is decided but not final — each seat in turn may still call
    #: out a cheat (``call``) or accept the result (``pass``); docs/rules.md, "Cheating"
    DECIDED = 6


ATTACK: Final = CodeKind.ATTACK.value
THROW: Final = CodeKind.THROW.value
BEAT: Final = CodeKind.BEAT.value
TRANSFER: Final = CodeKind.TRANSFER.value
SHOW: Final = CodeKind.SHOW.value
TAKE: Final = CodeKind.TAKE.value
PASS: Final = CodeKind.PASS.value
REDEAL: Final = CodeKind.REDEAL.value
EXCHANGE: Final = CodeKind.EXCHANGE.value
ADD: Final = CodeKind.ADD.value

TAKE_CODE: Final[Code] = (TAKE, 0, 0)
PASS_CODE: Final[Code] = (PASS, 0, 0)

P_REDEAL: Final = Phase.REDEAL.value
P_EXCHANGE: Final = Phase.EXCHANGE.value
P_LEAD: Final = Phase.LEAD.value
P_DEFEND: Final = Phase.DEFEND.value
P_THROW: Final = Phase.THROW.value
P_OVER: Final = Phase.OVER.value
P_DECIDED: Final = Phase.DECIDED.value
