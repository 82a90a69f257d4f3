"""Writing the asset tools' PNGs small: losslessly recompressed with oxipng (docs/assets.md).

pygame writes PNGs with zlib's default settings; oxipng tries other filters, colour types and
a stronger deflate and keeps the smallest file that decodes to exactly the same pixels. PNG data
does not compress further inside the player's archive, so every byte saved here is saved there.
The same input and oxipng version give the same bytes, so the committed files stay reproducible.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pygame

#: oxipng's preset 4 (of 0–6): most of preset 6's gain at a fraction of its time
LEVEL = 4


def optimised(data: bytes) -> bytes:
    """The same image in as few bytes as oxipng finds; only chunks that change nothing drawn go."""
    try:
        import oxipng
    except ImportError as exc:  # a dev dependency (pyproject's [dev]): the game never needs it
        raise SystemExit("the asset tools need pyoxipng: pip install -e '.[dev]'") from exc
    result: bytes = oxipng.optimize_from_memory(data, level=LEVEL, strip=oxipng.StripChunks.safe())
    return result


def png_bytes(surf: pygame.Surface) -> bytes:
    """The surface as pygame encodes a PNG, before optimising."""
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "image.png")
    return buf.getvalue()


def write_png(path: Path, data: bytes, optimise: bool = True) -> None:
    """``data`` (optimised unless told) into ``path``, replaced whole: a stopped run leaves no half file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(optimised(data) if optimise else data)
    os.replace(tmp, path)
