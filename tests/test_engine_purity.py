"""The engine is pure Python: nothing under game/engine may import pygame (or the UI/AI)."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "game" / "engine"
FORBIDDEN = ("pygame", "pygame_gui", "game.ui", "game.ai")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_module_under_engine_imports_pygame_or_upper_layers() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 5
    for path in files:
        for name in _imports(path):
            assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"


def test_importing_the_engine_loads_no_pygame() -> None:
    code = "import sys, game.engine, game.engine.cli; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
