"""The engine's codes (why a move is illegal, why rules cannot be played) → translated sentences.

The engine says *why* as data; this is the one place that turns a code into a
key of the string tables. A test checks that every code has its key in all
three languages.
"""

from __future__ import annotations

from game.engine.problem import Problem, ProblemCode
from game.engine.reason import Reason, ReasonCode

from . import card_text, rank_text, tr

REASON_KEYS: dict[ReasonCode, str] = {code: f"table.why.{code.value}" for code in ReasonCode}
PROBLEM_KEYS: dict[ProblemCode, str] = {code: f"problem.{code.value}" for code in ProblemCode}


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
    return tr(REASON_KEYS[reason.code], **fields)


def problem_text(problem: Problem) -> str:
    """Why the chosen rules cannot be played, in the current language."""
    return tr(PROBLEM_KEYS[problem.code], **dict(problem.numbers))
