"""Import a Comprehensive Rules text (numbered rules, as in seed 004) as a document version.

The text is an extraction of the official PDF/web page: every rule starts a line with its
number, glued to the text (``2-3-1-1The individual...``) or followed by ``. `` or a space.
Extraction damage is repaired on the way (see ``rulesdb.cleaning``): lines broken inside a
rule are joined, page numbers on their own line or inside a sentence are dropped, and a line
that starts with a number but cannot be the next rule (``15-1 "Effects")`` after a line
ending in "refer to") is treated as the continuation it is.  A number that goes backwards
after the rules have ended starts the revision notes that close each chapter page
("2-5-3Added"); they become one section, ``revisions``.

Ids are the rule numbers; the parent is the number without its last part; the chapter
(``Chapter 2 Card Information``) is the root.  Heading rules ("2-2Card Category") are titled
by their heading, other rules by their number and first words.
"""

from __future__ import annotations

import datetime
import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from rulesdb.cleaning import (
    clean_text,
    drop_page_number_lines,
    remove_dot_leaders,
    remove_furigana,
    restore_keyword_tags,
)
from rulesdb.corpus import (
    BUILTIN_DIR,
    GAMES,
    LANGS,
    CorpusError,
    Document,
    DocumentVersion,
    Section,
    data_dir,
    parse_version_file,
)

_RULE = re.compile(r"^(\d{1,3}(?:-\d{1,3})+)(?:\.\s*|\s+)?(?=\S)(.*)$")
_CHAPTER = re.compile(r"^Chapter\s+(\d{1,3})\b\s*(.*)$", re.IGNORECASE)
# "1. Game Overview": a chapter heading written as its number and a full stop (Ver.4.2)
_NUMBERED_CHAPTER = re.compile(r"^(\d{1,2})\.\s+([A-Z][^.]{1,60})$")
# the heading of the update history that closes the whole document (Ver.4.2)
_HISTORY = re.compile(r"^(?:update history|revision history)$", re.IGNORECASE)
# a page number glued to the last word of a line: "the turn player makes their choice, the2",
# "for the current phase.14", "Deleted 4-12-2-3.44" (never "Ver.4.2" or "Lv.3")
_GLUED_PAGE = re.compile(r"(?:(?<=[a-z])|(?<=[a-z]{2}\.)|(?<=-\d\.)|(?<=-\d\d\.))(\d{1,3})$")
# ... or to a rule number ending a line: "refer to 15-8-342" (rule 15-8-3, page 42)
_GLUED_PAGE_AFTER_NUMBER = re.compile(r"(?<=refer to )\d{1,3}(?:-\d{1,3})*-\d(\d{2})$")
# the link target of a cross reference, glued after its closing bracket (sometimes itself
# broken across lines): refer to 11-5 "Confirming if an Attack is Successful")11-5
_GLUED_TARGET = re.compile(r'(?<=")\)(\d{1,3}(?:-\s?\d{1,3})*-?)(?=\s|$)')
_EDITION = re.compile(r"\bVer(?:sion)?\.?\s*(\d+(?:\.\d+)*)", re.IGNORECASE)
_DATE = re.compile(r"\b(20\d\d)[-/.](\d{1,2})[-/.](\d{1,2})\b")
# web-page navigation left in the extraction: "← Back to chapter list", "Next", "Page top"
_NAVIGATION = re.compile(
    r"^(?:[←→↑].{0,40}|back to [^.]{0,40}|next|previous|(?:page )?top)$", re.IGNORECASE
)
# a rule number broken across lines after "refer to": "refer to 15- 8-2"
_SPLIT_NUMBER = re.compile(r"(?<=refer to )(\d{1,3}(?:-\d{1,3})*-) (?=\d)")
_VERSION_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_ID = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
_UNFINISHED = re.compile(r"(?:\b(?:to|and|or|of|see|the|a|in|refer)|[,(\-])$", re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"[.!?] [A-Z]")
_TITLE_CHARS = 60
_HEADING_WORDS = 8
# Limits of an import, far above the real documents (the Comprehensive Rules 4.2 text is
# 170 KB, its deepest rule number has 5 levels, no section is longer than a few KB): a larger
# file took minutes to import and then slowed every search.
MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_SECTION_CHARS = 20_000
MAX_RULE_DEPTH = 8


class RulesImportError(ValueError):
    """The file cannot be imported; the message says why, for the user."""


@dataclass
class _Rule:
    number: tuple[int, ...]
    lines: list[str]

    @property
    def id(self) -> str:
        return "-".join(map(str, self.number))


