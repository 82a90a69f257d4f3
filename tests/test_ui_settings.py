"""Settings: defaults, round trip, bad fields, corrupt files, atomic writes; the sound player."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine.rules import OFFERED_MAX_RANKS, OFFERED_MAX_SUITS
from game.ui import settings as settings_mod
from game.ui.last_new_game import check_last_new_game
from game.ui.settings import Settings, settings_path, system_language


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(folder))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return folder


def test_env_overrides_the_folder(config_dir: Path) -> None:
    assert settings_path() == config_dir / "settings.json"


def test_defaults_without_a_file(config_dir: Path) -> None:
    s = Settings.load()
    assert s == Settings.defaults()
    assert s.language == "en"
    assert s.show_hints is True and s.endgame_insight is False
    assert not config_dir.exists() or not any(config_dir.iterdir())


def test_round_trip(config_dir: Path) -> None:
    s = Settings.defaults().with_changes(
        language="ru",
        volume=0.25,
        muted=True,
        anim_speed=2.0,
        four_color_suits=True,
        card_back="blue",
        sort_order="rank",
        auto_pass=True,
        fullscreen=True,
        endgame_insight=True,
        show_hints=False,
        player_name="Анна",
        last_new_game={"preset": "perevodnoy", "players": 3, "levels": ["easy", "easy"]},
    )
    path = s.save()
    assert path == config_dir / "settings.json"
    assert Settings.load() == s
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["player_name"] == "Анна"


def test_unknown_fields_and_choices_are_ignored_and_logged(
    config_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps(
            {
                "language": "fr",  # not spoken: default
                "muted": True,  # fine
                "anim_speed": 2.2,  # snapped to the nearest choice
                "card_back": "green",
                "sort_order": "rank",
                "colour_blind": True,  # unknown
            }
        ),
        encoding="utf-8",
    )
    with caplog.at_level("INFO"):
        s = Settings.load()
    d = Settings.defaults()
    assert s.language == d.language
    assert s.muted is True
    assert s.anim_speed == 2.0
    assert s.card_back == d.card_back
    assert s.sort_order == "rank"
    assert s.fullscreen is False
    text = caplog.text
    assert "'fr'" in text and "2.2 becomes 2.0" in text and "'green'" in text and "colour_blind" in text
    assert (config_dir / "settings.json").exists()  # kept: nothing in it is wrong, only unknown


@pytest.mark.parametrize("patch", [{"volume": "loud"}, {"fullscreen": 1}, {"muted": None}, {"language": 7}])
def test_a_value_of_the_wrong_type_sets_the_file_aside(config_dir: Path, patch: dict[str, object]) -> None:
    # Before the strict reader a wrong type only lost that field; now it is a damaged file.
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(json.dumps({"muted": True, **patch}), encoding="utf-8")
    assert Settings.load() == Settings.defaults()
    assert len(list(config_dir.glob("settings.json.corrupt-*"))) == 1


def test_volume_is_clamped() -> None:
    assert Settings.from_dict({"volume": 7}).volume == 1.0
    assert Settings.from_dict({"volume": -1}).volume == 0.0


def test_with_changes_validates() -> None:
    with pytest.raises(ValueError):
        Settings.defaults().with_changes(card_back="purple")


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", "\x00\x01garbage"])
def test_corrupt_file_is_set_aside(config_dir: Path, content: str, caplog: pytest.LogCaptureFixture) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text(content, encoding="utf-8")
    with caplog.at_level("WARNING"):
        s = Settings.load()
    assert s == Settings.defaults()
    assert not path.exists()
    aside = list(config_dir.glob("settings.json.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_text(encoding="utf-8") == content
    assert any("corrupt" in rec.getMessage() for rec in caplog.records)


def test_write_is_atomic(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    good = Settings.defaults().with_changes(player_name="first")
    path = good.save()
    before = path.read_bytes()

    def broken_fsync(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    # the write fails half-way, after the temporary file got its text
    monkeypatch.setattr(settings_mod.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        good.with_changes(player_name="second").save()
    # the old file is untouched and no temporary file is left behind
    assert path.read_bytes() == before
    assert sorted(p.name for p in config_dir.iterdir()) == ["settings.json"]


def test_save_uses_replace(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str]] = []
    real = os.replace

    def spy(src: str, dst: str) -> None:
        calls.append((str(src), str(dst)))
        real(src, dst)

    monkeypatch.setattr(settings_mod.os, "replace", spy)
    Settings.defaults().save()
    assert len(calls) == 1
    src, dst = calls[0]
    assert Path(src).parent == Path(dst).parent == config_dir
    assert Path(dst).name == "settings.json"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("ru_RU.UTF-8", "ru"), ("de_DE.UTF-8", "de"), ("uk_UA.UTF-8", "uk"), ("fr_FR.UTF-8", "en"), ("C", "en")],
)
def test_language_from_the_system(monkeypatch: pytest.MonkeyPatch, lang: str, expected: str) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", lang)
    monkeypatch.setattr(settings_mod.locale, "getlocale", lambda: (None, None))
    assert system_language() == expected


def test_sound_player_is_silent_without_mixer() -> None:
    import pygame

    from game.ui.sound import SoundPlayer

    if pygame.mixer.get_init():
        pygame.mixer.quit()
    player = SoundPlayer()
    assert not player.available
    player.play("deal")  # no mixer: nothing happens, nothing raises
    player.set_volume(0.3)
    player.mute(True)
    assert player.muted and player.volume == 0.3


def test_sound_player_skips_missing_files() -> None:
    import pygame

    from game.ui.sound import SoundPlayer

    try:
        pygame.mixer.init()
    except pygame.error:
        pytest.skip("no audio driver at all")
    try:
        player = SoundPlayer()
        player.play("no_such_sound")
        player.play("click")
        assert player._cache["no_such_sound"] is None
    finally:
        pygame.mixer.quit()


def test_a_remembered_form_with_a_deck_the_form_does_not_offer_is_refused() -> None:
    # Issue 38: the engine plays 21 × 64 cards, but such a game lasts tens of thousands of moves.
    form = {"preset": "perevodnoy", "players": 2, "levels": ["easy"]}
    largest = {"suits": OFFERED_MAX_SUITS, "ranks": OFFERED_MAX_RANKS, "transfer": True}
    assert check_last_new_game({**form, "options": largest}) == {**form, "options": largest}
    for bigger in (
        {"suits": OFFERED_MAX_SUITS + 1},
        {"ranks": OFFERED_MAX_RANKS + 1},
        {"suits": 21, "ranks": 64},
    ):
        with pytest.raises(ValueError, match="offers no deck"):
            check_last_new_game({**form, "options": {**largest, **bigger}})
