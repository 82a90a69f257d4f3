"""The generated art, sound and font assets are complete, well-formed and consistent.

Regenerate with ``tools/make_sprites.py`` and ``tools/make_sounds.py`` (see docs/assets.md).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
import math
import struct
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.engine.cards import Card
from game.ui.card_indices import INDEX_SETS, OWN_FACES
from game.ui.settings import CARD_BACKS, FELTS
from game.ui.table.card_images import face_path, suit_colour

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"
FONTS = ROOT / "fonts"

RANKS = "23456789TJQKA"
#: the French suits, then the generalized decks' ★ ☾ ♛ ⚓
SUITS = "SHDCEFGI"
EXTRA_SUITS = "EFGI"
#: the suits the four-colour style inks differently: the only faces in sprites/cards4
FOUR_COLOUR_SUITS = "DC"
CARD_STYLES = ("cards", "cards4")
CARD_SIZE = (250, 350)
GLOW_MARGIN = 20
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# name: (min seconds, max seconds)
SOUND_SPECS = {
    "deal": (0.08, 0.2),
    "play": (0.1, 0.3),
    "beat": (0.1, 0.3),
    "take": (0.3, 0.6),
    "discard": (0.2, 0.5),
    "shuffle": (0.6, 1.2),
    "win": (0.7, 1.5),
    "lose": (0.7, 1.5),
    "invalid": (0.12, 0.3),
    "click": (0.02, 0.08),
    "turn": (0.2, 0.5),
}


def face(code: str, four_colour: bool = False, index_set: str = "international") -> Path:
    """The sprite the game shows for the card ``code`` ("QH")."""
    return face_path(Card.parse(code), four_colour, index_set)


def load(path: Path) -> pygame.Surface:
    assert path.is_file(), f"missing {path.relative_to(ROOT)}"
    return pygame.image.load(str(path))


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    w, h = struct.unpack(">II", data[16:24])
    return w, h


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("index_set", INDEX_SETS)
@pytest.mark.parametrize("four", [False, True])
def test_every_card_exists_and_has_the_same_size(four: bool, index_set: str) -> None:
    sizes = {}
    for suit in SUITS:
        for rank in RANKS:
            sizes[rank + suit] = load(face(rank + suit, four, index_set)).get_size()
    assert len(sizes) == 13 * len(SUITS)
    assert set(sizes.values()) == {CARD_SIZE}, sizes


def test_each_folder_holds_only_the_faces_that_differ() -> None:
    """cards: every face; cards4: the suits it inks otherwise; a set's folder: the ranks it letters
    otherwise (no face is stored twice)."""

    def names(folder: Path) -> list[str]:
        return sorted(p.name for p in folder.glob("*.png"))

    every = sorted(f"{rank}{suit}.png" for suit in SUITS for rank in RANKS)
    assert names(SPRITES / "cards") == every
    assert names(SPRITES / "cards4") == sorted(f"{r}{s}.png" for s in FOUR_COLOUR_SUITS for r in RANKS)
    for index_set in INDEX_SETS:
        own = [r for r in RANKS if Card.parse(r + "S").rank in OWN_FACES[index_set]]
        for folder, suits in (("cards", SUITS), ("cards4", FOUR_COLOUR_SUITS)):
            assert names(SPRITES / folder / index_set) == sorted(f"{r}{s}.png" for s in suits for r in own)
    folders = {
        p.relative_to(SPRITES).as_posix() for c in CARD_STYLES for p in (SPRITES / c).iterdir() if p.is_dir()
    }
    assert folders == {f"{c}/{i}" for c in CARD_STYLES for i in INDEX_SETS if OWN_FACES[i]}


@pytest.mark.parametrize("style", CARD_STYLES)
def test_cards_have_rounded_transparent_corners_and_opaque_faces(style: str) -> None:
    img = load(SPRITES / style / "QD.png")
    w, h = img.get_size()
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert img.get_at((x, y)).a == 0, f"corner {(x, y)} should be transparent"
    for x, y in ((w // 2, 3), (3, h // 2), (w // 2, h // 2), (w - 4, h // 2), (w // 2, h - 4)):
        assert img.get_at((x, y)).a == 255, f"{(x, y)} should be opaque"


def _count(img: pygame.Surface, pred: Callable[[pygame.Color], bool]) -> int:
    w, h = img.get_size()
    n = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            c = img.get_at((x, y))
            if c.a > 200 and pred(c):
                n += 1
    return n


def _blue(c: pygame.Color) -> bool:
    return c.b > 120 and c.b > c.r + 60


def _green(c: pygame.Color) -> bool:
    return c.g > 90 and c.g > c.r + 50 and c.g > c.b + 30


def _red(c: pygame.Color) -> bool:
    return c.r > 150 and c.r > c.g + 80 and c.r > c.b + 80


def test_two_colour_and_four_colour_suits() -> None:
    # 2-colour deck: diamonds red, clubs black; 4-colour deck: diamonds blue, clubs green
    assert _count(load(SPRITES / "cards" / "5D.png"), _red) > 300
    assert _count(load(SPRITES / "cards" / "5D.png"), _blue) == 0
    assert _count(load(SPRITES / "cards4" / "5D.png"), _blue) > 300
    assert _count(load(SPRITES / "cards4" / "5C.png"), _green) > 300
    assert _count(load(SPRITES / "cards" / "5C.png"), _green) == 0
    # hearts red in both
    for four in (False, True):
        assert _count(load(face("5H", four)), _red) > 300


def test_the_four_colour_style_stores_no_face_of_the_two_colour_style() -> None:
    for path in (SPRITES / "cards4").rglob("*.png"):
        twin = SPRITES / "cards" / path.relative_to(SPRITES / "cards4")
        a = pygame.image.tobytes(load(path), "RGBA")
        assert a != pygame.image.tobytes(load(twin), "RGBA"), path.name


def test_cards_are_all_different() -> None:
    seen = {}
    for suit in SUITS:
        for rank in RANKS:
            data = pygame.image.tobytes(load(SPRITES / "cards" / f"{rank}{suit}.png"), "RGBA")
            assert data not in seen, f"{rank}{suit} looks exactly like {seen.get(data)}"
            seen[data] = rank + suit


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


#: Machado, Oliveira and Fernandes (2009), severity 1: what linear RGB looks like to people
#: with protanopia, deuteranopia and tritanopia
CVD = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _lab_as_seen(rgb: tuple[int, int, int], vision: str) -> tuple[float, float, float]:
    """CIELAB (D65) of ``rgb`` as a person with ``vision`` sees it."""
    lin = [_linear(c) for c in rgb]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True)))) for row in CVD[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _ink(style: str, suit: str) -> tuple[int, int, int]:
    """The suit's ink: the most common strongly coloured pixel of its ace."""
    img = load(face(f"A{suit}", style == "cards4"))
    counts: dict[tuple[int, int, int], int] = {}
    for y in range(100, 250, 2):
        for x in range(70, 180, 2):
            c = img.get_at((x, y))
            if c.a == 255 and min(c.r, c.g, c.b) < 200:
                counts[(c.r, c.g, c.b)] = counts.get((c.r, c.g, c.b), 0) + 1
    return max(counts, key=lambda k: counts[k])


