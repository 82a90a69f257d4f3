"""Translations: every module merged, rules text complete, names declined, numbers counted.

The catalogues themselves (every message translated, placeholders alike, compiled and up to
date) are tests/test_i18n_catalogues.py's."""

from __future__ import annotations

import string
from collections.abc import Iterator

import pytest

from game.engine import PRESETS, FirstAttacker, Problem, Rules, Teams, ThrowIn
from game.ui import i18n
from game.ui.i18n import LANGUAGES, MESSAGES, MODULES, catalogue, menus, rules_text, table, tr


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def texts() -> Iterator[tuple[str, str, str]]:
    """(key, language, template) of every message in every language, each plural form."""
    for key, message in MESSAGES.items():
        for code in LANGUAGES:
            found = catalogue(code)
            if message.plural is None:
                yield key, code, found.pgettext(key, message.text)
            else:
                for n in (1, 2, 5):
                    yield key, code, found.npgettext(key, message.text, message.plural, n)


def test_every_module_is_merged() -> None:
    assert {menus, rules_text, table} <= set(MODULES)
    declared = [m.key for module in MODULES for m in module.MESSAGES]
    twice = {key for key in declared if declared.count(key) > 1}
    assert not twice, f"declared twice: {sorted(twice)}"
    assert set(MESSAGES) == set(declared)
    for key, message in MESSAGES.items():
        assert message.key == key and message.text.strip(), key


def test_languages() -> None:
    assert LANGUAGES == {"en": "English", "ru": "Русский", "de": "Deutsch", "uk": "Українська"}
    with pytest.raises(ValueError):
        i18n.set_language("fr")


def test_tr_switches_at_once_and_falls_back() -> None:
    assert tr("menu.play") == "Play"
    i18n.set_language("ru")
    assert tr("menu.play") == "Играть"
    assert i18n.current_language() == "ru"
    i18n.set_language("de")
    assert tr("menu.play") == "Spielen"
    assert tr("no.such.key") == "no.such.key"
    assert tr("menu.version", version="1.2") == "Version 1.2"
    assert tr("menu.version") == "Version {version}"  # missing argument: unformatted, no crash


def test_rules_text_has_every_section() -> None:
    for sid in rules_text.SECTIONS:
        for part in ("title", "body"):
            assert f"rules.{sid}.{part}" in MESSAGES
    # the topics the rules must explain
    required = {
        "deck",
        "deal",
        "start",
        "throw_in",
        "limits",
        "take",
        "draw",
        "out",
        "transfer",
        "show_trump",
        "teams",
        "exchange",
        "redeal",
        "seven",
    }
    assert required <= set(rules_text.SECTIONS)
    for code in LANGUAGES:
        i18n.set_language(code)
        words = sum(len(tr(f"rules.{sid}.body").split()) for sid in rules_text.SECTIONS)
        assert words > 1000, f"the {code} rules are too short ({words} words)"


def test_presets_and_form_choices_have_names() -> None:
    from game.ui.new_game_form import PRESET_ORDER
    from game.ui.scenes.new_game import NOT_OFFERED

    assert set(PRESET_ORDER) | NOT_OFFERED == set(PRESETS)
    for name in (*PRESET_ORDER, "custom"):
        assert f"preset.{name}" in MESSAGES and f"preset.{name}.desc" in MESSAGES
    for name in NOT_OFFERED:  # named by the variants they are (Podkidnoy with cheating)
        assert i18n.variant_label(name) != name.title()
    for choice in ThrowIn:
        assert f"new.throw_in.{choice.value}" in MESSAGES
    for choice in Teams:
        assert f"new.teams.{choice.value}" in MESSAGES
    for choice in FirstAttacker:
        assert f"new.first_attacker.{choice.value}" in MESSAGES


def _problem_sentences() -> set[Problem]:
    sentences: set[Problem] = set()
    combos = [
        (Rules().with_deck(24), 6),
        (Rules(transfer_by_showing_trump=True), 2),
        (Rules(seven_card=True, transfer=True), 2),
        (Rules(seven_card=True), 2),
        (Rules(teams=Teams.PAIRS), 3),
        (Rules(teams=Teams.TRIPLES), 4),
        (Rules(team_wins_on_first_out=True), 2),
        (Rules(), 1),
        (Rules(redeal_on_suit=9), 2),
    ]
    for rules, players in combos:
        sentences.update(rules.problems(players))
    return sentences


