"""The compiled build (tools/build_compiled.py, docs/compiled.md): really compiled, and the same game.

``make test-compiled`` runs these with the engine and AI tests on ``PYTHONPATH=build/compiled``
and ``DURAK_EXPECT_COMPILED=1``; under ``make test`` (pure) only the checks of the list run.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from dataclasses import fields
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from game.engine.build import is_compiled

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tools" / "compiled_modules.txt"
EXPECTED = os.environ.get("DURAK_EXPECT_COMPILED", "") == "1"


def listed() -> list[str]:
    lines = LIST.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_the_list_names_modules_of_the_engine_and_the_search_only() -> None:
    modules = listed()
    assert modules and len(set(modules)) == len(modules)
    for path in modules:
        assert (ROOT / path).is_file(), path
        # not the UI (pygame), not the app, not the worker process's plumbing
        assert path.startswith(
            ("game/engine/", "game/ai/search/", "game/ai/beliefs/", "game/ai/heuristics", "game/ai/endgame/")
        ), path


@pytest.mark.skipif(is_compiled(), reason="reads the annotations as the pure build has them (strings)")
def test_the_table_of_rule_kinds_matches_the_annotations() -> None:
    from enum import Enum

    from game.engine.rules import _KINDS, Rules

    defaults = {f.name: f.default for f in fields(Rules)}
    expected = {f.name: str(f.type) for f in fields(Rules) if not isinstance(defaults[f.name], Enum)}
    assert expected == _KINDS


@pytest.mark.skipif(not EXPECTED, reason="only against the compiled build (make test-compiled)")
def test_every_listed_module_runs_compiled() -> None:
    assert is_compiled()
    for path in listed():
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        assert (module.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)), module.__file__


@pytest.mark.slow
@pytest.mark.skipif(not is_compiled(), reason="compares the compiled build with the pure one")
def test_pure_and_compiled_play_the_same_games_and_make_the_same_decisions() -> None:
    from compiled_digest import digests

    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "compiled_digest.py"), "--pure"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    pure = json.loads(done.stdout)
    here = digests()
    assert pure["build"] == "pure" and here["build"] == "compiled"
    assert here["digests"] == pure["digests"]
