"""The cheating mode at the table (game/ui/table/cheat_desk.py), with real mouse and key events."""

from __future__ import annotations

import math
import random
import re
from dataclasses import replace
from typing import Any

import pygame
import pytest
from helpers import before_a_big_take, new_game
from test_rules_cheating import NINE, SMALL, small
from test_ui_table_support import click, drag, key, make_ctx, make_table, post, pump, settle

from game.engine import Action, ActionKind, Card, Phase, preset
from game.engine.cheating import open_cheats
from game.ui.i18n import set_language, tr

CHEAT = preset("cheating")
LOW = "6S 6C 7D 7C 8D 6D"  # no trump, nothing above an eight: the human beats none of HIGH
HIGH = "QS KC JD TC AS QD"


@pytest.fixture(autouse=True)
def _english() -> Any:
    set_language("en")
    yield
    set_language("en")


def _easy_misses_seed() -> int:
    """A seed whose Easy watcher at seat 1 does not notice the first cheat (attention 0.3)."""
    return next(s for s in range(100) if random.Random(f"{s}/watch1").random() >= 0.3)


def _defending(level: str, seed: int = 1) -> Any:
    """You defend against a computer lead you cannot beat."""
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, seed=seed, level=level, game=game)
    settle(scene)
    assert scene.game.phase == Phase.DEFEND and scene.human_can_act()
    return scene


def _cheat_beat(scene: Any) -> tuple[Card, Card]:
    """Drag your lowest card onto the attack card: a beat the rules forbid."""
    (attack, _), *_ = scene.game.view(0).table
    mine = scene.hand_cards()[0]
    target = scene.board.table[0][0]
    drag(scene, scene.card_pos(mine), (target.x, target.y))
    return attack, mine


def test_your_cheat_is_admitted_with_a_sign_and_easy_misses_it() -> None:
    scene = _defending("easy", _easy_misses_seed())
    _, mine = _cheat_beat(scene)
    assert scene.moves.reason is None  # not refused
    assert any(b.text == tr("cheatui.sign") for b in scene.board.bubbles)
    settle(scene)
    assert scene.cheats.message == ""
    assert scene.game.cheats is not None and scene.game.cheats.caught == (0, 0)
    assert mine not in scene.hand_cards()


def test_hard_calls_your_cheat_and_the_beat_is_undone() -> None:
    scene = _defending("hard")
    _, mine = _cheat_beat(scene)
    settle(scene)
    said = scene.cheats.message  # "Anna: Cheat! 6♠ does not beat Q♠. The move is taken back."
    want = rf"{scene.name(1)}: Cheat! {mine.label} does not beat \S+\. The move is taken back\."
    assert re.fullmatch(want, said), said
    assert scene.board.toast is not None and scene.board.toast.text == scene.cheats.message
    assert mine in scene.hand_cards() and scene.board.table[0][1] is None
    assert scene.human_can_act() and not scene.desyncs
    for _ in range(20):
        scene.update(0.05)
    back = scene.board.hand_sprite(mine)
    assert back is not None and back.lift == 0  # not left lifted as if under the mouse


def _hard_cheats() -> Any:
    """Hard beat two sevens; you throw in the 7♦, which it cannot beat: five cards to take, so it
    beats it anyway with a card that does not (a cheat worth its risk to Hard)."""
    scene = make_table(make_ctx(), CHEAT, 2, level="hard", game=before_a_big_take(CHEAT))
    settle(scene)
    click(scene, scene.card_pos(Card.parse("7D")))
    settle(scene)
    assert open_cheats(scene.game), "Hard beat the 7♦ with a card that does not beat it"
    return scene


def test_a_computer_cheats_and_you_call_it_out_with_the_button() -> None:
    scene = _hard_cheats()
    scene.draw(scene.ctx.screen)
    assert scene.cheats.button is not None
    click(scene, scene.cheats.button.rect.center)
    settle(scene)
    assert scene.cheats.message.startswith("You: Cheat! ")
    assert not open_cheats(scene.game) and scene.board.table[2][1] is None
    kinds = [a.kind for a in scene.game.history]
    assert kinds[kinds.index(ActionKind.CALL) + 1] is ActionKind.TAKE  # no second cheat this bout
    assert not scene.desyncs


