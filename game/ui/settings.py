"""Player settings: one frozen value, persisted as JSON in the user's config folder.

The file is written atomically (temporary file + ``os.replace``).  Unknown or
invalid fields are ignored (their defaults are used); a file that cannot be read
as JSON is renamed to ``settings.json.corrupt-<timestamp>`` and defaults are used.
``DURAK_CONFIG_DIR`` overrides the folder (tests use temporary folders).
"""

from __future__ import annotations

import json
import locale
import logging
import os
import time
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import pygame

from game.ground import switches
from game.ground.atomic import write_text_atomic

log = logging.getLogger(__name__)

APP_NAME = "Durak"
FILE_NAME = "settings.json"

LANGUAGE_CODES = ("en", "ru", "de")
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
CARD_BACKS = ("red", "blue")
SORT_ORDERS = ("suit", "rank", "none")
MAX_NAME_LENGTH = 24
BOOL_FIELDS = ("muted", "four_color_suits", "auto_pass", "fullscreen", "endgame_insight", "show_hints")
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
    raise ValueError(f"{name}: invalid value {value!r}")


def _preferred_locales() -> list[str]:
    """The system's preferred languages, best first (SDL asks the OS: a Mac app started from the
    Finder has no ``LANG``, and Windows keeps them in its settings, not the environment)."""
    try:
        return [str(loc["language"]) for loc in pygame.system.get_pref_locales() if loc.get("language")]
    except Exception:  # pragma: no cover - an SDL without the call
        return []


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


def config_dir() -> Path:
    override = switches.text(switches.CONFIG_DIR)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    volume: float = 0.8
    muted: bool = False
    anim_speed: float = 1.0
    four_color_suits: bool = False
    card_back: str = "red"
    sort_order: str = "suit"
    auto_pass: bool = True
    fullscreen: bool = False
    endgame_insight: bool = False
    show_hints: bool = True
    player_name: str = ""
    #: what the new-game form was last started with: preset / options / players / levels
    last_new_game: dict[str, Any] = field(default_factory=dict)
    #: the window as the player left it (None: the default size, placed by the system)
    window_size: tuple[int, int] | None = None
    window_position: tuple[int, int] | None = None

    # ------------------------------------------------------------------ validation
    @staticmethod
    def _valid(name: str, value: Any) -> Any:
        """The value if it is acceptable for field ``name``, else raise ValueError."""
        if name == "language":
            if value in LANGUAGE_CODES:
                return value
        elif name == "volume":
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return min(1.0, max(0.0, float(value)))
        elif name == "anim_speed":
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                return min(ANIM_SPEEDS, key=lambda s: abs(s - float(value)))
        elif name in BOOL_FIELDS:
            if isinstance(value, bool):
                return value
        elif name == "card_back":
            if value in CARD_BACKS:
                return value
        elif name == "sort_order":
            if value in SORT_ORDERS:
                return value
        elif name == "player_name":
            if isinstance(value, str):
                return value.strip()[:MAX_NAME_LENGTH]
        elif name == "last_new_game" and isinstance(value, dict):
            return value
        elif name in WINDOW_FIELDS:
            return _window_pair(name, value)
        raise ValueError(f"{name}: invalid value {value!r}")

    @classmethod
    def defaults(cls) -> Settings:
        return cls(language=system_language())

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from parsed JSON: unknown or invalid fields are skipped (defaults kept)."""
        base = cls.defaults()
        if not isinstance(data, dict):
            return base
        names = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key not in names:
                log.info("settings: ignoring unknown field %r", key)
                continue
            try:
                values[key] = cls._valid(key, value)
            except ValueError as exc:
                log.warning("settings: %s; using the default", exc)
        return replace(base, **values)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with ``changes`` applied (validated; ValueError on a bad value)."""
        checked = {k: self._valid(k, v) for k, v in changes.items()}
        return replace(self, **checked)

    # ------------------------------------------------------------------ files
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or settings_path()
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls.defaults()
        except OSError as exc:
            log.warning("settings: cannot read %s (%s); using defaults", path, exc)
            return cls.defaults()
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except ValueError as exc:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            aside = path.with_name(f"{path.name}.corrupt-{stamp}")
            try:
                os.replace(path, aside)
                log.warning("settings: %s is corrupt (%s); set aside as %s, using defaults", path, exc, aside)
            except OSError as exc2:
                log.warning("settings: %s is corrupt (%s) and cannot be moved (%s)", path, exc, exc2)
            return cls.defaults()
        return cls.from_dict(data)

    def save(self, path: Path | None = None) -> Path:
        """Write atomically (see :mod:`game.ground.atomic`)."""
        path = path or settings_path()
        text = json.dumps(self.to_dict(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
        write_text_atomic(path, text)
        return path
