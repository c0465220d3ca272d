"""Snippets: a window of a section's text around what the query matched, escaped, with <mark>.

Japanese is indexed as overlapping n-grams, so a stock highlighter marks the first gram of
ジョグレス and stops.  Here a Japanese chunk of the query is marked where it occurs whole (or,
failing that, where its grams occur), and overlapping or touching matches merge into one
<mark>, so a word is marked once from its first character to its last.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape

from rulesdb import analysis
from rulesdb.querying import Highlight

LATIN_WORD = re.compile(analysis.LATIN)
WIDTH = 220  # characters of text in a snippet
LEAD = 60  # characters shown before the first match
SNAP = 20  # how far to look for a space to cut at


def match_spans(text: str, highlight: Highlight) -> list[tuple[int, int]]:
    """Merged (start, end) offsets in ``text`` of everything ``highlight`` asks to mark."""
    found: list[tuple[int, int]] = []
    if highlight.stems:
        words = word_spans(text)
        for stem in highlight.stems:
            found.extend(words.get(stem, ()))
    for chunk in highlight.chunks:
        spans = _occurrences(text, chunk)
        if not spans:
            for gram in analysis.query_grams(chunk):
                spans.extend(_occurrences(text, gram))
        found.extend(spans)
    return _merge(text, sorted(found))


@lru_cache(maxsize=4096)
def word_spans(text: str) -> dict[str, list[tuple[int, int]]]:
    """Where each stem occurs in ``text`` (cached: the same section texts come back often)."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for m in LATIN_WORD.finditer(text):
        spans.setdefault(analysis.stem(m.group().lower()), []).append(m.span())
    return spans


def _occurrences(text: str, needle: str) -> list[tuple[int, int]]:
    spans = []
    start = text.find(needle)
    while start >= 0:
        spans.append((start, start + len(needle)))
        start = text.find(needle, start + 1)
    return spans


def _merge(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping spans, and spans separated only by spaces, become one."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and (start <= merged[-1][1] or not text[merged[-1][1]:start].strip()):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _window(text: str, spans: list[tuple[int, int]]) -> tuple[int, int]:
    """The WIDTH characters showing the most distinct matches, starting a little before."""
    best, best_count = 0, -1
    for i, (start, _) in enumerate(spans):
        limit = start + WIDTH - LEAD
        seen = set()
        for s, e in spans[i:]:
            if e > limit:
                break
            seen.update(text[s:e].lower().split())  # "Security Attack" shows two words
        count = len(seen)
        if count > best_count:
            best, best_count = i, count
    start = max(0, spans[best][0] - LEAD) if spans else 0
    if start > 0:
        space = text.find(" ", start, min(spans[best][0], start + SNAP))
        start = space + 1 if space >= 0 else start
    end = min(len(text), start + WIDTH)
    if end < len(text):
        space = text.rfind(" ", max(start, end - SNAP), end)
        end = space if space > 0 else end
    return start, end


def snippet_html(text: str, highlight: Highlight) -> str:
    """Escaped HTML of a window of ``text`` with the matches in <mark>."""
    spans = match_spans(text, highlight)
    start, end = _window(text, spans)
    out = ["…"] if start > 0 else []
    cursor = start
    for s, e in spans:
        s, e = max(s, start), min(e, end)
        if s >= e:
            continue
        out.append(escape(text[cursor:s]))
        out.append(f"<mark>{escape(text[s:e])}</mark>")
        cursor = e
    out.append(escape(text[cursor:end]))
    if end < len(text):
        out.append("…")
    return "".join(out)
