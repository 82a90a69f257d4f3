"""Scenes and the scene stack.

Each scene handles input, updates with the elapsed time and draws; drawing
never changes state.  The top scene of the stack gets input and updates; scenes
below it are drawn first when the top one is an overlay (pause, dialogs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.context import AppContext


class Scene:
    #: True for overlays (pause, dialogs): the scene below stays visible underneath.
    overlay = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def on_enter(self) -> None:
        """Became the top scene (pushed, or the scene above it was popped)."""

    def on_exit(self) -> None:
        """Stopped being the top scene for good (popped or replaced)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (mouse, keyboard, window)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface``; must not change state."""

    def needs_redraw(self) -> bool:
        """False when nothing moved since the last frame (the loop then skips drawing)."""
        return True


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __bool__(self) -> bool:
        return bool(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def top(self) -> Scene:
        return self._scenes[-1]

    def push(self, scene: Scene) -> None:
        self._scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self._scenes:
            self._scenes.pop().on_exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start again from ``scene`` (e.g. back to the main menu)."""
        while self._scenes:
            self._scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the overlays' backgrounds."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[start:]

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.on_resize(size)
