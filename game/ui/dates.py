"""A date as the player's language writes it: "6 December 2026", "6 декабря 2026", "6. Dezember
2026", "6 грудня 2026", or short where room is short ("6 Dec 2026", "6 дек. 2026").  Every date a
screen shows goes through :func:`date_text`; the files keep ISO dates (2026-12-06), which are no
language's.  The words are catalogue messages (game/ui/i18n/dates.py): the month's name inside a
date is the genitive in Russian and Ukrainian, which a month's name alone is not."""

from __future__ import annotations

import datetime as dt

from game.ui.i18n import tr


def date_text(when: dt.date | float, *, short: bool = False, clock: bool = False) -> str:
    """``when`` a day, or a moment as seconds since the epoch (shown in local time); ``short`` the
    month's short name; ``clock`` a moment's time of day after its date, in 24 hours ("6 Dec 2026,
    01:10")."""
    if isinstance(when, dt.date):
        day, time = when, None
    else:
        moment = dt.datetime.fromtimestamp(when)
        day, time = moment.date(), moment.strftime("%H:%M")
    form = "short" if short else "genitive"
    text = tr(
        f"date.{'short' if short else 'long'}",
        day=day.day,
        month=tr(f"date.month.{form}.{day.month}"),
        year=day.year,
    )
    return tr("date.with_time", date=text, time=time) if clock and time is not None else text
