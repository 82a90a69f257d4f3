"""Scenes and the scene stack.

Each scene handles input, updates with the elapsed time and draws; drawing
never changes state.  The top scene of the stack gets input and updates; scenes
below it are drawn first when the top one is an overlay (pause, dialogs).

A scene opens another by its name (``ctx.make_scene("pause")``), never by importing its module:
:data:`repository` maps names to scene classes, as Tuxemon's state repository does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping
from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui

if TYPE_CHECKING:
    from game.ui.context import AppContext


class RunningGame(Protocol):
    """What leaving needs of a table whose game is running (its keeper)."""

    def running(self) -> bool: ...

    def flush(self) -> None: ...


class Scene:
    #: True for overlays (pause, dialogs): the scene below stays visible underneath.
    overlay = False
    #: True for the question before leaving: a second close request while it shows leaves at once.
    asks_to_leave = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        #: the container of the scene's widgets, shown while it is on top (None: no widgets)
        self.ui_root: pygame_gui.core.UIContainer | None = None

    def game_keeper(self) -> RunningGame | None:
        """The keeper of the game this scene plays (None: no game here)."""
        return None

    def on_language_changed(self) -> None:
        """The language changed: remake the words (by default, as for a new window size)."""
        self.on_resize(self.ctx.screen.get_size())

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

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw above the widgets (a keyboard focus outline); must not change state."""

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

    def __iter__(self) -> Iterator[Scene]:
        """The scenes, bottom first."""
        return iter(list(self._scenes))

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

    def clear(self) -> None:
        """Drop every scene (each one's ``on_exit``, top first)."""
        while self._scenes:
            self._scenes.pop().on_exit()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start again from ``scene`` (e.g. a new table)."""
        self.clear()
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


#: makes a scene: ``factory(ctx, *args, **kwargs)``
SceneFactory = Callable[..., Scene]


class SceneRepository(MutableMapping[str, SceneFactory]):
    """Scene classes by name, filled from :mod:`game.ui.scene_index` on the first look-up.

    Tests may put a stand-in under a name (``monkeypatch.setitem(repository, "table", Fake)``).
    """

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory] = {}
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        # The index imports every scene module and each of them imports this one, so the index is
        # read on the first look-up, when both are complete.
        from game.ui.scene_index import SCENES

        for name, factory in SCENES.items():
            self._factories.setdefault(name, factory)

    def __getitem__(self, name: str) -> SceneFactory:
        self._load()
        return self._factories[name]

    def __setitem__(self, name: str, factory: SceneFactory) -> None:
        self._load()
        self._factories[name] = factory

    def __delitem__(self, name: str) -> None:
        self._load()
        del self._factories[name]

    def __iter__(self) -> Iterator[str]:
        self._load()
        return iter(self._factories)

    def __len__(self) -> int:
        self._load()
        return len(self._factories)

    def make(self, name: str, ctx: AppContext, *args: Any, **kwargs: Any) -> Scene:
        """A new scene ``name`` (KeyError: no such scene)."""
        return self[name](ctx, *args, **kwargs)


#: the game's scenes by name
repository = SceneRepository()
