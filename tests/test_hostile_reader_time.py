"""The strict JSON reader is linear in its input (issue 37, item 1).

Its depth count once stripped strings with a pattern that, for text of escaped quotes with no
closing quote, rescanned to the end of the file from every quote: 16k pairs took seconds, 256 KiB
minutes, 5 MiB about a day, and the save is read before the first window.  Every hostile shape
here is fed at the largest size any reader accepts, in a child process (a reader that went back
to quadratic would be stopped by the hang guard instead of hanging the suite); the child measures
the CPU time of each parse, never the wall clock.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from game.engine import record
from game.ground import jsonfile
from game.play import kept, saves, stats
from game.ui import settings

ROOT = Path(__file__).resolve().parents[1]
#: the largest file any reader of the game accepts
LARGEST = max(record.MAX_BYTES, kept.MAX_BYTES + 4096, saves.MAX_BYTES, stats.MAX_BYTES, settings.MAX_BYTES)
#: CPU seconds for one parse of LARGEST bytes: every shape takes under 1.1 s on the shared test
#: machine; the old depth count needed about a day for the first shape at this size
CPU_BOUND = 8.0
#: a guard against a hang, not a measure of speed
HANG_GUARD = 300


def shapes(n: int) -> dict[str, bytes]:
    """Hostile JSON texts of about ``n`` bytes, one per shape."""
    return {
        "escaped quotes, unclosed": b'["' + b'\\"' * (n // 2),
        "escaped quotes, closed": b'["' + b'\\"' * (n // 2 - 4) + b'"]',
        "backslashes, unclosed": b'["' + b"\\" * n,
        "quotes only": b'"' * n,
        "open brackets": b"[" * n,
        "bracket pairs": b"[]" * (n // 2),
        "brackets in a string": b'["' + b"[{" * (n // 2 - 2) + b'"]',
        "long string": b'["' + b"a" * n + b'"]',
        "unicode escapes": b'["' + b"\\u00e9" * (n // 6) + b'"]',
        "surrogate pairs": b'["' + b"\\ud83d\\ude00" * (n // 12) + b'"]',
        "lone surrogates": b'["' + b"\\ud800" * (n // 6) + b'"]',
        "many keys": b"{" + b",".join(b'"k%d":1' % i for i in range(n // 12)) + b"}",
        "duplicate keys": b"{" + b'"k":1,' * (n // 6) + b'"k":2}',
        "many strings": b"[" + b'"",' * (n // 3) + b'""]',
        "many numbers": b"[" + b"1," * (n // 2) + b"1]",
        "long integer": b"[" + b"9" * n + b"]",
        "long float": b"[0." + b"9" * n + b"]",
        "long exponent": b"[1e" + b"9" * n + b"]",
        "whitespace": b"[" + b" " * n + b"]",
        "nul bytes": b"\x00" * n,
        "multibyte text": b'["' + "ж".encode() * (n // 2) + b'"]',
        "nested to the cap, then long": b"[" * 16 + b"1," * (n // 2) + b"1" + b"]" * 16,
    }


def measure(sizes: list[int], bound: float) -> dict[str, tuple[str, float]]:
    """Each shape's outcome (``ok`` or the error's code) and the CPU seconds its parse took, at each
    size in turn; the first parse over ``bound`` ends the measure (a quadratic reader fails at the
    small size in seconds instead of running for hours at the large one)."""
    out = {}
    for n in sizes:
        for name, data in shapes(n).items():
            start = time.process_time()
            try:
                jsonfile.parse(data, name=name)
                code = "ok"
            except jsonfile.JsonFileError as e:
                code = e.code
            out[name] = (code, time.process_time() - start)
            if out[name][1] > bound:
                return out
    return out


def test_every_hostile_shape_parses_in_linear_time_at_the_largest_size() -> None:
    code = (
        "import sys, json; sys.path.insert(0, 'tests'); import test_hostile_reader_time as t;"
        f" print(json.dumps(t.measure([64 * 1024, {LARGEST}], {CPU_BOUND})))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=HANG_GUARD
    )
    assert out.returncode == 0, out.stderr
    results = json.loads(out.stdout)
    slow = {name: cpu for name, (_, cpu) in results.items() if cpu > CPU_BOUND}
    assert not slow, f"CPU seconds over {CPU_BOUND}: {slow}"
    assert set(results) == set(shapes(64))
    codes = {name: c for name, (c, _) in results.items()}
    assert codes["escaped quotes, unclosed"] == "not-json" and codes["open brackets"] == "too-deep"
    assert codes["lone surrogates"] == "bad-string" and codes["duplicate keys"] == "duplicate-key"
    assert codes["long integer"] == "bad-number" and codes["many keys"] == "ok"


def test_the_depth_count_skips_strings_closed_or_not() -> None:
    assert jsonfile.depth('[["]]]]", "\\"[[[["], {"a": [1]}]') == 3
    assert jsonfile.depth('["\\"[[[[[[') == 1  # an unclosed string runs to the end
    assert jsonfile.depth('["\\\\"[[') == 3  # an escaped backslash closes nothing: the quote does
    assert jsonfile.depth("") == 0
