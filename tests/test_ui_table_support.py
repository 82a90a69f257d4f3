"""Helpers for the table tests: a real app context on the dummy display, scenes, real input events."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
from helpers import by_nodes

from game.engine import PRESETS, Action, Game, Phase, Rules
from game.play.config import GameConfig
from game.play.session import PlayerMaker, Session
from game.ui.context import AppContext
from game.ui.settings import Settings

SIZE = (1280, 800)


def make_ctx(size: tuple[int, int] = SIZE, log: Path | None = None, **settings: Any) -> AppContext:
    if not pygame.get_init():
        pygame.init()
    screen = pygame.display.set_mode(size)
    base = Settings(language=settings.pop("language", "en"), muted=True)
    base = base.with_changes(**settings) if settings else base
    return AppContext(screen, base, persist=False, debug_log=log)


def make_table(
    ctx: AppContext,
    preset: str | Rules = "podkidnoy",
    players: int = 2,
    seed: int = 1,
    human: int | None = 0,
    level: str = "random",
    instant: bool = True,
    synchronous: bool = True,
    game: Game | None = None,
    computers: PlayerMaker | None = by_nodes,
) -> Any:
    """A table (Hard on a node budget unless ``computers`` says otherwise)."""
    from game.ui.scenes.table import TableScene

    levels = tuple("human" if s == human else level for s in range(players))
    rules = PRESETS[preset] if isinstance(preset, str) else preset
    config = GameConfig(rules, players, levels, human, seed)
    scene = TableScene(ctx, Session.new(config, game=game, synchronous=synchronous, computers=computers))
    ctx.stack.clear_to(scene)
    if instant:
        scene.set_instant()
    return scene


def pump(scene: Any, dt: float = 0.02) -> None:
    """Deliver the queued pygame events to the top scene, then one update."""
    ctx = scene.ctx
    for event in pygame.event.get():
        consumed = ctx.ui.process_events(event)
        if consumed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            continue
        ctx.stack.top.handle_event(event)
    ctx.sync_ui_visibility()
    ctx.stack.top.update(dt)
    ctx.ui.update(dt)
    ctx.sync_ui_visibility()


def settle(scene: Any, limit: int = 2000) -> None:
    """Update until it is your move (or the game is over) and the table shows everything."""
    scene.update(0.0)
    for _ in range(limit):
        if scene.game.is_over or (scene.human_can_act() and scene.board.idle):
            return
        scene.update(0.02)
    raise AssertionError("the table never settled")


def post(kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **data))


def drag(scene: Any, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
    """A real mouse drag: button down, motion in steps, button up — through the event queue."""
    sx, sy = round(start[0]), round(start[1])
    ex, ey = round(end[0]), round(end[1])
    post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)
    pump(scene, 0.0)
    for i in range(1, steps + 1):
        x = sx + (ex - sx) * i // steps
        y = sy + (ey - sy) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(scene, 0.0)
    post(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1)
    pump(scene, 0.0)


def click(scene: Any, pos: tuple[float, float], button: int = 1) -> None:
    p = (round(pos[0]), round(pos[1]))
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=button)
    post(pygame.MOUSEBUTTONUP, pos=p, button=button)
    pump(scene, 0.0)


def key(scene: Any, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    pump(scene, 0.0)


def find_table(
    ctx: AppContext, want: Any, preset: str = "podkidnoy", players: int = 2, seeds: range = range(1, 60)
) -> Any:
    """A table (instant, synchronous) at your first move where ``want(scene)`` is true."""
    for seed in seeds:
        scene = make_table(ctx, preset, players, seed)
        settle(scene)
        for _ in range(6):  # look at a few of your moves, playing the first legal one in between
            if scene.game.is_over:
                break
            if want(scene):
                return scene
            scene.play(scene.legal()[0], "test")
            settle(scene)
    raise AssertionError("no such position in the seeds tried")


def is_defending(scene: Any) -> bool:
    return scene.game.phase == Phase.DEFEND and scene.human_can_act()


def read_log(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def same(a: Action, b: Action) -> bool:
    return a == b
