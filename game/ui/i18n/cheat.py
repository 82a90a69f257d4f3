"""Words of the cheating mode (Schummeln): the preset's name and description."""

STRINGS: dict[str, dict[str, str]] = {
    "preset.cheating": {"en": "Cheating allowed", "ru": "С жульничеством", "de": "Mit Schummeln"},
    "preset.cheating.desc": {
        "en": "Podkidnoy where cheating is allowed: a cheat stands unless somebody calls it out before "
        "the next bout is led — then the move is taken back.",
        "ru": "Подкидной, в котором можно жульничать: обман остаётся в силе, если никто не поймал "
        "жулика до первого хода следующего кона, — иначе ход отменяется.",
        "de": "Podkidnoj mit erlaubtem Schummeln: Ein Betrug gilt, wenn ihn niemand aufdeckt, bevor der "
        "nächste Angriff liegt — sonst wird der Zug zurückgenommen.",
    },
}
