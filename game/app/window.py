"""The window, the UI context and the main loop: one frame of events, update and drawing."""

from __future__ import annotations

import contextlib
import logging
import platform
from typing import TYPE_CHECKING

from game.ground import instance, switches
from game.ground.paths import APP_NAME

from .arguments import Options, quick_config
from .logs import version
from .selftest import SelfTest

if TYPE_CHECKING:
    import pygame

    from game.play.config import GameConfig
    from game.ui.context import AppContext
    from game.ui.scene import Scene

log = logging.getLogger("game.app")

FPS = 60


def make_table(ctx: AppContext, config: GameConfig) -> Scene:
    # deferred: the crash handler catches a failed import here
    from game.play.session import Session

    return ctx.make_scene("table", Session.new(config))


class App:
    """The window, the context and the main loop."""

    def __init__(self, options: Options) -> None:
        # deferred: the crash handler catches a failed import here (the package docstring)
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
            # deferred: the crash handler catches a failed import here (the package docstring)
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
        #: the first start offers the guided first game, over the menu's first frame
        self._offer_lesson = False
        self._start_scene()

    def _start_scene(self) -> None:
        opts = self.options
        if opts.new_game and not opts.selftest:
            self.ctx.stack.push(make_table(self.ctx, quick_config(opts.new_game, opts.seed)))
        else:
            self.ctx.stack.push(self.ctx.make_scene("main_menu"))
            offer = switches.switch(switches.LESSON_OFFER, default=True)
            self._offer_lesson = offer and not opts.selftest and not self.ctx.settings.lesson_offered

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
            if self._offer_lesson:  # over the menu once it is on screen (the overlay keeps its frame)
                self._offer_lesson = False
                ctx.stack.push(ctx.make_scene("lesson_offer"))
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
            # deferred: the crash handler catches a failed import here (the package docstring)
            from game.ui.leaving import finish, leave

            # The player closing the window is asked once about a running game; a SIGTERM (logging out,
            # shutting down) quits at once.  The game is saved either way.
            (leave if self._closing else finish)(ctx, "quit")
            self._closing = False
            return
        if event.type == pygame.VIDEORESIZE:
            # deferred: the crash handler catches a failed import here (the package docstring)
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
        # deferred: the crash handler catches a failed import here (the package docstring)
        from game.ui.window import bring_forward

        log.info("another start of the game was refused; bringing this window forward")
        try:
            bring_forward()
        except Exception as exc:  # a convenience: the other start has said the game is open
            log.info("could not bring the window forward: %s", exc)

    def close(self) -> None:
        # deferred: the crash handler catches a failed import here (the package docstring)
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
