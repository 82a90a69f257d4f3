"""Sound effects: ``sounds/<name>.wav`` loaded lazily; silent when there is no mixer or no file."""

from __future__ import annotations

import contextlib
import logging

import pygame

from game.ground.paths import resource_path

log = logging.getLogger(__name__)


class SoundPlayer:
    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self._volume = max(0.0, min(1.0, volume))
        self._muted = muted
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    @property
    def available(self) -> bool:
        try:
            return pygame.mixer.get_init() is not None
        except pygame.error:
            return False

    @property
    def volume(self) -> float:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def set_volume(self, volume: float) -> None:
        self._volume = max(0.0, min(1.0, float(volume)))
        for snd in self._cache.values():
            if snd is not None:
                snd.set_volume(self._volume)

    def mute(self, muted: bool = True) -> None:
        self._muted = bool(muted)
        if muted and self.available:
            pygame.mixer.stop()

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        snd: pygame.mixer.Sound | None = None
        path = resource_path("sounds", f"{name}.wav")
        if not path.exists():
            ogg = path.with_suffix(".ogg")
            path = ogg if ogg.exists() else path
        try:
            snd = pygame.mixer.Sound(str(path))
            snd.set_volume(self._volume)
        except (pygame.error, FileNotFoundError, OSError) as exc:
            log.info("sound %r unavailable: %s", name, exc)
            snd = None
        self._cache[name] = snd
        return snd

    def play(self, name: str) -> None:
        """Play effect ``name`` (e.g. "deal"); does nothing when muted, without mixer, or when missing."""
        if self._muted or self._volume <= 0 or not self.available:
            return
        snd = self._load(name)
        if snd is not None:
            with contextlib.suppress(pygame.error):  # the mixer vanished
                snd.play()
