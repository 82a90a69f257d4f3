"""Dates as a player of each language writes them (game/ui/dates.py): the words from the catalogues,
the month in the genitive where the language declines it, the short form where room is short, and
no screen writing an ISO date of its own."""

from __future__ import annotations

import datetime as dt
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_ui_table_support import make_ctx, pump

from game.engine import PRESETS, Game
from game.engine.record import GameRecord
from game.play.saves import SavedGame
from game.ui import dates
from game.ui.dates import date_text
from game.ui.i18n import LANGUAGES, set_language
from game.ui.scenes import main_menu

DAY = dt.date(2026, 12, 6)
#: the day above, in full and short, as a player of each language writes it
WRITTEN = {
    "en": ("6 December 2026", "6 Dec 2026"),
    "ru": ("6 декабря 2026", "6 дек. 2026"),
    "de": ("6. Dezember 2026", "6. Dez. 2026"),
    "uk": ("6 грудня 2026", "6 груд. 2026"),
}
#: a month's name alone (nominative), which a date must not use in Russian and Ukrainian
NOMINATIVE = {"ru": ("май", "декабрь"), "uk": ("травень", "грудень")}


@pytest.fixture(autouse=True)
def english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("DURAK_DATA_DIR", folder)
        yield
    set_language("en")


def test_every_language_is_pinned() -> None:
    assert set(WRITTEN) == set(LANGUAGES)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_fixed_day_as_the_language_writes_it(language: str) -> None:
    set_language(language)
    assert (date_text(DAY), date_text(DAY, short=True)) == WRITTEN[language]


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_moment_shows_its_local_day_and_time(language: str) -> None:
    set_language(language)
    moment = dt.datetime(2026, 12, 6, 1, 10).timestamp()  # local time, as the game shows it
    assert date_text(moment) == WRITTEN[language][0]
    assert date_text(moment, short=True, clock=True) == f"{WRITTEN[language][1]}, 01:10"
    assert date_text(DAY, clock=True) == WRITTEN[language][0]  # a day has no time of day to show


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_month_has_its_own_name_in_both_forms(language: str) -> None:
    set_language(language)
    days = [dt.date(2026, month, 1) for month in range(1, 13)]
    full = [date_text(day) for day in days]
    short = [date_text(day, short=True) for day in days]
    assert len(set(full)) == len(set(short)) == 12
    assert all(re.fullmatch(r"1\.? \S.* 2026", text) for text in full + short)
    assert all(len(s) <= len(f) for s, f in zip(short, full, strict=True))


@pytest.mark.parametrize("language", sorted(NOMINATIVE))
def test_russian_and_ukrainian_decline_the_month(language: str) -> None:
    set_language(language)
    may, december = date_text(dt.date(2026, 5, 1)), date_text(DAY)
    assert NOMINATIVE[language][0] not in may.split() and NOMINATIVE[language][1] not in december.split()


@pytest.mark.parametrize("language", ["ru", "de"])
def test_the_deal_of_the_day_names_its_day_in_the_language(language: str) -> None:
    ctx = make_ctx()
    set_language(language)  # after the context, which sets the language of the settings
    scene = ctx.make_scene("daily", DAY)
    ctx.stack.clear_to(scene)
    pump(scene)
    assert scene.lines()[0][0] == WRITTEN[language][0]  # type: ignore[attr-defined]
    ctx.close()


def test_the_saved_game_on_the_menu_shows_its_day_in_the_language() -> None:
    set_language("de")
    game = Game.new(PRESETS["podkidnoy"], 2, 3)
    game.apply(game.legal_actions()[0])
    when = dt.datetime(2026, 12, 6, 1, 10).timestamp()
    saved = SavedGame(GameRecord.of(game), ("human", "easy"), 0, 3, saved_at=when)
    assert main_menu.preview(saved).endswith(" · 6. Dez. 2026, 01:10")


def test_no_screen_writes_a_date_of_its_own() -> None:
    """Every date on a screen goes through date_text: no ISO date, no strftime in the ui layer."""
    ui = Path(dates.__file__).parent
    found = [
        f"{path.relative_to(ui)}:{n}"
        for path in sorted(ui.rglob("*.py"))
        if path.name != "dates.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.isoformat\(\)|strftime\(|%Y-%m-%d", line)
    ]
    assert found == []