@pytest.mark.parametrize("code", ["ru", "de", "uk"])
def test_every_rules_problem_is_translated(code: str) -> None:
    from game.ui.scenes.new_game import translate_problem

    i18n.set_language(code)
    for sentence in _problem_sentences():
        translated = translate_problem(sentence)
        assert translated != str(sentence), f"not translated to {code}: {sentence!r}"
        assert "{" not in translated


# ---------------------------------------------------------------------------- grammar of names
@pytest.mark.parametrize("code", ["ru", "uk"])
def test_every_russian_and_ukrainian_computer_name_has_its_accusative_and_gender(code: str) -> None:
    i18n.set_language(code)
    names = i18n.computer_names()
    assert len(names) == 8
    for name in names:
        assert name.feminine is not None, name
        assert name.accusative != str(name), name
    for code in LANGUAGES:
        i18n.set_language(code)
        assert len(i18n.computer_names()) == 8


def test_russian_sentences_decline_computer_names() -> None:
    i18n.set_language("ru")
    anna, boris, vera, misha = (n for n in i18n.computer_names() if n in ("Анна", "Борис", "Вера", "Миша"))
    assert tr("table.status.leads", name=boris, target=anna) == "Борис ходит под Анну"
    assert tr("table.status.you_lead", name=misha).startswith("Ваш ход под Мишу:")
    assert tr("table.toast.first", name=vera) == "Вера ходит первой"
    assert tr("table.toast.first", name=boris) == "Борис ходит первым"
    assert tr("table.bubble.out", name=anna) == "Вышла!"


def test_ukrainian_sentences_decline_computer_names() -> None:
    i18n.set_language("uk")
    hanna, bohdan, oksana, mykola = (
        n for n in i18n.computer_names() if n in ("Ганна", "Богдан", "Оксана", "Микола")
    )
    assert tr("table.status.leads", name=bohdan, target=hanna) == "Богдан ходить під Ганну"
    assert tr("table.status.you_lead", name=mykola).startswith("Ваш хід під Миколу:")
    assert tr("table.toast.first", name=oksana) == "Оксана ходить першою"
    assert tr("table.toast.first", name=mykola) == "Микола ходить першим"
    assert tr("table.bubble.out", name=hanna) == "Вийшла!"
    assert tr("history.took", name=bohdan, n=3) == "Богдан взяв 3 карти"
    assert tr("history.took", name="Петро", n=5) == "Петро бере 5 карт"


def test_a_typed_name_is_never_declined_wrongly() -> None:
    """A name the player typed has no known forms: sentences fall back to a neutral wording.

    (A typed name is only ever the human's own, who is "Вы" in every sentence
    that would decline it.)
    """
    i18n.set_language("ru")
    assert tr("table.toast.first", name="Петя") == "Петя начинает"
    assert tr("table.bubble.out", name="Вы") == "Вышли!"


def test_every_gendered_choice_offers_a_neutral_third() -> None:
    for key, code, text in texts():
        for _, name, spec, _ in string.Formatter().parse(text):
            if name and spec and "|" in spec and name != "card":  # a card's article: m|f|n
                assert len(spec.split("|")) == 3, (key, code, text)


def test_counted_nouns_agree_with_their_number() -> None:
    assert tr("new.first_bout.on", n=1) == "At most 1 card"
    assert tr("new.first_bout.on", n=5) == "At most 5 cards"
    i18n.set_language("ru")
    assert [tr("new.first_bout.on", n=n) for n in (1, 3, 5, 11, 21, 22)] == [
        "Не больше 1 карты",
        "Не больше 3 карт",
        "Не больше 5 карт",
        "Не больше 11 карт",
        "Не больше 21 карты",
        "Не больше 22 карт",
    ]
    i18n.set_language("de")
    assert tr("new.first_bout.on", n=1) == "Höchstens 1 Karte"


