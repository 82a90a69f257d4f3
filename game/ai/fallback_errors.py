"""What a computer player does with an error in an optional part of its thinking.

The exact solver, its leaves inside the search and the habit-exploiting choice all
have a fallback (the search, the playout policy, the solver's own move), so an error
in one of them must not cost the player its move.  But a fallback that is taken in
silence hides a bug behind slightly weaker play, so the first error of each kind in a
process is logged with its traceback, and with ``DURAK_AI_STRICT`` set in the
environment (the test suite sets it) it is raised instead.
"""

from __future__ import annotations

import logging

from game.ground import switches

log = logging.getLogger(__name__)

_reported: set[str] = set()


def fell_back(where: str) -> None:
    """Call inside ``except``: re-raise when strict, else log the first error of ``where``."""
    if switches.switch(switches.AI_STRICT):
        raise
    if where not in _reported:
        _reported.add(where)
        log.exception("%s failed; falling back (further errors here are not logged)", where)
