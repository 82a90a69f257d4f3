"""The Dondorf art deck: its faces, the loader's choice between it and the classic faces, the setting
and the deck's licence notice (docs/decks.md)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_app import choose, click, frames, top_name, user_dirs  # noqa: F401 - fixtures
from test_ui_appearance import choose_over_table, open_appearance
from test_ui_form_keys import press
from test_ui_table_support import make_ctx, make_table, settle

from game.app import App, Options
from game.engine import PRESETS
from game.engine.cards import Card
from game.ui.appearance import ROWS, deck_note
from game.ui.i18n import LANGUAGES
from game.ui.settings import CARD_DECKS, Settings
from game.ui.table import card_images
from game.ui.table.card_images import CardImages, art_covers, deck_for, has_art

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "sprites" / "decks" / "dondorf"
CLASSIC = ROOT / "sprites" / "cards"
RANKS = "23456789TJQKA"
SUITS = "SHDC"
#: the sha256 of Debian's dondorf.svgz (kdegames-card-data-kf5 4:22.12.3-1), as licenses/art says
SOURCE_SHA256 = "e0d842da00e6b363a1e0df31391f23d444f493089d4349bcc509661d02486ab9"

sys.path.insert(0, str(ROOT / "tools"))
import notices  # noqa: E402


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


# ------------------------------------------------------------------------------------- the faces
def test_every_card_of_the_french_suits_has_a_face_of_the_sprite_size() -> None:
    faces = {f"{r}{s}": pygame.image.load(str(DECK / f"{r}{s}.png")) for r in RANKS for s in SUITS}
    assert {f.get_size() for f in faces.values()} == {(card_images.SRC_W, card_images.SRC_H)}
    assert len({_pixels(f) for f in faces.values()}) == 52, "every face is its own"
    assert sorted(p.stem for p in DECK.glob("*.png")) == sorted(faces), "nothing else in the folder"
    for name, face in faces.items():
        assert face.get_at((1, 1)).a == 0, f"{name}: the corner is cut round like the classic cards'"
        assert face.get_at((125, 175)).a == 255, f"{name}: the face is opaque"


def test_the_deck_stays_in_its_size_budget() -> None:
    total = sum(p.stat().st_size for p in DECK.iterdir())
    assert total <= 1_500_000, f"{total} bytes: the bundle's budget for the art deck is 1.5 MB"


def test_court_cards_are_pictures_not_letters() -> None:
    """A court card of the art deck has many more colours than its classic counterpart."""
    for name in ("JH", "QS", "KD"):
        art = pygame.transform.smoothscale(pygame.image.load(str(DECK / f"{name}.png")), (50, 70))
        flat = pygame.transform.smoothscale(pygame.image.load(str(CLASSIC / f"{name}.png")), (50, 70))
        colours = [{art.get_at((x, y))[:3] for x in range(50) for y in range(70)} for art in (art, flat)]
        assert len(colours[0]) > 1.5 * len(colours[1]), name


def test_the_source_is_debians_file_unchanged() -> None:
    data = (ROOT / "tools" / "decks" / "dondorf.svgz").read_bytes()
    assert hashlib.sha256(data).hexdigest() == SOURCE_SHA256


# ------------------------------------------------------------------------------------- the loader
def test_the_art_deck_covers_the_french_decks_and_no_extra_suit_or_rank() -> None:
    assert all(art_covers(4, ranks) for ranks in (6, 9, 13)) and art_covers(2, 5)
    assert not art_covers(5, 9) and not art_covers(4, 14)
    assert deck_for("dondorf", 4, 9) == "dondorf" and deck_for("dondorf", 6, 9) == "classic"
    assert deck_for("classic", 4, 9) == "classic"
    assert has_art(Card(14, 3)) and not has_art(Card(14, 4)) and not has_art(Card(15, 0))


def test_the_loader_takes_art_faces_and_classic_ones_for_what_the_art_lacks() -> None:
    images = CardImages(deck="dondorf")
    king = images.source(Card(13, 1))
    assert _pixels(king) == _pixels(pygame.image.load(str(DECK / "KH.png")))
    star = images.source(Card(14, 4))  # ★ ace: the art deck has no such suit
    assert _pixels(star) == _pixels(pygame.image.load(str(CLASSIC / "AE.png")))
    assert images.configure(False, "red", "classic") is True
    assert _pixels(images.source(Card(13, 1))) == _pixels(pygame.image.load(str(CLASSIC / "KH.png")))
    assert CardImages(deck="no such deck").deck == "classic"


def test_a_missing_art_face_falls_back_to_the_classic_one_with_a_log_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    real = card_images.resource_path

    def without_the_deck(*parts: str) -> Path:
        return tmp_path.joinpath(*parts) if parts[:2] == ("sprites", "decks") else real(*parts)

    monkeypatch.setattr(card_images, "resource_path", without_the_deck)
    with caplog.at_level(logging.WARNING):
        face = CardImages(deck="dondorf").source(Card(12, 0))
    assert _pixels(face) == _pixels(pygame.image.load(str(CLASSIC / "QS.png")))
    assert "card faces: no dondorf face for QS; the classic one is used" in caplog.text


def test_the_table_shows_the_art_deck_only_for_a_deck_it_covers(tmp_path: Path) -> None:
    ctx = make_ctx(card_deck="dondorf")
    try:
        table = make_table(ctx, "podkidnoy")
        assert table.images.deck == "dondorf"
        six_suits = replace(PRESETS["podkidnoy"], suits=6)
        assert make_table(ctx, six_suits).images.deck == "classic"
    finally:
        ctx.close()


# ------------------------------------------------------------------------------------ the setting
def test_the_choice_round_trips_and_an_unknown_one_is_the_default_with_a_log_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path))
    assert CARD_DECKS == ("classic", "dondorf")
    chosen = Settings.defaults().with_changes(card_deck="dondorf")
    chosen.save()
    assert Settings.load().card_deck == "dondorf"
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    (tmp_path / "settings.json").write_text(json.dumps({**data, "card_deck": "tarot"}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert Settings.load().card_deck == "classic"
    assert "card_deck: 'tarot' is not one of classic, dondorf; using the default" in caplog.text
    assert not list(tmp_path.glob("settings.json.corrupt-*")), "an unknown choice is no damage"


# ------------------------------------------------------------------------------------- the notice
def test_the_decks_notice_is_in_licenses_and_in_the_bundles_notices() -> None:
    assert [rel for _name, rel in notices.ART] == ["art/Dondorf.txt"]
    notice = notices.LICENSES / "art" / "Dondorf.txt"
    text = notice.read_text(encoding="utf-8")
    assert "GPL-2+" in text and "tools/decks/dondorf.svgz" in text and "kdegames-card-data-kf5" in text
    others = [(name, notices.LICENSES / rel) for name, rel in notices.ART]
    listed = notices.render("Durak test", [], [], others)
    assert notices.ART[0][0] in listed.split("Other", 1)[1].split("\n\n")[0], "named in the list"
    assert text.strip()[:300] in listed
    assert "GNU GENERAL PUBLIC LICENSE" in listed and "Version 2, June 1991" in listed, "GPL-2's text"
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert spec.count("_notices.ART") == 2, "build.spec ships the notice and lists it"


# ------------------------------------------------------------------------------------- the screen
@pytest.fixture
def app() -> Iterator[App]:
    application = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    yield application
    application.close()


def test_the_deck_is_chosen_on_the_table_and_cards_screen_and_the_table_shows_it(app: App) -> None:
    frames(app)
    open_appearance(app)
    screen: Any = app.ctx.stack.top
    assert "card_deck" in [row.name for row in ROWS] and "card_deck" in screen.widgets
    assert deck_note(app.ctx.settings) == "", "the classic deck needs no note"
    choose(app, screen.widgets["card_deck"], "dondorf")
    assert app.ctx.settings.card_deck == "dondorf"
    path = Path(os.environ["DURAK_CONFIG_DIR"], "settings.json")
    assert json.loads(path.read_text(encoding="utf-8"))["card_deck"] == "dondorf"
    assert screen.images.deck == "dondorf", "the preview shows the art deck at once"
    assert "J Q K A" in deck_note(app.ctx.settings), "the screen says the index letters do not apply"
    lines, whole = screen.note_lines(app.ctx.screen.get_size())
    assert whole and "J Q K A" in " ".join(line for line, _y in lines), "and shows it under the rows"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert top_name(app) == "MainMenuScene"

    table = make_table(app.ctx, "podkidnoy", 2, 1)
    settle(table)
    frames(app)
    assert table.images.deck == "dondorf"
    card = table.hand_cards()[0]
    shown = table.images.source(card)
    assert _pixels(shown) == _pixels(pygame.image.load(str(DECK / f"{table.images.key(card)}.png")))

    # and back to the classic faces over the table: Pause, Settings, then keys alone
    choose_over_table(app, table, card_deck="classic")
    assert table.images.deck == "classic"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_decks_note_fits_the_smallest_window_in_the_largest_text(lang: str) -> None:
    from game.ui.context import MIN_SIZE
    from game.ui.scenes.appearance_scene import AppearanceScene
    from game.ui.settings import TEXT_SIZES

    ctx = make_ctx(MIN_SIZE, language=lang, card_deck="dondorf", text_size=max(TEXT_SIZES))
    try:
        lines, whole = AppearanceScene(ctx).note_lines(MIN_SIZE)
        assert whole and len(lines) >= 3, lines
    finally:
        ctx.close()
