"""The new-game form names the partners of a team game, and never draws a half-made change (the new
preset's name over the old options): through the app's own loop and real clicks."""

from __future__ import annotations

import pygame
from test_ui_app import app, choose, click, frames, top_name, user_dirs  # noqa: F401  (fixtures)

from game.app import App
from game.engine import PRESETS
from game.ui.i18n import set_language
from game.ui.partners import seat_labels, teams_line


def _form(app: App) -> object:  # noqa: F811
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    assert top_name(app) == "NewGameScene"
    return app.ctx.stack.top


def test_the_form_names_who_plays_with_whom(app: App) -> None:  # noqa: F811
    form = _form(app)
    choose(app, form.widgets["preset"], "teams")  # type: ignore[attr-defined]
    form = app.ctx.stack.top
    assert form.players == 4  # type: ignore[attr-defined]
    line = teams_line(form.rules, 4, lambda: app.ctx.settings)  # type: ignore[attr-defined]
    # the table marks Boris (seat 2) as your partner: the form says the same
    assert line == "Teams: You + Boris · Anna + Vera"
    headings = [getattr(e, "text", "") for e in form.ui_root.elements]  # type: ignore[attr-defined]
    assert "The other players" in headings and "Opponents" not in headings  # a partner is no opponent
    form.draw(app.ctx.screen)  # type: ignore[attr-defined]
    set_language("ru")
    try:
        assert (
            teams_line(PRESETS["teams"], 4, lambda: app.ctx.settings) == "Команды: Вы + Борис · Анна + Вера"
        )
    finally:
        set_language("en")
    assert teams_line(PRESETS["podkidnoy"], 4, lambda: app.ctx.settings) == ""
    # each opponent's level is labelled with the name the table will give that seat
    assert seat_labels(PRESETS["teams"], 4, lambda: app.ctx.settings) == ["Anna", "Boris · partner", "Vera"]
    assert seat_labels(PRESETS["podkidnoy"], 3, lambda: app.ctx.settings) == ["Anna", "Boris"]
    set_language("de")
    try:  # German agrees with the partner's gender too
        assert seat_labels(PRESETS["teams"], 6, lambda: app.ctx.settings)[2] == "Vera · Partnerin"
    finally:
        set_language("en")


def test_no_frame_shows_the_new_preset_over_the_old_options(app: App, monkeypatch: object) -> None:  # noqa: F811
    form = _form(app)
    shown: list[tuple[str, bool]] = []
    real_flip = pygame.display.flip

    def flip() -> None:  # what each drawn frame shows: the preset's text and the transfer box
        top = app.ctx.stack.top
        widgets = top.widgets  # type: ignore[attr-defined]
        text = widgets["preset"].selected_option
        label = text[0] if isinstance(text, tuple) else text
        shown.append((str(label), bool(top.rules.transfer)))  # type: ignore[attr-defined]
        real_flip()

    monkeypatch.setattr(pygame.display, "flip", flip)  # type: ignore[attr-defined]
    choose(app, form.widgets["preset"], "perevodnoy")  # type: ignore[attr-defined]
    frames(app, 3)
    assert app.ctx.stack.top.rules.transfer  # type: ignore[attr-defined]
    stale = [s for s in shown if "erevod" in s[0] and not s[1]]
    assert stale == [], f"a frame showed the new preset with the old options: {stale}"
