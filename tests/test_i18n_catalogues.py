"""The translation catalogues (locale/, docs/translating.md): complete, compilable, up to date, and
what the game reads from them (plural forms from CLDR through Babel, fallback to English)."""

from __future__ import annotations

import functools
import gettext
import io
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, read_po

from game.ui import i18n
from game.ui.i18n import DEFAULT_LANGUAGE, LANGUAGES, tr
from game.ui.i18n import message as declared
from tools import catalogues
from tools.build_dist import project_version

TRANSLATED = sorted(code for code in LANGUAGES if code != DEFAULT_LANGUAGE)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@functools.cache
def template() -> Catalog:
    return catalogues.extract()


@functools.cache
def committed(code: str) -> Catalog:
    return catalogues.read(code)


def fields(text: str) -> set[str]:
    """The placeholders that write a value: "{name:a|b|c}" only picks a word by the name's gender
    ("{card:den|die|das}" by the card's), so a language may ask for it or not."""
    return {name for _, name, spec, _ in string.Formatter().parse(text) if name and "|" not in (spec or "")}


def forms(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def english_forms(message: Message) -> list[str]:
    return list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]


def placeholder_problems(message: Message) -> list[str]:
    """How a translation's placeholders differ from its English: a plural form may leave its
    number ``n`` out ("eine Karte"), nothing else may differ."""
    english = english_forms(message)
    plural = len(english) > 1
    wanted = fields(english[-1]) - ({"n"} if plural else set())
    out = []
    for text in english + forms(message):
        have = fields(text) - ({"n"} if plural else set())
        if have != wanted:
            out.append(f"{message.context}: {text!r} writes {sorted(have)}, the English {sorted(wanted)}")
    return out


# ---------------------------------------------------------------------------- the catalogues
def test_every_language_but_english_has_a_catalogue() -> None:
    assert catalogues.languages() == TRANSLATED


def test_the_template_is_what_the_code_declares() -> None:
    on_disk = catalogues.without_dates(catalogues.TEMPLATE.read_bytes())
    assert on_disk == catalogues.without_dates(catalogues.po_bytes(template())), "run make i18n"


def test_the_template_holds_every_declared_message_once() -> None:
    keys = [m.context for m in template() if m.id]
    assert sorted(keys) == sorted(i18n.MESSAGES)
    for key, message in i18n.MESSAGES.items():
        found = template().get(message.text, context=key)
        assert found is not None and english_forms(found) == [m for m in (message.text, message.plural) if m]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_is_up_to_date_with_the_template(code: str) -> None:
    updated = catalogues.po_bytes(catalogues.updated(code, template()))
    on_disk = catalogues.po_path(code).read_bytes()
    assert catalogues.without_dates(on_disk) == catalogues.without_dates(updated), "run make i18n"


#: what Babel writes where a project has not said who it is (its defaults and header comment)
PLACEHOLDERS = (
    "VERSION",
    "EMAIL@ADDRESS",
    "FULL NAME",
    "FIRST AUTHOR",
    "ORGANIZATION",
    "YEAR",
    "LL@li.org",
    "LANGUAGE",
    "PACKAGE",
    "PROJECT",
    "MO-DA",
    "HO:MI",
)


def header_text(path: Path) -> str:
    """The comment above the header and the header itself: everything before the first message."""
    text = path.read_text(encoding="utf-8")
    return text[: text.index("\n\n")]


@pytest.mark.parametrize(
    "path",
    [catalogues.TEMPLATE, *(catalogues.po_path(c) for c in TRANSLATED)],
    ids=lambda path: path.parent.parent.name,
)
def test_no_header_keeps_a_placeholder(path: Path) -> None:
    header = header_text(path)
    assert [word for word in PLACEHOLDERS if word in header] == []
    assert f'"Project-Id-Version: Durak {project_version()}\\n"' in header


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_has_its_team(code: str) -> None:
    with catalogues.po_path(code).open("rb") as f:
        catalog = read_po(f)
    assert catalog.language_team == f"{catalogues.language_name(code)}, the Durak project"
    assert catalog.header_comment.startswith(f"# The {catalogues.language_name(code)} messages of Durak")


def test_the_tool_tidies_a_new_language() -> None:
    """A catalogue started with --init (Babel's placeholders all through) comes out tidy."""
    catalog = Catalog(locale="pl", fuzzy=False)
    catalog.update(template(), no_fuzzy_matching=True)
    catalogues.tidy_header(catalog, "pl")
    header = catalogues.po_bytes(catalog).decode("utf-8")
    header = header[: header.index("\n\n")]
    assert [word for word in PLACEHOLDERS if word in header] == []
    assert "Language-Team: Polish, the Durak project" in header


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_compiles_without_errors(code: str) -> None:
    assert not list(catalogues.problems(committed(code)))
    assert committed(code).num_plurals == {"ru": 3, "uk": 3}.get(code, 2)


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_compiled_catalogue_is_its_po_compiled(code: str) -> None:
    assert catalogues.mo_path(code).read_bytes() == catalogues.mo_bytes(committed(code)), "run make i18n"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated(code: str) -> None:
    untranslated = [
        m.context for m in committed(code) if m.id and (m.fuzzy or not all(s.strip() for s in forms(m)))
    ]
    assert not untranslated, f"{code}: {len(untranslated)} to translate: {untranslated[:10]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_are_the_same_in_every_language(code: str) -> None:
    wrong = [line for m in committed(code) if m.id for line in placeholder_problems(m)]
    assert not wrong, "\n".join(wrong)


