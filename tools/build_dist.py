"""Build the standalone game with PyInstaller and pack it into one archive for players.

    python tools/build_dist.py             # windowed one-folder build: dist/Durak/ (+ Durak.app on macOS)
    python tools/build_dist.py --onefile   # one self-extracting file: dist/onefile/Durak(.exe)
    python tools/build_dist.py --no-build  # only (re)pack what is already in dist/

The archive is ``dist/Durak-<version>-<os>-<arch>.tar.gz`` on Linux and macOS (tar keeps the
executable bit and the symlinks inside a macOS .app) and ``.zip`` on Windows; a one-file build
adds ``-onefile`` to the name.  The version is ``[project] version`` in pyproject.toml.

Figures (build time, unpacked size, archive size) are printed and written to
``dist/build-info.json`` (``build-info-onefile.json``).  ``make dist`` runs this script.
See docs/packaging.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP = "Durak"
#: the freedesktop / AppStream id (the macOS bundle id too)
APP_ID = "io.github.durak.Durak"
DESKTOP = ROOT / "packaging" / "linux"

sys.path.insert(0, str(ROOT / "tools"))
import notices  # noqa: E402


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ImportError:  # Python 3.10
        section = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
        found = re.search(r'^version\s*=\s*"([^"]+)"', section.group(1) if section else "", re.M)
        if not found:
            raise SystemExit("no [project] version in pyproject.toml") from None
        return found.group(1)
    return str(tomllib.loads(text)["project"]["version"])


def os_name() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux" if sys.platform.startswith("linux") else sys.platform


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "armv8": "arm64"}.get(machine, machine)


def tree_size(path: Path) -> int:
    """Bytes of all files under ``path`` (symlinks not followed, as an archive stores them)."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for dirpath, _dirnames, filenames in os.walk(path):
        for name in filenames:
            p = Path(dirpath, name)
            if not p.is_symlink():
                total += p.stat().st_size
    return total


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def run_pyinstaller(onefile: bool, clean: bool) -> float:
    env = dict(os.environ)
    env["DURAK_ONEFILE"] = "1" if onefile else "0"
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    kind = "onefile" if onefile else "onedir"
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST / "onefile" if onefile else DIST),
        "--workpath",
        str(WORK / kind),
    ]
    if clean:
        cmd.append("--clean")
    cmd.append(str(ROOT / "build.spec"))
    print("$", " ".join(cmd), flush=True)
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True)
    return time.perf_counter() - t0


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # players do not need our user/group names; keep the modes (the executable bit)
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(payload: Path, archive: Path) -> None:
    """Pack ``payload`` (a folder, .app or single file) so that it unpacks as one item."""
    archive.unlink(missing_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            if payload.is_file():
                zf.write(payload, payload.name)
            else:
                for path in sorted(payload.rglob("*")):
                    if path.is_file():
                        zf.write(path, path.relative_to(payload.parent).as_posix())
    else:
        with tarfile.open(archive, "w:gz", compresslevel=9) as tf:
            tf.add(payload, arcname=payload.name, filter=_tar_filter)


def add_desktop_files(folder: Path) -> None:
    """The freedesktop files of the Linux build, in their usual places under ``Durak/share/``."""
    share = folder / "share"
    places = {
        DESKTOP / f"{APP_ID}.desktop": share / "applications",
        DESKTOP / f"{APP_ID}.metainfo.xml": share / "metainfo",
    }
    for src, dest in places.items():
        dest.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dest / src.name)
    icons = share / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "sprites" / "icon.png", icons / f"{APP_ID}.png")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--onefile",
        action="store_true",
        help="build one self-extracting executable instead of the one-folder build "
        "(same as DURAK_ONEFILE=1; slower start, unpacks to a temp folder each run)",
    )
    parser.add_argument("--clean", action="store_true", help="drop PyInstaller's cache first (slower)")
    parser.add_argument(
        "--pure", action="store_true", help="bundle the pure-Python engine (no compiler needed)"
    )
    parser.add_argument("--no-build", action="store_true", help="only pack what is already in dist/")
    parser.add_argument("--no-archive", action="store_true", help="only build, do not pack")
    parser.add_argument("--print-version", action="store_true", help="print the version and stop")
    args = parser.parse_args(argv)
    if args.print_version:
        print(project_version())
        return 0
    onefile = args.onefile or os.environ.get("DURAK_ONEFILE", "") not in ("", "0")

    version = project_version()
    exe_name = APP + (".exe" if os_name() == "windows" else "")
    build_seconds = None
    if not args.no_build:
        if not args.pure:
            # the compiled core first: build.spec bundles build/compiled/ when it is there
            subprocess.run([sys.executable, str(ROOT / "tools" / "build_compiled.py")], check=True)
        else:
            subprocess.run([sys.executable, str(ROOT / "tools" / "build_compiled.py"), "--clean"], check=True)
        build_seconds = run_pyinstaller(onefile, args.clean)

    if onefile:
        payload = DIST / "onefile" / exe_name
    elif os_name() == "macos" and (DIST / f"{APP}.app").is_dir():
        payload = DIST / f"{APP}.app"  # the .app holds the whole one-folder build
    else:
        payload = DIST / APP
    if not payload.exists():
        print(f"nothing to pack: {payload} does not exist", file=sys.stderr)
        return 1
    if not onefile:
        missing = notices.check_built(payload)
        if missing:
            print(f"no third-party notice for: {', '.join(missing)}", file=sys.stderr)
            return 1
        if os_name() == "linux":
            add_desktop_files(payload)

    info: dict[str, object] = {
        "version": version,
        "os": os_name(),
        "arch": arch_name(),
        "onefile": onefile,
        "python": platform.python_version(),
        "build_seconds": None if build_seconds is None else round(build_seconds, 1),
        "payload": str(payload.relative_to(ROOT)),
        "unpacked_bytes": tree_size(payload),
        "engine": "compiled" if (ROOT / "build" / "compiled" / "build-info.json").is_file() else "pure",
    }
    if not args.no_archive:
        ext = ".zip" if os_name() == "windows" else ".tar.gz"
        name = f"{APP}-{version}-{os_name()}-{arch_name()}{'-onefile' if onefile else ''}{ext}"
        archive = DIST / name
        t0 = time.perf_counter()
        make_archive(payload, archive)
        info["archive"] = str(archive.relative_to(ROOT))
        info["archive_bytes"] = archive.stat().st_size
        info["archive_seconds"] = round(time.perf_counter() - t0, 1)

    info_file = DIST / f"build-info{'-onefile' if onefile else ''}.json"
    info_file.write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    if build_seconds is not None:
        print(f"build time:   {build_seconds:.1f} s")
    print(f"unpacked:     {mb(int(info['unpacked_bytes']))}  ({info['payload']})")  # type: ignore[call-overload]
    if "archive" in info:
        print(f"archive:      {mb(int(info['archive_bytes']))}  ({info['archive']})")  # type: ignore[call-overload]
    return 0


if __name__ == "__main__":
    sys.exit(main())
