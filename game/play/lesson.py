"""The guided first game: a fixed deal and a scripted line that shows each rule when it first matters.

Two players, 24 cards (9 to ace), hearts trump.  You (seat 0) hold the lowest trump and attack
first; the computer's every move is the script's, and yours are asked for one step at a time:
attack, throw in a rank on the table, let the beaten cards go, beat with a higher card of the suit
and with a trump, attack again, take, beat a trump with a higher trump, lay no more cards on the
defender than he held, go out — and the computer, left holding cards, is the durak.

The lesson plays through the real engine and session: nothing here decides a rule.  A move the
engine refuses is refused with its usual reason (``IllegalActionError``); a legal move that is not
the step's is refused by :class:`LessonSession` with :class:`OffScript`, which names the step and
the move it waits for, so the table can explain.  The words of each step are the UI's
(``game/ui/i18n/lesson.py``), found by the step's name.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass

from game.engine import Action, Card, Game, PlayerView, ReasonCode, Rules
from game.engine.events import Event

from .assist import Hint
from .config import GameConfig
from .finished import Notes
from .jobs import run_now
from .saves import SavedGame
from .session import Session

#: your seat and the computer's
YOU, COMPUTER = 0, 1
#: the lesson's rules: Podkidnoy with the 24-card deck (9 to ace), so the stock runs out soon
RULES = Rules().with_deck(24)
#: the seats' levels: the computer's is the lesson's own (its moves are the script's)
LEVELS = ("human", "lesson")
#: the deal: your six cards, the computer's six, then the stock from the top (its last card, the
#: face-up trump, fixes hearts as trumps)
YOUR_HAND = "9S 9D 9H AD TS KS"
COMPUTER_HAND = "JS QD KD AS QS KC"
STOCK = "TD AC QC QH KH 9C JC JH TC TH JD AH"


@dataclass(frozen=True)
class Line:
    """One move of the script: who makes it, what, and for your moves the step's name."""

    seat: int
    action: Action
    step: str | None = None


def _line(text: str, step: str | None = None) -> Line:
    who, move = text.split(" ", 1)
    return Line(YOU if who == "you" else COMPUTER, Action.parse(move), step)


#: the whole game, move by move; a bout's end, the drawing and the next bout follow from the engine
SCRIPT: tuple[Line, ...] = (
    _line("you attack 9S", "attack"),
    _line("computer beat 9S JS"),
    _line("you throw 9D", "throw_in"),
    _line("computer beat 9D QD"),
    _line("you pass", "done"),
    _line("computer attack KD"),
    _line("you beat KD AD", "beat_suit"),
    _line("computer throw AS"),
    _line("you beat AS 9H", "beat_trump"),
    _line("computer pass"),
    _line("you attack JC", "attack_again"),
    _line("computer beat JC QC"),
    _line("you throw JH", "throw_trump"),
    _line("computer beat JH QH"),
    _line("you pass", "done_again"),
    _line("computer attack AH"),
    _line("you take", "take"),
    _line("computer pass"),
    _line("computer attack QS"),
    _line("you beat QS KS", "defend"),
    _line("computer throw KH"),
    _line("you beat KH AH", "trump_on_trump"),
    _line("computer throw KC"),
    _line("you beat KC AC", "defend_last"),
    _line("computer pass"),
    _line("you attack TS", "attack_few"),
    _line("computer take"),
    _line("you throw TD", "limit"),
    _line("you attack TC", "after_limit"),
    _line("computer take"),
    _line("you throw TH", "go_out"),
)

#: the step after the last move: the game is over, the computer is the durak
END = "durak"

#: each rule the lesson teaches, and the step at which it first matters (its words say it)
RULE_STEPS: dict[str, str] = {
    "attack": "attack",
    "throw_in": "throw_in",
    "beaten_cards_go": "done",
    "draw_to_six": "beat_suit",
    "beat_higher": "beat_suit",
    "beat_with_trump": "beat_trump",
    "take": "take",
    "trump_at_the_bottom": "take",
    "trump_on_trump": "trump_on_trump",
    "limit": "after_limit",
    "go_out": "go_out",
    "durak": END,
}


def deal() -> tuple[Card, ...]:
    """The lesson's deck, top card first, as ``Game.new`` deals it (one card each in turn)."""
    yours, theirs = YOUR_HAND.split(), COMPUTER_HAND.split()
    order = [c for pair in zip(yours, theirs, strict=True) for c in pair] + STOCK.split()
    return tuple(Card.parse(c) for c in order)


