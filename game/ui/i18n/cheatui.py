"""Words of the cheating mode at the table: the call-out button, the sign of your own cheat, the
messages when a cheat is caught or a call was wrong."""

STRINGS: dict[str, dict[str, str]] = {
    "cheatui.button.call": {"en": "Call out!", "ru": "Обман!", "de": "Geschummelt!"},
    "cheatui.sign": {
        "en": "Psst… did anybody see?",
        "ru": "Тсс… никто не заметил?",
        "de": "Psst … hat's jemand gesehen?",
    },
    "cheatui.caught": {
        "en": "{caller}: Cheat! {why} The move is taken back.",
        "ru": "{caller}: «Обман!» {why} Ход отменяется.",
        "de": "{caller}: „Geschummelt!“ {why} Der Zug wird zurückgenommen.",
    },
    "cheatui.why.extra_draw": {
        "en": "A card too many was taken from the stock.",
        "ru": "Из колоды тайком взята лишняя карта.",
        "de": "Vom Stapel wurde heimlich eine Karte zu viel genommen.",
    },
    "cheatui.why.bad_beat": {
        "en": "{c} does not beat {t}.",
        "ru": "{c} не бьёт {t}.",
        "de": "{c} schlägt {t} nicht.",
    },
    "cheatui.why.bad_rank": {
        "en": "{cards}: that rank could not be played.",
        "ru": "{cards} — такое достоинство сыграть было нельзя.",
        "de": "{cards}: Dieser Rang durfte nicht gespielt werden.",
    },
    "cheatui.why.over_limit": {
        "en": "More cards than the defender may face.",
        "ru": "Карт больше, чем разрешено отбивающемуся.",
        "de": "Mehr Karten, als der Verteidiger abwehren muss.",
    },
    "cheatui.why.bad_transfer": {
        "en": "{cards}: not a card to pass the attack on with.",
        "ru": "{cards} — этой картой перевести было нельзя.",
        "de": "{cards}: Damit durfte nicht weitergeschoben werden.",
    },
    "cheatui.why.other": {
        "en": "That move broke the rules.",
        "ru": "Этот ход был против правил.",
        "de": "Dieser Zug verstieß gegen die Regeln.",
    },
    "cheatui.wrong": {
        "en": "{caller}: Cheat! — Wrong call: there was no cheat.",
        "ru": "{caller}: «Обман!» — Напрасно: никто не жульничал.",
        "de": "{caller}: „Geschummelt!“ — Zu Unrecht: Niemand hat geschummelt.",
    },
    "cheatui.hover.call": {
        "en": "Click: call {name} out",
        "ru": "Щелчок: уличить — {name}",
        "de": "Klick: {name} des Schummelns bezichtigen",
    },
    "cheatui.hover.draw": {
        "en": "Click: draw a card in secret",
        "ru": "Щелчок: тайком взять карту",
        "de": "Klick: heimlich eine Karte ziehen",
    },
    "cheatui.moment": {
        "en": "Call out? C: a cheat! Enter: accept the result ({seconds})",
        "ru": "Уличить? C — обман! Enter — принять итог ({seconds})",
        "de": "Schummeln aufdecken? C: Geschummelt! Enter: Ergebnis annehmen ({seconds})",
    },
    "cheatui.button.accept": {"en": "Accept", "ru": "Принять", "de": "Annehmen"},
    "cheatui.status.you": {
        "en": "{result} Call out a cheat, or accept the result.",
        "ru": "{result} Уличите в обмане или примите итог.",
        "de": "{result} Deck Schummeln auf oder nimm das Ergebnis an.",
    },
    "cheatui.status.other": {
        "en": "{result} {name} may still call out a cheat.",
        "ru": "{result} {name} ещё может уличить в обмане.",
        "de": "{result} {name} kann noch Schummeln aufdecken.",
    },
    "cheatui.spent": {
        "en": "(You have cheated once this bout already.)",
        "ru": "(В этом отбое вы уже жульничали.)",
        "de": "(Du hast in dieser Runde schon geschummelt.)",
    },
}
