"""Every native library the build bundles has a notice (tools/notices.py, licenses/)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import notices  # noqa: E402


def _pygame_libraries() -> list[Path]:
    """The shared libraries inside the installed pygame-ce wheel: what the build copies in."""
    import pygame

    pkg = Path(pygame.__file__).parent
    places = [pkg.parent / "pygame_ce.libs", pkg / ".dylibs", pkg]
    found = []
    for place in places:
        if place.is_dir():
            found += [
                p
                for p in place.iterdir()
                if notices.is_shared_library(p.name) and not notices.is_extension_module(p.name)
            ]
    return found


def test_every_library_of_the_pygame_wheel_has_a_notice() -> None:
    libs = _pygame_libraries()
    assert len(libs) >= 10  # SDL2 and its image, sound and font libraries
    missing = [p.name for p in libs if notices.native_for(p.name) is None]
    assert not missing, f"add to NATIVE in tools/notices.py: {missing}"


#: the native libraries of pygame-ce 2.5.8's Windows and macOS (universal2) wheels, for the builds
#: that are not made here
OTHER_WHEELS = {
    "win_amd64": "SDL2.dll SDL2_image.dll libtiff-5.dll libwebp-7.dll libwebpdemux-2.dll libjpeg-62.dll "
    "libpng16-16.dll SDL2_mixer.dll libogg-0.dll libopus-0.dll libopusfile-0.dll libwavpack-1.dll libxmp.dll "
    "SDL2_ttf.dll freetype.dll portmidi.dll",
    "macosx_universal2": "libwebp.7.2.0.dylib libmpg123.0.dylib libxmp.4.7.2.dylib libogg.0.8.6.dylib "
    "libbrotlicommon.1.2.0.dylib libbrotlidec.1.2.0.dylib libvorbisenc.2.0.12.dylib libpng16.16.58.0.dylib "
    "libvorbisfile.3.3.8.dylib libtiff.6.3.0.dylib libSDL2-2.0.0.dylib libportmidi.2.0.7.dylib "
    "libjpeg.62.4.0.dylib libfreetype.6.dylib libSDL2_mixer-2.0.0.800.2.dylib libFLAC.14.0.0.dylib "
    "libharfbuzz.0.dylib libSDL2_ttf-2.0.0.2400.0.dylib libwebpdemux.2.0.17.dylib libz.1.3.1.zlib-ng.dylib "
    "libSDL2_image-2.0.0.800.12.dylib libwavpack.1.dylib libsndfile.1.0.37.dylib libvorbis.0.4.9.dylib "
    "libopusfile.0.dylib libfluidsynth.3.5.6.dylib libopus.0.dylib libsharpyuv.0.1.2.dylib",
}


@pytest.mark.parametrize("wheel", sorted(OTHER_WHEELS))
def test_every_library_of_the_other_wheels_has_a_notice(wheel: str) -> None:
    missing = [name for name in OTHER_WHEELS[wheel].split() if notices.native_for(name) is None]
    assert not missing, f"add to NATIVE in tools/notices.py: {missing}"


def test_every_notice_text_exists_and_every_text_is_used() -> None:
    named = {lib.notice for lib in notices.NATIVE}
    on_disk = {p.name for p in (notices.LICENSES / "native").iterdir()}
    assert named == on_disk
    for name in named:
        assert len((notices.LICENSES / "native" / name).read_text(encoding="utf-8")) > 200, name


@pytest.mark.parametrize(
    ("file_name", "project"),
    [
        ("libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2"),
        ("libSDL2_mixer-2-6719e6f6.0.so.0.800.2", "SDL2_mixer"),
        ("SDL2_image.dll", "SDL2_image"),
        ("libfreetype.6.dylib", "FreeType"),
        ("libpng16-16.dll", "libpng"),
        ("libz.so.1", "zlib"),
        ("zlib1.dll", "zlib"),
        ("libpython3.11.so.1.0", "Python"),
        ("python311.dll", "Python"),
        ("Python", "Python"),
        ("VCRUNTIME140_1.dll", "Microsoft Visual C++ runtime"),
        ("libstdc++.so.6", "GCC runtime (libstdc++, libgcc)"),
        ("libexpat.so.1", "Expat"),  # Ubuntu's Python links these two
        ("libmpdec.so.3", "mpdecimal"),
        ("libffi-8.dll", "libffi"),
    ],
)
def test_library_names_of_each_system(file_name: str, project: str) -> None:
    lib = notices.native_for(file_name)
    assert lib is not None and lib.project == project


def test_a_library_without_a_notice_stops_the_build() -> None:
    binaries = [
        "libSDL2-2-50d19f93.0.so.0",
        "libmystery-1a2b.so.3",
        "pygame/base.cpython-311-x86_64-linux-gnu.so",
    ]
    with pytest.raises(ValueError, match="libmystery"):
        notices.render("t", binaries, [], [])


def test_the_notices_list_each_file_and_carry_the_texts(tmp_path: Path) -> None:
    binaries = [
        "libSDL2-2-50d19f93.0.so.0",
        "pygame_ce.libs/libogg-15db22d2.so.0.8.6",
        "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
    ]
    text = notices.render(
        "Durak test", binaries, [], [("DejaVu fonts", ROOT / "fonts" / "LICENSE-DejaVu.txt")]
    )
    assert "SDL2: libSDL2-2-50d19f93.0.so.0" in text
    assert "libogg: libogg-15db22d2.so.0.8.6" in text
    assert "_json" not in text  # an extension module falls under its package's licence
    assert (notices.LICENSES / "native" / "SDL2.txt").read_text(encoding="utf-8").strip()[:200] in text
    assert "Bitstream Vera" in text


def test_the_check_of_a_built_folder_finds_an_unlisted_library(tmp_path: Path) -> None:
    (tmp_path / "licenses").mkdir()
    (tmp_path / "licenses" / notices.FILE_NAME).write_text("SDL2: libSDL2-2.0.so.0\n", encoding="utf-8")
    (tmp_path / "libSDL2-2.0.so.0").write_bytes(b"")
    assert notices.check_built(tmp_path) == []
    (tmp_path / "libogg.so.0").write_bytes(b"")
    assert notices.check_built(tmp_path) == ["libogg.so.0"]


def test_the_built_bundle_lists_every_library() -> None:
    # .ci/run builds dist/ first (.ci/frozen.sh), so CI always checks the real bundle here too
    built = ROOT / "dist" / "Durak"
    if not built.is_dir():
        pytest.skip("no build in dist/Durak (make dist)")
    assert notices.check_built(built) == []
