"""Strings of the card table, the pause and the game-over screens: key → {"en": …, "ru": …, "de": …}.

``table.why.*`` translate the engine's one-sentence reasons (``game/engine/reasons.py``,
matched in ``game/ui/table/status.py``); their placeholders are the parts of the
English sentence (cards such as 9♥, numbers, ranks).
"""

STRINGS: dict[str, dict[str, str]] = {
    # -------------------------------------------------------------- people
    "table.you": {"en": "You", "ru": "Вы", "de": "Du"},
    "table.names": {
        "en": "Anna, Boris, Vera, Gleb, Dasha, Egor, Lena, Misha",
        # name:accusative:gender (see i18n/grammar.py)
        "ru": "Анна:Анну:f, Борис:Бориса:m, Вера:Веру:f, Глеб:Глеба:m, "
        "Даша:Дашу:f, Егор:Егора:m, Лена:Лену:f, Миша:Мишу:m",
        "de": "Anna::f, Boris::m, Vera::f, Gleb::m, Dascha::f, Jegor::m, Lena::f, Mischa::m",
    },
    # -------------------------------------------------------------- badges and bubbles
    "table.partner": {
        "en": "partner",
        "ru": "{name:партнёр|партнёрша|партнёр}",
        "de": "{name:Partner|Partnerin|Partner}",
    },
    # the level beside a computer's name ("Anna · Hard"): Russian agrees it with the name's gender
    "table.seat_level.easy": {"en": "Easy", "ru": "{name:Лёгкий|Лёгкая|Лёгкий}", "de": "Leicht"},
    "table.seat_level.normal": {"en": "Normal", "ru": "{name:Средний|Средняя|Средний}", "de": "Normal"},
    "table.seat_level.hard": {"en": "Hard", "ru": "{name:Сильный|Сильная|Сильный}", "de": "Schwer"},
    "table.badge.attacker": {"en": "Attacks", "ru": "Ходит", "de": "Greift an"},
    "table.badge.defender": {"en": "Defends", "ru": "Отбивается", "de": "Verteidigt"},
    "table.badge.takes": {"en": "Takes", "ru": "Берёт", "de": "Nimmt auf"},
    "table.badge.out": {"en": "Out", "ru": "{name:Вышел|Вышла|Вышли}", "de": "Raus"},
    "table.badge.out_place": {
        "en": "Out · #{place}",
        "ru": "{name:Вышел|Вышла|Вышли} · №{place}",
        "de": "Raus · Platz {place}",
    },
    "table.badge.durak": {"en": "Durak", "ru": "Дурак", "de": "Durak"},
    "table.badge.thinking": {"en": "Thinking", "ru": "Думает", "de": "Denkt nach"},
    "table.bubble.take": {"en": "I take!", "ru": "Беру!", "de": "Ich nehme!"},
    "table.bubble.pass": {"en": "Pass", "ru": "Пас", "de": "Passe"},
    "table.bubble.keep": {"en": "Keep", "ru": "Оставляю", "de": "Behalte"},
    "table.bubble.out": {"en": "Out!", "ru": "{name:Вышел!|Вышла!|Вышли!}", "de": "Raus!"},
    "table.discard": {"en": "Discard {n}", "ru": "Бито {n}", "de": "Ablage {n}"},
    "table.transfer_spot": {"en": "Pass on", "ru": "Перевод", "de": "Weitergeben"},
    # -------------------------------------------------------------- buttons
    "table.button.take": {"en": "Take", "ru": "Беру", "de": "Aufnehmen"},
    "table.button.done": {"en": "Done", "ru": "Бито / Пас", "de": "Fertig"},
    "table.button.keep": {"en": "Keep cards", "ru": "Оставить", "de": "Behalten"},
    "table.button.show": {"en": "Show trump", "ru": "Показать козырь", "de": "Trumpf zeigen"},
    "table.button.redeal": {"en": "Redeal", "ru": "Пересдать", "de": "Neu geben"},
    "table.button.exchange": {"en": "Exchange", "ru": "Обменять", "de": "Tauschen"},
    "table.button.skip": {"en": "Skip to the result", "ru": "Сразу к итогу", "de": "Zum Ergebnis springen"},
    "table.button.hint": {"en": "Hint", "ru": "Подсказка", "de": "Tipp"},
    "table.button.play_selected": {
        "en": "Lead {n} cards",
        "ru": "Ходить {n} картами",
        "de": "{n} Karten ausspielen",
    },
    # -------------------------------------------------------------- status line: your move
    "table.status.you_redeal": {
        "en": "You hold five of one suit: ask for a new deal or keep your cards",
        "ru": "У вас пять карт одной масти: пересдать или оставить карты",
        "de": "Du hast fünf Karten einer Farbe: neu geben lassen oder behalten",
    },
    "table.status.you_exchange": {
        "en": "Exchange your {card} for the trump card {trump}, or keep it",
        "ru": "Обменяйте {card} на открытый козырь {trump} или оставьте",
        "de": "Tausche {card:deinen|deine|dein} {card} gegen die Trumpfkarte {trump} "
        "oder behalte {card:ihn|sie|es}",
    },
    "table.status.you_lead": {
        "en": "Your attack on {name}: drag a card onto the table",
        "ru": "Ваш ход под {name:acc}: перетащите карту на стол",
        "de": "Dein Angriff auf {name}: zieh eine Karte auf den Tisch",
    },
    "table.status.you_lead_multi": {
        "en": "Your attack on {name}: play a card (right-click to pick several of one rank)",
        "ru": "Ваш ход под {name:acc}: сыграйте карту (правый щелчок — несколько одного достоинства)",
        "de": "Dein Angriff auf {name}: spiel eine Karte (Rechtsklick wählt mehrere Karten gleichen Werts)",
    },
    "table.status.you_lead_seven": {
        "en": "Your attack on {name}: play a card, or pairs and one card (right-click picks several)",
        "ru": "Ваш ход под {name:acc}: карта или пары и одна карта (правый щелчок — выбрать несколько)",
        "de": "Dein Angriff auf {name}: eine Karte oder Paare und eine Karte (Rechtsklick wählt mehrere)",
    },
    # German: the article agrees with the card (den Buben, die Dame, den König, das Ass, die Zehn)
    "table.status.the_card": {"en": "the {card}", "ru": "{card}", "de": "{card:den|die|das} {card}"},
    "table.status.you_beat": {
        "en": "Beat {cards} or take",
        "ru": "Побейте {cards} или возьмите",
        "de": "Schlag {cards} oder nimm auf",
    },
    "table.status.you_beat_or_transfer": {
        "en": "Beat {cards}, pass it on (rank {rank}), or take",
        "ru": "Побейте {cards}, переведите (достоинство {rank}) или возьмите",
        "de": "Schlag {cards}, gib weiter (Wert {rank}) oder nimm auf",
    },
    "table.status.you_cannot_beat_transfer": {
        "en": "You cannot beat {cards}: pass it on (rank {rank}), or take",
        "ru": "Нечем побить {cards}: переведите (достоинство {rank}) или возьмите",
        "de": "Du kannst {cards} nicht schlagen: gib weiter (Wert {rank}) oder nimm auf",
    },
    "table.status.you_cannot_beat": {
        "en": "You cannot beat {cards}: take the cards",
        "ru": "Нечем побить {cards}: берите карты",
        "de": "Du kannst {cards} nicht schlagen: nimm die Karten auf",
    },
    "table.status.you_throw": {
        "en": "You may throw in: {ranks} — or press Done",
        "ru": "Можно подкинуть: {ranks} — или нажмите «Бито / Пас»",
        "de": "Du darfst zuwerfen: {ranks} — oder drück „Fertig“",
    },
    "table.status.you_throw_taking": {
        "en": "{name} takes — you may add: {ranks} — or press Done",
        "ru": "{name} берёт — можно подкинуть: {ranks} — или нажмите «Бито / Пас»",
        "de": "{name} nimmt auf — du darfst dazugeben: {ranks} — oder drück „Fertig“",
    },
    "table.status.waits_throw": {
        "en": "The table waits for you: throw in {ranks} or press Done",
        "ru": "Стол ждёт вас: подкиньте {ranks} или нажмите «Бито / Пас»",
        "de": "Der Tisch wartet auf dich: wirf {ranks} zu oder drück „Fertig“",
    },
    "table.status.waits_taking": {
        "en": "The table waits for you: {name} takes — add {ranks} or press Done",
        "ru": "Стол ждёт вас: {name} берёт — подкиньте {ranks} или нажмите «Бито / Пас»",
        "de": "Der Tisch wartet auf dich: {name} nimmt auf — gib {ranks} dazu oder drück „Fertig“",
    },
    "table.button.pass_in": {"en": "Pass in {n}", "ru": "Пас через {n}", "de": "Passen in {n}"},
    "table.status.you_nothing_to_add": {
        "en": "You have nothing to add: press Done",
        "ru": "Подкинуть нечего: нажмите «Бито / Пас»",
        "de": "Du hast nichts zum Dazugeben: drück „Fertig“",
    },
    "table.status.choose_target": {
        "en": "Choose where to play it: ←/→ then Enter, or click a lit place (Esc cancels)",
        "ru": "Выберите, куда сыграть: ←/→ и Enter или щёлкните подсвеченное место (Esc — отмена)",
        "de": "Wähle, wohin: ←/→ und Enter oder klick eine leuchtende Stelle (Esc bricht ab)",
    },
    # -------------------------------------------------------------- status line: others
    "table.status.you_out": {
        "en": "You are out (place {place}). {name}'s move",
        "ru": "Вы вышли из игры (место {place}). Ходит {name}",
        "de": "Du bist raus (Platz {place}). {name} ist am Zug",
    },
    "table.status.deciding": {"en": "{name} is deciding", "ru": "{name} решает", "de": "{name} entscheidet"},
    "table.status.leads": {
        "en": "{name} attacks {target}",
        "ru": "{name} ходит под {target:acc}",
        "de": "{name} greift {target} an",
    },
    "table.status.leads_you": {
        "en": "{name} is attacking you — get ready to defend",
        "ru": "{name} ходит под вас — готовьтесь отбиваться",
        "de": "{name} greift dich an — mach dich bereit",
    },
    "table.status.defends": {
        "en": "{name} is defending",
        "ru": "{name} отбивается",
        "de": "{name} verteidigt sich",
    },
    "table.status.defends_you": {
        "en": "{name} is answering your attack",
        "ru": "{name} отбивается от вашего хода",
        "de": "{name} antwortet auf deinen Angriff",
    },
    "table.status.throws": {
        "en": "{name} may throw in a card",
        "ru": "{name} может подкинуть",
        "de": "{name} darf eine Karte zuwerfen",
    },
    "table.status.throws_taking": {
        "en": "{target} takes; {name} may add cards",
        "ru": "{target} берёт; {name} может подкинуть",
        "de": "{target} nimmt auf; {name} darf Karten dazugeben",
    },
    "table.status.throws_you_taking": {
        "en": "You take; {name} may add cards",
        "ru": "Вы берёте; {name} может подкинуть",
        "de": "Du nimmst auf; {name} darf Karten dazugeben",
    },
    "table.status.dealing": {"en": "Dealing…", "ru": "Раздача…", "de": "Es wird gegeben…"},
    "table.status.game_over": {"en": "Game over", "ru": "Игра окончена", "de": "Spiel vorbei"},
    # -------------------------------------------------------------- results
    "table.result.draw": {
        "en": "A draw — nobody is the durak",
        "ru": "Ничья — дурака нет",
        "de": "Unentschieden — kein Durak",
    },
    "table.result.stalled": {
        "en": "A draw — the same cards went round without end",
        "ru": "Ничья — одни и те же карты ходили по кругу без конца",
        "de": "Unentschieden — dieselben Karten gingen endlos im Kreis",
    },
    "table.result.you_durak": {
        "en": "You are the durak!",
        "ru": "Вы остались в дураках!",
        "de": "Du bist der Durak!",
    },
    "table.result.durak": {
        "en": "{name} is the durak — you win!",
        "ru": "{name} — дурак! Вы выиграли",
        "de": "{name} ist der Durak — du gewinnst!",
    },
    "table.result.your_team_lost": {
        "en": "Your team lost",
        "ru": "Ваша команда проиграла",
        "de": "Dein Team hat verloren",
    },
    "table.result.team_lost": {
        "en": "The team of {names} lost",
        "ru": "Проиграла команда: {names}",
        "de": "Das Team von {names} hat verloren",
    },
    # -------------------------------------------------------------- toasts
    "table.toast.trump": {"en": "Trump: {card}", "ru": "Козырь: {card}", "de": "Trumpf: {card}"},
    "table.toast.trump_held": {
        "en": "Trump: {card} — dealt to {name}",
        "ru": "Козырь: {card} — его получает {name}",
        "de": "Trumpf: {card} — {name} hat ihn bekommen",
    },
    "table.toast.trump_held_you": {
        "en": "Trump: {card} — it is in your hand",
        "ru": "Козырь: {card} — он у вас",
        "de": "Trumpf: {card} — er ist in deiner Hand",
    },
    "table.toast.redeal": {
        "en": "{name} shows {cards} and asks for a new deal",
        "ru": "{name} показывает {cards} и просит пересдать",
        "de": "{name} zeigt {cards} und verlangt neues Geben",
    },
    "table.toast.redeal_you": {
        "en": "You show {cards}: a new deal",
        "ru": "Вы показали {cards}: пересдача",
        "de": "Du zeigst {cards}: neues Geben",
    },
    "table.toast.first_trump": {
        "en": "{name} attacks first with the lowest trump, {card}",
        "ru": "{name} {name:ходит первым|ходит первой|начинает}: младший козырь {card}",
        "de": "{name} beginnt mit dem niedrigsten Trumpf, {card}",
    },
    "table.toast.first_trump_you": {
        "en": "You attack first: you hold the lowest trump, {card}",
        "ru": "Вы начинаете: у вас младший козырь {card}",
        "de": "Du beginnst: du hast den niedrigsten Trumpf, {card}",
    },
    "table.toast.first_card": {
        "en": "Nobody holds a trump: {name} starts with the lowest card, {card}",
        "ru": "Козырей нет ни у кого: {name} ходит с младшей карты {card}",
        "de": "Niemand hat Trumpf: {name} beginnt mit der niedrigsten Karte, {card}",
    },
    "table.toast.first_card_you": {
        "en": "Nobody holds a trump: you start with the lowest card, {card}",
        "ru": "Козырей нет ни у кого: вы ходите с младшей карты {card}",
        "de": "Niemand hat Trumpf: du beginnst mit der niedrigsten Karte, {card}",
    },
    "table.toast.first": {
        "en": "{name} attacks first",
        "ru": "{name} {name:ходит первым|ходит первой|начинает}",
        "de": "{name} beginnt",
    },
    "table.toast.first_you": {"en": "You attack first", "ru": "Вы начинаете", "de": "Du beginnst"},
    "table.toast.first_match": {
        "en": "After the last game: {name} attacks first",
        "ru": "По итогам прошлой игры {name} {name:ходит первым|ходит первой|начинает}",
        "de": "Nach der letzten Partie: {name} beginnt",
    },
    "table.toast.first_match_you": {
        "en": "After the last game: you attack first",
        "ru": "По итогам прошлой игры вы начинаете",
        "de": "Nach der letzten Partie: du beginnst",
    },
    "table.toast.ai_restarted": {
        "en": "The computer players hit a fault and were restarted — the game goes on",
        "ru": "У компьютерных игроков случился сбой, они перезапущены — игра продолжается",
        "de": "Die Computerspieler hatten einen Fehler und wurden neu gestartet — das Spiel geht weiter",
    },
    "table.toast.exchange": {
        "en": "{name} exchanges {gave} for the trump card {got}",
        "ru": "{name} меняет {gave} на козырь {got}",
        "de": "{name} tauscht {gave} gegen die Trumpfkarte {got}",
    },
    "table.toast.transfer": {
        "en": "{name} passes it on to {to} with {card}",
        "ru": "{name} переводит картой {card}: теперь отбивается {to}",
        "de": "{name} gibt mit {card:dem|der|dem} {card} an {to} weiter",
    },
    "table.toast.transfer_you": {
        "en": "{name} passes it on to you with {card}",
        "ru": "{name} переводит на вас картой {card}",
        "de": "{name} gibt mit {card:dem|der|dem} {card} an dich weiter",
    },
    "table.toast.show": {
        "en": "{name} shows the trump {card}: the attack passes to {to}",
        "ru": "{name} показывает козырь {card}: теперь отбивается {to}",
        "de": "{name} zeigt den Trumpf {card}: der Angriff geht an {to}",
    },
    "table.toast.show_you": {
        "en": "{name} shows the trump {card}: now you defend",
        "ru": "{name} показывает козырь {card}: теперь отбиваетесь вы",
        "de": "{name} zeigt den Trumpf {card}: jetzt verteidigst du",
    },
    # -------------------------------------------------------------- reasons of the table
    "table.reason.wait": {
        "en": "Not your move yet: {name} is to play",
        "ru": "Сейчас не ваш ход: ходит {name}",
        "de": "Du bist noch nicht dran: {name} ist am Zug",
    },
    "table.reason.watching": {
        "en": "Only computers play at this table",
        "ru": "За этим столом играют только компьютеры",
        "de": "An diesem Tisch spielen nur Computer",
    },
    "table.reason.out": {
        "en": "You are out of this game",
        "ru": "Вы уже вышли из игры",
        "de": "Du bist aus diesem Spiel raus",
    },
    "table.reason.over": {"en": "The game is over", "ru": "Игра окончена", "de": "Das Spiel ist vorbei"},
    "table.reason.no_show": {
        "en": "You cannot pass the attack on by showing a trump now",
        "ru": "Сейчас нельзя перевести, показав козырь",
        "de": "Du kannst den Angriff jetzt nicht durch Trumpfzeigen weitergeben",
    },
    # -------------------------------------------------------------- hints and actions in words
    "table.hint.thinking": {"en": "Hint: thinking…", "ru": "Подсказка: думаю…", "de": "Tipp: überlege…"},
    "table.hint.text": {
        "en": "Hint: {action} (Enter plays it)",
        "ru": "Подсказка: {action} (Enter — сыграть)",
        "de": "Tipp: {action} (Enter spielt ihn)",
    },
    "table.act.attack": {"en": "lead {cards}", "ru": "ходите {cards}", "de": "spiel {cards} aus"},
    "table.act.throw": {"en": "throw in {card}", "ru": "подкиньте {card}", "de": "wirf {card} zu"},
    "table.act.beat": {
        "en": "beat {target} with {card}",
        "ru": "побейте {target} картой {card}",
        "de": "schlag {target} mit {card}",
    },
    "table.act.transfer": {
        "en": "pass it on with {card}",
        "ru": "переведите картой {card}",
        "de": "gib mit {card} weiter",
    },
    "table.act.show": {
        "en": "show the trump {card}",
        "ru": "покажите козырь {card}",
        "de": "zeig den Trumpf {card}",
    },
    "table.act.take": {"en": "take the cards", "ru": "возьмите карты", "de": "nimm die Karten auf"},
    "table.act.pass": {"en": "pass", "ru": "пас", "de": "passe"},
    "table.act.redeal": {
        "en": "ask for a new deal",
        "ru": "попросите пересдачу",
        "de": "verlange neues Geben",
    },
    "table.act.exchange": {
        "en": "exchange for the trump card",
        "ru": "обменяйте на козырь",
        "de": "tausche gegen die Trumpfkarte",
    },
    # -------------------------------------------------------------- the engine's reasons, translated
    "table.why.over": {"en": "The game is over.", "ru": "Игра окончена.", "de": "Das Spiel ist vorbei."},
    "table.why.not_in_deck": {
        "en": "{c} is not a card of this deck.",
        "ru": "{c} — не карта этой колоды.",
        "de": "{c} ist keine Karte dieses Spiels.",
    },
    "table.why.not_held": {"en": "You do not hold {c}.", "ru": "У вас нет {c}.", "de": "Du hast {c} nicht."},
    "table.why.decide_redeal": {
        "en": "First decide whether to demand a new deal.",
        "ru": "Сначала решите, просить ли пересдачу.",
        "de": "Entscheide zuerst, ob neu gegeben werden soll.",
    },
    "table.why.decide_exchange": {
        "en": "First decide whether to exchange your lowest trump for the trump card.",
        "ru": "Сначала решите, менять ли младший козырь на открытый.",
        "de": "Entscheide zuerst, ob du deinen niedrigsten Trumpf gegen die Trumpfkarte tauschst.",
    },
    "table.why.no_exchange": {
        "en": "The trump card no longer lies under the stock: there is nothing to exchange.",
        "ru": "Открытого козыря под колодой больше нет: меняться не на что.",
        "de": "Die Trumpfkarte liegt nicht mehr unter dem Stapel: Es gibt nichts zu tauschen.",
    },
    "table.why.lead": {
        "en": "Lead a card to start the bout.",
        "ru": "Сделайте ход картой, чтобы начать кон.",
        "de": "Spiel eine Karte aus, um die Runde zu beginnen.",
    },
    "table.why.seven_lead": {
        "en": "Lead one card, or one to three pairs plus one card, at most {n:#card|cards} in all.",
        "ru": "Ходите одной картой или одной–тремя парами плюс одна карта, "
        "всего не больше {n:#карты|карт|карт}.",
        "de": "Spiel eine Karte oder ein bis drei Paare plus eine Karte aus, höchstens {n:#Karte|Karten}.",
    },
    "table.why.one_rank": {
        "en": "Cards led together must all be of one rank.",
        "ru": "Ходить вместе можно только картами одного достоинства.",
        "de": "Gemeinsam ausgespielte Karten müssen denselben Wert haben.",
    },
    "table.why.no_multi": {
        "en": "Lead one card; leading several at once is off in these rules.",
        "ru": "Ходите одной картой: по этим правилам несколько сразу нельзя.",
        "de": "Spiel eine Karte aus; mehrere auf einmal sind in diesen Regeln nicht erlaubt.",
    },
    "table.why.limit": {
        "en": "The defender can face at most {n:#card|cards}.",
        "ru": "Отбивающемуся можно дать не больше {n:#карты|карт|карт}.",
        "de": "Dem Verteidiger dürfen höchstens {n:#Karte|Karten} vorgelegt werden.",
    },
    "table.why.no_target": {
        "en": "Say which attack card {c} should beat.",
        "ru": "Укажите, какую карту атаки бить картой {c}.",
        "de": "Sag, welche Angriffskarte {c} schlagen soll.",
    },
    "table.why.not_unbeaten": {
        "en": "{t} is not an unbeaten attack card.",
        "ru": "{t} не нужно отбивать.",
        "de": "{t} ist keine ungeschlagene Angriffskarte.",
    },
    "table.why.too_low": {
        "en": "{c} is too low to beat {t}.",
        "ru": "{c} слишком мала, чтобы побить {t}.",
        "de": "{c} ist zu niedrig, um {t} zu schlagen.",
    },
    "table.why.trump_only": {
        "en": "{c} does not beat {t}: only a higher trump beats a trump.",
        "ru": "{c} не бьёт {t}: козырь бьётся только старшим козырем.",
        "de": "{c} schlägt {t} nicht: einen Trumpf schlägt nur ein höherer Trumpf.",
    },
    "table.why.higher_or_trump": {
        "en": "{c} does not beat {t}: play a higher {s} or a trump ({ts}).",
        "ru": "{c} не бьёт {t}: нужна старшая {s} или козырь ({ts}).",
        "de": "{c} schlägt {t} nicht: spiel eine höhere {s}-Karte oder einen Trumpf ({ts}).",
    },
    "table.why.no_transfer": {
        "en": "Passing the attack on is not played in these rules.",
        "ru": "По этим правилам переводить нельзя.",
        "de": "Weitergeben wird nach diesen Regeln nicht gespielt.",
    },
    "table.why.no_show_rule": {
        "en": "Passing on by showing the trump is not played in these rules.",
        "ru": "По этим правилам нельзя переводить показом козыря.",
        "de": "Weitergeben durch Trumpfzeigen wird nach diesen Regeln nicht gespielt.",
    },
    "table.why.transfer_late": {
        "en": "You can pass the attack on only before any card is beaten.",
        "ru": "Переводить можно, только пока ни одна карта не побита.",
        "de": "Weitergeben geht nur, bevor eine Karte geschlagen ist.",
    },
    "table.why.transfer_rank": {
        "en": "Pass the attack on with a card of rank {r}.",
        "ru": "Переводить можно только картой достоинства {r}.",
        "de": "Gib mit einer Karte vom Wert {r} weiter.",
    },
    "table.why.show_trump_only": {
        "en": "Only a trump card can be shown to pass the attack on.",
        "ru": "Для перевода показом нужен козырь.",
        "de": "Nur ein Trumpf kann zum Weitergeben gezeigt werden.",
    },
    "table.why.shown_already": {
        "en": "{c} was already shown in this bout.",
        "ru": "{c} уже показывали в этом коне.",
        "de": "{c} wurde in dieser Runde schon gezeigt.",
    },
    "table.why.next_too_few": {
        "en": "The next player holds {n:#card|cards} and cannot face {k:#attack card|attack cards}.",
        "ru": "У следующего игрока {n:#карта|карты|карт} — ему нельзя дать {k:#карту|карты|карт}.",
        "de": "Der nächste Spieler hat {n:#Karte|Karten} und kann nicht "
        "{k:#Angriffskarte|Angriffskarten} abwehren.",
    },
    "table.why.cap": {
        "en": "At most {n:#attack card|attack cards} are allowed in this bout.",
        "ru": "В этом коне можно не больше {n:#карты|карт|карт} атаки.",
        "de": "In dieser Runde sind höchstens {n:#Angriffskarte|Angriffskarten} erlaubt.",
    },
    "table.why.beat_or_take": {
        "en": "Beat the remaining cards or take them.",
        "ru": "Побейте оставшиеся карты или возьмите их.",
        "de": "Schlag die übrigen Karten oder nimm sie auf.",
    },
    "table.why.defending": {
        "en": "You are defending: beat the cards, or take them.",
        "ru": "Вы отбиваетесь: бейте карты или берите их.",
        "de": "Du verteidigst: schlag die Karten oder nimm sie auf.",
    },
    "table.why.throw_rank": {
        "en": "You can only add cards of a rank already on the table ({ranks}).",
        "ru": "Подкидывать можно только достоинства, которые уже на столе ({ranks}).",
        "de": "Du kannst nur Karten eines Werts dazugeben, der schon liegt ({ranks}).",
    },
    "table.why.defender_only": {
        "en": "Only the defender can do that.",
        "ru": "Это может только отбивающийся.",
        "de": "Das darf nur der Verteidiger.",
    },
    "table.why.one_at_a_time_turn": {
        "en": "Add one card at a time, in turn.",
        "ru": "Подкидывайте по одной карте, по очереди.",
        "de": "Gib eine Karte nach der anderen dazu, der Reihe nach.",
    },
    "table.why.one_at_a_time": {
        "en": "Add one card at a time.",
        "ru": "Подкидывайте по одной карте.",
        "de": "Gib eine Karte nach der anderen dazu.",
    },
    "table.why.legal": {
        "en": "That move is legal.",
        "ru": "Так ходить можно.",
        "de": "Dieser Zug ist erlaubt.",
    },
    "table.why.decided": {
        "en": "The game is decided: call out a cheat, or accept the result.",
        "ru": "Партия решена: уличите в обмане или примите результат.",
        "de": "Das Spiel ist entschieden: Schummeln aufdecken oder das Ergebnis annehmen.",
    },
    "table.why.not_now": {
        "en": "That move is not allowed now.",
        "ru": "Сейчас так ходить нельзя.",
        "de": "Dieser Zug ist jetzt nicht erlaubt.",
    },
    # -------------------------------------------------------------- endgame insight
    "table.insight.win": {
        "en": "Endgame: you win with best play",
        "ru": "Эндшпиль: при лучшей игре вы выигрываете",
        "de": "Endspiel: bei bestem Spiel gewinnst du",
    },
    "table.insight.draw": {
        "en": "Endgame: a draw with best play",
        "ru": "Эндшпиль: при лучшей игре — ничья",
        "de": "Endspiel: bei bestem Spiel unentschieden",
    },
    "table.insight.lose": {
        "en": "Endgame: you lose against best play",
        "ru": "Эндшпиль: при лучшей игре соперника вы проигрываете",
        "de": "Endspiel: gegen bestes Spiel verlierst du",
    },
    # -------------------------------------------------------------- pause
    "table.pause.title": {"en": "Paused", "ru": "Пауза", "de": "Pause"},
    "table.pause.resume": {"en": "Resume", "ru": "Продолжить", "de": "Weiter"},
    "table.pause.rules": {"en": "Rules", "ru": "Правила", "de": "Regeln"},
    "table.pause.settings": {"en": "Settings", "ru": "Настройки", "de": "Einstellungen"},
    "table.pause.menu": {"en": "Quit to menu", "ru": "Выйти в меню", "de": "Zum Hauptmenü"},
    # -------------------------------------------------------------- game over
    "table.over.again": {"en": "Play again", "ru": "Ещё раз", "de": "Nochmal"},
    "table.over.menu": {"en": "Menu", "ru": "Меню", "de": "Menü"},
    "table.over.place": {"en": "{place}. {name}", "ru": "{place}. {name}", "de": "{place}. {name}"},
    "table.over.team_line": {
        "en": "Losing team: {names}",
        "ru": "Проигравшая команда: {names}",
        "de": "Verliererteam: {names}",
    },
    "table.over.draw_line": {
        "en": "A draw: {names}",
        "ru": "Ничья: {names}",
        "de": "Unentschieden: {names}",
    },
    "table.over.durak_line": {"en": "Durak: {name}", "ru": "Дурак: {name}", "de": "Durak: {name}"},
}
