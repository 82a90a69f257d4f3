"""The rules of Durak: pure Python, no pygame.

Typical use::

    from game.engine import Game, preset
    game = Game.new(preset("perevodnoy"), players=3, seed=42)
    while not game.is_over:
        action = game.legal_actions()[0]
        events = game.apply(action)
"""

from . import events
from .actions import (
    EXCHANGE,
    PASS,
    REDEAL,
    TAKE,
    Action,
    ActionKind,
    add,
    attack,
    beat,
    show,
    throw,
    transfer,
)
from .cards import Card, Deck, rank_label, suit_symbol
from .codes import Phase
from .errors import (
    DurakError,
    GameOverError,
    IllegalActionError,
    NotationError,
    PositionError,
    RecordError,
    RulesError,
)
from .game import Game, Result
from .match import Match
from .position import Position, PositionCode, PositionProblem
from .problem import Problem, ProblemCode
from .reason import Reason, ReasonCode
from .record import GameRecord
from .rules import PRESETS, FirstAttacker, MatchStart, Rules, Teams, ThrowIn, preset
from .view import PlayerView

__all__ = [
    "EXCHANGE",
    "PASS",
    "PRESETS",
    "REDEAL",
    "TAKE",
    "Action",
    "ActionKind",
    "Card",
    "Deck",
    "DurakError",
    "FirstAttacker",
    "Game",
    "GameOverError",
    "GameRecord",
    "IllegalActionError",
    "Match",
    "MatchStart",
    "NotationError",
    "Phase",
    "PlayerView",
    "Position",
    "PositionCode",
    "PositionError",
    "PositionProblem",
    "Problem",
    "ProblemCode",
    "Reason",
    "ReasonCode",
    "RecordError",
    "Result",
    "Rules",
    "RulesError",
    "Teams",
    "ThrowIn",
    "add",
    "attack",
    "beat",
    "events",
    "preset",
    "rank_label",
    "show",
    "suit_symbol",
    "throw",
    "transfer",
]
