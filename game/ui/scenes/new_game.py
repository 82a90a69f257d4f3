"""The new-game form: a preset, then every option of the rules, players and the strength of each opponent,
and whether cheating is allowed (a check box that goes with any variant).

The form edits a model (``self.rules``, ``self.players``, ``self.levels``); any change
updates the model and rebuilds the widgets.  Invalid combinations disable Start and
show the reasons from ``Rules.problems(players)`` (translated).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui

from game.ai.levels import BASELINES, DEFAULT_LEVEL, LEVELS
from game.engine import PRESETS, FirstAttacker, Problem, ProblemCode, Rules, RulesError, Teams, ThrowIn
from game.play import saves
from game.play.config import CUSTOM, GameConfig, base_preset, variant_name
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.deck_choice import (
    CUSTOM_DECK,
    build_deck_row,
    custom_row_width,
    deck_options,
    deck_summary,
    is_standard,
    on_deck,
    play_preset,
)
from game.ui.form_keys import FormFocus
from game.ui.i18n import has, level_label, tr
from game.ui.i18n.codes import problem_text
from game.ui.palette import CREAM, GOLD, WARNING
from game.ui.partners import seat_labels, teams_line
from game.ui.scenes.base import (
    BUTTON_FONT_PX,
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    fit_font,
    render_text,
    title_bar,
)
from game.ui.textwrap import wrap_text

#: the option that a problem names (its box stays enabled while it blocks the start)
PROBLEM_OPTIONS = {
    ProblemCode.SEVEN_NO_TRANSFER: "transfer",
    ProblemCode.SHOW_NEEDS_TRANSFER: "transfer_by_showing_trump",
    ProblemCode.FIRST_OUT_NEEDS_TEAMS: "team_wins_on_first_out",
}
#: the labels of the drop-downs' column (its label width fits the widest)
LEFT_LABELS = (
    "new.preset",
    "new.players",
    "new.deck",
    "new.throw_in",
    "new.first_bout",
    "new.teams",
    "new.first_attacker",
    "match.option",
)
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
#: presets of the engine the form does not offer: Podkidnoy with cheating is the check box's
NOT_OFFERED: frozenset[str] = frozenset({"cheating"})
PLAYER_COUNTS = (2, 3, 4, 5, 6)
FIRST_BOUT_LIMIT = 5
REDEAL_THRESHOLD = 5
#: known levels from weakest to strongest; others follow in registry order
LEVEL_ORDER = ("random", "easy", "normal", "hard", "master")
#: the on/off options, in form order: name → getter
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


def level_names() -> list[str]:
    """The computer levels offered to a player, weakest first."""
    known = [name for name in LEVEL_ORDER if name in LEVELS]
    return known + [name for name in LEVELS if name not in known and name not in BASELINES]


def translate_problem(problem: Problem) -> str:
    """One of ``Rules.problems`` in the current language."""
    return problem_text(problem)


class NewGameScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.preset = "podkidnoy"
        self.rules: Rules = PRESETS["podkidnoy"]
        self.players = 2
        self.levels: list[str] = [DEFAULT_LEVEL] * 5  # one per possible opponent
        self.match_target: int | None = None
        #: the deck drop-down is on "Custom…" (suits and ranks of the player's own choice)
        self.custom_deck = False
        self._prefill(ctx.settings.last_new_game)
        self._widgets: dict[str, Any] = {}
        self._layout_cache: dict[str, Any] = {}
        self.form_focus = FormFocus(default="start")

    # ------------------------------------------------------------------ model
    def _prefill(self, last: dict[str, Any]) -> None:
        if not last:
            return
        target = last.get("match_target")
        self.match_target = target if target in MATCH_TARGETS else None
        try:
            options = last.get("options")
            if isinstance(options, dict):
                rules = Rules.from_dict(options)
            else:
                rules = PRESETS[str(last.get("preset", "podkidnoy"))]
            players = int(last.get("players", 2))
            if players not in PLAYER_COUNTS:
                raise ValueError(players)
            self.rules, self.players = rules, players
            self.preset = base_preset(rules)
            self.custom_deck = not is_standard(rules)
            offered = level_names()
            levels = [lv for lv in last.get("levels", []) if lv in offered]
            for i, lv in enumerate(levels[:5]):
                self.levels[i] = lv
        except (RulesError, KeyError, ValueError, TypeError):
            pass

    def problems(self) -> list[Problem]:
        return self.rules.problems(self.players)

    def idle_options(self) -> set[str]:
        """Options that do nothing under the other choices (the form greys them out)."""
        r = self.rules
        idle = set()
        if r.seven_card:
            # No throw-ins, a lead of k pairs + 1 up to 7 cards (docs/rules.md, the 7-card variant).
            idle |= {"throw_in", "first_bout_limit", "multi_lead", "transfer", "transfer_by_showing_trump"}
        if not r.transfer:
            idle.add("transfer_by_showing_trump")
        if r.teams is Teams.NONE:
            idle.add("team_wins_on_first_out")
        return idle

    def config(self) -> GameConfig:
        """The game the form describes (raises RulesError when invalid)."""
        levels = ("human", *self.levels[: self.players - 1])
        return GameConfig(
            rules=self.rules,
            players=self.players,
            levels=levels,
            human_seat=0,
            seed=self.ctx.seed,
            match_target=self.match_target,
            preset=variant_name(self.rules),
        )

    def shown_preset(self) -> str:
        """The preset drop-down's choice: with a custom deck, the preset whose rules are played on it."""
        return play_preset(replace(self.rules, cheating=False)) if self.custom_deck else self.preset

    def set_preset(self, name: str) -> None:
        if name not in PRESETS:
            return
        deck = self.rules
        self.rules = replace(PRESETS[name], cheating=deck.cheating)  # the box stays as it is
        if self.custom_deck:  # the preset's rules on the chosen deck
            self.rules = on_deck(self.rules, deck.suits, deck.ranks)
        self.preset = base_preset(self.rules)
        if self.rules.problems(self.players):
            for n in (4, 2, 3, 6, 5):
                if not self.rules.problems(n):
                    self.players = n
                    break

    def set_option(self, name: str, value: Any) -> None:
        r = self.rules
        if name == "players":
            self.players = int(value)
        elif name == "deck":
            self.custom_deck = value == CUSTOM_DECK
            if not self.custom_deck:
                r = r.with_deck(int(value))
        elif name == "suits":
            r = on_deck(r, int(value), r.ranks)
        elif name == "ranks":
            r = on_deck(r, r.suits, int(value))
        elif name == "throw_in":
            r = replace(r, throw_in=ThrowIn(value))
        elif name == "first_bout_limit":
            r = replace(r, first_bout_limit=FIRST_BOUT_LIMIT if value == "on" else None)
        elif name == "teams":
            r = replace(r, teams=Teams(value))
        elif name == "first_attacker":
            r = replace(r, first_attacker=FirstAttacker(value))
        elif name == "seven_card":
            r = replace(r, seven_card=bool(value), hand_size=7 if value else 6)
            if value:
                r = replace(r, transfer=False, transfer_by_showing_trump=False)
        elif name == "redeal":
            r = replace(r, redeal_on_suit=REDEAL_THRESHOLD if value else None)
        elif name == "transfer":
            r = replace(r, transfer=bool(value))
            if not value:
                r = replace(r, transfer_by_showing_trump=False)
        elif name in (
            "multi_lead",
            "transfer_by_showing_trump",
            "draws",
            "trump_exchange",
            "team_wins_on_first_out",
        ):
            r = replace(r, **{name: bool(value)})  # type: ignore[arg-type]
        elif name == "cheating":
            r = replace(r, cheating=bool(value))
        elif name.startswith("level"):
            self.levels[int(name[5:])] = str(value)
        self.rules = r
        self.preset = base_preset(r)

    def toggle_value(self, name: str) -> bool:
        r = self.rules
        if name == "redeal":
            return r.redeal_on_suit is not None
        return bool(getattr(r, name))

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, Any]:
        w, h = size
        k = self.ctx.ui_scale
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
        # the labels and choices keep their words; the check boxes take the rest (a small window)
        col_w = max((body.width - gap) // 2, min(self._left_width(), int(body.width * 0.6)))
        col2_w = body.width - gap - col_w
        rows = 8  # the taller column (toggles); the opponents row comes below
        opp_h = max(int(96 * k), int(body.height * 0.16))
        row_h = min(int(48 * k), (body.height - opp_h) // rows)
        return {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "col1": pygame.Rect(body.left, body.top, col_w, row_h * rows),
            "col2": pygame.Rect(body.left + col_w + gap, body.top, col2_w, row_h * rows),
            "row_h": row_h,
            "opponents": pygame.Rect(body.left, body.top + row_h * rows + 6, body.width, opp_h),
            "notes": pygame.Rect(panel.left + pad, panel.bottom - bottom_h - notes_h, pw - 2 * pad, notes_h),
            "bottom": bottom_bar(panel, pad, bottom_h),
        }

    def _left_width(self) -> int:
        """The width the left column needs: its longest label beside its longest choice and the
        drop-down's arrow."""
        k = self.ctx.ui_scale
        font = self.ctx.fonts.get(int(BUTTON_FONT_PX * k))
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

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        self._widgets = {}
        lay = self._layout(self.ctx.screen.get_size())
        self._layout_cache = lay
        wh = lay["row_h"] - 8  # widget height
        idle = self.idle_options()
        self._build_rules_column(lay["col1"], lay["row_h"], wh, idle)
        self._build_toggles(lay["col2"], lay["row_h"], wh, idle)
        self._build_opponents(lay["opponents"], wh)
        self._build_buttons(lay["bottom"])

    def _build_rules_column(self, col1: pygame.Rect, row_h: int, wh: int, idle: set[str]) -> None:
        """The left column: a label and a drop-down per row (preset, players, deck, … match)."""
        label_font = self.ctx.fonts.get(int(18 * self.ctx.ui_scale))
        widest = max(label_font.size(tr(key))[0] for key in LEFT_LABELS)
        # As much room for the choices as the labels leave ("Perevodnoy + showing the trump").
        label_w = min(int(col1.width * 0.46), widest + int(24 * self.ctx.ui_scale))
        r = self.rules

        def left_row(i: int, key: str, name: str, options: list[tuple[str, str]], current: str) -> None:
            y = col1.top + i * row_h
            self.form_label(tr(key), pygame.Rect(col1.left, y + 4, label_w - 8, wh))
            choice = pygame.Rect(col1.left + label_w, y + 4, col1.width - label_w, wh)
            self._widgets[name] = self.form_dropdown(name, options, current, choice)
            if name in idle:
                self._widgets[name].disable()

        shown = self.shown_preset()
        presets = [(tr(f"preset.{p}"), p) for p in PRESET_ORDER]
        if shown == CUSTOM:
            presets.append((tr("preset.custom"), CUSTOM))
        left_row(0, "new.preset", "preset", presets, shown)
        left_row(1, "new.players", "players", [(str(n), str(n)) for n in PLAYER_COUNTS], str(self.players))
        # the deck, and a custom deck's suits and ranks beside it (after this row's own short label)
        k, y = self.ctx.ui_scale, col1.top + 2 * row_h
        self.form_label(tr("new.deck"), pygame.Rect(col1.left, y + 4, label_w - 8, wh))
        short = min(label_w, label_font.size(tr("new.deck"))[0] + int(16 * k))
        left = col1.left + (short if self.custom_deck else label_w)
        font = self.ctx.fonts.get(int(BUTTON_FONT_PX * k))
        row = pygame.Rect(left, y + 4, col1.right - left, wh)
        self._widgets.update(
            build_deck_row(self, row, r, self.custom_deck, font, int(44 * k))
        )  # as _left_width
        left_row(
            3,
            "new.throw_in",
            "throw_in",
            [(tr(f"new.throw_in.{t.value}"), t.value) for t in ThrowIn],
            r.throw_in.value,
        )
        left_row(
            4,
            "new.first_bout",
            "first_bout_limit",
            [(tr("new.first_bout.off"), "off"), (tr("new.first_bout.on", n=FIRST_BOUT_LIMIT), "on")],
            "on" if r.first_bout_limit is not None else "off",
        )
        left_row(
            5, "new.teams", "teams", [(tr(f"new.teams.{t.value}"), t.value) for t in Teams], r.teams.value
        )
        left_row(
            6,
            "new.first_attacker",
            "first_attacker",
            [(tr(f"new.first_attacker.{f.value}"), f.value) for f in FirstAttacker],
            r.first_attacker.value,
        )
        targets = [(tr("match.option.off"), "off")] + [
            (tr("match.option.to", n=n), str(n)) for n in MATCH_TARGETS
        ]
        left_row(7, "match.option", "match_target", targets, str(self.match_target or "off"))

    def _build_toggles(self, col2: pygame.Rect, row_h: int, wh: int, idle: set[str]) -> None:
        """The right column: a check box per on/off option."""
        # A ticked box that stops the game from starting stays free, so it can be unticked.
        blocking = {PROBLEM_OPTIONS[p.code] for p in self.problems() if p.code in PROBLEM_OPTIONS}
        box = min(int(26 * self.ctx.ui_scale), wh - 6)
        for i, name in enumerate(TOGGLES):
            y = col2.top + i * row_h + 4 + (wh - box) // 2
            cb = pygame_gui.elements.UICheckBox(
                pygame.Rect(col2.left, y, box, box),
                tr(f"new.opt.{name}"),
                manager=self.ctx.ui,
                container=self.ui_root,
                initial_state=self.toggle_value(name),
                object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),  # the smaller text
            )
            self._widgets[name] = self.register(name, cb)
            if name in idle and name not in blocking:
                cb.disable()  # type: ignore[no-untyped-call]

    def _build_opponents(self, opp: pygame.Rect, wh: int) -> None:
        """The row below: each other seat's name over its computer level."""
        k = self.ctx.ui_scale
        hh, sh = int(30 * k), int(24 * k)
        # with teams the others are partners too, not only opponents
        heading = tr("new.others") if self.rules.teams is not Teams.NONE else tr("new.opponents")
        self.form_label(heading, pygame.Rect(opp.left, opp.top, opp.width, hh), "#form_heading")
        count = self.players - 1
        slot = (opp.width + 12) // 5
        names = level_names()
        # five opponents on a small window: the level that has a short name goes by it
        font = self.ctx.fonts.get(int(BUTTON_FONT_PX * k))
        short = any(font.size(level_label(n))[0] > slot - 12 - int(40 * k) for n in names)
        options = [
            (tr(f"level.{n}.short") if short and has(f"level.{n}.short") else level_label(n), n)
            for n in names
        ]
        seats = seat_labels(self.rules, self.players, lambda: self.ctx.settings)  # the table's names
        for i in range(count):
            x = opp.left + i * slot
            label = seats[i] if i < len(seats) else tr("new.opponent_n", n=i + 1)
            self.form_label(label, pygame.Rect(x, opp.top + hh, slot - 12, sh), "#small_label")
            current = self.levels[i] if self.levels[i] in names else DEFAULT_LEVEL
            self._widgets[f"level{i}"] = self.form_dropdown(
                f"level{i}", options, current, pygame.Rect(x, opp.top + hh + sh + 2, slot - 12, wh)
            )

    def _build_buttons(self, bottom: pygame.Rect) -> None:
        bw = max(160, min(240, bottom.width // 5))
        self.button("back", tr("new.back"), pygame.Rect(bottom.left, bottom.top, bw, bottom.height))
        self._build_cheating(bottom, bw)  # between Back and Start, for the keyboard's order too
        start = self.button(
            "start",
            tr("new.start"),
            pygame.Rect(bottom.right - bw, bottom.top, bw, bottom.height),
            object_id="#start_button",
        )
        if self.problems():
            start.disable()  # type: ignore[no-untyped-call]

    def _build_cheating(self, bottom: pygame.Rect, bw: int) -> None:
        """The *Cheating allowed* box between Back and Start, centred with its label."""
        k = self.ctx.ui_scale
        box = min(int(26 * k), bottom.height - 8)
        label = tr("new.cheating")
        font = self.ctx.fonts.get(int(16 * k))  # a little over the check boxes' own text
        room = bottom.width - 2 * bw - int(24 * k)
        width = min(room, box + int(10 * k) + font.size(label)[0])
        x = bottom.centerx - width // 2
        cb = pygame_gui.elements.UICheckBox(
            pygame.Rect(x, bottom.centery - box // 2, box, box),
            label,
            manager=self.ctx.ui,
            container=self.ui_root,
            initial_state=self.rules.cheating,
            object_id=pygame_gui.core.ObjectID(object_id="#form_toggle"),
        )
        self._widgets["cheating"] = self.register("cheating", cb)

    # ------------------------------------------------------------------ input
    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        value: Any
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            value = getattr(event, "selected_option_id", event.text)
            if name == "match_target":
                self.match_target = int(value) if value.isdigit() and int(value) in MATCH_TARGETS else None
            elif name == "preset":
                self.set_preset(value)
            else:
                self.set_option(name, value)
        elif event.type == pygame_gui.UI_CHECK_BOX_CHECKED:
            value = True
            self.set_option(name, True)
        elif event.type == pygame_gui.UI_CHECK_BOX_UNCHECKED:
            value = False
            self.set_option(name, False)
        else:
            return
        problems = [str(p) for p in self.problems()]
        self.ctx.debug("ui", scene="NewGameScene", action="option", name=name, value=value, problems=problems)
        self.rebuild()

    def on_button(self, name: str) -> None:
        if name == "back":
            self.back()
        elif name == "start":
            self.start()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def back(self) -> None:
        self.ctx.stack.replace(self.ctx.make_scene("main_menu"))

    def start(self) -> None:
        if self.problems():
            self.ctx.sound.play("invalid")
            return
        config = self.config()
        last = {
            "preset": self.preset,
            "options": self.rules.to_dict(),
            "players": self.players,
            "levels": list(self.levels),
            "match_target": self.match_target,
        }
        self.ctx.update_settings(last_new_game=last)
        if saves.save_path().exists():  # the game kept for Continue would be replaced: ask first
            self.ctx.stack.push(
                self.ctx.make_scene("leave", "replace", on_yes=lambda: self.start_game(config))
            )
            return
        self.start_game(config)

    def start_game(self, config: GameConfig) -> None:
        """Replace this form with the table playing ``config``."""
        self.ctx.debug(
            "ui",
            scene="NewGameScene",
            action="start",
            rules=config.rules.to_dict(),
            players=config.players,
            levels=list(config.levels),
            human_seat=config.human_seat,
            seed=config.seed,
        )
        self.ctx.stack.replace(self.ctx.make_scene("table", Session.new(config)))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        panel: pygame.Rect = lay["panel"]
        draw_panel(surface, panel)
        title = tr("new.title")
        font = fit_font(
            self.ctx, title, panel.width - 40, max(26, int(lay["title"].height * 0.62)), bold=True
        )
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=lay["title"].center))
        notes: pygame.Rect = lay["notes"]
        small = self.ctx.fonts.get(int(17 * self.ctx.ui_scale))
        y = notes.top
        key = "new.cheating.desc" if self.rules.cheating else f"preset.{self.shown_preset()}.desc"
        desc = tr(key) if has(key) else ""
        problems = self.problems()
        # a custom deck's size below the rules' description (a problem with the deck says it already)
        deck = [deck_summary(self.rules)] if self.custom_deck and not problems else []
        for line in wrap_text(small, desc, notes.width)[: 2 - len(deck)] + deck:
            surface.blit(render_text(small, line, CREAM, offset=1), (notes.left, y))
            y += small.get_linesize()
        teams = teams_line(self.rules, self.players, lambda: self.ctx.settings)
        if teams:  # who plays with whom, named as the table will name them
            bold = self.ctx.fonts.get(small.get_height() - 2, bold=True)
            surface.blit(render_text(bold, teams, GOLD, offset=1), (notes.left, y))
            y += bold.get_linesize()
        if problems:
            text = tr("new.cannot_start", reasons="; ".join(translate_problem(p) for p in problems))
            bold = self.ctx.fonts.get(small.get_height() - 2, bold=True)
            for line in wrap_text(bold, text, notes.width)[:2]:
                surface.blit(render_text(bold, line, WARNING, offset=1), (notes.left, y))
                y += bold.get_linesize()

    def problem_text(self) -> str:
        """The reasons shown when Start is disabled ('' when the game can start)."""
        problems = self.problems()
        if not problems:
            return ""
        return tr("new.cannot_start", reasons="; ".join(translate_problem(p) for p in problems))
