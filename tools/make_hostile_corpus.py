"""Write the corpus of hostile files in tests/data/hostile/ (run again after changing it).

any/       files neither the settings loader nor the record reader may accept
settings/  files that are JSON but no settings file of ours
record/    files that are JSON but no record of ours
stats/     statistics files (game/play/stats.py) with one bad field (issue 37)
kept/      kept games of the replay viewer (game/play/kept.py) with one bad field (issue 37)

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


#: a statistics entry as the game writes it
GOOD_ENTRY = {
    "when": 1764547200,
    "variant": "podkidnoy",
    "players": 2,
    "level": "easy",
    "outcome": "win",
    "moves": 40,
}


def stats_file(**changes: object) -> bytes:
    entries = [GOOD_ENTRY, {**GOOD_ENTRY, "outcome": "durak"}, {**GOOD_ENTRY, **changes}]
    return json.dumps({"format": "durak-stats", "version": 1, "games": entries}).encode()


def kept_game(**changes: object) -> bytes:
    """A kept game as the game writes it (the golden record, which ends), with ``changes``."""
    data = {
        "format": "durak-kept-game",
        "version": 1,
        "when": 1764547200,
        "human": 0,
        "levels": ["human", "easy", "hard"],
        "outcome": "win",
        "variant": "perevodnoy",
        "record": json.loads(GOOD_RECORD.read_text(encoding="utf-8")),
    }
    data.update(changes)
    return json.dumps(data, ensure_ascii=False).encode()


def player_files() -> dict[str, bytes]:
    """Files that the old readers accepted and a screen then crashed or stalled on, every time."""
    files: dict[str, bytes] = {}
    for field in ("variant", "level"):
        files[f"stats/bad-name-{field}-nul.json"] = stats_file(**{field: "podkid\x00noy"})
        files[f"stats/bad-name-{field}-bar.json"] = stats_file(**{field: "podkidnoy|2"})
        files[f"stats/bad-name-{field}-escape.json"] = stats_file(**{field: "easy\x1b[2J"})
        files[f"stats/bad-name-{field}-long.json"] = stats_file(**{field: "x" * 100_000})
        files[f"stats/bad-name-{field}-empty.json"] = stats_file(**{field: ""})
    files["stats/bad-time-when-1e17.json"] = stats_file(when=10**17)
    files["stats/bad-time-when-1e30.json"] = stats_file(when=10**30)
    files["stats/bad-time-when-negative.json"] = stats_file(when=-1)
    files["stats/bad-count-moves-huge.json"] = stats_file(moves=10**30)
    files["stats/bad-count-hints-huge.json"] = stats_file(hints=10**12)
    files["stats/wrong-type-when-float.json"] = stats_file(when=1764547200.5)
    files["stats/wrong-type-undo-int.json"] = stats_file(undo=1)
    files["kept/bad-time-when-1e17.json"] = kept_game(when=10**17)
    files["kept/bad-time-when-1e30.json"] = kept_game(when=10**30)
    files["kept/bad-time-when-negative.json"] = kept_game(when=-86400)
    files["kept/bad-time-when-year-5000.json"] = kept_game(when=95_617_584_000)
    files["kept/bad-name-variant-nul.json"] = kept_game(variant="perevod\x00noy")
    files["kept/bad-name-variant-escape.json"] = kept_game(variant="perevodnoy\x1b[2J")
    files["kept/bad-name-variant-long.json"] = kept_game(variant="x" * 100_000)
    files["kept/bad-name-variant-empty.json"] = kept_game(variant="")
    files["kept/bad-name-level-nul.json"] = kept_game(levels=["human", "ea\x00sy", "hard"])
    files["kept/bad-name-level-long.json"] = kept_game(levels=["human", "easy", "h" * 100_000])
    files["kept/bad-seat-human-not-human.json"] = kept_game(levels=["easy", "human", "hard"])
    files["kept/bad-outcome-unknown.json"] = kept_game(outcome="victory\x00")
    return files


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
    return files | player_files()


def main() -> None:
    for folder in ("any", "settings", "record", "stats", "kept"):  # README.md and save/ stay
        shutil.rmtree(OUT / folder, ignore_errors=True)
    for rel, data in corpus().items():
        path = OUT / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    print(f"{len(corpus())} files in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
