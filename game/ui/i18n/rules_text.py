"""The full rules of Durak in plain words (in English here; each language's in its catalogue).

``SECTIONS`` lists the sections in reading order; each has a ``rules.<id>.title`` and a
``rules.<id>.body`` string.  Bodies are plain text: paragraphs separated by a blank
line, list items starting with "• ".  The rules scene turns them into formatted text.
Every option of the new-game form is explained here (see ``docs/rules.md`` for the
sources and how ambiguities were resolved).
"""

from .message import M, Message

SECTIONS: tuple[str, ...] = (
    "aim",
    "deck",
    "deal",
    "start",
    "attack",
    "beat",
    "throw_in",
    "limits",
    "take",
    "draw",
    "out",
    "transfer",
    "show_trump",
    "teams",
    "exchange",
    "redeal",
    "seven",
    "cheating",
    "variants",
    "controls",
)

MESSAGES: tuple[Message, ...] = (
    M("rules.title", "Rules of Durak"),
    M("rules.contents", "Contents"),
    M("rules.close", "Close"),
    M("rules.back", "Back"),
    # ------------------------------------------------------------------ the aim
    M("rules.aim.title", "The aim of the game"),
    M(
        "rules.aim.body",
        "Durak means “fool”. The aim is to get rid of all your cards. Players who have no cards left "
        "once the deck is used up are out of the game and safe. The last player still holding cards "
        "loses and is the durak — the fool.\n\n"
        "There is no winner in the usual sense: everybody tries not to be the last one.",
    ),
    # ------------------------------------------------------------------ deck and players
    M("rules.deck.title", "Cards and players"),
    M(
        "rules.deck.body",
        "Two to six players play. The usual deck has 36 cards: 6, 7, 8, 9, 10, jack ({J}), queen ({Q}), "
        "king ({K}) and ace ({A}) in each of the four suits ♠ ♥ ♦ ♣. You can also choose a short deck "
        "of 24 cards (9 to ace), "
        "the full deck of 52 cards (2 to ace) or make your own (Deck: Custom…): 2 to 8 suits, the four "
        "above and ★ ☾ ♛ ⚓, of 2 to 13 ranks up to the ace. That is the rule books' generalized durak: "
        "the same game with other cards.\n\n"
        "Aces are high: the order is 2 (or 6, or 9) up to 10, jack, queen, king, ace. There must be "
        "enough cards to deal everybody a full hand (suits × ranks at least six times the players): a "
        "24-card deck is for at most four players.",
    ),
    # ------------------------------------------------------------------ dealing and the trump
    M("rules.deal.title", "Dealing and the trump"),
    M(
        "rules.deal.body",
        "Each player gets six cards. The next card is turned face up and put crosswise under the rest "
        "of the deck, where everybody can see it. Its suit is the trump suit for the whole game, and the "
        "card itself will be the very last card drawn.\n\n"
        "When no cards are left after dealing (six players with 36 cards), the last card dealt is shown "
        "to everybody and decides the trump; the player who got it keeps it.",
    ),
    # ------------------------------------------------------------------ who starts
    M("rules.start.title", "Who attacks first"),
    M(
        "rules.start.body",
        "Usually the player holding the lowest trump attacks first (the 6 of trumps with 36 cards; "
        "if nobody holds it, the next higher trump, and so on). If nobody holds a trump at all, the "
        "player with the lowest card starts.\n\n"
        "With the option “First attack: random player” the first attacker is simply drawn by lot.\n\n"
        "Play goes clockwise: the player to the attacker's left defends.",
    ),
    # ------------------------------------------------------------------ attack
    M("rules.attack.title", "The attack"),
    M(
        "rules.attack.body",
        "The game is played in bouts. The attacker opens a bout by laying a card of their choice face "
        "up in front of the defender. With the option “Lead several cards of one rank at once” the "
        "attacker may also open with two, three or four cards of the same rank, for example two 8s.\n\n"
        "The defender must deal with every attacking card: beat it, or take the cards.",
    ),
    # ------------------------------------------------------------------ beating
    M("rules.beat.title", "Beating a card"),
    M(
        "rules.beat.body",
        "To beat a card the defender puts one of their cards on top of it:\n\n"
        "• a higher card of the same suit, or\n"
        "• any trump, if the attacking card is not a trump.\n\n"
        "A trump can only be beaten by a higher trump. Each attacking card needs its own beating card.",
    ),
    # ------------------------------------------------------------------ throwing in
    M("rules.throw_in.title", "Throwing in"),
    M(
        "rules.throw_in.body",
        "While the bout goes on, more cards may be added to the attack (“thrown in”), but only cards "
        "of a rank that is already on the table — among the attacking or the beating cards. The "
        "defender must beat these too. Who may throw in is set by the option “Who may throw in”:\n\n"
        "• Everyone: every player except the defender, in any order (Podkidnoy).\n"
        "• Defender's neighbours: only the two players sitting next to the defender.\n"
        "• Everyone, in turn: the attacker first, then the others one after another clockwise; a "
        "player who passes may not add more cards in this bout (the classic rules).\n\n"
        "In this game cards are thrown in once every card on the table is beaten, or after the "
        "defender has decided to take; an attacker who wants to face the defender with several cards "
        "at once leads them together. Nobody is obliged to throw in. When nobody wants to or can add "
        "a card and every card is beaten, the bout is over.",
    ),
    # ------------------------------------------------------------------ limits
    M("rules.limits.title", "How many cards"),
    M(
        "rules.limits.body",
        "A bout never has more than six attacking cards, and never more than the defender held in "
        "their hand when the bout began. Once a limit is reached, nobody may add more.\n\n"
        "First bout: with the option “First bout: at most 5 cards” the very first bout of a game may "
        "have only five attacking cards (an old house rule that softens the first attack).",
    ),
    # ------------------------------------------------------------------ taking
    M("rules.take.title", "Taking the cards"),
    M(
        "rules.take.body",
        "If the defender cannot or does not want to beat a card, they take every card of the bout — "
        "attacking and beating cards alike — into their hand. Before that the others may still throw "
        "in cards of the ranks on the table (within the limits), and the defender has to take those "
        "too.\n\n"
        "A defender who takes loses their turn: the next bout is opened by the player after them.",
    ),
    # ------------------------------------------------------------------ end of the bout and drawing
    M("rules.draw.title", "End of a bout and drawing"),
    M(
        "rules.draw.body",
        "If every attacking card is beaten and nobody adds more, the cards of the bout are put aside "
        "face down (the discard pile) and are out of the game. The defender then attacks in the next "
        "bout.\n\n"
        "After each bout, everybody with fewer than six cards draws from the deck until they have six "
        "again: first the player who opened the bout, then the others clockwise, and the defender "
        "last. When the deck runs out, the game goes on without drawing.",
    ),
    # ------------------------------------------------------------------ going out, durak, draw
    M("rules.out.title", "Going out, the durak and a draw"),
    M(
        "rules.out.body",
        "A player who has no cards left at the end of a bout, and finds the deck empty when it is "
        "their turn to draw, is out of the game and safe. The others play on. "
        "When only one player still has cards, that player is the "
        "durak and the game is over.\n\n"
        "Draw: if the last players get rid of their cards in the same bout, nobody is left holding "
        "cards and the game is a draw. If you switch off “A draw when the last players go out "
        "together”, the player who played the last card of that bout is the durak instead.",
    ),
    # ------------------------------------------------------------------ transfer
    M("rules.transfer.title", "Perevodnoy: passing the attack on"),
    M(
        "rules.transfer.body",
        "In Perevodnoy (“passing”) Durak the defender has one more choice. As long as they have not "
        "beaten any card yet, they may add a card of the same rank as the attacking cards — for "
        "example another 7 to an attacking 7. Now they are the attacker, and the next player clockwise "
        "must defend against all these cards.\n\n"
        "The new defender may pass the attack on again in the same way. A transfer is not allowed if "
        "the new defender would face more cards than they hold in their hand.",
    ),
    # ------------------------------------------------------------------ showing the trump
    M("rules.show_trump.title", "Showing the trump (Proyezdnoy)"),
    M(
        "rules.show_trump.body",
        "A Perevodnoy option: instead of laying down the card to pass the attack on, the defender "
        "may just show the trump of that rank (for example the 7 of trumps against an attacking 7) and "
        "keep it in their hand. The attack passes on as with a normal transfer.\n\n"
        "Each trump can be shown only once in a bout. Laying the trump down is still allowed.",
    ),
    # ------------------------------------------------------------------ teams
    M("rules.teams.title", "Teams"),
    M(
        "rules.teams.body",
        "Four players can play two against two, six players three pairs or two teams of three. "
        "Team-mates sit apart, every second (or third) seat, and never attack each other: the attack "
        "always goes to the next player of another team. Team-mates help each other by throwing "
        "cards in against their opponents.\n\n"
        "The team left holding cards loses. With the option “A team wins when one member is out”, "
        "the game ends as soon as every team but one has a player out, and that last team loses "
        "(with two teams: the team whose player goes out first wins).",
    ),
    # ------------------------------------------------------------------ trump exchange
    M("rules.exchange.title", "Exchanging the trump card"),
    M(
        "rules.exchange.body",
        "With this option, the player who holds the lowest trump (the 6 of trumps with 36 cards) may "
        "swap it for the face-up trump card under the deck at the start of a bout, as long as that "
        "card is still there. It is a good deal: you give away the weakest trump and get a stronger "
        "one.",
    ),
    # ------------------------------------------------------------------ redeal
    M("rules.redeal.title", "Redeal on five of a suit"),
    M(
        "rules.redeal.body",
        "With this option, a player who is dealt five (or more) cards of one suit may demand a new "
        "deal before play begins. All cards are shuffled and dealt again. The player may also keep "
        "the hand and play on.",
    ),
    # ------------------------------------------------------------------ seven cards
    M("rules.seven.title", "The 7-card game"),
    M(
        "rules.seven.body",
        "Everybody is dealt seven cards and draws back up to seven. An attack is made only by the "
        "attacker, with exactly one of these:\n\n"
        "• one card,\n"
        "• one pair and one more card,\n"
        "• two pairs and one more card,\n"
        "• three pairs and one more card\n\n"
        "(a pair is two cards of the same rank). Nobody throws in and there are no transfers. The "
        "attack may never have more cards than the defender holds.",
    ),
    # ------------------------------------------------------------------ variants of this game
    M("rules.variants.title", "The variants in this game"),
    M(
        "rules.variants.body",
        "On the New game screen you pick a variant and can then change any option:\n\n"
        "• Podkidnoy: the rules above; everyone may throw in.\n"
        "• Perevodnoy: Podkidnoy with passing the attack on.\n"
        "• Perevodnoy + showing the trump: passing on also by showing the trump.\n"
        "• 7-card game: seven cards, fixed attacks, no throwing in.\n"
        "• Classic: throwing in one after another in turn, first bout at most five cards.\n"
        "• Neighbours: only the defender's neighbours attack and throw in.\n"
        "• Teams: two against two (or three pairs, or two teams of three).\n\n"
        "If a combination of options cannot be played (for example too many players for a 24-card "
        "deck), the Start button stays off and the reason is shown.",
    ),
    # ------------------------------------------------------------------ controls
    M("rules.controls.title", "How to play here"),
    M(
        "rules.controls.body",
        "Your cards are at the bottom of the table. Drag a card onto the table to attack or throw "
        "in, onto an attacking card to beat it, or onto the transfer spot to pass the attack on. While "
        "you drag, the places where the card may go light up. A click plays a card that has only one "
        "possible move. The buttons Take and Done (or Pass) finish your part of the bout.\n\n"
        "Keyboard: arrow keys choose a card, Enter plays it, T takes, D says done or pass, Esc pauses "
        "the game, F11 switches full screen.",
    ),
)
