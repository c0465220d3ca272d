"""Everything that knows about Whoosh: the schema, building the index, and running the neutral
query of ``rulesdb.querying`` on it.  ``rulesdb.search`` is the only caller; replacing the
backend means replacing this module.

Whoosh stores the index (postings, stored fields, field lengths, vocabulary) and checks
phrases; the scores are Whoosh's BM25F, computed for every document at once with numpy over
each term's postings (read once and kept): with cards and rulings the index holds some 12,000
documents, and scoring a common word document by document in Python took 50-150 ms a query.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from whoosh import index
from whoosh.codec.whoosh3 import W3Codec
from whoosh.fields import KEYWORD, STORED, TEXT, Schema
from whoosh.filedb.filestore import FileStorage, copy_to_ram
from whoosh.query import Phrase

from rulesdb.analysis import MixedTokenizer, field_text, stem
from rulesdb.querying import AllOf, AnyOf, KeywordTerm, Unit, Without

TEXT_FIELD = "text"
FUZZY_FIELD = "plain"
FILTER_FIELDS = ("game", "document", "lang", "kind", "newest")
KEYWORD_FIELD = "kwid"
KEYWORD_ID_BOOST = 4.0
MAX_CORRECTIONS = 3
BM25_B, BM25_K1 = 0.75, 1.2  # Whoosh's BM25F defaults
MAX_CACHED_TERMS = 50_000
# The fields every search needs of every document (filters, weights, keys), in document-number
# order beside the index: opening reads them in one go instead of 12,000 stored-field records.
COLUMNS_FILE = "columns.json"
COLUMNS = ("key", "game", "document", "lang", "kind", "newest", "weight")
MAX_SIMILAR = 4096  # misspelt words whose corrections are remembered (least recent dropped)


@dataclass(frozen=True)
class IndexDoc:
    """One section of one document version, as the index sees it (text already normalized)."""

    key: str
    version: str
    document: str
    lang: str
    game: str
    kind: str
    newest: bool
    title: str  # as displayed
    title_text: str  # normalized title and the names of the keywords the section explains
    text: str  # normalized plain body: matched and shown in snippets
    keyword_ids: str
    parent_key: str | None
    parent_title: str | None
    # What the document's score is multiplied by, next to a rule section's 1.0: cards, rulings
    # and scenarios answer a question after the rules that settle it, not before.
    weight: float = 1.0


def schema() -> Schema:
    return Schema(
        # Filters are matched on the stored fields (Backend._allowed): indexing them as terms
        # would cost 10% of the build for sets a few hundred documents long.
        key=STORED,
        version=STORED,
        document=STORED,
        lang=STORED,
        game=STORED,
        kind=STORED,
        newest=STORED,
        text=TEXT(analyzer=MixedTokenizer()),
        kwid=KEYWORD(scorable=True),
        plain=TEXT(analyzer=MixedTokenizer(stemmed=False, cjk=False), phrase=False),  # spelling
        heading=STORED,
        body=STORED,
        parent_key=STORED,
        parent_title=STORED,
        weight=STORED,
    )


def build(path: Path, docs: Iterable[IndexDoc]) -> int:
    """Write a fresh index of ``docs`` into the empty directory ``path``; returns the count."""
    ix = index.create_in(str(path), schema())
    # Uncompressed posting blocks in separate files build 40% faster (the index is ~30 MB).
    writer = ix.writer(limitmb=256, codec=W3Codec(compression=0), compound=False)
    vocabulary: list[str] = []
    columns: dict[str, list] = {name: [] for name in COLUMNS}
    for d in docs:
        for name in COLUMNS:
            columns[name].append(getattr(d, name))
        writer.add_document(
            key=d.key, version=d.version, document=d.document, lang=d.lang, game=d.game,
            kind=d.kind, newest="1" if d.newest else "0",
            text=field_text(d.title_text, d.text), kwid=d.keyword_ids,
            heading=d.title, body=d.text, parent_key=d.parent_key, parent_title=d.parent_title,
            weight=d.weight,
        )
        vocabulary += (d.title_text, d.text)
    # Spelling corrections only need the unstemmed words and how often they occur, so they
    # are one document (no text field: no query matches it) instead of a posting per section.
    writer.add_document(plain=" ".join(vocabulary))
    writer.commit()
    ix.close()
    (path / COLUMNS_FILE).write_text(json.dumps(columns, ensure_ascii=False), "utf-8")
    return len(vocabulary) // 2  # two texts per section


class Scorer:
    """BM25F scores of every document for a query of ``rulesdb.querying``, as numpy arrays.

    A node evaluates to ``(scores, matched)``: Whoosh's semantics (a term's score times its
    boost; an OR sums what matched, an AND needs all and sums them, NOT removes), with boosts
    pushed down to the terms.  Phrases are matched by Whoosh (positions), scored as the sum of
    their terms.  Each term's postings are read once, block by block, and kept."""

    def __init__(self, searcher, reader):
        self._searcher = searcher
        self._reader = reader
        self.size = reader.doc_count_all()
        self._lengths: dict[str, np.ndarray] = {}
        self._terms: dict[tuple[str, str], tuple[np.ndarray, np.ndarray]] = {}

    def evaluate(self, node: object, boost: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
        if isinstance(node, Unit):
            if node.phrase:
                return self._phrase(node.tokens, boost)
            # The grams of one Japanese chunk (or the words of a name) together weigh one word.
            weight = boost / len(node.tokens)
            return self._all([self._term(TEXT_FIELD, t, weight) for t in node.tokens])
        if isinstance(node, KeywordTerm):
            return self._term(KEYWORD_FIELD, node.id, KEYWORD_ID_BOOST * boost)
        if isinstance(node, AnyOf):
            parts = [self.evaluate(c, boost * node.boost) for c in node.children]
            scores = np.sum([p[0] for p in parts], axis=0)
            return scores, np.logical_or.reduce([p[1] for p in parts])
        if isinstance(node, AllOf):
            return self._all([self.evaluate(c, boost) for c in node.children])
        if isinstance(node, Without):
            scores, matched = self.evaluate(node.positive, boost)
            matched = matched & ~self.evaluate(node.negative)[1]
            return np.where(matched, scores, 0.0), matched
        raise TypeError(f"cannot evaluate query node {node!r}")

    @staticmethod
    def _all(parts: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
        if len(parts) == 1:
            return parts[0]
        matched = np.logical_and.reduce([p[1] for p in parts])
        return np.where(matched, np.sum([p[0] for p in parts], axis=0), 0.0), matched

    def _term(self, field: str, text: str, boost: float) -> tuple[np.ndarray, np.ndarray]:
        ids, impacts = self._postings(field, text)
        scores = np.zeros(self.size)
        matched = np.zeros(self.size, dtype=bool)
        scores[ids] = impacts * boost
        matched[ids] = True
        return scores, matched

    def _phrase(self, tokens: tuple[str, ...], boost: float) -> tuple[np.ndarray, np.ndarray]:
        scores, _ = self._all([self._term(TEXT_FIELD, t, boost) for t in tokens])
        matched = np.zeros(self.size, dtype=bool)
        found = list(self._searcher.docs_for_query(Phrase(TEXT_FIELD, list(tokens))))
        matched[found] = True
        return np.where(matched, scores, 0.0), matched

    def _postings(self, field: str, text: str) -> tuple[np.ndarray, np.ndarray]:
        """Document numbers holding the term and their BM25F score (boost 1), as Whoosh's
        BM25FScorer computes it."""
        key = (field, text)
        if key not in self._terms:
            if len(self._terms) >= MAX_CACHED_TERMS:
                self._terms.clear()
            self._terms[key] = self._read(field, text)
        return self._terms[key]

    def _read(self, field: str, text: str) -> tuple[np.ndarray, np.ndarray]:
        if (field, text) not in self._reader:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        ids: list[int] = []
        weights: list[float] = []
        matcher = self._reader.postings(field, text)
        while matcher.is_active():  # a block at a time (Whoosh 2.7's W3 leaf matcher)
            matcher._read_ids()
            matcher._read_weights()
            ids.extend(matcher._ids)
            weights.extend(matcher._weights)
            matcher._next_block()
        docs = np.array(ids, dtype=np.int64)
        tf = np.array(weights)
        idf = self._searcher.idf(field, text)
        avgfl = self._searcher.avg_field_length(field) or 1
        fl = self._field_lengths(field)[docs]
        impacts = idf * (tf * (BM25_K1 + 1)) / (
            tf + BM25_K1 * ((1 - BM25_B) + BM25_B * fl / avgfl))
        return docs, impacts

    def _field_lengths(self, field: str) -> np.ndarray:
        if field not in self._lengths:
            length = self._searcher.doc_field_length
            self._lengths[field] = np.array(
                [length(n, field, 1) for n in range(self.size)], dtype=np.float64)
        return self._lengths[field]


class Backend:
    """An open index.  One searcher is shared; a lock keeps its use one thread at a time."""

    def __init__(self, path: Path):
        # The index is a few MB: read from memory, postings decode several times faster than
        # from seek/read on the segment files.
        self._index = copy_to_ram(FileStorage(str(path), readonly=True)).open_index()
        self._searcher = self._index.searcher()
        self._reader = self._searcher.reader()
        self._lock = threading.Lock()
        self._filters: dict[tuple, np.ndarray] = {}
        self._columns = json.loads((path / COLUMNS_FILE).read_text("utf-8"))
        self._columns["newest"] = ["1" if v else "0" for v in self._columns["newest"]]
        self._by_key = {key: n for n, key in enumerate(self._columns["key"])}
        self._scorer = Scorer(self._searcher, self._reader)
        # What each document's score is multiplied by (0 for the spelling document, last).
        self._weight = np.zeros(self._scorer.size)
        self._weight[:len(self._columns["weight"])] = self._columns["weight"]
        self._similar: OrderedDict[str, list[str]] = OrderedDict()  # an LRU cache

    def close(self) -> None:
        self._searcher.close()
        self._index.close()

    def search(self, node: object, filters: dict[str, str], limit: int
               ) -> tuple[list[tuple[dict, float]], int]:
        """Stored fields and score of the best ``limit`` matches (ties in index order), and
        the number of matches."""
        with self._lock:
            scores, matched = self._scorer.evaluate(node)
            allowed = self._allowed(filters)
            if allowed is not None:
                matched = matched & allowed
            matched &= self._weight > 0
            candidates = np.flatnonzero(matched)
            weighted = scores[candidates] * self._weight[candidates]
            if len(candidates) > limit:
                keep = np.argpartition(-weighted, limit - 1)[:limit]
                candidates, weighted = candidates[keep], weighted[keep]
            order = np.lexsort((candidates, -weighted))[:limit]
            found = [(self._reader.stored_fields(int(candidates[i])), float(weighted[i]))
                     for i in order]
            return found, int(matched.sum())

    def document(self, key: str, filters: dict[str, str]) -> dict | None:
        """The stored fields of the document ``key`` if it passes ``filters``."""
        n = self._by_key.get(key)
        if n is None:
            return None
        allowed = self._allowed(filters)
        if allowed is not None and not allowed[n]:
            return None
        with self._lock:
            return self._reader.stored_fields(n)

    def keys(self, filters: dict[str, str]) -> list[tuple[int, str]]:
        """(document number, key) of every document passing ``filters``, in index order (a
        key repeats when several versions of a document pass)."""
        allowed = self._allowed(filters)
        return [(n, key) for n, key in enumerate(self._columns["key"])
                if key is not None and (allowed is None or allowed[n])]

    def fields(self, docnum: int) -> dict:
        """The stored fields of document ``docnum``."""
        with self._lock:
            return self._reader.stored_fields(docnum)

    def _allowed(self, filters: dict[str, str]) -> np.ndarray | None:
        """Which documents pass ``filters`` (cached: the index never changes once open)."""
        if not filters:
            return None
        key = tuple(sorted(filters.items()))
        if key not in self._filters:
            allowed = np.zeros(self._scorer.size, dtype=bool)
            columns = self._columns
            allowed[[n for n in range(len(columns["key"]))
                     if all(columns[name][n] == value for name, value in key)]] = True
            self._filters[key] = allowed
        return self._filters[key]

    def known(self, word: str) -> bool:
        with self._lock:
            return (FUZZY_FIELD, word) in self._reader or (TEXT_FIELD, stem(word)) in self._reader

    def similar(self, word: str) -> list[str]:
        """Indexed words one edit from ``word`` (else two), most frequent first."""
        with self._lock:
            if word in self._similar:
                self._similar.move_to_end(word)
                return self._similar[word]
            found = self._similar[word] = self._nearest(word)
            while len(self._similar) > MAX_SIMILAR:
                self._similar.popitem(last=False)  # least recently used
            return found

    def _nearest(self, word: str) -> list[str]:
        for distance in (1, 2):
            found = list(self._within(word, distance))
            if found:
                found.sort(key=lambda w: -self._reader.frequency(FUZZY_FIELD, w))
                return found[:MAX_CORRECTIONS]
        return []

    def _within(self, word: str, distance: int) -> Iterator[str]:
        for term in self._reader.terms_within(FUZZY_FIELD, word, distance, prefix=1):
            yield term.decode("utf-8") if isinstance(term, bytes) else term
