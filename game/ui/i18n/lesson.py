"""Strings of the guided first game: each step's title and words (``lesson.step.<name>``, the step
names of ``game/play/lesson.py``), the move a step waits for, the panel's buttons, the offer at the
first start."""

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    M("lesson.heading", "Learning to play · step {n} of {total}"),
    M("level.lesson", "Lesson"),
    M("lesson.skip", "Skip"),
    M("lesson.restart", "Restart"),
    M("lesson.learn", "Learn to play"),
    M("lesson.offer.title", "New to Durak?"),
    M(
        "lesson.offer.text",
        "A short guided game shows you every rule as it comes up. You can skip it, and find it again "
        "under Rules.",
    ),
    M("lesson.offer.later", "Not now"),
    # ------------------------------------------------------------------ a legal move off the lesson
    M("lesson.off_script", "That is allowed, but this lesson waits for another move: {move}."),
    M("lesson.move.attack", "play the {card}"),
    M("lesson.move.throw", "throw in the {card}"),
    M("lesson.move.beat", "beat the {target} with the {card}"),
    M("lesson.move.take", "press Take"),
    M("lesson.move.pass", "press Done"),
    # ------------------------------------------------------------------ the steps
    M("lesson.step.attack.title", "Attack"),
    M(
        "lesson.step.attack",
        "Hearts are trumps: see the card lying face up under the stock. You hold the lowest trump, "
        "the 9♥, so you attack first. Drag your 9♠ onto the table.",
    ),
    M("lesson.step.throw_in.title", "Throw in"),
    M(
        "lesson.step.throw_in",
        "{name} beat the 9♠ with a higher spade, the {JS}. Now you may throw in more cards, but only of "
        "a rank already on the table: a 9 or a jack. Drag your 9♦ onto the table.",
    ),
    M("lesson.step.done.title", "Beaten"),
    M(
        "lesson.step.done",
        "{name} beat the 9♦ with the {QD}. You could throw in your 9♥ too, but keep your trump: press "
        "Done. Every card on the table is beaten, so they all leave the game.",
    ),
    M("lesson.step.beat_suit.title", "Beat"),
    M(
        "lesson.step.beat_suit",
        "You both drew from the stock back up to six cards, the attacker first. {name} defended, and "
        "a defender who beats every card attacks next: the {KD}. Beat it with a higher card of its "
        "suit: drag your {AD} onto the {KD}.",
    ),
    M("lesson.step.beat_trump.title", "Beat with a trump"),
    M(
        "lesson.step.beat_trump",
        "{name} threw in the {AS}: aces are on the table now. No spade is higher than an ace, but a "
        "trump beats any card of another suit: drag your 9♥ onto the {AS}.",
    ),
    M("lesson.step.attack_again.title", "Your attack"),
    M(
        "lesson.step.attack_again",
        "All beaten: the cards leave the game and you both draw up to six, the attacker first. You "
        "defended, so now you attack. Drag your {JC} onto the table.",
    ),
    M("lesson.step.throw_trump.title", "Throw in a trump"),
    M(
        "lesson.step.throw_trump",
        "{name} beat it with the {QC}. A jack and a queen lie on the table: throw in your {JH}. A trump "
        "is thrown in like any other card of its rank.",
    ),
    M("lesson.step.done_again.title", "Beaten"),
    M(
        "lesson.step.done_again",
        "{name} beat your trump with a higher trump, the {QH}. You have no jack or queen left to throw "
        "in: press Done.",
    ),
    M("lesson.step.take.title", "Take"),
    M(
        "lesson.step.take",
        "The stock is used up: its last card was the trump lying face up under it, the {AH}, and {name} "
        "drew it. Now {name} leads it. The ace of trumps is the highest card, nothing beats it: press "
        "Take to pick up the cards on the table.",
    ),
    M("lesson.step.defend.title", "Defend"),
    M("lesson.step.defend", "You took, so {name} attacks again, with the {QS}. Beat it with your {KS}."),
    M("lesson.step.trump_on_trump.title", "A trump on a trump"),
    M(
        "lesson.step.trump_on_trump",
        "{name} threw in the {KH}, a trump. A trump is beaten only by a higher trump: drag the {AH} you "
        "picked up onto it.",
    ),
    M("lesson.step.defend_last.title", "Defend"),
    M("lesson.step.defend_last", "And the {KC} too: beat it with your {AC}."),
    M("lesson.step.attack_few.title", "The limit"),
    M(
        "lesson.step.attack_few",
        "All beaten; the stock is empty, so nobody draws. {name} holds just two cards: in a bout a "
        "defender never faces more cards than they held at its start, and never more than six. Attack "
        "with your 10♠.",
    ),
    M("lesson.step.limit.title", "Throw in before the take"),
    M(
        "lesson.step.limit",
        "{name} cannot beat it and takes. Before the cards are picked up, you may still throw in "
        "tens, up to the limit: one more. Drag your 10♦ onto the table.",
    ),
    M("lesson.step.after_limit.title", "The limit reached"),
    M(
        "lesson.step.after_limit",
        "That was the limit: two cards for a defender who held two. Your 10♣ had to stay in your "
        "hand, and {name} picked up. After a take the same player attacks again: lead the 10♣.",
    ),
    M("lesson.step.go_out.title", "Going out"),
    M(
        "lesson.step.go_out",
        "{name} takes again. Throw in your last card, the 10♥: once the stock is empty, a player with "
        "no cards left is out of the game.",
    ),
    M("lesson.step.durak.title", "The durak"),
    M(
        "lesson.step.durak",
        "You are out and safe! {name} is the last player holding cards: the durak, the fool. That is "
        "the whole game. Play a real one from the menu with Play.",
    ),
)
