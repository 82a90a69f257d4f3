"""Strings of the saved game: Continue in the main menu, the question before leaving, undo."""

from .message import M, Message, P

MESSAGES: tuple[Message, ...] = (
    M("menu.continue", "Continue"),
    P(
        "saves.preview",
        "{variant} · {players} players · {n} move · {date}",
        "{variant} · {players} players · {n} moves · {date}",
    ),
    M("saves.notice", "The saved game could not be read; it was set aside."),
    M("saves.leave.title", "Leave this game?"),
    M("saves.leave.text", "It will be kept for Continue."),
    M("saves.leave.leave", "Leave"),
    M("saves.leave.stay", "Keep playing"),
    M("saves.replace.title", "Start a new game?"),
    M("saves.replace.text", "The game kept for Continue will be replaced."),
    M("saves.replace.leave", "New game"),
    M("saves.replace.stay", "Back"),
    M("saves.undo.button", "Undo"),
    # i18n: the Undo button's key, in its corner, as the keyboard's keys are named (German "Strg+Z")
    M("saves.undo.key", "Ctrl+Z"),
    M("saves.undone", "Your last move was taken back"),
    M("saves.undone.replies", "Your last move and the replies to it were taken back"),
    M("settings.undo", "Undo (Ctrl+Z)"),
)
