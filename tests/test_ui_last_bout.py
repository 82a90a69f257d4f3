"""The last bout's panel (key L and its button), the word when a computer takes, and a table that
changes its buttons, badges and status together: scripted 4-player bouts through real pygame events."""

from __future__ import annotations

import pygame
import pytest
from helpers import new_game
from test_ui_table_support import click, key, make_ctx, make_table, pump

from game.engine import Action, Rules, preset
from game.engine import events as ev
from game.engine.cards import Card
from game.ui.i18n import set_language
from game.ui.table.last_bout import BoutLog, line_text
from game.ui.table.status import status_text

CLASSIC = preset("classic")
# Four players, hearts trump.  Seat 0 (you, 6H the lowest trump) attacks seat 1 (Anna).
FOUR = ["6H 6S 9C TC JC QC", "7S 8D KS KD KC AS", "6D 9S TS JS QS 9D", "7D 8C TD JD QD AD"]
# Anna beats, Vera throws in, Anna gives up and takes: everybody adds what they can, then passes.
BOUT = (
    "0 attack 6S", "1 beat 6S 7S", "0 pass", "2 pass", "3 throw 7D", "1 take",
    "0 throw 6H", "0 pass", "2 throw 6D", "2 pass", "3 pass",
)  # fmt: skip

EN = [
    "Last bout: You → Anna",
    "You led 6♠",
    "Anna beat 6♠ with 7♠",
    "You had nothing more to add",
    "Boris had nothing more to add",
    "Vera threw in 7♦",
    "Anna gave up the defence",
    "You threw in 6♥",
    "You had nothing more to add",
    "Boris threw in 6♦",
    "Boris had nothing more to add",
    "Vera had nothing more to add",
    "Anna took 5 cards",
]
RU = [
    "Прошлый кон: Вы → Анна",
    "Вы пошли с 6♠",
    "Анна побила 6♠ картой 7♠",
    "Вы сказали «пас»",
    "Борис сказал «пас»",
    "Вера подкинула 7♦",
    "Анна отказалась отбиваться",
    "Вы подкинули 6♥",
    "Вы сказали «пас»",
    "Борис подкинул 6♦",
    "Борис сказал «пас»",
    "Вера сказала «пас»",
    "Анна взяла 5 карт",
]
DE_LAST = ["Letzte Runde: Du → Anna", "Du hast 6♠ ausgespielt", "Anna hat 6♠ mit 7♠ gestochen"]


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")


def _scripted(language: str, rules: Rules = CLASSIC) -> object:
    ctx = make_ctx(language=language)
    set_language(language)
    g = new_game(rules, 4, FOUR, trump="AH")
    scene = make_table(ctx, rules, 4, game=g, level="easy")
    scene.update(0.0)
    for step in BOUT:
        seat, text = step.split(" ", 1)
        assert scene.game.to_act == int(seat), step
        scene.session.apply(Action.parse(text))  # the computers' moves too: a fixed script
    return scene


def _lines(scene: object) -> list[str]:
    return scene.last_bout.lines()  # type: ignore[attr-defined,no-any-return]


@pytest.mark.parametrize(("language", "expected"), [("en", EN), ("ru", RU), ("de", DE_LAST)])
def test_the_key_l_opens_the_last_bout_and_says_who_did_what(language: str, expected: list[str]) -> None:
    scene = _scripted(language)
    assert not scene.last_bout.open  # type: ignore[attr-defined]
    key(scene, pygame.K_l)
    assert scene.last_bout.open  # type: ignore[attr-defined]
    assert _lines(scene)[: len(expected)] == expected
    surface = pygame.Surface(scene.layout.size)  # type: ignore[attr-defined]
    scene.draw(surface)  # type: ignore[attr-defined]
    key(scene, pygame.K_l)
    assert not scene.last_bout.open  # type: ignore[attr-defined]
    scene.ctx.close()  # type: ignore[attr-defined]


