"""A custom deck chosen on the new-game form with real clicks, and a generalized game played on it to
its end (issue 34): 8 suits, the extra ones ★ ☾ ♛ ⚓ with their art, Hard on a node budget."""

from __future__ import annotations

import os
import random
from typing import Any

import pygame
import pytest
from helpers import by_nodes
from test_ui_app import app, choose, click, frames, top_name, user_dirs  # noqa: F401  (fixtures)
from test_ui_table import _ui_policy
from test_ui_table_support import settle

from game.app import App
from game.engine import PRESETS, ProblemCode
from game.engine.rules import OFFERED_MAX_RANKS, OFFERED_MAX_SUITS
from game.play.config import CUSTOM, GameConfig
from game.play.session import Session
from game.play.stats import Statistics
from game.ui import i18n
from game.ui.deck_choice import (
    RANK_CHOICES,
    SUIT_CHOICES,
    deck_summary,
    on_deck,
    play_preset,
    rank_options,
    suit_options,
)
from game.ui.scenes import new_game
from game.ui.table.card_images import CardImages


class ByNodes:
    """The form's ``Session``, with the computers on node budgets and moves in this thread."""

    @staticmethod
    def new(config: GameConfig) -> Session:
        return Session.new(config, synchronous=True, computers=by_nodes)


def _open_form(app: App) -> Any:  # noqa: F811
    frames(app)
    click(app, app.ctx.stack.top.button_rect("play").center)  # type: ignore[attr-defined]
    assert top_name(app) == "NewGameScene"
    return app.ctx.stack.top


def test_a_custom_deck_is_chosen_and_played_to_its_end(app: App, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    monkeypatch.setattr(new_game, "Session", ByNodes)
    # every card of the deck has its sprite (none drawn in the plain procedural style)
    monkeypatch.setattr(CardImages, "procedural", lambda _self, card: pytest.fail(f"no art for {card}"))
    form = _open_form(app)
    choose(app, form.widgets["preset"], "perevodnoy")
    choose(app, app.ctx.stack.top.widgets["deck"], "custom")
    form = app.ctx.stack.top
    assert form.custom_deck and {"suits", "ranks"} <= set(form.widgets)
    # the preset's rules stay, on the deck it had: the drop-down still names the preset
    assert form.rules.transfer and (form.rules.suits, form.rules.ranks) == (4, 9)
    assert form.shown_preset() == "perevodnoy" and form.preset == "perevodnoy"

    # too few cards: the seed's condition, with the numbers, and no start
    choose(app, form.widgets["suits"], "2")
    choose(app, app.ctx.stack.top.widgets["ranks"], "2")
    form = app.ctx.stack.top
    assert [p.code for p in form.problems()] == [ProblemCode.DECK_TOO_SMALL]
    assert "4 cards are not enough to deal 6 cards to each of 2 players" in form.problem_text()
    assert not form.buttons["start"].is_enabled

    # the largest suits offered, three ranks (Q–A): 24 cards, every suit's art
    choose(app, form.widgets["suits"], str(OFFERED_MAX_SUITS))
    choose(app, app.ctx.stack.top.widgets["ranks"], "3")
    form = app.ctx.stack.top
    assert (form.rules.suits, form.rules.ranks) == (OFFERED_MAX_SUITS, 3) and not form.problems()
    assert form.shown_preset() == "perevodnoy" and form.preset == CUSTOM  # a custom game in the statistics
    choose(app, form.widgets["level0"], "hard")
    click(app, app.ctx.stack.top.buttons["start"].rect.center)
    assert top_name(app) == "TableScene"
    assert app.ctx.settings.last_new_game["options"]["suits"] == OFFERED_MAX_SUITS

    table = app.ctx.stack.top
    assert table.game.rules.suits == OFFERED_MAX_SUITS and table.game.rules.transfer
    rng = random.Random(5)
    for i in range(600):
        settle(table)
        if table.game.is_over:
            break
        if i % 8 == 0:
            table.draw(app.ctx.screen)
        _ui_policy(table, rng)
    assert table.game.is_over and not table.desyncs
    table.draw(app.ctx.screen)
    shots = os.environ.get("DURAK_SHOTS")  # look at it: DURAK_SHOTS=/tmp/dir
    if shots:
        pygame.image.save(app.ctx.screen, os.path.join(shots, "custom-deck-end.png"))
    table.session.shutdown()
    (entry,) = Statistics.load().entries
    assert entry.variant == CUSTOM and entry.players == 2 and entry.level == "hard"


def test_the_form_comes_back_with_the_custom_deck(app: App) -> None:  # noqa: F811
    last = {
        "preset": CUSTOM,
        "options": {"suits": 6, "ranks": 5, "transfer": True},
        "players": 3,
        "levels": ["easy", "hard"],
    }
    app.ctx.update_settings(last_new_game=last)
    form = _open_form(app)
    assert form.custom_deck and (form.rules.suits, form.rules.ranks) == (6, 5)
    assert form.widgets["suits"].selected_option[1] == "6"
    assert form.widgets["ranks"].selected_option[1] == "5"
    # back to a standard deck: the suits and ranks go, and the preset's own deck is a preset again
    choose(app, form.widgets["deck"], "36")
    form = app.ctx.stack.top
    assert not form.custom_deck and "suits" not in form.widgets
    assert (form.rules.suits, form.rules.ranks) == (4, 9)
    # a preset chosen with a custom deck keeps the deck
    choose(app, form.widgets["deck"], "custom")
    choose(app, app.ctx.stack.top.widgets["ranks"], str(OFFERED_MAX_RANKS))
    choose(app, app.ctx.stack.top.widgets["preset"], "seven_card")
    form = app.ctx.stack.top
    assert form.rules.seven_card and (form.rules.suits, form.rules.ranks) == (4, OFFERED_MAX_RANKS)
    assert form.shown_preset() == "seven_card" and play_preset(form.rules) == "seven_card"


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_the_custom_deck_choices_in_every_language(language: str) -> None:
    i18n.set_language(language)
    try:
        suits = [label for label, _ in suit_options()]
        ranks = [label for label, _ in rank_options()]
    finally:
        i18n.set_language("en")
    assert len(suits) == len(SUIT_CHOICES) == OFFERED_MAX_SUITS - 1
    assert len(ranks) == len(RANK_CHOICES) == OFFERED_MAX_RANKS - 1
    king, ace = {"ru": ("К", "Т"), "uk": ("К", "Т")}.get(language, ("K", "A"))  # the language's letters
    assert ranks[0] == f"{king}–{ace}" and ranks[-1] == f"2–{ace}" and f"10–{ace}" in ranks
    words = {
        "en": ("2 suits", "5 suits"),
        "ru": ("2 масти", "5 мастей"),
        "de": ("2 Farben", "5 Farben"),
        "uk": ("2 масті", "5 мастей"),
    }
    assert suits[0] == words[language][0] and suits[3] == words[language][1]
    i18n.set_language(language)
    try:
        summary = deck_summary(on_deck(PRESETS["podkidnoy"], OFFERED_MAX_SUITS, OFFERED_MAX_RANKS))
    finally:
        i18n.set_language("en")
    assert (
        summary
        == {
            "en": "104 cards in the deck",
            "ru": "104 карты в колоде",
            "de": "104 Karten im Spiel",
            "uk": "104 карти у колоді",
        }[language]
    )
