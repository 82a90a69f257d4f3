"""Strings of the table-and-cards screen: felts, backs and its rows."""

from __future__ import annotations

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    M("looks.title", "Table and cards"),
    M("looks.open", "Table and cards…"),
    M("looks.felt", "Table felt"),
    M("looks.felt.green", "Classic green"),
    M("looks.felt.blue", "Deep blue"),
    M("looks.felt.wine", "Burgundy"),
    M("looks.felt.grey", "Slate grey"),
    M("settings.back.black", "Black and gold"),
    M("settings.back.tartan", "Tartan"),
    M("looks.preview", "Your table"),
)