@dataclass
class ParsedRules:
    """What was read from a numbered rules text, before it becomes a document version."""

    chapters: dict[int, str] = field(default_factory=dict)
    rules: list[_Rule] = field(default_factory=list)
    revisions: list[str] = field(default_factory=list)
    edition: str | None = None
    date: str | None = None
    repairs: list[str] = field(default_factory=list)


def _rule_number(line: str) -> tuple[tuple[int, ...], str] | None:
    match = _RULE.match(line)
    if not match:
        return None
    parts = match.group(1).split("-")
    if len(parts) > MAX_RULE_DEPTH:
        raise RulesImportError(f"the rule number {match.group(1)[:40]!r}... has {len(parts)} "
                               f"levels; a rule number has at most {MAX_RULE_DEPTH}")
    return tuple(int(n) for n in parts), match.group(2).strip()


def _prepare_lines(text: str, repairs: list[str]) -> list[str]:
    """Markup debris and page-number lines out, blank and navigation lines dropped."""
    text = remove_furigana(text.replace("\r\n", "\n").replace("\r", "\n"))
    text = drop_page_number_lines(remove_dot_leaders(restore_keyword_tags(text)))
    lines = (line.strip() for line in text.split("\n"))
    kept = [line for line in lines if line and not _NAVIGATION.match(line)]
    return unglue_page_numbers(kept, repairs)


def unglue_page_numbers(lines: list[str], repairs: list[str], page: int = 1) -> list[str]:
    """Drop the page numbers glued to the last word of a line (``the2``, ``4-12-2-3.44``).

    Only a number that can be the next page (1 to 3 more than the last one dropped) counts,
    so ``Lv.3`` or ``cost 5`` never do; pages printed on their own line are gone already.
    """
    out = []
    for line in lines:
        glued = _GLUED_PAGE.search(line) or _GLUED_PAGE_AFTER_NUMBER.search(line)
        if glued and page < int(glued.group(1)) <= page + 3:
            page = int(glued.group(1))
            repairs.append(f"dropped the page number {page} glued to {line[-30:]!r}")
            line = line[:glued.start(1)]
        out.append(line)
    return out


def unglue_reference_targets(text: str) -> str:
    """Drop the link target glued after a reference (``...Successful")11-5``): the printed
    number before the title is the publisher's wording and stays."""
    return _SPLIT_NUMBER.sub(r"\1", _GLUED_TARGET.sub(")", text))


