"""Cheating goes with every variant: a check box on the new-game form (issues 21 and 33), clicked for
real; the variant's name for the statistics and saves, old names included."""

from __future__ import annotations

import json
import os

import pygame
import pytest
from test_ui_app import (  # noqa: F401  (fixtures)
    FakeTable,
    app,
    choose,
    click,
    fake_table,
    frames,
    top_name,
    user_dirs,
)

from game.app import App
from game.engine import PRESETS, Game, Rules, preset
from game.engine.record import GameRecord
from game.play.config import GameConfig, variant_name, variant_parts
from game.play.saves import SavedGame
from game.play.session import Session
from game.ui import i18n
from game.ui.i18n import variant_label
from game.ui.scenes.main_menu import preview


def open_form(app: App) -> object:  # noqa: F811
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    assert top_name(app) == "NewGameScene"
    return app.ctx.stack.top


def test_the_box_sits_between_back_and_start_and_the_list_has_no_cheating_preset(app: App) -> None:  # noqa: F811
    form = open_form(app)
    box = form.widgets["cheating"]  # type: ignore[attr-defined]
    back, start = form.buttons["back"].rect, form.buttons["start"].rect  # type: ignore[attr-defined]
    assert back.right < box.rect.left and box.rect.right < start.left
    assert back.top <= box.rect.centery <= back.bottom
    ids = [opt[1] for opt in form.widgets["preset"].options_list]  # type: ignore[attr-defined]
    assert "cheating" not in ids and "perevodnoy" in ids
    # the keyboard meets it between the two buttons
    order = form.form_focus.order(form.widgets)  # type: ignore[attr-defined]
    assert order.index("back") < order.index("cheating") < order.index("start")


def test_a_cheating_game_of_perevodnoy_set_up_by_clicks(app: App, fake_table: type[FakeTable]) -> None:  # noqa: F811
    form = open_form(app)
    choose(app, form.widgets["preset"], "perevodnoy")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    click(app, form.widgets["cheating"].rect.center)  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.rules.cheating and form.rules.transfer  # type: ignore[attr-defined]
    # still Perevodnoy in the list, the box ticked: not "Custom"
    assert form.preset == "perevodnoy" and form.widgets["cheating"].is_checked  # type: ignore[attr-defined]
    # another variant keeps the box
    choose(app, form.widgets["preset"], "classic")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.rules.cheating and form.preset == "classic"  # type: ignore[attr-defined]
    choose(app, form.widgets["preset"], "perevodnoy")  # type: ignore[attr-defined]
    frames(app)
    shots = os.environ.get("DURAK_SHOTS")  # look at it: DURAK_SHOTS=/tmp/dir
    if shots:
        pygame.image.save(app.ctx.screen, os.path.join(shots, "form-cheating.png"))
    form = app.ctx.stack.top
    click(app, form.buttons["start"].rect.center)  # type: ignore[attr-defined]
    assert top_name(app) == "FakeTable"
    (config,) = fake_table.created
    assert config.rules == Rules(transfer=True, cheating=True)
    assert config.preset == "perevodnoy-cheating"
    last = app.ctx.settings.last_new_game
    assert last["preset"] == "perevodnoy" and last["options"]["cheating"] is True


def test_podkidnoy_with_the_box_keeps_the_old_name(app: App, fake_table: type[FakeTable]) -> None:  # noqa: F811
    form = open_form(app)
    click(app, form.widgets["cheating"].rect.center)  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    click(app, form.buttons["start"].rect.center)  # type: ignore[attr-defined]
    (config,) = fake_table.created
    assert config.rules == preset("cheating") and config.preset == "cheating"


def test_a_form_remembered_with_the_old_cheating_preset_ticks_the_box(app: App) -> None:  # noqa: F811
    app.ctx.update_settings(last_new_game={"preset": "cheating", "players": 3, "levels": ["easy"] * 5})
    form = open_form(app)
    assert form.preset == "podkidnoy" and form.rules.cheating and form.players == 3  # type: ignore[attr-defined]
    assert form.widgets["cheating"].is_checked  # type: ignore[attr-defined]


def test_variant_names_and_labels() -> None:
    assert variant_name(PRESETS["perevodnoy"]) == "perevodnoy"
    assert variant_name(PRESETS["cheating"]) == "cheating"  # the statistics' old name
    names = {variant_name(Rules(**{**PRESETS[n].to_dict(), "cheating": True})) for n in PRESETS}  # type: ignore[arg-type]
    assert names == {"cheating", *(f"{n}-cheating" for n in PRESETS if n not in ("podkidnoy", "cheating"))}
    assert variant_parts("custom-cheating") == ("custom", True)
    labels = {
        "en": "Perevodnoy, cheating allowed",
        "ru": "Переводной, можно жульничать",
        "de": "Perewodnoj, Schummeln erlaubt",
    }
    try:
        for code, label in labels.items():
            i18n.set_language(code)
            assert variant_label("perevodnoy-cheating") == label
            assert variant_label("cheating") == variant_label("podkidnoy-cheating")
            assert variant_label("cheating").startswith(i18n.tr("preset.podkidnoy") + ", ")
            assert variant_label("some-newer") == "Some-Newer"
    finally:
        i18n.set_language("en")


def test_old_cheating_saves_still_load_and_name_their_variant() -> None:
    game = Game.new(preset("cheating"), 2, seed=5)
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    saved = SavedGame(GameRecord.of(game), ("human", "easy"), 0, 5)
    back = SavedGame.from_dict(json.loads(saved.to_json()))
    assert "Podkidnoy, cheating allowed" in preview(back)
    session = Session.resume(back, synchronous=True)
    try:
        assert session.config.preset == "cheating" and session.game.rules.cheating
        assert len(session.game.history) == 3
    finally:
        session.shutdown()


def test_a_config_refuses_a_variant_its_rules_are_not() -> None:
    rules = Rules(transfer=True, cheating=True)
    assert GameConfig(rules, 2, ("human", "easy")).preset == "perevodnoy-cheating"
    for wrong in ("perevodnoy", "cheating", "podkidnoy-cheating"):
        with pytest.raises(ValueError):
            GameConfig(rules, 2, ("human", "easy"), preset=wrong)
