"""Player settings: one frozen value, persisted as JSON in the user's config folder.

The file is written atomically (temporary file + ``os.replace``) and read by the strict reader
of :mod:`game.ground.jsonfile`.  A file that cannot be used (not UTF-8 JSON, too big, too deep,
NaN or huge numbers, a wrong type, an unprintable name, a new-game form that cannot start, a
FIFO or folder in its place) is set aside as ``settings.json.corrupt-<time>`` (never replacing
an earlier one) and defaults are used, with one log line.  Unknown fields and choices this
version does not offer keep their defaults, and numbers out of range are clamped: each logged.
``DURAK_CONFIG_DIR`` overrides the folder (tests use temporary folders).
"""

from __future__ import annotations

import json
import locale
import logging
import math
import os
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import pygame

from game.ground.aside import set_aside_logged
from game.ground.atomic import remove_stale_temps, write_text_atomic
from game.ground.jsonfile import JsonFileError, read_json
from game.ground.oneline import one_line, quoted
from game.ground.paths import user_config_dir
from game.play import autopass

from .card_indices import CHOICES as INDEX_CHOICES
from .i18n import LANGUAGES
from .last_new_game import check_last_new_game
from .player_name import check_name

log = logging.getLogger(__name__)

FILE_NAME = "settings.json"

LANGUAGE_CODES = tuple(LANGUAGES)
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
AUTO_PASS_WAITS = autopass.CHOICES
#: the player's text size, times the window's own scale (menus and the table alike)
TEXT_SIZES = (1.0, 1.15, 1.3)
#: the card backs and table felts of sprites/backs and sprites/felts (the first: the default)
CARD_BACKS = ("red", "blue", "black", "tartan")
FELTS = ("green", "blue", "wine", "grey")
#: the card faces: the generated classic deck, or an art deck of sprites/decks/ (docs/decks.md)
CARD_DECKS = ("classic", "dondorf")
SORT_ORDERS = ("suit", "rank", "none")
BOOL_FIELDS = (
    "muted",
    "four_color_suits",
    "auto_pass",
    "fullscreen",
    "endgame_insight",
    "show_hints",
    "undo",
    "lesson_offered",
)
#: window size and position: the range a saved pair must be in (larger is a corrupt file)
WINDOW_FIELDS = {"window_size": (320, 16384), "window_position": (-16384, 16384)}


def _window_pair(name: str, value: Any) -> tuple[int, int] | None:
    if value is None:
        return None
    low, high = WINDOW_FIELDS[name]
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in value)
    ):
        return (int(value[0]), int(value[1]))
    # Where the window was is not worth the player's other settings: drop it, keep the file.
    raise Dropped(f"{name}: {quoted(value)} is not a pair of whole numbers from {low} to {high}")


def _preferred_locales() -> list[str]:
    """The system's preferred languages, best first (SDL asks the OS: a Mac app started from the
    Finder has no ``LANG``, and Windows keeps them in its settings, not the environment)."""
    try:
        return [str(loc["language"]) for loc in pygame.system.get_pref_locales() if loc.get("language")]
    except Exception:  # pragma: no cover - an SDL without the call
        return []


CHOICES = {
    "language": LANGUAGE_CODES,
    "card_back": CARD_BACKS,
    "felt": FELTS,
    "card_deck": CARD_DECKS,
    "sort_order": SORT_ORDERS,
    "card_indices": INDEX_CHOICES,
}
#: a settings file is about 1 KB; anything near this is not one
MAX_BYTES = 64 * 1024
#: the deepest field is last_new_game.options (three levels)
MAX_DEPTH = 6


class Dropped(ValueError):
    """A value of the right kind that this version does not offer: the default is kept."""


def system_language() -> str:
    """The user's language if the game speaks it, else English."""
    candidates: list[str] = _preferred_locales()
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            candidates.extend(value.split(":"))
    try:
        loc = locale.getlocale()[0]
        if loc:
            candidates.append(loc)
    except (ValueError, TypeError):  # pragma: no cover - odd platform locales
        pass
    for cand in candidates:
        code = cand.strip().lower()[:2]
        if code in LANGUAGE_CODES:
            return code
    return "en"


