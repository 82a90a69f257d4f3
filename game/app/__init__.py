"""Start-up, the main loop and crash handling (``python -m game``).

``main(argv)`` parses the arguments, opens the window, runs the scene stack at up
to 60 frames a second and returns the exit code.  An unexpected exception is
written to a crash log in the user's log folder and shown on a readable error
screen (``--selftest`` only prints it); the exit code is then non-zero.  The game
writes only to the user's folders (settings, logs), never next to itself.

The game's own modules (pygame, the UI, the AI) are imported inside the functions that use
them, not at the top of this package's modules: a failure to load them then happens inside
:func:`run`'s crash handler (a crash log and a readable message, not a bare traceback), and a
spawned worker process does not load the whole game with it.

One module per job: ``arguments`` (the command line), ``logs`` (version, log and crash log
files), ``single_instance`` (one game per data folder), ``window`` (the window and the main
loop), ``selftest``, ``crash_screen``; this module runs them in order and handles a crash.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import sys
import traceback
from collections.abc import Callable, Sequence

from game.ground import instance, native_crashes

from .arguments import Options, default_players, parse_args, quick_config
from .crash_screen import show_crash_screen
from .logs import LOG_FILE, log_dir, setup_logging, version, write_crash_log
from .single_instance import ALREADY_OPEN, already_open, data_folders, hold_data_folders
from .window import App, make_table

__all__ = [
    "ALREADY_OPEN",
    "LOG_FILE",
    "App",
    "Options",
    "already_open",
    "data_folders",
    "default_players",
    "hold_data_folders",
    "log_dir",
    "main",
    "make_table",
    "parse_args",
    "quick_config",
    "run",
    "setup_logging",
    "show_crash_screen",
    "version",
    "write_crash_log",
]

log = logging.getLogger("game.app")

#: seconds the crash screen waits for a key before closing by itself (None: for ever; tests shorten it)
CRASH_SCREEN_TIMEOUT: float | None = None


def run(options: Options, on_app: Callable[[App], None] | None = None) -> int:
    """Run the game with ``options``; the exit code.  ``on_app`` lets tests poke at the app first."""
    setup_logging(options.verbose)
    held: list[instance.Held] = []
    try:
        return _run(options, on_app, held)
    finally:
        native_crashes.disable()
        for one in held:
            one.release()


def _run(options: Options, on_app: Callable[[App], None] | None, held: list[instance.Held]) -> int:
    ver = "dev"
    app: App | None = None
    try:
        ver = version()
        taken = hold_data_folders(held)
        if taken is not None:
            return already_open(options, taken)
        # after the lock: a second start must not remove the first one's empty fault file
        try:
            native_crashes.enable(log_dir())
        except OSError as exc:  # no log folder, nor the private fallback: the game plays without logs
            log.warning("no log folder (%s); native crashes are not reported", exc)
        app = App(options)
        app.held = held
        if on_app is not None:
            on_app(app)
        code = app.run()
        app.close()
        app = None
        return code
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        crash_log = write_crash_log(exc, ver, context=_crash_context(app))
        log.exception("crash (log: %s)", crash_log)
        if app is not None:
            with contextlib.suppress(Exception):
                app.ctx.debug("crash", error=f"{type(exc).__name__}: {exc}", log=str(crash_log))
        if options.selftest:
            if sys.stderr is not None:  # a windowed frozen build has no console
                traceback.print_exception(type(exc), exc, exc.__traceback__)
                print(
                    f"selftest: FAILED ({type(exc).__name__}: {exc}); crash log: {crash_log}",
                    file=sys.stderr,
                    flush=True,
                )
        else:
            with contextlib.suppress(Exception):
                show_crash_screen(exc, crash_log, ver, CRASH_SCREEN_TIMEOUT)
        if app is not None:
            with contextlib.suppress(Exception):
                app.ctx.close()
        with contextlib.suppress(Exception):
            import pygame

            pygame.quit()
        return 1


def _crash_context(app: App | None) -> str:
    if app is None:
        return "start-up"
    try:
        names = [type(scene).__name__ for scene in app.ctx.scenes()]
        return f"scenes {names}, frame {app.frames}"
    except Exception:  # pragma: no cover
        return ""


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    options = parse_args(argv)
    return run(options)
