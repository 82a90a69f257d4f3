"""build.spec names every module the game imports by name at run time (PyInstaller cannot see those)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BY_NAME = re.compile(r"""(?:import_module|optional_scene)\(\s*["'](game\.[\w.]+)["']""")


def _spec_dynamic_imports() -> set[str]:
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "DYNAMIC_IMPORTS" for t in node.targets
        ):
            return set(ast.literal_eval(node.value))
    raise AssertionError("build.spec has no DYNAMIC_IMPORTS list")


def test_every_module_imported_by_name_is_bundled() -> None:
    wanted = {
        m for p in (ROOT / "game").rglob("*.py") for m in BY_NAME.findall(p.read_text(encoding="utf-8"))
    }
    missing = wanted - _spec_dynamic_imports()
    assert not missing, f"add to DYNAMIC_IMPORTS in build.spec: {sorted(missing)}"


def test_the_spec_uses_its_list() -> None:
    assert "hiddenimports=DYNAMIC_IMPORTS" in (ROOT / "build.spec").read_text(encoding="utf-8")


def test_the_spec_ships_the_compiled_catalogues_without_babel() -> None:
    # the game reads locale/<lang>/LC_MESSAGES/durak.mo through resource_path (docs/translating.md);
    # the .po sources and Babel, which compiles them, stay out
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert 'datas += tree("locale", skip=lambda p: p.suffix != ".mo")' in spec
    assert '"babel",' in spec.split("EXCLUDES = [", 1)[1].split("]", 1)[0]
    assert list((ROOT / "locale").glob("*/LC_MESSAGES/durak.mo"))


def test_the_scan_sees_an_import_by_name() -> None:
    # The game imports nothing by name today (scenes come from a registry); the scan must still
    # see one if it comes back.
    assert BY_NAME.findall('mod = importlib.import_module("game.ai.hint")') == ["game.ai.hint"]