def test_a_wrong_call_with_the_key_says_so() -> None:
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, level="easy", game=game)
    settle(scene)
    hands = list(scene.game.hands)
    key(scene, pygame.K_c)
    assert scene.cheats.message == "You: Cheat! — Wrong call: there was no cheat."
    assert list(scene.game.hands) == hands


def test_no_button_without_the_mode() -> None:
    scene = make_table(make_ctx(), "podkidnoy", 2)
    settle(scene)
    scene.draw(scene.ctx.screen)
    assert scene.cheats.button is None
    key(scene, pygame.K_c)
    assert scene.cheats.message == ""


def test_a_drag_shows_where_a_cheat_would_go_as_a_second_kind_of_target() -> None:
    scene = _defending("easy", _easy_misses_seed())
    mine = scene.hand_cards()[0]
    target = scene.board.table[0][0]
    start = scene.card_pos(mine)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(scene, 0.0)
    for x, y in ((start[0], start[1] - 40), (round(target.x), round(target.y))):
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(scene, 0.0)
    d = scene.hand.drag
    assert d is not None and d.active
    # nothing of yours beats the lead: every target is a cheat, the attack card among them
    assert d.targets and all(t.cheat for t in d.targets)
    assert d.hover is not None and d.hover.cheat and d.hover.kind == "card"
    assert d.hover.action.target == target.card
    scene.draw(scene.ctx.screen)  # the dim targets are drawn
    post(pygame.MOUSEBUTTONUP, pos=(round(target.x), round(target.y)), button=1)
    pump(scene, 0.0)
    assert mine not in scene.hand_cards() and open_cheats(scene.game)


def test_a_legal_drag_shows_no_cheat_target_where_an_honest_one_is() -> None:
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [HIGH, LOW], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, level="random", game=game)
    settle(scene)
    (attack, _), *_ = scene.game.view(0).table
    beater = next(c for c in scene.hand_cards() if c.suit == attack.suit and c.rank > attack.rank)
    start = scene.card_pos(beater)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(scene, 0.0)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    pump(scene, 0.0)
    d = scene.hand.drag
    assert d is not None and d.active
    honest = [t for t in d.targets if not t.cheat]
    assert [t.action.target for t in honest] == [attack]
    assert all(t.action.target != attack for t in d.targets if t.cheat)
    scene.hand.cancel_drag()


def test_clicking_the_computers_bad_card_calls_it_out() -> None:
    scene = _hard_cheats()
    bad = scene.board.table[2][1]
    assert bad is not None and scene.cheats.played_by(bad.card) == 1
    post(pygame.MOUSEMOTION, pos=(round(bad.x), round(bad.y)), rel=(0, 0), buttons=(0, 0, 0))
    pump(scene, 0.0)
    assert scene.cheats.hover == ("call", 1)
    scene.draw(scene.ctx.screen)  # "Click: call Anna out" by the mouse
    click(scene, (bad.x, bad.y))
    settle(scene)
    assert scene.cheats.message.startswith("You: Cheat! ")
    assert not open_cheats(scene.game) and not scene.desyncs


def _three_with_a_cheat_then_an_honest_move() -> Any:
    """Three players: seat 1 throws in a king that is not on the table (a cheat), seat 2 beats it,
    seat 1 passes; now you may throw in. The last mover is seat 1; seat 2 only beat."""
    game = new_game(
        CHEAT,
        3,
        ["6H 7H 8H 6D 7D 8D", "9S KC 6C 7C 8C JD", "TS AC QH KH AH QD"],
        trump="AD",
        fill=True,
        first_attacker=1,
    )
    from helpers import play

    play(game, "1 attack 9S", "2 beat 9S TS", "1 throw KC", "2 beat KC AC", "1 pass")
    assert open_cheats(game) and game.to_act == 0
    scene = make_table(make_ctx(), CHEAT, 3, level="random", game=game)
    settle(scene)
    return scene


