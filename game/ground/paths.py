"""Find the game's data files (sprites, sounds, fonts, puzzles) from source and inside a PyInstaller bundle.

From source the data folders sit at the top of the repository, beside ``game/``.
In a frozen build PyInstaller unpacks them under ``sys._MEIPASS`` (one-folder:
the ``_internal`` folder next to the executable).  Everything that loads a data
file goes through :func:`resource_path`, so both work the same way.
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import switches

APP_NAME = "Durak"


def base_dir() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled data file, e.g. ``resource_path("sprites", "felts", "felt_green.png")``."""
    return base_dir().joinpath(*parts)


def user_data_dir() -> Path:
    """Where the game keeps what it writes for the player (statistics, kept games): platformdirs'
    user data folder, or ``DURAK_DATA_DIR`` (the tests use a temporary folder)."""
    override = switches.text(switches.DATA_DIR)
    if override:
        return Path(override)
    import platformdirs  # imported when first needed: start-up of the tools stays light

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_config_dir() -> Path:
    """Where the settings live: platformdirs' user config folder, or ``DURAK_CONFIG_DIR``."""
    override = switches.text(switches.CONFIG_DIR)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    """Where the logs go: platformdirs' user log folder, or ``DURAK_LOG_DIR`` (not made here)."""
    override = switches.text(switches.LOG_DIR)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
