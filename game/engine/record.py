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

from .actions import Action
from .cards import Card
from .errors import DurakError, IllegalActionError, NotationError, RecordError, RulesError
from .game import Game
from .rules import Rules

FORMAT = "durak-record"
VERSION = 1


@dataclass(frozen=True, slots=True)
class GameRecord:
    rules: Rules
    players: int
    seed: int
    deck: tuple[Card, ...]
    actions: tuple[Action, ...]
    first_attacker: int | None = None

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
        )

    def start(self) -> Game:
        try:
            return Game.new(self.rules, self.players, self.seed, self.deck, self.first_attacker)
        except RulesError as e:
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
        return game

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "deck": " ".join(str(c) for c in self.deck),
            "actions": [str(a) for a in self.actions],
        }
        if self.first_attacker is not None:
            out["first_attacker"] = self.first_attacker
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a Durak record (format should be {FORMAT!r})")
        if data.get("version") != VERSION:
            raise RecordError(f"record version {data.get('version')!r} is not supported (only {VERSION})")
        try:
            rules = Rules.from_dict(data["rules"])
            players = int(data["players"])
            seed = int(data.get("seed", 0))
            deck = tuple(Card.parse(w) for w in str(data["deck"]).split())
            actions = tuple(Action.parse(a) for a in data["actions"])
            first = data.get("first_attacker")
        except KeyError as e:
            raise RecordError(f"the record lacks {e.args[0]!r}") from None
        except (NotationError, AttributeError, TypeError, ValueError) as e:
            raise RecordError(f"the record is malformed: {e}") from None
        return cls(rules, players, seed, deck, actions, None if first is None else int(first))

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        try:
            text = Path(path).read_text(encoding="utf-8")
            data = json.loads(text)
        except OSError as e:
            raise RecordError(f"cannot read {path}: {e.strerror}") from None
        except json.JSONDecodeError as e:
            raise RecordError(f"{path} is not JSON: {e}") from None
        try:
            return cls.from_dict(data)
        except DurakError as e:
            if isinstance(e, RecordError):
                raise
            raise RecordError(str(e)) from None

    def save(self, path: str | Path) -> None:
        write_text_atomic(Path(path), self.to_json() + "\n")
