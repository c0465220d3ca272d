"""Cross references inside section bodies: find them, resolve them to section keys, link them.

Three kinds of reference occur in the rule documents:

- page references, ``*See page 15 for details on turn end conditions.``, resolved through the
  printed ``pages`` of the sections of the same document version (the section whose title
  shares most words with the rest of the sentence wins; then the shallowest, then the first);
- numbered rule references, ``(For details, refer to 15-1 "Effects")`` or ``15-1「効果」を参照``,
  resolved to the rule with that number: in the same document if it is numbered, else in the
  Comprehensive Rules of the same language (``cr-<lang>``), else in ``cr-en``;
- title references, ``see the "Tokens" section`` or ``see 'Rule Checks'``, resolved to the
  section with that title in the same document, else in another document of the same language
  and game.

A chapter is referred to by its number and title (``refer to 13 "Security Checks"``).  A
reference whose target does not exist stays plain text (``target`` is None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rulesdb.corpus import Corpus, DocumentVersion, Section

_QUOTED = r"[\"“'‘][^\"”'’\n]{1,80}[\"”'’]"
_NUMBER = r"\d{1,2}(?:-\d{1,3}){1,4}"

# Each pattern has a named group ``ref``: the span that becomes the link.
_PAGE = re.compile(
    r"\b(?:see|refer\s+to)\s+(?P<ref>pages?\s+(?P<page>\d{1,3})(?:\s*(?:-|–|and|to)\s*\d{1,3})?)",
    re.IGNORECASE,
)
_NUMBERED = re.compile(
    rf"\b(?:see|refer\s+to|rules?)\s+(?P<ref>(?P<number>{_NUMBER})(?:\s+{_QUOTED})?)",
    re.IGNORECASE,
)
_CHAPTER = re.compile(
    rf"\b(?:see|refer\s+to)\s+(?P<ref>(?P<number>\d{{1,2}})\s+{_QUOTED})", re.IGNORECASE
)
_NUMBERED_JA = re.compile(rf"(?P<ref>(?P<number>{_NUMBER})\s*(?:「[^」\n]{{1,40}}」)?)\s*を?参照")
_TITLE = re.compile(
    r"\b(?:see|refer\s+to)\s+(?:the\s+)?"
    r"(?P<ref>[\"“'‘](?P<title>[^\"”'’\n]{1,80})[\"”'’](?:\s+section)?)",
    re.IGNORECASE,
)
_TITLE_JA = re.compile(r"(?P<ref>「(?P<title>[^」\n]{1,40})」)\s*(?:の項)?\s*を?参照")

_WORD = re.compile(r"[a-z0-9]+")
_STOP = {"a", "an", "the", "of", "on", "for", "to", "in", "and", "or", "details", "see", "page"}


@dataclass(frozen=True)
class CrossRef:
    """One reference in a section body: ``body[start:end] == text``; ``target`` is a key or None."""

    start: int
    end: int
    text: str
    target: str | None


def find_references(section: Section, corpus: Corpus) -> list[CrossRef]:
    """All cross references in the section's body, in order, resolved where the target exists."""
    body = section.body
    found: list[CrossRef] = []
    taken: list[tuple[int, int]] = []

    def add(match: re.Match, target: str | None) -> None:
        start, end = match.span("ref")
        if any(start < e and s < end for s, e in taken):
            return
        taken.append((start, end))
        found.append(CrossRef(start, end, body[start:end], target))

    for pattern in (_NUMBERED, _CHAPTER):
        for m in pattern.finditer(body):
            add(m, _resolve_number(m.group("number"), section, corpus))
    for m in _NUMBERED_JA.finditer(body):
        add(m, _resolve_number(m.group("number"), section, corpus))
    for m in _PAGE.finditer(body):
        context = _sentence_after(body, m.end())
        add(m, _resolve_page(int(m.group("page")), context, section, corpus))
    for pattern in (_TITLE, _TITLE_JA):
        for m in pattern.finditer(body):
            add(m, _resolve_title(m.group("title"), section, corpus))
    return sorted(found, key=lambda r: r.start)


def linkify(section: Section, corpus: Corpus, href: Callable[[str], str]) -> str:
    """The section's Markdown body with every resolvable reference turned into a link."""
    body = section.body
    out: list[str] = []
    pos = 0
    for ref in find_references(section, corpus):
        if ref.target is None:
            continue
        label = ref.text.replace("[", r"\[").replace("]", r"\]")
        out.append(body[pos:ref.start])
        out.append(f"[{label}]({href(ref.target)})")
        pos = ref.end
    out.append(body[pos:])
    return "".join(out)


def dangling_references(corpus: Corpus) -> list[tuple[str, str]]:
    """(section key, reference text) for every reference in the corpus whose target is missing."""
    return [
        (section.key, ref.text)
        for section in corpus.sections()
        for ref in find_references(section, corpus)
        if ref.target is None
    ]


def _own_version(section: Section, corpus: Corpus) -> DocumentVersion | None:
    return corpus.version(section.document.id, section.document.version)


def _resolve_number(number: str, section: Section, corpus: Corpus) -> str | None:
    own = _own_version(section, corpus)
    if own is not None and number in own.by_id:
        return f"{section.document.id}/{number}"
    for doc_id in (f"cr-{section.document.lang}", "cr-en"):
        if corpus.section(f"{doc_id}/{number}") is not None:
            return f"{doc_id}/{number}"
    return None


def _depth(section: Section, version: DocumentVersion) -> int:
    depth, parent = 0, section.parent
    while parent and depth < 50:
        depth += 1
        owner = version.by_id.get(parent)
        parent = owner.parent if owner else None
    return depth


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in _WORD.findall(text.lower()) if w not in _STOP}


def _sentence_after(body: str, pos: int) -> str:
    end = len(body)
    for stop in (".", "\n", "。"):
        i = body.find(stop, pos)
        if i != -1:
            end = min(end, i)
    return body[pos:end]


def _resolve_page(page: int, context: str, section: Section, corpus: Corpus) -> str | None:
    version = _own_version(section, corpus)
    if version is None:
        return None
    candidates = [s for s in version.sections if page in s.pages]
    if not candidates:
        return None
    wanted = _words(context)
    best = min(
        candidates,
        key=lambda s: (-len(wanted & _words(s.title)), _depth(s, version), s.order),
    )
    return best.key


def _normal_title(title: str) -> str:
    """Compare titles without list letters/numbers, brackets and punctuation."""
    title = re.sub(r"^\s*(?:[A-G]|\d{1,2})\.\s+", "", title)
    return " ".join(_WORD.findall(title.lower())) or title.strip()


def _resolve_title(title: str, section: Section, corpus: Corpus) -> str | None:
    wanted = _normal_title(title)
    own = _own_version(section, corpus)
    versions = [own] if own is not None else []
    versions += [
        dv for doc in corpus.documents()
        if doc.id != section.document.id and doc.lang == section.document.lang
        and doc.game == section.document.game
        for dv in [corpus.version(doc.id)] if dv is not None
    ]
    for version in versions:
        for candidate in version.sections:
            if candidate.id != section.id and _normal_title(candidate.title) == wanted:
                return candidate.key
    return None
