#!/usr/bin/env python3
"""Save pictures of the card table mid-bout: 1280×800 and 1920×1080, with 2, 4 and 6 players.

    .venv/bin/python tools/screenshots.py [OUT_DIR]      (default: screenshots/)

Each game is played at random from a fixed seed until a bout is in full swing
(several attack cards, some beaten) and it is your move; the table scene is then
opened on that position and drawn.  One more picture per size shows a card being
dragged with its legal targets lit.  Look at every picture after changing the table.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.engine import PRESETS, ActionKind, Game, Phase, Rules  # noqa: E402

SCENARIOS: dict[str, tuple[str, Callable[[Game], bool] | None]] = {
    # name: (preset, what the position must show; None: a bout in full swing)
    "bout": ("podkidnoy", None),
    "defend": (
        "perevodnoy",
        lambda g: (
            g.phase == Phase.DEFEND
            and any(a.kind is ActionKind.TRANSFER for a in g.legal_actions())
            and sum(a.kind is ActionKind.BEAT for a in g.legal_actions()) >= 2
        ),
    ),
    "big_hand": ("podkidnoy", lambda g: g.hand_size(g.to_act) >= 16 and g.phase == Phase.LEAD),
}

SIZES = ((1280, 800), (1920, 1080))
PLAYERS = (2, 4, 6)


def mid_bout(
    rules: Rules,
    players: int,
    seed: int,
    min_cards: int = 3,
    human: int = 0,
    want: Callable[[Game], bool] | None = None,
) -> Game:
    """A game played at random until a bout with ``min_cards`` attack cards waits for ``human``
    (and ``want(game)`` holds, when given)."""
    best: Game | None = None
    for s in range(seed, seed + 400):
        rng = random.Random(s)
        g = Game.new(rules, players, seed=s)
        while not g.is_over:
            pairs = g.table_pairs()
            if want is not None:
                if g.to_act == human and want(g):
                    return g
            elif (
                g.to_act == human
                and len(pairs) >= min_cards
                and any(b is not None for _, b in pairs)
                and g.phase in (Phase.DEFEND, Phase.THROW)
                and (g.deck_size() > 0 or players >= 6)
            ):
                return g
            if best is None and g.to_act == human and len(pairs) >= 2:
                best = g.copy(quiet=False)
            legal = g.legal_actions()
            # keep bouts going: prefer throwing in and beating over taking and passing
            good = [a for a in legal if a.kind in (ActionKind.THROW, ActionKind.BEAT, ActionKind.ATTACK)]
            g.apply(rng.choice(good if good and rng.random() < 0.85 else legal))
    assert best is not None
    return best


def make_ctx(size: tuple[int, int], language: str = "en"):  # type: ignore[no-untyped-def]
    from game.ui.context import AppContext
    from game.ui.settings import Settings

    screen = pygame.display.set_mode(size)
    return AppContext(screen, Settings(language=language), persist=False)


def shoot(
    out: Path,
    size: tuple[int, int],
    players: int,
    language: str = "en",
    drag: bool = False,
    scenario: str = "bout",
) -> Path:
    from game.play.config import GameConfig
    from game.play.session import Session
    from game.ui.scenes.table import TableScene

    ctx = make_ctx(size, language)
    preset, want = SCENARIOS[scenario]
    if scenario == "bout" and players == 4:
        preset = "perevodnoy"
    rules = PRESETS[preset]
    game = mid_bout(rules, players, seed=players * 100 + 1, want=want)
    config = GameConfig(rules, players, ("human",) + ("normal",) * (players - 1), 0, 1)
    scene = TableScene(ctx, Session.new(config, game=game, synchronous=True))
    ctx.stack.push(scene)
    scene.set_instant()
    scene.session.cancelled = True  # freeze the position
    for _ in range(3):
        scene.update(0.016)
    if drag:
        legal = scene.legal()
        card_actions = [a for a in legal if a.cards and len(a.cards) == 1]
        if card_actions:
            # the card with the most places to go
            card = max(card_actions, key=lambda a: sum(b.cards[:1] == a.cards[:1] for b in legal)).card
            start = scene.card_pos(card)
            scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            mid = (ctx.screen.get_width() // 2, ctx.screen.get_height() // 2)
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
            scene.update(0.016)
    scene.draw(ctx.screen)
    suffix = ("" if scenario == "bout" else "_" + scenario) + ("_drag" if drag else "")
    suffix += "" if language == "en" else "_" + language
    name = f"table_{size[0]}x{size[1]}_{players}p{suffix}.png"
    path = out / name
    pygame.image.save(ctx.screen, str(path))
    scene.on_exit()
    return path


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    out = Path(args[0]) if args else ROOT / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    paths = []
    for size in SIZES:
        for players in PLAYERS:
            paths.append(shoot(out, size, players))
        paths.append(shoot(out, size, 4, drag=True))
    paths.append(shoot(out, (1280, 800), 6, language="ru"))
    paths.append(shoot(out, (1280, 800), 3, drag=True, scenario="defend"))
    paths.append(shoot(out, (1920, 1080), 3, drag=True, scenario="defend"))
    paths.append(shoot(out, (1280, 800), 2, scenario="big_hand"))
    paths.append(shoot(out, (1280, 800), 4, language="de", drag=True))
    for p in paths:
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
