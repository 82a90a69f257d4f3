"""The one strict reader of the JSON files the game reads (settings, records).

A file may come from anywhere: another program, a broken disk, a person with a text editor
or a hostile tester.  Reading one therefore either returns a plain JSON value or raises
:class:`JsonFileError` with a ``code`` (one of :data:`CODES`) and a one-line message; it never
blocks, never reads more than ``max_bytes`` and never recurses deeper than ``max_depth``:

- only a regular file is opened (a FIFO, a device or a folder is refused after one ``stat``;
  the open is non-blocking, and the opened file is checked again in case it was swapped);
- UTF-8 only (a leading byte-order mark is allowed: editors on Windows write one);
- nesting is counted before parsing, in one pass linear in the text, so the parser's recursion
  stays shallow;
- numbers: no ``NaN``/``Infinity``, no float that overflows to infinity (``1e400``), no
  integer longer than :data:`MAX_INT_DIGITS` digits;
- an object may not repeat a key, and no string may hold a lone surrogate (``"\\ud800"``).
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

#: the sizes and depths callers choose from; every reader passes its own limits
DEFAULT_MAX_BYTES = 1 << 20
DEFAULT_MAX_DEPTH = 16
#: longer integers are no count, seed or option of ours (Python refuses > 4300 digits anyway)
MAX_INT_DIGITS = 40
#: a float written with more characters than this is no volume or speed of ours
MAX_FLOAT_CHARS = 40

CODES = (
    "missing",  # no such file
    "unreadable",  # the OS refused (permissions, I/O error, a loop of links, ...)
    "not-a-file",  # a folder, FIFO, socket or device
    "too-large",  # more than max_bytes
    "not-utf8",
    "too-deep",
    "bad-number",  # NaN, Infinity, overflowing float, huge integer
    "duplicate-key",
    "bad-string",  # a lone surrogate
    "not-json",  # a syntax error
)

#: a string, or an unclosed one up to the end of the text: every quote is matched at once and the
#: scan never comes back (the old ``"(?:[^"\\]|\\.)*"`` rescanned to the end from every escaped
#: quote of an unclosed string: quadratic, minutes for 256 KiB)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}.__getitem__
_SURROGATE = re.compile("[\ud800-\udfff]")
_BOM = b"\xef\xbb\xbf"


class JsonFileError(ValueError):
    """A file that is not strict, bounded JSON; ``code`` says why (one of :data:`CODES`)."""

    def __init__(self, code: str, message: str) -> None:
        assert code in CODES, code
        super().__init__(message)
        self.code = code


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them, without blocking."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise JsonFileError("missing", f"cannot read {path}: no such file") from None
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name
        raise _unreadable(path, e) from None
    _check_regular(path, st, max_bytes)
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    )
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise _unreadable(path, e) from None
    try:
        # The name may have been swapped for a FIFO or a device between stat and open.
        _check_regular(path, os.fstat(fd), max_bytes)
        chunks: list[bytes] = []
        size = 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 16, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise _unreadable(path, e) from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise JsonFileError("too-large", f"{path} is larger than {max_bytes} bytes")
    return b"".join(chunks)


def _check_regular(path: Path, st: os.stat_result, max_bytes: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise JsonFileError("not-a-file", f"{path} is not a regular file")
    if st.st_size > max_bytes:
        raise JsonFileError("too-large", f"{path} is larger than {max_bytes} bytes")


def _unreadable(path: Path, e: OSError | ValueError) -> JsonFileError:
    return JsonFileError("unreadable", f"cannot read {path}: {getattr(e, 'strerror', None) or e}")


def depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets inside strings not counted)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(itertools.accumulate(map(_STEP, brackets), initial=0))


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonFileError("bad-number", f"an integer of {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text) if len(text) <= MAX_FLOAT_CHARS else math.inf
    if not math.isfinite(value):
        raise JsonFileError("bad-number", f"the number {text[:20]}… is out of range")
    return value


def _constant(text: str) -> Any:
    raise JsonFileError("bad-number", f"{text} is not a number JSON allows")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JsonFileError("duplicate-key", f"the key {key!r} appears twice in one object")
        out[key] = value
    return out


def _check_strings(value: Any) -> None:
    # The depth is bounded before this runs, so the recursion is too.
    if isinstance(value, str):
        if _SURROGATE.search(value):
            raise JsonFileError("bad-string", "a string holds a lone surrogate (not Unicode text)")
    elif isinstance(value, dict):
        for k, v in value.items():
            _check_strings(k)
            _check_strings(v)
    elif isinstance(value, list):
        for v in value:
            _check_strings(v)


def parse(data: bytes, max_depth: int = DEFAULT_MAX_DEPTH, name: str = "the file") -> Any:
    """The JSON value of ``data`` under the rules of this module."""
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JsonFileError("not-utf8", f"{name} is not UTF-8 text (byte {e.start})") from None
    if depth(text) > max_depth:
        raise JsonFileError("too-deep", f"{name} nests deeper than {max_depth} levels")
    try:
        value = json.loads(
            text,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
            object_pairs_hook=_object,
        )
    except JsonFileError as e:
        raise JsonFileError(e.code, f"{name}: {e}") from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise JsonFileError("too-deep", f"{name} nests too deeply") from None
    except ValueError as e:
        raise JsonFileError("not-json", f"{name} is not JSON: {e}") from None
    try:
        _check_strings(value)
    except JsonFileError as e:
        raise JsonFileError(e.code, f"{name}: {e}") from None
    return value


def read_json(
    path: str | Path, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = DEFAULT_MAX_DEPTH
) -> Any:
    """The JSON value in the file ``path``; :class:`JsonFileError` for anything else."""
    path = Path(path)
    return parse(read_bytes(path, max_bytes), max_depth, str(path))
