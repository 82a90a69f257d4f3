"""Word wrap by rendered width, shared by the scenes and the crash screen.

Kept free of scene and widget imports so that the crash screen can use it even when
those modules are what failed.
"""

from __future__ import annotations

import pygame


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap by rendered width."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            # a word wider than the line (a long path): break it by characters
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines
