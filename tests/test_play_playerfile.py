"""The shared player file: written atomically under its header, read back, and a file this version cannot
use set aside with one log line while the caller starts empty."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from game.play.playerfile import PlayerFile, PlayerFileError

log = logging.getLogger("test.playerfile")
FILE = PlayerFile("thing.json", "durak-thing", 2, "thing file", log)


def count(data: dict[str, Any]) -> int:
    n = data.get("n")
    if not isinstance(n, int):
        raise PlayerFileError("n is not a number")
    return n


def test_a_written_file_reads_back_with_its_header(tmp_path: Path) -> None:
    path = FILE.path(tmp_path)
    assert FILE.load(path, count, lambda: -1) == -1  # none yet: empty, nothing set aside
    assert FILE.save(path, {"n": 7})
    assert json.loads(path.read_text(encoding="utf-8")) == {"format": "durak-thing", "version": 2, "n": 7}
    assert FILE.load(path, count, lambda: -1) == 7
    path.write_text('{"format": "durak-thing", "version": 1, "n": 3}', encoding="utf-8")
    assert FILE.load(path, count, lambda: -1) == 3  # an older version still reads
    assert list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "durak-thing", "version": 3, "n": 1}',  # newer
        '{"format": "durak-other", "version": 1, "n": 1}',
        '{"format": "durak-thing", "version": true, "n": 1}',
        '{"format": "durak-thing", "version": 1, "n": "x"}',  # the caller's own check
        "[1, 2]",
        '{"format": "durak-thing", "version": 1, "n": 1',  # truncated
    ],
)
def test_a_file_this_version_cannot_use_is_set_aside(
    tmp_path: Path, text: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = FILE.path(tmp_path)
    path.write_text(text, encoding="utf-8")
    with caplog.at_level(logging.WARNING, "test.playerfile"):
        assert FILE.load(path, count, lambda: -1) == -1
    (line,) = [r.getMessage() for r in caplog.records]
    assert line.startswith(f"thing file {path}") and "set aside as thing.json.corrupt-" in line
    assert not path.exists() and len(list(tmp_path.glob("thing.json.corrupt-*"))) == 1
    assert FILE.save(path, {"n": 1}) and FILE.load(path, count, lambda: -1) == 1


def test_a_refused_write_is_a_log_line_not_an_error(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    with caplog.at_level(logging.WARNING, "test.playerfile"):
        assert not FILE.save(blocker / "thing.json", {"n": 1})
    assert "cannot write the thing file" in caplog.text
