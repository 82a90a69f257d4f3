"""Hostile files (issue 18): the corpus in tests/data/hostile/ and the special files of the OS.

Every case: the settings loader starts with defaults, sets the file aside and logs one line;
the record reader refuses with one reason and ``python -m game.engine replay`` exits 1 with one
``error:`` line, never a traceback.  FIFOs and devices run in a subprocess, so that a reader that
blocked would fail the test (after a generous timeout) instead of hanging the suite.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.engine import cli
from game.engine.errors import RecordError
from game.engine.record import GameRecord
from game.ground import jsonfile
from game.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "hostile"
ANY = sorted((CORPUS / "any").iterdir())
FOR_SETTINGS = ANY + sorted((CORPUS / "settings").iterdir())
FOR_RECORDS = ANY + sorted((CORPUS / "record").iterdir())
#: a guard against a hang, not a measure of speed: every case here takes well under a second
HANG_GUARD = 120


def _class(path: Path) -> str:
    for prefix in ("not-utf8", "too-deep", "bad-number", "duplicate-key", "bad-string", "not-json"):
        if path.name.startswith(prefix):
            return prefix
    return path.name.split("-")[0] + "-" + path.name.split("-")[1]


def test_the_corpus_covers_every_class_of_the_issue() -> None:
    classes = Counter(_class(p) for p in [*FOR_SETTINGS, *sorted((CORPUS / "record").iterdir())])
    for name in ("not-utf8", "too-deep", "bad-number", "wrong-type", "bad-name", "bad-rules", "bad-card"):
        assert classes[name] >= 2, (name, classes)
    assert sum(classes.values()) >= 50


@pytest.fixture
def settings_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    folder.mkdir()
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(folder))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return folder / "settings.json"


def _settings_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage() for r in caplog.records if r.name == "game.ui.settings" and r.levelno >= logging.INFO
    ]


@pytest.mark.parametrize("case", FOR_SETTINGS, ids=lambda p: p.name)
def test_a_hostile_settings_file_is_set_aside_and_defaults_are_used(
    case: Path, settings_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    data = case.read_bytes()
    settings_file.write_bytes(data)
    with caplog.at_level(logging.INFO):
        assert Settings.load() == Settings.defaults()
    assert not settings_file.exists()
    aside = list(settings_file.parent.glob("settings.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == data
    lines = _settings_lines(caplog)
    assert len(lines) == 1 and "set aside" in lines[0], lines
    assert "\n" not in lines[0]


@pytest.mark.parametrize("case", FOR_RECORDS, ids=lambda p: p.name)
def test_a_hostile_record_is_refused_in_one_line(case: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(RecordError):
        GameRecord.load(case).replay()
    assert cli.main(["replay", str(case)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and len(err) < 400, err


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.engine", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=HANG_GUARD,
    )


@pytest.mark.parametrize(
    "case", ["bad-number-int-5000-digits.json", "too-deep-arrays.json", "not-utf8-latin1.json"]
)
def test_the_command_line_prints_no_traceback(case: str) -> None:
    out = _cli("replay", str(CORPUS / "any" / case))
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.startswith("error: ") and out.stderr.count("\n") == 1, out.stderr


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@needs_fifo
def test_a_fifo_record_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    out = _cli("replay", str(fifo))  # nobody ever writes into it: reading would block for ever
    assert out.returncode == 1 and "not a regular file" in out.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_a_device_record_is_refused_at_once(device: str) -> None:
    out = _cli("replay", device)
    assert out.returncode == 1 and "not a regular file" in out.stderr


def test_a_folder_record_is_refused(tmp_path: Path) -> None:
    out = _cli("replay", str(tmp_path))
    assert out.returncode == 1 and "not a regular file" in out.stderr


def test_a_50_mb_record_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.write(b'{"format": "durak-record", "deck": "')
        fh.truncate(50 * 1024 * 1024)  # sparse: 50 MB that cost nothing to make
    out = _cli("replay", str(big))
    assert out.returncode == 1 and "larger than" in out.stderr


def test_a_record_just_over_the_cap_with_a_huge_deck_string_is_refused(tmp_path: Path) -> None:
    d = json.loads((CORPUS / "record" / "bad-deck-too-long.json").read_text(encoding="utf-8"))
    d["deck"] = "6S " * (2 << 20)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(RecordError, match="larger than"):
        GameRecord.load(path)


@needs_fifo
def test_a_fifo_in_place_of_the_settings_is_set_aside(tmp_path: Path) -> None:
    # In a subprocess: a loader that opened the FIFO for reading would block for ever.
    folder = tmp_path / "config"
    folder.mkdir()
    os.mkfifo(folder / "settings.json")
    code = "from game.ui.settings import Settings; print(Settings.load() == Settings.defaults())"
    env = {**os.environ, "DURAK_CONFIG_DIR": str(folder), "LANG": "en_US.UTF-8"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=HANG_GUARD
    )
    assert out.stdout.strip() == "True", out.stderr
    assert "set aside" in out.stderr and out.stderr.count("\n") == 1
    assert not (folder / "settings.json").exists()
    assert [p.name.split("-")[0] for p in folder.iterdir()] == ["settings.json.corrupt"]


@pytest.mark.parametrize("kind", ["folder", "50 MB"])
def test_a_folder_or_a_huge_file_in_place_of_the_settings_is_set_aside(
    settings_file: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    if kind == "folder":
        settings_file.mkdir()
    else:
        with open(settings_file, "wb") as fh:
            fh.truncate(50 * 1024 * 1024)
    with caplog.at_level(logging.INFO):
        assert Settings.load() == Settings.defaults()
    assert not settings_file.exists()
    assert len(_settings_lines(caplog)) == 1


def test_a_second_bad_file_never_replaces_the_first_set_aside(settings_file: Path) -> None:
    for text in ("{broken", "{broken again", "[]"):
        settings_file.write_text(text, encoding="utf-8")
        Settings.load()
    kept = sorted(p.read_text(encoding="utf-8") for p in settings_file.parent.glob("settings.json.corrupt-*"))
    assert kept == sorted(["{broken", "{broken again", "[]"])


def test_out_of_range_values_are_clamped_with_a_log_line(
    settings_file: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings_file.write_text(json.dumps({"volume": -3, "anim_speed": 1e300, "player_name": "x" * 40}))
    with caplog.at_level(logging.INFO):
        s = Settings.load()
    assert (s.volume, s.anim_speed, s.player_name) == (0.0, 3.0, "x" * 24)
    lines = _settings_lines(caplog)
    assert len(lines) == 3 and any("volume" in x for x in lines) and any("anim_speed" in x for x in lines)
    assert settings_file.exists()


def test_stale_temporary_files_of_interrupted_saves_are_removed(settings_file: Path) -> None:
    Settings.defaults().save()
    folder = settings_file.parent
    old = [folder / f".settings.json.{i}abc.tmp" for i in range(5)]
    for p in old:
        p.write_text("{half", encoding="utf-8")
        os.utime(p, (1, 1))
    fresh = folder / ".settings.json.fresh.tmp"  # another running game may be saving right now
    fresh.write_text("{", encoding="utf-8")
    Settings.load()
    assert not any(p.exists() for p in old) and fresh.exists()
    assert (folder / "settings.json").exists()


def test_the_reader_returns_a_value_or_its_one_error() -> None:
    assert jsonfile.parse(b'\xef\xbb\xbf{"a": [1, 2.5, "x", null, true]}') == {"a": [1, 2.5, "x", None, True]}
    codes = {}
    for case in ANY:
        if case.name.startswith("wrong-type"):  # a JSON value of the wrong kind: the caller refuses it
            assert jsonfile.read_json(case) is not None or case.name == "wrong-type-null.json"
            continue
        with pytest.raises(jsonfile.JsonFileError) as info:
            jsonfile.read_json(case, 64 * 1024, 6)
        codes[case.name] = info.value.code
    assert set(codes.values()) <= set(jsonfile.CODES)
    assert codes["too-deep-arrays.json"] == "too-deep"
    assert codes["bad-number-1e400.json"] == "bad-number"
    assert codes["duplicate-key.json"] == "duplicate-key"
    assert codes["not-utf8-utf16.json"] == "not-utf8"
    assert codes["bad-string-lone-surrogate.json"] == "bad-string"
    assert codes["bad-number-int-400-digits.json"] == "bad-number"
