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
}
