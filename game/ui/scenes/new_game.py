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

from game.ai.levels import DEFAULT_LEVEL
from game.engine import PRESETS, FirstAttacker, Problem, Rules, RulesError, Teams, ThrowIn
from game.play import saves
from game.play.config import GameConfig, base_preset, variant_name
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.deck_choice import CUSTOM_DECK, deck_summary, is_standard, on_deck, play_preset
from game.ui.form_keys import FormFocus
from game.ui.i18n import has, tr
from game.ui.i18n.codes import problem_text
from game.ui.new_game_form import (
    BOTTOM,
    FIRST_BOUT_LIMIT,
    MATCH_TARGETS,
    PLAYER_COUNTS,
    build_columns,
    build_rows,
    form_layout,
    level_names,
    one_column,
)
from game.ui.palette import CREAM, GOLD, WARNING
from game.ui.partners import teams_line
from game.ui.scenes.base import MenuScene, draw_panel, fit_font, render_text
from game.ui.scrolled_rows import ScrolledRows
from game.ui.textwrap import wrap_text

#: presets of the engine the form does not offer: Podkidnoy with cheating is the check box's
NOT_OFFERED: frozenset[str] = frozenset({"cheating"})
REDEAL_THRESHOLD = 5


def translate_problem(problem: Problem) -> str:
    """One of ``Rules.problems`` in the current language."""
    return problem_text(problem)


class NewGameScene(ScrolledRows, MenuScene):
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
        #: the first row in sight where the rows stand in one column that scrolls
        self.first = 0
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
        return form_layout(self.ctx, size)

    def scroll_rows(self) -> tuple[str, ...]:
        return one_column(self.players)

    def scroll_after(self) -> tuple[str, ...]:
        return BOTTOM

    def row_parts(self, row: str) -> tuple[str, ...]:
        return ("deck", "suits", "ranks") if row == "deck" and self.custom_deck else (row,)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        idle = self.idle_options()
        if "col" in lay:
            build_rows(self, lay, self.rows_in_sight(lay), idle)
        else:
            build_columns(self, lay, idle)
        self._build_buttons(lay["bottom"])

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
        self.register("cheating", cb)

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

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.scroll_event(event):
            super().handle_event(event)

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
        if "bar" in lay:
            self.draw_bar(surface, lay)
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