def settings_path() -> Path:
    return user_config_dir() / FILE_NAME


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    volume: float = 0.8
    muted: bool = False
    anim_speed: float = 1.0
    text_size: float = 1.0
    four_color_suits: bool = False
    card_back: str = "red"
    #: the table's cloth, under every screen
    felt: str = "green"
    #: the faces' design: "classic" (generated) or an art deck where the game's deck allows it
    card_deck: str = "classic"
    #: the letters of the court cards and the ace: "auto" (the language's), "international"
    #: (J Q K A), "russian" (В Д К Т), "german" (B D K A); game/ui/card_indices.py
    card_indices: str = "auto"
    sort_order: str = "suit"
    auto_pass: bool = True
    #: a table of 4–6 players passes your throw-in after this many seconds without a move (0: never)
    auto_pass_wait: int = 8
    fullscreen: bool = False
    endgame_insight: bool = False
    show_hints: bool = True
    #: take back your last action against computers (Ctrl+Z); a game with undo is marked
    undo: bool = False
    #: the guided first game was offered (at the first start; after that it is under Rules)
    lesson_offered: bool = False
    player_name: str = ""
    #: what the new-game form was last started with: preset / options / players / levels
    last_new_game: dict[str, Any] = field(default_factory=dict)
    #: the window as the player left it (None: the default size, placed by the system)
    window_size: tuple[int, int] | None = None
    window_position: tuple[int, int] | None = None

    # ------------------------------------------------------------------ validation
    @staticmethod
    def _check(name: str, value: Any) -> tuple[Any, str | None]:
        """(the value to keep for field ``name``, a note when it was clamped or snapped).

        Raises :class:`Dropped` for a value of the right kind this version does not offer and
        ValueError for anything else.
        """
        if name == "text_size":
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"{name}: {quoted(value)} is not a number")
            kept = min(TEXT_SIZES, key=lambda s: abs(s - float(value)))
            return kept, None if kept == value else f"{name}: {quoted(value)} becomes {kept}"
        if name in ("volume", "anim_speed"):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"{name}: {quoted(value)} is not a number")
            if name == "volume":
                kept = min(1.0, max(0.0, float(value)))
            else:
                near = min(max(ANIM_SPEEDS), max(min(ANIM_SPEEDS), float(value)))  # 1e300 is near 3
                kept = min(ANIM_SPEEDS, key=lambda s: abs(s - near))
            return kept, None if kept == value else f"{name}: {quoted(value)} becomes {kept}"
        if name == "auto_pass_wait":
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"{name}: {quoted(value)} is not a number")
            wait = min(AUTO_PASS_WAITS, key=lambda s: abs(s - float(value)))
            return wait, None if wait == value else f"{name}: {quoted(value)} becomes {wait}"
        if name in BOOL_FIELDS:
            if isinstance(value, bool):
                return value, None
            raise ValueError(f"{name}: {quoted(value)} is not true or false")
        if name in CHOICES:
            if not isinstance(value, str):
                raise ValueError(f"{name}: {quoted(value)} is not text")
            if value not in CHOICES[name]:
                raise Dropped(f"{name}: {quoted(value)} is not one of {', '.join(CHOICES[name])}")
            return value, None
        if name == "player_name":
            kept_name = check_name(value)
            return kept_name, None if kept_name == value else f"player_name: cut to {kept_name!r}"
        if name == "last_new_game":
            return check_last_new_game(value), None
        if name in WINDOW_FIELDS:
            return _window_pair(name, value), None
        raise ValueError(f"{name}: no such setting")

    @classmethod
    def defaults(cls) -> Settings:
        return cls(language=system_language())

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from parsed JSON; ValueError when a value has the wrong type or is impossible.

        Unknown fields (a newer version's) and choices this version does not offer keep their
        defaults; out-of-range numbers are clamped; each of these is logged.
        """
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        base = cls.defaults()
        names = {f.name for f in fields(cls)}
        notes = []
        unknown = sorted(k for k in data if k not in names)
        if unknown:
            notes.append(f"ignoring unknown fields {', '.join(quoted(k) for k in unknown)}")
        values: dict[str, Any] = {}
        for key in sorted(names & set(data)):
            try:
                values[key], note = cls._check(key, data[key])
            except Dropped as exc:
                note = f"{exc}; using the default"
            if note:
                notes.append(note)
        # Logged only once the whole file is accepted: a refused file is one line.
        for note in notes:
            log.warning("settings: %s", note)
        return replace(base, **values)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied (validated; ValueError on a bad value)."""
        checked = {k: self._check(k, v)[0] for k, v in changes.items()}
        return replace(self, **checked)

    # ------------------------------------------------------------------ files
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The settings in ``path``; defaults, and the file set aside, when it cannot be used.

        Every failure is one log line.  Leftovers of interrupted saves are removed first.
        """
        path = path or settings_path()
        removed = remove_stale_temps(path.parent, path.name)
        if removed:
            log.info("settings: removed %d temporary files of interrupted saves", removed)
        try:
            return cls.from_dict(read_json(path, MAX_BYTES, MAX_DEPTH))
        except JsonFileError as exc:
            if exc.code == "missing":
                return cls.defaults()
            if exc.code == "unreadable":
                log.warning("settings: %s; using defaults", exc)
                return cls.defaults()
            reason = one_line(str(exc))
        except ValueError as exc:
            reason = one_line(f"{path}: {exc}")
        set_aside_logged(log, path, "settings", reason, "using defaults")
        return cls.defaults()

    def save(self, path: Path | None = None) -> Path:
        """Write atomically (see :mod:`game.ground.atomic`)."""
        path = path or settings_path()
        text = json.dumps(self.to_dict(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
        write_text_atomic(path, text)
        return path
