"""The layers: app → ui → play → ai → engine, with game/ground beneath all.

Each package imports only itself and the layers below it; nothing but the UI and the app imports
pygame; the engine imports nothing but the standard library and the ground.  A function-local
import of a ``game.`` module (a way to dodge these rules, or an import circle) carries a comment
saying why.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"

#: from the bottom up; a layer may import every layer before it in this list, and itself
LAYERS = ("ground", "engine", "ai", "play", "ui", "app")
#: third-party packages that only the top two layers may use
GRAPHICS = ("pygame", "pygame_gui")


def _layer(path: Path) -> str:
    rel = path.relative_to(GAME)
    if rel.parts[0] in ("app.py", "__main__.py"):
        return "app"
    return rel.parts[0] if len(rel.parts) > 1 else "ground"


def _module_of(path: Path) -> str:
    rel = path.relative_to(GAME.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if node.level == 0:
        return [node.module or ""]
    package = _module_of(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    base = package[: len(package) - (node.level - 1)]
    return [".".join([*base, node.module] if node.module else base)]


def _target_layer(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "game":
        return None
    if len(parts) == 1:
        return "ground"
    if parts[1] in ("app", "__main__"):
        return "app"
    return parts[1] if parts[1] in LAYERS else "ground"


def _sources() -> list[Path]:
    files = sorted(GAME.rglob("*.py"))
    assert len(files) > 40
    return files


def _imports(path: Path) -> list[tuple[int, str, bool]]:
    """(line, module, at module level) for every import of ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(n) for n in tree.body}
    for n in tree.body:  # imports under a module-level ``if``/``try`` count as module level
        if isinstance(n, ast.If | ast.Try):
            top.update(id(c) for c in ast.walk(n))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            for module in _imported(path, node):
                out.append((node.lineno, module, id(node) in top))
    return out


def test_every_package_is_a_known_layer() -> None:
    for path in _sources():
        assert _layer(path) in LAYERS, path


def test_each_layer_imports_only_itself_and_the_layers_below() -> None:
    wrong = []
    for path in _sources():
        mine = LAYERS.index(_layer(path))
        for line, module, _ in _imports(path):
            target = _target_layer(module)
            if target is not None and LAYERS.index(target) > mine:
                wrong.append(f"{path.relative_to(GAME.parent)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


def test_only_the_ui_and_the_app_import_pygame() -> None:
    wrong = []
    for path in _sources():
        if _layer(path) in ("ui", "app"):
            continue
        for line, module, _ in _imports(path):
            if module.split(".")[0] in GRAPHICS:
                wrong.append(f"{path.relative_to(GAME.parent)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("game.engine", "pygame"),
        ("game.engine.cli", "pygame"),
        ("game.ai.levels", "pygame"),
        ("game.play.session", "pygame"),
    ],
)
def test_importing_a_lower_layer_loads_no_pygame(package: str, forbidden: str) -> None:
    code = f"import importlib, sys; importlib.import_module({package!r}); print({forbidden!r} in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_game_imports_none_of_the_developer_tools() -> None:
    # The arena, the benchmarks and the tests stay out of the shipped package and its build, and
    # so does Babel, which makes the translation catalogues the game reads with gettext.
    wrong = []
    for path in _sources():
        for line, module, _ in _imports(path):
            if module.split(".")[0] in ("tools", "bench", "tests", "babel"):
                wrong.append(f"{path.relative_to(GAME.parent)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)
    assert not (GAME / "ai" / "arena.py").exists()


def test_the_checker_sees_a_wrong_import(tmp_path: Path) -> None:
    # The rules above must be able to fail: an engine module that imports the UI is caught.
    fake = GAME / "engine" / "rules.py"
    node = ast.parse("from game.ui.i18n import tr").body[0]
    assert isinstance(node, ast.ImportFrom)
    module = _imported(fake, node)[0]
    assert LAYERS.index(_target_layer(module) or "ground") > LAYERS.index(_layer(fake))
    rel = ast.parse("from ..ui import i18n").body[0]
    assert isinstance(rel, ast.ImportFrom)
    assert _imported(fake, rel) == ["game.ui"]


#: files that parse JSON themselves: the strict reader, and readers of data the game ships or
#: its developer tools write (the bundled UI theme, arena runs), never a file a user hands it
JSON_READERS = ("jsonfile.py", "context.py", "arena_results.py")


def test_files_from_users_are_parsed_only_by_the_strict_reader() -> None:
    # Settings, records (and any save to come) go through game/ground/jsonfile.py (issue 18).
    wrong = []
    for path in _sources():
        if path.name in JSON_READERS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in ("load", "loads")
                and isinstance(node.value, ast.Name)
                and node.value.id == "json"
            ):
                wrong.append(f"{path.relative_to(GAME.parent)}:{node.lineno} calls json.{node.attr}")
    assert not wrong, "\n".join(wrong)