class _Reader:
    """Walks the lines once, deciding for each numbered line whether it starts a rule."""

    def __init__(self) -> None:
        self.parsed = ParsedRules()
        self.known: set[tuple[int, ...]] = set()
        self.header: set[str] = set()  # lines above the first rule: repeated as page headers
        self.pending_chapter: int | None = None

    def feed(self, line: str) -> None:
        parsed = self.parsed
        numbered = _rule_number(line)
        if parsed.revisions:
            parsed.revisions.append(line)
        elif parsed.rules and _HISTORY.match(line):
            parsed.revisions.append(line)
        elif not parsed.rules:
            self._before_rules(line, numbered)
        elif line in self.header:
            parsed.repairs.append(f"dropped the page header {line[:40]!r}")
        elif not numbered and self._finished() and self._chapter_line(line):
            pass
        elif numbered and numbered[0] == parsed.rules[0].number and len(parsed.rules) > 1:
            parsed.repairs.append(f"dropped a table of contents of {len(parsed.rules)} entries")
            parsed.rules.clear()
            self.known.clear()
            self._add_rule(*numbered)
        elif numbered and self._starts_rule(numbered[0]):
            self._add_rule(*numbered)
        elif numbered and numbered[0] <= parsed.rules[-1].number and self._finished():
            parsed.revisions.append(line)
        else:
            self._continue(line)

    def _chapter_line(self, line: str) -> bool:
        """Record ``Chapter 2 Card Information`` (or ``Chapter 2`` then the title alone)."""
        chapters = self.parsed.chapters
        numbered = _NUMBERED_CHAPTER.match(line)
        if numbered and self._next_chapter(int(numbered.group(1))):
            chapters[int(numbered.group(1))] = numbered.group(2).strip()
            self.pending_chapter = None
            return True
        chapter = _CHAPTER.match(line)
        if chapter:
            number, title = int(chapter.group(1)), chapter.group(2).strip()
            chapters[number] = title or chapters.get(number, "")
            self.pending_chapter = None if title else number
            return True
        if self.pending_chapter is not None:
            chapters[self.pending_chapter] = line
            self.pending_chapter = None
            return True
        return False

    def _next_chapter(self, number: int) -> bool:
        """Before the rules any chapter (the contents); after, only the next one."""
        rules = self.parsed.rules
        return not rules or number == rules[-1].number[0] + 1

    def _before_rules(self, line: str, numbered: tuple[tuple[int, ...], str] | None) -> None:
        parsed = self.parsed
        if numbered:
            self._add_rule(*numbered)
            return
        self.header.add(line)
        if not self._chapter_line(line):
            self.pending_chapter = None
        if parsed.edition is None and (edition := _EDITION.search(line)):
            parsed.edition = edition.group(1)
        if parsed.date is None and (date := _DATE.search(line)):
            year, month, day = date.groups()
            written = f"{year}-{int(month):02d}-{int(day):02d}"
            parsed.date = written if _real_date(written) else None

    def _finished(self) -> bool:
        """Whether the current rule's text ends where a new line may start."""
        return not _UNFINISHED.search(self.parsed.rules[-1].lines[-1])

    def _starts_rule(self, number: tuple[int, ...]) -> bool:
        """Later than the last rule, under a known parent; the very next number if the last
        rule stops mid-sentence (then a number is more likely a broken cross-reference)."""
        last = self.parsed.rules[-1].number
        if not self._finished():
            return number in _next_numbers(last)
        parent = number[:-1]
        new_chapter = len(number) == 2 and number[1] == 1 and number[0] > last[0]
        known = parent in self.known or len(parent) == 1 and parent[0] in self.parsed.chapters
        return number > last and (known or new_chapter)

    def _add_rule(self, number: tuple[int, ...], text: str) -> None:
        self.parsed.chapters.setdefault(number[0], "")
        self.pending_chapter = None
        self.known.add(number)
        self.parsed.rules.append(_Rule(number, [text]))

    def _continue(self, line: str) -> None:
        rule = self.parsed.rules[-1]
        self.parsed.repairs.append(f"{rule.id}: joined the broken line {line[:40]!r}")
        rule.lines.append(line)


def _next_numbers(last: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The numbers that may directly follow ``last``: its first child or a next sibling."""
    following = {last + (1,)}
    following.update(last[:depth] + (last[depth] + 1,) for depth in range(len(last)))
    return following


def parse_rules(text: str) -> ParsedRules:
    """Read the numbered rules of ``text``; raise RulesImportError if there are none."""
    if "\x00" in text:
        raise RulesImportError("this looks like a binary file, not a rules text")
    reader = _Reader()
    for line in _prepare_lines(text, reader.parsed.repairs):
        reader.feed(line)
    if not reader.parsed.rules:
        raise RulesImportError(
            "no numbered rules found: each rule must start a line with its number, "
            "like '2-3-1-1The individual card name' or '2-3-1-1. The individual card name'"
        )
    return reader.parsed


# --- from parsed rules to sections --------------------------------------------------------


def is_heading(text: str) -> bool:
    """A heading rule is a short label ("Card Category", "(Rule)"), not a sentence."""
    return (
        len(text) <= _TITLE_CHARS
        and len(text.split()) <= _HEADING_WORDS
        and not text.endswith((".", ":", "?", "!", "。"))
        and not _SENTENCE_BREAK.search(text)
    )


def _width(text: str) -> int:
    """Display width: Japanese (wide) characters count twice."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def short_title(number: str, topic: str, text: str) -> str:
    """``2-3-1-3 Name: When text specifies "with [XX] in its name,"…``.

    The rule number, the heading it sits under and the first words (the first characters of
    Japanese text): enough to tell sibling rules apart in a results list.
    """
    room = max(_TITLE_CHARS - _width(topic), 20)
    if _width(text) <= room:
        return f"{number} {topic}: {text}"
    end = 0
    while _width(text[:end + 1]) <= room:
        end += 1
    cut = text[:end]
    if " " in cut and text[end] != " ":
        cut = cut.rsplit(" ", 1)[0]
    return f"{number} {topic}: {cut.rstrip(' ,;:、')}…"


def close_example_parenthesis(text: str) -> str:
    """Put back the ``)`` lost at the end of a rule: ``(Example: ... -3000.`` -> ``-3000.)``."""
    if text.count("(") == text.count(")") + 1 and text.endswith("."):
        return text + ")"
    return text


def _body(rule: _Rule, game: str, repairs: list[str]) -> str:
    raw = " ".join(rule.lines)
    body = clean_text(unglue_reference_targets(raw), game).replace("\n", " ")
    body = close_example_parenthesis(body)
    if body != raw:
        repairs.append(f"{rule.id}: {_changes(raw, body)}")
    return body


def _changes(before: str, after: str) -> str:
    """The words that a repair changed, as ``'old' -> 'new'`` pairs."""
    a, b = before.split(), after.split()
    parts = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op != "equal":  # with one word of context on each side
            old, new = a[max(i1 - 1, 0):i2 + 1], b[max(j1 - 1, 0):j2 + 1]
            parts.append(f"{' '.join(old)!r} -> {' '.join(new)!r}")
    return "; ".join(parts)


def _revision_body(lines: list[str], game: str) -> str:
    items = []
    for line in lines[1:] if _HISTORY.match(lines[0]) else lines:
        numbered = _rule_number(line)
        if numbered:
            number, rest = numbered
            line = f"**{'-'.join(map(str, number))}** {rest}"
        items.append(f"- {clean_text(line, game)}")
    return "\n".join(items)


def _parent_id(rule: _Rule, ids: set[str], repairs: list[str]) -> str:
    """The number without its last part, or the nearest ancestor present if that is lost."""
    parent = rule.number[:-1]
    while len(parent) > 1 and _join(parent) not in ids:
        repairs.append(f"{rule.id}: parent {_join(parent)} is missing, filed one level up")
        parent = parent[:-1]
    return _join(parent)


def _join(number: tuple[int, ...]) -> str:
    return "-".join(map(str, number))


def build_sections(parsed: ParsedRules, document: Document) -> list[Section]:
    """Chapters, rules and revision notes as sections, in reading order."""
    sections: list[Section] = []
    ids: set[str] = set()

    def add(id_: str, title: str, body: str, parent: str | None) -> None:
        if len(body) > MAX_SECTION_CHARS:
            raise RulesImportError(f"section {id_} is {len(body):,} characters long; a section "
                                   f"is at most {MAX_SECTION_CHARS:,} (is a rule number "
                                   "missing before a new rule?)")
        sections.append(Section(document, id_, title, "rule", body, parent, len(sections)))
        ids.add(id_)

    headings: dict[str, str] = {}
    for rule in parsed.rules:
        chapter = str(rule.number[0])
        if chapter not in ids:
            headings[chapter] = parsed.chapters.get(rule.number[0], "")
            add(chapter, f"Chapter {chapter} {headings[chapter]}".strip(), "", None)
        parent = _parent_id(rule, ids, parsed.repairs)
        body = _body(rule, document.game, parsed.repairs)
        if is_heading(body):
            headings[rule.id] = body
            add(rule.id, f"{rule.id} {body}", "", parent)
        else:
            headings[rule.id] = headings[parent]
            add(rule.id, short_title(rule.id, headings[parent], body), body, parent)
    if parsed.revisions:
        edition = f" (Ver.{parsed.edition})" if parsed.edition else ""
        body = _revision_body(parsed.revisions, document.game)
        add("revisions", f"Revision notes{edition}", body, None)
    return sections


# --- document versions: build, write, save --------------------------------------------------


@dataclass
class ImportResult:
    version: DocumentVersion
    parsed: ParsedRules
    path: Path | None = None
    replaced: bool = False


def _check_names(document_id: str, version: str, lang: str, game: str, date: str | None) -> None:
    if not _ID.match(document_id):
        raise RulesImportError(
            f"document id {document_id!r} is not URL-safe: use a-z, 0-9, '.', '_' and '-'"
        )
    if not _VERSION_NAME.match(version):
        raise RulesImportError(
            f"version {version!r} must be letters, digits, '.', '_' or '-' (like 4.0)"
        )
    if lang not in LANGS:
        raise RulesImportError(f"language {lang!r} is not one of {', '.join(LANGS)}")
    if game not in GAMES:
        raise RulesImportError(f"game {game!r} is not one of {', '.join(GAMES)}")
    if date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise RulesImportError(f"date {date!r} must be written YYYY-MM-DD")
    if date is not None and not _real_date(date):
        raise RulesImportError(f"date {date!r} is not a date of the calendar")


def _real_date(text: str) -> bool:
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def import_text(
    text: str,
    *,
    document_id: str,
    version: str,
    lang: str,
    game: str = "dcg",
    title: str | None = None,
    date: str | None = None,
    source: str = "",
) -> ImportResult:
    """Parse a numbered rules text into a validated document version (nothing is written)."""
    _check_names(document_id, version, lang, game, date)
    if len(text) > MAX_FILE_BYTES:
        raise RulesImportError(f"the text is {len(text):,} characters long; a rules document "
                               f"is at most {MAX_FILE_BYTES:,}")
    parsed = parse_rules(text)
    document = Document(
        id=document_id, title=title or "Comprehensive Rules", version=version,
        date=date or parsed.date, lang=lang, game=game, source=source,
    )
    dv = DocumentVersion(document, build_sections(parsed, document))
    try:
        parse_version_file(render_version_file(dv), source or document_id)
    except CorpusError as exc:  # pragma: no cover - build_sections keeps ids and parents valid
        raise RulesImportError(f"the imported rules are not a valid corpus file: {exc}") from exc
    return ImportResult(dv, parsed)


class _Literal(str):
    """A multi-line body, written as a YAML literal block."""


def _literal(dumper: yaml.SafeDumper, data: _Literal) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")


class _Dumper(yaml.SafeDumper):
    pass


_Dumper.add_representer(_Literal, _literal)


def render_version_file(dv: DocumentVersion) -> str:
    """The corpus YAML of a document version (the format ``rulesdb.corpus`` loads)."""
    d = dv.document
    data = {
        "document": {
            "id": d.id, "title": d.title, "version": d.version, "date": d.date,
            "lang": d.lang, "game": d.game, "source": d.source,
        },
        "sections": [
            {
                "id": s.id, "title": s.title, "kind": s.kind, "parent": s.parent,
                "body": _Literal(s.body) if "\n" in s.body else s.body,
            }
            for s in dv.sections
        ],
    }
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100)


