"""Fuzzing the readers (issue 18): hostile bytes give a value or the one documented error.

Three sources of input, each bounded in size (the budget is bytes and examples, not time):
random bytes, a real record or settings file with random bytes changed, and a valid dict with
one field replaced by an arbitrary JSON value.  The settings loader must return settings that
are safe to use (or defaults); the record reader must return a record or raise RecordError,
and a record it returns must replay or raise RecordError.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.errors import RecordError
from game.engine.record import GameRecord
from game.ground.jsonfile import JsonFileError, parse
from game.ui.settings import ANIM_SPEEDS, Settings

ROOT = Path(__file__).resolve().parents[1]
RECORD = (ROOT / "tests" / "golden" / "perevodnoy-3p-103.record.json").read_bytes()
SETTINGS = json.dumps(
    {
        "language": "ru",
        "volume": 0.4,
        "muted": False,
        "anim_speed": 1.5,
        "player_name": "Анна",
        "last_new_game": {
            "preset": "perevodnoy",
            "options": {"transfer": True},
            "players": 3,
            "levels": ["easy"],
        },
    }
).encode()
#: the largest input a case feeds (the readers are linear in it)
MAX_BYTES = 4096
FUZZ = settings(max_examples=300)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**45), 10**45)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 8))):
        at = draw(st.integers(0, len(data)))
        how = draw(st.sampled_from(["set", "insert", "delete", "repeat"]))
        byte = draw(st.integers(0, 255))
        if how == "set" and at < len(data):
            data[at] = byte
        elif how == "insert":
            data.insert(at, byte)
        elif how == "delete" and at < len(data):
            del data[at]
        elif how == "repeat":
            data[at:at] = data[at : at + 8] * draw(st.integers(1, 50))
    return bytes(data[: MAX_BYTES * 8])


def _safe(s: Settings) -> None:
    """Settings the game can use: each field of its type and in its range."""
    assert math.isfinite(s.volume) and 0.0 <= s.volume <= 1.0
    assert s.anim_speed in ANIM_SPEEDS
    assert isinstance(s.player_name, str) and s.player_name.isprintable() and len(s.player_name) <= 24
    assert isinstance(s.last_new_game, dict)


def _load_settings(data: bytes) -> Settings:
    log = logging.getLogger("game.ui.settings")
    log.disabled = True  # thousands of "set aside" lines say nothing here
    try:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "settings.json"
            path.write_bytes(data)
            s = Settings.load(path)
            assert path.exists() or len(list(Path(folder).glob("settings.json.corrupt-*"))) == 1
            return s
    finally:
        log.disabled = False


def _read_record(data: bytes) -> None:
    try:
        record = GameRecord.from_dict(parse(data, 8))
    except JsonFileError:
        return
    except RecordError:
        return
    with contextlib.suppress(RecordError):
        record.replay()


@FUZZ
@given(st.binary(max_size=MAX_BYTES))
def test_random_bytes(data: bytes) -> None:
    _safe(_load_settings(data))
    _read_record(data)


@FUZZ
@given(mutated(RECORD))
def test_a_damaged_record(data: bytes) -> None:
    _read_record(data)


@FUZZ
@given(mutated(SETTINGS))
def test_a_damaged_settings_file(data: bytes) -> None:
    _safe(_load_settings(data))


def _replace(original: bytes, path: list[str], value: Any) -> bytes:
    data = json.loads(original)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data, allow_nan=True).encode()


RECORD_FIELDS = [["format"], ["version"], ["players"], ["seed"], ["deck"], ["actions"], ["first_attacker"]]
RECORD_FIELDS += [["rules", k] for k in json.loads(RECORD)["rules"]] + [["rules"]]
SETTINGS_FIELDS = [[k] for k in json.loads(SETTINGS)] + [["last_new_game", k] for k in ("options", "players")]
SETTINGS_FIELDS += [["last_new_game", "options", k] for k in ("ranks", "suits", "hand_size", "teams")]


@FUZZ
@given(st.sampled_from(RECORD_FIELDS), json_values)
def test_a_record_field_of_any_value(path: list[str], value: Any) -> None:
    _read_record(_replace(RECORD, path, value))


@FUZZ
@given(st.sampled_from(SETTINGS_FIELDS), json_values)
def test_a_settings_field_of_any_value(path: list[str], value: Any) -> None:
    _safe(_load_settings(_replace(SETTINGS, path, value)))
