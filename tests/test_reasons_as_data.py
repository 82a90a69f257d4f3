"""Reasons and rule problems are data: a code the UI translates, never English it parses."""

from __future__ import annotations

import ast
import functools
from pathlib import Path
from string import Formatter

import pytest
from helpers import card, new_game, play

from game.engine import (
    IllegalActionError,
    Problem,
    ProblemCode,
    Reason,
    ReasonCode,
    Rules,
    RulesError,
    Teams,
    preset,
)
from game.engine.problem import ENGLISH as PROBLEM_ENGLISH
from game.engine.reason import ENGLISH as REASON_ENGLISH
from game.ui import i18n
from game.ui.i18n.codes import PROBLEM_KEYS, REASON_KEYS, problem_text, reason_text
from tools.catalogues import read

ROOT = Path(__file__).resolve().parents[1]
#: each language's catalogue, parsed once
read_catalogue = functools.cache(read)


def translated_everywhere(key: str) -> bool:
    """``key`` is declared, and every language's catalogue holds a translation of it."""
    message = i18n.MESSAGES.get(key)
    if message is None:
        return False
    for code in i18n.LANGUAGES:
        if code == i18n.DEFAULT_LANGUAGE:
            continue
        found = read_catalogue(code).get(message.text, context=key)
        if found is None or not found.string or found.fuzzy:
            return False
    return True


def test_every_reason_code_has_english_and_every_translation() -> None:
    assert set(REASON_ENGLISH) == set(ReasonCode)
    for code in ReasonCode:
        assert translated_everywhere(REASON_KEYS[code]), code


def test_every_problem_code_has_english_and_every_translation() -> None:
    assert set(PROBLEM_ENGLISH) == set(ProblemCode)
    for code in ProblemCode:
        assert translated_everywhere(PROBLEM_KEYS[code]), code


def test_an_illegal_beat_carries_its_code_and_cards() -> None:
    g = new_game(preset("podkidnoy"), 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 9D")
    with pytest.raises(IllegalActionError) as info:
        play(g, "beat 9D TC")
    reason = info.value.reason
    assert reason.code is ReasonCode.HIGHER_OR_TRUMP
    assert reason.card == card("TC") and reason.target == card("9D")
    assert str(info.value) == "10♣ does not beat 9♦: play a higher ♦ or a trump (♥)."
    try:
        i18n.set_language("de")
        assert reason_text(reason) == "10♣ schlägt 9♦ nicht: spiel eine höhere ♦-Karte oder einen Trumpf (♥)."
    finally:
        i18n.set_language("en")


def test_rules_problems_carry_codes_and_numbers() -> None:
    problems = Rules().with_deck(24).problems(6)
    assert [p.code for p in problems] == [ProblemCode.DECK_TOO_SMALL]
    assert problems[0].fields() == {"deck": "24", "hand": "6", "players": "6"}
    with pytest.raises(RulesError) as info:
        Rules().with_deck(24).validate(6)
    assert info.value.problems == tuple(problems)
    assert "24 cards cannot deal 6 to each of 6 players" in str(info.value)
    try:
        i18n.set_language("ru")
        assert "24" in problem_text(problems[0]) and "{" not in problem_text(problems[0])
    finally:
        i18n.set_language("en")


def test_every_problem_code_is_reachable() -> None:
    combos = [
        (Rules(suits=1), 2),
        (Rules(suits=22, ranks=2, hand_size=1), 2),
        (Rules(hand_size=0), 2),
        (Rules(ranks=65, hand_size=1), 2),
        (Rules(ranks=13, hand_size=1), 17),
        (Rules(), 1),
        (Rules().with_deck(24), 6),
        (Rules(max_attack=0), 2),
        (Rules(first_bout_limit=0), 2),
        (Rules(transfer_by_showing_trump=True), 2),
        (Rules(seven_card=True, transfer=True, hand_size=7), 2),
        (Rules(seven_card=True), 2),
        (Rules(redeal_on_suit=9), 2),
        (Rules(teams=Teams.PAIRS), 3),
        (Rules(team_wins_on_first_out=True), 2),
    ]
    seen: set[ProblemCode] = set()
    for rules, players in combos:
        for p in rules.problems(players):
            assert isinstance(p, Problem)
            assert "{" not in str(p)
            seen.add(p.code)
    assert seen == set(ProblemCode)


def test_reason_fields_fill_every_template() -> None:
    for code, template in REASON_ENGLISH.items():
        names = {n for _, n, _, _ in Formatter().parse(template) if n}
        reason = Reason(
            code,
            card=card("7H"),
            target=card("6H"),
            number=3,
            count=4,
            rank=7,
            ranks=(6, 7),
            suit=1,
            trump=0,
        )
        assert names <= set(reason.fields()), code


def test_no_module_in_the_ui_parses_engine_text() -> None:
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(a.name != "re" for a in node.names), path
            if isinstance(node, ast.ImportFrom):
                assert node.module != "re", path
