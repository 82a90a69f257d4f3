"""What the table shows, kept one engine event behind the other.

The board *is* the mirror of the game as the viewer (the bottom seat) has seen it so far
(``mirror.py``: the hands, the bout, the deck, the discard pile, who attacks and who defends),
and the face the table's parts talk to.  Behind it, one part per job:

* ``event_steps.py``: engine events are queued; each one, when its turn comes, changes the mirror
  and starts the flights that carry the cards to their new places.  When the queue is empty the
  mirror equals the engine's state (``check_sync`` verifies it; a mismatch is repaired by
  ``rebuild``), so the table can never drift away from the rules;
* ``homes.py``: where every card rests (layout, hand order, the transfer spot) and the glides there;
* ``callouts.py``: the toast, the bubbles and flashed cards, each for a while;
* ``card_drawing.py``: the cards drawn in the order they lie.

The board decides no rule: it only shows what the engine said happened.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import events as ev
from game.engine.cards import Card
from game.engine.rules import Rules
from game.engine.view import PlayerView

from .callouts import TOAST, Callouts, Timed
from .card_drawing import CardPainter
from .card_images import CardImages
from .event_steps import EventSteps
from .homes import GLIDE, Homes
from .layout import Layout
from .mirror import Mirror
from .sprites import CardSprite
from .tween import Pace, Tweener


class Board(Mirror):
    def __init__(
        self,
        rules: Rules,
        players: int,
        bottom: int,
        layout: Layout,
        images: CardImages,
        names: Callable[[int], str],
        sound: Callable[[str], None] = lambda name: None,
        human: int | None = -1,
    ) -> None:
        super().__init__(rules, players, bottom)
        #: your seat (None when only computers play); by default the bottom seat
        self.human: int | None = bottom if human == -1 else human
        self.tweener = Tweener()
        self.pace = Pace()
        self.callouts = Callouts(self.pace)
        self.homes = Homes(self, layout, self.tweener, self.pace)
        self.steps = EventSteps(
            self, self.homes, self.callouts, self.tweener, self.pace, names, sound, self.human
        )
        self.painter = CardPainter(self, self.homes, self.callouts, images)

    # ------------------------------------------------------------ configuration (the scene's settings)
    @property
    def layout(self) -> Layout:
        return self.homes.layout

    def set_layout(self, layout: Layout) -> None:
        """A new window size: every card goes to its new place at once."""
        self.homes.layout = layout
        self.tweener.finish_all()
        self.homes.relayout(snap=True)

    def set_speed(self, speed: float) -> None:
        """Animation speed (settings; inf: instant)."""
        self.pace.speed = speed

    def set_sort_order(self, order: str, relayout: bool = True) -> None:
        """How your hand is sorted ("suit", "rank", "none"); the cards glide to their new places."""
        if order == self.homes.sort_order:
            return
        self.homes.sort_order = order
        if relayout:
            self.homes.relayout()

    def show_transfer_spot(self, shown: bool) -> None:
        """Make room in the bout for the spot a transfer (or showing the trump) is dropped on."""
        if shown == self.homes.transfer_spot:
            return
        self.homes.transfer_spot = shown
        self.homes.begin()
        self.homes.relayout()

    def transfer_slot(self) -> tuple[float, float, float] | None:
        """Centre and card width of the transfer spot, when shown."""
        return self.homes.transfer_slot()

    def relayout(self, duration: float = GLIDE, snap: bool = False) -> None:
        """Send every card towards its home."""
        self.homes.relayout(duration, snap)

    # ------------------------------------------------------------ dragging
    @property
    def dragging(self) -> list[CardSprite]:
        return self.homes.dragging

    def pick_up(self, sprites: list[CardSprite]) -> None:
        """These cards of your hand are being dragged: they follow the mouse, not the layout."""
        self.homes.dragging = list(sprites)

    def let_go(self) -> list[CardSprite]:
        """The dragged cards are let go (they fly to the table or glide home); returns them."""
        dropped = self.homes.dragging
        for s in dropped:
            s.raised = False
        self.homes.dragging = []
        return dropped

    # ------------------------------------------------------------ time
    @property
    def idle(self) -> bool:
        return not self.steps.queue.busy

    @property
    def time(self) -> float:
        return self.callouts.time

    def update(self, dt: float) -> bool:
        """Advance animations and timed labels; True when anything visible changed."""
        self.callouts.time += dt
        changed = self.tweener.update(dt)
        changed = self.steps.queue.update(dt) or changed
        changed = self.callouts.expire() or changed
        return changed

    def next_expiry(self) -> float | None:
        return self.callouts.next_expiry()

    def flush(self) -> None:
        """Play every queued event at once and finish every animation."""
        self.steps.queue.flush()

    def stop_moving(self) -> None:
        """Finish every flight and drop the passing words (under the game-over screen)."""
        self.tweener.finish_all()
        self.callouts.bubbles = []
        self.callouts.toast = None

    # ------------------------------------------------------------ events
    def push_events(self, events: list[ev.Event]) -> None:
        """Queue engine events (already as the bottom seat sees them)."""
        self.steps.push(events)

    def reveal(self, hands: dict[int, tuple[Card, ...]]) -> None:
        """Turn the cards left in players' hands face up (the game is over)."""
        self.steps.reveal(hands)

    def take_back(self, view: PlayerView, seat: int, cards: tuple[Card, ...]) -> None:
        """A caught cheat: the table set from ``view``, and the cheat's ``cards`` flying back."""
        self.steps.take_back(view, seat, cards)

    # ------------------------------------------------------------ callouts
    @property
    def toast(self) -> Timed | None:
        return self.callouts.toast

    @property
    def bubbles(self) -> list[Timed]:
        return self.callouts.bubbles

    @property
    def flashes(self) -> list[tuple[CardSprite, float]]:
        return self.callouts.flashes

    def set_toast(self, text: str, seconds: float = TOAST) -> None:
        self.callouts.set_toast(text, seconds)

    def bubble(self, seat: int, text: str, kind: str = "") -> None:
        self.callouts.bubble(seat, text, kind)

    # ------------------------------------------------------------ sync
    def resync(self, view: PlayerView) -> list[str]:
        """Compare the mirror with the engine and rebuild it when they differ; the differences."""
        problems = self.check_sync(view)
        if problems:
            self.rebuild(view)
        return problems

    def rebuild(self, view: PlayerView) -> None:
        """Set everything from a view at once (start from a saved position, repair a drift)."""
        self.steps.rebuild(view)

    # ------------------------------------------------------------ drawing
    def draw_cards(self, surface: pygame.Surface) -> None:
        """Every card in the order they lie on top of each other (no text)."""
        self.painter.draw_cards(surface)

    def draw_dragged(self, surface: pygame.Surface) -> None:
        self.painter.draw_dragged(surface)
