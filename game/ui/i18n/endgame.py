"""Strings of the durak endgame (issue 34): the Endgame screen, "Who wins?", the winning line.

key → {"en": …, "ru": …, "de": …}
"""

STRINGS: dict[str, dict[str, str]] = {
    "menu.endgame": {"en": "Endgame", "ru": "Эндшпиль", "de": "Endspiel"},
    # ---------------------------------------------------------------- the Endgame screen
    "endgame.title": {"en": "The durak endgame", "ru": "Эндшпиль в дурака", "de": "Das Durak-Endspiel"},
    "endgame.intro": {
        "en": "The deck is out and every card is face up: play the last cards against the computer.",
        "ru": "Колода кончилась, все карты открыты: доиграйте последние карты против компьютера.",
        "de": "Der Stapel ist leer, alle Karten liegen offen: spiele die letzten Karten gegen den Computer.",
    },
    "endgame.free": {"en": "Free endgame", "ru": "Свободный эндшпиль", "de": "Freies Endspiel"},
    "endgame.deal": {
        "en": "{variant} · {n:#player|players}",
        "ru": "{variant} · {n:#игрок|игрока|игроков}",
        "de": "{variant} · {n:#Spieler|Spieler}",
    },
    "endgame.solver_note": {
        "en": "With two players the computer plays perfectly; with three it plays as Hard.",
        "ru": "Вдвоём компьютер играет безошибочно, втроём — как «Сложный».",
        "de": "Zu zweit spielt der Computer fehlerlos, zu dritt wie „Schwer“.",
    },
    "endgame.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    "endgame.no_deal": {
        "en": "No endgame could be dealt; try again.",
        "ru": "Не удалось раздать эндшпиль, попробуйте ещё раз.",
        "de": "Es ließ sich kein Endspiel geben; versuch es noch einmal.",
    },
    # ---------------------------------------------------------------- at the table
    "endgame.toast.open": {
        "en": "Endgame: every card is face up",
        "ru": "Эндшпиль: все карты открыты",
        "de": "Endspiel: alle Karten liegen offen",
    },
    "endgame.who_wins": {"en": "Who wins?", "ru": "Кто выиграет?", "de": "Wer gewinnt?"},
    "endgame.thinking": {
        "en": "Working out best play…",
        "ru": "Считаю лучшую игру…",
        "de": "Berechne das beste Spiel…",
    },
    "endgame.unknown": {
        "en": "Endgame: too deep to see to the end",
        "ru": "Эндшпиль: слишком глубоко, до конца не просчитать",
        "de": "Endspiel: zu tief, um es bis zum Ende zu berechnen",
    },
    # ---------------------------------------------------------------- after the end
    "endgame.again": {"en": "Play it again", "ru": "Сыграть ещё раз", "de": "Noch einmal"},
    "endgame.line": {"en": "Winning line", "ru": "Лучшая игра", "de": "Bestes Spiel"},
    "endgame.line.title": {
        "en": "Best play from the start",
        "ru": "Лучшая игра с начала",
        "de": "Bestes Spiel vom Anfang an",
    },
    "endgame.line.working": {
        "en": "The solver is working it out…",
        "ru": "Решатель просчитывает…",
        "de": "Der Löser rechnet…",
    },
    "endgame.line.step": {
        "en": "{n}. {name}: {action}",
        "ru": "{n}. {name}: {action}",
        "de": "{n}. {name}: {action}",
    },
    "endgame.line.win": {
        "en": "With best play you win.",
        "ru": "При лучшей игре вы выигрываете.",
        "de": "Bei bestem Spiel gewinnst du.",
    },
    "endgame.line.draw": {
        "en": "With best play it is a draw.",
        "ru": "При лучшей игре — ничья.",
        "de": "Bei bestem Spiel endet es unentschieden.",
    },
    "endgame.line.lose": {
        "en": "Against best play you lose: no move of yours could have saved it.",
        "ru": "Против лучшей игры вы проигрываете: спасти партию было нельзя.",
        "de": "Gegen bestes Spiel verlierst du: kein Zug hätte es retten können.",
    },
    "endgame.line.inexact": {
        "en": "The solver could not see every step to the end: the line may not be best.",
        "ru": "Решатель не просчитал всё до конца: вариант может быть не лучшим.",
        "de": "Der Löser hat nicht alles zu Ende berechnet: die Zugfolge ist vielleicht nicht die beste.",
    },
    "endgame.line.failed": {
        "en": "The line could not be worked out.",
        "ru": "Не удалось просчитать вариант.",
        "de": "Die Zugfolge ließ sich nicht berechnen.",
    },
    "endgame.line.more": {
        "en": "… and {n:#more move|more moves}",
        "ru": "… и ещё {n:#ход|хода|ходов}",
        "de": "… und {n:#weiterer Zug|weitere Züge}",
    },
    "endgame.line.close": {"en": "Close", "ru": "Закрыть", "de": "Schließen"},
    "saves.preview_endgame": {
        "en": "Endgame · {variant} · {moves:#move|moves} · {date}",
        "ru": "Эндшпиль · {variant} · {moves:#ход|хода|ходов} · {date}",
        "de": "Endspiel · {variant} · {moves:#Zug|Züge} · {date}",
    },
}