def test_a_reason_with_numbers_reads_right_in_russian() -> None:
    from game.engine import Reason, ReasonCode
    from game.ui.i18n.codes import reason_text

    i18n.set_language("ru")
    reason = Reason(ReasonCode.NEXT_TOO_FEW, number=3, count=4)
    assert reason_text(reason) == "У следующего игрока 3 карты — ему нельзя дать 4 карты."
    i18n.set_language("en")
    assert reason_text(Reason(ReasonCode.NEXT_TOO_FEW, number=1, count=2)) == (
        "The next player holds 1 card and cannot face 2 attack cards."
    )


def test_a_partner_is_named_in_the_right_gender() -> None:
    i18n.set_language("ru")
    boris, vera = (n for n in i18n.computer_names() if n in ("Вера", "Борис"))
    assert tr("table.partner", name=vera) == "партнёрша" and tr("table.partner", name=boris) == "партнёр"


def test_a_word_agrees_with_the_number_elsewhere_in_the_sentence() -> None:
    i18n.set_language("ru")
    assert [tr("match.heading", n=n) for n in (1, 2, 5, 21)] == [
        "Матч: сыграна 1 партия",
        "Матч: сыграно 2 партии",
        "Матч: сыграно 5 партий",
        "Матч: сыграна 21 партия",
    ]
    assert tr("history.beaten", n=1) == "Отбито: 1 карта ушла в сброс"
    assert tr("history.beaten", n=4) == "Отбито: 4 карты ушли в сброс"
    i18n.set_language("de")
    assert tr("match.option.to", n=1) == "Bis 1 Niederlage"
    assert tr("saves.preview", variant="V", players=2, n=1, date="D") == "V · 2 Spieler · 1 Zug · D"
    assert tr("problem.too_many_suits", n=1) == "höchstens 1 Farbe"


def test_ukrainian_counts_agree_with_their_number() -> None:
    i18n.set_language("uk")
    assert [tr("match.heading", n=n) for n in (1, 2, 5, 11, 21, 22)] == [
        "Матч: зіграна 1 партія",
        "Матч: зіграно 2 партії",
        "Матч: зіграно 5 партій",
        "Матч: зіграно 11 партій",
        "Матч: зіграна 21 партія",
        "Матч: зіграно 22 партії",
    ]
    assert tr("history.beaten", n=1) == "Відбито: 1 карта пішла у бито"
    assert tr("history.beaten", n=4) == "Відбито: 4 карти пішли у бито"
    assert tr("new.first_bout.on", n=21) == "Не більше 21 карти"


def test_a_number_counted_in_english_is_counted_in_every_language() -> None:
    """Where English writes a number with its noun ("1 card", "2 cards"), the message is a plural
    one, so every language chooses the noun's form by the number (or writes the number as a value
    after a colon); a noun in the plural after any other number is never wrong in English, and
    such a number (Lead {n} cards: never one) stays a plain message."""
    for key, message in MESSAGES.items():
        if message.plural is None:
            continue
        assert "{n}" in message.plural, key
        for code in ("ru", "de", "uk"):
            found = catalogue(code)
            forms = [found.npgettext(key, message.text, message.plural, n) for n in (1, 2, 5)]
            assert all("{n}" in form or "{n}-mal" in form for form in forms) or len(set(forms)) > 1, (
                key,
                code,
                forms,
            )


def test_a_german_article_agrees_with_the_card() -> None:
    from game.engine import Card
    from game.ui.i18n import card_word

    i18n.set_language("de")
    said = {
        c: tr("table.status.the_card", card=card_word(Card.parse(c))) for c in ("AH", "KS", "QD", "JC", "TH")
    }
    # German letters by default in German (B for the Bube, D for the Dame)
    assert said == {"AH": "das A♥", "KS": "den K♠", "QD": "die D♦", "JC": "den B♣", "TH": "die 10♥"}
    assert tr("table.status.you_exchange", card=card_word(Card.parse("AS")), trump="6♠") == (
        "Tausche dein A♠ gegen die Trumpfkarte 6♠ oder behalte es"
    )
    assert "mehrere Karten gleichen Werts" in tr("table.status.you_lead_multi", name="Anna")
    i18n.set_language("en")
    assert tr("table.status.the_card", card=card_word(Card.parse("AH"))) == "the A♥"
