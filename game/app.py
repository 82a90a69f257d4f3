"""Start-up, the main loop and crash handling (``python -m game``).

``main(argv)`` parses the arguments, opens the window, runs the scene stack at up
to 60 frames a second and returns the exit code.  An unexpected exception is
written to a crash log in the user's log folder and shown on a readable error
screen (``--selftest`` only prints it); the exit code is then non-zero.  The game
writes only to the user's folders (settings, logs), never next to itself.

The game's own modules (pygame, the UI, the AI) are imported inside the functions that use
them, not at the top: a failure to load them then happens inside :func:`run`'s crash handler
(a crash log and a readable message, not a bare traceback), and a spawned worker process,
which re-imports this entry module, does not load the whole game with it.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import multiprocessing
import os
import platform
import re
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.ground import instance, native_crashes, switches
from game.ground.safefiles import RotatingLog, create_new, fallback_log_folder

if TYPE_CHECKING:
    import pygame

    from game.play.config import GameConfig
    from game.ui.context import AppContext
    from game.ui.scene import Scene

log = logging.getLogger("game.app")

APP_NAME = "Durak"
FPS = 60
LOG_FILE = "durak.log"
#: seconds the self-test keeps drawing after the game is over (the game-over screen is shown)
SELFTEST_AFTER_GAME = 0.5
#: seconds the crash screen waits for a key before closing by itself (None: for ever; tests shorten it)
CRASH_SCREEN_TIMEOUT: float | None = None
#: the exit code of a start refused because the game is already open on the same data folder
ALREADY_OPEN = 3


# ---------------------------------------------------------------------------- version, folders


def version() -> str:
    """The game's version: installed metadata, else ``pyproject.toml``, else "dev"."""
    try:  # importlib.metadata reads the installed package's version; it imports no module by name
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version

        try:
            return dist_version("durak")
        except PackageNotFoundError:
            pass
    except ImportError:  # pragma: no cover
        pass
    # deferred: the crash handler catches a failed import here (module docstring)
    from game.ground.paths import resource_path

    try:
        text = resource_path("pyproject.toml").read_text(encoding="utf-8")
    except OSError:
        return "dev"
    match = re.search(r'(?m)^\s*version\s*=\s*"([^"]+)"', text)
    return match.group(1) if match else "dev"


def log_dir() -> Path:
    """The user's log folder (``DURAK_LOG_DIR`` overrides it); a private temporary one if that fails.

    Raises OSError when neither can be used.
    """
    override = switches.text(switches.LOG_DIR)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        # The temporary folder is shared: only a private folder of this user's is safe there.
        path = fallback_log_folder()
    return path


def setup_logging(verbose: bool = False) -> Path | None:
    """A rotating log file in the user's log folder (and warnings on stderr)."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "_durak", False)]:
        root.removeHandler(old)
        old.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    path: Path | None = None
    try:
        path = log_dir() / LOG_FILE
        handler: logging.Handler = RotatingLog(path, maxBytes=512 * 1024, backupCount=3, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler._durak = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    except OSError:
        path = None
    if sys.stderr is not None:  # a windowed frozen build has no stderr
        err = logging.StreamHandler()
        err.setLevel(logging.DEBUG if verbose else logging.WARNING)
        err._durak = True  # type: ignore[attr-defined]
        root.addHandler(err)
    return path


def write_crash_log(exc: BaseException, ver: str, context: str = "") -> Path | None:
    """Write the traceback, version and platform to ``crash-<time>.log``; its path, or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    lines = [
        f"Durak {ver} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Platform: {platform.platform()} ({platform.machine()})",
        f"Python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"Frozen: {bool(getattr(sys, 'frozen', False))}",
    ]
    with contextlib.suppress(Exception):
        import pygame

        lines.append(f"pygame-ce: {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})")
    if context:
        lines.append(f"Context: {context}")
    lines.append("")
    lines.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    text = "\n".join(lines)
    for folder in (log_dir, fallback_log_folder):
        try:
            path = folder() / f"crash-{stamp}.log"
            with create_new(path) as fh:
                fh.write(text)
            return path
        except OSError:
            continue
    return None


# ---------------------------------------------------------------------------- arguments


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


# ---------------------------------------------------------------------------- game set-up helpers


def default_level() -> str:
    """The level of opponents when nobody chose one: "normal" if present, else the first one."""
    # deferred: the crash handler catches a failed import here (module docstring)
    from game.ai.levels import LEVELS

    for name in ("normal", "easy", "random"):
        if name in LEVELS:
            return name
    return next(iter(LEVELS))


