"""Game records: round trips, golden records and the command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import new_game, play

from game.engine import PRESETS, Game, GameRecord, Match, RecordError, Teams, preset
from game.engine.record import FORMAT, VERSION

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_NAMES = sorted(p.name.removesuffix(".record.json") for p in GOLDEN.glob("*.record.json"))
ROOT = Path(__file__).resolve().parents[1]


def _random_game(rules, players: int, seed: int, stop: int | None = None) -> Game:  # type: ignore[no-untyped-def]
    g = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over and (stop is None or steps < stop):
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
    return g


def _round_trip(g: Game) -> GameRecord:
    text = GameRecord.of(g).to_json()
    return GameRecord.from_dict(json.loads(text))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_random_games_replay_to_identical_states(name: str) -> None:
    rules = PRESETS[name]
    for seed in range(4):
        players = 4 if rules.teams is not Teams.NONE else 2 + seed % 3
        g = _random_game(rules, players, seed)
        rec = _round_trip(g)
        assert rec == GameRecord.of(g)
        assert rec.replay().state_dict() == g.state_dict()
        # A game cut short replays too.
        half = _random_game(rules, players, seed, stop=len(g.history) // 2)
        assert _round_trip(half).replay().state_dict() == half.state_dict()
        assert rec.replay(upto=len(half.history)).state_dict() == half.state_dict()


def test_records_of_fixed_decks_matches_and_option_sets_replay() -> None:
    # A fixed deck, a fixed first attacker (from a match) and unusual options.
    rules = PRESETS["proyezdnoy"].with_deck(52)
    g = Game.new(rules, 5, seed=3, first_attacker=4)
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    rec = _round_trip(g)
    assert rec.first_attacker == 4 and rec.to_dict()["first_attacker"] == 4
    assert rec.replay().state_dict() == g.state_dict()
    m = Match(preset("podkidnoy"), 3, seed=2)
    m.record(_random_game(preset("podkidnoy"), 3, 1).result)  # type: ignore[arg-type]
    g = m.next_game()
    assert _round_trip(g).replay().state_dict() == g.state_dict()
    g = new_game(preset("podkidnoy"), 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S 7C", "1 take")
    rec = _round_trip(g)
    assert rec.deck == g.start_deck
    assert rec.replay().state_dict() == g.state_dict()


def test_record_fields() -> None:
    g = new_game(preset("podkidnoy"), 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7S 8S", "1 take")
    d = GameRecord.of(g).to_dict()
    assert d["format"] == FORMAT == "durak-record"
    assert d["version"] == VERSION == 4
    assert d["players"] == 2 and d["seed"] == 0
    # version 2: a lead of several cards is written as its steps
    assert d["actions"] == ["add 7S", "attack 7C", "beat 7S 8S", "take"]
    assert d["deck"].split()[:4] == ["6H", "8S", "7S", "7H"]
    assert d["deck"].split()[-1] == "AH"
    assert d["rules"] == preset("podkidnoy").to_dict()
    assert "first_attacker" not in d


@pytest.mark.parametrize("name", GOLDEN_NAMES)
def test_golden_records_replay_to_their_stored_final_state(name: str) -> None:
    rec = GameRecord.load(GOLDEN / f"{name}.record.json")
    expected = json.loads((GOLDEN / f"{name}.final.json").read_text(encoding="utf-8"))
    g = rec.replay()
    assert g.is_over
    assert g.state_dict() == expected


def test_there_are_golden_records_of_several_variants() -> None:
    assert len(GOLDEN_NAMES) >= 4
    kinds = {json.loads((GOLDEN / f"{n}.record.json").read_text())["rules"]["throw_in"] for n in GOLDEN_NAMES}
    assert "priority" in kinds


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        ({"format": "chess"}, "not a Durak record"),
        ({"version": 5}, "version 5 is not supported"),
        ({"deck": "6S 6S"}, "exactly once"),
        ({"actions": ["attack ZZ"]}, "malformed"),
        ({"rules": {"no_such_option": 1}}, "malformed"),
        ({"rules": {"suits": "4"}}, "suits: '4' is not a valid value"),
        ({"rules": {"draws": 1}}, "draws: 1 is not a valid value"),
        ({"rules": {"max_attack": True}}, "max_attack: True is not a valid value"),
        ({"rules": {"teams": "quads"}}, "not one of the choices"),
        ({"players": "many"}, "malformed"),
    ],
)
def test_bad_records_are_refused_with_a_reason(patch: dict[str, object], message: str) -> None:
    d = GameRecord.of(Game.new(preset("podkidnoy"), 2, seed=1)).to_dict()
    d.update(patch)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_dict(d).replay()


def test_rules_round_trip_and_missing_options_take_their_defaults() -> None:
    for rules in PRESETS.values():
        assert type(rules).from_dict(rules.to_dict()) == rules
    assert type(preset("podkidnoy")).from_dict({"transfer": True, "first_bout_limit": None}) == preset(
        "perevodnoy"
    )


def test_missing_field_and_unreadable_file(tmp_path: Path) -> None:
    d = GameRecord.of(Game.new(preset("podkidnoy"), 2, seed=1)).to_dict()
    del d["actions"]
    with pytest.raises(RecordError, match="lacks 'actions'"):
        GameRecord.from_dict(d)
    with pytest.raises(RecordError, match="cannot read"):
        GameRecord.load(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="not JSON"):
        GameRecord.load(bad)


def test_replay_names_the_first_illegal_action() -> None:
    g = new_game(preset("podkidnoy"), 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7S 8S", "1 take")
    d = GameRecord.of(g).to_dict()
    d["actions"][1] = "beat 7S JD"
    with pytest.raises(RecordError, match=r"action 2 \(beat 7S JD\) is illegal"):
        GameRecord.from_dict(d).replay()


def test_save_and_load(tmp_path: Path) -> None:
    g = _random_game(preset("perevodnoy"), 3, 5)
    path = tmp_path / "sub" / "game.json"
    GameRecord.of(g).save(path)
    assert GameRecord.load(path).replay().state_dict() == g.state_dict()
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind
    # An ordinary document, readable by others (not the private mode of a temporary file).
    assert path.stat().st_mode & 0o777 == 0o644


def test_a_record_whose_rules_cannot_be_played_by_its_players_is_a_record_error() -> None:
    d = GameRecord.of(Game.new(preset("teams"), 4, seed=1)).to_dict()
    d["players"] = 3
    rec = GameRecord.from_dict(d)
    with pytest.raises(RecordError, match="cannot start a game: teams of 2"):
        rec.start()
    with pytest.raises(RecordError, match="cannot start"):
        rec.replay()


# -------------------------------------------------------------------- CLI
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.engine", *args], capture_output=True, text=True, cwd=ROOT, timeout=60
    )


def test_cli_replay_prints_the_final_state(tmp_path: Path) -> None:
    name = GOLDEN_NAMES[0]
    out = _cli("replay", str(GOLDEN / f"{name}.record.json"))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == json.loads((GOLDEN / f"{name}.final.json").read_text())


def test_cli_replay_steps_prints_every_state(tmp_path: Path) -> None:
    g = new_game(preset("podkidnoy"), 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7S 8S", "1 take")
    path = tmp_path / "r.json"
    GameRecord.of(g).save(path)
    out = _cli("replay", str(path), "--steps")
    assert out.returncode == 0, out.stderr
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    assert [x["step"] for x in lines] == [0, 1, 2, 3, 4]
    assert [x["action"] for x in lines] == [None, "add 7S", "attack 7C", "beat 7S 8S", "take"]
    assert lines[1]["table"] == [] and lines[1]["phase"] == "lead"  # the lead is being built
    assert lines[2]["table"] == [["7S", None], ["7C", None]]
    assert {k: v for k, v in lines[-1].items() if k not in ("step", "action")} == g.state_dict()


def test_cli_replay_of_a_tampered_record_names_the_action_and_exits_1(tmp_path: Path) -> None:
    name = GOLDEN_NAMES[0]
    d = json.loads((GOLDEN / f"{name}.record.json").read_text())
    k = len(d["actions"]) // 2
    d["actions"][k] = "attack 2S"  # not even a card of this deck
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    out = _cli("replay", str(path))
    assert out.returncode == 1
    assert f"action {k + 1} ({d['actions'][k]}) is illegal" in out.stderr
    assert out.stdout == ""
    out = _cli("replay", str(tmp_path / "missing.json"))
    assert out.returncode == 1 and "cannot read" in out.stderr


def test_cli_selfplay_writes_k_records_that_replay(tmp_path: Path) -> None:
    out = _cli(
        "selfplay",
        "--preset",
        "perevodnoy",
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "40",
        "--out",
        str(tmp_path),
    )
    assert out.returncode == 0, out.stderr
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == [f"perevodnoy-3p-{s}.json" for s in (40, 41, 42)]
    assert len(out.stdout.splitlines()) == 3
    for f in files:
        rec = GameRecord.load(f)
        assert rec.rules == preset("perevodnoy") and rec.players == 3
        assert rec.replay().is_over
    bad = _cli("selfplay", "--preset", "teams", "--players", "3", "--out", str(tmp_path / "x"))
    assert bad.returncode == 2 and "teams of 2" in bad.stderr


def test_cli_replay_of_a_record_with_a_mistyped_option_exits_1_without_a_traceback(tmp_path: Path) -> None:
    d = json.loads((GOLDEN / f"{GOLDEN_NAMES[0]}.record.json").read_text())
    d["rules"]["suits"] = "4"
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    out = _cli("replay", str(path))
    assert out.returncode == 1
    assert "Traceback" not in out.stderr and "suits" in out.stderr


def test_a_version_1_record_plays_its_whole_leads_as_steps() -> None:
    """Version 1 wrote a lead of several cards as one action; it replays, and saves as version 2."""
    g = new_game(preset("seven_card"), 2, ["6H 7S 7C 8S 8C QS QC", "6S 6C TS TC JD KH AS"], trump="AH")
    old = {
        "format": FORMAT,
        "version": 1,
        "rules": preset("seven_card").to_dict(),
        "players": 2,
        "seed": 0,
        "deck": " ".join(str(c) for c in g.start_deck),
        "actions": ["attack 7S 7C 8S", "beat 7S TS", "beat 7C TC", "beat 8S AS", "attack 6S 6C JD"],
    }
    rec = GameRecord.from_dict(old)
    replayed = rec.replay()
    assert [str(a) for a in replayed.history] == [
        "add 7S",  # the steps go in the deck's order: spades first, then hearts, diamonds, clubs
        "add 8S",
        "attack 7C",
        "beat 7S TS",
        "beat 7C TC",
        "beat 8S AS",
        "add 6S",
        "add JD",
        "attack 6C",
    ]
    assert replayed.hand_size(0) == 7 and len(replayed.table_pairs()) == 3
    again = GameRecord.of(replayed).to_dict()
    assert again["version"] == VERSION and again["actions"][:3] == ["add 7S", "add 8S", "attack 7C"]
    assert GameRecord.from_dict(again).replay().state_dict() == replayed.state_dict()
