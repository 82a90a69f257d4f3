"""The game starts, and plays, whatever was left in its settings file (issue 18), headless."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import app as app_mod
from game.app import Options
from game.ui.player_name import check_name, clean_name
from game.ui.scenes.new_game import NewGameScene
from game.ui.settings import Settings

CORPUS = Path(__file__).resolve().parent / "data" / "hostile"
CASES = [
    "settings/bad-name-nul.json",  # crashed every table
    "settings/bad-name-surrogate-pair-half.json",  # crashed on Start
    "settings/bad-rules-huge-ranks.json",  # built a 4-million-card deck
    "any/not-utf8-latin1.json",  # crashed every start
    "any/too-deep-arrays.json",
    "any/bad-number-int-400-digits.json",
]


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.delenv("DURAK_DEBUG_LOG", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return tmp_path


@pytest.mark.parametrize("case", CASES)
def test_the_game_starts_with_defaults_and_plays_a_table(case: str, user_dirs: Path) -> None:
    config = user_dirs / "config"
    config.mkdir()
    (config / "settings.json").write_bytes((CORPUS / case).read_bytes())
    application = app_mod.App(Options(size=(1024, 700), fullscreen=False))
    try:
        assert application.ctx.settings == Settings.defaults()
        assert list(config.glob("settings.json.corrupt-*"))
        form = NewGameScene(application.ctx)
        application.ctx.stack.replace(form)
        application.step(1 / 60)
        form.start()  # the remembered form is the default one: a 36-card table opens
        for _ in range(5):
            application.step(1 / 60)
        assert type(application.ctx.stack.top).__name__ == "TableScene"
    finally:
        application.close()


def test_a_name_is_checked_where_it_is_typed_and_where_it_is_read(user_dirs: Path) -> None:
    assert clean_name("An\x00na\u200b\x1b[2J") == "Anna[2J"
    assert clean_name("  " + "я" * 40) == "я" * 24
    for bad in ("a\x00", "\ud800", "tab\there", 7):
        with pytest.raises(ValueError):
            check_name(bad)
    assert Settings.defaults().with_changes(player_name=" Anna ").player_name == "Anna"
    path = Settings.defaults().with_changes(player_name="Anna").save()
    assert json.loads(path.read_text(encoding="utf-8"))["player_name"] == "Anna"