def test_with_three_players_a_click_on_a_place_or_a_card_says_whom_you_accuse() -> None:
    scene = _three_with_a_cheat_then_an_honest_move()
    seat2 = scene.layout.seats[2].block.center
    assert scene.cheats.zone_at(seat2) == ("call", 2)
    click(scene, seat2)  # seat 2 did not cheat
    assert scene.cheats.message == "You: Cheat! — Wrong call: there was no cheat."
    assert scene.game.history[-1] == Action.parse("call 0 2")
    king = next(s for pair in scene.board.table for s in pair if s is not None and s.card == Card.parse("KC"))
    assert scene.cheats.zone_at((round(king.x), round(king.y))) == ("call", 1)
    click(scene, (king.x, king.y))
    assert scene.cheats.message.startswith("You: Cheat! ")
    assert Action.parse("call 0 1") in scene.game.history
    assert Card.parse("KC") in scene.game.view(1).hand  # the king went back
    assert not open_cheats(scene.game) and not scene.desyncs


def test_clicking_the_stock_draws_a_card_in_secret() -> None:
    scene = _defending("easy", _easy_misses_seed())
    deck = scene.layout.deck
    at = (round(deck[0]), round(deck[1]))
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene, 0.0)
    assert scene.cheats.hover == ("draw", -1)
    before = len(scene.hand_cards())
    click(scene, at)
    assert len(scene.hand_cards()) == before + 1
    assert scene.game.cheats is not None and scene.game.cheats.made[0] == 1
    assert scene.cheats.zone_at(at) is None  # once a bout
    assert not scene.desyncs


def test_a_click_never_cheats_it_says_why_not() -> None:
    scene = _defending("easy", _easy_misses_seed())
    mine = scene.hand_cards()[0]
    click(scene, scene.card_pos(mine))
    assert mine in scene.hand_cards() and not open_cheats(scene.game)
    assert scene.moves.reason is not None and "beat" in scene.moves.reason[0]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_toast_sits_below_the_opponents_bubbles(players: int, size: tuple[int, int]) -> None:
    from game.ui.table.layout import Layout

    lay = Layout(size, players, 0)
    half = lay.font_name * 0.75  # half a line of the bubble's font with its pad
    lowest = max(s.bubble_pos[1] for s in lay.seats.values() if s.rel)
    assert lay.toast_pos[1] - half > lowest + half
    assert lay.toast_pos[1] < lay.bout.bottom


def test_a_second_cheat_in_a_bout_is_refused_saying_why() -> None:
    scene = _defending("easy", _easy_misses_seed())
    deck = scene.layout.deck
    click(scene, (deck[0], deck[1]))  # the bout's cheat: a card in secret
    assert scene.game.cheats is not None and scene.game.cheats.made[0] == 1
    _cheat_beat(scene)
    assert scene.moves.reason is not None
    assert scene.moves.reason[0].endswith("(You have cheated once this bout already.)")


def test_a_caught_cheat_flies_back_from_the_table_to_the_hand() -> None:
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, seed=1, level="hard", game=game, instant=False)
    settle(scene)
    _, mine = _cheat_beat(scene)
    lay_y = scene.board.table[0][1].y  # the cheat lies on the table
    for _ in range(400):
        scene.update(0.02)
        if scene.cheats.message:
            break
    assert scene.cheats.message.startswith(f"{scene.name(1)}: Cheat!")
    back = scene.board.hand_sprite(mine)
    assert back is not None and back.moving
    assert abs(back.y - lay_y) < abs(back.hy - lay_y)  # it starts on the table, not at home
    for _ in range(60):
        scene.update(0.02)
    assert not back.moving and (back.x, back.y) == (back.hx, back.hy)
    assert not any(b.kind == "cheat" for b in scene.board.bubbles)  # the "Psst…" went with it


def test_a_caught_secret_draw_goes_back_onto_the_stock() -> None:
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, seed=1, level="hard", game=game, instant=False)
    settle(scene)
    before = len(scene.hand_cards())
    deck = scene.layout.deck
    click(scene, (deck[0], deck[1]))
    for _ in range(400):
        scene.update(0.02)
        if scene.cheats.message:
            break
    assert "A card too many was taken from the stock" in scene.cheats.message
    (flying,) = scene.board.flights_to_deck  # face down, from your hand to the stock
    assert flying.card is None and flying.moving
    for _ in range(60):
        scene.update(0.02)
    assert not scene.board.flights_to_deck and len(scene.hand_cards()) == before


