#!/usr/bin/env python3
"""Render the Dondorf art deck's faces into ``sprites/decks/dondorf/`` (docs/decks.md).

Run from the repository root (needs ``rsvg-convert`` from librsvg and ``pngquant``; Debian:
``apt-get install librsvg2-bin pngquant``; neither is needed to play or to test)::

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_deck.py [--sheet /tmp/deck.png]

The source is ``tools/decks/dondorf.svgz``, unchanged from Debian's ``kdegames-card-data-kf5``
(KDE's libkdegames, GPL-2+; its notice is ``licenses/art/dondorf.txt``).  Each card is cut from
the sheet by its outline, rendered at twice the sprite size, set undistorted on a white card of
the game's own shape (the Dondorf card is narrower than 5:7) and scaled to 250 × 350; the PNGs
are then reduced to 256-colour palettes and recompressed losslessly with oxipng so the 52
faces stay small.  The same source and the
same tool versions give byte-identical files.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.png_files import write_png  # noqa: E402

SOURCE = ROOT / "tools" / "decks" / "dondorf.svgz"
OUT = Path("sprites") / "decks" / "dondorf"

CARD_W, CARD_H = 250, 350
CANVAS = 2  # composed at 2x, then smooth-scaled down
RADIUS = 14
BORDER = (150, 150, 152)
#: white space kept around the art inside the card, at 1x (the art's own margin is thin)
INSET = 5

SVG_NS = "http://www.w3.org/2000/svg"
XLINK = "{http://www.w3.org/1999/xlink}href"
#: the sheet's element ids: "1_club" … "10_spade", "jack_heart", "queen_…", "king_…"
RANK_IDS = {
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "T": "10",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "1",
}
SUIT_IDS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
#: the card outline every card of the sheet draws first (a <use> of it), in its own units
OUTLINE_ID = "cf"
OUTLINE = (0.75, 0.75, 77.5, 121.5)  # x, y, w, h of its fill (the stroke is hidden)

Matrix = tuple[float, float, float, float, float, float]


def _mul(p: Matrix, q: Matrix) -> Matrix:
    a, b, c, d, e, f = p
    qa, qb, qc, qd, qe, qf = q
    return (
        a * qa + c * qb,
        b * qa + d * qb,
        a * qc + c * qd,
        b * qc + d * qd,
        a * qe + c * qf + e,
        b * qe + d * qf + f,
    )


def _transform(text: str | None) -> Matrix:
    m: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        a = [float(x) for x in re.split(r"[\s,]+", args.strip())]
        if name == "matrix":
            n: Matrix = (a[0], a[1], a[2], a[3], a[4], a[5])
        elif name == "translate":
            n = (1.0, 0.0, 0.0, 1.0, a[0], a[1] if len(a) > 1 else 0.0)
        elif name == "scale":
            n = (a[0], 0.0, 0.0, a[-1], 0.0, 0.0)
        else:
            raise ValueError(f"transform {name} is not expected in the deck")
        m = _mul(m, n)
    return m


def card_boxes(root: ET.Element) -> dict[str, tuple[float, float, float, float]]:
    """Each card id → its face (x, y, w, h) in the sheet's user units, found from its outline."""
    boxes: dict[str, tuple[float, float, float, float]] = {}
    wanted = {f"{r}_{s}" for r in RANK_IDS.values() for s in SUIT_IDS.values()}

    def walk(el: ET.Element, ctm: Matrix, card: str | None) -> None:
        ctm = _mul(ctm, _transform(el.get("transform")))
        ident = el.get("id", "")
        if ident in wanted:
            card = ident
        if el.tag == f"{{{SVG_NS}}}use" and el.get(XLINK) == f"#{OUTLINE_ID}" and card and card not in boxes:
            m = _mul(ctm, (1.0, 0.0, 0.0, 1.0, float(el.get("x", 0)), float(el.get("y", 0))))
            if m[1] or m[2]:
                raise ValueError(f"{card}: a rotated card is not expected")
            x, y, w, h = OUTLINE
            boxes[card] = (m[0] * x + m[4], m[3] * y + m[5], m[0] * w, m[3] * h)
        for child in el:
            walk(child, ctm, card)

    walk(root, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0), None)
    missing = sorted(wanted - boxes.keys())
    if missing:
        raise ValueError(f"cards not found in the deck: {', '.join(missing)}")
    return boxes


def _hide_outline_stroke(text: str) -> str:
    """The sheet with the outline's black stroke gone: the game draws its own card edge."""
    pattern = re.compile(r'(<path\s+id="cf"\s+d="[^"]*"\s+style=")[^"]*(")')
    text, n = pattern.subn(r"\1fill:#ffffff;stroke:none\2", text)
    if n != 1:
        raise ValueError("the card outline 'cf' was not found where expected")
    return text


