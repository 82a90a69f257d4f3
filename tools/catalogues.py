"""The translation catalogues (docs/translating.md): ``make i18n`` runs ``python tools/catalogues.py``.

1. extract: the messages the area modules of ``game/ui/i18n/`` declare (``M(key, text)``,
   ``P(key, one, other)``; the key is the context) into ``locale/durak.pot``;
2. update: every ``locale/<lang>/LC_MESSAGES/durak.po`` from it (new messages empty, removed ones
   dropped; no fuzzy guesses, so a changed English text waits for its translator);
3. compile: each ``.po`` to the ``durak.mo`` beside it, which the game reads (committed, so a
   checkout and the bundle need no build step).

``python tools/catalogues.py --init uk`` starts a new language's ``.po``.  A file is written only
when its messages change, so the catalogues' dates move with their messages, not with each run.
The tests (tests/test_i18n_catalogues.py) call the same functions.
"""

from __future__ import annotations

import argparse
import datetime
import io
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.core import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
# the version is read as the build reads it (Python 3.10 has no tomllib), whether this runs as a
# script or is imported as tools.catalogues by the tests
sys.path.insert(0, str(ROOT / "tools"))
from build_dist import project_version  # noqa: E402

LOCALE = ROOT / "locale"
SOURCES = ROOT / "game" / "ui" / "i18n"
DOMAIN = "durak"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
#: M(key, text) and P(key, one, other): the key (argument 1) is the message's context
KEYWORDS = {"M": ((1, "c"), 2), "P": ((1, "c"), 2, 3)}
#: a comment starting so, right above a declaration, reaches the translator
COMMENT_TAG = "i18n:"
WIDTH = 100
PROJECT = "Durak"
#: the version the catalogues are of is the game's, read where it is declared
VERSION = project_version()
#: Babel's own header values are placeholders ("Durak VERSION", "EMAIL@ADDRESS", "LANGUAGE
#: <LL@li.org>"); translators' tools and readers of a .po take them for unfinished, so each header
#: says who the file is from instead, and a test checks that no placeholder is left
TEAM = "the Durak project"
BUGS_TO = "the Durak project's issue tracker (docs/translating.md)"
LICENCE = "# This file is distributed under the same licence as Durak (MIT).\n#"
HEADER = (
    "# The messages of Durak, extracted from game/ui/i18n/ by tools/catalogues.py (make i18n).\n" + LICENCE
)
#: header lines that change on every run, not with the messages
DATE_LINES = (b'"POT-Creation-Date:', b'"PO-Revision-Date:')


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def languages() -> list[str]:
    """The languages with a catalogue (English is the source and has none)."""
    return sorted(p.parts[-3] for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def language_name(lang: str) -> str:
    """The language's English name ("Ukrainian"), as the header of its catalogue calls it."""
    return Locale.parse(lang).english_name or lang


def header_comment(lang: str) -> str:
    return (
        f"# The {language_name(lang)} messages of Durak (docs/translating.md): "
        f"translate here, then make i18n.\n" + LICENCE
    )


def tidy_header(catalog: Catalog, lang: str | None) -> None:
    """The project's own header values in place of Babel's placeholders (the dates excepted, as
    those are left out of every comparison: a .po's revision date is when it was last written)."""
    catalog.project = PROJECT
    catalog.version = VERSION
    catalog.msgid_bugs_address = BUGS_TO
    catalog.last_translator = TEAM
    if lang is None:
        catalog.header_comment = HEADER
        catalog.language_team = TEAM
        catalog.revision_date = catalog.creation_date
    else:
        catalog.header_comment = header_comment(lang)
        catalog.language_team = f"{language_name(lang)}, {TEAM}"
        catalog.revision_date = datetime.datetime.now(datetime.timezone.utc)


def extract() -> Catalog:
    """What the code declares, as a template catalogue."""
    template = Catalog(header_comment=HEADER, project=PROJECT, version=VERSION, fuzzy=False)
    found = extract_from_dir(
        SOURCES,
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=[COMMENT_TAG],
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        path = (SOURCES / filename).relative_to(ROOT).as_posix()
        template.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    tidy_header(template, None)
    return template


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def without_dates(text: bytes) -> bytes:
    return b"\n".join(line for line in text.splitlines() if not line.startswith(DATE_LINES))


def read(lang: str) -> Catalog:
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN, abort_invalid=True)


def updated(lang: str, template: Catalog) -> Catalog:
    catalog = read(lang)
    catalog.update(template, no_fuzzy_matching=True)
    tidy_header(catalog, lang)
    # as it will read once written: a message new from the template has no translation (None)
    # until then, which Babel's checks take for wrong plural forms ("Found plural forms for
    # non-pluralizable message"); written, it has the language's number of empty forms
    return read_po(io.BytesIO(po_bytes(catalog)), locale=lang, domain=DOMAIN, abort_invalid=True)


def problems(catalog: Catalog) -> Iterator[str]:
    """Babel's checks of a catalogue (plural forms, format strings), one line each."""
    for message, errors in catalog.check():
        for error in errors:
            yield f"{message.context}: {error}"


def write_if_changed(path: Path, data: bytes, exact: bool = False) -> bool:
    """Write ``data`` unless the file holds it already (but for its dates, unless ``exact``)."""
    old = path.read_bytes() if path.is_file() else None
    if old is not None and (old == data if exact else without_dates(old) == without_dates(data)):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_suffix(path.suffix + ".tmp")
    temp.write_bytes(data)
    temp.replace(path)
    print(f"wrote {path.relative_to(ROOT)}")
    return True


def init(lang: str, template: Catalog) -> None:
    if po_path(lang).exists():
        raise SystemExit(f"{po_path(lang)} exists already")
    catalog = Catalog(locale=lang, domain=DOMAIN, fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    tidy_header(catalog, lang)
    write_if_changed(po_path(lang), po_bytes(catalog))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--init", metavar="LANG", help="start the catalogue of a new language")
    args = parser.parse_args(argv)
    template = extract()
    write_if_changed(TEMPLATE, po_bytes(template))
    if args.init:
        init(args.init, template)
    failed = False
    for lang in languages():
        catalog = updated(lang, template)
        write_if_changed(po_path(lang), po_bytes(catalog))
        errors = list(problems(catalog))
        for error in errors:
            print(f"{lang}: {error}", file=sys.stderr)
        failed = failed or bool(errors)
        # compiled from the file as written, as the tests compile it
        write_if_changed(mo_path(lang), mo_bytes(read(lang)), exact=True)
        missing = sum(1 for m in catalog if m.id and (not m.string or m.fuzzy or not all(m.string)))
        if missing:
            print(f"{lang}: {missing} messages to translate")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