def new_game() -> Game:
    return Game.new(RULES, 2, seed=0, deck=deal())


class OffScript(Exception):
    """Your legal move ``played`` is not the lesson's: the step ``step`` waits for ``wanted``."""

    def __init__(self, step: str, played: Action, wanted: Action) -> None:
        super().__init__(f"step {step}: {played} is legal, the lesson waits for {wanted}")
        self.step = step
        self.played = played
        self.wanted = wanted


class Lesson:
    """Where the script stands in ``game``: the move it waits for, and the step it shows."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def next_line(self) -> Line | None:
        """The scripted move to come (None: the script is played out)."""
        at = len(self.game.history)
        return SCRIPT[at] if at < len(SCRIPT) else None

    def step(self) -> str:
        """The step shown now: the one your next move completes (the computer's moves on the way
        to it included), or :data:`END` once the game is over."""
        at = len(self.game.history)
        for line in SCRIPT[at:]:
            if line.step is not None:
                return line.step
        return END

    def wanted(self) -> Action | None:
        """The move your step waits for (None: the game is over)."""
        at = len(self.game.history)
        return next((line.action for line in SCRIPT[at:] if line.seat == YOU), None)

    def step_number(self, step: str | None = None) -> tuple[int, int]:
        """(the number of ``step`` — by default this one — from 1, how many there are); the end
        counts as the last."""
        names = [line.step for line in SCRIPT if line.step is not None] + [END]
        return names.index(step or self.step()) + 1, len(names)

    def off_script(self, action: Action) -> OffScript | None:
        """``action`` is yours, legal and not the step's move (None: it is the step's, or the engine
        will refuse it with its own reason)."""
        line = self.next_line()
        if line is None or line.seat != YOU or action == line.action:
            return None
        if self.game.explain(action).code is not ReasonCode.LEGAL:
            return None
        return OffScript(self.step(), action, line.action)


class ScriptedPlayer:
    """The computer's seat: plays the script's move, whatever it holds."""

    name = "lesson"

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def choose(self, view: PlayerView) -> Action:
        line = self.lesson.next_line()
        if line is None or line.seat != view.seat:  # not the script's moment: the session's fallback
            return view.legal[-1]
        return line.action

    def notify(self, events: list[Event]) -> None:
        pass


class _Unnoted(Notes):
    """A lesson is not a game of the statistics, nor kept for the replay viewer."""

    def finished(self, session: Session) -> None:
        pass

    def abandoned(self, saved: SavedGame) -> None:
        pass


class LessonSession(Session):
    """The session of the guided game: its fixed deal, the computer's moves the script's, your moves
    the step's only (:class:`OffScript` otherwise).  Nothing of it is saved or counted."""

    keeps = False

    def __init__(self, lesson: Lesson, *, synchronous: bool = False) -> None:
        super().__init__(
            lesson.game,
            LEVELS,
            YOU,
            synchronous=synchronous,
            config=GameConfig(RULES, 2, LEVELS, YOU, seed=0),
            computers=lambda level, seed: ScriptedPlayer(lesson),
        )
        self.lesson = lesson
        self.notes = _Unnoted(synchronous)

    @classmethod
    def learn(cls, *, synchronous: bool = False) -> LessonSession:
        """The guided first game, from its first move."""
        return cls(Lesson(new_game()), synchronous=synchronous)

    @property
    def auto_pass(self) -> bool:
        """Off: even a step whose only move is Done waits for you to press it."""
        return False

    @auto_pass.setter
    def auto_pass(self, value: bool) -> None:
        pass

    def insight_wanted(self) -> bool:
        """No endgame insight: the lesson says what to play."""
        return False

    def ask_hint(self, seen: list[Event]) -> Future[Hint | None] | None:
        """The hint is the step's own move."""
        wanted = self.lesson.wanted()
        if not self.human_to_act() or wanted is None:
            return None
        return run_now(Hint, wanted)

    def apply(self, action: Action) -> list[Event]:
        """As :meth:`Session.apply`, and your legal move off the script raises :class:`OffScript`."""
        if self.human_to_act():
            off = self.lesson.off_script(action)
            if off is not None:
                raise off
        return super().apply(action)
