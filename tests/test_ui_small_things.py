"""Small things a player sees: the menu's cards in four colours, a draw without places, the replay
counting games as the statistics do, the form behind its question, a legible *Skip to the result*."""

from __future__ import annotations

import pygame
from helpers import new_game, play
from test_ui_stats import keep_a_game
from test_ui_table_support import make_ctx, make_table, pump

from game.ui.context import MIN_SIZE
from game.ui.scenes.base import felt_background
from game.ui.scenes.game_over import drawn_together
from game.ui.table.layout import Layout


def _frame(ctx: object) -> pygame.Surface:
    """One frame as the app draws it: the visible scenes, the widgets, what goes over them."""
    ctx.sync_ui_visibility()  # type: ignore[attr-defined]
    ctx.ui.update(0.0)  # type: ignore[attr-defined]
    screen: pygame.Surface = ctx.screen  # type: ignore[attr-defined]
    for scene in ctx.stack.visible():  # type: ignore[attr-defined]
        scene.draw(screen)
    ctx.ui.draw_ui(screen)  # type: ignore[attr-defined]
    for scene in ctx.stack.visible():  # type: ignore[attr-defined]
        scene.draw_over(screen)
    return screen.copy()


def test_the_main_menu_fans_follow_the_four_colour_setting() -> None:
    def ace_of_diamonds(four: bool) -> bytes:
        ctx = make_ctx(four_color_suits=four)
        menu = ctx.make_scene("main_menu")
        ctx.stack.clear_to(menu)
        pixels = pygame.image.tobytes(menu._card("AD", 120), "RGBA")  # type: ignore[attr-defined]
        ctx.close()
        return pixels

    assert ace_of_diamonds(True) != ace_of_diamonds(False)


def test_a_draw_lists_who_shares_it_not_places() -> None:
    """Both players out in the same bout: "A draw: Anna, You", not "1. Anna 2. You"."""
    from test_rules_drawing import ALL_OUT, ALL_OUT_SCRIPT, TWO_SUITS

    game = new_game(TWO_SUITS, 2, ALL_OUT, trump="AH")
    play(game, *ALL_OUT_SCRIPT)
    assert game.result is not None and game.result.draw and game.result.out_order == (0, 1)
    assert drawn_together(game) == (0, 1)
    ctx = make_ctx()
    table = make_table(ctx, TWO_SUITS, 2, human=0, game=game)
    over = ctx.make_scene("game_over", table)
    assert over.places() == [f"A draw: You, {table.names.label(1)}"]  # type: ignore[attr-defined]
    ctx.close()


def test_the_replay_counts_games_from_the_oldest_as_the_statistics_chart_does() -> None:
    for seed in (3, 4, 5):
        keep_a_game(seed)
    ctx = make_ctx()
    viewer = ctx.make_scene("replay")
    ctx.stack.clear_to(viewer)
    assert viewer.game_number() == "Game 3 of 3", "it opens at the newest: the last number"  # type: ignore[attr-defined]
    viewer.open(2)  # type: ignore[attr-defined]  # the oldest kept
    assert viewer.game_number() == "Game 1 of 3"  # type: ignore[attr-defined]
    ctx.close()


def test_the_new_game_form_stays_visible_behind_its_question() -> None:
    ctx = make_ctx()
    form = ctx.make_scene("new_game")
    ctx.stack.clear_to(form)
    _frame(ctx)
    back = form.button_rect("back")  # type: ignore[attr-defined]
    ctx.stack.push(ctx.make_scene("leave", "replace"))
    shown = _frame(ctx)
    question = ctx.stack.top
    bare = pygame.Surface(ctx.screen.get_size())  # the form without its widgets, under the question
    bare.blit(felt_background(bare.get_size()), (0, 0))
    form.draw_content(bare)  # type: ignore[attr-defined]
    question.draw(bare)
    assert not back.colliderect(question._layout(ctx.screen.get_size())["panel"])  # type: ignore[attr-defined]
    assert pygame.image.tobytes(shown.subsurface(back), "RGB") != pygame.image.tobytes(
        bare.subsurface(back), "RGB"
    ), "the form's Back button shows, dimmed, behind the question"
    ctx.stack.pop()
    pump(form)
    assert form.ui_root is not None and form.ui_root.visible  # type: ignore[attr-defined]
    ctx.close()


def test_skip_to_the_result_is_as_large_as_the_other_buttons_at_the_smallest_window() -> None:
    """The button shown when you are out: at 800x560 its label is no smaller than the status line."""
    from game.ui.fonts import Fonts
    from game.ui.i18n import LANGUAGES, set_language, tr
    from game.ui.table.widgets import Button, TextCache

    if not pygame.get_init():
        pygame.init()
    lay = Layout(MIN_SIZE, 3, 0)
    text = TextCache(Fonts())
    for language in LANGUAGES:
        set_language(language)
        skip = Button("skip", tr("table.button.skip"), lay.buttons[0], lambda: None)
        assert skip.label_size(text, lay.font_status) == lay.font_status, language
    set_language("en")
