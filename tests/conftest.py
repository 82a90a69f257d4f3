"""Test set-up: no display, no sound card, no pygame banner — before anything imports pygame."""

import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# An error in a computer player's optional thinking (solver, exact leaves) fails the test
# instead of falling back in silence (game/ai/fallback_errors.py).
os.environ.setdefault("DURAK_AI_STRICT", "1")
# Fresh settings would offer the guided first game over the menu of every app a test starts.
os.environ.setdefault("DURAK_LESSON_OFFER", "0")

# What the game writes for the player (statistics, kept games) goes to a folder of this run, never
# to the real user data folder.
os.environ.setdefault("DURAK_DATA_DIR", tempfile.mkdtemp(prefix="durak-data-"))

# Hypothesis on a loaded machine: an example is never failed for the time it took (nothing in the
# suite is timed), nor a strategy for being slow to draw.  The tests' own settings say only how many.
settings.register_profile("durak", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("durak")

# The developer tools outside the shipped package (tools/arena) are imported as ``tools.…``.
# Appended, not put first: a compiled build on PYTHONPATH (make test-compiled) must win over the source.
sys.path.append(str(Path(__file__).resolve().parents[1]))


@pytest.fixture(autouse=True)
def _own_save_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test saves its running game (game/play/saves.py) in a folder of its own, never the user's."""
    monkeypatch.setenv("DURAK_DATA_DIR", str(tmp_path_factory.mktemp("data")))
