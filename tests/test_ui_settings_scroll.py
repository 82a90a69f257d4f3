"""Settings where its two columns do not fit (the smallest window, the largest text): one column
that scrolls by the wheel, by its bar and by the keyboard, whose focus stays in sight (real events
through the app)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from test_ui_app import click, frames, user_dirs  # noqa: F401 - fixtures
from test_ui_form_keys import press

from game.app import App, Options
from game.ui.context import DEFAULT_SIZE, MIN_SIZE
from game.ui.scenes.settings_scene import ONE_COLUMN
from game.ui.settings import TEXT_SIZES


def open_settings(size: tuple[int, int], text_size: float) -> App:
    app = App(Options(size=size, fullscreen=False, lang="ru"))
    app.ctx.update_settings(text_size=text_size)
    frames(app)
    app.ctx.stack.push(app.ctx.make_scene("settings"))
    frames(app)
    return app


@pytest.fixture
def small() -> Iterator[App]:
    app = open_settings(MIN_SIZE, max(TEXT_SIZES))
    yield app
    app.close()


def wheel(app: App, y: int) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    )
    frames(app, 2)


def in_sight(form: Any) -> pygame.Rect:
    """Where the focus outline is, asserted inside the panel."""
    rect = form.form_focus.rect(form.widgets)
    assert rect is not None, f"{form.form_focus.current} shows no outline"
    assert form._layout(form.ctx.screen.get_size())["panel"].contains(rect)
    return pygame.Rect(rect)


def test_the_rows_stand_in_one_column_that_does_not_show_them_all(small: App) -> None:
    form: Any = small.ctx.stack.top
    shown = [name for name in ONE_COLUMN if name in form.widgets]
    assert shown == list(ONE_COLUMN[: len(shown)]) and len(shown) < len(ONE_COLUMN)


def test_tab_reaches_every_row_in_order_scrolling_it_into_sight(small: App) -> None:
    form: Any = small.ctx.stack.top
    reached = []
    for _ in range(len(ONE_COLUMN) + 1):
        press(small, pygame.K_TAB)
        form = small.ctx.stack.top
        in_sight(form)
        reached.append(form.form_focus.current)
    assert reached == [*ONE_COLUMN[1:], "back", "language"]
    assert form.first == 0, "round again to the top"


def test_shift_tab_from_the_first_row_goes_round_to_the_last(small: App) -> None:
    press(small, pygame.K_TAB, shift=True)
    press(small, pygame.K_TAB, shift=True)
    form: Any = small.ctx.stack.top
    assert form.form_focus.current == ONE_COLUMN[-1]
    in_sight(form)
    press(small, pygame.K_UP)
    assert form.form_focus.current == ONE_COLUMN[-2]


def test_a_box_ticked_by_key_below_the_first_screen_stays_in_sight(small: App) -> None:
    form: Any = small.ctx.stack.top
    for _ in range(ONE_COLUMN.index("endgame_insight")):
        press(small, pygame.K_TAB)
    first = form.first
    assert first > 0
    press(small, pygame.K_SPACE)
    assert small.ctx.settings.endgame_insight
    assert form.first == first and form.form_focus.current == "endgame_insight"
    in_sight(form)


def test_the_wheel_and_the_bar_scroll_the_rows(small: App) -> None:
    form: Any = small.ctx.stack.top
    wheel(small, -1)
    assert form.first == 1 and "language" not in form.widgets
    bar = form._layout(small.ctx.screen.get_size())["bar"]
    click(small, (bar.centerx, bar.bottom - 2))
    assert form.first > 1 and ONE_COLUMN[-1] in form.widgets, "a page down reaches the last row"
    for _ in range(len(ONE_COLUMN)):
        wheel(small, 1)
    assert form.first == 0 and "language" in form.widgets


def test_two_columns_show_every_row_where_they_fit(user_dirs: Any) -> None:  # noqa: F811
    app = open_settings(DEFAULT_SIZE, min(TEXT_SIZES))
    form: Any = app.ctx.stack.top
    assert set(form.widgets) == {*ONE_COLUMN, "back"}
    wheel(app, -1)
    assert form.first == 0 and set(form.widgets) == {*ONE_COLUMN, "back"}
    app.close()
