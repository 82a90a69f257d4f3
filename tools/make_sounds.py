#!/usr/bin/env python3
"""Synthesize the game's sound effects (stdlib only: math, random, wave, array).

Run from the repository root::

    .venv/bin/python tools/make_sounds.py

Every file is 44.1 kHz, 16-bit, mono, peak-normalised to -3 dBFS, with short fades at
both ends so playback never clicks.  Random generators use fixed seeds, so the output
is byte-identical on every run.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SR = 44100
PEAK_DBFS = -3.0
TAU = 2 * math.pi

Signal = list[float]
Freq = float | Callable[[float], float]  # constant, or a function of time in seconds


# ---------------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------------


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * SR)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * SR))]


def svf(x: Sequence[float], fc: Freq, q: float = 0.707, mode: str = "band") -> Signal:
    """Topology-preserving state-variable filter; ``fc`` may vary with time (sweeps)."""
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out = [0.0] * len(x)
    const = not callable(fc)
    if const:
        g = math.tan(math.pi * min(float(fc), SR * 0.45) / SR)  # type: ignore[arg-type]
        a1 = 1.0 / (1.0 + g * (g + k))
        a2, a3 = g * a1, g * g * a1
    for i, v0 in enumerate(x):
        if not const and i % 16 == 0:
            f = fc(i / SR)  # type: ignore[operator]
            g = math.tan(math.pi * min(max(f, 20.0), SR * 0.45) / SR)
            a1 = 1.0 / (1.0 + g * (g + k))
            a2, a3 = g * a1, g * g * a1
        v3 = v0 - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2 * v1 - ic1
        ic2 = 2 * v2 - ic2
        if mode == "band":
            out[i] = v1 * k  # unity gain at the centre frequency
        elif mode == "low":
            out[i] = v2
        else:
            out[i] = v0 - k * v1 - v2
    return out


def env_ad(n: int, attack: float, decay: float, curve: float = 1.0) -> Signal:
    """Attack (linear-ish, seconds) then exponential decay with time constant ``decay``."""
    na = max(1, round(attack * SR))
    out = []
    for i in range(n):
        if i < na:
            t = i / na
            out.append(math.sin(t * math.pi / 2) ** 2)
        else:
            out.append(math.exp(-((i - na) / SR) / decay) ** curve)
    return out


def env_bell(n: int, power: float = 2.0) -> Signal:
    """sin^power window over the whole length (swooshes)."""
    return [math.sin(math.pi * i / max(1, n - 1)) ** power for i in range(n)]


def mul(a: Sequence[float], b: Sequence[float]) -> Signal:
    return [x * y for x, y in zip(a, b, strict=False)]


def scale(a: Sequence[float], g: float) -> Signal:
    return [x * g for x in a]


def mix_into(dst: Signal, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dst`` starting at ``at`` seconds (extending ``dst`` if needed)."""
    start = round(at * SR)
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def tone(
    freq: Freq, seconds: float, partials: Sequence[tuple[float, float, float]] = ((1.0, 1.0, 1e9),)
) -> Signal:
    """Additive tone. ``partials`` = (ratio, amplitude, decay time constant in seconds)."""
    n = round(seconds * SR)
    out = [0.0] * n
    for ratio, amp, tau in partials:
        phase = 0.0
        for i in range(n):
            t = i / SR
            f = freq(t) if callable(freq) else freq
            phase += TAU * f * ratio / SR
            out[i] += amp * math.sin(phase) * math.exp(-t / tau)
    return out


def bell(freq: float, seconds: float, decay: float = 0.35, brightness: float = 1.0) -> Signal:
    """Soft bell / celesta-like note: near-harmonic partials with faster-decaying overtones."""
    partials = (
        (1.0, 1.0, decay),
        (2.0, 0.32 * brightness, decay * 0.45),
        (3.0, 0.10 * brightness, decay * 0.3),
        (4.07, 0.06 * brightness, decay * 0.18),
    )
    sig = tone(freq, seconds, partials)
    att = round(0.004 * SR)  # soft mallet: 4 ms attack
    for i in range(min(att, len(sig))):
        sig[i] *= i / att
    return fade(sig, 0.0, 0.03)  # never cut a ringing note off abruptly


def fade(sig: Signal, fade_in: float = 0.002, fade_out: float = 0.012) -> Signal:
    """Raised-cosine fades so the first and last samples are exactly zero."""
    n = len(sig)
    ni, no = max(1, round(fade_in * SR)), max(2, round(fade_out * SR))
    for i in range(min(ni, n)):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / ni)
    for j in range(min(no, n)):
        sig[n - 1 - j] *= 0.5 - 0.5 * math.cos(math.pi * j / no)
    return sig


def normalise(sig: Signal, peak_dbfs: float = PEAK_DBFS) -> Signal:
    peak = max(abs(v) for v in sig) or 1.0
    g = 10 ** (peak_dbfs / 20) / peak
    return [v * g for v in sig]


