"""Every button, list entry and label of every screen, in every language, at the smallest window the
game allows (and at the default size): no text is cut off by its widget, leaves its panel, or runs
over another widget, and no button, box or drop-down lies over another;
the table's own buttons never shrink their label below the table's smallest text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
import pytest
from helpers import by_nodes
from test_ui_table_support import make_ctx, make_table, settle

from game.engine import PRESETS, Game, Match
from game.engine.game import Result
from game.engine.record import GameRecord
from game.play import kept
from game.play.config import GameConfig
from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import GRADES, load_ladder
from game.play.review import Review
from game.play.session import Session
from game.play.stats import GameEntry, Statistics
from game.ui import i18n
from game.ui.context import DEFAULT_SIZE, MIN_SIZE, AppContext
from game.ui.fonts import Fonts
from game.ui.i18n import LANGUAGES, tr
from game.ui.settings import TEXT_SIZES
from game.ui.table.buttons import KIND_BUTTONS
from game.ui.table.layout import Layout
from game.ui.table.widgets import Button, TextCache

#: what a button's text keeps clear of its border on each side (pixels)
INSET = 2


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _border(element: Any) -> int:
    width = getattr(element, "border_width", 0)
    return max(width.values()) if isinstance(width, dict) else int(width or 0)


def _fits(font: Any, text: str, width: int, height: int | None = None) -> bool:
    w, h = font.size(text)
    return w <= width and (height is None or h <= height)


def _inner(element: Any) -> tuple[int, int]:
    b = _border(element) + INSET
    return element.rect.width - 2 * b, element.rect.height - 2 * _border(element)


def _centred(left: int, right: int, middle: int) -> bool:
    """A box and its label centred on the middle (the new-game form's cheating box between Back and
    Start), not a left column's box whose text runs over."""
    return abs((middle - left) - (right - middle)) <= (right - left) // 4


def _in_list(element: Any) -> bool:
    """A button that is an entry of a selection list (scrolled, so only its width counts)."""
    parent = getattr(element, "ui_container", None)
    owner = getattr(parent, "parent_element", None)
    return isinstance(owner, pygame_gui.elements.UISelectionList)


def _part(element: Any, root: Any) -> bool:
    """A part of another widget (a drop-down's or a slider's button), not a widget of the form's own
    (those stand in a scene's container, right under the manager's ``root``)."""
    return getattr(element.ui_container, "ui_container", None) is not root


