"""Strings of the puzzles: the ladder screen, the puzzle of the day, playing a puzzle."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "menu.puzzles": {"en": "Puzzles", "ru": "Задачи", "de": "Rätsel"},
    # the ladder screen
    "puzzles.title": {"en": "Puzzles", "ru": "Задачи", "de": "Rätsel"},
    "puzzles.intro": {
        "en": "Endgames with every card face up: find the play that keeps the best result.",
        "ru": "Эндшпили с открытыми картами: найдите игру, которая сохраняет лучший исход.",
        "de": "Endspiele mit offenen Karten: Finde das Spiel, das das beste Ergebnis hält.",
    },
    "puzzles.ladder": {
        "en": "Ladder: {solved} of {n} solved",
        "ru": "Лестница: решено {solved} из {n}",
        "de": "Leiter: {solved} von {n} gelöst",
    },
    "puzzles.next": {
        "en": "Next: puzzle {id} (grade {grade})",
        "ru": "Следующая: задача {id} (уровень {grade})",
        "de": "Als Nächstes: Rätsel {id} (Stufe {grade})",
    },
    "puzzles.all_solved": {
        "en": "Every puzzle of the ladder is solved!",
        "ru": "Все задачи лестницы решены!",
        "de": "Alle Rätsel der Leiter sind gelöst!",
    },
    "puzzles.continue": {"en": "Continue the ladder", "ru": "Продолжить лестницу", "de": "Leiter fortsetzen"},
    "puzzles.daily.title": {
        "en": "Puzzle of the day · {date}",
        "ru": "Задача дня · {date}",
        "de": "Rätsel des Tages · {date}",
    },
    "puzzles.daily.play": {"en": "Today's puzzle", "ru": "Задача дня", "de": "Rätsel des Tages"},
    "puzzles.daily.todo": {
        "en": "Grade {grade} · {goal}",
        "ru": "Уровень {grade} · {goal}",
        "de": "Stufe {grade} · {goal}",
    },
    "puzzles.daily.done": {
        "en": "Solved today — come back tomorrow for the next one.",
        "ru": "Сегодня решена — завтра будет новая.",
        "de": "Heute gelöst — morgen kommt das nächste.",
    },
    "puzzles.streak": {
        "en": "Daily streak: {n:#day|days} in a row (best: {best})",
        "ru": "Серия: {n:#день|дня|дней} подряд (лучшая: {best})",
        "de": "Serie: {n:#Tag|Tage} in Folge (beste: {best})",
    },
    "puzzles.grade": {
        "en": "Grade {grade} · {name}: {solved} of {n} solved",
        "ru": "Уровень {grade} · {name}: решено {solved} из {n}",
        "de": "Stufe {grade} · {name}: {solved} von {n} gelöst",
    },
    "puzzles.grade.1": {"en": "Beginner", "ru": "Новичок", "de": "Anfänger"},
    "puzzles.grade.2": {"en": "Club player", "ru": "Любитель", "de": "Vereinsspieler"},
    "puzzles.grade.3": {"en": "Expert", "ru": "Знаток", "de": "Kenner"},
    "puzzles.grade.4": {"en": "Master", "ru": "Мастер", "de": "Meister"},
    "puzzles.grade.play": {"en": "Play", "ru": "Играть", "de": "Spielen"},
    "puzzles.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    "puzzles.unreadable": {
        "en": "The puzzles could not be read; the game may need to be installed again.",
        "ru": "Не удалось прочитать задачи; возможно, игру нужно установить заново.",
        "de": "Die Rätsel konnten nicht gelesen werden; das Spiel muss vielleicht neu installiert werden.",
    },
    # one puzzle
    "puzzle.title": {
        "en": "Puzzle {id} · grade {grade}",
        "ru": "Задача {id} · уровень {grade}",
        "de": "Rätsel {id} · Stufe {grade}",
    },
    "puzzle.goal.win": {
        "en": "Win from here: you attack — don't be the durak.",
        "ru": "Выиграйте: ваш ход — не останьтесь дураком.",
        "de": "Gewinne von hier: Du greifst an — werde nicht der Durak.",
    },
    "puzzle.goal.draw": {
        "en": "Draw from here: with best play nobody wins — don't lose.",
        "ru": "Сведите вничью: при лучшей игре никто не выигрывает — не проиграйте.",
        "de": "Remis von hier: Bei bestem Spiel gewinnt keiner — verliere nicht.",
    },
    "puzzle.goal.survive": {
        "en": "As defender, survive: don't be the durak.",
        "ru": "Вы отбиваетесь: не останьтесь дураком.",
        "de": "Als Verteidiger überleben: Werde nicht der Durak.",
    },
    "puzzle.short.win": {"en": "win from here", "ru": "выиграйте", "de": "gewinne von hier"},
    "puzzle.short.draw": {"en": "draw from here", "ru": "сведите вничью", "de": "Remis von hier"},
    "puzzle.short.survive": {
        "en": "as defender, survive",
        "ru": "отбейтесь",
        "de": "als Verteidiger überleben",
    },
    "puzzle.you": {"en": "You", "ru": "Вы", "de": "Du"},
    "puzzle.opponent": {"en": "Opponent", "ru": "Соперник", "de": "Gegner"},
    "puzzle.trump": {"en": "Trump: {suit}", "ru": "Козырь: {suit}", "de": "Trumpf: {suit}"},
    "puzzle.table": {"en": "Table", "ru": "Стол", "de": "Tisch"},
    "puzzle.turn.lead": {
        "en": "Your lead: click cards of one rank, then Play.",
        "ru": "Ваш ход: выберите карты одного достоинства и нажмите «Ходить».",
        "de": "Du spielst aus: Wähle Karten eines Rangs, dann „Ausspielen“.",
    },
    "puzzle.turn.defend": {
        "en": "Beat the cards, or take: click your card (a card on the table first to choose which).",
        "ru": "Отбейтесь или возьмите: нажмите свою карту (сначала карту на столе, чтобы выбрать её).",
        "de": "Stich oder nimm auf: Klicke deine Karte (zuerst eine Tischkarte, um zu wählen, welche).",
    },
    "puzzle.turn.throw": {
        "en": "Throw in a card, or Pass.",
        "ru": "Подкиньте карту или нажмите «Бито».",
        "de": "Lege eine Karte nach, oder „Fertig“.",
    },
    "puzzle.thinking": {"en": "Checking…", "ru": "Проверяю…", "de": "Prüfe…"},
    "puzzle.wrong.lose": {
        "en": "Not “{move}”: the opponent then wins with best play. Try again.",
        "ru": "Не «{move}»: тогда соперник выигрывает при лучшей игре. Попробуйте ещё.",
        "de": "Nicht „{move}“: Dann gewinnt der Gegner bei bestem Spiel. Versuch es noch einmal.",
    },
    "puzzle.wrong.draw": {
        "en": "Not “{move}”: that only draws. Try again.",
        "ru": "Не «{move}»: так только ничья. Попробуйте ещё.",
        "de": "Nicht „{move}“: Das reicht nur zum Remis. Versuch es noch einmal.",
    },
    "puzzle.do.attack": {"en": "lead {cards}", "ru": "ходите {cards}", "de": "spiele {cards} aus"},
    "puzzle.do.throw": {"en": "throw in {cards}", "ru": "подкиньте {cards}", "de": "lege {cards} nach"},
    "puzzle.do.beat": {
        "en": "beat {target} with {cards}",
        "ru": "бейте {target} картой {cards}",
        "de": "stich {target} mit {cards}",
    },
    "puzzle.do.transfer": {
        "en": "pass it on with {cards}",
        "ru": "переведите {cards}",
        "de": "gib mit {cards} weiter",
    },
    "puzzle.do.show": {
        "en": "show the trump {cards}",
        "ru": "покажите козырь {cards}",
        "de": "zeige den Trumpf {cards}",
    },
    "puzzle.do.take": {"en": "take", "ru": "возьмите", "de": "nimm auf"},
    "puzzle.do.pass": {"en": "pass", "ru": "бито", "de": "fertig"},
    "puzzle.right": {"en": "Right! {replies}", "ru": "Верно! {replies}", "de": "Richtig! {replies}"},
    "puzzle.failed": {
        "en": "That move could not be checked; it was not played.",
        "ru": "Этот ход не удалось проверить; он не сделан.",
        "de": "Dieser Zug ließ sich nicht prüfen; er wurde nicht gespielt.",
    },
    "puzzle.solved": {"en": "Solved!", "ru": "Решено!", "de": "Gelöst!"},
    "puzzle.solved_with": {
        "en": "Solved, after {n:#mistake|mistakes}.",
        "ru": "Решено; ошибок по пути: {n}.",
        "de": "Gelöst, nach {n:#Fehler|Fehlern}.",
    },
    "puzzle.hint_is": {"en": "Hint: {move}", "ru": "Подсказка: {move}", "de": "Tipp: {move}"},
    "puzzle.mistakes": {"en": "Mistakes: {n}", "ru": "Ошибок: {n}", "de": "Fehler: {n}"},
    "puzzle.play": {"en": "Play", "ru": "Ходить", "de": "Ausspielen"},
    "puzzle.take": {"en": "Take", "ru": "Взять", "de": "Aufnehmen"},
    "puzzle.pass": {"en": "Pass", "ru": "Бито", "de": "Fertig"},
    "puzzle.hint": {"en": "Hint", "ru": "Подсказка", "de": "Tipp"},
    "puzzle.retry": {"en": "Retry", "ru": "Заново", "de": "Neu"},
    "puzzle.next": {"en": "Next puzzle", "ru": "Следующая", "de": "Nächstes"},
    "puzzle.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
}
