"""One game process per data folder: the lock is taken, or the first game is asked to come forward."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from game.ground import instance
from game.ground.paths import APP_NAME

from .arguments import Options

log = logging.getLogger("game.app")

#: the exit code of a start refused because the game is already open on the same data folder
ALREADY_OPEN = 3


def data_folders() -> list[Path]:
    """The folders of what the game keeps for the player: saves, statistics, kept games."""
    # deferred: the crash handler catches a failed import here (the package docstring)
    from game.ground.paths import user_data_dir
    from game.play.saves import save_dir

    return list(dict.fromkeys(folder.resolve() for folder in (user_data_dir(), save_dir())))


def hold_data_folders(held: list[instance.Held]) -> Path | None:
    """One game process per data folder (``game/ground/instance.py``): every folder held into
    ``held``, or the folder another game process holds (then ``held`` is left empty)."""
    for folder in data_folders():
        try:
            one = instance.hold(folder)
        except OSError as exc:  # read-only, or no locks there: nothing to guard, or nothing to do
            log.warning("cannot lock the data folder %s (%s); playing on without the lock", folder, exc)
            continue
        if one is None:
            while held:
                held.pop().release()
            return folder
        held.append(one)
    return None


def already_open(options: Options, folder: Path) -> int:
    """Refuse a second start: ask the first game for its window and say so; :data:`ALREADY_OPEN`."""
    instance.call(folder)
    log.info("Durak is already open on the data folder %s; this start was refused", folder)
    if sys.stderr is not None:
        print(
            f"durak: {APP_NAME} is already open (data folder {folder}); its window was asked to come "
            "to the front. Only one game at a time can use a data folder.",
            file=sys.stderr,
            flush=True,
        )
    if not options.selftest:  # a windowed build has no stderr: the system's own message box
        # deferred: the crash handler catches a failed import here (the package docstring)
        from game.ui.window import say_already_open

        say_already_open(APP_NAME)
    return ALREADY_OPEN
