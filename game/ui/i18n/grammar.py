"""The grammar a message asks of its values: a name's case and gender, a card's article.

gettext chooses a message's form by a number (``P`` in ``message.py``); these classes do what
it cannot, each through a format spec in the template, so a translation asks for them alone:

* :class:`Name` (every plain string ``tr`` is given is one): Russian needs a name's
  accusative ("ходит под Анну") and its gender ("Вера ходит первой")::

    "{name:acc}"                  the accusative (the name itself when unknown)
    "{name:первым|первой}"        the masculine or the feminine word
    "{name:первым|первой|first}"  a third choice for a name of unknown gender

  A name the player typed (or any plain string) has no known forms: its accusative is itself
  and its gender is unknown, so templates that may meet it give a third, neutral choice.
  The computers' names and their forms are a message too (``table.names``, :func:`parse_names`).
* :class:`Noun` (a card from ``card_word``): German's article agrees with the card's gender,
  ``"{card:den|die|das} {card}"``.

docs/translating.md shows both to translators; tests/test_i18n.py holds them to it.
"""

from __future__ import annotations


class Name(str):
    """A name (the nominative, as a ``str``) with its accusative and gender."""

    accusative: str
    feminine: bool | None

    def __new__(cls, text: str, accusative: str = "", feminine: bool | None = None) -> Name:
        self = super().__new__(cls, text)
        self.accusative = accusative or text
        self.feminine = feminine
        return self

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec == "acc":
            return self.accusative
        choices = spec.split("|")
        if self.feminine is None:
            return choices[2] if len(choices) > 2 else choices[0]
        return choices[1] if self.feminine and len(choices) > 1 else choices[0]


def parse_names(text: str) -> list[Name]:
    """``"Анна:Анну:f, Борис:Бориса:m"`` → names; plain ``"Anna, Boris"`` works too."""
    out = []
    for item in text.split(","):
        parts = [p.strip() for p in item.split(":")]
        if not parts[0]:
            continue
        accusative = parts[1] if len(parts) > 1 else ""
        gender = parts[2] if len(parts) > 2 else ""
        out.append(Name(parts[0], accusative, {"f": True, "m": False}.get(gender)))
    return out


#: German grammatical gender of a card by its rank: der Bube, die Dame, der König, das Ass;
#: every number is feminine (die Sechs, die Zehn, die Fünfzehn)
GERMAN_CARD_GENDER = {11: "m", 12: "f", 13: "m", 14: "n"}


class Noun(str):
    """A word with a grammatical gender ("m", "f", "n"), so an article can agree with it.

    ``"{card:den|die|das} {card}"`` chooses by the gender (masculine, feminine,
    neuter); a noun of no known gender takes the first choice.
    """

    gender: str

    def __new__(cls, text: str, gender: str = "") -> Noun:
        self = super().__new__(cls, text)
        self.gender = gender
        return self

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        choices = spec.split("|")
        index = {"f": 1, "n": 2}.get(self.gender, 0)
        return choices[index] if index < len(choices) else choices[0]