def default_players(preset_name: str) -> int:
    # deferred: the crash handler catches a failed import here (module docstring)
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
    # deferred: the crash handler catches a failed import here (module docstring)
    from game.engine import PRESETS
    from game.play.config import GameConfig

    n = players or default_players(preset_name)
    lvl = level or default_level()
    if computers_only:
        levels = tuple(lvl for _ in range(n))
        return GameConfig(PRESETS[preset_name], n, levels, None, seed, preset=preset_name)
    levels = ("human", *(lvl for _ in range(n - 1)))
    return GameConfig(PRESETS[preset_name], n, levels, 0, seed, preset=preset_name)


def make_table(ctx: AppContext, config: GameConfig) -> Scene:
    # deferred: the crash handler catches a failed import here (module docstring)
    from game.play.session import Session

    return ctx.make_scene("table", Session.new(config))


# ---------------------------------------------------------------------------- the application


class App:
    """The window, the context and the main loop."""

    def __init__(self, options: Options) -> None:
        # deferred: the crash handler catches a failed import here (module docstring)
        import pygame

        from game.ui.context import DEFAULT_SIZE, MIN_SIZE, AppContext
        from game.ui.settings import Settings
        from game.ui.window import open_window, prepare_native_display

        self.options = options
        self.version = version()
        prepare_native_display()
        pygame.mixer.pre_init(44100, -16, 2, 512)
        pygame.init()
        if not pygame.mixer.get_init():
            try:
                pygame.mixer.init()
            except pygame.error as exc:
                log.info("no sound: %s", exc)
        settings = Settings.load()
        if options.lang:
            settings = settings.with_changes(language=options.lang)
        if options.fullscreen is not None:
            settings = settings.with_changes(fullscreen=options.fullscreen)
        if options.selftest:
            settings = settings.with_changes(fullscreen=False)

        pygame.display.set_caption(f"{APP_NAME} {self.version}")
        with contextlib.suppress(pygame.error, FileNotFoundError, OSError):
            # deferred: the crash handler catches a failed import here (module docstring)
            from game.ground.paths import resource_path

            pygame.display.set_icon(pygame.image.load(str(resource_path("sprites", "icon.png"))))
        screen = open_window(settings, options.size, DEFAULT_SIZE, MIN_SIZE)
        size = screen.get_size() if not settings.fullscreen else (options.size or DEFAULT_SIZE)
        self.ctx = AppContext(
            screen,
            settings,
            version=self.version,
            selftest=options.selftest,
            debug_log=options.debug_log,
            seed=options.seed,
        )
        self.ctx._windowed_size = size
        if options.lang or options.fullscreen is not None:
            self.ctx.save_settings()
        self.clock = pygame.time.Clock()
        self.frames = 0
        self._last_top: object = None
        self._force_redraw = True
        self._first_frame_logged = False
        self._closing = False
        self._size = screen.get_size()
        self._min_size = MIN_SIZE
        #: this process's hold on its data folders (run() sets it): a second start calls through it
        self.held: list[instance.Held] = []
        self.ctx.on_window_changed = self._window_changed
        self.ctx.debug(
            "start",
            version=self.version,
            size=list(screen.get_size()),
            selftest=options.selftest,
            language=settings.language,
            seed=options.seed,
        )
        log.info("Durak %s started (%s, %s)", self.version, platform.platform(), pygame.version.ver)
        self._selftest: SelfTest | None = SelfTest(self) if options.selftest else None
        self._start_scene()

    def _start_scene(self) -> None:
        opts = self.options
        if opts.new_game and not opts.selftest:
            self.ctx.stack.push(make_table(self.ctx, quick_config(opts.new_game, opts.seed)))
        else:
            self.ctx.stack.push(self.ctx.make_scene("main_menu"))

    def _window_changed(self, size: tuple[int, int]) -> None:
        self._size = size
        self._force_redraw = True

    # ------------------------------------------------------------------ loop
    def step(self, dt: float) -> None:
        """One frame: events, update, draw (if anything changed)."""
        import pygame

        ctx = self.ctx
        had_events = False
        for event in pygame.event.get():
            had_events = True
            self.dispatch(event)
            if not ctx.running:
                return
        if not ctx.stack:
            ctx.quit(ctx.exit_code)
            return
        self._check_top()
        ctx.stack.top.update(dt)
        if not ctx.running or not ctx.stack:
            return
        self._check_top()
        ctx.ui.update(dt)
        if self._selftest is not None:
            self._selftest.update(dt)
        visible = ctx.stack.visible()
        if self._form_change_pending():
            self._force_redraw = True  # drawn next frame, once the form has rebuilt
        elif had_events or self._force_redraw or any(scene.needs_redraw() for scene in visible):
            self._force_redraw = False
            screen = ctx.screen
            for scene in visible:
                scene.draw(screen)
            ctx.ui.draw_ui(screen)
            for scene in visible:
                scene.draw_over(screen)
            pygame.display.flip()
            if not self._first_frame_logged:
                # The start-up benchmark (bench/startup.py) measures up to this line.
                self._first_frame_logged = True
                ctx.debug("first_frame")
        if switches.text(switches.CRASH_TEST) == "frame" and self.frames >= 30:
            # Lets the packaged smoke test check the crash screen in the middle of a running game.
            raise RuntimeError("crash test requested by DURAK_CRASH_TEST")

    @staticmethod
    def _form_change_pending() -> bool:
        """A widget posted a change the form has not handled yet (its frame would be half old)."""
        import pygame

        from game.ui.scenes.base import FORM_CHANGES  # deferred like pygame: the crash handler's reach

        return bool(pygame.event.peek(FORM_CHANGES))

    def _check_top(self) -> None:
        stack = self.ctx.stack
        top = stack.top if stack else None
        if top is not self._last_top:
            self._last_top = top
            self.ctx.sync_ui_visibility()
            self._force_redraw = True
            if top is not None:
                self.ctx.debug("scene", name=type(top).__name__, depth=len(stack))

    def dispatch(self, event: pygame.event.Event) -> None:
        import pygame

        ctx = self.ctx
        if event.type == pygame.WINDOWCLOSE:
            self._closing = True  # SDL's QUIT follows: the player closed the window (not a SIGTERM)
        if event.type == pygame.QUIT:
            ctx.debug("ui", action="window_close")
            # deferred: the crash handler catches a failed import here (module docstring)
            from game.ui.leaving import finish, leave

            # The player closing the window is asked once about a running game; a SIGTERM (logging out,
            # shutting down) quits at once.  The game is saved either way.
            (leave if self._closing else finish)(ctx, "quit")
            self._closing = False
            return
        if event.type == pygame.VIDEORESIZE:
            # deferred: the crash handler catches a failed import here (module docstring)
            from game.ui.window import at_least_minimum

            surface = pygame.display.get_surface()
            if surface is not None:
                surface = at_least_minimum(surface, self._min_size)
            if surface is not None and surface.get_size() != self._size:
                self._size = surface.get_size()
                ctx.window_resized(surface)
            elif surface is not None:
                ctx.screen = surface
            self._force_redraw = True
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self._force_redraw = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            ctx.toggle_fullscreen()
            return
        consumed = ctx.ui.process_events(event)
        if consumed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return
        if ctx.stack:
            ctx.stack.top.handle_event(event)

    def run(self) -> int:
        ctx = self.ctx
        max_frames = self.options.max_frames
        while ctx.running:
            dt = self.clock.tick(FPS) / 1000.0
            if any(held.called() for held in self.held):
                self.come_forward()
            self.step(min(dt, 0.1))
            self.frames += 1
            if max_frames is not None and self.frames >= max_frames:
                ctx.quit(0)
        return ctx.exit_code

    def come_forward(self) -> None:
        """Another start of the game asked for this window."""
        # deferred: the crash handler catches a failed import here (module docstring)
        from game.ui.window import bring_forward

        log.info("another start of the game was refused; bringing this window forward")
        try:
            bring_forward()
        except Exception as exc:  # a convenience: the other start has said the game is open
            log.info("could not bring the window forward: %s", exc)

    def close(self) -> None:
        # deferred: the crash handler catches a failed import here (module docstring)
        import pygame

        from game.ui.window import remembered

        with contextlib.suppress(Exception):  # the window's place is a convenience, never an error
            geometry = remembered(self.ctx.settings)
            if geometry and not self.options.selftest:
                self.ctx.update_settings(**geometry)
        for scene in reversed(self.ctx.scenes()):
            with contextlib.suppress(Exception):
                scene.on_exit()
        self.ctx.debug("exit", code=self.ctx.exit_code, frames=self.frames)
        self.ctx.close()
        pygame.quit()


