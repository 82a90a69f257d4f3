"""Strings of the deal of the day, the achievements screen and the toast of an achievement earned."""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- the deal of the day
    "menu.daily": {"en": "Deal of the day", "ru": "Расклад дня", "de": "Spiel des Tages"},
    "daily.title": {"en": "Deal of the day", "ru": "Расклад дня", "de": "Spiel des Tages"},
    "daily.same": {
        "en": "The same cards for every player today. Only your first game counts.",
        "ru": "Сегодня у всех игроков одни и те же карты. Засчитывается только первая партия.",
        "de": "Heute dieselben Karten für alle Spieler. Nur dein erstes Spiel zählt.",
    },
    "daily.deal": {
        "en": "{variant} · {players:#player|players} · against Hard",
        "ru": "{variant} · {players:#игрок|игрока|игроков} · против сильных",
        "de": "{variant} · {players:#Spieler|Spieler} · gegen Schwer",
    },
    "daily.todo": {
        "en": "Not played yet today",
        "ru": "Сегодня ещё не сыграно",
        "de": "Heute noch nicht gespielt",
    },
    "daily.result.win": {"en": "Today: you won", "ru": "Сегодня: вы выиграли", "de": "Heute: gewonnen"},
    "daily.result.durak": {
        "en": "Today: you were the durak",
        "ru": "Сегодня: вы остались дураком",
        "de": "Heute: du warst der Durak",
    },
    "daily.result.draw": {"en": "Today: a draw", "ru": "Сегодня: ничья", "de": "Heute: unentschieden"},
    "daily.streak": {
        "en": "Daily streak: {n:#day|days}",
        "ru": "Серия: {n:#день|дня|дней} подряд",
        "de": "Serie: {n:#Tag|Tage} in Folge",
    },
    "daily.best": {
        "en": "Best streak: {n:#day|days} · deals won: {wins}",
        "ru": "Лучшая серия: {n:#день|дня|дней} · выиграно раскладов: {wins}",
        "de": "Beste Serie: {n:#Tag|Tage} · gewonnen: {wins}",
    },
    "daily.play": {"en": "Play", "ru": "Играть", "de": "Spielen"},
    "daily.again": {
        "en": "Play again (not counted)",
        "ru": "Ещё раз (не в зачёт)",
        "de": "Nochmal (zählt nicht)",
    },
    "daily.back": {"en": "Back", "ru": "Назад", "de": "Zurück"},
    # ---------------------------------------------------------------- achievements
    "stats.achievements": {"en": "Achievements", "ru": "Достижения", "de": "Erfolge"},
    "achievements.title": {"en": "Achievements", "ru": "Достижения", "de": "Erfolge"},
    "achievements.count": {
        "en": "{n} of {total} earned",
        "ru": "Получено {n} из {total}",
        "de": "{n} von {total} erreicht",
    },
    "achievements.earned_on": {"en": "earned {date}", "ru": "получено {date}", "de": "erreicht am {date}"},
    "achievements.toast": {
        "en": "Achievement: {name}",
        "ru": "Достижение: {name}",
        "de": "Erfolg: {name}",
    },
    "achievements.toast_more": {
        "en": "Achievement: {name} (and {n} more)",
        "ru": "Достижение: {name} (и ещё {n})",
        "de": "Erfolg: {name} (und {n} weitere)",
    },
    "achievement.beat_random": {
        "en": "First steps",
        "ru": "Первые шаги",
        "de": "Erste Schritte",
    },
    "achievement.beat_random.desc": {
        "en": "Win against Beginner",
        "ru": "Выиграйте у новичков",
        "de": "Gewinne gegen Anfänger",
    },
    "achievement.beat_easy": {"en": "Warming up", "ru": "Разминка", "de": "Aufgewärmt"},
    "achievement.beat_easy.desc": {
        "en": "Win against Easy",
        "ru": "Выиграйте у лёгких соперников",
        "de": "Gewinne gegen Leicht",
    },
    "achievement.beat_normal": {"en": "Club player", "ru": "Клубный игрок", "de": "Vereinsspieler"},
    "achievement.beat_normal.desc": {
        "en": "Win against Normal",
        "ru": "Выиграйте у средних соперников",
        "de": "Gewinne gegen Normal",
    },
    "achievement.beat_hard": {"en": "Sharp", "ru": "Острый ум", "de": "Scharfsinn"},
    "achievement.beat_hard.desc": {
        "en": "Win against Hard",
        "ru": "Выиграйте у сильных соперников",
        "de": "Gewinne gegen Schwer",
    },
    "achievement.beat_master": {"en": "Grandmaster", "ru": "Гроссмейстер", "de": "Großmeister"},
    "achievement.beat_master.desc": {
        "en": "Win against Master",
        "ru": "Выиграйте у мастеров",
        "de": "Gewinne gegen Meister",
    },
    "achievement.win_podkidnoy": {"en": "Podkidnoy", "ru": "Подкидной", "de": "Podkidnoj"},
    "achievement.win_podkidnoy.desc": {
        "en": "Win a game of Podkidnoy",
        "ru": "Выиграйте в подкидного",
        "de": "Gewinne ein Spiel Podkidnoj",
    },
    "achievement.win_perevodnoy": {"en": "Passed on", "ru": "Перевёл", "de": "Weitergegeben"},
    "achievement.win_perevodnoy.desc": {
        "en": "Win a game of Perevodnoy",
        "ru": "Выиграйте в переводного",
        "de": "Gewinne ein Spiel Perewodnoj",
    },
    "achievement.win_proyezdnoy": {"en": "Show of trumps", "ru": "Козырь напоказ", "de": "Trumpf gezeigt"},
    "achievement.win_proyezdnoy.desc": {
        "en": "Win with passing on by showing the trump",
        "ru": "Выиграйте в переводного с показом козыря",
        "de": "Gewinne mit Weitergeben durch Trumpfzeigen",
    },
    "achievement.win_seven_card": {"en": "Seven cards", "ru": "Семь карт", "de": "Sieben Karten"},
    "achievement.win_seven_card.desc": {
        "en": "Win the 7-card game",
        "ru": "Выиграйте на 7 картах",
        "de": "Gewinne das Spiel mit 7 Karten",
    },
    "achievement.win_classic": {"en": "Old school", "ru": "Старая школа", "de": "Alte Schule"},
    "achievement.win_classic.desc": {
        "en": "Win a Classic game",
        "ru": "Выиграйте по классическим правилам",
        "de": "Gewinne ein klassisches Spiel",
    },
    "achievement.win_neighbours": {"en": "Good neighbour", "ru": "Добрый сосед", "de": "Guter Nachbar"},
    "achievement.win_neighbours.desc": {
        "en": "Win a game of Neighbours",
        "ru": "Выиграйте в «Соседей»",
        "de": "Gewinne ein Spiel Nachbarn",
    },
    "achievement.win_teams": {"en": "Team player", "ru": "Командный игрок", "de": "Teamspieler"},
    "achievement.win_teams.desc": {
        "en": "Win a team game",
        "ru": "Выиграйте командную партию",
        "de": "Gewinne ein Teamspiel",
    },
    "achievement.hard_perevodnoy": {
        "en": "Passing master",
        "ru": "Мастер перевода",
        "de": "Meister des Weitergebens",
    },
    "achievement.hard_perevodnoy.desc": {
        "en": "Beat Hard in Perevodnoy",
        "ru": "Обыграйте сильных в переводного",
        "de": "Besiege Schwer in Perewodnoj",
    },
    "achievement.never_took": {"en": "Clean hands", "ru": "Чистые руки", "de": "Weiße Weste"},
    "achievement.never_took.desc": {
        "en": "Win a game without ever taking",
        "ru": "Выиграйте, ни разу не взяв карты",
        "de": "Gewinne, ohne je aufzunehmen",
    },
    "achievement.six_players": {"en": "Full table", "ru": "Полный стол", "de": "Voller Tisch"},
    "achievement.six_players.desc": {
        "en": "Win at a table of six",
        "ru": "Выиграйте за столом на шестерых",
        "de": "Gewinne an einem Tisch zu sechst",
    },
    "achievement.wins_10": {"en": "Ten wins", "ru": "Десять побед", "de": "Zehn Siege"},
    "achievement.wins_10.desc": {
        "en": "Win 10 games",
        "ru": "Выиграйте 10 партий",
        "de": "Gewinne 10 Spiele",
    },
    "achievement.wins_100": {"en": "A hundred wins", "ru": "Сто побед", "de": "Hundert Siege"},
    "achievement.wins_100.desc": {
        "en": "Win 100 games",
        "ru": "Выиграйте 100 партий",
        "de": "Gewinne 100 Spiele",
    },
    "achievement.streak_5": {"en": "On a roll", "ru": "В ударе", "de": "Lauf"},
    "achievement.streak_5.desc": {
        "en": "Win 5 games in a row",
        "ru": "Выиграйте 5 партий подряд",
        "de": "Gewinne 5 Spiele in Folge",
    },
    "achievement.first_catch": {"en": "Caught you", "ru": "Попался!", "de": "Erwischt"},
    "achievement.first_catch.desc": {
        "en": "Catch a cheat in the cheating mode",
        "ru": "Поймайте шулера в игре с жульничеством",
        "de": "Erwische einen Schummler beim Schummeln",
    },
    "achievement.ten_catches": {"en": "Eagle eye", "ru": "Зоркий глаз", "de": "Adlerauge"},
    "achievement.ten_catches.desc": {
        "en": "Catch ten cheats",
        "ru": "Поймайте десять жульничеств",
        "de": "Erwische zehn Schummeleien",
    },
    "achievement.daily_first": {"en": "Daily player", "ru": "Каждый день", "de": "Tagesspieler"},
    "achievement.daily_first.desc": {
        "en": "Play a deal of the day to its end",
        "ru": "Доиграйте расклад дня до конца",
        "de": "Spiele ein Spiel des Tages zu Ende",
    },
    "achievement.daily_win": {"en": "Today's winner", "ru": "Победитель дня", "de": "Tagessieger"},
    "achievement.daily_win.desc": {
        "en": "Win a deal of the day",
        "ru": "Выиграйте расклад дня",
        "de": "Gewinne ein Spiel des Tages",
    },
    "achievement.daily_week": {"en": "A week of deals", "ru": "Неделя раскладов", "de": "Eine Woche"},
    "achievement.daily_week.desc": {
        "en": "Play the deal of the day 7 days in a row",
        "ru": "Играйте расклад дня 7 дней подряд",
        "de": "Spiele das Spiel des Tages 7 Tage in Folge",
    },
    "achievement.puzzle": {
        "en": "Puzzles, grade {grade}",
        "ru": "Задачи, уровень {grade}",
        "de": "Rätsel, Stufe {grade}",
    },
    "achievement.puzzle.desc": {
        "en": "Solve a puzzle of grade {grade}",
        "ru": "Решите задачу уровня {grade}",
        "de": "Löse ein Rätsel der Stufe {grade}",
    },
}
