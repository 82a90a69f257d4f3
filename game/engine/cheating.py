"""The cheating mode (Schummeln, seed 003): cheats admitted, called out and undone.

With ``Rules.cheating`` on, :meth:`Game.apply` hands an action that is not legal to
:func:`apply` here instead of refusing it.  The action is admitted as a *cheat* when it is one
of the kinds of :class:`CheatKind` (an illegal move of a known kind, or the hidden extra draw);
anything else is still refused with its reason.  Every player may then *call* a seat out
(``call caller accused``) until the window closes (docs/rules.md, "Cheating"):

* the window of a cheat opens when it is made and closes when the lead of the next bout is on
  the table — "before play goes on" — or when the game's result is final;
* a move that ends the game leaves it *decided, not final* (``Phase.DECIDED``, :func:`hold_result`):
  each seat in turn, from the one after the last mover, may call or accept (``pass``); the result
  is final once every seat has accepted (:func:`accept`), so the cheat that decides the durak
  can be called like any other;
* a correct call restores the exact state before the accused's earliest open cheat: the
  cheating cards go back, and every move made after it is undone with them;
* a wrong call changes nothing (house penalties aside).

The legal-action list stays as it is: cheats are never listed there.  A player (or a computer)
who wants to cheat asks :func:`cheat_actions` for a compact menu — at most one representative
per kind and target, so at most hand-size + 4 entries — and :func:`call_actions` for the calls
it may make.  ``apply`` admits any cheat of an admitted kind, listed or not.

Calls are offered whether or not a cheat is open: offering them only then would tell every
player that somebody cheated.  To keep every game finite, a seat cheats at most once per bout,
and calls a given seat at most once per bout.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING

from . import events as ev
from .actions import DRAW, Action, ActionKind, beat, call, throw, transfer
from .cards import Card, bits
from .codes import ATTACK, BEAT, P_DECIDED, P_OVER, THROW, TRANSFER, Code, Phase
from .errors import IllegalActionError
from .reason import Reason, ReasonCode

if TYPE_CHECKING:
    from .game import Game


class CheatKind(str, Enum):
    """What a cheat is; the visible kinds name the reason code that makes the move illegal."""

    BAD_BEAT = "bad_beat"  # beating with a card that does not beat (too low, trump only, …)
    BAD_RANK = "bad_rank"  # a throw-in of a rank not on the table, a lead of several ranks
    OVER_LIMIT = "over_limit"  # a lead of more cards than the defender may face
    BAD_TRANSFER = "bad_transfer"  # a transfer with another rank, or to a player who cannot bear it
    EXTRA_DRAW = "extra_draw"  # hidden: one card more from the stock; seen only in the counts


#: the illegal moves admitted as cheats: (action kind, phase, reason code) → kind
ADMITTED: dict[tuple[ActionKind, int, ReasonCode], CheatKind] = {
    (ActionKind.BEAT, Phase.DEFEND, ReasonCode.TOO_LOW): CheatKind.BAD_BEAT,
    (ActionKind.BEAT, Phase.DEFEND, ReasonCode.TRUMP_ONLY): CheatKind.BAD_BEAT,
    (ActionKind.BEAT, Phase.DEFEND, ReasonCode.HIGHER_OR_TRUMP): CheatKind.BAD_BEAT,
    (ActionKind.THROW, Phase.THROW, ReasonCode.THROW_RANK): CheatKind.BAD_RANK,
    (ActionKind.ATTACK, Phase.LEAD, ReasonCode.ONE_RANK): CheatKind.BAD_RANK,
    (ActionKind.ATTACK, Phase.LEAD, ReasonCode.LIMIT): CheatKind.OVER_LIMIT,
    (ActionKind.TRANSFER, Phase.DEFEND, ReasonCode.TRANSFER_RANK): CheatKind.BAD_TRANSFER,
    (ActionKind.TRANSFER, Phase.DEFEND, ReasonCode.NEXT_TOO_FEW): CheatKind.BAD_TRANSFER,
}

_PLAYING = (Phase.LEAD, Phase.DEFEND, Phase.THROW)


@dataclass(frozen=True, slots=True)
class Cheat:
    """One cheat still open to a call."""

    seat: int
    kind: CheatKind
    reason: Reason | None  # why the move is illegal (None for the hidden extra draw)
    action: Action
    move: int  # its index in the game's history
    bout: int
    before: Game = field(compare=False, repr=False)  # the exact state before it


@dataclass(frozen=True, slots=True)
class CheatBook:
    """The cheating state of a game; survives an undo (only ``open`` is cut back)."""

    open: tuple[Cheat, ...] = ()
    spent: frozenset[tuple[int, int]] = frozenset()  # (bout, seat): cheated in that bout
    called: frozenset[tuple[int, int, int]] = frozenset()  # (bout, caller, accused)
    made: tuple[int, ...] = ()  # cheats made, per seat
    caught: tuple[int, ...] = ()  # cheats called correctly, per cheater
    false_calls: tuple[int, ...] = ()  # wrong calls, per caller

    @classmethod
    def empty(cls, players: int) -> CheatBook:
        zero = (0,) * players
        return cls(made=zero, caught=zero, false_calls=zero)


# ------------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class Cheated(ev.Event):
    """``seat`` cheated.  The visible kinds show on the table anyway (the move's own event
    follows); the hidden extra draw reaches the others as a bare count: ``card`` is None."""

    seat: int
    kind: CheatKind
    card: Card | None = None

    def seen_by(self, seat: int) -> ev.Event:
        if seat == self.seat or self.kind is not CheatKind.EXTRA_DRAW:
            return self
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class CalledOut(ev.Event):
    """``caller`` called ``accused`` out.  When ``correct``, the cheat (``kind``, ``reason``,
    its ``cards``) and every later move were undone: redraw the table from the game."""

    caller: int
    accused: int
    correct: bool
    kind: CheatKind | None = None
    reason: Reason | None = None
    cards: tuple[Card, ...] = ()  # the cheat's cards going back (empty for a hidden cheat)
    undone: int = 0  # moves undone, the cheat included


@dataclass(frozen=True, slots=True)
class PenaltyDrawn(ev.Event):
    """House rule: ``seat`` drew ``count`` penalty cards (``cards`` only for the owner)."""

    seat: int
    cards: tuple[Card, ...]
    count: int

    def seen_by(self, seat: int) -> ev.Event:
        return self if seat == self.seat else replace(self, cards=())


# ------------------------------------------------------------------------- menus
def cheat_actions(game: Game) -> list[Action]:
    """A compact menu of the cheats the player to act could make now (empty when none).

    One representative per kind and target: for each unbeaten card, the lowest held card that
    does not beat it; the lowest held card of a rank not on the table; a lead of the lowest two
    cards of different ranks; the lowest off-rank transfer; the extra draw.
    """
    book = game.cheats
    if book is None or game.phase not in _PLAYING or cheated_this_bout(game, game.to_act):
        return []
    seat = game.to_act
    d = game.d
    hand = game.hands[seat]
    out: list[Action] = []
    if game.phase == Phase.DEFEND:
        for a, b in zip(game.att_cards, game.def_cards, strict=True):
            if b < 0:
                bad = hand & ~d.beaten_by[a]
                if bad:
                    out.append(beat(d.cards[a], d.cards[(bad & -bad).bit_length() - 1]))
        if game.rules.transfer and all(b < 0 for b in game.def_cards):
            off = hand & ~d.rank_mask[d.rank_index_of[game.att_cards[0]]]
            if off:
                out.append(transfer(d.cards[(off & -off).bit_length() - 1]))
    elif game.phase == Phase.THROW:
        off = hand & ~game.table_ranks
        if off:
            out.append(throw(d.cards[(off & -off).bit_length() - 1]))
    else:
        held = bits(hand)
        pair = [c for c in held if d.rank_index_of[c] != d.rank_index_of[held[0]]][:1]
        if pair and not game.rules.seven_card:
            out.append(Action(ActionKind.ATTACK, (d.cards[held[0]], d.cards[pair[0]])))
    if len(game.deck) >= 2:
        out.append(DRAW)
    return [a for a in out if _classify(game, a) is not None]


def cheat_kind(game: Game, action: Action) -> CheatKind | None:
    """What kind of cheat ``action`` would be if the player to act made it now; None when it
    would not be admitted as one (a legal move, a move refused anyway, or the mode off).

    The table asks this of the places a dragged card could go, to show the cheats as targets of
    their own: the engine, not the table, says what a cheat is.
    """
    if game.cheats is None:
        return None
    if action.kind is ActionKind.ATTACK and len(action.cards) > 1:
        if game.lead_legal(action.cards):
            return None
    elif action in game.legal_actions():
        return None
    judged = _classify(game, action)
    return None if judged is None else judged[0]


def cheated_this_bout(game: Game, seat: int) -> bool:
    """``seat`` has made its one cheat of this bout (a seat cheats at most once a bout)."""
    book = game.cheats
    return book is not None and (game.bout_no, seat) in book.spent


def call_actions(game: Game, seat: int) -> list[Action]:
    """The calls ``seat`` may make now — offered whether or not anybody cheated."""
    book = game.cheats
    if book is None or game.phase == Phase.OVER:
        return []
    return [
        call(seat, other)
        for other in range(game.n)
        if other != seat and (game.bout_no, seat, other) not in book.called
    ]


def seen_by(book: CheatBook | None, seat: int) -> CheatBook | None:
    """The book as ``seat`` may know it (for a view's skeleton): no open cheats — their
    snapshots hold every hand, and whether one is open is what a player must deduce — and of the
    cheats made only its own; calls are public."""
    if book is None:
        return None
    made = tuple(m if p == seat else 0 for p, m in enumerate(book.made))
    spent = frozenset(k for k in book.spent if k[1] == seat)
    return replace(book, open=(), spent=spent, made=made)


def open_cheats(game: Game) -> tuple[Cheat, ...]:
    """The cheats still open to a call (whole truth: for the engine, tests and records only)."""
    return game.cheats.open if game.cheats is not None else ()


# ------------------------------------------------------------------------- judging
def _classify(game: Game, action: Action) -> tuple[CheatKind, Reason | None, Code] | None:
    """The kind, reason and code of ``action`` as a cheat by the player to act, or None."""
    if game.cheats is None or game.phase not in _PLAYING or cheated_this_bout(game, game.to_act):
        return None
    if action.kind is ActionKind.DRAW:
        if len(game.deck) < 2:  # never the face-up trump card: everybody would see it go
            return None
        return CheatKind.EXTRA_DRAW, None, (-1, 0, 0)
    if len(set(action.cards)) != len(action.cards):
        return None
    reason = game.explain(action)
    kind = ADMITTED.get((action.kind, game.phase, reason.code))
    if kind is None:
        return None
    d = game.d
    idx = [d.index[c] for c in action.cards]
    code: Code
    if action.kind is ActionKind.BEAT:
        assert action.target is not None
        code = (BEAT, d.index[action.target], idx[0])
    elif action.kind is ActionKind.THROW:
        code = (THROW, idx[0], 0)
    elif action.kind is ActionKind.TRANSFER:
        if game._next_defender(game.defender) < 0:
            return None
        code = (TRANSFER, idx[0], 0)
    else:
        code = (ATTACK, sum(1 << i for i in idx), 0)
    return kind, reason, code


def apply(game: Game, action: Action) -> list[ev.Event]:
    """Perform a cheat or a call (``Game.apply`` found ``action`` not legal); else refuse it."""
    book = game.cheats
    assert book is not None
    if action.kind is ActionKind.CALL:
        events = _call(game, book, action)
    else:
        judged = _classify(game, action)
        if judged is None:
            raise IllegalActionError(game.explain(action))
        events = _cheat(game, book, action, *judged)
    game.history.append(action)
    close_windows(game)
    return events


def _cheat(
    game: Game, book: CheatBook, action: Action, kind: CheatKind, reason: Reason | None, code: Code
) -> list[ev.Event]:
    seat = game.to_act
    before = game.copy(quiet=True)  # history and book stay with the game
    made = list(book.made)
    made[seat] += 1
    cheat = Cheat(seat, kind, reason, action, len(game.history), game.bout_no, before)
    game.cheats = replace(
        book, open=(*book.open, cheat), spent=book.spent | {(game.bout_no, seat)}, made=tuple(made)
    )
    if kind is CheatKind.EXTRA_DRAW:
        c = game.deck.pop()
        game.hands[seat] |= 1 << c
        game._stock_taken()
        return [] if game.quiet else [Cheated(seat, kind, game.d.cards[c])]
    events = game._execute(code)
    return events if game.quiet else [Cheated(seat, kind), *events]


def _call(game: Game, book: CheatBook, action: Action) -> list[ev.Event]:
    caller, accused = action.seats
    key = (game.bout_no, caller, accused)
    n = game.n
    if game.phase == Phase.OVER or not (0 <= caller < n and 0 <= accused < n) or caller == accused:
        raise IllegalActionError(Reason(ReasonCode.NOT_NOW))
    if key in book.called:
        raise IllegalActionError(Reason(ReasonCode.NOT_NOW))
    called = book.called | {key}
    hit = next((c for c in book.open if c.seat == accused), None)
    rules = game.rules
    if hit is None:
        wrong = list(book.false_calls)
        wrong[caller] += 1
        game.cheats = replace(book, called=called, false_calls=tuple(wrong))
        events: list[ev.Event] = [CalledOut(caller, accused, False)]
        events += _penalty(game, caller, rules.false_call_penalty)
        return [] if game.quiet else events
    caught = list(book.caught)
    caught[accused] += 1
    undone = len(game.history) - hit.move
    game._restore(hit.before)
    # The call is spent in the bout play went back to, not in the one it was made in: a call made
    # as the next bout opened would otherwise forbid calling that seat in that bout once it came
    # again.  (The accused cannot cheat again in the bout restored: its cheat there is spent.)
    called = book.called | {(game.bout_no, caller, accused)}
    game.cheats = replace(
        book, open=tuple(c for c in book.open if c.move < hit.move), called=called, caught=tuple(caught)
    )
    cards = hit.action.cards
    events = [CalledOut(caller, accused, True, hit.kind, hit.reason, cards, undone)]
    events += _penalty(game, accused, rules.cheat_penalty)
    return [] if game.quiet else events


def _penalty(game: Game, seat: int, count: int) -> list[ev.Event]:
    """House rule: ``seat`` draws up to ``count`` cards from the top of the stock."""
    drawn = 0
    deck = game.deck
    for _ in range(max(0, count)):
        if not deck or not game.active[seat]:
            break
        c = deck.pop()
        game.hands[seat] |= 1 << c
        if c == game.trump_card:
            game.known[seat] |= 1 << c
        drawn |= 1 << c
    if not drawn:
        return []
    game._stock_taken()
    return [PenaltyDrawn(seat, game.d.cards_of(drawn), drawn.bit_count())]


def hold_result(game: Game) -> None:
    """The move of the player to act ended the game: the result (``game.result``) is decided but
    not final.  Every seat, from the one after the mover round to the mover, in turn may call out a
    cheat or accept; the open cheats stay open (docs/rules.md, "Cheating")."""
    mover, n = game.to_act, game.n
    game.phase = P_DECIDED
    game.pending = [(mover + k) % n for k in range(1, n + 1)]
    game.to_act = game.pending[0]


def accept(game: Game, events: list[ev.Event]) -> None:
    """The player to act accepts the decided result; after the last seat it is final."""
    game.pending.pop(0)
    if game.pending:
        game.to_act = game.pending[0]
        return
    res = game.result
    assert res is not None
    game.phase = P_OVER
    game.to_act = -1
    if not game.quiet:
        events.append(ev.GameOver(res.durak, res.draw, res.losing_team, res.stalled))


def close_windows(game: Game) -> None:
    """Close the window of every cheat that play has gone on from (docs/rules.md, "Cheating")."""
    book = game.cheats
    if book is None or not book.open:
        return
    if game.phase == Phase.OVER:
        game.cheats = replace(book, open=())
        return
    bout = game.bout_no
    waiting = game.phase in (Phase.LEAD, Phase.EXCHANGE)  # the next lead is not on the table yet
    keep = tuple(c for c in book.open if c.bout == bout or (waiting and c.bout == bout - 1))
    if len(keep) != len(book.open):
        game.cheats = replace(book, open=keep)