def clipped(ctx: AppContext) -> list[str]:
    """What is cut off on the screen now: one line per text."""
    problems: list[str] = []
    screen = ctx.screen.get_rect().inflate(-30, -20)  # the panels' margins: text beyond is cut off
    middle = ctx.screen.get_width() // 2
    root = ctx.ui.get_root_container()
    shown = [e for e in ctx.ui.get_sprite_group().sprites() if getattr(e, "visible", False) and e.alive()]
    solid = [
        e
        for e in shown
        if isinstance(
            e,
            (
                pygame_gui.elements.UIButton,
                pygame_gui.elements.UIDropDownMenu,
                pygame_gui.elements.UICheckBox,
                pygame_gui.elements.UITextEntryLine,
                pygame_gui.elements.UIHorizontalSlider,
            ),
        )
    ]
    for e in shown:
        if isinstance(e, pygame_gui.elements.UIDropDownMenu):
            state = e.current_state
            button = getattr(state, "selected_option_button", None)
            if button is None or button.font is None:
                continue
            width, height = _inner(button)
            for option in e.options_list:
                text = option[0] if isinstance(option, tuple) else option
                if not _fits(button.font, text, width, height):
                    problems.append(f"drop-down choice {text!r} in {button.rect.size}")
        elif isinstance(e, pygame_gui.elements.UISelectionList):
            box = e.item_list_container
            made = [i["button_element"] for i in e.item_list if i.get("button_element") is not None]
            if box is None or not made:
                continue
            width = box.rect.width - 2 * INSET
            for item in e.item_list:
                if not _fits(made[0].font, item["text"], width):
                    problems.append(f"list entry {item['text']!r} in {width} px")
        elif isinstance(e, pygame_gui.elements.UIButton) and e.text and e.font is not None:
            if _part(e, root) and not _in_list(e):
                continue  # a drop-down's part: its choices are checked above
            width, height = _inner(e)
            if not _fits(e.font, e.text, width, None if _in_list(e) else height):
                problems.append(f"button {e.text!r} in {e.rect.size}")
        elif isinstance(e, pygame_gui.elements.UILabel) and e.text and e.font is not None:
            if not _fits(e.font, e.text, e.rect.width, e.rect.height):
                problems.append(f"label {e.text!r} in {e.rect.size}")
            elif (
                isinstance(getattr(e, "parent_element", None), pygame_gui.elements.UICheckBox)
                and e.parent_element.rect.left < middle <= e.rect.right
                and not _centred(e.parent_element.rect.left, e.rect.right, middle)
                and any(
                    other.rect.left >= middle
                    for other in solid
                    if not _part(other, root) and not isinstance(other, pygame_gui.elements.UIButton)
                )
            ):  # a form's two columns meet in the middle: the left one's text stays in it (a button
                # on the right is the bottom bar's Start, not a column's)
                problems.append(f"label {e.text!r} runs into the next column at {e.rect}")
            elif not screen.contains(e.rect):
                problems.append(f"label {e.text!r} runs off the panel at {e.rect}")
            else:
                width = e.font.size(e.text)[0]
                extent = pygame.Rect(e.rect.left, e.rect.top, width, e.rect.height)
                for other in solid:
                    if other.rect.colliderect(extent) and getattr(other, "text_label", None) is not e:
                        problems.append(f"label {e.text!r} runs over {type(other).__name__} at {other.rect}")
                        break
    own = [e for e in solid if not _part(e, root)]
    for i, e in enumerate(own):
        for other in own[i + 1 :]:
            if e.rect.colliderect(other.rect):
                problems.append(
                    f"{type(e).__name__} at {e.rect} overlaps {type(other).__name__} at {other.rect}"
                )
    return problems


