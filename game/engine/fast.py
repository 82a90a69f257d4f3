"""The engine's fast interface: what a search needs beyond the rules' public face.

A search plays thousands of positions a second and cannot afford :class:`Action`
objects, events or legality checks in its inner loop.  It works on action codes
(:mod:`.codes`) and on a :class:`Game`'s public fields, which it reads but never
assigns; every change it makes to a game goes through the operations below.  Nothing
outside ``game/engine/`` touches a name beginning with ``_`` on an engine object
(``tests/test_engine_interface.py``); ``tests/test_engine_fast.py`` holds the contract.

* :func:`legal_codes` — the codes of ``game.legal_actions()``, index for index;
* :meth:`Game.apply_index` — perform the ``i``-th legal action (no events, no history);
* :func:`apply_code` — perform an action given by its code, which the caller knows is
  legal (the search's own choice of lead, without generating every lead);
* :func:`deal_hidden` — deal the cards a seat cannot see into a sampled position;
* :func:`resume_bout` — put the cards of a simulated position back and start its next bout.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import bits
from .codes import (
    ADD,
    ATTACK,
    BEAT,
    EXCHANGE,
    P_DEFEND,
    P_EXCHANGE,
    P_LEAD,
    P_OVER,
    P_REDEAL,
    P_THROW,
    PASS,
    PASS_CODE,
    REDEAL,
    SHOW,
    TAKE,
    TAKE_CODE,
    THROW,
    TRANSFER,
    Code,
    CodeKind,
    Phase,
)
from .game import Game


def legal_codes(g: Game) -> list[Code]:
    """The code of each of ``g.legal_actions()``, in the same order (shared: do not modify)."""
    codes = g._codes
    if codes is None:  # what legal_actions() does, without a second call: this is the inner loop
        g._legal, codes = g._generate()
        g._codes = codes
    return codes


def apply_code(g: Game, code: Code) -> None:
    """Perform the action with ``code``, which must be legal now: unchecked, no events, no history."""
    g._execute(code)


def deal_hidden(g: Game, hands: Mapping[int, int], deck: Sequence[int], seed: int) -> None:
    """Complete a position whose hidden cards are unknown (a view's skeleton) into a full game.

    ``hands`` maps a seat to its whole hand (a mask), ``deck`` lists the deck bottom first
    (the face-up trump card first when it is still there) and ``seed`` stands for the
    deals to come (redeals), which no player can know.
    """
    for seat, mask in hands.items():
        g.hands[seat] = mask
    g.deck = list(deck)
    g.seed = seed
    g._legal = None
    g._codes = None


def resume_bout(
    g: Game,
    hands: Sequence[int],
    deck: Sequence[int],
    discard: int,
    attacker: int,
    last_player: int,
    bout_no: int,
) -> None:
    """Write a simulated position back into ``g`` between two bouts and let ``attacker`` lead the next.

    For a simulator that plays bouts on its own ints (the table is empty, the cards have
    been drawn) and hands the position to code that reads a :class:`Game`.
    """
    g.hands = list(hands)
    g.deck = list(deck)
    g.discard = discard
    g.last_player = last_player
    g.took = False
    g.bout_no = bout_no
    g._legal = None
    g._codes = None
    g._start_bout(attacker, [])


__all__ = [
    "ADD",
    "ATTACK",
    "BEAT",
    "EXCHANGE",
    "PASS",
    "PASS_CODE",
    "P_DEFEND",
    "P_EXCHANGE",
    "P_LEAD",
    "P_OVER",
    "P_REDEAL",
    "P_THROW",
    "REDEAL",
    "SHOW",
    "TAKE",
    "TAKE_CODE",
    "THROW",
    "TRANSFER",
    "Code",
    "CodeKind",
    "Phase",
    "apply_code",
    "bits",
    "deal_hidden",
    "legal_codes",
    "resume_bout",
]