SCENES = GAME / "ui" / "scenes"
#: modules of game/ui/scenes that are not scenes: the package and the menus' shared base
SCENE_HELPERS = ("__init__", "base")


def _scene_modules() -> set[str]:
    return {f"game.ui.scenes.{p.stem}" for p in SCENES.glob("*.py") if p.stem not in SCENE_HELPERS}


def _names_imported(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import of ``path``, ``from package import module`` included."""
    out = []
    for line, module, _ in _imports(path):
        out.append((line, module))
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = _imported(path, node)[0]
            out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
    return out


#: scenes that extend another scene, and the one they extend: the guided first game is the card
#: table with a panel and a script (a copy would drift from it); nothing imports the lesson back
EXTENDS = {"game.ui.scenes.lesson": "game.ui.scenes.table"}


def test_no_scene_imports_another_scene() -> None:
    # Scenes open each other by name (ctx.make_scene, game/ui/scene_index.py), so no import circles.
    scenes = _scene_modules()
    assert {"game.ui.scenes.table", "game.ui.scenes.pause", "game.ui.scenes.main_menu"} <= scenes
    assert set(EXTENDS) | set(EXTENDS.values()) <= scenes
    wrong = []
    for path in sorted(SCENES.glob("*.py")):
        me = _module_of(path)
        for line, module in _names_imported(path):
            if module in scenes and module != me and EXTENDS.get(me) != module:
                wrong.append(f"{path.relative_to(GAME.parent)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


def test_nothing_is_imported_by_name() -> None:
    # importlib.import_module hides a module from the frozen build's import scan and from these rules.
    wrong = []
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        for word in ("import_module(", "__import__("):
            if word in text:
                wrong.append(f"{path.relative_to(GAME.parent)} uses {word}")
        for line, module, _ in _imports(path):
            if module == "importlib" or (module.startswith("importlib.") and module != "importlib.metadata"):
                wrong.append(f"{path.relative_to(GAME.parent)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


#: files of game/ allowed over MAX_LINES, and classes over MAX_METHODS, until they are split
#: (issue 32); an entry that is no longer needed fails the test, so the list only shrinks
LONG_FILES = {"engine/game.py"}
BIG_CLASSES = {"engine/game.py:Game"}
MAX_LINES = 600
MAX_METHODS = 40


def test_no_file_or_class_grows_past_what_one_reader_can_hold() -> None:
    long_files, big_classes = set(), set()
    for path in _sources():
        rel = path.relative_to(GAME).as_posix()
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > MAX_LINES:
            long_files.add(rel)
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                methods = [n for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
                if len(methods) > MAX_METHODS:
                    big_classes.add(f"{rel}:{node.name}")
    assert long_files == LONG_FILES
    assert big_classes == BIG_CLASSES


def test_the_table_parts_import_no_scene_and_are_handed_none() -> None:
    # The table's parts are what the table scene is made of; a part that imports a scene runs in
    # a circle, and a part handed the scene gets more than it needs: each gets the few things it
    # uses (the keeper, the cheating desk, your moves: a small dataclass of callables or the parts).
    wrong = set()
    for path in sorted((GAME / "ui" / "table").glob("*.py")):
        if any(module.startswith("game.ui.scenes") for _, module in _names_imported(path)):
            wrong.add(f"{path.name} imports a scene")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "__init__":
                for arg in node.args.args + node.args.kwonlyargs:
                    hint = ast.unparse(arg.annotation) if arg.annotation is not None else ""
                    if arg.arg in ("scene", "table") and "Seams" not in hint and "Calls" not in hint:
                        wrong.add(f"{path.name}: {arg.arg}: {hint}")
    assert not wrong, sorted(wrong)