def _finished_table(ctx: AppContext, match: bool) -> Any:
    """A table at its game-over panel; ``match``: the panel of a match of three games."""
    from game.ui.scenes.table import TableScene

    rules = PRESETS["podkidnoy"]
    record = Match(rules, 3, target=3) if match else None
    if record is not None:
        record.record(Result(1, False, None, (0, 2, 1)))
    config = GameConfig(rules, 3, ("human", "easy", "easy"), 0, 4, match_target=3 if match else None)
    scene = TableScene(ctx, Session.next_of(record, config, synchronous=True, computers=by_nodes))
    ctx.stack.clear_to(scene)
    scene.set_instant()
    while not scene.game.is_over:
        scene.play(scene.legal()[0], "test") if scene.human_can_act() else scene.update(0.02)
    for _ in range(300):
        scene.update(0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            return scene
    raise AssertionError("no game-over panel")


def _long_groups_of_statistics() -> None:
    """Games in the statistics whose groups have the longest names the filter can show."""
    book = Statistics.load()
    for i, (variant, level) in enumerate(
        [("proyezdnoy", "random"), ("seven_card", "master"), ("podkidnoy", "mixed"), ("teams", "hard")]
    ):
        book.add(GameEntry(1000 + i, variant, 6 if variant != "seven_card" else 4, level, "win", 40))


def _screens(ctx: AppContext) -> Iterator[str]:
    """Every screen with widgets, one after the other on the stack (yields its name)."""
    for name in ("main_menu", "settings", "rules", "stats", "replay", "puzzles"):
        ctx.stack.clear_to(ctx.make_scene(name))
        yield name
    ctx.stack.push(ctx.make_scene("appearance"))
    yield "appearance"
    ladder = load_ladder()
    ctx.stack.push(ctx.make_scene("puzzle", ladder, ladder.puzzles[0], PuzzleProgress.load()))
    yield "puzzle"
    _long_groups_of_statistics()
    ctx.stack.clear_to(ctx.make_scene("stats"))
    yield "stats with games"
    game = Game.new(PRESETS["podkidnoy"], 2, 3)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    record = GameRecord.of(game)
    path = kept.keep(record, 0, ("human", "easy"), "win", "podkidnoy")
    ctx.stack.clear_to(ctx.make_scene("replay"))
    yield "replay of a game"
    ctx.stack.push(ctx.make_scene("review", record, 0, path, Review(1, (0,), ())))
    yield "review"
    for preset in ("podkidnoy", "teams", "seven_card"):
        form = ctx.make_scene("new_game")
        ctx.stack.clear_to(form)
        form.set_preset(preset)  # type: ignore[attr-defined]
        form.rebuild()
        yield f"new_game {preset}"
    form = ctx.make_scene("new_game")
    ctx.stack.clear_to(form)
    for option, value in (("deck", "custom"), ("suits", "8"), ("ranks", "5")):  # the longest: "10–A"
        form.set_option(option, value)  # type: ignore[attr-defined]
    form.rebuild()
    yield "new_game custom deck"
    form = ctx.make_scene("new_game")
    ctx.stack.clear_to(form)
    for then in ("menu", "replace"):
        ctx.stack.push(ctx.make_scene("leave", then))
        yield f"leave {then}"
        ctx.stack.pop()
    table = make_table(ctx, "podkidnoy", 2, 1)
    settle(table)
    ctx.stack.push(ctx.make_scene("pause"))
    yield "pause"
    for match in (False, True):
        _finished_table(ctx, match)
        yield f"game over{' of a match' if match else ''}"


@pytest.mark.parametrize("size", [MIN_SIZE, DEFAULT_SIZE], ids=["smallest", "default"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_widget_text_is_cut_off(language: str, size: tuple[int, int]) -> None:
    ctx = make_ctx(size, language=language)
    i18n.set_language(language)
    found: list[str] = []
    for screen in _screens(ctx):
        ctx.sync_ui_visibility()
        ctx.ui.update(0.0)
        found += [f"{screen}: {problem}" for problem in clipped(ctx)]
    ctx.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_table_and_cards_screen_fits_the_smallest_window_in_the_largest_text(language: str) -> None:
    """Every row's label and every choice of its drop-down, and the rows beside the preview."""
    ctx = make_ctx(MIN_SIZE, language=language, text_size=max(TEXT_SIZES))
    i18n.set_language(language)
    ctx.stack.clear_to(ctx.make_scene("settings"))
    ctx.stack.push(ctx.make_scene("appearance"))
    ctx.sync_ui_visibility()
    ctx.ui.update(0.0)
    found = clipped(ctx)
    scene: Any = ctx.stack.top
    preview = scene._layout(ctx.screen.get_size())["preview"]
    found += [
        f"{name} runs into the preview" for name, e in scene.widgets.items() if e.rect.colliderect(preview)
    ]
    assert ctx.screen.get_rect().contains(preview)
    ctx.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_table_buttons_keep_their_labels_legible_at_the_smallest_window(language: str) -> None:
    """The table's buttons shrink a long label to fit; never below the table's smallest text."""
    if not pygame.get_init():
        pygame.init()
    i18n.set_language(language)
    lay = Layout(MIN_SIZE, 4, 0)
    text = TextCache(Fonts())
    main = [(tr(key), hotkey) for _, _, key, hotkey in KIND_BUTTONS]
    main += [
        (tr("table.button.keep"), "D"),
        (tr("table.button.play_selected", n=6), "Enter"),
        (tr("table.button.pass_in", n=8), "D"),
        (tr("table.button.hint"), "H"),
        (tr("table.button.skip"), ""),
        (tr("cheatui.button.call"), "C"),
    ]
    small = [
        (tr("history.button"), "L", lay.last_bout_button),
        (tr("saves.undo.button"), "", lay.undo_button),
    ]
    found = []
    for label, hotkey in main:
        size = Button("b", label, lay.buttons[0], lambda: None, hotkey).label_size(text, lay.font_status)
        if size < lay.font_small:
            found.append(f"{label!r} at {size} px")
    for label, hotkey, rect in small:
        size = Button("b", label, rect, lambda: None, hotkey).label_size(text, lay.font_small)
        if size < lay.font_small:
            found.append(f"{label!r} at {size} px")
    assert not found, found


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", [MIN_SIZE, DEFAULT_SIZE], ids=["smallest", "default"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_settings_and_the_table_and_cards_screen_fit_every_text_size(
    language: str, size: tuple[int, int], text_size: float
) -> None:
    """Every row of Settings (scrolled through when they stand in one column) and of Table and
    cards, in every language the game speaks, at every text size the player may choose."""
    from game.ui.scenes.settings_scene import ONE_COLUMN

    ctx = make_ctx(size, language=language, text_size=text_size)
    i18n.set_language(language)
    settings: Any = ctx.make_scene("settings")
    ctx.stack.clear_to(settings)
    found: list[str] = []
    shown: set[str] = set()
    while True:
        ctx.sync_ui_visibility()
        ctx.ui.update(0.0)
        found += [f"settings from row {settings.first}: {problem}" for problem in clipped(ctx)]
        shown |= set(settings.widgets)
        first = settings.first
        settings.scroll(3)
        if settings.first == first:
            break
    assert shown == {*ONE_COLUMN, "back"}, "every row was there to check"
    ctx.stack.push(ctx.make_scene("appearance"))
    ctx.sync_ui_visibility()
    ctx.ui.update(0.0)
    found += [f"appearance: {problem}" for problem in clipped(ctx)]
    ctx.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text_size", [t for t in TEXT_SIZES if t != 1.0])
@pytest.mark.parametrize("size", [MIN_SIZE, DEFAULT_SIZE], ids=["smallest", "default"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_menu_rules_statistics_puzzles_and_replays_fit_the_larger_text_sizes(
    language: str, size: tuple[int, int], text_size: float
) -> None:
    """The main menu (its buttons two a row where one a row would squeeze their text), the rules'
    contents, the puzzles' buttons and the replay's row (two rows where one does not hold them)."""
    ctx = make_ctx(size, language=language, text_size=text_size)
    i18n.set_language(language)
    game = Game.new(PRESETS["podkidnoy"], 2, 3)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    kept.keep(GameRecord.of(game), 0, ("human", "easy"), "win", "podkidnoy")
    found: list[str] = []
    for name in ("main_menu", "rules", "stats", "puzzles", "replay"):
        ctx.stack.clear_to(ctx.make_scene(name))
        ctx.sync_ui_visibility()
        ctx.ui.update(0.0)
        found += [f"{name}: {problem}" for problem in clipped(ctx)]
        if name == "puzzles":  # the grades' lines are drawn, not widgets: within the panel, clear of Back
            lay = ctx.stack.top._layout(ctx.screen.get_size())  # type: ignore[attr-defined]
            found += [
                f"puzzles: grade {g} at {lay[f'grade_box_{g}']} leaves the panel or meets Back"
                for g in GRADES
                if not lay["panel"].contains(lay[f"grade_box_{g}"])
                or lay[f"grade_box_{g}"].colliderect(lay["back"])
            ]
    ctx.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", [MIN_SIZE, DEFAULT_SIZE], ids=["smallest", "default"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_new_game_form_fits_every_text_size(
    language: str, size: tuple[int, int], text_size: float
) -> None:
    """Every row of the form (scrolled through when they stand in one column), with a custom deck's
    three drop-downs and five opponents, in every language at every text size."""
    from game.ui.new_game_form import one_column

    ctx = make_ctx(size, language=language, text_size=text_size)
    i18n.set_language(language)
    found: list[str] = []
    for custom in (False, True):
        form: Any = ctx.make_scene("new_game")
        ctx.stack.clear_to(form)
        form.set_option("players", "6")
        if custom:
            for option, value in (("deck", "custom"), ("suits", "8"), ("ranks", "5")):
                form.set_option(option, value)
        form.rebuild()
        shown: set[str] = set()
        while True:
            ctx.sync_ui_visibility()
            ctx.ui.update(0.0)
            found += [f"new_game from row {form.first}: {problem}" for problem in clipped(ctx)]
            shown |= set(form.widgets)
            first = form.first
            form.scroll(3)
            if form.first == first:
                break
        assert set(one_column(6)) <= shown, "every row was there to check"
    ctx.close()
    assert not found, "\n".join(found)
