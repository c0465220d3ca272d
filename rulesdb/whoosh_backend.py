"""Everything that knows about Whoosh: the schema, building the index, compiling the neutral
query of ``rulesdb.querying`` and running it.  ``rulesdb.search`` is the only caller; replacing
the backend means replacing this module.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from whoosh import index
from whoosh.codec.whoosh3 import W3Codec
from whoosh.fields import KEYWORD, STORED, TEXT, Schema
from whoosh.filedb.filestore import FileStorage, copy_to_ram
from whoosh.query import And, AndNot, Or, Phrase, Query, Term

from rulesdb.analysis import MixedTokenizer, field_text, stem
from rulesdb.querying import AllOf, AnyOf, KeywordTerm, Unit, Without

TEXT_FIELD = "text"
FUZZY_FIELD = "plain"
FILTER_FIELDS = ("game", "document", "lang", "kind", "newest")
KEYWORD_ID_BOOST = 4.0
COORDINATION = None  # Whoosh's coordination bonus (Or(scale=...)) costs more than it helps
MAX_CORRECTIONS = 3
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
    )


def build(path: Path, docs: Iterable[IndexDoc]) -> int:
    """Write a fresh index of ``docs`` into the empty directory ``path``; returns the count."""
    ix = index.create_in(str(path), schema())
    # Uncompressed posting blocks in separate files build 40% faster; the index is ~2 MB.
    writer = ix.writer(limitmb=256, codec=W3Codec(compression=0), compound=False)
    vocabulary: list[str] = []
    for d in docs:
        writer.add_document(
            key=d.key, version=d.version, document=d.document, lang=d.lang, game=d.game,
            kind=d.kind, newest="1" if d.newest else "0",
            text=field_text(d.title_text, d.text), kwid=d.keyword_ids,
            heading=d.title, body=d.text, parent_key=d.parent_key, parent_title=d.parent_title,
        )
        vocabulary += (d.title_text, d.text)
    # Spelling corrections only need the unstemmed words and how often they occur, so they
    # are one document (no text field: no query matches it) instead of a posting per section.
    writer.add_document(plain=" ".join(vocabulary))
    writer.commit()
    ix.close()
    return len(vocabulary) // 2  # two texts per section


def compile_query(node: object, boost: float = 1.0) -> Query:
    """The Whoosh query for a node of ``rulesdb.querying``.

    Boosts are pushed down to the terms: Whoosh ignores the boost of a compound query with a
    single subquery, and a sum of scaled terms is the scaled sum."""
    if isinstance(node, Unit):
        if node.phrase:
            return Phrase(TEXT_FIELD, list(node.tokens), boost=boost)
        # The grams of one Japanese chunk (or the words of a name) together weigh one word.
        weight = boost / len(node.tokens)
        terms = [Term(TEXT_FIELD, t, boost=weight) for t in node.tokens]
        return terms[0] if len(terms) == 1 else And(terms)
    if isinstance(node, KeywordTerm):
        return Term("kwid", node.id, boost=KEYWORD_ID_BOOST * boost)
    if isinstance(node, AnyOf):
        return _or([compile_query(c, boost * node.boost) for c in node.children],
                   scale=COORDINATION if node.coord else None)
    if isinstance(node, AllOf):
        return And([compile_query(c, boost) for c in node.children])
    if isinstance(node, Without):
        return AndNot(compile_query(node.positive, boost), compile_query(node.negative))
    raise TypeError(f"cannot compile query node {node!r}")


def _or(queries: list[Query], scale: float | None = None) -> Or:
    """An Or matched by a tree of union matchers (Whoosh's array matcher is several times
    slower on queries of this size)."""
    query = Or(queries, scale=scale)
    query.matcher_type = Or.DEFAULT_MATCHER
    return query


class Backend:
    """An open index.  One searcher is shared; a lock keeps its use one thread at a time."""

    def __init__(self, path: Path):
        # The index is a few MB: read from memory, postings decode several times faster than
        # from seek/read on the segment files.
        self._index = copy_to_ram(FileStorage(str(path), readonly=True)).open_index()
        self._searcher = self._index.searcher()
        self._reader = self._searcher.reader()
        self._lock = threading.Lock()
        self._filters: dict[tuple, set[int]] = {}
        # Stored fields of every section, read once (a few hundred small records).
        self._stored = {n: self._reader.stored_fields(n) for n in self._reader.all_doc_ids()}
        self._similar: OrderedDict[str, list[str]] = OrderedDict()  # an LRU cache
        self._remember_lookups()

    def _remember_lookups(self) -> None:
        """Whoosh reads a document's field length and a term's statistics from the index files
        each time it scores; the index never changes once open, so remember them (a third of
        the time of a typical query)."""
        searcher = self._searcher
        read_length = searcher.doc_field_length
        lengths: dict[tuple, int] = {}

        def doc_field_length(docnum: int, fieldname: str, default: int = 0) -> int:
            key = (docnum, fieldname, default)
            if key not in lengths:
                lengths[key] = read_length(docnum, fieldname, default)
            return lengths[key]

        searcher.doc_field_length = doc_field_length
        searcher.term_info = lru_cache(maxsize=65536)(searcher.term_info)

    def close(self) -> None:
        self._searcher.close()
        self._index.close()

    def search(self, node: object, filters: dict[str, str], limit: int
               ) -> tuple[list[tuple[dict, float]], int]:
        """Stored fields and score of the best ``limit`` matches, and the number of matches.

        Every match is scored (limit=None): on a corpus of this size that is faster than
        Whoosh's top-N collector followed by a second pass to count the matches."""
        query = compile_query(node)
        with self._lock:
            results = self._searcher.search(query, limit=None, filter=self._allowed(filters))
            found = [(self._stored[hit.docnum], hit.score) for hit in results[:limit]]
            return found, results.scored_length()

    def stored(self, filters: dict[str, str]) -> list[dict]:
        """Stored fields of every section passing ``filters``, in index (document) order."""
        allowed = self._allowed(filters)
        return [fields for n, fields in sorted(self._stored.items())
                if "key" in fields and (allowed is None or n in allowed)]

    def _allowed(self, filters: dict[str, str]) -> set[int] | None:
        """Document numbers passing ``filters`` (cached: the index never changes once open)."""
        if not filters:
            return None
        key = tuple(sorted(filters.items()))
        if key not in self._filters:
            self._filters[key] = {
                n for n, fields in self._stored.items()
                if "key" in fields and all(fields.get(name) == value for name, value in key)
            }
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