def _with_view(text: str, box: tuple[float, float, float, float], size: tuple[int, int]) -> str:
    x, y, w, h = box
    head = re.compile(r'width="[^"]*"\s+height="[^"]*"\s+viewBox="[^"]*"')
    text, n = head.subn(f'width="{size[0]}" height="{size[1]}" viewBox="{x} {y} {w} {h}"', text, count=1)
    if n != 1:
        raise ValueError("the sheet's size and viewBox were not found where expected")
    return text


def _art_size(box: tuple[float, float, float, float]) -> tuple[int, int]:
    """The art's pixel size at 2x: as tall as the card allows, its own proportions kept."""
    h = (CARD_H - 2 * INSET) * CANVAS
    return round(h * box[2] / box[3]), h


def compose(art: pygame.Surface) -> pygame.Surface:
    """The art centred on a white card of the game's shape and edge, at 1x."""
    big = pygame.Surface((CARD_W * CANVAS, CARD_H * CANVAS), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, (255, 255, 255), rect, border_radius=RADIUS * CANVAS)
    big.blit(art, art.get_rect(center=rect.center))
    pygame.draw.rect(big, BORDER, rect, width=2 * CANVAS, border_radius=RADIUS * CANVAS)
    return pygame.transform.smoothscale(big, (CARD_W, CARD_H))


def render(source: Path, out_dir: Path, quantize: bool = True) -> list[Path]:
    text = gzip.decompress(source.read_bytes()).decode("utf-8")
    boxes = card_boxes(ET.fromstring(text))
    text = _hide_outline_stroke(text)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        for r, rid in RANK_IDS.items():
            for s, sid in SUIT_IDS.items():
                box = boxes[f"{rid}_{sid}"]
                size = _art_size(box)
                svg = Path(tmp) / "card.svg"
                png = Path(tmp) / "card.png"
                svg.write_text(_with_view(text, box, size), encoding="utf-8")
                subprocess.run(["rsvg-convert", "-o", str(png), str(svg)], check=True)
                art = pygame.image.load(str(png))
                if art.get_size() != size:
                    art = pygame.transform.smoothscale(art, size)
                path = out_dir / f"{r}{s}.png"
                pygame.image.save(compose(art), str(path))
                written.append(path)
    if quantize:
        # --speed 1 and no --floyd randomness: the same input gives the same palette
        subprocess.run(
            ["pngquant", "--force", "--skip-if-larger", "--strip", "--speed", "1", "--ext", ".png", "256"]
            + [str(p) for p in written],
            check=False,  # 99: a file kept as it was (quantizing would not make it smaller)
        )
    for path in written:  # pngquant's own deflate leaves ~10 % that oxipng takes, losslessly
        write_png(path, path.read_bytes())
    return written


def sheet(paths: Sequence[Path], out: Path) -> None:
    """Every face on felt green, at full size and at the table's smallest card width (for review)."""
    cols = 13
    small_w = 31  # the opponents' cards in the smallest window (game/ui/table/layout.py)
    small_h = round(small_w * CARD_H / CARD_W)
    rows = (len(paths) + cols - 1) // cols
    img = pygame.Surface((cols * (CARD_W + 8), rows * (CARD_H + 8) + small_h + 16))
    img.fill((22, 90, 52))
    for i, p in enumerate(paths):
        face = pygame.image.load(str(p))
        img.blit(face, ((i % cols) * (CARD_W + 8) + 4, (i // cols) * (CARD_H + 8) + 4))
        small = pygame.transform.smoothscale(face, (small_w, small_h))
        img.blit(small, (i * (small_w + 3) + 4, rows * (CARD_H + 8) + 8))
    pygame.image.save(img, str(out))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=SOURCE, help="the deck's .svgz")
    ap.add_argument("--out", type=Path, default=ROOT, help="repository root to write sprites/decks/ into")
    ap.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here (for reviewing)")
    ap.add_argument("--no-quantize", action="store_true", help="keep full-colour PNGs")
    args = ap.parse_args(argv)
    for tool in ("rsvg-convert",) + (() if args.no_quantize else ("pngquant",)):
        if shutil.which(tool) is None:
            print(f"make_deck: {tool} is needed (Debian: librsvg2-bin, pngquant)", file=sys.stderr)
            return 2
    paths = render(args.source, args.out / OUT, quantize=not args.no_quantize)
    total = sum(p.stat().st_size for p in paths)
    print(f"make_deck: {len(paths)} faces in {args.out / OUT}, {total} bytes")
    if args.sheet:
        sheet(paths, args.sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
