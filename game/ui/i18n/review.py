"""Strings of the game review, and the replay's words for the moves it had none for."""

from __future__ import annotations

from .message import M, Message, P

MESSAGES: tuple[Message, ...] = (
    # i18n: the replay's sentence for every kind of move (a lead is built card by card: "add")
    M("replay.act.add", "{name} leads {cards}"),
    M("replay.you.add", "You lead {cards}"),
    M("replay.act.draw", "{name} secretly draws a card"),
    M("replay.you.draw", "You secretly draw a card"),
    M("replay.act.call", "{name} calls out a cheat"),
    M("replay.you.call", "You call out a cheat"),
    M("replay.review", "Review"),
    # i18n: the review screen
    M("review.title", "Game review"),
    M("review.working", "Looking at your decisions… {done} of {total}"),
    M("review.starting", "Starting the review…"),
    M("review.failed", "The review could not be finished."),
    M("review.none", "You had no choice to make in this game."),
    M("review.no_human", "Nobody's decisions to review: computers played this game alone."),
    M("review.cancel", "Cancel"),
    M("review.replay", "Replay"),
    M("review.close", "Close"),
    M("review.chart", "Your chance of not being the durak"),
    M("review.chart_hint", "Click a point to see that move in the replay"),
    M("review.point", "Move {move}: {played}% (best {best}%) · {grade}"),
    M("review.move_axis", "move"),
    # i18n: each count is its own message (review.tally.good, …), already written with its noun
    M("review.tally", "{good} · {inaccuracy} · {mistake} · {blunder}"),
    P("review.tally.blunder", "{n} blunder", "{n} blunders"),
    P("review.tally.good", "{n} good move", "{n} good moves"),
    P("review.tally.inaccuracy", "{n} inaccuracy", "{n} inaccuracies"),
    P("review.tally.mistake", "{n} mistake", "{n} mistakes"),
    M("review.clean", "No decision cost you much: well played."),
    M(
        "review.costly",
        "Move {move}, {grade}: {played} — better to {best}: your chance fell from {before}% to {after}%.",
    ),
    M("review.lost_at", "You lost the game at move {move}: from there your chance stayed below one in two."),
    M(
        "review.exact_note",
        "With the deck gone the chances are exact; before that they are estimates (± about 5 points).",
    ),
    M("review.estimate_note", "With more than two players every chance is an estimate (± about 5 points)."),
    M("review.computers", "Your opponent, once the deck was gone: {text}"),
    M("review.grade.good", "good"),
    M("review.grade.inaccuracy", "inaccuracy"),
    M("review.grade.mistake", "mistake"),
    M("review.grade.blunder", "blunder"),
    # i18n: the better move, as a choice ("better to beat 7♣ with 9♣")
    M("review.do.attack", "lead {cards}"),
    M("review.do.add", "lead {cards}"),
    M("review.do.throw", "throw in {cards}"),
    M("review.do.beat", "beat {target} with {cards}"),
    M("review.do.transfer", "pass it on with {cards}"),
    M("review.do.show", "show the trump {cards} and pass it on"),
    M("review.do.take", "take"),
    M("review.do.pass", "pass"),
    M("review.do.redeal", "ask for a new deal"),
    M("review.do.exchange", "exchange {cards} for the trump card"),
    M("review.do.draw", "draw a card"),
    M("review.do.call", "call out a cheat"),
)