def test_the_checks_catch_a_broken_catalogue() -> None:
    """What the tests above rely on: Babel finds a wrong number of plural forms and a .po that does
    not parse, and the placeholder check a renamed field."""
    bad = Catalog(locale="ru")
    bad.add(("{n} card", "{n} cards"), ("{n} карта", "{n} карты"), context="x.cards")
    assert list(catalogues.problems(bad))
    with pytest.raises(PoFileError):
        read_po(io.BytesIO(b'msgctxt "x"\nmsgid "a"\nmsgtsr "b"\n'), abort_invalid=True)
    renamed = Message("{name} took {n} card", "{who} взял", context="x.took")
    assert placeholder_problems(renamed)
    counted = Message(("{n} card", "{n} cards"), ("одна карта", "{n} карты", "{n} карт"), context="x.n")
    assert not placeholder_problems(counted)


# ---------------------------------------------------------------------------- what the game says
def test_a_match_of_one_game_agrees_in_russian() -> None:
    i18n.set_language("ru")
    said = {n: tr("match.heading", n=n) for n in (1, 2, 5, 11, 21, 22, 25, 111, 112)}
    assert said == {
        1: "Матч: сыграна 1 партия",
        2: "Матч: сыграно 2 партии",
        5: "Матч: сыграно 5 партий",
        11: "Матч: сыграно 11 партий",
        21: "Матч: сыграна 21 партия",
        22: "Матч: сыграно 22 партии",
        25: "Матч: сыграно 25 партий",
        111: "Матч: сыграно 111 партий",
        112: "Матч: сыграно 112 партий",
    }
    assert [tr("deck.cards", n=n) for n in (1, 3, 12, 24, 36)] == [
        "1 карта",
        "3 карты",
        "12 карт",
        "24 карты",
        "36 карт",
    ]


def test_german_and_english_plurals() -> None:
    assert [tr("deck.cards", n=n) for n in (0, 1, 2, 21)] == ["0 cards", "1 card", "2 cards", "21 cards"]
    assert tr("stats.moves", n=1) == "1 move"
    i18n.set_language("de")
    assert [tr("deck.cards", n=n) for n in (0, 1, 2, 21)] == ["0 Karten", "1 Karte", "2 Karten", "21 Karten"]
    assert tr("stats.moves", n=1) == "1 Zug" and tr("stats.moves", n=3) == "3 Züge"


def test_two_counted_numbers_are_two_messages() -> None:
    from game.engine import Rules
    from game.ui.i18n.codes import problem_text

    (problem,) = [p for p in Rules().with_deck(24).problems(6) if p.code.value == "deck_too_small"]
    assert problem_text(problem) == "24 cards are not enough to deal 6 cards to each of 6 players"
    i18n.set_language("ru")
    assert (
        problem_text(problem) == "колоды из 24 карт не хватит, чтобы раздать по 6 карт каждому из 6 игроков"
    )
    from game.ui.scenes.review_scene import tally_text

    assert tally_text({"good": 21, "inaccuracy": 2, "mistake": 0, "blunder": 1}) == (
        "21 хороший ход · 2 неточности · 0 ошибок · 1 грубая ошибка"
    )


def test_a_missing_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n.MESSAGES, "test.only", declared.M("test.only", "Only {what} in English"))
    monkeypatch.setitem(
        i18n.MESSAGES, "test.counted", declared.P("test.counted", "{n} new card", "{n} new cards")
    )
    i18n.set_language("ru")
    assert tr("test.only", what="this") == "Only this in English"
    assert tr("test.counted", n=1) == "1 new card" and tr("test.counted", n=5) == "5 new cards"
    assert tr("no.such.key") == "no.such.key"


def test_a_broken_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken(gettext.NullTranslations):
        def pgettext(self, context: str, message: str) -> str:
            return "{oops"

    monkeypatch.setattr(i18n, "catalogue", lambda code: Broken())
    assert tr("menu.version", version="1.2") == "Version 1.2"


def test_a_missing_catalogue_is_english_with_a_log_line(caplog: pytest.LogCaptureFixture) -> None:
    found = i18n.catalogue.__wrapped__("xx")
    assert not isinstance(found, gettext.GNUTranslations)
    assert found.pgettext("menu.play", "Play") == "Play"
    assert "no xx translations" in caplog.text


def test_catalogues_are_read_when_first_needed() -> None:
    """Start-up reads no catalogue: a language's is read by its first message, then kept."""
    i18n.catalogue.cache_clear()
    assert i18n.catalogue.cache_info().currsize == 0
    i18n.set_language("de")
    assert i18n.catalogue.cache_info().currsize == 0
    assert tr("menu.play") == "Spielen"
    assert tr("menu.rules") == "Regeln"
    assert i18n.catalogue.cache_info().misses == 1


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_new_message_waits_for_its_translator_without_an_error(code: str) -> None:
    """make i18n adds a new message empty to each catalogue; Babel's checks must not take it for a
    broken one (they did, before the .po was read back: "Found plural forms …")."""
    grown = catalogues.extract()
    grown.add("Brand new", None, [("game/ui/i18n/x.py", 1)], context="test.new")
    grown.add(("{n} new card", "{n} new cards"), None, [("game/ui/i18n/x.py", 2)], context="test.new_cards")
    catalog = catalogues.updated(code, grown)
    assert list(catalogues.problems(catalog)) == []
    new = [
        catalog.get("Brand new", context="test.new"),
        catalog.get("{n} new card", context="test.new_cards"),
    ]
    assert [m.string if m else None for m in new] == ["", ("",) * catalog.num_plurals]
