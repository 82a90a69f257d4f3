"""The engine's objects are changed only by the engine: the rest of the game uses its public face.

Outside ``game/engine/`` no code reads an attribute whose name begins with ``_`` from an
object other than its own (``self``, ``cls``, ``super()``, or a class of its own module),
and no code assigns a field of a :class:`Game` — a search changes a game through
:mod:`game.engine.fast`.  Which object an attribute belongs to is not known without
running the code, so the second rule goes by name: a store to an attribute named like one
of ``Game``'s fields counts, unless the module defines or imports a class (outside the
engine) with a field of that name (``node.n``: a search node's visits; ``drag.active``).
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.game import _SLOTS

GAME = Path(__file__).resolve().parents[1] / "game"

#: private reads of objects that are not the engine's, left to their owners (file, attribute)
ALLOWED_PRIVATE = {
    ("game/app/logs.py", "_durak"),  # the app's own mark on logging handlers and exceptions
    ("game/app/window.py", "_windowed_size"),  # the app's window size kept on the UI context
}

#: fields the search once wrote itself; in the modules that now call the fast interface's
#: writers (deal_hidden, resume_bout) they must stay checked
MUST_CHECK = {"hands", "deck", "seed", "discard", "last_player", "took", "bout_no"}


def _outside_engine() -> list[Path]:
    files = [p for p in sorted(GAME.rglob("*.py")) if p.relative_to(GAME).parts[0] != "engine"]
    assert len(files) > 30
    return files


def _own(node: ast.expr, classes: set[str]) -> bool:
    """Whether ``node`` is the code's own object: self, cls, super() or a class of its module."""
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls") or node.id in classes
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _classes(tree: ast.AST) -> dict[str, set[str]]:
    """The classes of one module and the attribute names each defines."""
    out: dict[str, set[str]] = {}
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        fields = out.setdefault(cls.name, set())
        for n in ast.walk(cls):
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
                fields.add(n.target.id)
            elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and _own(n.value, set()):
                fields.add(n.attr)
            elif isinstance(n, ast.Assign):
                for t in n.targets:
                    if isinstance(t, ast.Name) and t.id == "__slots__" and isinstance(n.value, ast.Tuple):
                        fields.update(e.value for e in n.value.elts if isinstance(e, ast.Constant))
    return out


def _own_fields(tree: ast.Module, everywhere: dict[str, set[str]]) -> set[str]:
    """Attribute names of the classes a module defines or imports by name (outside the engine)."""
    names = set(_classes(tree))
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom) and "engine" not in (n.module or "").split("."):
            names.update(a.name for a in n.names)
    return {f for name in names for f in everywhere.get(name, ())}


def _targets(t: ast.expr) -> list[ast.expr]:
    """The attributes and names a target stores to (``g.hands[p] = …`` stores to ``g.hands``)."""
    if isinstance(t, ast.Tuple | ast.List):
        return [x for e in t.elts for x in _targets(e)]
    if isinstance(t, ast.Starred):
        return _targets(t.value)
    while isinstance(t, ast.Subscript):
        t = t.value
    return [t]


def _trees() -> dict[Path, ast.Module]:
    return {p: ast.parse(p.read_text(encoding="utf-8")) for p in _outside_engine()}


# the module-level slot names: a compiled Game has no readable __slots__
GAME_FIELDS = {f for f in _SLOTS if not f.startswith("_")}


def private_reads(path: Path, tree: ast.Module) -> list[str]:
    rel = path.relative_to(GAME.parent).as_posix()
    classes = set(_classes(tree))
    out = []
    for n in ast.walk(tree):
        if (
            isinstance(n, ast.Attribute)
            and n.attr.startswith("_")
            and not n.attr.startswith("__")
            and not _own(n.value, classes)
            and (rel, n.attr) not in ALLOWED_PRIVATE
        ):
            out.append(f"{rel}:{n.lineno} reads {ast.unparse(n)}")
    return out


def game_writes(path: Path, tree: ast.Module, fields: set[str]) -> list[str]:
    rel = path.relative_to(GAME.parent).as_posix()
    out = []
    for n in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(n, ast.Assign):
            targets = list(n.targets)
        elif isinstance(n, ast.AugAssign | ast.AnnAssign):
            targets = [n.target]
        elif isinstance(n, ast.Delete):
            targets = list(n.targets)
        for t in targets:
            for part in _targets(t):
                if isinstance(part, ast.Attribute) and part.attr in fields and not _own(part.value, set()):
                    out.append(f"{rel}:{n.lineno} assigns {ast.unparse(t)}")
    return out


def _calls_writers(tree: ast.Module) -> bool:
    return any(isinstance(n, ast.Name) and n.id in ("deal_hidden", "resume_bout") for n in ast.walk(tree))


def all_game_writes(trees: dict[Path, ast.Module]) -> list[str]:
    everywhere: dict[str, set[str]] = {}
    for tree in trees.values():
        for name, fields in _classes(tree).items():
            everywhere.setdefault(name, set()).update(fields)
    out = []
    for path, tree in trees.items():
        fields = GAME_FIELDS - _own_fields(tree, everywhere)
        if _calls_writers(tree):
            assert fields >= MUST_CHECK, f"{path}: no longer checked: {sorted(MUST_CHECK - fields)}"
        out += game_writes(path, tree, fields)
    return out


def test_no_private_attribute_of_another_object_is_read_outside_the_engine() -> None:
    wrong = [w for path, tree in _trees().items() for w in private_reads(path, tree)]
    assert not wrong, "\n".join(wrong)


def test_no_field_of_a_game_is_assigned_outside_the_engine() -> None:
    trees = _trees()
    assert sum(_calls_writers(t) for t in trees.values()) >= 2  # the sampler and the lean simulator
    wrong = all_game_writes(trees)
    assert not wrong, "\n".join(wrong)


def test_the_checks_see_a_violation() -> None:
    # The rules must be able to fail: the writes the lean simulator once made are caught.
    code = (
        "def f(g):\n    g.hands[0] = 1\n    g.deck = []\n    g.bout_no += 1\n"
        "    g._legal = None\n    g._start_bout(0, [])\n"
    )
    tree = ast.parse(code)
    fake = GAME / "ai" / "fake.py"
    writes = game_writes(fake, tree, GAME_FIELDS)
    assert len(writes) == 3, writes
    reads = private_reads(fake, tree)
    assert [r.split(" reads ")[1] for r in reads] == ["g._legal", "g._start_bout"]
    own = ast.parse(
        "class A:\n    _n = 0\n    def f(self):\n        A._n += 1\n        self._x = super()._y\n"
    )
    assert private_reads(fake, own) == []
