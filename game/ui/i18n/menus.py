"""Strings of the menus, the new-game form, the settings and the crash screen."""

STRINGS: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- main menu
    "menu.title": {"en": "DURAK", "ru": "ДУРАК", "de": "DURAK"},
    "menu.subtitle": {
        "en": "The Russian card game",
        "ru": "Русская карточная игра",
        "de": "Das russische Kartenspiel",
    },
    "menu.play": {"en": "Play", "ru": "Играть", "de": "Spielen"},
    "menu.rules": {"en": "Rules", "ru": "Правила", "de": "Regeln"},
    "menu.settings": {"en": "Settings", "ru": "Настройки", "de": "Einstellungen"},
    "menu.quit": {"en": "Quit", "ru": "Выход", "de": "Beenden"},
    "menu.version": {"en": "Version {version}", "ru": "Версия {version}", "de": "Version {version}"},
    # ---------------------------------------------------------------- new game
    "new.title": {"en": "New game", "ru": "Новая игра", "de": "Neues Spiel"},
    "new.preset": {"en": "Variant", "ru": "Вариант", "de": "Variante"},
    "new.players": {"en": "Players", "ru": "Игроков", "de": "Spieler"},
    "new.deck": {"en": "Deck", "ru": "Колода", "de": "Kartenspiel"},
    "new.deck_24": {"en": "24 cards (9 to ace)", "ru": "24 карты (9–туз)", "de": "24 Karten (9 bis Ass)"},
    "new.deck_36": {"en": "36 cards (6 to ace)", "ru": "36 карт (6–туз)", "de": "36 Karten (6 bis Ass)"},
    "new.deck_52": {"en": "52 cards (2 to ace)", "ru": "52 карты (2–туз)", "de": "52 Karten (2 bis Ass)"},
    "new.throw_in": {"en": "Who may throw in", "ru": "Кто подкидывает", "de": "Wer darf zulegen"},
    "new.throw_in.all": {"en": "Everyone", "ru": "Все", "de": "Alle"},
    "new.throw_in.neighbours": {
        "en": "Defender's neighbours",
        "ru": "Соседи отбивающегося",
        "de": "Nachbarn des Verteidigers",
    },
    "new.throw_in.priority": {
        "en": "Everyone, in turn",
        "ru": "Все, по очереди",
        "de": "Alle, der Reihe nach",
    },
    "new.first_bout": {"en": "First bout", "ru": "Первый отбой", "de": "Erste Runde"},
    "new.first_bout.off": {"en": "Up to 6 cards", "ru": "До 6 карт", "de": "Bis zu 6 Karten"},
    "new.first_bout.on": {
        "en": "At most {n:#card|cards}",
        "ru": "Не больше {n:#карты|карт|карт}",
        "de": "Höchstens {n:#Karte|Karten}",
    },
    "new.teams": {"en": "Teams", "ru": "Команды", "de": "Teams"},
    "new.teams.none": {"en": "Everyone for themselves", "ru": "Каждый сам за себя", "de": "Jeder für sich"},
    "new.teams.pairs": {"en": "Teams of two", "ru": "Пары", "de": "Zweierteams"},
    "new.teams.triples": {"en": "Teams of three", "ru": "Тройки", "de": "Dreierteams"},
    "new.first_attacker": {"en": "First attack", "ru": "Первый ход", "de": "Erster Angriff"},
    "new.first_attacker.lowest_trump": {
        "en": "Lowest trump",
        "ru": "У кого младший козырь",
        "de": "Niedrigster Trumpf",
    },
    "new.first_attacker.random": {"en": "Random player", "ru": "Случайный игрок", "de": "Zufällig"},
    "new.opt.multi_lead": {
        "en": "Lead several cards of one rank at once",
        "ru": "Заход несколькими картами сразу",
        "de": "Mehrere gleiche Karten zugleich ausspielen",
    },
    "new.opt.transfer": {
        "en": "Transfer (Perevodnoy)",
        "ru": "Переводной",
        "de": "Weitergeben (Perewodnoj)",
    },
    "new.opt.transfer_by_showing_trump": {
        "en": "Showing the trump (Proyezdnoy)",
        "ru": "Перевод показом козыря (проездной)",
        "de": "Weitergeben durch Zeigen des Trumpfs",
    },
    "new.opt.seven_card": {
        "en": "The 7-card game",
        "ru": "Игра на 7 картах",
        "de": "Variante mit 7 Karten",
    },
    "new.opt.draws": {
        "en": "A draw if the last go out together",
        "ru": "Ничья, если последние вышли вместе",
        "de": "Unentschieden bei gleichzeitigem Ausgehen",
    },
    "new.opt.redeal": {
        "en": "Redeal on five cards of one suit",
        "ru": "Пересдача при пяти картах одной масти",
        "de": "Neu geben bei fünf Karten einer Farbe",
    },
    "new.opt.trump_exchange": {
        "en": "Swap the lowest trump for the open one",
        "ru": "Обмен младшего козыря на открытый",
        "de": "Niedrigsten Trumpf gegen offenen tauschen",
    },
    "new.opt.team_wins_on_first_out": {
        "en": "A team wins when one member is out",
        "ru": "Команда выигрывает с первым вышедшим",
        "de": "Ein Team gewinnt, sobald ein Mitglied aus ist",
    },
    "new.opponents": {"en": "Opponents", "ru": "Соперники", "de": "Gegner"},
    "new.others": {"en": "The other players", "ru": "Другие игроки", "de": "Mitspieler"},
    "new.opponent_n": {"en": "Opponent {n}", "ru": "Соперник {n}", "de": "Gegner {n}"},
    "new.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    "new.start": {"en": "Start", "ru": "Начать", "de": "Starten"},
    "new.cannot_start": {
        "en": "Cannot start: {reasons}.",
        "ru": "Начать нельзя: {reasons}.",
        "de": "Start nicht möglich: {reasons}.",
    },
    "level.random": {
        "en": "Beginner (random)",
        "ru": "Новичок (наугад)",
        "de": "Anfänger (zufällig)",
    },
    # the same, where five opponents share a small window
    "level.random.short": {"en": "Beginner", "ru": "Новичок", "de": "Anfänger"},
    "level.easy": {"en": "Easy", "ru": "Лёгкий", "de": "Leicht"},
    "level.normal": {"en": "Normal", "ru": "Средний", "de": "Normal"},
    "level.hard": {"en": "Hard", "ru": "Сильный", "de": "Schwer"},
    "level.master": {"en": "Master", "ru": "Мастер", "de": "Meister"},
    # ---------------------------------------------------------------- presets
    "preset.podkidnoy": {"en": "Podkidnoy", "ru": "Подкидной", "de": "Podkidnoj"},
    "preset.perevodnoy": {"en": "Perevodnoy", "ru": "Переводной", "de": "Perewodnoj"},
    "preset.proyezdnoy": {
        "en": "Perevodnoy + showing the trump",
        "ru": "Переводной с проездным",
        "de": "Perewodnoj + Trumpf zeigen",
    },
    "preset.seven_card": {"en": "7-card game", "ru": "На 7 картах", "de": "Mit 7 Karten"},
    "preset.classic": {"en": "Classic", "ru": "Классический", "de": "Klassisch"},
    "preset.neighbours": {"en": "Neighbours", "ru": "Соседи", "de": "Nachbarn"},
    "preset.teams": {"en": "Teams", "ru": "Командный", "de": "Teams"},
    "preset.custom": {"en": "Custom", "ru": "Свои правила", "de": "Eigene Regeln"},
    "preset.podkidnoy.desc": {
        "en": "The most popular form: everyone but the defender may throw in cards of a rank already on "
        "the table.",
        "ru": "Самый популярный вариант: все, кроме отбивающегося, могут подкидывать карты того достоинства, "
        "что уже есть на столе.",
        "de": "Die beliebteste Form: alle außer dem Verteidiger dürfen Karten eines Werts zulegen, der schon "
        "auf dem Tisch liegt.",
    },
    "preset.perevodnoy.desc": {
        "en": "Like Podkidnoy, but before beating anything the defender may pass the attack on with a card "
        "of the same rank.",
        "ru": "Как подкидной, но пока ничего не отбито, отбивающийся может перевести атаку картой того же "
        "достоинства.",
        "de": "Wie Podkidnoj, doch bevor er schlägt, darf der Verteidiger den Angriff mit einer Karte "
        "gleichen Werts weitergeben.",
    },
    "preset.proyezdnoy.desc": {
        "en": "Perevodnoy where the attack may also be passed on by just showing the trump of that rank.",
        "ru": "Переводной, в котором атаку можно перевести, просто показав козырь того же достоинства.",
        "de": "Perewodnoj, bei dem man auch weitergeben kann, indem man den Trumpf dieses Werts nur zeigt.",
    },
    "preset.seven_card.desc": {
        "en": "Seven cards each; an attack is one card or pairs plus one card, and nobody throws in.",
        "ru": "По семь карт; заходят одной картой или парами плюс одна карта, подкидывать нельзя.",
        "de": "Je sieben Karten; angegriffen wird mit einer Karte oder Paaren plus einer Karte, "
        "ohne Zulegen.",
    },
    "preset.classic.desc": {
        "en": "The old rules: players throw in one after another in a fixed order, and the first bout "
        "has at most 5 cards.",
        "ru": "Старые правила: подкидывают по очереди в строгом порядке, в первом отбое не больше 5 карт.",
        "de": "Die alten Regeln: zugelegt wird nacheinander in fester Reihenfolge, die erste Runde hat "
        "höchstens 5 Karten.",
    },
    "preset.neighbours.desc": {
        "en": "Only the defender's two neighbours may attack and throw in.",
        "ru": "Ходить и подкидывать могут только два соседа отбивающегося.",
        "de": "Nur die beiden Nachbarn des Verteidigers dürfen angreifen und zulegen.",
    },
    "preset.teams.desc": {
        "en": "Two against two (or three pairs): team-mates sit apart and never attack each other.",
        "ru": "Двое на двое (или три пары): партнёры сидят через одного и не ходят друг под друга.",
        "de": "Zwei gegen zwei (oder drei Paare): Partner sitzen getrennt und greifen einander nie an.",
    },
    "preset.custom.desc": {
        "en": "Your own combination of rules.",
        "ru": "Ваш собственный набор правил.",
        "de": "Deine eigene Zusammenstellung der Regeln.",
    },
    # ---------------------------------------------------------------- reasons a game cannot start
    "problem.deck_shape": {
        "en": "a deck needs at least two suits and two ranks",
        "ru": "в колоде нужно не меньше двух мастей и двух достоинств",
        "de": "ein Spiel braucht mindestens zwei Farben und zwei Werte",
    },
    "problem.too_many_suits": {
        "en": "at most {limit:#suit|suits}",
        "ru": "не больше {limit:#масти|мастей|мастей}",
        "de": "höchstens {limit:#Farbe|Farben}",
    },
    "problem.too_many_ranks": {
        "en": "at most {limit:#rank|ranks}",
        "ru": "не больше {limit:#достоинства|достоинств|достоинств}",
        "de": "höchstens {limit:#Wert|Werte}",
    },
    "problem.too_many_players": {
        "en": "at most {limit:#player|players}",
        "ru": "не больше {limit:#игрока|игроков|игроков}",
        "de": "höchstens {limit:#Spieler|Spieler}",
    },
    "problem.hand_size": {
        "en": "each player needs at least one card",
        "ru": "каждому игроку нужна хотя бы одна карта",
        "de": "jeder Spieler braucht mindestens eine Karte",
    },
    "problem.attack_limit": {
        "en": "the attack limit must be at least 1",
        "ru": "в атаке должна быть хотя бы одна карта",
        "de": "die Angriffsgrenze muss mindestens 1 sein",
    },
    "problem.first_bout_limit": {
        "en": "the first-bout limit must be at least 1",
        "ru": "в первом отбое должна быть хотя бы одна карта",
        "de": "die Grenze der ersten Runde muss mindestens 1 sein",
    },
    "problem.deck_too_small": {
        "en": "{deck:#card is|cards are} not enough to deal {hand} to each of {players} players",
        "ru": "колоды из {deck:#карты|карт|карт} не хватит, чтобы раздать по {hand:#карте|карты|карт} "
        "каждому из {players} игроков",
        "de": "{deck:#Karte reicht|Karten reichen} nicht, um {players} Spielern je {hand} zu geben",
    },
    "problem.show_needs_transfer": {
        "en": "showing the trump needs the transfer rule",
        "ru": "проездной возможен только в переводном",
        "de": "Trumpf zeigen geht nur mit der Weitergabe-Regel",
    },
    "problem.seven_no_transfer": {
        "en": "the 7-card game is played without transfers",
        "ru": "игра на 7 картах идёт без перевода",
        "de": "die Variante mit 7 Karten kennt kein Weitergeben",
    },
    "problem.seven_hand": {
        "en": "the 7-card game deals 7 cards",
        "ru": "в игре на 7 картах сдают по 7 карт",
        "de": "bei der Variante mit 7 Karten gibt es 7 Karten",
    },
    "problem.teams_count": {
        "en": "teams of {size} need a multiple of {size} players and at least two teams",
        "ru": "для команд по {size} число игроков должно делиться на {size}, "
        "и команд должно быть не меньше двух",
        "de": "Teams zu {size} brauchen ein Vielfaches von {size} Spielern und mindestens zwei Teams",
    },
    "problem.first_out_needs_teams": {
        "en": "'a team wins when one member is out' needs teams",
        "ru": "правило «команда побеждает, когда вышел один игрок» требует команд",
        "de": "„Ein Team gewinnt, sobald ein Mitglied aus ist“ braucht Teams",
    },
    "problem.two_players": {
        "en": "at least two players are needed",
        "ru": "нужно не меньше двух игроков",
        "de": "es braucht mindestens zwei Spieler",
    },
    "problem.redeal": {
        "en": "the redeal threshold does not fit the hand size",
        "ru": "порог пересдачи не подходит к числу карт на руках",
        "de": "die Grenze für neues Geben passt nicht zur Handgröße",
    },
    # ---------------------------------------------------------------- settings
    "settings.title": {"en": "Settings", "ru": "Настройки", "de": "Einstellungen"},
    "settings.language": {"en": "Language", "ru": "Язык", "de": "Sprache"},
    "settings.player_name": {"en": "Your name", "ru": "Ваше имя", "de": "Dein Name"},
    "settings.player_name_hint": {"en": "You", "ru": "Вы", "de": "Du"},
    "settings.volume": {"en": "Volume", "ru": "Громкость", "de": "Lautstärke"},
    "settings.volume_value": {
        "en": "Volume: {percent}%",
        "ru": "Громкость: {percent}%",
        "de": "Lautstärke: {percent} %",
    },
    "settings.muted_short": {"en": "sound off", "ru": "звук выключен", "de": "Ton aus"},
    "settings.anim_speed": {"en": "Animation speed", "ru": "Скорость анимации", "de": "Animationstempo"},
    "settings.speed_normal": {"en": "{speed} normal", "ru": "{speed} обычная", "de": "{speed} normal"},
    "settings.speed_slow": {"en": "{speed} slow", "ru": "{speed} медленная", "de": "{speed} langsam"},
    "settings.sort_order": {"en": "Sort your hand", "ru": "Сортировка руки", "de": "Hand sortieren"},
    "settings.sort.suit": {"en": "By suit", "ru": "По масти", "de": "Nach Farbe"},
    "settings.sort.rank": {"en": "By rank", "ru": "По достоинству", "de": "Nach Wert"},
    "settings.sort.none": {"en": "As dealt", "ru": "Как сдали", "de": "Wie gegeben"},
    "settings.suit_colours": {"en": "Suit colours", "ru": "Цвета мастей", "de": "Farbdarstellung"},
    "settings.suits.two": {"en": "Two colours", "ru": "Два цвета", "de": "Zweifarbig"},
    "settings.suits.four": {"en": "Four colours", "ru": "Четыре цвета", "de": "Vierfarbig"},
    "settings.text_size": {"en": "Text size", "ru": "Размер текста", "de": "Textgröße"},
    "settings.text.0": {"en": "Normal", "ru": "Обычный", "de": "Normal"},
    "settings.text.1": {"en": "Large", "ru": "Крупный", "de": "Groß"},
    "settings.text.2": {"en": "Largest", "ru": "Самый крупный", "de": "Sehr groß"},
    "settings.card_back": {"en": "Card back", "ru": "Рубашка", "de": "Kartenrücken"},
    "settings.back.red": {"en": "Red", "ru": "Красная", "de": "Rot"},
    "settings.back.blue": {"en": "Blue", "ru": "Синяя", "de": "Blau"},
    "settings.muted": {"en": "Mute all sounds", "ru": "Выключить звук", "de": "Alle Töne stumm"},
    "settings.auto_pass": {
        "en": "Pass automatically when I cannot add a card",
        "ru": "Пасовать самому, если нечего подкинуть",
        "de": "Automatisch passen, wenn ich nichts zulegen kann",
    },
    "settings.auto_pass_wait": {
        "en": "Auto-pass (4–6 players)",
        "ru": "Автопас (4–6 игроков)",
        "de": "Auto-Passen (4–6 Spieler)",
    },
    "settings.auto_pass_wait.off": {"en": "Off", "ru": "Выключен", "de": "Aus"},
    "settings.auto_pass_wait.after": {"en": "After {n} s", "ru": "Через {n} с", "de": "Nach {n} s"},
    "settings.show_hints": {
        "en": "Show hints (what I can do now)",
        "ru": "Показывать подсказки (что можно сделать)",
        "de": "Hinweise zeigen (was ich tun kann)",
    },
    "settings.endgame_insight": {
        "en": "Endgame insight: who wins with best play",
        "ru": "Анализ эндшпиля: кто выиграет при лучшей игре",
        "de": "Endspiel-Analyse: wer bei bestem Spiel gewinnt",
    },
    "settings.fullscreen": {"en": "Full screen (F11)", "ru": "Во весь экран (F11)", "de": "Vollbild (F11)"},
    "settings.saved_in": {
        "en": "Settings are saved in {path}",
        "ru": "Настройки хранятся в {path}",
        "de": "Die Einstellungen liegen in {path}",
    },
    "settings.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    # ---------------------------------------------------------------- crash screen
    "crash.title": {
        "en": "Durak has stopped",
        "ru": "Игра «Дурак» остановилась",
        "de": "Durak wurde beendet",
    },
    "crash.body": {
        "en": "Something went wrong that the game did not expect, so it had to stop. Sorry about that! "
        "What happened:",
        "ru": "Произошла непредвиденная ошибка, и игре пришлось остановиться. Просим прощения! "
        "Что случилось:",
        "de": "Etwas Unerwartetes ist passiert, deshalb musste das Spiel anhalten. Das tut uns leid! "
        "Was passiert ist:",
    },
    "crash.log": {
        "en": "A report with the details was saved to: {path} — please attach it if you report the problem.",
        "ru": "Отчёт с подробностями сохранён в файл: {path} — "
        "приложите его, если будете сообщать об ошибке.",
        "de": "Ein Bericht mit den Einzelheiten wurde gespeichert unter: {path} — bitte hänge ihn an, "
        "wenn du den Fehler meldest.",
    },
    "crash.nolog": {
        "en": "The report could not be saved.",
        "ru": "Сохранить отчёт не удалось.",
        "de": "Der Bericht konnte nicht gespeichert werden.",
    },
    # ---------------------------------------------------------------- a second start
    "instance.open": {
        "en": "Durak is already open: its window was asked to come to the front. Only one game can "
        "be open at a time, so that your save and statistics lose nothing.",
        "ru": "Игра «Дурак» уже открыта: её окно выведено на передний план. Открыть можно только одну "
        "игру сразу — так сохранение и статистика ничего не теряют.",
        "de": "Durak ist schon geöffnet: Sein Fenster wurde nach vorne geholt. Es kann nur ein Spiel "
        "zugleich offen sein, damit Spielstand und Statistik nichts verlieren.",
    },
    "crash.quit": {
        "en": "Press any key to quit.",
        "ru": "Нажмите любую клавишу, чтобы выйти.",
        "de": "Drücke eine beliebige Taste zum Beenden.",
    },
}
