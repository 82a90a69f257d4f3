"""The new-game and settings forms, operated by keyboard alone (real key events through the app)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_app import FakeTable, fake_table, frames, top_name, user_dirs  # noqa: F401 - fixtures

from game.app import App, Options


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    yield application
    application.close()


def press(app: App, k: int, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    frames(app, 2)


def focus_to(app: App, name: str) -> Any:
    """Tab until ``name`` has the focus (fails if it never does); returns the form."""
    form = app.ctx.stack.top
    for _ in range(40):
        if form.form_focus.current == name:  # type: ignore[attr-defined]
            return form
        press(app, pygame.K_TAB)
        form = app.ctx.stack.top
    raise AssertionError(f"{name} never got the focus")


def open_new_game(app: App) -> Any:
    frames(app)
    press(app, pygame.K_DOWN)  # the main menu's own focus: Play
    press(app, pygame.K_RETURN)
    assert top_name(app) == "NewGameScene"
    return app.ctx.stack.top


def test_the_new_game_form_opens_with_the_focus_on_start(app: App) -> None:
    form = open_new_game(app)
    assert form.form_focus.current == "start" and form.form_focus.visible
    assert form.form_focus.rect(form.widgets) == pygame.Rect(form.buttons["start"].rect)


def test_every_control_of_the_new_game_form_is_reachable_by_tab(app: App) -> None:
    form = open_new_game(app)
    seen = []
    for _ in range(len(form.widgets) + 2):
        press(app, pygame.K_TAB)
        seen.append(app.ctx.stack.top.form_focus.current)
    names = set(app.ctx.stack.top.widgets)
    assert {"preset", "players", "deck", "transfer", "level0", "back", "start"} <= set(seen) <= names
    press(app, pygame.K_TAB, shift=True)
    assert app.ctx.stack.top.form_focus.current == seen[-2]


def test_a_game_set_up_and_started_by_keyboard(app: App, fake_table: type[FakeTable]) -> None:  # noqa: F811
    open_new_game(app)
    focus_to(app, "players")
    press(app, pygame.K_RIGHT)  # 2 → 3 players
    assert app.ctx.stack.top.players == 3
    focus_to(app, "preset")
    press(app, pygame.K_RIGHT)  # podkidnoy → perevodnoy
    form = app.ctx.stack.top
    assert form.preset == "perevodnoy" and form.rules.transfer
    focus_to(app, "draws")
    before = app.ctx.stack.top.rules.draws
    press(app, pygame.K_SPACE)
    frames(app, 3)
    assert app.ctx.stack.top.rules.draws is (not before), "Space ticks the box once (no echo from the widget)"
    focus_to(app, "start")
    press(app, pygame.K_RETURN)
    assert top_name(app) == "FakeTable"
    (config,) = fake_table.created
    assert config.players == 3 and config.rules.transfer and config.rules.draws is (not before)


def test_a_click_hides_the_keyboard_outline(app: App) -> None:
    form = open_new_game(app)
    pos = (5, 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)
    assert form.form_focus.rect(form.widgets) is None
    press(app, pygame.K_TAB)
    assert app.ctx.stack.top.form_focus.rect(app.ctx.stack.top.widgets) is not None


def test_settings_changed_by_keyboard_are_saved(app: App) -> None:
    frames(app)
    menu = app.ctx.stack.top
    for _ in range(len(menu.items)):  # type: ignore[attr-defined]
        press(app, pygame.K_DOWN)  # Play, Deal of the day, Rules, Settings … the main menu's own order
        if menu.items[menu.focus] == "settings":  # type: ignore[attr-defined]
            break
    press(app, pygame.K_RETURN)
    assert top_name(app) == "SettingsScene"
    volume = app.ctx.settings.volume
    focus_to(app, "volume")
    press(app, pygame.K_LEFT)
    assert app.ctx.settings.volume < volume
    focus_to(app, "sort_order")
    order = app.ctx.settings.sort_order
    press(app, pygame.K_RIGHT)
    if app.ctx.settings.sort_order == order:
        press(app, pygame.K_LEFT)
    assert app.ctx.settings.sort_order != order
    shown = app.ctx.stack.top.widgets["sort_order"].selected_option
    assert (shown[1] if isinstance(shown, tuple) else shown) == app.ctx.settings.sort_order, (
        "the drop-down shows it"
    )
    saved = json.loads(Path(os.environ["DURAK_CONFIG_DIR"], "settings.json").read_text(encoding="utf-8"))
    assert saved["sort_order"] == app.ctx.settings.sort_order
    focus_to(app, "back")
    press(app, pygame.K_SPACE)
    assert top_name(app) == "MainMenuScene"


def test_options_a_preset_overrides_are_greyed_out(app: App) -> None:
    form = open_new_game(app)
    assert form.widgets["throw_in"].is_enabled and form.widgets["first_bout_limit"].is_enabled
    assert not form.widgets["team_wins_on_first_out"].is_enabled, "no teams: nothing to win as a team"
    form.set_preset("seven_card")
    form.rebuild()
    for name in ("throw_in", "first_bout_limit", "multi_lead", "transfer", "transfer_by_showing_trump"):
        assert not form.widgets[name].is_enabled, name
    focus_to(app, "start")
    assert "throw_in" not in app.ctx.stack.top.form_focus.order(app.ctx.stack.top.widgets), "Tab skips them"


def test_a_ticked_box_that_blocks_the_start_can_still_be_unticked(app: App) -> None:
    form = open_new_game(app)
    form.set_preset("seven_card")
    form.set_option("transfer", True)
    form.rebuild()
    assert not form.buttons["start"].is_enabled
    assert form.widgets["transfer"].is_enabled


def test_the_text_size_setting_enlarges_menus_and_the_table(app: App) -> None:
    from game.ui.table.layout import Layout

    frames(app)
    app.ctx.stack.push(app.ctx.make_scene("settings"))
    frames(app)
    scale = app.ctx.ui_scale
    focus_to(app, "text_size")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert app.ctx.settings.text_size == 1.3
    assert app.ctx.ui_scale > scale, "the widgets' text grew"
    saved = json.loads(Path(os.environ["DURAK_CONFIG_DIR"], "settings.json").read_text(encoding="utf-8"))
    assert saved["text_size"] == 1.3
    small, large = Layout((640, 480), 4, 0), Layout((640, 480), 4, 0, text_size=1.3)
    assert small.font_status >= 14, "the status line stays readable in the smallest window"
    assert large.font_status > small.font_status and large.font_name > small.font_name


# ---------------------------------------------------------------------------- drop-downs by key
def _expanded(menu: Any) -> bool:
    return menu.current_state is menu.menu_states["expanded"]


def test_a_drop_down_opens_with_space_arrows_choose_and_enter_takes(app: App) -> None:
    open_new_game(app)
    form = focus_to(app, "players")
    assert form.players == 2
    press(app, pygame.K_SPACE)
    menu = form.widgets["players"]
    assert _expanded(menu) and app.ctx.stack.top is form
    items = menu.current_state.options_selection_list.item_list
    # the outline sits on the choice the arrows reach, not on the closed box
    assert form.form_focus.rect(form.widgets) == pygame.Rect(items[0]["button_element"].rect)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert form.form_focus.rect(form.widgets) == pygame.Rect(items[2]["button_element"].rect)
    press(app, pygame.K_RETURN)  # takes the choice: the form's Enter (Start) does not act
    form = app.ctx.stack.top
    assert top_name(app) == "NewGameScene" and form.players == 4
    assert not _expanded(form.widgets["players"]) and form.form_focus.current == "players"


def test_enter_opens_a_drop_down_and_esc_closes_it_unchanged(app: App) -> None:
    open_new_game(app)
    form = focus_to(app, "deck")
    before = form.rules
    press(app, pygame.K_RETURN)
    menu = form.widgets["deck"]
    assert _expanded(menu)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_ESCAPE)  # closes the list; the form stays (Esc would leave it otherwise)
    form = app.ctx.stack.top
    assert top_name(app) == "NewGameScene" and form.rules == before
    assert not _expanded(form.widgets["deck"])
    press(app, pygame.K_ESCAPE)
    assert top_name(app) == "MainMenuScene"


def test_moving_the_mouse_hides_the_keyboard_outline_and_a_key_shows_it(app: App) -> None:
    open_new_game(app)
    form = focus_to(app, "players")
    assert form.form_focus.rect(form.widgets) is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 2), buttons=(0, 0, 0)))
    frames(app, 2)
    assert form.form_focus.rect(form.widgets) is None
    press(app, pygame.K_TAB)  # the first key shows where the focus is, without moving it
    assert form.form_focus.current == "players" and form.form_focus.rect(form.widgets) is not None
