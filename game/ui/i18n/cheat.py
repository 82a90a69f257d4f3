"""Words of the cheating mode (Schummeln): the form's check box, the variant's name and its section of
the rules screen."""

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    M("new.cheating", "Cheating allowed"),
    M(
        "new.cheating.desc",
        "Cheating allowed: a cheat stands unless somebody calls it out before the next bout is "
        "led — then the move is taken back.",
    ),
    M("variant.cheating", "{variant}, cheating allowed"),
    M("rules.cheating.title", "Cheating allowed"),
    M(
        "rules.cheating.body",
        "With “Cheating allowed” ticked on the new-game form (it goes with any variant), any cheat is "
        "allowed as long as nobody notices it in time. A cheat is a "
        "move the rules forbid:\n\n"
        "• beating with a card that does not beat;\n"
        "• throwing in a rank that is not on the table, or leading cards of several ranks;\n"
        "• leading more cards than the defender may face;\n"
        "• passing the attack on with a card of another rank, or to a player who cannot bear it;\n"
        "• secretly taking one card more from the stock — nobody sees the card, only that the stock "
        "grew thinner and a hand fatter.\n\n"
        "Every player may call a cheater out, the victim and everybody else, until the first attack "
        "of the next bout is on the table. If the call is right, the cheat is taken back, and with it "
        "every move made after it: the cards go back to their owners and the cheater moves again. A "
        "wrong call costs nothing. A cheat that nobody called in time stands.\n\n"
        "Each player may cheat at most once per bout.\n\n"
        "At the table: while you drag a card, the places where it would be a cheat light up in dim "
        "violet beside the honest ones in gold. Click the stock to take a card in secret. To call "
        "somebody out, click the card they played or their place, or press Call out! (key C) to "
        "call the last player who moved.",
    ),
)
