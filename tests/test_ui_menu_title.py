"""The main menu's title keeps between its two fans of cards in every language and window size."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from test_ui_table_support import make_ctx

from game.ui import i18n
from game.ui.context import DEFAULT_SIZE, MIN_SIZE
from game.ui.i18n import LANGUAGES


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [MIN_SIZE, DEFAULT_SIZE], ids=["smallest", "default"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_title_stays_clear_of_the_fans(language: str, size: tuple[int, int]) -> None:
    ctx = make_ctx(size, language=language)
    i18n.set_language(language)
    ctx.stack.clear_to(ctx.make_scene("main_menu"))
    menu: Any = ctx.stack.top
    menu.draw(pygame.Surface(size))
    left, right = menu.fans
    title = menu.title_rect
    ctx.close()
    # Ukrainian's «ДУРЕНЬ» ran over both fans at 800×560
    assert left.right < title.left and title.right < right.left, (left, title, right)
    assert title.height > size[1] * 0.06, "the title still reads as a title"
