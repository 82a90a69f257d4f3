"""Environment switches, parsed in one place with one truthiness rule.

A switch is on when its variable is set to anything but an empty string or one of
``0``, ``false``, ``no``, ``off`` (any case, surrounding blanks ignored).
"""

from __future__ import annotations

import os

_OFF = frozenset({"", "0", "false", "no", "off"})


def switch(name: str, default: bool = False) -> bool:
    """Whether the environment switch ``name`` is on (``default`` when it is unset)."""
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() not in _OFF


def text(name: str) -> str | None:
    """The value of ``name``, or None when it is unset or blank."""
    value = os.environ.get(name)
    if value is None or not value.strip():
        return None
    return value


#: computer players raise instead of falling back (the test suite sets it)
AI_STRICT = "DURAK_AI_STRICT"
#: computer players think in a worker process (0: in a thread of the game's process)
AI_PROCESS = "DURAK_AI_PROCESS"
#: folders that override where settings and logs live (tests use temporary folders)
CONFIG_DIR = "DURAK_CONFIG_DIR"
LOG_DIR = "DURAK_LOG_DIR"
#: the folder of saves, statistics and kept games (unset: the config override when set, else the
#: user data folder)
DATA_DIR = "DURAK_DATA_DIR"
DEBUG_LOG = "DURAK_DEBUG_LOG"
CRASH_TEST = "DURAK_CRASH_TEST"
#: the first start offers the guided first game (the test suite turns it off: its apps start from
#: fresh settings, and would each meet the offer over the menu)
LESSON_OFFER = "DURAK_LESSON_OFFER"
