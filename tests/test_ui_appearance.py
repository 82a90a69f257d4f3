"""Felts and backs: the settings that keep them, the sprites the sprite tool draws for them, and the
table-and-cards screen, opened from Settings and worked by real clicks and keys, whose choices the
table then shows."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest
from test_ui_app import choose, click, frames, top_name, user_dirs  # noqa: F401 - fixtures
from test_ui_form_keys import focus_to, press
from test_ui_table_support import make_table, settle

from game.app import App, Options
from game.ui.appearance import ROWS
from game.ui.felt import felt_background
from game.ui.settings import CARD_BACKS, FELTS, Settings

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    yield application
    application.close()


def sprite_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sprites", ROOT / "tools" / "make_sprites.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_sprites", module)
    spec.loader.exec_module(module)
    return module


def saved() -> dict[str, object]:
    path = Path(os.environ["DURAK_CONFIG_DIR"], "settings.json")
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


# ---------------------------------------------------------------------------- settings


@pytest.mark.parametrize(("felt", "back"), list(zip(FELTS, CARD_BACKS, strict=True)))
def test_felt_and_back_survive_a_save(tmp_path: Path, felt: str, back: str) -> None:
    s = Settings.defaults().with_changes(felt=felt, card_back=back)
    path = s.save(tmp_path / "settings.json")
    loaded = Settings.load(path)
    assert (loaded.felt, loaded.card_back) == (felt, back)


def test_a_felt_or_back_this_version_does_not_offer_is_the_default_with_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"felt": "purple", "card_back": "paisley", "muted": True}), encoding="utf-8")
    with caplog.at_level("WARNING"):
        s = Settings.load(path)
    assert (s.felt, s.card_back, s.muted) == ("green", "red", True)
    assert "'purple'" in caplog.text and "'paisley'" in caplog.text
    assert path.exists(), "kept: only a choice is unknown"


@pytest.mark.parametrize("value", [7, None, ["wine"]])
def test_a_felt_of_the_wrong_kind_sets_the_file_aside(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"felt": value}), encoding="utf-8")
    assert Settings.load(path) == Settings.defaults()
    assert len(list(tmp_path.glob("settings.json.corrupt-*"))) == 1


def test_with_changes_refuses_an_unknown_felt() -> None:
    with pytest.raises(ValueError):
        Settings.defaults().with_changes(felt="plaid")


# ---------------------------------------------------------------------------- sprites


def test_the_sprite_tool_draws_every_felt_and_back_the_settings_offer() -> None:
    tool = sprite_tool()
    assert tuple(tool.FELTS) == FELTS and tuple(tool.BACKS) == CARD_BACKS
    assert len(FELTS) >= 3 and len(CARD_BACKS) >= 4
    for felt in FELTS:
        assert (SPRITES / "felts" / f"felt_{felt}.png").is_file(), felt
    for back in CARD_BACKS:
        assert (SPRITES / "backs" / f"back_{back}.png").is_file(), back


def _mean(img: pygame.Surface, box: pygame.Rect) -> tuple[float, float, float]:
    pixels = [
        img.get_at((x, y)) for y in range(box.top, box.bottom, 2) for x in range(box.left, box.right, 2)
    ]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def test_the_felts_differ_from_each_other_and_the_backs_too() -> None:
    def mean_of(path: Path, box: pygame.Rect) -> tuple[float, float, float]:
        return _mean(pygame.image.load(str(path)), box)

    felts = [mean_of(SPRITES / "felts" / f"felt_{f}.png", pygame.Rect(0, 0, 256, 256)) for f in FELTS]
    backs = [mean_of(SPRITES / "backs" / f"back_{b}.png", pygame.Rect(40, 40, 170, 270)) for b in CARD_BACKS]
    for colours in (felts, backs):
        for i, a in enumerate(colours):
            for b in colours[i + 1 :]:
                assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 30, (a, b)


# ---------------------------------------------------------------------------- the screen


def _felt_share(surface: pygame.Surface, felt: str) -> float:
    """The share of the window's pixels in the hue of ``felt`` (cards and labels are the rest)."""
    w, h = surface.get_size()
    tests = {
        "green": lambda r, g, b: g > r + 15 and g > b + 5,
        "blue": lambda r, g, b: b > r + 20 and b > g + 10,
        "wine": lambda r, g, b: r > g + 25 and r > b + 10,
        "grey": lambda r, g, b: max(r, g, b) - min(r, g, b) < 12,
    }
    hits = total = 0
    for y in range(0, h, 17):
        for x in range(0, w, 17):
            r, g, b, _ = surface.get_at((x, y))
            total += 1
            hits += tests[felt](r, g, b)
    return hits / total


