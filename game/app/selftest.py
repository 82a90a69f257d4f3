"""``--selftest``: the game plays itself through every scene and exits 0 (the packaged smoke test)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from .arguments import quick_config

if TYPE_CHECKING:
    from .window import App

log = logging.getLogger("game.app")

#: seconds the self-test keeps drawing after the game is over (the game-over screen is shown)
SELFTEST_AFTER_GAME = 0.5


def translations() -> str:
    """Every language's catalogue read and asked for a message (tools/smoke_frozen.py checks the
    line in the bundle, where the catalogues are data files that could be left out)."""
    import gettext

    # deferred like the engine's import below: the crash handler catches a failed import here
    from game.ui.i18n import DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, catalogue

    play = MESSAGES["menu.play"]
    out = []
    for code in LANGUAGES:
        if code == DEFAULT_LANGUAGE:
            continue
        found = catalogue(code)
        if not isinstance(found, gettext.GNUTranslations):
            raise RuntimeError(f"the {code} translations are missing")
        out.append(f"{code} {found.pgettext(play.key, play.text)!r}")
    return ", ".join(out)


class SelfTest:
    """``--selftest``: main menu → Play (a real click) → table with computers only → game over → exit 0."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.elapsed = 0.0
        self.stage = "menu"
        self.stage_time = 0.0
        self.after_game = 0.0
        # deferred: the crash handler catches a failed import here (the package docstring)
        from game.engine.build import build

        # which engine the bundle runs: .ci/frozen.sh checks that a release runs the compiled one
        self._log(f"engine build: {build()}")
        self._log(f"translations: {translations()}")

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
            # deferred: the crash handler catches a failed import here (the package docstring)
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