def test_a_wrong_calls_penalty_cards_reach_your_hand_without_a_desync() -> None:
    # House rule (docs/rules.md): a wrong call costs the caller two cards from the stock.
    rules = replace(CHEAT, false_call_penalty=2)
    ctx = make_ctx()
    game = new_game(rules, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, rules, 2, level="easy", game=game)
    settle(scene)
    stock = scene.game.deck_size()
    key(scene, pygame.K_c)
    settle(scene)
    assert scene.game.deck_size() == stock - 2
    assert len(scene.hand_cards()) == 8
    assert not scene.desyncs


# ----------------------------------------------------------------- your "Call out?" moment (issue 33)
def _decided_table(seconds: float = 4.0) -> Any:
    """You sit at seat 1; the computer at seat 0 has just beaten A♠ with K♠, its last card (a cheat):
    it is out and you are the durak — decided, not final, and your moment comes first."""
    game = small()
    for step in NINE:
        game.apply(Action.parse(step.split(" ", 1)[1]))
    scene = make_table(make_ctx(), SMALL, 2, human=1, game=game)
    scene.session.accept_time = seconds  # the table is instant for the test; the moment is not
    scene.session.apply(Action.parse("beat AS KS"))  # the computer's move, through the session
    scene.update(0.0)
    scene.finish_animations()
    scene.update(0.0)
    assert scene.session.deciding() and scene.human_can_act()
    return scene


def test_your_call_out_moment_shows_and_c_calls_the_last_move_cheat() -> None:
    scene = _decided_table()
    left = scene.cheats.moment()
    assert left is not None and 3.0 < left <= 4.0
    assert scene.status == "You are the durak! Call out a cheat, or accept the result."
    assert "pass" in scene.buttons.names() and "hint" not in scene.buttons.names()  # no move to hint at
    assert scene.buttons.buttons[scene.buttons.names().index("pass")].label == "Accept"
    scene.draw(scene.ctx.screen)
    assert scene.cheats.button is not None  # "Call out!" names the computer that moved last
    key(scene, pygame.K_c)
    assert scene.cheats.message.startswith("You: Cheat! K♠ ")
    assert not scene.session.deciding() and not scene.game.is_over
    kinds = [a.kind for a in scene.game.history]
    assert kinds[kinds.index(ActionKind.CALL) + 1] is ActionKind.TAKE  # undone: it takes A♠ instead
    assert scene.cheats.moment() is None and not scene.desyncs


def test_enter_moves_on_and_the_result_is_final() -> None:
    scene = _decided_table()
    key(scene, pygame.K_RETURN)
    for _ in range(50):
        if scene.game.is_over:
            break
        pump(scene, 0.05)
    assert scene.game.is_over and scene.game.result is not None and scene.game.result.durak == 1
    kinds = [a.kind for a in scene.game.history[-2:]]
    assert kinds == [ActionKind.PASS, ActionKind.PASS] and not open_cheats(scene.game)


def test_the_moment_passes_by_itself_and_counts_down_on_screen() -> None:
    scene = _decided_table(seconds=2.0)
    shown = []
    for _ in range(60):
        if scene.game.is_over:
            break
        left = scene.cheats.moment()
        if left is not None:
            shown.append(math.ceil(left))
        pump(scene, 0.1)
    assert scene.game.is_over and shown[0] == 2 and 1 in shown


def test_your_moment_in_every_language_fits_the_window() -> None:
    scene = _decided_table()
    for lang in ("en", "ru", "de", "uk"):
        set_language(lang)
        words = tr("cheatui.moment", seconds=4)
        img = scene.text.render(words, scene.layout.font_status, (0, 0, 0))
        assert img.get_width() < scene.layout.w - 40, (lang, words)
        scene.draw(scene.ctx.screen)
