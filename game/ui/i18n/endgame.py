"""Strings of the durak endgame (issue 34): the Endgame screen, "Who wins?", the winning line."""

from .message import M, Message, P

MESSAGES: tuple[Message, ...] = (
    M("menu.endgame", "Endgame"),
    # ---------------------------------------------------------------- the Endgame screen
    M("endgame.title", "The durak endgame"),
    M(
        "endgame.intro",
        "The deck is out and every card is face up: play the last cards against the computer.",
    ),
    M("endgame.free", "Free endgame"),
    P("endgame.deal", "{variant} · {n} player", "{variant} · {n} players"),
    M("endgame.solver_note", "With two players the computer plays perfectly; with three it plays as Hard."),
    M("endgame.back", "Back"),
    M("endgame.no_deal", "No endgame could be dealt; try again."),
    # ---------------------------------------------------------------- at the table
    M("endgame.toast.open", "Endgame: every card is face up"),
    M("endgame.who_wins", "Who wins?"),
    M("endgame.thinking", "Working out best play…"),
    M("endgame.unknown", "Endgame: too deep to see to the end"),
    # ---------------------------------------------------------------- after the end
    M("endgame.again", "Play it again"),
    M("endgame.line", "Winning line"),
    M("endgame.line.title", "Best play from the start"),
    M("endgame.line.working", "The solver is working it out…"),
    M("endgame.line.step", "{n}. {name}: {action}"),
    M("endgame.line.win", "With best play you win."),
    M("endgame.line.draw", "With best play it is a draw."),
    M("endgame.line.lose", "Against best play you lose: no move of yours could have saved it."),
    M("endgame.line.inexact", "The solver could not see every step to the end: the line may not be best."),
    M("endgame.line.failed", "The line could not be worked out."),
    P("endgame.line.more", "… and {n} more move", "… and {n} more moves"),
    M("endgame.line.close", "Close"),
    P(
        "saves.preview_endgame",
        "Endgame · {variant} · {n} move · {date}",
        "Endgame · {variant} · {n} moves · {date}",
    ),
)