def test_the_extra_suits_stay_apart_for_colour_blind_players() -> None:
    """In the four-colour style each extra suit's ink is as far from every other ink, for every
    kind of colour blindness, as red from green already is (the least distance of the French four:
    ΔE 18.7 for protanopia); their shapes differ besides."""
    inks = {suit: _ink("cards4", suit) for suit in SUITS}
    assert len(set(inks.values())) == len(SUITS)
    for vision in CVD:
        for a in EXTRA_SUITS:
            for b in SUITS:
                if a != b:
                    d = math.dist(_lab_as_seen(inks[a], vision), _lab_as_seen(inks[b], vision))
                    assert d >= 18, f"{a} and {b}: ΔE {d:.1f} for {vision} vision"
    # each ink reads on the white face (WCAG contrast at least 3:1, as for large text)
    for suit in EXTRA_SUITS:
        lum = sum(w * _linear(c) for w, c in zip((0.2126, 0.7152, 0.0722), inks[suit], strict=True))
        assert 1.05 / (lum + 0.05) >= 3.0, suit


def test_the_table_draws_every_suit_in_its_sprites_ink() -> None:
    """Procedural faces, the trump badge and the sprites agree (within the smooth-scaling's
    rounding)."""
    for i, suit in enumerate(SUITS):
        for four, style in ((False, "cards"), (True, "cards4")):
            ink = _ink(style, suit)
            assert max(abs(a - b) for a, b in zip(suit_colour(i, four), ink, strict=True)) <= 2, (suit, style)


