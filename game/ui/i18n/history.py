"""The last bout's panel and the word on the table when someone takes (see game/ui/table/last_bout.py).

A computer's name knows its gender in Russian: the past tense agrees with it
("Анна взяла", "Борис взял"); a name the player typed has no known gender, so
the third choice says it in the present tense, which has none ("Саша берёт").
"You" has lines of its own (plural verb in Russian, "du" in German).
"""

from __future__ import annotations

from .message import M, Message, P

MESSAGES: tuple[Message, ...] = (
    M("history.button", "Last bout"),
    M("history.title", "Last bout: {att} → {dfd}"),
    M("history.none", "No bout has ended yet."),
    M("history.close", "L or click: close"),
    M("history.you.nom", "You"),
    M("history.you.acc", "you"),
    # -------------------------------------------------------------- what a player did
    M("history.attack", "{name} led {cards}"),
    M("history.attack.you", "You led {cards}"),
    M("history.throw", "{name} threw in {card}"),
    M("history.throw.you", "You threw in {card}"),
    M("history.beat", "{name} beat {target} with {card}"),
    M("history.beat.you", "You beat {target} with {card}"),
    M("history.transfer", "{name} passed it on to {to:acc} with {card}"),
    M("history.transfer.you", "You passed it on to {to:acc} with {card}"),
    M("history.show", "{name} showed the trump {card} and passed it on to {to:acc}"),
    M("history.show.you", "You showed the trump {card} and passed it on to {to:acc}"),
    M("history.take", "{name} gave up the defence"),
    M("history.take.you", "You gave up the defence"),
    M("history.pass", "{name} had nothing more to add"),
    M("history.pass.you", "You had nothing more to add"),
    P("history.took", "{name} took {n} card", "{name} took {n} cards"),
    P("history.took.you", "You took {n} card", "You took {n} cards"),
    P(
        "history.beaten",
        "Beaten off: {n} card to the discard pile",
        "Beaten off: {n} cards to the discard pile",
    ),
    M("history.out", "{name} is out"),
    M("history.out.you", "You are out"),
    # -------------------------------------------------------------- the new-game form
    M("history.teams", "Teams: {teams}"),
    # -------------------------------------------------------------- the word on the table
    P("history.toast.takes", "{name} takes {n} card", "{name} takes {n} cards"),
)
