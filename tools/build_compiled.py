"""Build the compiled core: the modules of tools/compiled_modules.txt compiled with mypyc.

    python tools/build_compiled.py          # build into build/compiled/ (make compiled)
    python tools/build_compiled.py --clean  # remove build/compiled/

The source tree stays pure Python: the whole ``game`` package is copied to
``build/compiled/game`` and the listed modules are compiled there, so that
``PYTHONPATH=build/compiled`` runs the compiled build (the listed modules as extension
modules, every other module as the same pure source) and nothing the compiler writes lands
beside the sources.  See docs/compiled.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "compiled"
LIST = ROOT / "tools" / "compiled_modules.txt"


def compiled_modules() -> list[str]:
    """The module paths (``game/engine/game.py``) of the one list, in its order."""
    lines = LIST.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def module_name(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


#: the data folders the game finds beside ``game/`` (game/ground/paths.py): the copy needs them too,
#: or the compiled build would speak English only (its catalogues missing) and lack its puzzles
DATA_FOLDERS = ("locale", "puzzles", "sprites", "sounds", "fonts")


def copy_sources() -> None:
    # A fresh copy each build: a module dropped from the list must not stay compiled.
    shutil.rmtree(OUT, ignore_errors=True)
    shutil.copytree(
        ROOT / "game",
        OUT / "game",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd"),
    )
    for name in DATA_FOLDERS:
        shutil.copytree(ROOT / name, OUT / name)


def build() -> int:
    modules = compiled_modules()
    copy_sources()
    env = dict(os.environ)
    env.setdefault("MYPYC_OPT_LEVEL", "3")
    cmd = [sys.executable, "-m", "mypyc", *modules]
    print("$", " ".join(cmd), flush=True)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=OUT, env=env, capture_output=True, text=True)
    if done.returncode:
        # the compiler's whole log only when it failed (the C compiler lines are long)
        print(done.stdout[-20000:], done.stderr[-20000:], sep="\n", file=sys.stderr)
        print(f"mypyc failed (exit {done.returncode})", file=sys.stderr)
        return done.returncode
    seconds = time.perf_counter() - t0
    # mypyc's C sources and objects are not needed to run; the extension modules are.
    shutil.rmtree(OUT / "build", ignore_errors=True)
    groups = sorted(p.name.split(".")[0] for p in OUT.glob("*__mypyc*"))
    info = {
        "modules": [module_name(m) for m in modules],
        "runtime": groups,
        "build_seconds": round(seconds, 1),
    }
    (OUT / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    print(f"compiled {len(modules)} modules in {seconds:.0f} s into {OUT.relative_to(ROOT)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled build")
    args = parser.parse_args(argv)
    if args.clean:
        shutil.rmtree(OUT, ignore_errors=True)
        return 0
    return build()


if __name__ == "__main__":
    sys.exit(main())
