"""Words that must stay apart or together across the catalogues: Undo is never Back in any language
(German said "Zurück" for both), and German names throwing in as its rules text does, "zulegen"
(not "zuwerfen", "nachlegen" or "dazugeben" beside it)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from game.ui.i18n import LANGUAGES, MESSAGES, catalogue, set_language, tr


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def backs() -> set[str]:
    """Every button that goes back (its English "Back", or its key a ``.back``)."""
    return {key for key, m in MESSAGES.items() if m.text == "Back" or key.endswith(".back")}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_undo_is_never_back(language: str) -> None:
    set_language(language)
    assert len(backs()) >= 5
    assert tr("saves.undo.button") not in {tr(key) for key in backs()}


#: the English of throwing in, in all its forms
THROW_IN = re.compile(r"\b(throw|throws|threw|thrown|throwing) in\b|\bthrow-ins?\b|“thrown", re.I)
#: German's term for it, as the rules text defines it ("Zulegen"): zulegen, zugelegt, zuzulegen, leg … zu
ZULEGEN = re.compile(r"zu(ge|zu)?leg|\bleg\w*\b[^.;—]*\bzu\b", re.I)
#: the other words German used for it beside the rules' term
OTHER_WORDS = re.compile(r"zuwerf|zugeworf|\bwirf\b|nachleg|nachgeleg|dazu(zu)?geb|hinzu(zu)?geb", re.I)


def german(key: str) -> list[str]:
    """The German templates of ``key`` as the catalogue holds them (unformatted)."""
    message, de = MESSAGES[key], catalogue("de")
    if message.plural is None:
        return [de.pgettext(key, message.text)]
    return [de.npgettext(key, message.text, message.plural, n) for n in (1, 2)]


def test_the_german_rules_call_it_zulegen() -> None:
    set_language("de")
    assert tr("rules.throw_in.title") == "Zulegen" and "„zulegen“" in tr("rules.throw_in.body")


def test_german_says_zulegen_wherever_english_says_throw_in() -> None:
    set_language("de")
    throwing = [k for k, m in MESSAGES.items() if THROW_IN.search(m.text + (m.plural or ""))]
    assert len(throwing) > 20
    assert [k for k in throwing if not any(ZULEGEN.search(text) for text in german(k))] == []


def test_german_has_no_second_word_for_throwing_in() -> None:
    set_language("de")
    assert [f"{k}: {t}" for k in MESSAGES for t in german(k) if OTHER_WORDS.search(t)] == []


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_undo_key_is_named_alike_on_the_table_and_in_the_settings(language: str) -> None:
    set_language(language)
    assert tr("saves.undo.key") in tr("settings.undo")
    assert tr("saves.undo.key") == ("Strg+Z" if language == "de" else "Ctrl+Z")
