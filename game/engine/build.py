"""Which build of the engine runs: ``compiled`` (mypyc extension modules) or ``pure`` Python.

The source is the pure reference; a compiled build (tools/build_compiled.py, docs/compiled.md)
replaces some modules by extension modules of the same source.  The self-test reports it, and the
tests that patch engine internals a compiled module cannot see are skipped on it.
"""

from __future__ import annotations

from . import game


def build() -> str:
    """``compiled`` when the state machine is an extension module, else ``pure``."""
    # a source or byte-code file is the pure build; anything else (.so, .pyd) an extension module
    name = game.__file__ or ""
    return "pure" if name.endswith((".py", ".pyc")) else "compiled"


def is_compiled() -> bool:
    return build() == "compiled"
