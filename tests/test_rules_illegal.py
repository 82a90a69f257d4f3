"""Illegal actions: refused with a reason a player can read, and nothing changes."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest
from helpers import new_game, play

from game.engine import (
    PASS,
    TAKE,
    Action,
    ActionKind,
    Card,
    GameOverError,
    IllegalActionError,
    NotationError,
    preset,
)

PODKIDNOY = preset("podkidnoy")
TWO = ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"]


def _refused(game, text: str, reason: str) -> None:  # type: ignore[no-untyped-def]
    before = copy.deepcopy(game.state_dict())
    history = list(game.history)
    legal = list(game.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        game.apply(Action.parse(text))
    assert reason in str(info.value.reason), info.value.reason
    assert str(info.value) == str(info.value.reason)
    assert game.state_dict() == before
    assert game.history == history
    assert game.legal_actions() == legal


def test_lead_phase_reasons() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    _refused(g, "attack 8S", "You do not hold 8♠")
    _refused(g, "attack 2S", "not a card of this deck")
    _refused(g, "attack 7S QS", "must all be of one rank")
    _refused(g, "take", "Lead a card")
    _refused(g, "pass", "Lead a card")
    _refused(g, "throw 7S", "Lead a card")
    _refused(g, "beat 7S QS", "Lead a card")


def test_defend_phase_reasons() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S")
    _refused(g, "pass", "Beat the remaining cards or take them")
    _refused(g, "beat 7C TC", "not an unbeaten attack card")
    _refused(g, "beat 7S JD", "does not beat")
    _refused(g, "throw 7H", "You are defending")
    _refused(g, "attack 7H", "You are defending")
    _refused(g, "transfer 7H", "not played")
    _refused(g, "beat 7S 6H", "You do not hold")


def test_throw_phase_reasons() -> None:
    g = new_game(PODKIDNOY, 2, ["6H 7S 7C 8C QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S", "1 beat 7S 8S")
    assert g.to_act == 0
    _refused(g, "throw QS", "rank already on the table (7, 8)")
    _refused(g, "take", "Only the defender")
    _refused(g, "attack 7C 8C", "one card at a time")
    _refused(g, "redeal", "not allowed now")
    g = new_game(preset("classic"), 2, ["6H 7S 7C 8C QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S", "1 beat 7S 8S")
    _refused(g, "attack 7C 8C", "in turn")


def test_decision_phase_reasons() -> None:
    rules = replace(PODKIDNOY, trump_exchange=True)
    g = new_game(rules, 2, TWO, trump="AH")
    _refused(g, "attack 7S", "exchange your lowest trump")
    rules = replace(PODKIDNOY, redeal_on_suit=5)
    g = new_game(rules, 2, ["6S 7S 8S 9S TS KC", "8D 7H JD TC AS KH"], trump="AH")
    _refused(g, "attack 7S", "new deal")


def test_after_the_game_is_over() -> None:
    g = new_game(
        replace(PODKIDNOY, suits=2, ranks=6), 2, ["9H 9S TS JS QS KS", "TH JH QH KH AS AH"], trump="AH"
    )
    play(g, "0 attack 9S", "1 take")
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    assert g.legal_actions() == []
    with pytest.raises(GameOverError, match="over"):
        g.apply(TAKE)
    with pytest.raises(GameOverError):
        g.apply(PASS)


def test_a_legal_action_is_explained_as_legal() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    assert str(g.explain(Action.parse("attack 7S"))) == "That move is legal."


def test_equal_but_not_identical_actions_are_accepted() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    fresh = Action(ActionKind.ATTACK, (Card(7, 3), Card(7, 0)))  # unsorted on purpose
    assert str(fresh) == "attack 7S 7C"
    g.apply(fresh)
    assert [str(a) for a, _ in g.table_pairs()] == ["7S", "7C"]


@pytest.mark.parametrize(
    "text",
    ["", "fly 6S", "beat 6S", "take 6S", "attack", "throw 6S 7S", "attack 1S", "show", "pass 6S"],
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        Action.parse(text)


@pytest.mark.parametrize(
    ("text", "norm"),
    [
        ("attack 6s 10h", "attack 6S TH"),
        ("ATTACK TH 6S", "attack 6S TH"),
        ("beat 6S 8S", "beat 6S 8S"),
        ("throw 15E", "throw 15E"),
        ("transfer 7D", "transfer 7D"),
        ("show 7D", "show 7D"),
        ("take", "take"),
        ("pass", "pass"),
        ("redeal", "redeal"),
        ("exchange", "exchange"),
    ],
)
def test_action_notation_round_trip(text: str, norm: str) -> None:
    a = Action.parse(text)
    assert str(a) == norm
    assert Action.parse(str(a)) == a


def test_beat_notation_names_the_target_first() -> None:
    a = Action.parse("beat 6S 8S")
    assert a.target == Card(6, 0) and a.card == Card(8, 0)
