"""Helpers for scenario tests: fixed decks and short scripts of actions.

``make_deck`` builds the full ordered card list that ``Game.new(deck=...)`` expects
(top card first; dealt one card at a time round the table from seat 0; the last
card lies face up under the deck and fixes the trump suit).

``play`` applies actions written in record notation.  A leading seat number
("1 beat 6S 8S") also checks who is to act, so a script fails loudly as soon as
the turn order differs from what the test expects.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.budget import Budget
from game.ai.hard import HardPlayer
from game.ai.levels import make_player
from game.ai.normal import COUNT_OUT_BUDGET, NormalPlayer
from game.ai.player import Player
from game.engine import Action, ActionKind, Card, Game, Rules
from game.engine import events as ev
from game.engine.cards import deck_for


def cards(text: str) -> list[Card]:
    """``"6S 7S TH"`` → cards."""
    return [Card.parse(w) for w in text.split()]


def card(text: str) -> Card:
    return Card.parse(text)


def all_cards(rules: Rules) -> list[Card]:
    """Every card of the rules' deck, sorted by rank then suit (a fixed filler order)."""
    return sorted(deck_for(rules.suits, rules.ranks, 0).cards)


def make_deck(
    rules: Rules,
    players: int,
    hands: Sequence[str | Sequence[Card]],
    trump: str | Card | None = None,
    deck_top: str | Sequence[Card] = (),
    fill: bool = False,
) -> list[Card]:
    """The ordered deck that deals ``hands`` and then leaves ``deck_top`` on top of the draw deck.

    ``trump`` is the face-up card at the bottom of the draw deck.  When the deal
    leaves no draw deck (6 × 6 = 36), the trump is the last dealt card: it must
    then be in the last seat's hand and is moved to the end of it.  Unnamed cards
    fill the middle of the deck in a fixed order; with ``fill=True`` short hands
    are also completed from them (lowest non-trump cards first).
    """
    h = rules.hand_size
    parsed: list[list[Card]] = [cards(x) if isinstance(x, str) else list(x) for x in hands]
    assert len(parsed) == players, "one hand per seat"
    top = cards(deck_top) if isinstance(deck_top, str) else list(deck_top)
    tcard = card(trump) if isinstance(trump, str) else trump
    full = all_cards(rules)
    no_deck = rules.deck_size == h * players
    extra = [tcard] if tcard is not None and not no_deck else []
    named = [c for hand in parsed for c in hand] + top + extra
    assert len(set(named)) == len(named), f"a card is named twice: {named}"
    assert all(c in full for c in named), "a named card is not in this deck"
    free = [c for c in full if c not in named]
    if fill:
        tsuit = tcard.suit if tcard is not None else -1
        free.sort(key=lambda c: (c.suit == tsuit, c.rank, c.suit))
        for hand in parsed:
            while len(hand) < h:
                hand.append(free.pop(0))
        free.sort()
    for i, hand in enumerate(parsed):
        assert len(hand) == h, f"seat {i} needs {h} cards, got {len(hand)}"
    if no_deck:
        assert not top, "no draw deck is left to put cards on"
        if tcard is not None:
            last = parsed[-1]
            if tcard in last:
                last.remove(tcard)
                last.append(tcard)
            else:
                raise AssertionError("with no draw deck the trump must be in the last seat's hand")
    else:
        assert tcard is not None, "name the face-up trump card"
    order: list[Card] = []
    for k in range(h):
        for hand in parsed:
            order.append(hand[k])
    order += top + free
    if tcard is not None and not no_deck:
        order.append(tcard)
    assert len(order) == rules.deck_size
    return order


def new_game(
    rules: Rules,
    players: int,
    hands: Sequence[str | Sequence[Card]],
    trump: str | Card | None = None,
    deck_top: str | Sequence[Card] = (),
    fill: bool = False,
    first_attacker: int | None = None,
    seed: int = 0,
) -> Game:
    deck = make_deck(rules, players, hands, trump, deck_top, fill)
    return Game.new(rules, players, seed=seed, deck=deck, first_attacker=first_attacker)


def play(game: Game, *steps: str) -> list[ev.Event]:
    """Apply each step; ``"2 throw 7D"`` first asserts that seat 2 is to act.  Returns all events."""
    out: list[ev.Event] = []
    for step in steps:
        words = step.split()
        if words and words[0].isdigit():
            seat = int(words[0])
            assert game.to_act == seat, f"{step!r}: seat {game.to_act} is to act, not {seat}"
            words = words[1:]
        out += game.apply(Action.parse(" ".join(words)))
    return out


def whole_actions(game: Game) -> list[Action]:
    """The legal actions, with each lead of several cards as one action (``attack 7S 7C 8S``).

    The engine builds such a lead card by card (``add 7S``, ``add 7C``, ``attack 8S``); this
    follows every ``add`` to the leads it can end in, so tests can name whole leads.
    """
    out: list[Action] = []

    def walk(g: Game, prefix: tuple[Card, ...]) -> None:
        for a in g.legal_actions():
            if a.kind is ActionKind.ADD:
                child = g.copy()
                child.apply(a)
                walk(child, (*prefix, a.card))
            elif prefix:
                assert a.kind is ActionKind.ATTACK, f"{a} while a lead is being built"
                out.append(Action(ActionKind.ATTACK, (*prefix, a.card)))
            else:
                out.append(a)

    walk(game, ())
    return out


def legal(game: Game) -> set[str]:
    """The legal actions in notation (a lead of several cards as one action)."""
    whole = whole_actions(game)
    assert len(whole) == len(set(whole)), "a lead is reachable in two ways"
    return {str(a) for a in whole}


def hand(game: Game, seat: int) -> set[str]:
    return {str(c) for c in game.hand(seat)}


def strs(cs: Sequence[Card]) -> set[str]:
    return {str(c) for c in cs}


def of_type(events: Sequence[ev.Event], kind: type[ev.Event]) -> list[ev.Event]:
    return [e for e in events if isinstance(e, kind)]


def can(game: Game, text: str) -> bool:
    """Is the action written ``text`` (any card order) legal now?"""
    return Action.parse(text) in whole_actions(game)


#: the cheating tests' big take: seat 1 beat two sevens and faces a third it cannot beat (no
#: diamond above it, no heart), five cards on the table — a take worth a cheat to Hard
BIG_TAKE_HANDS = ["7S 7C 7D 9H TS JC", "8S 8C 6D 6C 9S TC"]


def before_a_big_take(rules: Rules) -> Game:
    """Seat 0 is about to throw in the 7♦ (``throw 7D``) that seat 1 cannot beat."""
    g = new_game(rules, 2, BIG_TAKE_HANDS, trump="AH", fill=True, first_attacker=0)
    play(g, "0 attack 7S", "1 beat 7S 8S", "0 throw 7C", "1 beat 7C 8C")
    return g


#: Hard's search in the tests' sessions and tables: iterations, not its 0.8 s
HARD_ITERATIONS = 40


def by_nodes(level: str, seed: int) -> Player:
    """A computer seat's player for a test's session (``Session(computers=...)``): Hard searches a
    fixed number of iterations and Normal counts out on nodes alone, so they play the same moves on any
    machine under any load; the other levels are as they are."""
    if level == "hard":
        return HardPlayer(seed, Budget(nodes=HARD_ITERATIONS))
    if level == "normal":  # its exact count-out without the clock of its safety net
        return NormalPlayer(seed, count_out_budget=Budget(nodes=COUNT_OUT_BUDGET.nodes))
    return make_player(level, seed)
