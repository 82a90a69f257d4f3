"""The new-game form's rows: where they stand and the widgets of each.

Two columns (the rules' drop-downs, the on/off boxes) over the opponents' row where they fit; where
the rows would be lower than their text (the smallest window with a larger text) every row stands in
one column that scrolls (``game.ui.scrolled_rows``), the opponents' levels last.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.ai.levels import BASELINES, DEFAULT_LEVEL, LEVELS
from game.engine import FirstAttacker, ProblemCode, Teams, ThrowIn
from game.play.config import CUSTOM
from game.ui.context import AppContext
from game.ui.deck_choice import build_deck_row, custom_row_width, deck_options
from game.ui.i18n import has, level_label, tr
from game.ui.partners import seat_labels
from game.ui.scenes.base import BUTTON_FONT_PX, bottom_bar, centred, title_bar

#: the option that a problem names (its box stays enabled while it blocks the start)
PROBLEM_OPTIONS = {
    ProblemCode.SEVEN_NO_TRANSFER: "transfer",
    ProblemCode.SHOW_NEEDS_TRANSFER: "transfer_by_showing_trump",
    ProblemCode.FIRST_OUT_NEEDS_TEAMS: "team_wins_on_first_out",
}
#: the drop-downs' rows and their labels (the label column fits the widest)
LEFT_ROWS = {
    "preset": "new.preset",
    "players": "new.players",
    "deck": "new.deck",
    "throw_in": "new.throw_in",
    "first_bout_limit": "new.first_bout",
    "teams": "new.teams",
    "first_attacker": "new.first_attacker",
    "match_target": "match.option",
}
LEFT_LABELS = tuple(LEFT_ROWS.values())
#: the traditional match targets offered (first to be the durak this many times loses the match)
MATCH_TARGETS = (3, 5, 10)
PRESET_ORDER = (
    "podkidnoy",
    "perevodnoy",
    "proyezdnoy",
    "seven_card",
    "classic",
    "neighbours",
    "teams",
)
PLAYER_COUNTS = (2, 3, 4, 5, 6)
FIRST_BOUT_LIMIT = 5
#: known levels from weakest to strongest; others follow in registry order
LEVEL_ORDER = ("random", "easy", "normal", "hard", "master")
#: the on/off options, in form order
TOGGLES = (
    "multi_lead",
    "transfer",
    "transfer_by_showing_trump",
    "seven_card",
    "draws",
    "redeal",
    "trump_exchange",
    "team_wins_on_first_out",
)
#: the bottom bar's widgets in the keyboard's order
BOTTOM = ("back", "cheating", "start")


def level_names() -> list[str]:
    """The computer levels offered to a player, weakest first."""
    known = [name for name in LEVEL_ORDER if name in LEVELS]
    return known + [name for name in LEVELS if name not in known and name not in BASELINES]


def one_column(players: int) -> tuple[str, ...]:
    """Every row of the one column, in order: the drop-downs, the boxes, each computer's level."""
    return (*LEFT_ROWS, *TOGGLES, *(f"level{i}" for i in range(players - 1)))


