"""The index letters chosen on the Table and cards screen by real clicks and keys: saved, shown in its
preview and its choices, then on the table's faces and in its status line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from helpers import new_game, play
from test_ui_app import choose, click, frames, top_name, user_dirs  # noqa: F401 - fixtures
from test_ui_appearance import choose_over_table, open_appearance, saved
from test_ui_form_keys import press
from test_ui_table_support import make_table, settle

from game.app import App, Options
from game.engine import preset
from game.engine.cards import Card
from game.ground.paths import resource_path
from game.ui import i18n


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Options(size=(1280, 800), fullscreen=False, lang="ru"))
    yield application
    application.close()
    i18n.set_language("en")
    i18n.set_card_indices("auto")


def _same_face(images: Any, card: str, sprite: str) -> bool:
    shown = pygame.image.tobytes(images.source(Card.parse(card)), "RGBA")
    return shown == pygame.image.tobytes(pygame.image.load(str(resource_path("sprites", sprite))), "RGBA")


def test_the_letters_chosen_on_the_screen_reach_the_table(app: App) -> None:
    frames(app)
    open_appearance(app)
    screen: Any = app.ctx.stack.top
    options = dict((value, label) for label, value in screen.widgets["card_indices"].options_list)
    assert options["auto"] == "Авто: В Д К Т" and options["german"] == "B D K A"
    choose(app, screen.widgets["card_indices"], "german")
    assert app.ctx.settings.card_indices == "german" and saved()["card_indices"] == "german"
    assert app.ctx.stack.top.images.indices == "german", "the preview shows the German faces"  # type: ignore[attr-defined]
    for _ in range(2):
        press(app, pygame.K_ESCAPE)
    assert top_name(app) == "MainMenuScene"

    game = new_game(
        preset("podkidnoy"), 2, ["7S 8S 9S 8D 9D TC", "QH 6C 7C KH AH 8C"], trump="6D", first_attacker=1
    )
    play(game, "1 attack QH")
    table = make_table(app.ctx, game=game)
    settle(table)
    assert table.status == "Побейте D♥ или возьмите"
    assert _same_face(table.images, "QH", "cards/german/QH.png")

    # over the table, by keys alone: Pause, Settings, Table and cards, the Russian letters
    choose_over_table(app, table, card_indices="russian")
    assert table.status == "Побейте Д♥ или возьмите"
    assert _same_face(table.images, "QH", "cards/russian/QH.png")
    assert _same_face(table.images, "KH", "cards/KH.png"), "the king is shared"

    # the art deck prints J Q K A: chosen over the same table, the status line names its letters
    choose_over_table(app, table, card_deck="dondorf")
    assert table.status == "Побейте Q♥ или возьмите"
