"""The engine's codes (why a move is illegal, why rules cannot be played) → translated sentences.

The engine says *why* as data; this is the one place that turns a code into a
key of the messages. A test checks that every code has its message in every
language.  A counted message's form follows its ``n``; a second counted number
(``{hand}`` of ``problem.deck_too_small``) is written by its own message, the
key and the number's name (``problem.deck_too_small.hand``).
"""

from __future__ import annotations

from game.engine.problem import Problem, ProblemCode
from game.engine.reason import Reason, ReasonCode

from . import card_text, has, rank_text, tr

REASON_KEYS: dict[ReasonCode, str] = {code: f"table.why.{code.value}" for code in ReasonCode}
PROBLEM_KEYS: dict[ProblemCode, str] = {code: f"problem.{code.value}" for code in ProblemCode}
#: the number a problem's message is counted by (its ``n``)
PROBLEM_COUNTS: dict[ProblemCode, str] = {
    ProblemCode.TOO_MANY_SUITS: "limit",
    ProblemCode.TOO_MANY_RANKS: "limit",
    ProblemCode.TOO_MANY_PLAYERS: "limit",
    ProblemCode.DECK_TOO_SMALL: "deck",
}


def _counted(key: str, fields: dict[str, object]) -> dict[str, object]:
    """``fields`` with each number that has a message of its own (``key.name``) written by it."""
    return {
        name: tr(f"{key}.{name}", n=value) if has(f"{key}.{name}") else value
        for name, value in fields.items()
    }


def reason_fields(reason: Reason) -> dict[str, str]:
    """The reason's template fields, its cards and ranks in the player's card indices."""
    return reason.fields(card=card_text, rank=rank_text)


def reason_text(reason: Reason) -> str:
    """Why a move is illegal, in the current language."""
    fields: dict[str, object] = dict(reason_fields(reason))
    # Numbers stay numbers, so a template can write their noun's plural.
    if reason.number is not None:
        fields["n"] = reason.number
    if reason.count is not None:
        fields["k"] = reason.count
    key = REASON_KEYS[reason.code]
    return tr(key, **_counted(key, fields))


def problem_text(problem: Problem) -> str:
    """Why the chosen rules cannot be played, in the current language."""
    fields: dict[str, object] = dict(problem.numbers)
    counted = PROBLEM_COUNTS.get(problem.code)
    if counted is not None:
        fields["n"] = fields.pop(counted)
    key = PROBLEM_KEYS[problem.code]
    return tr(key, **_counted(key, fields))
