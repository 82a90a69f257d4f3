"""One puzzle at the table: both hands face up, the table between them, your moves checked.

Your card, clicked: in your lead it is picked (cards of one rank; Play or Enter leads them); as the
defender it beats the card on the table you chose (by clicking it), else the first one it can beat;
when you may throw in, it is thrown in.  Take and Pass are buttons.  A move that gives the result away
is refused and said so — try again, or Retry from the start, or ask for a Hint.  The solver checks
each move and finds the opponent's answer in a worker thread: the frame loop never waits for it.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future
from datetime import date
from typing import Any

import pygame

from game.engine import Action, ActionKind, Game, IllegalActionError, Phase, attack, beat, throw
from game.engine.cards import Card, suit_symbol
from game.play.achievements import Milestone, note_puzzle
from game.play.jobs import Worker
from game.play.puzzle_attempt import Attempt, Step, Verdict
from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import Ladder, Puzzle
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.form_keys import FormFocus
from game.ui.i18n import card_text, cards_text, index_set, tr
from game.ui.i18n.codes import reason_text
from game.ui.milestones import toast_text
from game.ui.palette import CREAM, GOLD, HIGHLIGHT, LOSS_COLOUR, WARNING
from game.ui.scenes.base import MenuScene, draw_panel, fit_font, render_text, row_widths
from game.ui.table.card_images import CardImages, deck_for

log = logging.getLogger(__name__)

BUTTONS = ("play", "take", "pass", "hint", "retry", "next", "back")


def move_words(action: Action) -> str:
    """Your move as an order ("beat 7♣ with 9♣"), for a hint and for a refusal."""
    cards = cards_text(action.cards)
    target = card_text(action.target) if action.target is not None else ""
    return tr(f"puzzle.do.{action.kind.value}", cards=cards, target=target)


def reply_words(action: Action, yours: bool) -> str:
    """A move after yours as a sentence ("Opponent beats 7♣ with 9♣", "You pass")."""
    cards = cards_text(action.cards)
    target = card_text(action.target) if action.target is not None else ""
    key = f"replay.you.{action.kind.value}" if yours else f"replay.act.{action.kind.value}"
    return tr(key, name=tr("puzzle.opponent"), cards=cards, target=target)


class PuzzleScene(MenuScene):
    def __init__(
        self,
        ctx: AppContext,
        ladder: Ladder,
        puzzle: Puzzle,
        progress: PuzzleProgress,
        daily_of: date | None = None,
    ) -> None:
        super().__init__(ctx)
        self.ladder = ladder
        self.puzzle = puzzle
        self.progress = progress
        #: the date whose puzzle of the day this is (None: from the ladder)
        self.daily_of = daily_of
        self.attempt = Attempt(puzzle)
        s, rules = ctx.settings, self.attempt.game.rules
        deck = deck_for(s.card_deck, rules.suits, rules.ranks)
        self.images = CardImages(s.four_color_suits, s.card_back, deck, index_set())
        self.worker = Worker("puzzle")
        #: the solver's job in flight (a move checked, or a hint), and what it is
        self.pending: Future[Any] | None = None
        self.pending_kind = ""
        #: the solved puzzle's files being written, and the achievements that earned
        self.saving: Future[list[Milestone]] | None = None
        #: the cards picked for a lead, the table card picked to beat, the hint's move
        self.picked: list[Card] = []
        self.target: Card | None = None
        self.hinted: Action | None = None
        #: what the last move, hint or refusal brought ("" : nothing yet); the prompt is drawn below it
        self.message = ""
        self.message_colour = CREAM
        self.form_focus = FormFocus(default="hint")

    # ------------------------------------------------------------------ the model
    @property
    def game(self) -> Game:
        return self.attempt.game

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def turn_words(self) -> str:
        """What to do now (or that it is solved)."""
        g = self.game
        if self.busy:
            return tr("puzzle.thinking")
        if g.is_over:
            mistakes = self.attempt.mistakes
            return tr("puzzle.solved_with", n=mistakes) if mistakes else tr("puzzle.solved")
        if g.phase == Phase.LEAD:
            return tr("puzzle.turn.lead")
        if g.phase == Phase.DEFEND:
            return tr("puzzle.turn.defend")
        return tr("puzzle.turn.throw")

    def submit(self, action: Action) -> None:
        """Hand ``action`` to the solver's check (nothing while one is in flight or when solved)."""
        if self.busy or not self.attempt.your_turn:
            return
        self.ctx.debug("ui", scene="PuzzleScene", action="move", move=str(action))
        self.pending, self.pending_kind = self.worker.submit(self.attempt.play, action), "play"
        self._refresh_buttons()

    def ask_hint(self) -> None:
        if self.busy or not self.attempt.your_turn:
            return
        self.pending, self.pending_kind = self.worker.submit(self.attempt.hint), "hint"
        self._refresh_buttons()

    def retry(self) -> None:
        if self.busy:
            return
        self.attempt.retry()
        self.picked, self.target, self.hinted = [], None, None
        self.message, self.message_colour = "", CREAM
        self._refresh_buttons()

    def update(self, dt: float) -> None:
        saving = self.saving
        if saving is not None and saving.done():
            self.saving = None
            earned = [] if saving.exception() is not None else saving.result()
            if saving.exception() is not None:
                log.error("puzzle %s: the progress was not kept", self.puzzle.id, exc_info=saving.exception())
            if earned:
                self.message, self.message_colour = toast_text(earned), HIGHLIGHT
                self.touch()
        fut = self.pending
        if fut is None or not fut.done():
            return
        self.pending = None
        self.touch()
        try:
            result = fut.result()
        except IllegalActionError as e:
            self.message, self.message_colour = reason_text(e.reason), WARNING
        except Exception:  # a solver failure must not take the window down: say it, keep the puzzle
            log.exception("puzzle %s: the check failed", self.puzzle.id)
            self.message, self.message_colour = tr("puzzle.failed"), WARNING
        else:
            if self.pending_kind == "hint":
                self.hinted = result
                self.message, self.message_colour = tr("puzzle.hint_is", move=move_words(result)), HIGHLIGHT
            else:
                self._stepped(result)
        self._refresh_buttons()

    def _stepped(self, step: Step) -> None:
        self.picked, self.target, self.hinted = [], None, None
        if step.verdict is Verdict.WRONG:
            key = "puzzle.wrong.draw" if step.value_after == 0 else "puzzle.wrong.lose"
            self.message, self.message_colour = tr(key, move=move_words(step.move)), LOSS_COLOUR
            self.ctx.sound.play("invalid")
            return
        replies = "; ".join(reply_words(a, seat == self.attempt.seat) for seat, a in step.replies)
        self.message, self.message_colour = tr("puzzle.right", replies=replies).strip(), CREAM
        if step.verdict is Verdict.SOLVED:
            self.ctx.sound.play("win")
            # the files are written off the frame loop, like every player file, the achievements with them
            when = int(time.time())
            self.saving = self.worker.submit(note_puzzle, self.progress, self.puzzle.id, when, self.daily_of)

    def next_puzzle(self) -> Puzzle | None:
        puzzles = self.ladder.puzzles
        at = next((i for i, p in enumerate(puzzles) if p.id == self.puzzle.id), -1)
        later = [p for p in puzzles[at + 1 :] if not self.progress.is_solved(p.id)]
        return later[0] if later else None

    # ------------------------------------------------------------------ clicks on cards
    def click_card(self, card: Card, where: str) -> None:
        """A card of your hand (``where`` "hand") or of the table ("table") was clicked."""
        g = self.game
        if self.busy or not self.attempt.your_turn:
            return
        self.touch()
        if where == "table":
            if g.phase == Phase.DEFEND and any(a == card and d is None for a, d in g.table_pairs()):
                self.target = card
            return
        if g.phase == Phase.LEAD:
            if card in self.picked:
                self.picked.remove(card)
            elif self.picked and self.picked[0].rank != card.rank:
                self.picked = [card]
            else:
                self.picked.append(card)
            self._refresh_buttons()
        elif g.phase == Phase.DEFEND:
            self.submit(beat(self._target_for(card), card))
        else:
            self.submit(throw(card))

    def _target_for(self, card: Card) -> Card:
        unbeaten = [a for a, d in self.game.table_pairs() if d is None]
        if self.target in unbeaten:
            return self.target
        legal = self.game.legal_actions()
        for a in unbeaten:
            if beat(a, card) in legal:
                return a
        return unbeaten[0]

    def play_picked(self) -> None:
        if self.picked and self.game.phase == Phase.LEAD:
            self.submit(attack(*self.picked))

    def legal_kinds(self) -> set[ActionKind]:
        if self.busy or not self.attempt.your_turn:
            return set()
        return {a.kind for a in self.game.legal_actions()}

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, Any]:
        w, h = size
        k = self.ctx.ui_scale
        panel = pygame.Rect(16, 12, w - 32, h - 24)
        bh = max(40, int(46 * k))
        by = panel.bottom - bh - 14
        head_h = max(64, int(80 * k))
        line_h = max(48, int(60 * k))
        body = pygame.Rect(
            panel.left + 20, panel.top + head_h, panel.width - 40, by - line_h - 12 - panel.top - head_h
        )
        lay: dict[str, Any] = {
            "panel": panel,
            "head": pygame.Rect(panel.left + 20, panel.top + 8, panel.width - 40, head_h - 8),
            "body": body,
            "line": pygame.Rect(panel.left + 20, by - line_h - 6, panel.width - 40, line_h),
        }
        widths = row_widths(self.ctx, [tr(f"puzzle.{n}") for n in BUTTONS], panel.width - 40, 10)
        x = panel.left + 20
        for name, bw in zip(BUTTONS, widths, strict=True):
            lay[name] = pygame.Rect(x, by, bw, bh)
            x += bw + 10
        # the cards: the opponent's row, the table, your row
        label_h = max(20, int(26 * k))
        card_h = int(min((body.height - 3 * label_h) / 3.3, body.width / 9))
        card_w = int(card_h * 0.714)
        lay["card_w"] = card_w
        lay["top_label"] = pygame.Rect(body.left, body.top, body.width, label_h)
        lay["top_row"] = pygame.Rect(body.left, body.top + label_h, body.width, card_h)
        ty = body.top + 2 * label_h + card_h + 6
        lay["table_label"] = pygame.Rect(body.left, ty - label_h, body.width, label_h)
        lay["table"] = pygame.Rect(body.left, ty, body.width, int(card_h * 1.25))
        lay["bottom_label"] = pygame.Rect(body.left, body.bottom - card_h - label_h - 8, body.width, label_h)
        lay["bottom_row"] = pygame.Rect(body.left, body.bottom - card_h, body.width, card_h)
        return lay

    def card_places(self, size: tuple[int, int]) -> list[tuple[Card, str, pygame.Rect]]:
        """Every card drawn, with where it is ("hand", "table", "opponent") and its rectangle; the
        last one drawn over a point is the one a click there means."""
        lay = self._layout(size)
        cw = lay["card_w"]
        out: list[tuple[Card, str, pygame.Rect]] = []
        g = self.game
        me, them = self.attempt.seat, 1 - self.attempt.seat
        for seat, row, where in ((them, lay["top_row"], "opponent"), (me, lay["bottom_row"], "hand")):
            hand = sorted(g.hand(seat), key=lambda c: (c.suit == g.trump_suit, c.rank, c.suit))
            step = min(cw + 8, (row.width - cw) / max(1, len(hand) - 1)) if len(hand) > 1 else cw
            left = row.centerx - int((step * (len(hand) - 1) + cw) / 2)
            for i, card in enumerate(hand):
                rect = pygame.Rect(int(left + i * step), row.top, cw, row.height)
                if where == "hand" and card in self.picked:
                    rect.move_ip(0, -row.height // 6)
                out.append((card, where, rect))
        table = lay["table"]
        pairs = g.table_pairs()
        gap = cw // 2
        left = table.centerx - (len(pairs) * (cw + gap) - gap) // 2
        for i, (att, dfd) in enumerate(pairs):
            x = left + i * (cw + gap)
            out.append((att, "table", pygame.Rect(x, table.top, cw, int(cw / 0.714))))
            if dfd is not None:
                out.append((dfd, "table", pygame.Rect(x + cw // 4, table.top + cw // 3, cw, int(cw / 0.714))))
        return out

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name in BUTTONS:
            self.button(name, tr(f"puzzle.{name}"), lay[name])
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        kinds = self.legal_kinds()
        lead = self.game.phase == Phase.LEAD
        can = {
            "play": lead and bool(self.picked) and bool(kinds),
            "take": ActionKind.TAKE in kinds,
            "pass": ActionKind.PASS in kinds,
            "hint": bool(kinds),
            "retry": not self.busy and bool(self.attempt.moves),
            "next": not self.busy and self.next_puzzle() is not None,
        }
        for name, btn in self.buttons.items():
            if can.get(name, True):
                btn.enable()  # type: ignore[no-untyped-call]
            else:
                btn.disable()  # type: ignore[no-untyped-call]

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "back":
            self.close()
        elif name == "play":
            self.play_picked()
        elif name == "take":
            self.submit(Action(ActionKind.TAKE))
        elif name == "pass":
            self.submit(Action(ActionKind.PASS))
        elif name == "hint":
            self.ask_hint()
        elif name == "retry":
            self.retry()
        elif name == "next":
            nxt = self.next_puzzle()
            if nxt is not None:
                scene = self.ctx.make_scene("puzzle", self.ladder, nxt, self.progress, None)
                self.ctx.stack.replace(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = [
                (c, where)
                for c, where, r in self.card_places(self.ctx.screen.get_size())
                if r.collidepoint(event.pos)
            ]
            if hit:
                self.click_card(*hit[-1])

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_picked()

    def on_exit(self) -> None:
        self.worker.shutdown()
        super().on_exit()

    def needs_redraw(self) -> bool:
        return self.busy or super().needs_redraw()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        k = self.ctx.ui_scale
        draw_panel(surface, lay["panel"], alpha=150)
        head = lay["head"]
        title = (
            tr("puzzles.daily.title", date=date_text(self.daily_of))
            if self.daily_of
            else tr("puzzle.title", id=self.puzzle.id, grade=self.puzzle.grade)
        )
        tf = fit_font(self.ctx, title, head.width * 2 // 3, max(24, int(32 * k)), bold=True)
        surface.blit(render_text(tf, title, GOLD), head.topleft)
        goal = tr(f"puzzle.goal.{self.puzzle.goal}")
        gf = fit_font(self.ctx, goal, head.width * 2 // 3, max(16, int(21 * k)))
        surface.blit(render_text(gf, goal, CREAM, offset=1), (head.left, head.top + tf.get_height() + 4))
        small = self.ctx.fonts.get(max(15, int(20 * k)), True)
        trump = tr("puzzle.trump", suit=suit_symbol(self.game.trump_suit))
        right = f"{trump}   {tr('puzzle.mistakes', n=self.attempt.mistakes)}"
        img = render_text(small, right, GOLD, offset=1)
        surface.blit(img, img.get_rect(topright=(head.right, head.top + 6)))
        for key, text in (
            ("top_label", tr("puzzle.opponent")),
            ("table_label", tr("puzzle.table")),
            ("bottom_label", tr("puzzle.you")),
        ):
            surface.blit(render_text(small, text, CREAM, offset=1), lay[key].topleft)
        hint_cards = set(self.hinted.cards) if self.hinted is not None else set()
        for card, where, rect in self.card_places(surface.get_size()):
            surface.blit(self.images.scaled(card, rect.width), rect.topleft)
            mark = None
            if where == "hand" and card in hint_cards:
                mark = HIGHLIGHT
            elif (where == "hand" and card in self.picked) or (where == "table" and card == self.target):
                mark = GOLD
            if mark is not None:
                pygame.draw.rect(surface, mark, rect.inflate(6, 6), width=3, border_radius=8)
        box = lay["line"]
        size = max(15, int(20 * k))
        if self.message:
            lf = fit_font(self.ctx, self.message, box.width, size, bold=True)
            img = render_text(lf, self.message, self.message_colour)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.top)))
        prompt = self.turn_words()
        colour = HIGHLIGHT if self.game.is_over else CREAM
        pf = fit_font(self.ctx, prompt, box.width, size, bold=self.game.is_over)
        img = render_text(pf, prompt, colour, offset=1)
        surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom)))