def form_layout(ctx: AppContext, size: tuple[int, int]) -> dict[str, Any]:
    w, h = size
    k = ctx.ui_scale
    pw = min(w - 40, int(1200 * k))
    ph = min(h - 30, int(900 * k))
    panel = centred(size, pw, ph)
    pad = max(18, pw // 40)
    title_h = max(46, int(ph * 0.075))
    bottom_h = max(56, int(ph * 0.085))
    notes_h = int(96 * k)  # two lines of description, two of reasons
    body = pygame.Rect(
        panel.left + pad, panel.top + title_h + 8, pw - 2 * pad, ph - title_h - bottom_h - notes_h - 24
    )
    gap = max(20, pw // 30)
    lay: dict[str, Any] = {
        "panel": panel,
        "title": title_bar(panel, title_h),
        "notes": pygame.Rect(panel.left + pad, panel.bottom - bottom_h - notes_h, pw - 2 * pad, notes_h),
        "bottom": bottom_bar(panel, pad, bottom_h),
    }
    font = ctx.fonts.get(int(BUTTON_FONT_PX * k))
    # a drop-down's text clear of its borders, and the row's margins (as the rows are built)
    least = font.get_height() + 6 + 8
    rows = 8  # the taller column (toggles); the opponents row comes below
    opp_h = max(int(96 * k), int(body.height * 0.16))
    row_h = min(int(48 * k), (body.height - opp_h) // rows)
    if row_h >= least:
        # the labels and choices keep their words; the check boxes take the rest (a small window)
        col_w = max((body.width - gap) // 2, min(left_width(ctx), int(body.width * 0.6)))
        col2_w = body.width - gap - col_w
        lay.update(
            col1=pygame.Rect(body.left, body.top, col_w, row_h * rows),
            col2=pygame.Rect(body.left + col_w + gap, body.top, col2_w, row_h * rows),
            row_h=row_h,
            opponents=pygame.Rect(body.left, body.top + row_h * rows + 6, body.width, opp_h),
        )
        return lay
    row_h = max(least, min(int(48 * k), body.height // 6))
    bar_w = max(8, int(10 * k))
    col = pygame.Rect(body.left, body.top, body.width - bar_w - gap // 2, body.height)
    lay.update(
        col=col,
        row_h=row_h,
        shown=max(1, body.height // row_h),
        width=min(col.width, max(left_width(ctx), col.width * 2 // 3)),
        bar=pygame.Rect(col.right + gap // 2, body.top, bar_w, body.height),
    )
    return lay


def left_width(ctx: AppContext) -> int:
    """The width the drop-downs' rows need: the longest label beside the longest choice and the
    drop-down's arrow."""
    k = ctx.ui_scale
    font = ctx.fonts.get(int(BUTTON_FONT_PX * k))
    choices = [tr(f"preset.{p}") for p in (*PRESET_ORDER, CUSTOM)]
    choices += [label for label, _ in deck_options()]
    choices += [tr(f"new.throw_in.{t.value}") for t in ThrowIn]
    choices += [tr("new.first_bout.off"), tr("new.first_bout.on", n=FIRST_BOUT_LIMIT)]
    choices += [tr(f"new.teams.{t.value}") for t in Teams]
    choices += [tr(f"new.first_attacker.{f.value}") for f in FirstAttacker]
    choices += [tr("match.option.off")] + [tr("match.option.to", n=n) for n in MATCH_TARGETS]
    label = max(font.size(tr(key))[0] for key in LEFT_LABELS) + int(24 * k)
    arrow = int(44 * k)
    # a custom deck's row starts after its own short label (the deck, its suits and ranks)
    custom = font.size(tr("new.deck"))[0] + int(16 * k) + custom_row_width(font, arrow)
    return max(label + max(font.size(text)[0] for text in choices) + arrow, custom)


def label_width(scene: Any, width: int, seats: list[str]) -> int:
    """The labels' part of a row ``width`` wide: the widest label's, up to nearly half."""
    k = scene.ctx.ui_scale
    font = scene.ctx.fonts.get(int(18 * k))
    widest = max(font.size(text)[0] for text in [*(tr(key) for key in LEFT_LABELS), *seats])
    return min(int(width * 0.46), int(widest) + int(24 * k))


def build_left_row(scene: Any, name: str, place: pygame.Rect, label_w: int, idle: set[str]) -> None:
    """A drop-down's row in ``place``: its label, then its choices (the deck: a custom deck's
    suits and ranks beside it, after the row's own short label)."""
    k = scene.ctx.ui_scale
    wh = place.height - 8
    y = place.top + 4
    r = scene.rules
    scene.form_label(tr(LEFT_ROWS[name]), pygame.Rect(place.left, y, label_w - 8, wh))
    if name == "deck":
        label_font = scene.ctx.fonts.get(int(18 * k))
        short = min(label_w, label_font.size(tr("new.deck"))[0] + int(16 * k))
        left = place.left + (short if scene.custom_deck else label_w)
        font = scene.ctx.fonts.get(int(BUTTON_FONT_PX * k))
        row = pygame.Rect(left, y, place.right - left, wh)
        build_deck_row(scene, row, r, scene.custom_deck, font, int(44 * k))
        return
    options: list[tuple[str, str]]
    if name == "preset":
        current = scene.shown_preset()
        options = [(tr(f"preset.{p}"), p) for p in PRESET_ORDER]
        if current == CUSTOM:
            options.append((tr("preset.custom"), CUSTOM))
    elif name == "players":
        options, current = [(str(n), str(n)) for n in PLAYER_COUNTS], str(scene.players)
    elif name == "throw_in":
        options, current = [(tr(f"new.throw_in.{t.value}"), t.value) for t in ThrowIn], r.throw_in.value
    elif name == "first_bout_limit":
        options = [(tr("new.first_bout.off"), "off"), (tr("new.first_bout.on", n=FIRST_BOUT_LIMIT), "on")]
        current = "on" if r.first_bout_limit is not None else "off"
    elif name == "teams":
        options, current = [(tr(f"new.teams.{t.value}"), t.value) for t in Teams], r.teams.value
    elif name == "first_attacker":
        options = [(tr(f"new.first_attacker.{f.value}"), f.value) for f in FirstAttacker]
        current = r.first_attacker.value
    else:
        options = [(tr("match.option.off"), "off")] + [
            (tr("match.option.to", n=n), str(n)) for n in MATCH_TARGETS
        ]
        current = str(scene.match_target or "off")
    choice = pygame.Rect(place.left + label_w, y, place.width - label_w, wh)
    menu = scene.form_dropdown(name, options, current, choice)
    if name in idle:
        menu.disable()


def build_toggle(scene: Any, name: str, place: pygame.Rect, idle: set[str]) -> None:
    """An on/off option's box and its text, in ``place``."""
    # A ticked box that stops the game from starting stays free, so it can be unticked.
    blocking = {PROBLEM_OPTIONS[p.code] for p in scene.problems() if p.code in PROBLEM_OPTIONS}
    wh = place.height - 8
    box = min(int(26 * scene.ctx.ui_scale), wh - 6)
    cb = pygame_gui.elements.UICheckBox(
        pygame.Rect(place.left, place.top + 4 + (wh - box) // 2, box, box),
        tr(f"new.opt.{name}"),
        manager=scene.ctx.ui,
        container=scene.ui_root,
        initial_state=scene.toggle_value(name),
        object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),  # the smaller text
    )
    scene.register(name, cb)
    if name in idle and name not in blocking:
        cb.disable()  # type: ignore[no-untyped-call]


def level_options(scene: Any, width: int) -> list[tuple[str, str]]:
    """The levels for a drop-down ``width`` wide: a level with a short name goes by it where the
    long one would not fit (five opponents on a small window)."""
    k = scene.ctx.ui_scale
    names = level_names()
    font = scene.ctx.fonts.get(int(BUTTON_FONT_PX * k))
    short = any(font.size(level_label(n))[0] > width - int(40 * k) for n in names)
    return [
        (tr(f"level.{n}.short") if short and has(f"level.{n}.short") else level_label(n), n) for n in names
    ]


def build_level(scene: Any, i: int, options: list[tuple[str, str]], rect: pygame.Rect) -> None:
    current = scene.levels[i] if scene.levels[i] in level_names() else DEFAULT_LEVEL
    scene.form_dropdown(f"level{i}", options, current, rect)


def seats(scene: Any) -> list[str]:
    """The computers' names as the table will name them, seat by seat."""
    return seat_labels(scene.rules, scene.players, lambda: scene.ctx.settings)


def build_opponents(scene: Any, opp: pygame.Rect, wh: int) -> None:
    """The row below the two columns: each other seat's name over its computer level."""
    k = scene.ctx.ui_scale
    hh, sh = int(30 * k), int(24 * k)
    # with teams the others are partners too, not only opponents
    heading = tr("new.others") if scene.rules.teams is not Teams.NONE else tr("new.opponents")
    scene.form_label(heading, pygame.Rect(opp.left, opp.top, opp.width, hh), "#form_heading")
    slot = (opp.width + 12) // 5
    options = level_options(scene, slot - 12)
    names = seats(scene)
    for i in range(scene.players - 1):
        x = opp.left + i * slot
        label = names[i] if i < len(names) else tr("new.opponent_n", n=i + 1)
        scene.form_label(label, pygame.Rect(x, opp.top + hh, slot - 12, sh), "#small_label")
        build_level(scene, i, options, pygame.Rect(x, opp.top + hh + sh + 2, slot - 12, wh))


def build_rows(scene: Any, lay: dict[str, Any], shown: tuple[str, ...], idle: set[str]) -> None:
    """The rows of the one column in sight, one under the other."""
    col: pygame.Rect = lay["col"]
    row_h: int = lay["row_h"]
    width: int = lay["width"]
    names = seats(scene)
    label_w = label_width(scene, width, names)
    options = level_options(scene, width - label_w)
    for i, name in enumerate(shown):
        place = pygame.Rect(col.left, col.top + i * row_h, width, row_h)
        if name in LEFT_ROWS:
            build_left_row(scene, name, place, label_w, idle)
        elif name in TOGGLES:
            build_toggle(scene, name, place, idle)
        else:
            seat = int(name.removeprefix("level"))
            label = names[seat] if seat < len(names) else tr("new.opponent_n", n=seat + 1)
            wh = row_h - 8
            scene.form_label(label, pygame.Rect(place.left, place.top + 4, label_w - 8, wh))
            build_level(
                scene, seat, options, pygame.Rect(place.left + label_w, place.top + 4, width - label_w, wh)
            )


def build_columns(scene: Any, lay: dict[str, Any], idle: set[str]) -> None:
    """The two columns and the opponents' row under them."""
    col1: pygame.Rect = lay["col1"]
    col2: pygame.Rect = lay["col2"]
    row_h: int = lay["row_h"]
    label_w = label_width(scene, col1.width, [])
    for i, name in enumerate(LEFT_ROWS):
        build_left_row(
            scene, name, pygame.Rect(col1.left, col1.top + i * row_h, col1.width, row_h), label_w, idle
        )
    for i, name in enumerate(TOGGLES):
        build_toggle(scene, name, pygame.Rect(col2.left, col2.top + i * row_h, col2.width, row_h), idle)
    build_opponents(scene, lay["opponents"], row_h - 8)