def test_the_button_opens_the_panel_and_a_click_closes_it() -> None:
    scene = _scripted("en")
    scene.draw(pygame.Surface(scene.layout.size))  # type: ignore[attr-defined]
    rect = scene.last_bout.button.rect  # type: ignore[attr-defined]
    assert rect.w > 0 and not rect.colliderect(scene.layout.menu_button)  # type: ignore[attr-defined]
    before = len(scene.game.history)  # type: ignore[attr-defined]
    click(scene, rect.center)
    assert scene.last_bout.open and _lines(scene)[-1] == "Anna took 5 cards"  # type: ignore[attr-defined]
    click(scene, (scene.layout.w // 2, scene.layout.h // 2))  # type: ignore[attr-defined]
    assert not scene.last_bout.open  # type: ignore[attr-defined]
    assert len(scene.game.history) >= before, "the clicks played nothing of yours"  # type: ignore[attr-defined]
    scene.ctx.close()  # type: ignore[attr-defined]


def test_before_any_bout_ends_the_panel_says_so() -> None:
    ctx = make_ctx()
    scene = make_table(ctx, CLASSIC, 4, game=new_game(CLASSIC, 4, FOUR, trump="AH"))
    key(scene, pygame.K_l)
    assert _lines(scene) == ["No bout has ended yet."]
    ctx.close()


def test_a_computer_that_takes_is_said_on_the_table() -> None:
    scene = _scripted("ru")
    scene.finish_animations()  # type: ignore[attr-defined]
    toast = scene.board.toast  # type: ignore[attr-defined]
    assert toast is not None and toast.text == "Анна берёт 5 карт"
    scene.ctx.close()  # type: ignore[attr-defined]


def test_passing_it_on_names_whom_in_russian_and_german() -> None:
    six, seven = Card.parse("6S"), Card.parse("6D")
    log = BoutLog()
    log.saw([ev.BoutStarted(0, 1, 6), ev.Attacked(0, (six,), 1), ev.Transferred(1, seven, 2)])
    log.saw([ev.TakeDeclared(2), ev.BoutEnded(2, True, (six, seven))])
    assert log.last is not None
    names = {0: "You", 1: "Anna", 2: "Boris"}
    set_language("ru")
    from game.ui.i18n import computer_names

    ru = computer_names()
    lines = [line_text(x, 0, lambda s: ru[s - 1]) for x in log.last.lines]
    assert lines[1] == "Анна перевела на Бориса картой 6♦"
    assert lines[-1] == "Борис взял 2 карты"
    assert line_text(log.last.lines[1], 2, lambda s: ru[s - 1]) == "Анна перевела на вас картой 6♦"
    set_language("de")
    assert line_text(log.last.lines[1], 2, names.__getitem__) == "Anna hat mit 6♦ an dich weitergegeben"
    set_language("en")
    typed = line_text(log.last.lines[-1], 0, {2: "Sasha"}.__getitem__)
    assert typed == "Sasha took 2 cards"
    set_language("ru")
    # a name the player typed: no gender known, so the present tense, which has none
    assert line_text(log.last.lines[-1], 0, {2: "Саша"}.__getitem__) == "Саша берёт 2 карты"


def test_your_move_takes_its_buttons_and_the_status_goes_with_them() -> None:
    ctx = make_ctx()
    g = new_game(CLASSIC, 4, FOUR, trump="AH")
    scene = make_table(ctx, CLASSIC, 4, game=g, level="easy", instant=False)
    for step in ("0 attack 6S", "1 beat 6S 7S"):
        scene.session.apply(Action.parse(step.split(" ", 1)[1]))
    for _ in range(3000):
        pump(scene, 0.05)
        if scene.board.idle and scene.human_can_act() and scene.buttons.names():
            break
    assert "pass" in scene.buttons.names()
    done = scene.status
    assert "Done" in done
    scene.play(Action.parse("pass"), "test")
    scene.update(0.0)
    assert scene.buttons.names() == [], "your Done button went with your move"
    steps = 0
    while not scene.board.idle and steps < 3000:
        # while the table catches up, the status line tells the turn the badges show, never your Done
        assert scene.status == status_text(scene.game, scene.human, scene.name) != done
        scene.update(0.01)
        steps += 1
    ctx.close()


def test_a_card_turning_over_casts_no_dark_block_beside_it() -> None:
    from game.ui.table.card_images import CardImages
    from game.ui.table.sprites import CardSprite

    if not pygame.get_init():
        pygame.init()
    felt = (30, 110, 60)
    s = CardSprite(Card.parse("9H"), 100, 100, 80, 0.0, False)
    s.flip_to, s.flip = True, 0.5  # edge-on: the card is a sliver
    surface = pygame.Surface((200, 200))
    surface.fill(felt)
    s.draw(surface, CardImages())
    # a quarter of the card's width off its centre there is only felt (before: the full shadow)
    for x in (70, 130):
        assert surface.get_at((x, 100))[:3] == felt, f"a dark block at x={x}"


@pytest.mark.parametrize("language", ["en", "ru", "de", "uk"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("text_size", [1.0, 1.3])
def test_the_enter_hint_keeps_clear_of_lead_2_cards(
    language: str, size: tuple[int, int], text_size: float
) -> None:
    from game.ui.i18n import tr
    from game.ui.table.layout import Layout
    from game.ui.table.widgets import Button, TextCache

    ctx = make_ctx(size, language=language)
    set_language(language)
    lay = Layout(size, 2, 0, text_size)
    b = Button("play_selected", tr("table.button.play_selected", n=2), lay.buttons[0], lambda: None, "Enter")
    _img, label, hk, hk_rect = b.parts(TextCache(ctx.fonts), lay.font_status)
    assert b.rect.contains(label)
    if size != (960, 600):  # at the smallest window the hint may give way to the label
        assert hk is not None and hk_rect is not None
    if hk_rect is not None:
        assert label.right <= hk_rect.left, (label, hk_rect)
        assert b.rect.contains(hk_rect)
    ctx.close()


def test_the_lowest_trump_you_show_stays_above_the_status_line() -> None:
    ctx = make_ctx()
    g = new_game(CLASSIC, 4, FOUR, trump="AH")  # you hold 6H, the lowest trump
    scene = make_table(ctx, CLASSIC, 4, game=g, level="easy", instant=False)
    shown = None
    for _ in range(3000):
        scene.update(0.02)
        if scene.board.flashes:
            shown = scene.board.flashes[0][0]
            break
    assert shown is not None and shown.card == Card.parse("6H")
    scene.board.tweener.finish_all()
    lay = scene.layout
    assert shown.y + shown.h / 2 <= lay.status_y - lay.status_h / 2, "the card covers 'Dealing…'"
    ctx.close()
