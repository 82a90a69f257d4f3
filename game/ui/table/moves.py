"""Your moves carried out: handed to the play session, refused with the engine's reason, the table
caught up with everything before an accepted move.

It is the receiver of the hand's and the buttons' intents; legality is the engine's, decided once
when the session applies the action (``IllegalActionError`` carries the reason shown).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine import Action, ActionKind, IllegalActionError
from game.engine.cheating import cheated_this_bout
from game.play.lesson import OffScript
from game.play.session import Session
from game.ui.i18n import tr

from .assist import Assist
from .board import Board
from .hand_input import HandInput
from .lesson_panel import off_script_words
from .status import localize_reason
from .turn_reason import not_your_turn

REASON_SECONDS = 3.5


@dataclass(frozen=True)
class TableCalls:
    """What your moves ask of the table, and no more."""

    #: something visible changed: draw the next frame
    poke: Callable[[], None]
    open_pause: Callable[[], None]
    finish_animations: Callable[[], None]
    sound: Callable[[str], None]


class YourMoves:
    def __init__(
        self,
        session: Session,
        board: Board,
        assist: Assist,
        name: Callable[[int], str],
        debug: Callable[..., None],
        table: TableCalls,
    ) -> None:
        self.session = session
        self.game = session.game
        self.human = session.human
        self.board = board
        self.assist = assist
        self.name = name
        self.debug = debug
        self.table = table
        self.hand: HandInput | None = None
        #: the refusal shown, and until when (the scene's clock)
        self.reason: tuple[str, float] | None = None
        self.clock = 0.0
        self._source = "auto"  # what made your current move (debug log)

    # ------------------------------------------------------------ what the hand asks about
    def human_can_act(self) -> bool:
        return self.session.human_to_act()

    def legal(self) -> list[Action]:
        return self.game.legal_actions() if self.human_can_act() else []

    # ------------------------------------------------------------ intents
    def play(self, action: Action, source: str = "api") -> bool:
        """Play ``action`` for you; False (with the reason shown) when the engine does not allow it."""
        if not self.human_can_act():
            self.refuse_not_your_turn()
            self._release()
            return False
        self._source = source
        try:
            self.session.apply(action)
        except IllegalActionError as err:
            self.debug("illegal", seat=self.human, action=str(action), reason=str(err.reason), source=source)
            self.show_reason(localize_reason(err.reason) + self._cheat_spent())
            self.sound("invalid")
            self._release()
            return False
        except OffScript as off:  # the guided first game: a legal move, but not the step's
            self.debug("off_script", step=off.step, action=str(action), wanted=str(off.wanted))
            self.show_reason(off_script_words(off))
            self.sound("invalid")
            self._release()
            return False
        finally:
            self._source = "auto"  # until your next move: the session's auto-pass
        if self.hand is not None:
            self.hand.moved()
        self.reason = None
        self.board.update(0.0)
        return True

    def do_kind(self, kind: ActionKind, source: str = "key") -> bool:
        """Take / pass / show / redeal / exchange (the engine says why not when it is not allowed)."""
        if kind is not ActionKind.SHOW:
            return self.play(Action(kind), source)
        shown = next((a for a in self.legal() if a.kind is kind), None)  # the card the engine offers
        if shown is not None:
            return self.play(shown, source)
        if self.human_can_act():
            self.show_reason(tr("table.reason.no_show"))
        else:
            self.refuse_not_your_turn()
        return False

    def play_selected(self, source: str = "key") -> bool:
        return self.hand.play_selected(source) if self.hand is not None else False

    def _cheat_spent(self) -> str:
        """In the cheating mode, why a cheat was refused too: you cheated once this bout already."""
        if self.human is None or not cheated_this_bout(self.game, self.human):
            return ""
        return " " + tr("cheatui.spent")

    def refuse(self, action: Action) -> None:
        """Say why ``action`` is against the rules, without playing it (a click in the cheating
        mode, where the engine would admit it as a cheat)."""
        self.show_reason(localize_reason(self.game.explain(action)))
        self.sound("invalid")
        self._release()

    def refuse_not_your_turn(self) -> None:
        self.show_reason(not_your_turn(self.game, self.human, self.name))

    def show_reason(self, text: str) -> None:
        self.reason = (text, self.clock + REASON_SECONDS)
        self.table.poke()

    def ask_hint(self) -> None:
        self.assist.ask_hint()

    def outlook_offered(self) -> bool:
        return self.assist.outlook_offered()

    def ask_outlook(self) -> None:
        self.assist.ask_outlook()

    def play_hint(self) -> None:
        if self.assist.hint_action is not None:
            self.play(self.assist.hint_action, "hint")

    def open_pause(self) -> None:
        if self.hand is not None:
            self.hand.cancel_drag()
        self.table.open_pause()

    def finish_animations(self) -> None:
        self.table.finish_animations()

    def sound(self, name: str) -> None:
        self.table.sound(name)

    # ------------------------------------------------------------ what the table tells it
    def applied(self, seat: int, action: Action) -> None:
        """The session applied ``seat``'s move.  Yours: show everything before it at once, the dragged
        cards staying put; a computer's is only logged."""
        if seat != self.human:
            self.debug("move", seat=seat, action=str(action))
            return
        dragged = self.board.let_go()
        if not self.board.idle:
            keep = {s: (s.x, s.y, s.angle) for s in dragged}
            self.board.flush()
            for s, (x, y, a) in keep.items():
                s.x, s.y, s.angle = x, y, a
        self.debug("action", seat=self.human, action=str(action), source=self._source)

    def tick(self, clock: float) -> bool:
        """The scene's clock; True when the reason shown has just expired."""
        self.clock = clock
        if self.reason is not None and self.reason[1] <= clock:
            self.reason = None
            return True
        return False

    def _release(self) -> None:
        if self.hand is not None:
            self.hand.release()
