"""The new-game form offers the cheating mode (issue 21), chosen with real clicks."""

from __future__ import annotations

import os

import pygame
from test_ui_app import app, choose, click, frames, top_name, user_dirs  # noqa: F401  (fixtures)

from game.app import App


def test_the_form_offers_the_cheating_mode(app: App) -> None:  # noqa: F811
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    assert top_name(app) == "NewGameScene"
    form = app.ctx.stack.top
    choose(app, form._widgets["preset"], "cheating")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.rules.cheating  # type: ignore[attr-defined]
    frames(app)
    shots = os.environ.get("DURAK_SHOTS")  # look at it: DURAK_SHOTS=/tmp/dir
    if shots:
        pygame.image.save(app.ctx.screen, os.path.join(shots, "form-cheating.png"))
