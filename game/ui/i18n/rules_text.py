"""The full rules of Durak in plain words, in every language.

``SECTIONS`` lists the sections in reading order; each has a ``rules.<id>.title`` and a
``rules.<id>.body`` string.  Bodies are plain text: paragraphs separated by a blank
line, list items starting with "• ".  The rules scene turns them into formatted text.
Every option of the new-game form is explained here (see ``docs/rules.md`` for the
sources and how ambiguities were resolved).
"""

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

STRINGS: dict[str, dict[str, str]] = {
    "rules.title": {"en": "Rules of Durak", "ru": "Правила игры в дурака", "de": "Spielregeln von Durak"},
    "rules.contents": {"en": "Contents", "ru": "Содержание", "de": "Inhalt"},
    "rules.close": {"en": "Close", "ru": "Закрыть", "de": "Schließen"},
    "rules.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    # ------------------------------------------------------------------ the aim
    "rules.aim.title": {"en": "The aim of the game", "ru": "Цель игры", "de": "Ziel des Spiels"},
    "rules.aim.body": {
        "en": "Durak means “fool”. The aim is to get rid of all your cards. Players who have no cards left "
        "once the deck is used up are out of the game and safe. The last player still holding cards "
        "loses and is the durak — the fool.\n\n"
        "There is no winner in the usual sense: everybody tries not to be the last one.",
        "ru": "Цель игры — избавиться от всех своих карт. Кто остался без карт, когда колода уже "
        "кончилась, выходит из игры и больше не рискует. Последний, у кого остались карты, проигрывает "
        "и становится дураком.\n\n"
        "Победителя в обычном смысле нет: каждый старается не остаться последним.",
        "de": "Durak heißt „Dummkopf“. Ziel ist es, alle seine Karten loszuwerden. Wer keine Karten mehr "
        "hat, wenn der Stapel aufgebraucht ist, scheidet aus und ist in Sicherheit. Wer als Letzter "
        "noch Karten hält, verliert und ist der Durak — der Dummkopf.\n\n"
        "Einen Sieger im üblichen Sinn gibt es nicht: Jeder versucht, nicht der Letzte zu sein.",
    },
    # ------------------------------------------------------------------ deck and players
    "rules.deck.title": {"en": "Cards and players", "ru": "Карты и игроки", "de": "Karten und Spieler"},
    "rules.deck.body": {
        "en": "Two to six players play. The usual deck has 36 cards: 6, 7, 8, 9, 10, jack, queen, king and "
        "ace in each of the four suits ♠ ♥ ♦ ♣. You can also choose a short deck of 24 cards (9 to ace), "
        "the full deck of 52 cards (2 to ace) or make your own (Deck: Custom…): 2 to 8 suits, the four "
        "above and ★ ☾ ♛ ⚓, of 2 to 13 ranks up to the ace. That is the rule books' generalized durak: "
        "the same game with other cards.\n\n"
        "Aces are high: the order is 2 (or 6, or 9) up to 10, jack, queen, king, ace. There must be "
        "enough cards to deal everybody a full hand (suits × ranks at least six times the players): a "
        "24-card deck is for at most four players.",
        "ru": "Играют от двух до шести человек. Обычная колода — 36 карт: 6, 7, 8, 9, 10, валет, дама, "
        "король и туз в каждой из четырёх мастей ♠ ♥ ♦ ♣. Можно выбрать и короткую колоду из 24 карт "
        "(от девятки до туза), полную колоду из 52 карт (от двойки до туза) или собрать свою (Колода: "
        "Своя…): от 2 до 8 мастей, четыре обычные и ★ ☾ ♛ ⚓, по 2–13 достоинств до туза. Это «обобщённый "
        "дурак» из сводов правил: та же игра, только карты другие.\n\n"
        "Туз старше всех: порядок — от младшей карты до 10, затем валет, дама, король, туз. Карт должно "
        "хватить, чтобы раздать всем полную руку (мастей × достоинств не меньше, чем шесть на игрока): "
        "колода из 24 карт — не больше чем на четверых.",
        "de": "Es spielen zwei bis sechs Personen. Das übliche Blatt hat 36 Karten: 6, 7, 8, 9, 10, Bube, "
        "Dame, König und Ass in jeder der vier Farben ♠ ♥ ♦ ♣. Man kann auch ein kurzes Blatt mit 24 "
        "Karten (9 bis Ass), das volle Blatt mit 52 Karten (2 bis Ass) oder ein eigenes (Kartenspiel: "
        "Eigenes…): 2 bis 8 Farben, die vier üblichen und ★ ☾ ♛ ⚓, mit je 2 bis 13 Werten bis zum Ass. "
        "Das ist der „verallgemeinerte Durak“ der Regelwerke: dasselbe Spiel mit anderen Karten.\n\n"
        "Das Ass ist am höchsten: von der kleinsten Karte bis 10, dann Bube, Dame, König, Ass. Es müssen "
        "genug Karten für eine volle Hand pro Spieler da sein (Farben × Werte mindestens sechsmal die "
        "Spieler): 24 Karten reichen für höchstens vier.",
    },
    # ------------------------------------------------------------------ dealing and the trump
    "rules.deal.title": {"en": "Dealing and the trump", "ru": "Раздача и козырь", "de": "Geben und Trumpf"},
    "rules.deal.body": {
        "en": "Each player gets six cards. The next card is turned face up and put crosswise under the rest "
        "of the deck, where everybody can see it. Its suit is the trump suit for the whole game, and the "
        "card itself will be the very last card drawn.\n\n"
        "When no cards are left after dealing (six players with 36 cards), the last card dealt is shown "
        "to everybody and decides the trump; the player who got it keeps it.",
        "ru": "Каждому раздают по шесть карт. Следующую карту открывают и кладут поперёк под колоду, "
        "чтобы её видели все. Её масть — козырь на всю игру, а сама карта будет взята из колоды "
        "последней.\n\n"
        "Если после раздачи колода пуста (шесть игроков и 36 карт), козырь определяет последняя "
        "розданная карта: её показывают всем, и она остаётся у того, кому досталась.",
        "de": "Jeder Spieler erhält sechs Karten. Die nächste Karte wird aufgedeckt und quer unter den "
        "restlichen Stapel gelegt, sodass alle sie sehen. Ihre Farbe ist für das ganze Spiel Trumpf, "
        "und die Karte selbst wird als allerletzte gezogen.\n\n"
        "Bleibt nach dem Geben nichts übrig (sechs Spieler mit 36 Karten), bestimmt die zuletzt "
        "gegebene Karte den Trumpf: Sie wird allen gezeigt und bleibt bei ihrem Besitzer.",
    },
    # ------------------------------------------------------------------ who starts
    "rules.start.title": {"en": "Who attacks first", "ru": "Кто ходит первым", "de": "Wer zuerst angreift"},
    "rules.start.body": {
        "en": "Usually the player holding the lowest trump attacks first (the 6 of trumps with 36 cards; "
        "if nobody holds it, the next higher trump, and so on). If nobody holds a trump at all, the "
        "player with the lowest card starts.\n\n"
        "With the option “First attack: random player” the first attacker is simply drawn by lot.\n\n"
        "Play goes clockwise: the player to the attacker's left defends.",
        "ru": "Обычно первым ходит тот, у кого младший козырь (при 36 картах — козырная шестёрка; если её "
        "ни у кого нет — следующий по старшинству козырь и так далее). Если козырей нет ни у кого, "
        "начинает тот, у кого самая младшая карта.\n\n"
        "При настройке «Первый ход: случайный игрок» первого ходящего просто определяет жребий.\n\n"
        "Игра идёт по часовой стрелке: отбивается игрок слева от ходящего.",
        "de": "Meist greift zuerst an, wer den niedrigsten Trumpf hat (bei 36 Karten die Trumpf-6; hat "
        "sie niemand, der nächsthöhere Trumpf und so weiter). Hat niemand einen Trumpf, beginnt, wer "
        "die niedrigste Karte hat.\n\n"
        "Mit der Einstellung „Erster Angriff: zufällig“ wird der erste Angreifer einfach ausgelost.\n\n"
        "Gespielt wird im Uhrzeigersinn: Der Spieler links vom Angreifer verteidigt.",
    },
    # ------------------------------------------------------------------ attack
    "rules.attack.title": {"en": "The attack", "ru": "Ход (атака)", "de": "Der Angriff"},
    "rules.attack.body": {
        "en": "The game is played in bouts. The attacker opens a bout by laying a card of their choice face "
        "up in front of the defender. With the option “Lead several cards of one rank at once” the "
        "attacker may also open with two, three or four cards of the same rank, for example two 8s.\n\n"
        "The defender must deal with every attacking card: beat it, or take the cards.",
        "ru": "Игра идёт отбоями (раундами). Ходящий начинает отбой, выкладывая перед отбивающимся любую "
        "свою карту. При настройке «Заход сразу несколькими картами одного ранга» можно зайти и двумя, "
        "тремя или четырьмя картами одного достоинства, например двумя восьмёрками.\n\n"
        "Отбивающийся должен ответить на каждую карту: побить её или взять карты.",
        "de": "Gespielt wird in Runden. Der Angreifer eröffnet eine Runde, indem er eine beliebige Karte "
        "offen vor den Verteidiger legt. Mit der Einstellung „Mit mehreren gleichen Karten auf einmal "
        "angreifen“ darf er auch mit zwei, drei oder vier Karten gleichen Werts beginnen, etwa zwei "
        "Achten.\n\n"
        "Der Verteidiger muss jede Angriffskarte abwehren: schlagen oder die Karten aufnehmen.",
    },
    # ------------------------------------------------------------------ beating
    "rules.beat.title": {"en": "Beating a card", "ru": "Как бить карты", "de": "Eine Karte schlagen"},
    "rules.beat.body": {
        "en": "To beat a card the defender puts one of their cards on top of it:\n\n"
        "• a higher card of the same suit, or\n"
        "• any trump, if the attacking card is not a trump.\n\n"
        "A trump can only be beaten by a higher trump. Each attacking card needs its own beating card.",
        "ru": "Чтобы побить карту, отбивающийся кладёт на неё свою:\n\n"
        "• старшую карту той же масти или\n"
        "• любой козырь, если бьют не козырь.\n\n"
        "Козырь бьётся только старшим козырем. Каждую карту бьют отдельной картой.",
        "de": "Um eine Karte zu schlagen, legt der Verteidiger eine eigene Karte darauf:\n\n"
        "• eine höhere Karte derselben Farbe oder\n"
        "• einen beliebigen Trumpf, wenn die Angriffskarte kein Trumpf ist.\n\n"
        "Ein Trumpf kann nur mit einem höheren Trumpf geschlagen werden. Jede Angriffskarte braucht "
        "ihre eigene Karte.",
    },
    # ------------------------------------------------------------------ throwing in
    "rules.throw_in.title": {"en": "Throwing in", "ru": "Подкидывание", "de": "Zulegen"},
    "rules.throw_in.body": {
        "en": "While the bout goes on, more cards may be added to the attack (“thrown in”), but only cards "
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
        "ru": "Пока идёт отбой, к атаке можно добавлять карты («подкидывать»), но только того же "
        "достоинства, что уже лежат на столе — среди карт хода или карт, которыми отбились. "
        "Отбивающийся должен побить и их. Кто подкидывает, задаёт настройка «Кто подкидывает»:\n\n"
        "• Все: любой игрок, кроме отбивающегося, в любом порядке (подкидной).\n"
        "• Соседи отбивающегося: только два игрока, сидящие рядом с ним.\n"
        "• Все, по очереди: сначала ходящий, затем остальные по часовой стрелке; кто сказал «пас», "
        "в этом отбое больше не подкидывает (классические правила).\n\n"
        "В этой игре подкидывают, когда всё на столе побито или когда отбивающийся решил брать; "
        "кто хочет сразу выложить несколько карт, заходит ими вместе. Подкидывать не обязательно. "
        "Когда никто больше не хочет или не может подкинуть, а всё побито, отбой закончен.",
        "de": "Während der Runde dürfen weitere Karten zum Angriff gelegt werden („zulegen“), "
        "aber nur Karten "
        "eines Werts, der schon auf dem Tisch liegt — bei den Angriffs- oder den Abwehrkarten. Der "
        "Verteidiger muss auch diese schlagen. Wer zulegen darf, bestimmt die Einstellung „Wer darf "
        "zulegen“:\n\n"
        "• Alle: jeder außer dem Verteidiger, in beliebiger Reihenfolge (Podkidnoj).\n"
        "• Nachbarn des Verteidigers: nur die beiden Spieler neben dem Verteidiger.\n"
        "• Alle, der Reihe nach: zuerst der Angreifer, dann die anderen im Uhrzeigersinn; wer passt, "
        "darf in dieser Runde nichts mehr zulegen (klassische Regeln).\n\n"
        "In diesem Spiel wird zugelegt, sobald alles auf dem Tisch geschlagen ist oder der "
        "Verteidiger aufnehmen will; wer gleich mehrere Karten vorlegen will, spielt sie zusammen aus. "
        "Niemand muss zulegen. Will oder kann niemand mehr zulegen und ist alles geschlagen, ist die "
        "Runde vorbei.",
    },
    # ------------------------------------------------------------------ limits
    "rules.limits.title": {
        "en": "How many cards",
        "ru": "Сколько карт можно подкинуть",
        "de": "Wie viele Karten",
    },
    "rules.limits.body": {
        "en": "A bout never has more than six attacking cards, and never more than the defender held in "
        "their hand when the bout began. Once a limit is reached, nobody may add more.\n\n"
        "First bout: with the option “First bout: at most 5 cards” the very first bout of a game may "
        "have only five attacking cards (an old house rule that softens the first attack).",
        "ru": "В одном отбое не бывает больше шести карт хода и больше, чем было карт на руке у "
        "отбивающегося в начале отбоя. Когда предел достигнут, подкидывать больше нельзя.\n\n"
        "Первый отбой: при настройке «Первый отбой: не больше 5 карт» в самом первом отбое игры можно "
        "выложить не больше пяти карт (старое домашнее правило, смягчающее первый ход).",
        "de": "Eine Runde hat nie mehr als sechs Angriffskarten und nie mehr, als der Verteidiger zu "
        "Beginn der Runde auf der Hand hatte. Ist eine Grenze erreicht, darf niemand mehr zulegen.\n\n"
        "Erste Runde: Mit der Einstellung „Erste Runde: höchstens 5 Karten“ darf die allererste Runde "
        "eines Spiels nur fünf Angriffskarten haben (eine alte Hausregel, die den ersten Angriff mildert).",
    },
    # ------------------------------------------------------------------ taking
    "rules.take.title": {"en": "Taking the cards", "ru": "Взять карты", "de": "Karten aufnehmen"},
    "rules.take.body": {
        "en": "If the defender cannot or does not want to beat a card, they take every card of the bout — "
        "attacking and beating cards alike — into their hand. Before that the others may still throw "
        "in cards of the ranks on the table (within the limits), and the defender has to take those "
        "too.\n\n"
        "A defender who takes loses their turn: the next bout is opened by the player after them.",
        "ru": "Если отбивающийся не может или не хочет бить, он забирает себе все карты отбоя — и карты "
        "хода, и те, которыми отбивался. Перед этим остальные ещё могут подкинуть карты тех "
        "достоинств, что лежат на столе (в пределах лимита), и их он тоже забирает.\n\n"
        "Взявший пропускает свой ход: следующий отбой начинает игрок после него.",
        "de": "Kann oder will der Verteidiger eine Karte nicht schlagen, nimmt er alle Karten der Runde "
        "auf — Angriffs- und Abwehrkarten. Vorher dürfen die anderen noch Karten der Werte auf dem "
        "Tisch zulegen (innerhalb der Grenzen), und auch diese muss er aufnehmen.\n\n"
        "Wer aufnimmt, setzt aus: Die nächste Runde eröffnet der Spieler nach ihm.",
    },
    # ------------------------------------------------------------------ end of the bout and drawing
    "rules.draw.title": {
        "en": "End of a bout and drawing",
        "ru": "Конец отбоя и добор",
        "de": "Ende der Runde und Nachziehen",
    },
    "rules.draw.body": {
        "en": "If every attacking card is beaten and nobody adds more, the cards of the bout are put aside "
        "face down (the discard pile) and are out of the game. The defender then attacks in the next "
        "bout.\n\n"
        "After each bout, everybody with fewer than six cards draws from the deck until they have six "
        "again: first the player who opened the bout, then the others clockwise, and the defender "
        "last. When the deck runs out, the game goes on without drawing.",
        "ru": "Если все карты хода побиты и больше никто не подкидывает, карты отбоя кладут в сторону "
        "рубашкой вверх («бито») — они выходят из игры. Следующий отбой начинает отбившийся.\n\n"
        "После каждого отбоя все, у кого меньше шести карт, добирают из колоды до шести: сначала тот, "
        "кто начинал отбой, затем остальные по часовой стрелке, а отбивавшийся — последним. Когда "
        "колода кончилась, играют без добора.",
        "de": "Ist jede Angriffskarte geschlagen und legt niemand mehr zu, kommen die Karten der Runde "
        "verdeckt auf den Ablagestapel und sind aus dem Spiel. Der Verteidiger greift in der nächsten "
        "Runde an.\n\n"
        "Nach jeder Runde zieht jeder mit weniger als sechs Karten vom Stapel, bis er wieder sechs hat: "
        "zuerst wer die Runde eröffnet hat, dann die anderen im Uhrzeigersinn, der Verteidiger zuletzt. "
        "Ist der Stapel leer, wird ohne Nachziehen weitergespielt.",
    },
    # ------------------------------------------------------------------ going out, durak, draw
    "rules.out.title": {
        "en": "Going out, the durak and a draw",
        "ru": "Выход из игры, дурак и ничья",
        "de": "Ausscheiden, Durak und Unentschieden",
    },
    "rules.out.body": {
        "en": "A player who has no cards left at the end of a bout, and finds the deck empty when it is "
        "their turn to draw, is out of the game and safe. The others play on. "
        "When only one player still has cards, that player is the "
        "durak and the game is over.\n\n"
        "Draw: if the last players get rid of their cards in the same bout, nobody is left holding "
        "cards and the game is a draw. If you switch off “A draw when the last players go out "
        "together”, the player who played the last card of that bout is the durak instead.",
        "ru": "Игрок, у которого в конце отбоя не осталось карт и которому уже нечего добрать из колоды, "
        "выходит из игры и больше не рискует. Остальные играют дальше. "
        "Когда карты остались только у одного, он и есть "
        "дурак, и игра окончена.\n\n"
        "Ничья: если последние игроки избавились от карт в одном и том же отбое, с картами не остаётся "
        "никто, и игра заканчивается вничью. Если выключить настройку «Ничья, если последние игроки "
        "вышли одновременно», дураком становится тот, кто сыграл последнюю карту этого отбоя.",
        "de": "Wer am Ende einer Runde keine Karten mehr hat und beim Nachziehen einen leeren Stapel "
        "vorfindet, scheidet aus und ist in Sicherheit. Die anderen spielen "
        "weiter. Hat nur noch ein Spieler Karten, ist er "
        "der Durak und das Spiel ist aus.\n\n"
        "Unentschieden: Werden die letzten Spieler ihre Karten in derselben Runde los, hält niemand "
        "mehr Karten und das Spiel endet unentschieden. Schaltest du „Unentschieden, wenn die Letzten "
        "zugleich ausgehen“ aus, ist stattdessen der Durak, wer die letzte Karte dieser Runde gespielt "
        "hat.",
    },
    # ------------------------------------------------------------------ transfer
    "rules.transfer.title": {
        "en": "Perevodnoy: passing the attack on",
        "ru": "Переводной: перевод хода",
        "de": "Perewodnoj: den Angriff weitergeben",
    },
    "rules.transfer.body": {
        "en": "In Perevodnoy (“passing”) Durak the defender has one more choice. As long as they have not "
        "beaten any card yet, they may add a card of the same rank as the attacking cards — for "
        "example another 7 to an attacking 7. Now they are the attacker, and the next player clockwise "
        "must defend against all these cards.\n\n"
        "The new defender may pass the attack on again in the same way. A transfer is not allowed if "
        "the new defender would face more cards than they hold in their hand.",
        "ru": "В переводного дурака у отбивающегося есть ещё один выход. Пока он не побил ни одной карты, "
        "он может положить к атаке карту того же достоинства — например, семёрку к семёрке. Тогда "
        "ходящим становится он, а отбиваться от всех этих карт должен следующий игрок по часовой "
        "стрелке.\n\n"
        "Новый отбивающийся тоже может перевести ход дальше. Переводить нельзя, если новому "
        "отбивающемуся пришлось бы бить больше карт, чем у него на руке.",
        "de": "Beim Perewodnoj („Weitergeben“) hat der Verteidiger eine weitere Wahl. Solange er noch "
        "keine Karte geschlagen hat, darf er eine Karte gleichen Werts wie die Angriffskarten dazulegen "
        "— etwa eine weitere 7 zu einer angreifenden 7. Dann ist er der Angreifer, und der nächste "
        "Spieler im Uhrzeigersinn muss sich gegen alle diese Karten verteidigen.\n\n"
        "Der neue Verteidiger darf auf dieselbe Weise weitergeben. Weitergeben ist nicht erlaubt, wenn "
        "der neue Verteidiger mehr Karten abwehren müsste, als er auf der Hand hat.",
    },
    # ------------------------------------------------------------------ showing the trump
    "rules.show_trump.title": {
        "en": "Showing the trump (Proyezdnoy)",
        "ru": "Перевод показом козыря (проездной)",
        "de": "Trumpf zeigen (Projesdnoj)",
    },
    "rules.show_trump.body": {
        "en": "A Perevodnoy option: instead of laying down the card to pass the attack on, the defender "
        "may just show the trump of that rank (for example the 7 of trumps against an attacking 7) and "
        "keep it in their hand. The attack passes on as with a normal transfer.\n\n"
        "Each trump can be shown only once in a bout. Laying the trump down is still allowed.",
        "ru": "Дополнение к переводному: чтобы перевести ход, отбивающийся может не класть карту, а "
        "просто показать козырь того же достоинства (например, козырную семёрку против семёрки) и "
        "оставить его себе. Ход переводится, как при обычном переводе.\n\n"
        "Каждый козырь можно показать только один раз за отбой. Положить козырь на стол по-прежнему "
        "можно.",
        "de": "Eine Ergänzung zu Perewodnoj: Statt die Karte hinzulegen, darf der Verteidiger zum "
        "Weitergeben auch nur den Trumpf dieses Werts zeigen (etwa die Trumpf-7 gegen eine angreifende 7) "
        "und ihn behalten. Der Angriff geht weiter wie beim normalen Weitergeben.\n\n"
        "Jeder Trumpf darf pro Runde nur einmal gezeigt werden. Den Trumpf hinzulegen ist weiterhin "
        "erlaubt.",
    },
    # ------------------------------------------------------------------ teams
    "rules.teams.title": {"en": "Teams", "ru": "Командная игра", "de": "Teamspiel"},
    "rules.teams.body": {
        "en": "Four players can play two against two, six players three pairs or two teams of three. "
        "Team-mates sit apart, every second (or third) seat, and never attack each other: the attack "
        "always goes to the next player of another team. Team-mates help each other by throwing "
        "cards in against their opponents.\n\n"
        "The team left holding cards loses. With the option “A team wins when one member is out”, "
        "the game ends as soon as every team but one has a player out, and that last team loses "
        "(with two teams: the team whose player goes out first wins).",
        "ru": "Вчетвером можно играть двое на двое, вшестером — тремя парами или двумя тройками. "
        "Партнёры сидят через одного (или через двух) и никогда не ходят друг под друга: атака всегда "
        "идёт на ближайшего игрока другой команды. Партнёры помогают друг другу, подкидывая "
        "соперникам.\n\n"
        "Проигрывает команда, у которой остались карты. При настройке «Команда выигрывает, когда "
        "вышел один её игрок» игра кончается, как только во всех командах, кроме одной, кто-то вышел, "
        "и эта последняя команда проигрывает (при двух командах побеждает та, чей игрок вышел первым).",
        "de": "Vier Spieler können zwei gegen zwei spielen, sechs Spieler in drei Paaren oder zwei "
        "Dreierteams. Partner sitzen getrennt, auf jedem zweiten (oder dritten) Platz, und greifen "
        "einander nie an: Der Angriff geht immer an den nächsten Spieler eines anderen Teams. Partner "
        "helfen einander, indem sie den Gegnern Karten zulegen.\n\n"
        "Das Team, das als letztes Karten hält, verliert. Mit der Einstellung „Ein Team gewinnt, "
        "sobald ein Mitglied aus ist“ endet das Spiel, sobald in jedem Team außer einem jemand "
        "ausgeschieden ist, und dieses letzte Team verliert (bei zwei Teams gewinnt das Team, dessen "
        "Spieler zuerst ausscheidet).",
    },
    # ------------------------------------------------------------------ trump exchange
    "rules.exchange.title": {
        "en": "Exchanging the trump card",
        "ru": "Обмен козыря",
        "de": "Trumpfkarte tauschen",
    },
    "rules.exchange.body": {
        "en": "With this option, the player who holds the lowest trump (the 6 of trumps with 36 cards) may "
        "swap it for the face-up trump card under the deck at the start of a bout, as long as that "
        "card is still there. It is a good deal: you give away the weakest trump and get a stronger "
        "one.",
        "ru": "При этой настройке игрок с младшим козырем (при 36 картах — козырной шестёркой) может в "
        "начале отбоя обменять его на открытый козырь под колодой, пока тот ещё лежит там. Это выгодно: "
        "отдаёшь самый слабый козырь, а получаешь более сильный.",
        "de": "Mit dieser Einstellung darf, wer den niedrigsten Trumpf hält (bei 36 Karten die Trumpf-6), "
        "ihn zu Beginn einer Runde gegen die offene Trumpfkarte unter dem Stapel tauschen, solange sie "
        "noch dort liegt. Das lohnt sich: Man gibt den schwächsten Trumpf ab und bekommt einen "
        "stärkeren.",
    },
    # ------------------------------------------------------------------ redeal
    "rules.redeal.title": {
        "en": "Redeal on five of a suit",
        "ru": "Пересдача: пять одной масти",
        "de": "Neu geben: fünf einer Farbe",
    },
    "rules.redeal.body": {
        "en": "With this option, a player who is dealt five (or more) cards of one suit may demand a new "
        "deal before play begins. All cards are shuffled and dealt again. The player may also keep "
        "the hand and play on.",
        "ru": "При этой настройке игрок, которому пришло пять (или больше) карт одной масти, может до "
        "начала игры потребовать пересдачу. Все карты снова тасуют и раздают. Можно и не требовать, "
        "а играть с этими картами.",
        "de": "Mit dieser Einstellung darf ein Spieler, der fünf (oder mehr) Karten einer Farbe bekommt, "
        "vor Spielbeginn verlangen, dass neu gegeben wird. Alle Karten werden neu gemischt und "
        "gegeben. Er darf die Hand aber auch behalten und spielen.",
    },
    # ------------------------------------------------------------------ seven cards
    "rules.seven.title": {"en": "The 7-card game", "ru": "Игра на 7 картах", "de": "Variante mit 7 Karten"},
    "rules.seven.body": {
        "en": "Everybody is dealt seven cards and draws back up to seven. An attack is made only by the "
        "attacker, with exactly one of these:\n\n"
        "• one card,\n"
        "• one pair and one more card,\n"
        "• two pairs and one more card,\n"
        "• three pairs and one more card\n\n"
        "(a pair is two cards of the same rank). Nobody throws in and there are no transfers. The "
        "attack may never have more cards than the defender holds.",
        "ru": "Каждому раздают по семь карт и добирают до семи. Ходит только ходящий, и ровно одним из "
        "способов:\n\n"
        "• одна карта,\n"
        "• одна пара и ещё одна карта,\n"
        "• две пары и ещё одна карта,\n"
        "• три пары и ещё одна карта\n\n"
        "(пара — две карты одного достоинства). Подкидывать нельзя, переводить тоже. Карт в атаке "
        "никогда не бывает больше, чем у отбивающегося на руке.",
        "de": "Jeder erhält sieben Karten und zieht auf sieben nach. Angegriffen wird nur vom Angreifer, "
        "mit genau einem davon:\n\n"
        "• einer Karte,\n"
        "• einem Paar und einer weiteren Karte,\n"
        "• zwei Paaren und einer weiteren Karte,\n"
        "• drei Paaren und einer weiteren Karte\n\n"
        "(ein Paar sind zwei Karten gleichen Werts). Niemand legt zu, und es gibt kein Weitergeben. Der "
        "Angriff hat nie mehr Karten, als der Verteidiger auf der Hand hat.",
    },
    # ------------------------------------------------------------------ variants of this game
    "rules.variants.title": {
        "en": "The variants in this game",
        "ru": "Варианты в этой игре",
        "de": "Die Varianten in diesem Spiel",
    },
    "rules.variants.body": {
        "en": "On the New game screen you pick a variant and can then change any option:\n\n"
        "• Podkidnoy: the rules above; everyone may throw in.\n"
        "• Perevodnoy: Podkidnoy with passing the attack on.\n"
        "• Perevodnoy + showing the trump: passing on also by showing the trump.\n"
        "• 7-card game: seven cards, fixed attacks, no throwing in.\n"
        "• Classic: throwing in one after another in turn, first bout at most five cards.\n"
        "• Neighbours: only the defender's neighbours attack and throw in.\n"
        "• Teams: two against two (or three pairs, or two teams of three).\n\n"
        "If a combination of options cannot be played (for example too many players for a 24-card "
        "deck), the Start button stays off and the reason is shown.",
        "ru": "На экране «Новая игра» выберите вариант, а затем можно изменить любую настройку:\n\n"
        "• Подкидной: правила выше; подкидывать могут все.\n"
        "• Переводной: подкидной с переводом хода.\n"
        "• Переводной с проездным: переводить можно и показом козыря.\n"
        "• На 7 картах: семь карт, особые заходы, без подкидывания.\n"
        "• Классический: подкидывают по очереди, в первом отбое не больше пяти карт.\n"
        "• Соседи: ходят и подкидывают только соседи отбивающегося.\n"
        "• Командный: двое на двое (или три пары, или две тройки).\n\n"
        "Если сочетание настроек невозможно (например, слишком много игроков для колоды из 24 карт), "
        "кнопка «Начать» недоступна, и показано почему.",
        "de": "Im Bildschirm „Neues Spiel“ wählst du eine Variante und kannst dann jede Einstellung "
        "ändern:\n\n"
        "• Podkidnoj: die Regeln oben; alle dürfen zulegen.\n"
        "• Perewodnoj: Podkidnoj mit Weitergeben.\n"
        "• Perewodnoj + Trumpf zeigen: Weitergeben auch durch Zeigen des Trumpfs.\n"
        "• Mit 7 Karten: sieben Karten, feste Angriffe, kein Zulegen.\n"
        "• Klassisch: zugelegt wird der Reihe nach, die erste Runde höchstens fünf Karten.\n"
        "• Nachbarn: nur die Nachbarn des Verteidigers greifen an und legen zu.\n"
        "• Teams: zwei gegen zwei (oder drei Paare, oder zwei Dreierteams).\n\n"
        "Lässt sich eine Kombination nicht spielen (etwa zu viele Spieler für 24 Karten), bleibt "
        "„Starten“ aus und der Grund wird angezeigt.",
    },
    # ------------------------------------------------------------------ controls
    "rules.controls.title": {"en": "How to play here", "ru": "Как играть здесь", "de": "So spielst du hier"},
    "rules.controls.body": {
        "en": "Your cards are at the bottom of the table. Drag a card onto the table to attack or throw "
        "in, onto an attacking card to beat it, or onto the transfer spot to pass the attack on. While "
        "you drag, the places where the card may go light up. A click plays a card that has only one "
        "possible move. The buttons Take and Done (or Pass) finish your part of the bout.\n\n"
        "Keyboard: arrow keys choose a card, Enter plays it, T takes, D says done or pass, Esc pauses "
        "the game, F11 switches full screen.",
        "ru": "Ваши карты — внизу стола. Перетащите карту на стол, чтобы пойти или подкинуть, на карту "
        "хода — чтобы побить её, или на место перевода — чтобы перевести. Пока вы тащите карту, "
        "подсвечиваются места, куда её можно положить. Щелчок по карте разыгрывает её, если ход "
        "только один. Кнопки «Взять» и «Бито» (или «Пас») завершают ваше участие в отбое.\n\n"
        "Клавиатура: стрелки выбирают карту, Enter разыгрывает её, T — взять, D — бито или пас, "
        "Esc — пауза, F11 — полноэкранный режим.",
        "de": "Deine Karten liegen unten am Tisch. Ziehe eine Karte auf den Tisch, um anzugreifen oder "
        "zuzulegen, auf eine Angriffskarte, um sie zu schlagen, oder auf das Feld zum Weitergeben. "
        "Während du ziehst, leuchten die Stellen auf, an die die Karte darf. Ein Klick spielt eine "
        "Karte, die nur einen möglichen Zug hat. Die Knöpfe Aufnehmen und Fertig (oder Passen) beenden "
        "deinen Teil der Runde.\n\n"
        "Tastatur: Pfeiltasten wählen eine Karte, Enter spielt sie, T nimmt auf, D heißt fertig oder "
        "passen, Esc hält das Spiel an, F11 schaltet den Vollbildmodus um.",
    },
}
