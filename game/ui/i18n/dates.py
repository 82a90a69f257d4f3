"""Strings of a date as a player of each language writes it ("6 December 2026", "6 декабря 2026",
"6. Dezember 2026"); ``game/ui/dates.py`` puts them together (files keep ISO dates)."""

from __future__ import annotations

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    # i18n: a date in full; {day} and {year} are numbers, {month} one of the date.month.genitive
    # names ("6 December 2026"; German "6. Dezember 2026")
    M("date.long", "{day} {month} {year}"),
    # i18n: a date where room is short; {month} one of the date.month.short names ("6 Dec 2026")
    M("date.short", "{day} {month} {year}"),
    # i18n: a date with the time of day, {time} in 24 hours ("6 Dec 2026, 01:10")
    M("date.with_time", "{date}, {time}"),
    # ---------------------------------------------------------------- the months inside a date, after
    # the day: the genitive where the language declines them (Russian "6 декабря", Ukrainian "6 грудня")
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.1", "January"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.2", "February"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.3", "March"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.4", "April"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.5", "May"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.6", "June"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.7", "July"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.8", "August"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.9", "September"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.10", "October"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.11", "November"),
    # i18n: the month inside a date, after the day: Russian/Ukrainian genitive ("6 декабря")
    M("date.month.genitive.12", "December"),
    # ---------------------------------------------------------------- their short names, where room is short
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.1", "Jan"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.2", "Feb"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.3", "Mar"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.4", "Apr"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.5", "May"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.6", "Jun"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.7", "Jul"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.8", "Aug"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.9", "Sep"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.10", "Oct"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.11", "Nov"),
    # i18n: the month's short name inside a date, after the day ("6 Dec 2026", "6 дек. 2026")
    M("date.month.short.12", "Dec"),
)
