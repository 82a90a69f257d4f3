"""Card indices in the player's letters: the setting, the text of every card and the faces drawn.

International J Q K A, Russian В Д К Т, German B D K A; "auto" takes the language's set. The
engine's notation (records, logs) keeps T J Q K A.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest
from helpers import card, cards, new_game, play

from game.engine import ActionKind, preset
from game.engine.actions import Action, beat
from game.engine.reason import Reason, ReasonCode
from game.ui import card_indices, i18n
from game.ui.deck_choice import rank_options
from game.ui.i18n import card_text, card_word, index_set, rank_text, set_card_indices, set_language, tr
from game.ui.i18n.codes import reason_text
from game.ui.settings import Settings
from game.ui.table.card_images import CardImages, face_path
from game.ui.table.last_bout import Line, line_text
from game.ui.table.status import describe_action, status_text

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"


@pytest.fixture(autouse=True)
def _english_and_auto() -> Iterator[None]:
    yield
    set_language("en")
    set_card_indices("auto")


def _in(language: str, indices: str = "auto") -> None:
    set_language(language)
    set_card_indices(indices)


# ------------------------------------------------------------------ the text of a card
@pytest.mark.parametrize(
    ("indices", "queen", "jack", "king", "ace"),
    [
        ("international", "Q♥", "J♥", "K♥", "A♥"),
        ("russian", "Д♥", "В♥", "К♥", "Т♥"),
        ("german", "D♥", "B♥", "K♥", "A♥"),
    ],
)
def test_each_set_writes_the_court_cards_and_the_ace_in_its_letters(
    indices: str, queen: str, jack: str, king: str, ace: str
) -> None:
    for language in ("en", "ru", "de", "uk"):  # a chosen set is the same in every language
        _in(language, indices)
        assert [card_text(card(c)) for c in ("QH", "JH", "KH", "AH")] == [queen, jack, king, ace]
        assert card_text(card("TH")) == "10♥" and card_text(card("6S")) == "6♠"
        assert rank_text(12) == queen[0]


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "international"), ("ru", "russian"), ("de", "german"), ("uk", "russian")],
)
def test_auto_takes_the_languages_set(language: str, expected: str) -> None:
    _in(language)
    assert index_set() == expected
    assert Settings().card_indices == "auto"


def test_the_language_map_covers_ukrainian_and_falls_back_to_international() -> None:
    assert card_indices.resolve("auto", "uk") == "russian"
    assert card_indices.resolve("auto", "fr") == "international"
    assert card_indices.resolve("german", "ru") == "german"
    assert card_indices.resolve("klingon", "de") == "german", "an unknown choice reads as auto"
    assert card_indices.rank_letters(15, "russian") == "15", "ranks past the ace stay numbers"


def test_the_engines_notation_does_not_change() -> None:
    _in("ru", "russian")
    assert str(card("QH")) == "QH" and card("QH").label == "Q♥"


def test_the_status_line_names_the_card_in_russian_letters() -> None:
    _in("ru")
    g = new_game(preset("podkidnoy"), 2, ["QH 7S 8S 9S 8D 9D", "6C 7C KH AH 8C 9C"], trump="6D")
    play(g, "0 attack QH")
    assert status_text(g, 1, lambda s: "Анна") == "Побейте Д♥ или возьмите"
    _in("de", "international")
    assert status_text(g, 1, lambda s: "Anna") == "Schlag die Q♥ oder nimm auf"


def test_the_history_and_a_hint_name_cards_in_the_sets_letters() -> None:
    _in("ru")
    line = Line("beat", seat=1, cards=(card("KH"),), target=card("QH"))
    assert line_text(line, 0, lambda s: "Борис").endswith(" Д♥ картой К♥")
    assert describe_action(beat(card("JS"), card("AS"))) == "побейте В♠ картой Т♠"
    _in("en", "german")
    assert describe_action(Action(ActionKind.ATTACK, tuple(cards("QS QD")))) == "lead D♠, D♦"


def test_a_refusal_names_ranks_and_cards_in_the_sets_letters() -> None:
    _in("ru")
    why = reason_text(Reason(ReasonCode.THROW_RANK, ranks=(11, 14)))
    assert why.endswith("(В, Т).")
    _in("de")
    assert reason_text(Reason(ReasonCode.THROW_RANK, ranks=(12,))).endswith("(D).")


def test_the_german_article_agrees_with_the_rank_whatever_its_letter() -> None:
    _in("de")  # German indices: "die D♥", the Dame
    assert (card_word(card("QH")), card_word(card("QH")).gender) == ("D♥", "f")
    assert tr("table.status.the_card", card=card_word(card("JH"))) == "den B♥"
    assert tr("table.status.the_card", card=card_word(card("AH"))) == "das A♥"
    set_card_indices("russian")  # a German speaker reading Russian cards: still "die" Dame
    assert tr("table.status.the_card", card=card_word(card("QH"))) == "die Д♥"


def test_an_art_deck_names_cards_by_the_letters_it_prints() -> None:
    # Dondorf prints J Q K A: a Russian player who chose it reads "Q♥" on the card and in the text
    _in("ru", "russian")
    set_card_indices("russian", "dondorf")
    assert (index_set(), card_text(card("QH")), rank_text(14)) == ("international", "Q♥", "A")
    set_card_indices("russian", "classic")  # back to the drawn faces: the setting's letters again
    assert card_text(card("QH")) == "Д♥"
    assert card_indices.resolve("german", "de", "dondorf") == "international"
    assert card_indices.resolve("german", "de", "classic") == "german"


def test_the_deck_choice_writes_its_ranks_in_the_sets_letters() -> None:
    _in("ru")
    assert ("6–Т", "9") in rank_options()


# ------------------------------------------------------------------ the setting
def test_the_setting_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings().with_changes(card_indices="russian").save(path)
    assert Settings.load(path).card_indices == "russian"


def test_a_choice_this_version_does_not_offer_keeps_the_default_with_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"card_indices": "klingon", "muted": True}), encoding="utf-8")
    with caplog.at_level("WARNING"):
        s = Settings.load(path)
    assert s.card_indices == "auto" and s.muted, "the rest of the file is kept"
    assert any("card_indices" in r.getMessage() and "klingon" in r.getMessage() for r in caplog.records)


def test_a_setting_of_the_wrong_kind_sets_the_file_aside(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"card_indices": 3}), encoding="utf-8")
    with caplog.at_level("WARNING"):
        assert Settings.load(path).card_indices == "auto"
    assert not path.exists() and list(tmp_path.glob("settings.json.corrupt-*"))
    with pytest.raises(ValueError):
        Settings().with_changes(card_indices="latin")


# ------------------------------------------------------------------ the faces
@pytest.mark.parametrize(
    ("indices", "king", "queen"),
    [
        ("international", "cards/KS.png", "cards/QS.png"),
        ("russian", "cards/KS.png", "cards/russian/QS.png"),
        ("german", "cards/KS.png", "cards/german/QS.png"),
    ],
)
def test_the_sprite_picked_for_each_set(indices: str, king: str, queen: str) -> None:
    """The king looks the same in every set (К and K are one shape); the queen is the set's own."""
    assert face_path(card("KS"), False, indices) == SPRITES / king
    assert face_path(card("QS"), False, indices) == SPRITES / queen
    four = "cards4/" + queen.split("/", 1)[1]
    assert face_path(card("QS"), True, indices) == SPRITES / queen, "spades look the same in four colours"
    assert face_path(card("QC"), True, indices) == SPRITES / four.replace("QS", "QC")
    assert face_path(card("AE"), True, indices).parent.parent.name in ("cards", "sprites")


