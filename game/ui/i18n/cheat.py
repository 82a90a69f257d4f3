"""Words of the cheating mode (Schummeln): the form's check box, the variant's name and its section of
the rules screen."""

STRINGS: dict[str, dict[str, str]] = {
    "new.cheating": {"en": "Cheating allowed", "ru": "Можно жульничать", "de": "Schummeln erlaubt"},
    "new.cheating.desc": {
        "en": "Cheating allowed: a cheat stands unless somebody calls it out before the next bout is "
        "led — then the move is taken back.",
        "ru": "Можно жульничать: обман остаётся в силе, если никто не поймал жулика до первого хода "
        "следующего отбоя, — иначе ход отменяется.",
        "de": "Schummeln erlaubt: Ein Betrug gilt, wenn ihn niemand aufdeckt, bevor der nächste Angriff "
        "liegt — sonst wird der Zug zurückgenommen.",
    },
    "variant.cheating": {
        "en": "{variant}, cheating allowed",
        "ru": "{variant}, можно жульничать",
        "de": "{variant}, Schummeln erlaubt",
    },
    "rules.cheating.title": {
        "en": "Cheating allowed",
        "ru": "Игра с жульничеством",
        "de": "Schummeln erlaubt",
    },
    "rules.cheating.body": {
        "en": "With “Cheating allowed” ticked on the new-game form (it goes with any variant), any cheat is "
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
        "ru": "Если на экране новой игры отмечено «Можно жульничать» (в любом варианте), "
        "любое жульничество разрешено, пока его вовремя никто не заметил. "
        "Жульничество — это ход, запрещённый правилами:\n\n"
        "• отбиться картой, которая не бьёт;\n"
        "• подкинуть карту достоинства, которого нет на столе, или зайти картами разных достоинств;\n"
        "• зайти большим числом карт, чем можно подкинуть отбивающемуся;\n"
        "• перевести картой другого достоинства или игроку, у которого не хватит карт;\n"
        "• тайком взять из колоды лишнюю карту — саму карту никто не видит, видно лишь, что колода "
        "похудела, а в чьей-то руке прибавилось.\n\n"
        "Поймать жулика может любой игрок — и пострадавший, и все остальные — пока на столе не "
        "появился первый ход следующего отбоя. Если жулика поймали, его ход отменяется вместе со всеми "
        "ходами, сделанными после него: карты возвращаются владельцам, и жулик ходит заново. "
        "Напрасное обвинение ничего не стоит. Жульничество, которое вовремя не заметили, остаётся в "
        "силе.\n\n"
        "Каждый игрок может сжульничать не больше одного раза за отбой.\n\n"
        "За столом: пока вы тянете карту, места, где ход был бы жульничеством, подсвечены тусклым "
        "фиолетовым, а честные — золотым. Щелчок по колоде — тайком взять карту. Чтобы уличить "
        "игрока, щёлкните по его карте на столе или по его месту либо нажмите «Обман!» (клавиша C) — "
        "так обвиняется последний походивший.",
        "de": "Ist im Formular für ein neues Spiel „Schummeln erlaubt“ angekreuzt (bei jeder Variante), "
        "ist jeder Betrug erlaubt, solange ihn niemand rechtzeitig bemerkt. "
        "Betrug ist ein Zug, den die Regeln verbieten:\n\n"
        "• mit einer Karte schlagen, die nicht sticht;\n"
        "• einen Wert zulegen, der nicht auf dem Tisch liegt, oder mit Karten verschiedener Werte "
        "angreifen;\n"
        "• mit mehr Karten angreifen, als der Verteidiger abwehren darf;\n"
        "• den Angriff mit einer Karte eines anderen Werts weitergeben oder an einen Spieler, der nicht "
        "genug Karten hat;\n"
        "• heimlich eine Karte mehr vom Stapel nehmen — die Karte sieht niemand, nur dass der Stapel "
        "dünner und eine Hand dicker geworden ist.\n\n"
        "Jeder Spieler darf einen Betrüger aufdecken, der Geschädigte wie alle anderen, bis der erste "
        "Angriff der nächsten Runde auf dem Tisch liegt. Stimmt der Vorwurf, wird der Betrug "
        "zurückgenommen und mit ihm jeder Zug, der danach kam: Die Karten gehen an ihre Besitzer "
        "zurück, und der Betrüger zieht noch einmal. Ein falscher Vorwurf kostet nichts. Ein Betrug, "
        "den niemand rechtzeitig aufdeckt, gilt.\n\n"
        "Jeder Spieler darf höchstens einmal pro Runde schummeln.\n\n"
        "Am Tisch: Während du eine Karte ziehst, leuchten die Stellen, an denen sie ein Betrug wäre, "
        "in mattem Violett, die ehrlichen in Gold. Ein Klick auf den Stapel nimmt heimlich eine Karte. "
        "Um jemanden zu bezichtigen, klick auf seine Karte oder seinen Platz oder drück "
        "„Geschummelt!“ (Taste C) für den, der zuletzt gezogen hat.",
    },
}