def _opponents_card(table: object, screen: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of the middle of the other player's topmost card as it is on screen."""
    sprite = table.board.hands[1][-1]  # type: ignore[attr-defined]
    w = sprite.w
    box = pygame.Rect(0, 0, round(w * 0.4), round(w * 0.4))
    box.center = (round(sprite.x), round(sprite.y))
    return _mean(screen, box)


def open_appearance(app: App) -> None:
    click(app, app.ctx.stack.top.button_rect("settings").center)  # type: ignore[attr-defined]
    assert top_name(app) == "SettingsScene"
    click(app, app.ctx.stack.top.button_rect("appearance").center)  # type: ignore[attr-defined]
    assert top_name(app) == "AppearanceScene"


def choose_over_table(app: App, table: Any, **choices: str) -> None:
    """Over the running ``table``, by keys alone: Pause, Settings, Table and cards, each row stepped
    to its value, and Esc back to the table, drawn again."""
    press(app, pygame.K_ESCAPE)
    assert top_name(app) == "PauseScene"
    click(app, app.ctx.stack.top.button_rect("settings").center)  # type: ignore[attr-defined]
    focus_to(app, "appearance")
    press(app, pygame.K_RETURN)
    assert top_name(app) == "AppearanceScene"
    for name, value in choices.items():
        row = next(r for r in ROWS if r.name == name)
        focus_to(app, name)
        while (now := row.current(app.ctx.settings)) != value:
            later = row.values.index(value) > row.values.index(now)
            press(app, pygame.K_RIGHT if later else pygame.K_LEFT)
    for _ in range(3):
        press(app, pygame.K_ESCAPE)
    assert app.ctx.stack.top is table
    frames(app)


def test_the_screen_opened_from_settings_changes_felt_and_back_for_the_table(app: App) -> None:
    frames(app)
    open_appearance(app)
    screen: Any = app.ctx.stack.top
    assert [name for name in screen.widgets if name != "back"] == [row.name for row in ROWS]
    choose(app, screen.widgets["felt"], "wine")
    assert app.ctx.settings.felt == "wine" and saved()["felt"] == "wine"
    focus_to(app, "card_back")
    while app.ctx.settings.card_back != "black":
        press(app, pygame.K_RIGHT)
    assert saved()["card_back"] == "black"
    assert _felt_share(app.ctx.screen, "wine") > 0.4, "the screen is drawn on the new felt at once"
    click(app, app.ctx.stack.top.button_rect("back").center)  # type: ignore[attr-defined]
    assert top_name(app) == "SettingsScene"
    press(app, pygame.K_ESCAPE)
    assert top_name(app) == "MainMenuScene"

    table = make_table(app.ctx, "podkidnoy", 2, 1)
    settle(table)
    frames(app)
    assert _felt_share(app.ctx.screen, "wine") > 0.5
    r, g, b = _opponents_card(table, app.ctx.screen)
    assert max(r, g, b) < 110 and r < g + 30, "a black and gold back, not the red one"

    # and back over the table: Pause, Settings, Table and cards, by keys alone
    choose_over_table(app, table, felt="blue", card_back="red")
    assert _felt_share(app.ctx.screen, "blue") > 0.5
    r, g, b = _opponents_card(table, app.ctx.screen)
    assert r > g + 50 and r > b + 40, "the red back"


def test_the_felt_behind_every_menu_is_the_chosen_one(app: App) -> None:
    app.ctx.update_settings(felt="grey")
    frames(app)
    assert _felt_share(app.ctx.screen, "grey") > 0.5
    assert felt_background((64, 64), "grey") is not felt_background((64, 64), "green")
