"""Games started from a position (position.py): valid and invalid starts, records that replay
them, and every view of an endgame open."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import (
    Game,
    GameRecord,
    Phase,
    Position,
    PositionCode,
    PositionError,
    RecordError,
    Rules,
    preset,
)
from game.engine import events as ev
from game.engine.record import VERSION
from game.play.config import GameConfig
from game.play.session import Session
from tests.helpers import card, cards, play

POD = preset("podkidnoy")
PER = preset("perevodnoy")


def endgame(rules: Rules = POD, attacker: int = 0) -> Position:
    """Two players, the stock out: spades trump; seat 0 holds 6S 7H AD, seat 1 8S 9H."""
    hands = (tuple(cards("6S 7H AD")), tuple(cards("8S 9H")))
    return Position(rules, hands, card("QS"), attacker).with_rest_out()


def test_a_game_starts_from_an_endgame_position() -> None:
    pos = endgame()
    assert pos.open and pos.defender == 1 and pos.trump_suit == 0
    assert len(pos.discard) == 36 - 5 and card("QS") in pos.discard
    game = Game.from_position(pos)
    assert game.hand(0) == tuple(cards("6S 7H AD")) and game.hand(1) == tuple(cards("8S 9H"))
    assert game.phase == Phase.LEAD and game.to_act == 0 and game.defender == 1
    assert game.deck_size() == 0 and game.trump_suit == 0 and game.start_position == pos
    assert [type(e) for e in game.start_events] == [ev.PositionSet, ev.BoutStarted]
    # the start of a bout that is not the game's first: no first-bout limit
    assert game.limit == 2
    play(game, "0 attack 7H", "1 beat 7H 9H", "0 pass", "1 attack 8S", "0 take")
    assert game.result is not None and game.result.durak == 0


def test_every_view_of_an_endgame_is_open_and_stays_open() -> None:
    game = Game.from_position(endgame(PER, attacker=1), seed=3)
    rng = random.Random(1)
    while True:
        for seat in range(2):
            view = game.view(seat)
            assert view.open_hands and view.is_perfect_information
            assert view.known[1 - seat] == game.hand(1 - seat)
        assert game.open_hands
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    start = game.start_events[0]
    assert isinstance(start, ev.PositionSet)
    assert start.seen_by(0) == start and start.seen_by(1) == start


def test_a_position_with_a_stock_hides_the_other_hands() -> None:
    rules = POD
    hands = (tuple(cards("6S 7S 8S 9S TS JS")), tuple(cards("6H 7H 8H 9H TH JH")))
    pos = Position(rules, hands, card("6D"), 1, tuple(cards("QS KS 6D"))).with_rest_out()
    game = Game.from_position(pos)
    assert game.deck_size() == 3 and not pos.open and not game.view(0).open_hands
    assert game.stock_cards() == tuple(cards("QS KS 6D")) and game.trump_suit == 2
    start = game.start_events[0]
    assert isinstance(start, ev.PositionSet) and start.stock == 3 and start.sizes == (6, 6)
    seen = start.seen_by(0)
    assert isinstance(seen, ev.PositionSet) and seen.hands == (hands[0], ()) and seen.sizes == (6, 6)
    play(game, "1 attack 6H", "0 take", "1 pass")
    assert card("QS") in game.hand(1) and game.stock_cards() == tuple(cards("KS 6D"))


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (
            lambda p: p.__class__(p.rules, (p.hands[0],), p.trump_card, 0, discard=p.discard),
            PositionCode.RULES,
        ),
        (lambda p: _with(p, hands=(p.hands[0] + (card("7H"),), p.hands[1])), PositionCode.DUPLICATE),
        (lambda p: _with(p, hands=(p.hands[0] + (card("2C"),), p.hands[1])), PositionCode.NOT_A_CARD),
        (lambda p: _with(p, discard=p.discard[1:]), PositionCode.MISSING),
        (lambda p: _with(p, hands=(p.hands[0] + p.hands[1], ())), PositionCode.EMPTY_HAND),
        (lambda p: _with(p, attacker=2), PositionCode.ATTACKER),
        (lambda p: _with(p, attacker=-1), PositionCode.ATTACKER),
        (lambda p: _with(p, bout=-1), PositionCode.BOUT),
    ],
)
def test_an_impossible_position_is_refused_with_its_code(change: object, code: PositionCode) -> None:
    bad = change(endgame())  # type: ignore[operator]
    assert bad.problems()[0].code is code
    with pytest.raises(PositionError) as info:
        Game.from_position(bad)
    assert info.value.code is code and str(info.value)
    if bad.players == 2:  # a table is not set up from it either
        with pytest.raises(PositionError):
            GameConfig(POD, 2, ("human", "easy"), position=bad)


def _with(p: Position, **changes: object) -> Position:
    fields = {
        "rules": p.rules,
        "hands": p.hands,
        "trump_card": p.trump_card,
        "attacker": p.attacker,
        "stock": p.stock,
        "discard": p.discard,
        "bout": p.bout,
    }
    fields.update(changes)
    return Position(**fields)  # type: ignore[arg-type]


def test_a_stock_must_end_in_the_trump_card() -> None:
    hands = (tuple(cards("6S 7S")), tuple(cards("6H 7H")))
    pos = Position(POD, hands, card("6D"), 0, tuple(cards("6D QS"))).with_rest_out()
    (problem,) = pos.problems()
    assert problem.code is PositionCode.TRUMP_UNDER_STOCK and problem.cards == (card("6D"),)
    assert "trump card 6D" in str(problem)


def test_every_problem_is_named_at_once() -> None:
    hands = (tuple(cards("6S 6S")), ())
    codes = [p.code for p in Position(POD, hands, card("QS"), 5).problems()]
    assert codes == [
        PositionCode.DUPLICATE,
        PositionCode.MISSING,
        PositionCode.EMPTY_HAND,
        PositionCode.ATTACKER,
    ]


def test_a_position_is_taken_at_the_start_of_a_bout_only() -> None:
    game = Game.new(POD, 3, seed=5)
    pos = Position.of(game)
    assert pos.stock == game.stock_cards() and len(pos.stock) == 36 - 18 and pos.bout == 0
    again = Game.from_position(pos, seed=5)
    assert again.legal_actions() == game.legal_actions() and again.limit == game.limit
    game.apply(game.legal_actions()[0])
    with pytest.raises(PositionError) as info:
        Position.of(game)
    assert info.value.code is PositionCode.NOT_AT_BOUT_START


def test_a_position_reads_back_from_its_data() -> None:
    pos = endgame(PER, attacker=1)
    data = json.loads(json.dumps(pos.to_dict()))
    assert Position.from_dict(data) == pos
    assert Position.from_dict(pos.to_dict(with_rules=False), PER) == pos
    for bad in (
        [],
        {**data, "hands": "6S"},
        {**data, "attacker": True},
        {**data, "trump": "XX"},
        {**data, "extra": 1},
        {k: v for k, v in data.items() if k != "trump"},
        {**data, "rules": {"suits": "four"}},
    ):
        with pytest.raises(PositionError) as info:
            Position.from_dict(bad)
        assert info.value.code is PositionCode.MALFORMED


def test_a_record_replays_a_game_from_a_position() -> None:
    game = Game.from_position(endgame(PER), seed=9)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    record = GameRecord.of(game)
    data = json.loads(record.to_json())
    assert data["version"] == VERSION == 4 and "deck" not in data and data["position"]["trump"] == "QS"
    back = GameRecord.from_dict(data)
    assert back == record
    replayed = back.replay()
    assert replayed.state_dict() == game.state_dict() and replayed.result == game.result
    assert GameRecord.from_dict(data).replay(2).history == game.history[:2]


def test_a_record_of_an_impossible_position_is_refused() -> None:
    data = json.loads(GameRecord.of(Game.from_position(endgame())).to_json())
    data["position"]["hands"][0] += " 8S"
    with pytest.raises(RecordError, match="placed twice"):
        GameRecord.from_dict(data).replay()
    data["position"]["hands"] = ["6S"]
    with pytest.raises(RecordError, match="seats"):
        GameRecord.from_dict(data)


def test_records_of_the_older_versions_still_read() -> None:
    game = Game.new(POD, 2, seed=2)
    game.apply(game.legal_actions()[0])
    data = json.loads(GameRecord.of(game).to_json())
    assert "position" not in data
    for version in (1, 2, 3):
        old = GameRecord.from_dict({**data, "version": version})
        assert old.position is None and old.replay().state_dict() == game.state_dict()
    with pytest.raises(RecordError):
        GameRecord.from_dict({**data, "version": 3, "position": {}, "deck": ""})


def test_a_session_starts_every_game_of_its_table_from_the_position() -> None:
    pos = endgame()
    config = GameConfig(POD, 2, ("human", "easy"), seed=7, position=pos)
    session = Session.new(config, synchronous=True)
    try:
        assert session.game.start_position == pos
        told = session.start()
        assert isinstance(told[0], ev.PositionSet)
        assert Session.next_of(session.match, config, synchronous=True).game.hand(0) == pos.hands[0]
    finally:
        session.shutdown()


VARIANTS = ("podkidnoy", "perevodnoy", "classic", "neighbours", "teams")


@settings(max_examples=40, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    bouts=st.integers(0, 12),
)
def test_a_game_from_its_own_position_plays_on_exactly_as_it(
    variant: str, players: int, seed: int, bouts: int
) -> None:
    rules = preset(variant)
    if rules.teams.value != "none":
        players = 4
    game = Game.new(rules, players, seed)
    rng = random.Random(seed)
    while not game.is_over and (game.bout_no < bouts or game.phase != Phase.LEAD or game.lead_in_progress):
        game.apply(rng.choice(game.legal_actions()))
    if game.is_over or any(game.is_out(s) for s in range(players)):
        return
    pos = Position.of(game)
    assert pos.problems() == []
    assert Position.from_dict(pos.to_dict()) == pos
    copy = Game.from_position(pos, seed)
    assert copy.view(0).open_hands == (game.deck_size() == 0)
    for _ in range(60):
        assert copy.legal_actions() == game.legal_actions()
        assert (copy.hands, copy.deck, copy.discard, copy.to_act) == (
            game.hands,
            game.deck,
            game.discard,
            game.to_act,
        )
        if game.is_over:
            break
        action = rng.choice(game.legal_actions())
        game.apply(action)
        copy.apply(action)
    record = GameRecord.from_dict(json.loads(GameRecord.of(copy).to_json()))
    assert record.replay().state_dict() == copy.state_dict()
