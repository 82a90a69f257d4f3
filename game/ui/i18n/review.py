"""Strings of the game review, and the replay's words for the moves it had none for."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # the replay's sentence for every kind of move (a lead is built card by card: "add")
    "replay.act.add": {
        "en": "{name} leads {cards}",
        "ru": "{name} ходит: {cards}",
        "de": "{name} spielt {cards} aus",
    },
    "replay.you.add": {
        "en": "You lead {cards}",
        "ru": "Вы ходите: {cards}",
        "de": "Du spielst {cards} aus",
    },
    "replay.act.draw": {
        "en": "{name} secretly draws a card",
        "ru": "{name} тайком тянет карту",
        "de": "{name} zieht heimlich eine Karte",
    },
    "replay.you.draw": {
        "en": "You secretly draw a card",
        "ru": "Вы тайком тянете карту",
        "de": "Du ziehst heimlich eine Karte",
    },
    "replay.act.call": {
        "en": "{name} calls out a cheat",
        "ru": "{name} ловит на жульничестве",
        "de": "{name} deckt einen Schwindel auf",
    },
    "replay.you.call": {
        "en": "You call out a cheat",
        "ru": "Вы ловите на жульничестве",
        "de": "Du deckst einen Schwindel auf",
    },
    "replay.review": {"en": "Review", "ru": "Разбор", "de": "Analyse"},
    # the review screen
    "review.title": {"en": "Game review", "ru": "Разбор партии", "de": "Spielanalyse"},
    "review.working": {
        "en": "Looking at your decisions… {done} of {total}",
        "ru": "Разбираем ваши ходы… {done} из {total}",
        "de": "Deine Entscheidungen werden geprüft… {done} von {total}",
    },
    "review.starting": {
        "en": "Starting the review…",
        "ru": "Начинаем разбор…",
        "de": "Die Analyse beginnt…",
    },
    "review.failed": {
        "en": "The review could not be finished.",
        "ru": "Разбор не удалось закончить.",
        "de": "Die Analyse konnte nicht beendet werden.",
    },
    "review.none": {
        "en": "You had no choice to make in this game.",
        "ru": "В этой партии вам не пришлось ничего выбирать.",
        "de": "In diesem Spiel hattest du keine Wahl zu treffen.",
    },
    "review.no_human": {
        "en": "Nobody's decisions to review: computers played this game alone.",
        "ru": "Разбирать нечего: в этой партии играли только компьютеры.",
        "de": "Nichts zu prüfen: in diesem Spiel spielten nur Computer.",
    },
    "review.cancel": {"en": "Cancel", "ru": "Отмена", "de": "Abbrechen"},
    "review.replay": {"en": "Replay", "ru": "Повтор", "de": "Wiederholung"},
    "review.close": {"en": "Close", "ru": "Закрыть", "de": "Schließen"},
    "review.chart": {
        "en": "Your chance of not being the durak",
        "ru": "Ваши шансы не остаться в дураках",
        "de": "Deine Chance, nicht Durak zu werden",
    },
    "review.chart_hint": {
        "en": "Click a point to see that move in the replay",
        "ru": "Щёлкните по точке, чтобы открыть этот ход в повторе партии",
        "de": "Klick auf einen Punkt zeigt den Zug in der Wiederholung",
    },
    "review.point": {
        "en": "Move {move}: {played}% (best {best}%) · {grade}",
        "ru": "Ход {move}: {played}% (лучший ход {best}%) · {grade}",
        "de": "Zug {move}: {played}% (bester Zug {best}%) · {grade}",
    },
    "review.move_axis": {"en": "move", "ru": "ход", "de": "Zug"},
    "review.tally": {
        "en": "{good:#good move|good moves} · {inaccuracy:#inaccuracy|inaccuracies} · "
        "{mistake:#mistake|mistakes} · {blunder:#blunder|blunders}",
        "ru": "{good:#хороший ход|хороших хода|хороших ходов} · "
        "{inaccuracy:#неточность|неточности|неточностей} · "
        "{mistake:#ошибка|ошибки|ошибок} · {blunder:#грубая ошибка|грубые ошибки|грубых ошибок}",
        "de": "{good:#guter Zug|gute Züge} · {inaccuracy:#Ungenauigkeit|Ungenauigkeiten} · "
        "{mistake:#Fehler|Fehler} · {blunder:#grober Fehler|grobe Fehler}",
    },
    "review.clean": {
        "en": "No decision cost you much: well played.",
        "ru": "Ни один ход не стоил вам дорого: хорошо сыграно.",
        "de": "Keine Entscheidung hat dich viel gekostet: gut gespielt.",
    },
    "review.costly": {
        "en": "Move {move}, {grade}: {played} — better to {best}: "
        "your chance fell from {before}% to {after}%.",
        "ru": "Ход {move}, {grade}: {played} — лучше было {best}: шансы упали с {before}% до {after}%.",
        "de": "Zug {move}, {grade}: {played} — besser wäre gewesen, {best}: deine Chance fiel von {before}% "
        "auf {after}%.",
    },
    "review.lost_at": {
        "en": "You lost the game at move {move}: from there your chance stayed below one in two.",
        "ru": "Партия была проиграна на ходу {move}: с тех пор ваши шансы не поднимались выше половины.",
        "de": "Das Spiel ging bei Zug {move} verloren: danach blieb deine Chance unter der Hälfte.",
    },
    "review.exact_note": {
        "en": "With the deck gone the chances are exact; before that they are estimates (± about 5 points).",
        "ru": "Когда колода кончилась, шансы точные; до того это оценки (± около 5 пунктов).",
        "de": "Ist der Stapel leer, sind die Chancen genau; davor sind es Schätzungen (± etwa 5 Punkte).",
    },
    "review.estimate_note": {
        "en": "With more than two players every chance is an estimate (± about 5 points).",
        "ru": "Когда игроков больше двух, все шансы — оценки (± около 5 пунктов).",
        "de": "Mit mehr als zwei Spielern ist jede Chance eine Schätzung (± etwa 5 Punkte).",
    },
    "review.computers": {
        "en": "Your opponent, once the deck was gone: {text}",
        "ru": "Соперник, когда колода кончилась: {text}",
        "de": "Dein Gegner bei leerem Stapel: {text}",
    },
    "review.grade.good": {"en": "good", "ru": "хорошо", "de": "gut"},
    "review.grade.inaccuracy": {"en": "inaccuracy", "ru": "неточность", "de": "Ungenauigkeit"},
    "review.grade.mistake": {"en": "mistake", "ru": "ошибка", "de": "Fehler"},
    "review.grade.blunder": {"en": "blunder", "ru": "грубая ошибка", "de": "grober Fehler"},
    # the better move, as a choice ("better to beat 7♣ with 9♣")
    "review.do.attack": {"en": "lead {cards}", "ru": "пойти с {cards}", "de": "{cards} auszuspielen"},
    "review.do.add": {"en": "lead {cards}", "ru": "пойти с {cards}", "de": "{cards} auszuspielen"},
    "review.do.throw": {"en": "throw in {cards}", "ru": "подкинуть {cards}", "de": "{cards} nachzulegen"},
    "review.do.beat": {
        "en": "beat {target} with {cards}",
        "ru": "побить {target} картой {cards}",
        "de": "{target} mit {cards} zu stechen",
    },
    "review.do.transfer": {
        "en": "pass it on with {cards}",
        "ru": "перевести картой {cards}",
        "de": "mit {cards} weiterzugeben",
    },
    "review.do.show": {
        "en": "show the trump {cards} and pass it on",
        "ru": "показать козырь {cards} и перевести",
        "de": "den Trumpf {cards} zu zeigen und weiterzugeben",
    },
    "review.do.take": {"en": "take", "ru": "взять", "de": "aufzunehmen"},
    "review.do.pass": {"en": "pass", "ru": "спасовать", "de": "zu passen"},
    "review.do.redeal": {
        "en": "ask for a new deal",
        "ru": "попросить пересдать",
        "de": "neu geben zu lassen",
    },
    "review.do.exchange": {
        "en": "exchange {cards} for the trump card",
        "ru": "обменять {cards} на козырную карту",
        "de": "{cards} gegen die Trumpfkarte zu tauschen",
    },
    "review.do.draw": {"en": "draw a card", "ru": "тянуть карту", "de": "eine Karte zu ziehen"},
    "review.do.call": {
        "en": "call out a cheat",
        "ru": "поймать на жульничестве",
        "de": "einen Schwindel aufzudecken",
    },
}