def remove_dc(sig: Signal) -> Signal:
    """Gentle DC blocker (one-pole high-pass at ~20 Hz)."""
    r = 1.0 - TAU * 20.0 / SR
    out = [0.0] * len(sig)
    prev_x = prev_y = 0.0
    for i, x in enumerate(sig):
        y = x - prev_x + r * prev_y
        out[i] = y
        prev_x, prev_y = x, y
    return out


def write_wav(path: Path, sig: Signal, peak_dbfs: float = PEAK_DBFS) -> None:
    sig = normalise(fade(remove_dc(sig)), peak_dbfs)
    data = array("h", (max(-32767, min(32767, round(v * 32767))) for v in sig))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(data.tobytes())


# ---------------------------------------------------------------------------------------------
# The sounds
# ---------------------------------------------------------------------------------------------


def snap(rng: random.Random, centre: float = 3200.0, length: float = 0.018, q: float = 1.2) -> Signal:
    """Short bright paper snap."""
    n = noise(length, rng)
    return mul(svf(n, centre, q, "band"), env_ad(len(n), 0.0008, length / 5))


def thud(rng: random.Random, freq: float = 110.0, length: float = 0.1, decay: float = 0.016) -> Signal:
    """Soft low body of a card landing on cloth: a damped, falling sine plus muffled noise."""
    body = tone(
        lambda t: freq * (1.0 + 0.8 * math.exp(-t / 0.008)),
        length,
        ((1.0, 1.0, decay), (2.0, 0.2, decay * 0.5)),
    )
    cloth = svf(noise(length, rng), 380.0, 0.6, "low")
    cloth = mul(cloth, env_ad(len(cloth), 0.0015, decay * 0.8))
    return [x + 1.4 * y for x, y in zip(body, cloth, strict=False)]


def whoosh(
    rng: random.Random, length: float, f_from: float, f_to: float, q: float = 0.9, power: float = 2.0
) -> Signal:
    n = noise(length, rng)
    sweep = svf(n, lambda t: f_from * (f_to / f_from) ** (t / length), q, "band")
    return mul(sweep, env_bell(len(sweep), power))


def make_deal(rng: random.Random) -> Signal:
    sig = silence(0.12)
    w = whoosh(rng, 0.1, 1500, 5200, 0.8, 1.6)
    mix_into(sig, w, 0.0, 0.7)
    mix_into(sig, snap(rng, 4200, 0.02, 1.4), 0.085, 0.9)
    return sig[: round(0.12 * SR)]


def make_play(rng: random.Random) -> Signal:
    sig = silence(0.18)
    body = svf(noise(0.12, rng), 700, 0.7, "low")
    mix_into(sig, mul(body, env_ad(len(body), 0.002, 0.025)), 0.0, 0.9)
    mix_into(sig, thud(rng, 105, 0.14, 0.02), 0.0, 0.9)
    mix_into(sig, snap(rng, 2600, 0.022, 1.0), 0.001, 0.5)
    return sig


def make_beat(rng: random.Random) -> Signal:
    sig = silence(0.17)
    mix_into(sig, snap(rng, 4800, 0.045, 0.8), 0.0, 1.0)
    mix_into(sig, snap(rng, 2600, 0.035, 1.1), 0.001, 0.7)
    mix_into(sig, snap(rng, 7000, 0.02, 1.0), 0.0, 0.4)
    mix_into(sig, thud(rng, 150, 0.12, 0.012), 0.0, 0.45)
    return sig


def make_take(rng: random.Random) -> Signal:
    sig = silence(0.42)
    starts = [0.0, 0.055, 0.105, 0.16, 0.22]
    for i, at in enumerate(starts):
        length = 0.13 + rng.uniform(-0.015, 0.015)
        w = whoosh(rng, length, 1100 + 180 * i, 3800 + 250 * i, 0.8, 1.5)
        mix_into(sig, w, at, 0.85 - 0.08 * i)
        mix_into(sig, snap(rng, 3000 + 300 * i, 0.012, 1.3), at + length * 0.8, 0.35)
    mix_into(sig, thud(rng, 100, 0.1, 0.018), 0.30, 0.4)
    return sig[: round(0.42 * SR)]


def make_discard(rng: random.Random) -> Signal:
    sig = whoosh(rng, 0.36, 700, 2400, 0.7, 2.4)
    sig2 = whoosh(rng, 0.36, 2000, 900, 1.0, 3.0)
    return [a + 0.5 * b for a, b in zip(sig, sig2, strict=False)]


def make_shuffle(rng: random.Random) -> Signal:
    length = 0.82
    sig = silence(length)
    t = 0.03
    count = 0
    while t < 0.68:
        tick_len = rng.uniform(0.003, 0.007)
        tick = snap(rng, rng.uniform(2800, 6000), tick_len, 1.6)
        # riffle accelerates in the middle and is loudest around 60 %
        pos = t / 0.68
        gain = (0.45 + 0.55 * math.sin(math.pi * min(1.0, pos * 1.05))) * rng.uniform(0.6, 1.0)
        mix_into(sig, tick, t, gain)
        t += rng.uniform(0.0045, 0.0085) * (1.25 - 0.5 * math.sin(math.pi * pos))
        count += 1
    # a soft bed of paper noise under the ticks, then the cards squaring up
    bed = whoosh(rng, 0.7, 2500, 4200, 0.7, 1.0)
    mix_into(sig, bed, 0.02, 0.25)
    mix_into(sig, thud(rng, 130, 0.1, 0.016), 0.70, 0.55)
    mix_into(sig, snap(rng, 2200, 0.02, 1.0), 0.70, 0.35)
    return sig[: round(length * SR)]


