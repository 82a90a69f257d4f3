"""The application shell, headless: main loop, real clicks through the menus, crashes, self-test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pygame_gui
import pytest

from game import app as app_mod
from game.app import App, Options
from game.play.config import GameConfig
from game.play.session import Session
from game.ui import i18n
from game.ui.scene import Scene, repository

ROOT = Path(__file__).resolve().parent.parent
HAS_TABLE = (ROOT / "game" / "ui" / "scenes" / "table.py").exists()


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Settings and logs in a temporary folder; English; no debug log from the environment."""
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.delenv("DURAK_DEBUG_LOG", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    yield tmp_path
    i18n.set_language("en")


class FakeTable(Scene):
    """Stands in for the table scene (another engineer's module) where a test only checks the hand-over:
    it notes the session's set-up and stops the session at once."""

    created: ClassVar[list[GameConfig]] = []

    def __init__(self, ctx: Any, session: Session) -> None:
        super().__init__(ctx)
        self.config = session.config
        session.shutdown()
        FakeTable.created.append(session.config)


@pytest.fixture
def fake_table(monkeypatch: pytest.MonkeyPatch) -> type[FakeTable]:
    monkeypatch.setitem(repository, "table", FakeTable)
    FakeTable.created = []
    return FakeTable


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    yield application
    application.close()


def frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, pos: tuple[int, int], settle: int = 4) -> None:
    """A real left click: motion, button down, button up, then a few frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, settle)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    frames(app, 3)


def choose(app: App, menu: pygame_gui.elements.UIDropDownMenu, option_id: str) -> None:
    """Open a drop-down with a click and click the option ``option_id``."""
    click(app, menu.rect.center)
    state = menu.menu_states["expanded"]
    items = state.options_selection_list.item_list
    ids = [opt[1] for opt in menu.options_list]
    item = items[ids.index(option_id)]
    button = item["button_element"]
    assert button is not None, "the option is scrolled out of view"
    click(app, button.rect.center)


def top_name(app: App) -> str:
    return type(app.ctx.stack.top).__name__


# ---------------------------------------------------------------------------- main loop


def test_main_loop_runs_frames() -> None:
    code = app_mod.run(Options(size=(1024, 700), max_frames=45))
    assert code == 0


def test_version_is_known() -> None:
    v = app_mod.version()
    assert v and v != "dev"


def test_arguments(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opts = app_mod.parse_args(
        ["--size", "1024x768", "--new-game", "perevodnoy", "--seed", "7", "--lang", "de", "--windowed"]
    )
    assert opts.size == (1024, 768) and opts.new_game == "perevodnoy" and opts.seed == 7
    assert opts.lang == "de" and opts.fullscreen is False and not opts.selftest
    assert app_mod.parse_args(["--fullscreen"]).fullscreen is True
    assert app_mod.parse_args(["--selftest"]).selftest_timeout == 120
    monkeypatch.setenv("DURAK_DEBUG_LOG", str(tmp_path / "d.jsonl"))
    assert app_mod.parse_args([]).debug_log == str(tmp_path / "d.jsonl")
    with pytest.raises(SystemExit):
        app_mod.parse_args(["--size", "huge"])
    with pytest.raises(SystemExit):
        app_mod.parse_args(["--new-game", "poker"])


def test_quick_config_defaults() -> None:
    cfg = app_mod.quick_config("teams", 3)
    assert cfg.players == 4 and cfg.human_seat == 0 and cfg.levels[0] == "human" and cfg.seed == 3
    cfg = app_mod.quick_config("podkidnoy", computers_only=True, level="random", players=3)
    assert cfg.human_seat is None and cfg.levels == ("random",) * 3


def test_idle_menu_stops_redrawing(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    flips: list[int] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    frames(app, 3)
    scene = app.ctx.stack.top
    scene._last_input -= 10  # type: ignore[attr-defined]
    scene._dirty = False  # type: ignore[attr-defined]
    pygame.event.clear()
    flips.clear()
    frames(app, 10)
    assert flips == []  # nothing moved: no redraw
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 1)
    assert flips  # input: redraw


def test_debug_log_records_ui_actions(tmp_path: Path, fake_table: type[FakeTable]) -> None:
    log_path = tmp_path / "debug.jsonl"
    application = App(Options(size=(1280, 800), lang="en", debug_log=str(log_path)))
    try:
        frames(application, 3)
        click(application, application.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
        assert top_name(application) == "NewGameScene"
    finally:
        application.close()
    records = [json.loads(line) for line in log_path.read_text(encoding="utf-8").splitlines()]
    kinds = [r["kind"] for r in records]
    assert kinds[0] == "start"
    assert {"kind": "ui", "name": "play"}.items() <= next(
        r for r in records if r["kind"] == "ui" and r.get("name") == "play"
    ).items()
    assert any(r["kind"] == "scene" and r["name"] == "NewGameScene" for r in records)
    assert kinds[-1] == "exit"


def test_no_debug_log_without_request(app: App, user_dirs: Path) -> None:
    assert not app.ctx.debug_enabled
    app.ctx.debug("anything", x=1)  # no file, no error


# ---------------------------------------------------------------------------- menus by mouse


def test_menu_to_new_game_to_table(app: App, fake_table: type[FakeTable]) -> None:
    frames(app)
    assert top_name(app) == "MainMenuScene"
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    assert top_name(app) == "NewGameScene"
    form = app.ctx.stack.top
    choose(app, form.widgets["preset"], "perevodnoy")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.rules.transfer  # type: ignore[attr-defined]
    choose(app, form.widgets["players"], "3")  # type: ignore[attr-defined]
    start = form.buttons["start"]  # type: ignore[attr-defined]
    assert start.is_enabled
    click(app, start.rect.center)
    assert top_name(app) == "FakeTable"
    (config,) = fake_table.created
    assert config.players == 3 and config.human_seat == 0 and config.rules.transfer
    assert config.levels[0] == "human" and len(config.levels) == 3
    # the form remembers what was started
    last = app.ctx.settings.last_new_game
    assert last["players"] == 3 and last["preset"] == "perevodnoy"


def test_invalid_combination_disables_start(app: App, fake_table: type[FakeTable]) -> None:
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    choose(app, form.widgets["players"], "6")  # type: ignore[attr-defined]
    choose(app, form.widgets["deck"], "24")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    start = form.buttons["start"]  # type: ignore[attr-defined]
    assert not start.is_enabled
    reason = form.problem_text()  # type: ignore[attr-defined]
    assert "24" in reason and "6" in reason
    click(app, start.rect.center)  # a disabled button does nothing
    key(app, pygame.K_RETURN)
    assert top_name(app) == "NewGameScene" and fake_table.created == []
    # the reason is drawn on screen: the warning colour appears in the notes area
    notes = form._layout(app.ctx.screen.get_size())["notes"]  # type: ignore[attr-defined]
    form.draw(app.ctx.screen)
    area = app.ctx.screen.subsurface(notes)
    assert any(
        area.get_at((x, y))[:3] == (255, 150, 120)
        for x in range(0, notes.width, 2)
        for y in range(0, notes.height, 2)
    )
    # fixing it enables Start again
    choose(app, form.widgets["deck"], "36")  # type: ignore[attr-defined]
    assert app.ctx.stack.top.buttons["start"].is_enabled  # type: ignore[attr-defined]
    assert app.ctx.stack.top.problem_text() == ""  # type: ignore[attr-defined]


def test_seven_card_and_teams_options(app: App, fake_table: type[FakeTable]) -> None:
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    choose(app, form.widgets["teams"], "pairs")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert not form.buttons["start"].is_enabled  # type: ignore[attr-defined]  # 2 players cannot be teams
    choose(app, form.widgets["players"], "4")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.buttons["start"].is_enabled  # type: ignore[attr-defined]
    box = form.widgets["seven_card"]  # type: ignore[attr-defined]
    click(app, box.rect.center)
    form = app.ctx.stack.top
    assert form.rules.seven_card and form.rules.hand_size == 7  # type: ignore[attr-defined]


def test_language_switch_changes_menu_at_once(app: App) -> None:
    frames(app)
    menu = app.ctx.stack.top
    assert menu.buttons["play"].text == "Play"  # type: ignore[attr-defined]
    choose(app, menu._lang_menu, "ru")  # type: ignore[attr-defined]
    menu = app.ctx.stack.top
    assert menu.buttons["play"].text == "Играть"  # type: ignore[attr-defined]
    assert menu.buttons["quit"].text == "Выход"  # type: ignore[attr-defined]
    assert app.ctx.settings.language == "ru"
    saved = json.loads(Path(os.environ["DURAK_CONFIG_DIR"], "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "ru"


def test_keyboard_in_main_menu(app: App) -> None:
    frames(app)
    items = app.ctx.stack.top.items  # type: ignore[attr-defined]
    for _ in range(items.index("rules") + 1):  # the focus starts on no item; the first Down is on Play
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert top_name(app) == "RulesScene"
    key(app, pygame.K_ESCAPE)
    assert top_name(app) == "MainMenuScene"


def test_settings_scene_persists_changes(app: App) -> None:
    frames(app)
    click(app, app.ctx.stack.top.button_rect("settings").center)  # type: ignore[attr-defined]
    assert top_name(app) == "SettingsScene"
    scene = app.ctx.stack.top
    click(app, scene._widgets["muted"].rect.center)  # type: ignore[attr-defined]
    choose(app, app.ctx.stack.top._widgets["sort_order"], "rank")  # type: ignore[attr-defined]
    choose(app, app.ctx.stack.top._widgets["language"], "de")  # type: ignore[attr-defined]
    scene = app.ctx.stack.top
    assert scene.buttons["back"].text == "Zurück"  # type: ignore[attr-defined]
    path = Path(os.environ["DURAK_CONFIG_DIR"], "settings.json")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["muted"] is True and saved["sort_order"] == "rank" and saved["language"] == "de"
    assert app.ctx.sound.muted
    click(app, scene.button_rect("back").center)  # type: ignore[attr-defined]
    assert top_name(app) == "MainMenuScene"
    assert app.ctx.stack.top.buttons["play"].text == "Spielen"  # type: ignore[attr-defined]


def test_rules_overlay_over_another_scene(app: App) -> None:
    from game.ui.scenes.rules_scene import RulesScene

    frames(app)
    below = app.ctx.stack.top
    app.ctx.stack.push(RulesScene(app.ctx, overlay=True))
    frames(app)
    assert app.ctx.stack.visible() == [below, app.ctx.stack.top]
    assert below.ui_root is not None and not below.ui_root.visible  # type: ignore[attr-defined]
    rules = app.ctx.stack.top
    rules.jump_to(len(rules._section_titles) - 1)  # type: ignore[attr-defined]
    assert rules._scroll_pct > 0.5  # type: ignore[attr-defined]
    click(app, rules.button_rect("close").center)  # type: ignore[attr-defined]
    assert app.ctx.stack.top is below
    assert below.ui_root.visible  # type: ignore[attr-defined]


def test_window_resize_rebuilds(app: App) -> None:
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    surface = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app, 3)
    assert app.ctx.screen.get_size() == surface.get_size() == (1920, 1080)
    assert app.ctx.ui_scale > 1.0
    start = app.ctx.stack.top.buttons["start"]  # type: ignore[attr-defined]
    assert start.rect.right > 1280  # laid out for the new size


def test_f11_toggles_fullscreen(app: App) -> None:
    frames(app)
    key(app, pygame.K_F11)
    assert app.ctx.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.ctx.settings.fullscreen
    assert app.ctx.screen.get_size() == (1280, 800)


# ---------------------------------------------------------------------------- crashes


def test_crash_writes_log_and_exits_nonzero(monkeypatch: pytest.MonkeyPatch, user_dirs: Path) -> None:
    from game.ui.scenes.main_menu import MainMenuScene

    def boom(self: Scene, dt: float) -> None:
        raise RuntimeError("simulated failure in a scene")

    monkeypatch.setattr(MainMenuScene, "update", boom)
    monkeypatch.setattr(app_mod, "CRASH_SCREEN_TIMEOUT", 0.3)
    shown: list[Path | None] = []
    real_screen = app_mod.show_crash_screen

    def spy(exc: BaseException, crash_log: Path | None, ver: str, timeout: float | None = None) -> None:
        shown.append(crash_log)
        real_screen(exc, crash_log, ver, timeout)

    monkeypatch.setattr(app_mod, "show_crash_screen", spy)
    code = app_mod.run(Options(size=(1024, 700)))
    assert code != 0
    logs = list((user_dirs / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "simulated failure in a scene" in text and "Traceback" in text
    assert "Platform:" in text and "Durak " in text
    assert shown == [logs[0]]
    assert (user_dirs / "logs" / "durak.log").exists()


def test_crash_in_selftest_prints_and_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.ui.scenes.main_menu import MainMenuScene

    def boom(self: Scene, dt: float) -> None:
        raise RuntimeError("selftest boom")

    monkeypatch.setattr(MainMenuScene, "update", boom)
    monkeypatch.setattr(
        app_mod, "show_crash_screen", lambda *a, **k: pytest.fail("no error screen in self-test")
    )
    assert app_mod.run(Options(selftest=True, size=(1024, 700))) == 1
    assert "selftest boom" in capsys.readouterr().err


def test_crash_screen_renders_text(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pygame.init()
    try:
        screen = pygame.display.set_mode((800, 500))
        app_mod.show_crash_screen(ValueError("x" * 400), tmp_path / "crash.log", "1.0", timeout=0.05)
        # something was drawn: the background is not uniform
        colours = {screen.get_at((x, y))[:3] for x in range(0, 800, 7) for y in range(0, 200, 7)}
        assert len(colours) > 3
    finally:
        pygame.quit()


# ---------------------------------------------------------------------------- self-test


@pytest.mark.slow
@pytest.mark.skipif(not HAS_TABLE, reason="the table scene (game/ui/scenes/table.py) does not exist yet")
def test_selftest_exits_zero(user_dirs: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.run(
        [sys.executable, "-m", "game", "--selftest", "--selftest-timeout", "150", "--seed", "5"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "selftest: passed" in proc.stdout


def test_the_new_game_form_offers_the_levels_weakest_first_without_arena_baselines() -> None:
    from game.ui.new_game_form import level_names

    names = level_names()
    assert names[:5] == ["random", "easy", "normal", "hard", "master"]
    assert "dmcts" not in names


def test_the_rules_appear_at_once_and_their_text_a_frame_later(app: App) -> None:
    frames(app)
    app.ctx.stack.push(app.ctx.make_scene("rules"))
    app.step(1 / 60)
    scene = app.ctx.stack.top
    assert top_name(app) == "RulesScene" and scene.text_box is None  # type: ignore[attr-defined]
    assert "close" in scene.buttons  # type: ignore[attr-defined]
    app.step(1 / 60)
    assert scene.text_box is not None, "laid out after the first frame"  # type: ignore[attr-defined]