def _check_consistent(dv: DocumentVersion, base: Path) -> None:
    """Versions of one document share its language and game."""
    pattern = f"{dv.document.id}/*.yaml"
    files = [p for folder in (BUILTIN_DIR, base) for p in sorted(folder.glob(pattern))]
    try:
        others = [parse_version_file(p.read_text(encoding="utf-8"), str(p)) for p in files]
    except CorpusError as exc:
        message = f"an existing version of {dv.document.id} is broken, fix or remove it: {exc}"
        raise RulesImportError(message) from exc
    for other in others:
        o, d = other.document, dv.document
        if (o.lang, o.game) != (d.lang, d.game) and o.version != d.version:
            raise RulesImportError(
                f"document {d.id!r} version {o.version} is lang {o.lang}, game {o.game}; "
                f"this import says lang {d.lang}, game {d.game}: use another document id"
            )


def save_version(dv: DocumentVersion, base: Path | None = None, *,
                 replace_builtin: bool = False) -> tuple[Path, bool]:
    """Write ``dv`` into the user corpus (``<data dir>/corpus``); returns (path, replaced).

    A version built into DigiJudge (the engine cites its sections) is only replaced when
    ``replace_builtin`` says so."""
    base = base or data_dir() / "corpus"
    d = dv.document
    if (BUILTIN_DIR / d.id / f"{d.version}.yaml").exists() and not replace_builtin:
        raise RulesImportError(
            f"{d.id} {d.version} is built into DigiJudge and the engine's citations link to its "
            "sections; importing over it could break them. Import it as a new version, or "
            "pass --replace-builtin to replace it anyway")
    _check_consistent(dv, base)
    path = base / dv.document.id / f"{dv.document.version}.yaml"
    replaced = path.exists()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_version_file(dv), encoding="utf-8")
    except OSError as exc:
        raise RulesImportError(f"cannot write {path}: {exc.strerror or exc}") from exc
    return path, replaced


def read_rules_file(path: Path) -> str:
    """The text of a rules file, with a user-facing error if it is not readable UTF-8 text."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RulesImportError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if len(data) > MAX_FILE_BYTES:
        raise RulesImportError(f"{path} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB; "
                               "a rules document is far smaller (is it the right file?)")
    if not data.strip():
        raise RulesImportError(f"{path} is empty")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RulesImportError(
            f"{path} is not UTF-8 text (byte {exc.start}): save it as UTF-8 and retry"
        ) from exc


def import_file(path: Path, *, replace_builtin: bool = False,
                **options: str | None) -> ImportResult:
    """Read, parse and save ``path`` as a document version in the user corpus."""
    result = import_text(read_rules_file(path), source=path.name, **options)
    result.path, result.replaced = save_version(result.version,
                                                replace_builtin=replace_builtin)
    return result
