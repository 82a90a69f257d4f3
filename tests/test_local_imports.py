"""A function-local import of a game module says why it is not at the top of its file."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def _local_game_imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            relative_or_game = (
                node.level > 0 or (node.module or "").startswith("game")
                if isinstance(node, ast.ImportFrom)
                else False
            )
            if isinstance(node, ast.ImportFrom) and relative_or_game:
                out.append((node.lineno, node.module or "."))
            elif isinstance(node, ast.Import) and any(a.name.startswith("game") for a in node.names):
                out.append((node.lineno, node.names[0].name))
    return out


def _explained(lines: list[str], lineno: int) -> bool:
    """A comment on the import's line, or just above its group of imports (blank lines included)."""
    if "#" in lines[lineno - 1]:
        return True
    i = lineno - 2
    while i >= 0:
        text = lines[i].strip()
        if text.startswith("#"):
            return True
        if text and not (text.startswith(("import ", "from ")) or text.endswith(("(", ",")) or text == ")"):
            return False
        i -= 1
    return False


def test_every_function_local_game_import_has_a_reason() -> None:
    wrong = []
    for path in sorted(GAME.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for lineno, module in _local_game_imports(path):
            if not _explained(lines, lineno):
                wrong.append(f"{path.relative_to(GAME.parent)}:{lineno} imports {module} inside a function")
    assert not wrong, "\n".join(wrong)
