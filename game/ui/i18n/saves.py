"""Strings of the saved game: Continue in the main menu, the question before leaving, undo."""

STRINGS: dict[str, dict[str, str]] = {
    "menu.continue": {"en": "Continue", "ru": "Продолжить", "de": "Fortsetzen"},
    "saves.preview": {
        "en": "{variant} · {players} players · {moves:#move|moves} · {date}",
        "ru": "{variant} · игроков: {players} · ходов: {moves} · {date}",
        "de": "{variant} · {players} Spieler · {moves:#Zug|Züge} · {date}",
    },
    "saves.notice": {
        "en": "The saved game could not be read; it was set aside.",
        "ru": "Сохранённую игру не удалось прочитать; файл отложен в сторону.",
        "de": "Das gespeicherte Spiel war nicht lesbar und wurde beiseitegelegt.",
    },
    "saves.leave.title": {
        "en": "Leave this game?",
        "ru": "Выйти из этой игры?",
        "de": "Dieses Spiel verlassen?",
    },
    "saves.leave.text": {
        "en": "It will be kept for Continue.",
        "ru": "Она сохранится — её можно будет продолжить.",
        "de": "Es bleibt gespeichert und lässt sich fortsetzen.",
    },
    "saves.leave.leave": {"en": "Leave", "ru": "Выйти", "de": "Verlassen"},
    "saves.leave.stay": {"en": "Keep playing", "ru": "Играть дальше", "de": "Weiterspielen"},
    "saves.replace.title": {
        "en": "Start a new game?",
        "ru": "Начать новую игру?",
        "de": "Ein neues Spiel beginnen?",
    },
    "saves.replace.text": {
        "en": "The game kept for Continue will be replaced.",
        "ru": "Сохранённая для «Продолжить» игра будет заменена.",
        "de": "Das für „Fortsetzen“ aufbewahrte Spiel wird ersetzt.",
    },
    "saves.replace.leave": {"en": "New game", "ru": "Новая игра", "de": "Neues Spiel"},
    "saves.replace.stay": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    "saves.undo.button": {"en": "Undo", "ru": "Отменить", "de": "Zurück"},
    "saves.undone": {
        "en": "Your last move was taken back",
        "ru": "Ваш последний ход отменён",
        "de": "Dein letzter Zug wurde zurückgenommen",
    },
    "saves.undone.replies": {
        "en": "Your last move and the replies to it were taken back",
        "ru": "Ваш последний ход и ответы на него отменены",
        "de": "Dein letzter Zug und die Antworten darauf wurden zurückgenommen",
    },
    "settings.undo": {"en": "Undo (Ctrl+Z)", "ru": "Отмена хода (Ctrl+Z)", "de": "Zug zurücknehmen (Strg+Z)"},
}
