"""Game records: a versioned JSON file that reproduces a game exactly.

See ``docs/record-format.md``.  A record holds the rules, the number of
players, the seed, the deck order (top card first), an optional fixed first
attacker and the actions in notation.  Replaying applies the actions one by
one; the first illegal one is reported with its index and the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ground.atomic import write_text_atomic
from game.ground.jsonfile import JsonFileError, read_json
from game.ground.oneline import quoted

from .actions import PASS, Action
from .cards import Card
from .codes import Phase
from .errors import DurakError, IllegalActionError, PositionError, RecordError, RulesError
from .game import Game
from .position import Position
from .rules import Rules, limit_problems

FORMAT = "durak-record"
#: 2: a lead of several cards is written as its steps (``add 7S``, ``attack 7C``, docs/record-format.md);
#: 3: the cheating mode's game-ending move leaves the result to be accepted by every seat (``pass``);
#: 4: a game may start from a position (``"position"`` in place of ``"deck"``, position.py)
VERSION = 4
#: every version still read; a version-1 lead of several cards (``attack 7S 7C``) is played as its steps
READABLE = (1, 2, 3, 4)
#: a record file larger than this is refused unread (the longest real games take some 100 KB)
MAX_BYTES = 4 << 20
#: a record nests two levels (the rules object, the actions array)
MAX_DEPTH = 8
_MISSING = object()


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field(data: dict[str, Any], key: str, kind: type, what: str) -> Any:
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(f"{key}: {quoted(value)} is not {what}")
    return value


def _int_field(data: dict[str, Any], key: str, default: object = _MISSING) -> int:
    value = data[key] if default is _MISSING else data.get(key, default)
    if not _is_int(value):
        raise RecordError(f"{key}: {quoted(value)} is not an integer")
    assert isinstance(value, int)
    return value


@dataclass(frozen=True, slots=True)
class GameRecord:
    rules: Rules
    players: int
    seed: int
    deck: tuple[Card, ...]
    actions: tuple[Action, ...]
    first_attacker: int | None = None
    #: the version the actions were written in (an older one replays as it was played then)
    version: int = VERSION
    #: the position the game started from (then ``deck`` is empty); None: a dealt game
    position: Position | None = None

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        """The record of ``game`` so far."""
        return cls(
            game.rules,
            game.players,
            game.seed,
            game.start_deck,
            tuple(game.history),
            game.first_attacker_seat,
            position=game.start_position,
        )

    def start(self) -> Game:
        try:
            if self.position is not None:
                return Game.from_position(self.position, self.seed)
            return Game.new(self.rules, self.players, self.seed, self.deck, self.first_attacker)
        except (RulesError, PositionError) as e:
            raise RecordError(f"the record cannot start a game: {e}") from None

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first ``upto`` actions (all by default).

        Raises :class:`RecordError` naming the first illegal action.
        """
        game = self.start()
        for i, action in enumerate(self.actions[:upto]):
            try:
                game.apply(action)
            except IllegalActionError as e:
                raise RecordError(f"action {i + 1} ({action}) is illegal: {e.reason}") from None
        if self.version < 3 and (upto is None or upto >= len(self.actions)):
            # Before version 3 a game-ending move ended the game at once: nobody could call then.
            while game.phase == Phase.DECIDED:
                game.apply(PASS)
        return game

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": self.version,
            "rules": self.rules.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "actions": [str(a) for a in self.actions],
        }
        if self.position is not None:
            out["position"] = self.position.to_dict(with_rules=False)
        else:
            out["deck"] = " ".join(str(c) for c in self.deck)
        if self.first_attacker is not None:
            out["first_attacker"] = self.first_attacker
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """The record in parsed JSON; :class:`RecordError` with the reason for anything else.

        Types are exact (a bool is not an integer, a string is not a seed), and the sizes are
        checked before anything is built from them.
        """
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a Durak record (format should be {FORMAT!r})")
        version = data.get("version")
        if not _is_int(version) or version not in READABLE:
            raise RecordError(
                f"record version {version!r} is not supported (only {', '.join(map(str, READABLE))})"
            )
        try:
            rules_data = _field(data, "rules", dict, "an object")
            rules = Rules.from_dict(rules_data)
            players = _int_field(data, "players")
            seed = _int_field(data, "seed", 0)
            first = data.get("first_attacker")
            if first is not None and not _is_int(first):
                raise RecordError(f"first_attacker: {first!r} is not a seat number")
            sizes = limit_problems(rules, players)
            if sizes:
                raise RecordError(f"too large a game: {'; '.join(str(p) for p in sizes)}")
            position: Position | None = None
            deck: tuple[Card, ...] = ()
            if version >= 4 and "position" in data:
                position = Position.from_dict(data["position"], rules)
                if position.players != players:
                    raise RecordError(f"the position has {position.players} seats, not {players}")
            else:
                words = _field(data, "deck", str, "a string").split()
                if len(words) != rules.deck_size:
                    raise RecordError(
                        f"the deck must hold each of the {rules.deck_size} cards of these rules exactly once"
                        f" (it has {len(words)})"
                    )
                deck = tuple(Card.parse(w) for w in words)
            texts = _field(data, "actions", list, "an array")
            if not all(isinstance(a, str) for a in texts):
                raise RecordError("every action is a string")
            actions = tuple(Action.parse(a) for a in texts)
        except KeyError as e:
            raise RecordError(f"the record lacks {e.args[0]!r}") from None
        except DurakError as e:
            raise RecordError(f"the record is malformed: {e}") from None
        return cls(rules, players, seed, deck, actions, first, version, position)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """The record in the file ``path`` (read by :mod:`game.ground.jsonfile`)."""
        try:
            data = read_json(path, MAX_BYTES, MAX_DEPTH)
        except JsonFileError as e:
            raise RecordError(str(e)) from None
        return cls.from_dict(data)

    def save(self, path: str | Path) -> None:
        write_text_atomic(Path(path), self.to_json() + "\n")