class SelfTest:
    """``--selftest``: main menu → Play (a real click) → table with computers only → game over → exit 0."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.elapsed = 0.0
        self.stage = "menu"
        self.stage_time = 0.0
        self.after_game = 0.0
        # deferred: the crash handler catches a failed import here (module docstring)
        from game.engine.build import build

        # which engine the bundle runs: .ci/frozen.sh checks that a release runs the compiled one
        self._log(f"engine build: {build()}")

    def _log(self, text: str) -> None:
        print(f"selftest: {text}", flush=True)
        log.info("selftest: %s", text)
        self.app.ctx.debug("selftest", stage=text)

    def update(self, dt: float) -> None:
        import pygame

        ctx = self.app.ctx
        self.elapsed += dt
        self.stage_time += dt
        if self.elapsed > self.app.options.selftest_timeout:
            raise TimeoutError(
                f"self-test did not finish within {self.app.options.selftest_timeout:.0f} s "
                f"(stage {self.stage})"
            )
        top = ctx.stack.top
        name = type(top).__name__
        if self.stage == "menu" and name == "MainMenuScene" and self.stage_time > 0.2:
            rect = top.button_rect("play")  # type: ignore[attr-defined]
            pos = rect.center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            self._log("main menu shown, clicking Play")
            self.stage, self.stage_time = "new_game", 0.0
        elif self.stage == "new_game" and name == "NewGameScene" and self.stage_time > 0.2:
            # deferred: the crash handler catches a failed import here (module docstring)
            from game.ai.levels import LEVELS

            level = "easy" if "easy" in LEVELS else "random"
            config = quick_config(
                "podkidnoy", self.app.options.seed, computers_only=True, level=level, players=4
            )
            self._log(f"new-game form shown, starting {config.players} computer players ({level})")
            top.start_game(config)  # type: ignore[attr-defined]
            self.stage, self.stage_time = "table", 0.0
        elif self.stage == "table" and ctx.game_over_summary is not None:
            self._log(f"game over: {ctx.game_over_summary}")
            self.stage, self.stage_time = "game_over", 0.0
        elif self.stage == "game_over" and self.stage_time >= SELFTEST_AFTER_GAME:
            self._log(f"passed in {self.elapsed:.1f} s, {self.app.frames} frames")
            ctx.quit(0)
        elif self.stage in ("menu", "new_game") and self.stage_time > 10:
            raise RuntimeError(f"self-test stuck at stage {self.stage} (top scene {name})")


# ---------------------------------------------------------------------------- crash screen


def show_crash_screen(
    exc: BaseException, crash_log: Path | None, ver: str, timeout: float | None = None
) -> None:
    """A readable error screen: what happened, where the crash log is, "press any key to quit"."""
    # deferred: the crash handler catches a failed import here (module docstring)
    import pygame

    from game.ui.fonts import font_path
    from game.ui.i18n import tr
    from game.ui.textwrap import wrap_text

    if not pygame.get_init():
        pygame.init()
    existing = pygame.display.get_surface()
    surface: pygame.Surface = (
        existing if existing is not None else pygame.display.set_mode((960, 600), pygame.RESIZABLE)
    )
    pygame.display.set_caption(f"{APP_NAME} {ver} — {tr('crash.title')}")
    try:
        big = pygame.font.Font(font_path(bold=True), 30)
        small = pygame.font.Font(font_path(), 18)
    except (pygame.error, OSError):
        big = pygame.font.Font(None, 34)
        small = pygame.font.Font(None, 22)

    def draw() -> None:
        w = surface.get_width()
        surface.fill((32, 22, 26))
        margin = max(24, w // 16)
        width = max(200, w - 2 * margin)
        y = margin
        title = big.render(tr("crash.title"), True, (255, 214, 140))
        surface.blit(title, (margin, y))
        y += title.get_height() + 18
        what = f"{type(exc).__name__}: {exc}".strip()
        paragraphs = [
            tr("crash.body"),
            what[:600],
            tr("crash.log", path=str(crash_log)) if crash_log else tr("crash.nolog"),
            "",
            tr("crash.quit"),
        ]
        for para in paragraphs:
            lines = wrap_text(small, para, width)
            for line in lines:
                img = small.render(line, True, (240, 236, 228))
                surface.blit(img, (margin, y))
                y += small.get_linesize()
            y += small.get_linesize() // 2
        pygame.display.flip()

    draw()
    pygame.event.clear()
    start = time.monotonic()
    clock = pygame.time.Clock()
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and time.monotonic() - start > 0.3:
                return
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
                surface = pygame.display.get_surface() or surface
                draw()
        if timeout is not None and time.monotonic() - start >= timeout:
            return
        clock.tick(30)


# ---------------------------------------------------------------------------- entry point


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


def data_folders() -> list[Path]:
    """The folders of what the game keeps for the player: saves, statistics, kept games."""
    # deferred: the crash handler catches a failed import here (module docstring)
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
        # deferred: the crash handler catches a failed import here (module docstring)
        from game.ui.window import say_already_open

        say_already_open(APP_NAME)
    return ALREADY_OPEN


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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