def test_the_table_loads_the_sets_faces_and_switches() -> None:
    pygame.init()
    images = CardImages(indices="russian")
    shown = pygame.image.tobytes(images.source(card("QH")), "RGBA")
    assert shown == pygame.image.tobytes(pygame.image.load(str(SPRITES / "cards/russian/QH.png")), "RGBA")
    assert images.configure(False, "red", indices="german")
    shown = pygame.image.tobytes(images.source(card("QH")), "RGBA")
    assert shown == pygame.image.tobytes(pygame.image.load(str(SPRITES / "cards/german/QH.png")), "RGBA")
    assert not images.configure(False, "red"), "no index set given: kept"
    # a card past the ace has no sprite: its drawn face still uses numbers
    assert images.procedural(card("15H")).get_size() == (250, 350)


def _tool() -> object:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_sprites

        return make_sprites
    finally:
        sys.path.remove(str(ROOT / "tools"))


def _pixels(path: Path) -> bytes:
    pygame.init()
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGBA")


def test_the_sprite_tool_makes_exactly_the_stored_faces(tmp_path: Path) -> None:
    """Every face the tool draws is stored as it draws it, and no other face is stored; the stored
    file is the optimiser's output for the drawing, byte for byte (checked on a sample: optimising
    all 200 faces takes over a minute of CPU)."""
    pytest.importorskip("oxipng", reason="pyoxipng (a dev dependency) is missing")
    from tools.png_files import optimised

    tool = _tool()
    assert tool.main(["--out", str(tmp_path), "--no-optimise"]) == 0  # type: ignore[attr-defined]
    made = sorted(
        p.relative_to(tmp_path / "sprites") for p in (tmp_path / "sprites").rglob("cards*/**/*.png")
    )
    stored = sorted(p.relative_to(SPRITES) for p in SPRITES.rglob("cards*/**/*.png"))
    assert made == stored
    for rel in made:
        assert _pixels(tmp_path / "sprites" / rel) == _pixels(SPRITES / rel), rel
    for rel in made[:: len(made) // 5]:
        drawn = (tmp_path / "sprites" / rel).read_bytes()
        assert optimised(drawn) == (SPRITES / rel).read_bytes(), rel
        assert len((SPRITES / rel).read_bytes()) < len(drawn), rel


def _differing(a: Path, b: Path) -> list[tuple[int, int]]:
    pygame.init()
    pa = pygame.image.tobytes(pygame.image.load(str(a)), "RGBA")
    pb = pygame.image.tobytes(pygame.image.load(str(b)), "RGBA")
    return [(i // 4 % 250, i // 4 // 250) for i in range(0, len(pa), 4) if pa[i : i + 4] != pb[i : i + 4]]


@pytest.mark.parametrize(
    ("path", "court"),
    [("cards/russian/QH.png", True), ("cards4/german/JD.png", True), ("cards/russian/AS.png", False)],
)
def test_a_sets_face_differs_from_the_international_one_only_in_its_letters(path: str, court: bool) -> None:
    """The corner indices and the court card's big letter change; its hat or crown, the suit under
    the letter and the pips stay."""
    own = SPRITES / path
    changed = _differing(own, own.parent.parent / own.name)
    assert len(changed) > 100, "a set's own face must look different"
    # a corner's index: the letter, and its suit under it (which may shift by a pixel to stay centred)
    corners = (pygame.Rect(0, 0, 48, 90), pygame.Rect(250 - 48, 350 - 90, 48, 90))
    letter = pygame.Rect(60, 130, 130, 110)  # the panel's letter, under the crown, above the suit
    places = (*corners, letter) if court else corners
    outside = [p for p in changed if not any(r.collidepoint(p) for r in places)]
    assert not outside, f"{path} differs at {outside[:5]}"


# ------------------------------------------------------------------ texts that name cards by letter
def test_the_lessons_steps_name_its_cards_in_the_sets_letters() -> None:
    _in("ru")
    fields = i18n.letter_fields()
    assert fields["QH"] == "Д♥" and fields["A"] == "Т"
    step = tr("lesson.step.defend", name="Борис", **fields)
    assert "Д♠" in step and "К♠" in step and "{" not in step
    _in("de")
    step = tr("lesson.step.beat_suit", name="Anna", **i18n.letter_fields())
    assert "K♦" in step and "{" not in step
    _in("en", "german")
    assert "the D♠" in tr("lesson.step.defend", name="Anna", **i18n.letter_fields())


@pytest.mark.parametrize(
    ("language", "indices", "named"),
    [
        ("en", "auto", "jack (J), queen (Q), king (K) and ace (A)"),
        ("ru", "auto", "валет (В), дама (Д), король (К) и туз (Т)"),
        ("de", "auto", "Bube (B), Dame (D), König (K) und Ass (A)"),
        ("uk", "auto", "валет (В), дама (Д), король (К) і туз (Т)"),
        ("ru", "international", "валет (J), дама (Q), король (K) и туз (A)"),
    ],
)
def test_the_rules_name_the_letters_the_cards_show(language: str, indices: str, named: str) -> None:
    from game.ui.scenes.rules_scene import rules_html

    _in(language, indices)
    assert named in rules_html()
    assert "{" not in rules_html()