# --------------------------------------------------------------------------------------------
# Other sprites
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [f"back_{b}" for b in CARD_BACKS])
def test_card_backs(name: str) -> None:
    img = load(SPRITES / "backs" / f"{name}.png")
    assert img.get_size() == CARD_SIZE
    assert img.get_at((0, 0)).a == 0
    assert img.get_at((CARD_SIZE[0] // 2, CARD_SIZE[1] // 2)).a == 255


@pytest.mark.parametrize("back", CARD_BACKS)
def test_backs_are_symmetric_under_a_half_turn(back: str) -> None:
    """A back must not betray which way round a card lies."""
    img = load(SPRITES / "backs" / f"back_{back}.png")
    turned = pygame.transform.flip(img, True, True)
    w, h = img.get_size()
    diff = 0
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            a, b = img.get_at((x, y)), turned.get_at((x, y))
            diff += abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)
    assert diff / ((w // 3 + 1) * (h // 3 + 1)) < 1.0


@pytest.mark.parametrize("felt", FELTS)
def test_felt_is_a_seamless_256_tile(felt: str) -> None:
    img = load(SPRITES / "felts" / f"felt_{felt}.png")
    assert img.get_size() == (256, 256)

    def level(x: int, y: int) -> int:
        c = img.get_at((x, y))
        return c.r + c.g + c.b

    def col_diff(x1: int, x2: int) -> float:
        return sum(abs(level(x1, y) - level(x2, y)) for y in range(256)) / 256

    def row_diff(y1: int, y2: int) -> float:
        return sum(abs(level(x, y1) - level(x, y2)) for x in range(256)) / 256

    inner = (col_diff(100, 101) + row_diff(100, 101)) / 2
    assert col_diff(255, 0) < inner * 1.6 + 1.0  # wrapping seam no worse than any other pixel step
    assert row_diff(255, 0) < inner * 1.6 + 1.0
    samples = [img.get_at((x, x)) for x in range(0, 256, 16)]
    strongest = {"green": "g", "blue": "b", "wine": "r"}.get(felt)
    for c in samples:
        channels = {"r": c.r, "g": c.g, "b": c.b}
        if strongest is None:  # grey: no colour stands out
            assert max(channels.values()) - min(channels.values()) < 16, (felt, c)
        else:
            assert channels[strongest] == max(channels.values()), (felt, c)


def test_buttons() -> None:
    sizes = {load(SPRITES / f"{n}.png").get_size() for n in ("button", "button_hover", "button_pressed")}
    assert len(sizes) == 1
    ((w, h),) = sizes
    assert 150 <= w <= 260 and 40 <= h <= 72


def test_card_glow_surrounds_a_card() -> None:
    img = load(SPRITES / "card_glow.png")
    assert img.get_size() == (CARD_SIZE[0] + 2 * GLOW_MARGIN, CARD_SIZE[1] + 2 * GLOW_MARGIN)
    w, h = img.get_size()
    assert img.get_at((w // 2, h // 2)).a == 0, "the card itself must show through"
    assert img.get_at((w // 2, GLOW_MARGIN)).a > 150, "bright line along the card edge"
    assert img.get_at((0, 0)).a < 10
    c = img.get_at((w // 2, GLOW_MARGIN))
    assert c.r > 200 and c.g > 150 and c.b < 150, "golden"


def test_icon_png() -> None:
    img = load(SPRITES / "icon.png")
    assert img.get_size() == (256, 256)
    assert img.get_at((0, 0)).a == 0  # rounded corners
    assert img.get_at((128, 128)).a == 255


@pytest.mark.parametrize(
    "rel",
    [
        "cards/QH.png",
        "cards4/7D.png",
        "cards/russian/QH.png",
        "backs/back_red.png",
        "felts/felt_green.png",
        "button.png",
        "card_glow.png",
        "icon.png",
        "decks/dondorf/KS.png",
    ],
)
def test_every_kind_of_sprite_is_stored_optimised(rel: str) -> None:
    """The tools recompress what they write (tools/png_files.py): oxipng finds nothing more to take
    from a stored file, so a sprite written without it shows here."""
    pytest.importorskip("oxipng", reason="pyoxipng (a dev dependency) is missing")
    from tools.png_files import optimised

    data = (SPRITES / rel).read_bytes()
    assert optimised(data) == data, f"{rel}: regenerate it with the tool (docs/assets.md)"


def test_icon_ico() -> None:
    data = (SPRITES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    assert count >= 3
    dims = set()
    for i in range(count):
        w, h, _colours, _res, planes, bpp, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        w, h = w or 256, h or 256
        blob = data[offset : offset + size]
        assert len(blob) == size
        assert png_size(blob) == (w, h)
        assert (planes, bpp) == (1, 32)
        assert pygame.image.load(io.BytesIO(blob), "x.png").get_size() == (w, h)
        dims.add(w)
    assert {16, 32, 48, 256} <= dims


def test_icon_icns() -> None:
    data = (SPRITES / "icon.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    entries = {}
    pos = 8
    while pos < len(data):
        tag, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert length > 8
        entries[tag] = data[pos + 8 : pos + length]
        pos += length
    assert pos == len(data)
    assert png_size(entries[b"ic08"]) == (256, 256)
    assert png_size(entries[b"ic09"]) == (512, 512)


# --------------------------------------------------------------------------------------------
# Sounds
# --------------------------------------------------------------------------------------------


def read_wav(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        raw = w.readframes(params.nframes)
    samples = array("h")
    samples.frombytes(raw)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, list(samples)


@pytest.mark.parametrize("name", sorted(SOUND_SPECS))
def test_sound(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"missing sounds/{name}.wav"
    assert path.stat().st_size < 200_000
    params, s = read_wav(path)
    assert params.framerate == 44100
    assert params.sampwidth == 2
    assert params.nchannels == 1
    lo, hi = SOUND_SPECS[name]
    duration = params.nframes / params.framerate
    assert lo <= duration <= hi, f"{name}: {duration:.3f}s not in [{lo}, {hi}]"
    peak = max(abs(v) for v in s)
    peak_db = 20 * math.log10(peak / 32768)
    assert -6.0 <= peak_db <= -0.5, f"{name}: peak {peak_db:.2f} dBFS"
    # starts and ends (almost) silent: no clicks
    edge = max(abs(v) for v in s[:3] + s[-3:])
    assert edge <= 0.01 * 32768, f"{name}: starts/ends at {edge}"
    # not clipped: only a handful of samples at the peak
    assert sum(1 for v in s if abs(v) >= peak - 1) < 20


def test_no_unexpected_sound_files() -> None:
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == sorted(SOUND_SPECS)


# --------------------------------------------------------------------------------------------
# Font
# --------------------------------------------------------------------------------------------

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


@pytest.fixture(scope="module")
def fonts_ready() -> bool:
    pygame.font.init()  # idempotent; left initialised for other test modules
    return True


def _render(font: pygame.font.Font, ch: str) -> tuple[tuple[int, int], bytes]:
    surf = font.render(ch, True, (255, 255, 255))
    return surf.get_size(), pygame.image.tobytes(surf, "RGBA")


def glyph_present(font: pygame.font.Font, ch: str) -> bool:
    """True when ``ch`` renders as something other than the 'missing glyph' box."""
    notdefs = {_render(font, c) for c in ("\U0010fffd", "\uffff")}
    rendered = _render(font, ch)
    if rendered in notdefs:
        return False
    surf = font.render(ch, True, (255, 255, 255))
    return surf.get_bounding_rect().width > 0


@pytest.mark.parametrize("filename", FONT_FILES)
def test_font_renders_suits_and_cyrillic(filename: str, fonts_ready: bool) -> None:
    path = FONTS / filename
    assert path.is_file()
    font = pygame.font.Font(str(path), 48)
    missing = [ch for ch in "♠♥♦♣★☾♛⚓Дурак" if not glyph_present(font, ch)]
    assert not missing, f"{filename} lacks {missing}"
    # and the whole words come out as a single line of ink
    assert font.render("Дурак ♠♥♦♣", True, (0, 0, 0)).get_bounding_rect().width > 100


def test_glyph_check_can_detect_a_missing_glyph(fonts_ready: bool) -> None:
    font = pygame.font.Font(str(FONTS / "DejaVuSans.ttf"), 48)
    assert not glyph_present(font, "中")  # DejaVu Sans has no CJK ideographs


def test_font_licence() -> None:
    text = (FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in text
    assert "Permission is hereby granted" in text


def test_assets_stay_small() -> None:
    total = sum(p.stat().st_size for d in (SPRITES, SOUNDS, FONTS) for p in d.rglob("*") if p.is_file())
    assert total < 8 * 1024 * 1024
