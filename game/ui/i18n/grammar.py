"""Names that know their grammar, so a sentence about a computer player can decline it.

Russian needs a name's accusative ("ходит под Анну") and its gender ("Вера
ходит первой"); a template asks for them with a format spec::

    "{name:acc}"                  the accusative (the name itself when unknown)
    "{name:первым|первой}"        the masculine or the feminine word
    "{name:первым|первой|first}"  a third choice for a name of unknown gender

a number its noun's plural (:class:`Count`), and a card its article (:class:`Noun`).

A name the player typed (or any plain string) has no known forms: its
accusative is itself and its gender is unknown, so templates that may meet it
give a third, neutral choice. ``tr`` passes plain strings as such names.
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


class Count(int):
    """A number that writes itself with its noun: ``"{n:#card|cards}"`` → "1 card", "3 cards".

    Two choices follow English and German (one, other); three follow Russian
    (1, 21 → "карта"; 2–4, 22–24 → "карты"; 0, 5–20, 25 → "карт"). ``"{n:~a|b|c}"``
    writes the chosen word alone, for a word that agrees with the number elsewhere
    in the sentence ("сыграна 1 партия", "сыграно 5 партий").
    """

    def __format__(self, spec: str) -> str:
        if not spec or spec[0] not in "#~":
            return int.__format__(self, spec)
        word = self._choose(spec[1:].split("|"))
        return word if spec[0] == "~" else f"{int(self)} {word}"

    def _choose(self, choices: list[str]) -> str:
        n = abs(int(self))
        if len(choices) >= 3:
            if n % 10 == 1 and n % 100 != 11:
                return choices[0]
            if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
                return choices[1]
            return choices[2]
        return choices[0] if n == 1 or len(choices) == 1 else choices[1]


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
