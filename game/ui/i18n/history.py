"""The last bout's panel and the word on the table when someone takes (see game/ui/table/last_bout.py).

A computer's name knows its gender in Russian: the past tense agrees with it
("Анна взяла", "Борис взял"); a name the player typed has no known gender, so
the third choice says it in the present tense, which has none ("Саша берёт").
"You" has lines of its own (plural verb in Russian, "du" in German).
"""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "history.button": {"en": "Last bout", "ru": "Прошлый кон", "de": "Letzte Runde"},
    "history.title": {
        "en": "Last bout: {att} → {dfd}",
        "ru": "Прошлый кон: {att} → {dfd}",
        "de": "Letzte Runde: {att} → {dfd}",
    },
    "history.none": {
        "en": "No bout has ended yet.",
        "ru": "Ещё ни один кон не закончен.",
        "de": "Noch ist keine Runde zu Ende.",
    },
    "history.close": {
        "en": "L or click: close",
        "ru": "L или щелчок — закрыть",
        "de": "L oder Klick: schließen",
    },
    "history.you.nom": {"en": "You", "ru": "Вы", "de": "Du"},
    "history.you.acc": {"en": "you", "ru": "вас", "de": "dich"},
    # -------------------------------------------------------------- what a player did
    "history.attack": {
        "en": "{name} led {cards}",
        "ru": "{name} {name:пошёл|пошла|ходит} с {cards}",
        "de": "{name} hat {cards} ausgespielt",
    },
    "history.attack.you": {
        "en": "You led {cards}",
        "ru": "Вы пошли с {cards}",
        "de": "Du hast {cards} ausgespielt",
    },
    "history.throw": {
        "en": "{name} threw in {card}",
        "ru": "{name} {name:подкинул|подкинула|подкидывает} {card}",
        "de": "{name} hat {card} nachgelegt",
    },
    "history.throw.you": {
        "en": "You threw in {card}",
        "ru": "Вы подкинули {card}",
        "de": "Du hast {card} nachgelegt",
    },
    "history.beat": {
        "en": "{name} beat {target} with {card}",
        "ru": "{name} {name:побил|побила|бьёт} {target} картой {card}",
        "de": "{name} hat {target} mit {card} gestochen",
    },
    "history.beat.you": {
        "en": "You beat {target} with {card}",
        "ru": "Вы побили {target} картой {card}",
        "de": "Du hast {target} mit {card} gestochen",
    },
    "history.transfer": {
        "en": "{name} passed it on to {to:acc} with {card}",
        "ru": "{name} {name:перевёл|перевела|переводит} на {to:acc} картой {card}",
        "de": "{name} hat mit {card} an {to:acc} weitergegeben",
    },
    "history.transfer.you": {
        "en": "You passed it on to {to:acc} with {card}",
        "ru": "Вы перевели на {to:acc} картой {card}",
        "de": "Du hast mit {card} an {to:acc} weitergegeben",
    },
    "history.show": {
        "en": "{name} showed the trump {card} and passed it on to {to:acc}",
        "ru": "{name} {name:показал|показала|показывает} козырь {card} "
        "и {name:перевёл|перевела|переводит} на {to:acc}",
        "de": "{name} hat den Trumpf {card} gezeigt und an {to:acc} weitergegeben",
    },
    "history.show.you": {
        "en": "You showed the trump {card} and passed it on to {to:acc}",
        "ru": "Вы показали козырь {card} и перевели на {to:acc}",
        "de": "Du hast den Trumpf {card} gezeigt und an {to:acc} weitergegeben",
    },
    "history.take": {
        "en": "{name} gave up the defence",
        "ru": "{name} {name:отказался|отказалась|отказывается} отбиваться",
        "de": "{name} hat die Abwehr aufgegeben",
    },
    "history.take.you": {
        "en": "You gave up the defence",
        "ru": "Вы отказались отбиваться",
        "de": "Du hast die Abwehr aufgegeben",
    },
    "history.pass": {
        "en": "{name} had nothing more to add",
        "ru": "{name} {name:сказал|сказала|говорит} «пас»",
        "de": "{name} hat nichts mehr nachgelegt",
    },
    "history.pass.you": {
        "en": "You had nothing more to add",
        "ru": "Вы сказали «пас»",
        "de": "Du hast nichts mehr nachgelegt",
    },
    "history.took": {
        "en": "{name} took {n:#card|cards}",
        "ru": "{name} {name:взял|взяла|берёт} {n:#карту|карты|карт}",
        "de": "{name} hat {n:#Karte|Karten} aufgenommen",
    },
    "history.took.you": {
        "en": "You took {n:#card|cards}",
        "ru": "Вы взяли {n:#карту|карты|карт}",
        "de": "Du hast {n:#Karte|Karten} aufgenommen",
    },
    "history.beaten": {
        "en": "Beaten off: {n:#card|cards} to the discard pile",
        "ru": "Отбито: {n:#карта|карты|карт} {n:~ушла|ушли|ушли} в сброс",
        "de": "Abgewehrt: {n:#Karte|Karten} auf den Ablagestapel",
    },
    "history.out": {
        "en": "{name} is out",
        "ru": "{name} {name:вышел|вышла|выходит} из игры",
        "de": "{name} ist raus",
    },
    "history.out.you": {"en": "You are out", "ru": "Вы вышли из игры", "de": "Du bist raus"},
    # -------------------------------------------------------------- the new-game form
    "history.teams": {"en": "Teams: {teams}", "ru": "Команды: {teams}", "de": "Teams: {teams}"},
    # -------------------------------------------------------------- the word on the table
    "history.toast.takes": {
        "en": "{name} takes {n:#card|cards}",
        "ru": "{name} берёт {n:#карту|карты|карт}",
        "de": "{name} nimmt {n:#Karte|Karten} auf",
    },
}
