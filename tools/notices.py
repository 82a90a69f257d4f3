"""Third-party notices, made when the game is built from what the bundle really contains.

``build.spec`` hands :func:`write_notices` the binaries PyInstaller is about to ship (``a.binaries``)
and the Python packages of the pure modules; out comes ``THIRD_PARTY_NOTICES.txt`` for the bundle's
``licenses/`` folder: every shared library by its file name with the project it comes from, every
Python package with its licence, then the full texts.  A library that is not in :data:`NATIVE`
stops the build: nothing is shipped without its notice.

    python tools/notices.py --check dist/Durak   # every shared library of a built folder is listed

The texts of the native libraries in ``licenses/native/`` are Debian's copyright files of the same
upstream projects (``/usr/share/doc/<package>/copyright``); the licences they refer to by name
(``/usr/share/common-licenses/...``) are in ``licenses/common/``.  Artwork under a licence of its own
(the Dondorf deck) has its notice in ``licenses/art/`` (:data:`ART`).  See docs/packaging.md.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENSES = ROOT / "licenses"
FILE_NAME = "THIRD_PARTY_NOTICES.txt"


@dataclass(frozen=True)
class Native:
    project: str
    notice: str  # file under licenses/native/
    stems: tuple[
        str, ...
    ]  # file names without "lib", up to the first "-" or "." (digits at the end optional)


NATIVE: tuple[Native, ...] = (
    Native("SDL2", "SDL2.txt", ("sdl2",)),
    Native("SDL2_image", "SDL2_image.txt", ("sdl2_image",)),
    Native("SDL2_mixer", "SDL2_mixer.txt", ("sdl2_mixer",)),
    Native("SDL2_ttf", "SDL2_ttf.txt", ("sdl2_ttf",)),
    Native("FreeType", "FreeType.txt", ("freetype",)),
    Native("HarfBuzz", "HarfBuzz.txt", ("harfbuzz",)),
    Native("libpng", "libpng.txt", ("png",)),
    Native("libjpeg-turbo", "libjpeg-turbo.txt", ("jpeg", "turbojpeg")),
    Native("libtiff", "libtiff.txt", ("tiff",)),
    Native("libwebp", "libwebp.txt", ("webp", "webpdemux", "webpmux", "sharpyuv")),
    Native("libdeflate", "libdeflate.txt", ("deflate",)),
    Native("zstd", "zstd.txt", ("zstd",)),
    Native("xz (liblzma)", "xz.txt", ("lzma",)),
    Native("bzip2", "bzip2.txt", ("bz",)),
    Native("zlib", "zlib.txt", ("z", "zlib")),
    Native("Brotli", "Brotli.txt", ("brotlicommon", "brotlidec", "brotlienc")),
    Native("libogg", "libogg.txt", ("ogg",)),
    Native("libvorbis", "libvorbis.txt", ("vorbis", "vorbisenc", "vorbisfile")),
    Native("Opus", "Opus.txt", ("opus",)),
    Native("opusfile", "opusfile.txt", ("opusfile",)),
    Native("FLAC", "FLAC.txt", ("flac",)),
    Native("mpg123", "mpg123.txt", ("mpg123", "out123", "syn123")),
    Native("libsndfile", "libsndfile.txt", ("sndfile",)),
    Native("WavPack", "WavPack.txt", ("wavpack",)),
    Native("libxmp", "libxmp.txt", ("xmp",)),
    Native("FluidSynth", "FluidSynth.txt", ("fluidsynth",)),
    Native("PortMidi", "PortMidi.txt", ("portmidi",)),
    Native("ALSA library", "alsa-lib.txt", ("asound",)),
    Native("libffi", "libffi.txt", ("ffi",)),
    # linked by a Debian/Ubuntu Python (the Linux release is built with Ubuntu 22.04's)
    Native("Expat", "expat.txt", ("expat",)),
    Native("mpdecimal", "mpdecimal.txt", ("mpdec",)),
    Native(
        "GCC runtime (libstdc++, libgcc)", "GCC-runtime.txt", ("stdc++", "gcc_s", "gcc_s_seh", "winpthread")
    ),
    Native("Python", "Python.txt", ("python",)),
    Native("Microsoft Visual C++ runtime", "MSVC-runtime.txt", ("vcruntime", "msvcp", "ucrtbase", "api")),
)

#: artwork the bundle ships under its own licence: (what it is, its notice under licenses/); build.spec
#: lists each under "Other" and copies the notice into the bundle's licenses/ folder
ART: tuple[tuple[str, str], ...] = (
    ("Dondorf card deck (sprites/decks/dondorf/), GPL-2+, from KDE's card games", "art/Dondorf.txt"),
)

#: Python packages whose licence texts are not in their dist-info (pygame-ce ships its LGPL in the package)
PACKAGE_TEXTS = {"pygame-ce": ("pygame", "docs", "generated", "LGPL.txt")}

_SHARED = re.compile(r"(?i)(\.so(\.[\d.]+)?|\.dylib|\.dll|\.pyd)$")
_EXTENSION = re.compile(r"(?i)(\.cpython-[^/\\]*\.so|\.abi3\.so|\.pyd)$")


def stem(file_name: str) -> str:
    """``libSDL2_image-2-d69.so.0`` → ``sdl2_image``; ``zlib1.dll`` → ``zlib1``."""
    name = file_name.lower()
    if name.startswith("lib"):
        name = name[3:]
    return re.split(r"[-.]", name, maxsplit=1)[0]


def native_for(file_name: str) -> Native | None:
    """The project a shared library comes from, by its file name; None if unknown."""
    s = stem(file_name)
    bare = re.sub(r"[\d_]+$", "", s)
    for lib in NATIVE:
        if s in lib.stems or bare in lib.stems:
            return lib
    return None


def is_shared_library(path: str) -> bool:
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    return bool(_SHARED.search(name)) or name == "Python"  # macOS: the framework's library has no suffix


def is_extension_module(path: str) -> bool:
    """A compiled Python module: covered by the licence of its package (or Python's)."""
    return bool(_EXTENSION.search(path.replace("\\", "/")))


@dataclass(frozen=True)
class Package:
    name: str
    version: str
    licence: str
    texts: tuple[Path, ...]


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace").strip()


def native_table(binaries: Iterable[str]) -> tuple[dict[Native, list[str]], list[str]]:
    """(project → its files, files of no known project) for the bundle's binaries (destination paths)."""
    found: dict[Native, list[str]] = {}
    unknown: list[str] = []
    for dest in sorted(set(binaries)):
        name = dest.replace("\\", "/").rsplit("/", 1)[-1]
        if not is_shared_library(dest) or is_extension_module(dest):
            continue
        lib = native_for(name)
        if lib is None:
            unknown.append(dest)
        elif name not in found.setdefault(lib, []):
            found[lib].append(name)
    return found, unknown


def _common_licences(texts: Iterable[str]) -> list[Path]:
    wanted = set()
    for text in texts:
        wanted.update(re.findall(r"common-licenses/([A-Za-z0-9.+-]+?)\.?(?=[\s'\"),]|$)", text))
    return [
        LICENSES / "common" / f"{n}.txt"
        for n in sorted(wanted)
        if (LICENSES / "common" / f"{n}.txt").is_file()
    ]


def render(
    title: str, binaries: Iterable[str], packages: Iterable[Package], others: Iterable[tuple[str, Path]]
) -> str:
    """The notices file: lists first, full texts after.  ValueError names libraries without a notice."""
    found, unknown = native_table(binaries)
    if unknown:
        raise ValueError(
            "no notice for these bundled libraries (add them to NATIVE in tools/notices.py, with their "
            "licence text in licenses/native/): " + ", ".join(unknown)
        )
    rule = "=" * 78
    out = [
        title,
        "",
        "This game bundles the following third-party software. This list is generated when the game is",
        "built, from the files that go into this bundle (tools/notices.py). Full texts follow the lists.",
        "",
        rule,
        "Native libraries (file names as in this bundle)",
        rule,
    ]
    for lib in sorted(found, key=lambda n: n.project.lower()):
        out.append(f"{lib.project}: {', '.join(sorted(found[lib]))}")
    out += ["", rule, "Python packages", rule]
    pkgs = sorted(packages, key=lambda p: p.name.lower())
    for pkg in pkgs:
        out.append(f"{pkg.name} {pkg.version}: {pkg.licence}")
    out += ["", rule, "Other", rule]
    others = list(others)
    for name, _path in others:
        out.append(name)
    texts: list[tuple[str, str]] = []
    for lib in sorted(found, key=lambda n: n.project.lower()):
        texts.append((lib.project, _read(LICENSES / "native" / lib.notice)))
    for pkg in pkgs:
        for path in pkg.texts:
            texts.append((f"{pkg.name} ({path.name})", _read(path)))
    for name, path in others:
        texts.append((name, _read(path)))
    for path in _common_licences(t for _, t in texts):
        texts.append(
            (f"{path.stem} (referred to above as /usr/share/common-licenses/{path.stem})", _read(path))
        )
    for name, text in texts:
        out += ["", "", rule, name, rule, "", text]
    return "\n".join(out) + "\n"


def packages_of(modules: Iterable[str]) -> list[Package]:
    """The installed distributions that provide these top-level modules, with their licence texts."""
    from importlib import metadata

    by_module = metadata.packages_distributions()
    names = {dist for mod in modules for dist in by_module.get(mod.split(".")[0], [])}
    out = []
    for name in sorted(names):
        dist = metadata.distribution(name)
        meta = dist.metadata
        licence = meta.get("License-Expression") or meta.get("License") or ""
        if not licence:
            licence = next(
                (c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if "License" in c), ""
            )
        files = [
            Path(str(dist.locate_file(f)))
            for f in dist.files or []
            if re.search(r"(?i)licen[cs]e|copying", str(f))
        ]
        extra = PACKAGE_TEXTS.get(meta["Name"])
        if extra:
            files.append(Path(str(dist.locate_file(Path(*extra)))))
        texts = tuple(p for p in files if p.is_file() and p.suffix not in (".py", ".pyc"))
        out.append(Package(meta["Name"], dist.version, licence or "see its text below", texts))
    return out


def write_notices(
    out_dir: Path,
    title: str,
    binaries: Iterable[str],
    modules: Iterable[str],
    others: Iterable[tuple[str, Path]],
) -> Path:
    path = out_dir / FILE_NAME
    path.write_text(render(title, binaries, packages_of(modules), others), encoding="utf-8")
    return path


def check_built(folder: Path) -> list[str]:
    """Shared libraries in a built folder that its notices file does not list (empty: all listed)."""
    notices = next(iter(sorted(folder.rglob(FILE_NAME))), None)
    if notices is None:
        return [f"no {FILE_NAME} in {folder}"]
    listed = notices.read_text(encoding="utf-8")
    missing = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or not is_shared_library(path.name) or is_extension_module(str(path)):
            continue
        if native_for(path.name) is None or path.name not in listed:
            missing.append(str(path.relative_to(folder)))
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", type=Path, metavar="FOLDER", required=True, help="a built one-folder bundle"
    )
    args = parser.parse_args(argv)
    missing = check_built(args.check)
    for item in missing:
        print(f"notices: not listed: {item}", file=sys.stderr)
    if not missing:
        print(f"notices: every shared library in {args.check} is listed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
