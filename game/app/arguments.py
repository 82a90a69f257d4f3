"""The command line, and the game it may start at once (``--new-game``, ``--selftest``)."""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ground import switches

if TYPE_CHECKING:
    from game.play.config import GameConfig


@dataclass
class Options:
    selftest: bool = False
    selftest_timeout: float = 120.0
    debug_log: str | None = None
    seed: int | None = None
    lang: str | None = None
    fullscreen: bool | None = None
    size: tuple[int, int] | None = None
    new_game: str | None = None
    verbose: bool = False
    #: run at most this many frames, then quit (tests); None: until the player quits
    max_frames: int | None = None


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}")
    w, h = int(match.group(1)), int(match.group(2))
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    return w, h


def parse_args(argv: Sequence[str] | None = None) -> Options:
    # Imported here, not at the top: a spawned worker process re-imports this entry module, and
    # should not load the whole game with it.
    from game.engine import PRESETS
    from game.ui.i18n import LANGUAGES

    parser = argparse.ArgumentParser(prog="durak", description="Durak, the Russian card game.")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a computer-only game through every scene, exit 0 on success",
    )
    parser.add_argument("--selftest-timeout", type=float, default=120.0, metavar="SECONDS")
    parser.add_argument(
        "--debug-log", metavar="PATH", help="write engine events and UI actions as JSON lines"
    )
    parser.add_argument("--seed", type=int, help="seed of the first game (reproducible deals)")
    parser.add_argument("--lang", choices=tuple(LANGUAGES), help="language (saved in the settings)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    parser.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x800")
    parser.add_argument(
        "--new-game",
        choices=sorted(PRESETS),
        metavar="PRESET",
        help=f"skip the menu: start a game of PRESET ({', '.join(PRESETS)})",
    )
    parser.add_argument("--verbose", action="store_true", help="debug messages in the log")
    parser.add_argument("--max-frames", type=int, help=argparse.SUPPRESS)
    ns = parser.parse_args(list(argv) if argv is not None else None)
    debug_log = ns.debug_log or switches.text(switches.DEBUG_LOG) or None
    return Options(
        selftest=ns.selftest,
        selftest_timeout=ns.selftest_timeout,
        debug_log=debug_log,
        seed=ns.seed,
        lang=ns.lang,
        fullscreen=ns.fullscreen,
        size=ns.size,
        new_game=ns.new_game,
        verbose=ns.verbose,
        max_frames=ns.max_frames,
    )


def default_players(preset_name: str) -> int:
    # deferred: the crash handler catches a failed import here (the package docstring)
    from game.engine import PRESETS, Teams

    rules = PRESETS[preset_name]
    return 4 if rules.teams is not Teams.NONE else 2


def quick_config(
    preset_name: str,
    seed: int | None = None,
    *,
    computers_only: bool = False,
    level: str | None = None,
    players: int | None = None,
) -> GameConfig:
    """A game of ``preset_name`` with default opponents (``--new-game``, ``--selftest``)."""
    # deferred: the crash handler catches a failed import here (the package docstring)
    from game.ai.levels import DEFAULT_LEVEL
    from game.engine import PRESETS
    from game.play.config import GameConfig

    n = players or default_players(preset_name)
    lvl = level or DEFAULT_LEVEL
    if computers_only:
        levels = tuple(lvl for _ in range(n))
        return GameConfig(PRESETS[preset_name], n, levels, None, seed, preset=preset_name)
    levels = ("human", *(lvl for _ in range(n - 1)))
    return GameConfig(PRESETS[preset_name], n, levels, 0, seed, preset=preset_name)
