"""The new-game form where its two columns do not fit (the smallest window, the largest text): one
column that scrolls by the wheel, by its bar and by the keyboard, whose focus stays in sight, down
to a row below the first screen and on to a game (real events through the app)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from test_ui_app import click, frames, user_dirs  # noqa: F401 - fixtures
from test_ui_form_keys import press
from test_ui_settings_scroll import in_sight, wheel

from game.app import App, Options
from game.ui.context import DEFAULT_SIZE, MIN_SIZE
from game.ui.new_game_form import BOTTOM, one_column
from game.ui.settings import TEXT_SIZES


def open_form(size: tuple[int, int], text_size: float) -> App:
    app = App(Options(size=size, fullscreen=False, lang="de"))
    app.ctx.update_settings(text_size=text_size)
    frames(app)
    app.ctx.stack.clear_to(app.ctx.make_scene("new_game"))
    frames(app)
    return app


@pytest.fixture
def small(user_dirs: Any) -> Iterator[App]:  # noqa: F811
    app = open_form(MIN_SIZE, max(TEXT_SIZES))
    yield app
    app.close()


def test_the_rows_stand_in_one_column_that_does_not_show_them_all(small: App) -> None:
    form: Any = small.ctx.stack.top
    rows = one_column(form.players)
    shown = [name for name in rows if name in form.widgets]
    assert shown == list(rows[: len(shown)]) and len(shown) < len(rows)


def test_tab_reaches_every_row_in_order_and_a_box_below_the_first_screen_starts_the_game(small: App) -> None:
    form: Any = small.ctx.stack.top
    assert form.form_focus.current == "start"
    greyed = form.idle_options()  # nothing to change there: the keys pass them by
    expected = [*(n for n in one_column(form.players) if n not in greyed), *BOTTOM]
    reached = []
    for _ in expected:
        press(small, pygame.K_TAB)
        form = small.ctx.stack.top
        in_sight(form)
        reached.append(form.form_focus.current)
    assert greyed and reached == expected
    while form.form_focus.current != "draws":
        press(small, pygame.K_TAB)
    assert form.first > 0 and form.form_focus.current == "draws"
    draws = form.rules.draws
    press(small, pygame.K_SPACE)
    assert form.rules.draws is not draws and form.form_focus.current == "draws"
    in_sight(form)
    while form.form_focus.current != "start":
        press(small, pygame.K_TAB)
    press(small, pygame.K_RETURN)
    frames(small, 4)
    table: Any = small.ctx.stack.top
    assert type(table).__name__ == "TableScene" and table.game.rules.draws is not draws


def test_shift_tab_from_the_first_row_goes_round_to_start_and_up_to_the_last_row(small: App) -> None:
    press(small, pygame.K_TAB)
    form: Any = small.ctx.stack.top
    assert form.form_focus.current == "preset"
    press(small, pygame.K_TAB, shift=True)
    assert form.form_focus.current == "start"
    for _ in range(len(BOTTOM)):
        press(small, pygame.K_TAB, shift=True)
    assert form.form_focus.current == one_column(form.players)[-1]
    in_sight(form)


def test_the_wheel_and_the_bar_scroll_the_rows(small: App) -> None:
    form: Any = small.ctx.stack.top
    wheel(small, -1)
    assert form.first == 1 and "preset" not in form.widgets
    bar = form._layout(small.ctx.screen.get_size())["bar"]
    click(small, (bar.centerx, bar.bottom - 2))
    click(small, (bar.centerx, bar.bottom - 2))
    assert one_column(form.players)[-1] in form.widgets, "pages down reach the last row"
    for _ in range(len(one_column(form.players))):
        wheel(small, 1)
    assert form.first == 0 and "preset" in form.widgets


def test_two_columns_show_every_row_where_they_fit(user_dirs: Any) -> None:  # noqa: F811
    app = open_form(DEFAULT_SIZE, max(TEXT_SIZES))
    form: Any = app.ctx.stack.top
    assert set(one_column(form.players)) <= set(form.widgets)
    wheel(app, -1)
    assert form.first == 0 and set(one_column(form.players)) <= set(form.widgets)
    app.close()
