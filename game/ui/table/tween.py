"""Eased tweens and the animation queue that plays engine events one after another.

A :class:`Tween` moves some numeric attributes of an object from their current
values to targets over a duration, with an easing curve, and calls an optional
callback when it is done.  :class:`Tweener` runs many at once; starting a tween
on an attribute another tween is moving takes the attribute over (retargeting).

:class:`AnimQueue` holds *steps*: callables that start some tweens and return
how long to wait before the next step may run.  The table puts one step per
engine event on the queue, so every event is seen, in order.  ``flush`` runs
every waiting step and finishes every tween at once (a click during an
animation, tests, resizing).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from typing import Any

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    u = 1.0 - t
    return 1.0 - u * u * u


def ease_in_out_cubic(t: float) -> float:
    if t < 0.5:
        return 4.0 * t * t * t
    u = -2.0 * t + 2.0
    return 1.0 - u * u * u / 2.0


def ease_out_back(t: float) -> float:
    c1 = 1.40158
    c3 = c1 + 1.0
    u = t - 1.0
    return 1.0 + c3 * u * u * u + c1 * u * u


class Pace:
    """The animation speed of the settings, and durations scaled by it."""

    __slots__ = ("speed",)

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed  # inf: instant

    def d(self, seconds: float) -> float:
        """``seconds`` at this speed (0 when instant)."""
        if self.speed == math.inf or self.speed >= 1000:
            return 0.0
        return seconds / max(0.1, self.speed)


class Tween:
    __slots__ = ("delay", "done", "duration", "ease", "elapsed", "ends", "on_finish", "starts", "target")

    def __init__(
        self,
        target: Any,
        ends: dict[str, float],
        duration: float,
        ease: Ease = ease_out_cubic,
        delay: float = 0.0,
        on_finish: Callable[[], None] | None = None,
    ) -> None:
        self.target = target
        self.ends = ends
        self.starts: dict[str, float] | None = None  # read when the delay is over
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = max(0.0, delay)
        self.elapsed = 0.0
        self.on_finish = on_finish
        self.done = False

    def _begin(self) -> None:
        self.starts = {k: float(getattr(self.target, k)) for k in self.ends}

    def step(self, dt: float) -> bool:
        """Advance; True when finished (the callback is the tweener's job)."""
        if self.delay > 0.0:
            self.delay -= dt
            if self.delay > 0.0:
                return False
            dt = -self.delay
            self.delay = 0.0
        if self.starts is None:
            self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.finish_values()
            return True
        t = self.ease(self.elapsed / self.duration)
        target = self.target
        starts = self.starts
        assert starts is not None
        for k, end in self.ends.items():
            a = starts[k]
            setattr(target, k, a + (end - a) * t)
        return False

    def finish_values(self) -> None:
        for k, end in self.ends.items():
            setattr(self.target, k, end)


class Tweener:
    """Runs tweens; one tween per (object, attribute) at a time."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []

    def __len__(self) -> int:
        return len(self.tweens)

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def add(self, tween: Tween) -> Tween:
        # Take over the attributes this tween moves from any older tween on the same object.
        keys = tween.ends.keys()
        if keys:
            dropped = False
            for old in self.tweens:
                if old.target is tween.target and old.ends and not old.done:
                    for k in list(old.ends):
                        if k in keys:
                            del old.ends[k]
                            if old.starts is not None:
                                old.starts.pop(k, None)
                    if not old.ends:
                        old.done = True  # taken over entirely: dropped without its callback
                        dropped = True
            if dropped:
                self.tweens = [tw for tw in self.tweens if not tw.done]
        if tween.duration <= 0.0 and tween.delay <= 0.0:
            tween.finish_values()
            tween.done = True
            if tween.on_finish is not None:
                tween.on_finish()
            return tween
        self.tweens.append(tween)
        return tween

    def to(
        self,
        target: Any,
        duration: float,
        ease: Ease = ease_out_cubic,
        delay: float = 0.0,
        on_finish: Callable[[], None] | None = None,
        **ends: float,
    ) -> Tween:
        return self.add(Tween(target, dict(ends), duration, ease, delay, on_finish))

    def update(self, dt: float) -> bool:
        """Advance every tween; True if anything moved."""
        if not self.tweens:
            return False
        finished: list[Tween] = []
        for tw in self.tweens:
            if tw.step(dt):
                tw.done = True
                finished.append(tw)
        if finished:
            self.tweens = [tw for tw in self.tweens if not tw.done]
            for tw in finished:
                if tw.on_finish is not None:
                    tw.on_finish()
        return True

    def finish_all(self) -> None:
        """Jump every tween to its end (callbacks run; they may start new tweens, finished too)."""
        for _ in range(100):
            if not self.tweens:
                return
            current, self.tweens = self.tweens, []
            for tw in current:
                tw.finish_values()
                tw.done = True
            for tw in current:
                if tw.on_finish is not None:
                    tw.on_finish()

    def after(self, delay: float, fn: Callable[[], None]) -> Tween:
        """Call ``fn`` after ``delay`` seconds (a tween that moves nothing)."""
        return self.add(Tween(None, {}, 0.0, linear, delay, fn))

    def cancel(self, target: Any) -> None:
        self.tweens = [tw for tw in self.tweens if tw.target is not target]


Step = Callable[[], float]


class AnimQueue:
    """Steps run one after another: each returns how long the next one must wait."""

    def __init__(self, tweener: Tweener) -> None:
        self.tweener = tweener
        self.steps: deque[tuple[str, Step, bool]] = deque()
        self.wait = 0.0
        self.ran = 0  # steps run so far (tests, debug)

    @property
    def busy(self) -> bool:
        """True while a step waits to run, the last one's time is not up or a tween runs."""
        return bool(self.steps) or self.wait > 0.0 or self.tweener.busy

    def push(self, name: str, step: Step, after_idle: bool = True) -> None:
        """Queue ``step``; with ``after_idle`` it also waits until no tween is running."""
        self.steps.append((name, step, after_idle))

    def update(self, dt: float) -> bool:
        """Advance time; run the steps that are due.  True when something happened."""
        moved = False
        if self.wait > 0.0:
            self.wait -= dt
            moved = True
        while self.wait <= 0.0 and self.steps and not (self.steps[0][2] and self.tweener.busy):
            _, step, _ = self.steps.popleft()
            self.ran += 1
            self.wait += max(0.0, step())
            moved = True
        if self.wait < 0.0 and not self.steps:
            self.wait = 0.0
        return moved

    def flush(self) -> None:
        """Run everything now and finish every tween."""
        for _ in range(10000):
            self.tweener.finish_all()
            if not self.steps:
                break
            _, step, _ = self.steps.popleft()
            self.ran += 1
            step()
        self.tweener.finish_all()
        self.wait = 0.0
