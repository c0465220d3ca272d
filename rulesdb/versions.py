"""One section across the versions of its document, and what changed between two of them.

Official rules are revised every month or two, so several versions of a document coexist in
the corpus (``Corpus.document_versions`` keeps them oldest first).  ``section_history`` lists
the same section id in each version with its status against the previous version;
``section_diff`` splits two texts into equal/insert/delete segments for a "what changed" view.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache

from rulesdb.corpus import Corpus, Document, DocumentVersion, Section

STATUSES = ("initial", "added", "changed", "unchanged", "removed")
OPS = ("equal", "insert", "delete")
# ASCII words, runs of whitespace, and any other single character (so Japanese text, which
# has no spaces, is compared character by character)
# Token pairs a word-level diff may compare (difflib is quadratic): two 2,000-word sections
MAX_DIFF_WORK = 4_000_000
_TOKEN = re.compile(r"[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*|\s+|.", re.DOTALL)


@dataclass(frozen=True)
class SectionVersion:
    """A section as it is in one version of its document.

    ``section`` is None when ``status`` is "removed": the previous version had it, this one
    does not.  "initial" marks the oldest version of the document, or a version whose previous
    one did not hold that part of the document: nothing to be compared with.
    """

    document: Document
    section: Section | None
    status: str

    @property
    def version(self) -> str:
        return self.document.version

    @property
    def date(self) -> str | None:
        return self.document.date


@dataclass(frozen=True)
class DiffLine:
    """One segment of a diff: ``op`` is "equal", "insert" or "delete"."""

    op: str
    text: str


def section_history(corpus: Corpus, key: str) -> list[SectionVersion]:
    """Every version of ``key``'s document that has the section or has just dropped it.

    Oldest first, like ``Corpus.document_versions``; empty if no version has the section.
    """
    doc_id, _, section_id = key.partition("/")
    history: list[SectionVersion] = []
    previous: Section | None = None
    prev_dv: DocumentVersion | None = None
    for index, dv in enumerate(corpus.document_versions(doc_id)):
        section = dv.by_id.get(section_id)
        if section is None:
            if previous is not None:
                history.append(SectionVersion(dv.document, None, "removed"))
        elif index == 0 or (previous is None and not _covers(prev_dv, dv, section)):
            history.append(SectionVersion(dv.document, section, "initial"))
        elif previous is None:
            history.append(SectionVersion(dv.document, section, "added"))
        else:
            same = _text(previous) == _text(section)
            history.append(SectionVersion(dv.document, section, "unchanged" if same else
                                          "changed"))
        previous, prev_dv = section, dv
    return history


def _covers(older: DocumentVersion | None, newer: DocumentVersion, section: Section) -> bool:
    """Whether ``older`` holds the part of the document ``section`` belongs to (its top-level
    ancestor): Ver.4.0 of the Comprehensive Rules is only chapter 2 here, so a rule of chapter
    15 in Ver.4.2 is not "added" but has nothing to be compared with."""
    if older is None:
        return False
    if not section.parent:
        return True
    root = section
    while root.parent and root.parent in newer.by_id and root.parent != root.id:
        root = newer.by_id[root.parent]
    return root.id in older.by_id


def _text(section: Section | None) -> str:
    """What is compared: the body, or the title of a heading without one (a derived title
    such as ``2-3-1-3 Name: When text…`` changes with its heading, not with the rule)."""
    if section is None:
        return ""
    return section.body or section.title


def _merge(segments: list[DiffLine]) -> list[DiffLine]:
    merged: list[DiffLine] = []
    for segment in segments:
        if not segment.text:
            continue
        if merged and merged[-1].op == segment.op:
            merged[-1] = DiffLine(segment.op, merged[-1].text + segment.text)
        else:
            merged.append(segment)
    return merged


def text_diff(old: str, new: str) -> list[DiffLine]:
    """Word-level diff of two texts (character-level inside Japanese text).

    Computed once per pair of texts (a page view of a section repeats it), and bounded: two
    texts whose word-by-word comparison would cost more than ``MAX_DIFF_WORK`` are shown as
    the old text replaced by the new one."""
    return list(_cached_diff(old, new))


@lru_cache(maxsize=256)
def _cached_diff(old: str, new: str) -> tuple[DiffLine, ...]:
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    if len(a) * len(b) > MAX_DIFF_WORK:
        return tuple(_merge([DiffLine("delete", old), DiffLine("insert", new)]))
    segments: list[DiffLine] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op == "equal":
            segments.append(DiffLine("equal", "".join(a[i1:i2])))
            continue
        segments.append(DiffLine("delete", "".join(a[i1:i2])))
        segments.append(DiffLine("insert", "".join(b[j1:j2])))
    return tuple(_merge(segments))


def section_diff(old: Section | None, new: Section | None) -> list[DiffLine]:
    """What changed from ``old`` to ``new`` (None for a section added or removed).

    Joining the "equal" and "delete" segments gives the old text, "equal" and "insert" the
    new one.
    """
    return text_diff(_text(old), _text(new))
