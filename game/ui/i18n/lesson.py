"""Strings of the guided first game: each step's title and words (``lesson.step.<name>``, the step
names of ``game/play/lesson.py``), the move a step waits for, the panel's buttons, the offer at the
first start."""

STRINGS: dict[str, dict[str, str]] = {
    "lesson.heading": {
        "en": "Learning to play · step {n} of {total}",
        "ru": "Обучение · шаг {n} из {total}",
        "de": "Spielen lernen · Schritt {n} von {total}",
    },
    "level.lesson": {"en": "Lesson", "ru": "Обучение", "de": "Übung"},
    "lesson.skip": {"en": "Skip", "ru": "Пропустить", "de": "Überspringen"},
    "lesson.restart": {"en": "Restart", "ru": "Сначала", "de": "Neu beginnen"},
    "lesson.learn": {"en": "Learn to play", "ru": "Научиться играть", "de": "Spielen lernen"},
    "lesson.offer.title": {
        "en": "New to Durak?",
        "ru": "Впервые играете в «Дурака»?",
        "de": "Neu bei Durak?",
    },
    "lesson.offer.text": {
        "en": "A short guided game shows you every rule as it comes up. You can skip it, and find it again "
        "under Rules.",
        "ru": "Короткая игра с подсказками покажет каждое правило, когда оно понадобится. Её можно "
        "пропустить и найти потом в разделе «Правила».",
        "de": "Ein kurzes Spiel mit Anleitung zeigt dir jede Regel, sobald sie gebraucht wird. Du kannst es "
        "überspringen und später unter „Regeln“ wiederfinden.",
    },
    "lesson.offer.later": {"en": "Not now", "ru": "Не сейчас", "de": "Jetzt nicht"},
    # ------------------------------------------------------------------ a legal move off the lesson
    "lesson.off_script": {
        "en": "That is allowed, but this lesson waits for another move: {move}.",
        "ru": "Так можно, но в этом уроке нужен другой ход: {move}.",
        "de": "Das ist erlaubt, aber diese Übung wartet auf einen anderen Zug: {move}.",
    },
    "lesson.move.attack": {
        "en": "play the {card}",
        "ru": "сходите картой {card}",
        "de": "spiel {card:den|die|das} {card} aus",
    },
    "lesson.move.throw": {
        "en": "throw in the {card}",
        "ru": "подкиньте {card}",
        "de": "leg {card:den|die|das} {card} zu",
    },
    "lesson.move.beat": {
        "en": "beat the {target} with the {card}",
        "ru": "побейте {target} картой {card}",
        "de": "schlag {target:den|die|das} {target} mit {card:dem|der|dem} {card}",
    },
    "lesson.move.take": {"en": "press Take", "ru": "нажмите «Беру»", "de": "drück „Aufnehmen“"},
    "lesson.move.pass": {"en": "press Done", "ru": "нажмите «Бито / Пас»", "de": "drück „Fertig“"},
    # ------------------------------------------------------------------ the steps
    "lesson.step.attack.title": {"en": "Attack", "ru": "Ход", "de": "Angriff"},
    "lesson.step.attack": {
        "en": "Hearts are trumps: see the card lying face up under the stock. You hold the lowest trump, "
        "the 9♥, so you attack first. Drag your 9♠ onto the table.",
        "ru": "Козыри — червы: это видно по открытой карте под колодой. У вас младший козырь, 9♥, поэтому "
        "вы ходите первым. Перетащите 9♠ на стол.",
        "de": "Herz ist Trumpf: Das zeigt die offene Karte unter dem Stapel. Du hast den niedrigsten "
        "Trumpf, die 9♥, also greifst du zuerst an. Zieh deine 9♠ auf den Tisch.",
    },
    "lesson.step.throw_in.title": {"en": "Throw in", "ru": "Подкидывание", "de": "Zulegen"},
    "lesson.step.throw_in": {
        "en": "{name} beat the 9♠ with a higher spade, the J♠. Now you may throw in more cards, but only of "
        "a rank already on the table: a 9 or a jack. Drag your 9♦ onto the table.",
        "ru": "{name} побил{name:|а|} 9♠ старшей пикой — валетом J♠. Теперь можно подкинуть ещё карты, но "
        "только того достоинства, что уже лежит на столе: девятку или валета. Перетащите 9♦ на стол.",
        "de": "{name} hat die 9♠ mit einem höheren Pik geschlagen, dem J♠. Jetzt darfst du Karten zulegen, "
        "aber nur von einem Wert, der schon auf dem Tisch liegt: eine 9 oder einen Buben. Zieh deine "
        "9♦ auf den Tisch.",
    },
    "lesson.step.done.title": {"en": "Beaten", "ru": "Бито", "de": "Abgewehrt"},
    "lesson.step.done": {
        "en": "{name} beat the 9♦ with the Q♦. You could throw in your 9♥ too, but keep your trump: press "
        "Done. Every card on the table is beaten, so they all leave the game.",
        "ru": "{name} побил{name:|а|} 9♦ дамой Q♦. Можно подкинуть и 9♥, но козырь лучше поберечь: нажмите "
        "«Бито / Пас». Все карты на столе побиты, поэтому они уходят из игры.",
        "de": "{name} hat die 9♦ mit der Q♦ geschlagen. Du könntest noch deine 9♥ zulegen, aber behalte "
        "deinen Trumpf: Drück „Fertig“. Alle Karten auf dem Tisch sind geschlagen und scheiden aus.",
    },
    "lesson.step.beat_suit.title": {"en": "Beat", "ru": "Отбиться", "de": "Schlagen"},
    "lesson.step.beat_suit": {
        "en": "You both drew from the stock back up to six cards, the attacker first. {name} defended, and "
        "a defender who beats every card attacks next: the K♦. Beat it with a higher card of its "
        "suit: drag your A♦ onto the K♦.",
        "ru": "Вы оба добрали карты из колоды до шести — первым добирает ходивший. {name} "
        "отбил{name:ся|ась|ся}, поэтому теперь {name:он|она|он} ходит: K♦. Побейте его старшей картой "
        "той же масти: перетащите A♦ на K♦.",
        "de": "Ihr habt beide vom Stapel wieder auf sechs Karten aufgefüllt, der Angreifer zuerst. {name} "
        "hat sich verteidigt, darum greift jetzt {name} an: mit dem K♦. Schlag ihn mit einer höheren "
        "Karte derselben Farbe: Zieh dein A♦ auf den K♦.",
    },
    "lesson.step.beat_trump.title": {
        "en": "Beat with a trump",
        "ru": "Бить козырем",
        "de": "Mit Trumpf schlagen",
    },
    "lesson.step.beat_trump": {
        "en": "{name} threw in the A♠: aces are on the table now. No spade is higher than an ace, but a "
        "trump beats any card of another suit: drag your 9♥ onto the A♠.",
        "ru": "{name} подкинул{name:|а|} A♠ — на столе уже есть туз. Старше туза пик нет, но любой козырь "
        "бьёт карту другой масти: перетащите 9♥ на A♠.",
        "de": "{name} hat das A♠ zugelegt: Asse liegen ja schon auf dem Tisch. Kein Pik ist höher als ein "
        "Ass, aber ein Trumpf schlägt jede Karte einer anderen Farbe: Zieh deine 9♥ auf das A♠.",
    },
    "lesson.step.attack_again.title": {"en": "Your attack", "ru": "Ваш ход", "de": "Dein Angriff"},
    "lesson.step.attack_again": {
        "en": "All beaten: the cards leave the game and you both draw up to six, the attacker first. You "
        "defended, so now you attack. Drag your J♣ onto the table.",
        "ru": "Всё побито: карты уходят в отбой, оба добирают до шести, первым — ходивший. Вы отбились, "
        "поэтому теперь ходите вы. Перетащите J♣ на стол.",
        "de": "Alles geschlagen: Die Karten scheiden aus, und ihr füllt auf sechs auf, der Angreifer "
        "zuerst. Du hast dich verteidigt, also greifst jetzt du an. Zieh deinen J♣ auf den Tisch.",
    },
    "lesson.step.throw_trump.title": {
        "en": "Throw in a trump",
        "ru": "Подкинуть козырь",
        "de": "Trumpf zulegen",
    },
    "lesson.step.throw_trump": {
        "en": "{name} beat it with the Q♣. A jack and a queen lie on the table: throw in your J♥. A trump "
        "is thrown in like any other card of its rank.",
        "ru": "{name} побил{name:|а|} его дамой Q♣. На столе валет и дама: подкиньте J♥. Козырь подкидывают "
        "так же, как любую карту того же достоинства.",
        "de": "{name} hat ihn mit der Q♣ geschlagen. Ein Bube und eine Dame liegen auf dem Tisch: Leg "
        "deinen J♥ zu. Ein Trumpf wird zugelegt wie jede andere Karte seines Werts.",
    },
    "lesson.step.done_again.title": {"en": "Beaten", "ru": "Бито", "de": "Abgewehrt"},
    "lesson.step.done_again": {
        "en": "{name} beat your trump with a higher trump, the Q♥. You have no jack or queen left to throw "
        "in: press Done.",
        "ru": "{name} побил{name:|а|} ваш козырь старшим козырем — Q♥. Валетов и дам для подкидывания у вас "
        "больше нет: нажмите «Бито / Пас».",
        "de": "{name} hat deinen Trumpf mit einem höheren Trumpf geschlagen, der Q♥. Du hast keinen Buben "
        "und keine Dame mehr zum Zulegen: Drück „Fertig“.",
    },
    "lesson.step.take.title": {"en": "Take", "ru": "Взять", "de": "Aufnehmen"},
    "lesson.step.take": {
        "en": "The stock is used up: its last card was the trump lying face up under it, the A♥, and {name} "
        "drew it. Now {name} leads it. The ace of trumps is the highest card, nothing beats it: press "
        "Take to pick up the cards on the table.",
        "ru": "Колода кончилась: последней в ней была открытая карта под колодой, козырной туз A♥, и его "
        "взял{name:|а|} {name}. Теперь {name:он|она|он} ходит этим тузом. Козырной туз — старшая "
        "карта, его ничем не побить: нажмите «Беру», чтобы взять карты со стола.",
        "de": "Der Stapel ist aufgebraucht: Seine letzte Karte war der offene Trumpf darunter, das A♥, und "
        "{name} hat es gezogen. Jetzt spielt {name} es aus. Das Trumpf-Ass ist die höchste Karte, "
        "nichts schlägt es: Drück „Aufnehmen“, um die Karten vom Tisch zu nehmen.",
    },
    "lesson.step.defend.title": {"en": "Defend", "ru": "Отбиться", "de": "Verteidigen"},
    "lesson.step.defend": {
        "en": "You took, so {name} attacks again, with the Q♠. Beat it with your K♠.",
        "ru": "Вы взяли карты, поэтому {name} ходит снова — дамой Q♠. Побейте её королём K♠.",
        "de": "Du hast aufgenommen, also greift {name} noch einmal an, mit der Q♠. Schlag sie mit deinem K♠.",
    },
    "lesson.step.trump_on_trump.title": {
        "en": "A trump on a trump",
        "ru": "Козырь на козырь",
        "de": "Trumpf auf Trumpf",
    },
    "lesson.step.trump_on_trump": {
        "en": "{name} threw in the K♥, a trump. A trump is beaten only by a higher trump: drag the A♥ you "
        "picked up onto it.",
        "ru": "{name} подкинул{name:|а|} K♥ — козырь. Козырь бьётся только старшим козырем: перетащите на "
        "него A♥, которого вы взяли.",
        "de": "{name} hat den K♥ zugelegt, einen Trumpf. Ein Trumpf wird nur von einem höheren Trumpf "
        "geschlagen: Zieh das aufgenommene A♥ darauf.",
    },
    "lesson.step.defend_last.title": {"en": "Defend", "ru": "Отбиться", "de": "Verteidigen"},
    "lesson.step.defend_last": {
        "en": "And the K♣ too: beat it with your A♣.",
        "ru": "И ещё K♣: побейте его тузом A♣.",
        "de": "Und dazu den K♣: Schlag ihn mit deinem A♣.",
    },
    "lesson.step.attack_few.title": {"en": "The limit", "ru": "Предел", "de": "Die Grenze"},
    "lesson.step.attack_few": {
        "en": "All beaten; the stock is empty, so nobody draws. {name} holds just two cards: in a bout a "
        "defender never faces more cards than they held at its start, and never more than six. Attack "
        "with your 10♠.",
        "ru": "Всё побито; колода пуста, добирать нечего. {name} держит всего две карты: за один отбой "
        "отбивающемуся не дают больше карт, чем было у него в начале, и никогда больше шести. Сходите "
        "десяткой 10♠.",
        "de": "Alles geschlagen; der Stapel ist leer, also zieht niemand. {name} hat nur noch zwei Karten: "
        "In einer Runde muss ein Verteidiger nie mehr Karten abwehren, als er zu Beginn hatte, und "
        "nie mehr als sechs. Greif mit deiner 10♠ an.",
    },
    "lesson.step.limit.title": {
        "en": "Throw in before the take",
        "ru": "Подкинуть вдогонку",
        "de": "Vor dem Aufnehmen zulegen",
    },
    "lesson.step.limit": {
        "en": "{name} cannot beat it and takes. Before the cards are picked up, you may still throw in "
        "tens, up to the limit: one more. Drag your 10♦ onto the table.",
        "ru": "{name} не может побить её и берёт. Пока карты не забраны, можно подкинуть ещё десяток — до "
        "предела, то есть одну. Перетащите 10♦ на стол.",
        "de": "{name} kann sie nicht schlagen und nimmt auf. Bevor die Karten genommen werden, darfst du "
        "noch Zehnen zulegen, bis zur Grenze: eine. Zieh deine 10♦ auf den Tisch.",
    },
    "lesson.step.after_limit.title": {
        "en": "The limit reached",
        "ru": "Предел достигнут",
        "de": "Grenze erreicht",
    },
    "lesson.step.after_limit": {
        "en": "That was the limit: two cards for a defender who held two. Your 10♣ had to stay in your "
        "hand, and {name} picked up. After a take the same player attacks again: lead the 10♣.",
        "ru": "Это предел: две карты тому, у кого было две. Ваша 10♣ осталась у вас, а {name} "
        "забрал{name:|а|} карты. {name:Он|Она|Он} взял{name:|а|} — значит, вы ходите снова: сходите "
        "10♣.",
        "de": "Das war die Grenze: zwei Karten für einen Verteidiger, der zwei hatte. Deine 10♣ musste auf "
        "der Hand bleiben, und {name} hat aufgenommen. Nach dem Aufnehmen greift derselbe Spieler "
        "wieder an: Spiel die 10♣ aus.",
    },
    "lesson.step.go_out.title": {"en": "Going out", "ru": "Выход из игры", "de": "Ausscheiden"},
    "lesson.step.go_out": {
        "en": "{name} takes again. Throw in your last card, the 10♥: once the stock is empty, a player with "
        "no cards left is out of the game.",
        "ru": "{name} снова берёт. Подкиньте последнюю карту, 10♥: когда колода пуста, игрок без карт "
        "выходит из игры.",
        "de": "{name} nimmt wieder auf. Leg deine letzte Karte zu, die 10♥: Ist der Stapel leer, scheidet "
        "aus, wer keine Karten mehr hat.",
    },
    "lesson.step.durak.title": {"en": "The durak", "ru": "Дурак", "de": "Der Durak"},
    "lesson.step.durak": {
        "en": "You are out and safe! {name} is the last player holding cards: the durak, the fool. That is "
        "the whole game. Play a real one from the menu with Play.",
        "ru": "Вы вышли из игры — победа! {name} остал{name:ся|ась|ся} с картами последн{name:им|ей|им}: "
        "{name:он|она|он} и есть дурак. Вот и вся игра. Настоящую партию можно начать в меню кнопкой "
        "«Играть».",
        "de": "Du bist raus und in Sicherheit! {name} hält zuletzt noch Karten und ist der Durak, der "
        "Dummkopf. Das ist das ganze Spiel. Eine echte Partie startest du im Menü mit „Spielen“.",
    },
}
