"""Write the corpus of hostile files in tests/data/hostile/ (run again after changing it).

any/       files neither the settings loader nor the record reader may accept
settings/  files that are JSON but no settings file of ours
record/    files that are JSON but no record of ours

Each file's name starts with its class (``not-utf8-``, ``too-deep-``, ...); tests/test_hostile_files.py
feeds every one to both readers.  FIFOs, devices, folders and 50 MB files are made by the tests
themselves (they cannot be committed, or should not be).
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "hostile"
GOOD_RECORD = ROOT / "tests" / "golden" / "perevodnoy-3p-103.record.json"


def record(**changes: object) -> str:
    data = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data)


def record_rules(**changes: object) -> str:
    data = json.loads(GOOD_RECORD.read_text(encoding="utf-8"))
    data["rules"].update(changes)
    return json.dumps(data)


def corpus() -> dict[str, bytes]:
    rng = random.Random(18)
    name = '{"player_name": "Jörg", "volume": 0.5}'
    files: dict[str, bytes] = {
        "any/not-utf8-latin1.json": name.encode("latin-1"),
        "any/not-utf8-utf16.json": name.encode("utf-16"),
        "any/not-utf8-random.bin": bytes(rng.randrange(256) for _ in range(512)),
        "any/not-utf8-encoded-surrogate.json": b'{"player_name": "\xed\xa0\x80"}',
        "any/too-deep-arrays.json": b"[" * 1000 + b"]" * 1000,
        "any/too-deep-objects.json": b'{"a":' * 2000 + b"1" + b"}" * 2000,
        "any/too-deep-unclosed.json": b"[" * 20000,
        "any/bad-number-int-400-digits.json": b'{"volume": ' + b"9" * 400 + b"}",
        "any/bad-number-int-5000-digits.json": b'{"volume": ' + b"9" * 5000 + b"}",
        "any/bad-number-nan.json": b'{"volume": NaN}',
        "any/bad-number-infinity.json": b'{"volume": Infinity}',
        "any/bad-number-minus-infinity.json": b'{"volume": -Infinity}',
        "any/bad-number-1e400.json": b'{"volume": 1e400}',
        "any/duplicate-key.json": b'{"volume": 0.5, "volume": 0.6}',
        "any/bad-string-lone-surrogate.json": b'{"player_name": "\\ud800"}',
        "any/not-json-truncated.json": b'{"volume": 0.5, "muted": tr',
        "any/not-json-empty.json": b"",
        "any/not-json-nul-bytes.json": b"\x00" * 64,
        "any/not-json-trailing-garbage.json": b'{"volume": 0.5} {"volume": 0.6}',
        # issue 37: each quote of an unclosed string once made the depth count rescan to the end
        "any/not-json-escaped-quotes-unclosed.json": b'["' + b'\\"' * 30000,
        "any/not-json-backslashes-unclosed.json": b'{"player_name": "' + b"\\" * 60000,
        "any/not-json-quotes-only.json": b'"' * 60001,
        "any/wrong-type-array.json": b"[1, 2, 3]",
        "any/wrong-type-string.json": b'"settings"',
        "any/wrong-type-null.json": b"null",
        "settings/wrong-type-volume-string.json": b'{"volume": "loud"}',
        "settings/wrong-type-volume-bool.json": b'{"volume": true}',
        "settings/wrong-type-muted-int.json": b'{"muted": 1}',
        "settings/wrong-type-name-number.json": b'{"player_name": 42}',
        "settings/wrong-type-last-new-game-list.json": b'{"last_new_game": [1]}',
        "settings/bad-name-nul.json": b'{"player_name": "An\\u0000na"}',
        "settings/bad-name-control.json": b'{"player_name": "Anna\\u001b[2J"}',
        "settings/bad-name-surrogate-pair-half.json": b'{"player_name": "Anna\\udfff"}',
        "settings/bad-rules-huge-ranks.json": json.dumps(
            {"last_new_game": {"preset": "podkidnoy", "options": {"ranks": 1000000}, "players": 2}}
        ).encode(),
        "settings/bad-rules-huge-suits.json": json.dumps(
            {"last_new_game": {"options": {"suits": 100000}, "players": 2}}
        ).encode(),
        "settings/bad-rules-mistyped.json": json.dumps(
            {"last_new_game": {"options": {"ranks": "9"}, "players": 2}}
        ).encode(),
        "settings/bad-rules-key-newline.json": json.dumps(
            {"last_new_game": {"options": {"bad\noption" + "x" * 5000: 1}, "players": 2}}
        ).encode(),
        "settings/bad-rules-players.json": json.dumps({"last_new_game": {"players": 10**9}}).encode(),
        "settings/bad-rules-players-float.json": json.dumps({"last_new_game": {"players": 3.7}}).encode(),
        "record/wrong-type-players-float.json": record(players=3.7).encode(),
        "record/wrong-type-players-bool.json": record(players=True).encode(),
        "record/wrong-type-version-bool.json": record(version=True).encode(),
        "record/wrong-type-seed-string.json": record(seed="5").encode(),
        "record/wrong-type-seed-float.json": record(seed=5.0).encode(),
        "record/wrong-type-first-attacker.json": record(first_attacker="west").encode(),
        "record/wrong-type-first-attacker-float.json": record(first_attacker=0.5).encode(),
        "record/wrong-type-deck-list.json": record(deck=["6S", "7S"]).encode(),
        "record/wrong-type-actions-string.json": record(actions="attack 6S").encode(),
        "record/wrong-type-action-number.json": record(actions=[7]).encode(),
        "record/wrong-type-rules-list.json": record(rules=["suits"]).encode(),
        "record/bad-card-unicode-digits.json": record(
            deck=json.loads(record())["deck"].replace("6", "\u0666")
        ).encode(),
        "record/bad-card-fullwidth-digits.json": record(
            deck=json.loads(record())["deck"].replace("7", "\uff17")
        ).encode(),
        "record/bad-card-long-rank.json": record(actions=["attack " + "9" * 5000 + "S"]).encode(),
        "record/bad-rules-huge-ranks.json": record_rules(ranks=1000000).encode(),
        "record/bad-rules-huge-players.json": record(players=10**30).encode(),
        "record/bad-first-attacker-seat.json": record(first_attacker=99).encode(),
        "record/bad-rules-key-newline.json": record(rules={"bad\noption\x1b[2J" + "x" * 5000: 1}).encode(),
        "record/bad-deck-too-long.json": record(deck="6S " * 100000).encode(),
    }
    return files


def main() -> None:
    for folder in ("any", "settings", "record"):  # README.md stays
        shutil.rmtree(OUT / folder, ignore_errors=True)
    for rel, data in corpus().items():
        path = OUT / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    print(f"{len(corpus())} files in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