def midi(n: float) -> float:
    return 440.0 * 2 ** ((n - 69) / 12)


def make_win(_rng: random.Random) -> Signal:
    sig = silence(1.05)
    notes = [72, 76, 79, 84]  # C5 E5 G5 C6
    for i, nt in enumerate(notes):
        last = i == len(notes) - 1
        at = 0.1 * i
        dur = 1.05 - at
        mix_into(sig, bell(midi(nt), dur, 0.45 if last else 0.3), at, 0.8 if last else 0.6)
    # a quiet sparkle on top of the final chord
    mix_into(sig, bell(midi(91), 0.6, 0.2, 0.5), 0.32, 0.12)
    mix_into(sig, bell(midi(88), 0.6, 0.25, 0.5), 0.3, 0.12)
    return sig[: round(1.05 * SR)]


def soft_note(freq: float, seconds: float, decay: float, vibrato: float = 0.0) -> Signal:
    """Mellow, slightly hollow tone (odd-harmonic leaning) for the losing motif."""

    def f(t: float) -> float:
        return freq * (1.0 + vibrato * math.sin(TAU * 5.0 * t) * min(1.0, t / 0.25))

    partials = (
        (1.0, 1.0, decay),
        (2.0, 0.12, decay * 0.6),
        (3.0, 0.22, decay * 0.5),
        (5.0, 0.05, decay * 0.3),
    )
    sig = tone(f, seconds, partials)
    att = round(0.012 * SR)
    for i in range(min(att, len(sig))):
        sig[i] *= (i / att) ** 2
    return fade(sig, 0.0, 0.03)


def make_lose(_rng: random.Random) -> Signal:
    sig = silence(1.1)
    motif = [(67, 0.0, 0.22), (63, 0.16, 0.22), (60, 0.32, 0.3), (55, 0.5, 0.6)]  # G4 Eb4 C4 G3
    for i, (nt, at, decay) in enumerate(motif):
        last = i == len(motif) - 1
        dur = 1.1 - at
        mix_into(sig, soft_note(midi(nt), dur, decay, 0.006 if last else 0.0), at, 0.9 if last else 0.7)
    return sig[: round(1.1 * SR)]


def make_invalid(_rng: random.Random) -> Signal:
    sig = silence(0.2)
    for at in (0.0, 0.1):
        blip = tone(
            196.0, 0.085, ((1.0, 1.0, 0.06), (2.0, 0.35, 0.03), (3.0, 0.25, 0.02), (5.0, 0.08, 0.015))
        )
        n = len(blip)
        a = round(0.004 * SR)
        for i in range(n):
            g = min(1.0, i / a) * min(1.0, (n - 1 - i) / (0.012 * SR))
            blip[i] *= g
        mix_into(sig, blip, at, 1.0)
    return sig[: round(0.2 * SR)]


def make_click(rng: random.Random) -> Signal:
    sig = silence(0.04)
    mix_into(sig, tone(1800.0, 0.04, ((1.0, 1.0, 0.006), (2.3, 0.3, 0.003))), 0.0, 0.7)
    mix_into(sig, snap(rng, 5000, 0.006, 1.2), 0.0, 0.5)
    return sig[: round(0.04 * SR)]


def make_turn(_rng: random.Random) -> Signal:
    sig = silence(0.32)
    mix_into(sig, bell(midi(81), 0.32, 0.14, 0.6), 0.0, 0.55)  # A5
    mix_into(sig, bell(midi(88), 0.24, 0.12, 0.6), 0.08, 0.7)  # E6
    return sig[: round(0.32 * SR)]


SOUNDS: dict[str, tuple[Callable[[random.Random], Signal], int, float]] = {
    # name: (generator, seed, peak in dBFS).  Peaks sit between -3 and -5 dBFS so that the
    # sustained sounds (tones) are not much louder than the short transients.
    "deal": (make_deal, 11, -3.0),
    "play": (make_play, 12, -3.0),
    "beat": (make_beat, 13, -3.0),
    "take": (make_take, 14, -3.5),
    "discard": (make_discard, 15, -3.5),
    "shuffle": (make_shuffle, 16, -3.5),
    "win": (make_win, 17, -4.0),
    "lose": (make_lose, 18, -4.5),
    "invalid": (make_invalid, 19, -5.0),
    "click": (make_click, 20, -4.0),
    "turn": (make_turn, 21, -4.5),
}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "sounds", help="folder to write the WAV files into")
    ap.add_argument("names", nargs="*", help="only these sounds (default: all)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or SOUNDS:
        gen, seed, peak = SOUNDS[name]
        write_wav(args.out / f"{name}.wav", gen(random.Random(seed)), peak)
    return 0


if __name__ == "__main__":
    sys.exit(main())
