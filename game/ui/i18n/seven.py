"""Strings for leads built card by card (issue 18).

The engine lists a lead of several cards as its steps (``add``, then ``attack``); the UI
sends the whole lead, but a step can still be named (a hint, a log of moves).
"""

from .message import M, Message

MESSAGES: tuple[Message, ...] = (M("table.act.add", "put {card} into your lead"),)
