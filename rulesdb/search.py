"""Search over the rules corpus: the one module the rest of the project calls.

    index = get_index()                      # opens (or builds) the index of the corpus
    results = index.search("jaming", lang="en")
    for hit in results.hits:
        print(hit.key, hit.title, hit.snippet_html)

How it works: every section of every document version is indexed (title, body, the names and
aliases of the keywords the concordance links to it, and their ids) with one analyzer for
both languages (``rulesdb.analysis``), and so are the documents of the ``DocSource``s passed
in (cards and official rulings: ``rulesdb.card_index``; library scenarios), each with its
result kind and a weight below the rule sections'.  A whole query that a source recognises
(a card number in any spelling, a card's name) puts those documents first.  A query is
parsed (``rulesdb.querying``: words, "phrases", AND/OR/NOT, brackets; bad syntax falls back
to plain terms), keyword names and aliases in either language are expanded to the keyword,
misspelt words are replaced by the nearest indexed words, and the result runs on the backend
(``rulesdb.whoosh_backend``, the only module that knows Whoosh).  Snippets are cut and marked
by ``rulesdb.highlight``.

The index lives in ``DIGIJUDGE_INDEX_DIR`` (default: a per-user cache directory), one
subdirectory per corpus fingerprint: a hash of every document version (user imports
included), the keyword concordance, the sources' digests (card data, scenario files) and the
index layout.  When any of them changes, the next ``get_index`` builds a new index beside the
old one and switches to it atomically.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rulesdb import querying
from rulesdb.analysis import CJK_RE, normalize, plain_text
from rulesdb.corpus import GAMES, KINDS, LANGS, Corpus, load_corpus
from rulesdb.highlight import snippet_html
from rulesdb.keywords import Keyword, load_keywords
from rulesdb.querying import Highlight, Resolver, Synonyms, SyntaxProblem
from rulesdb.rule_numbers import NUMBERED_DOCUMENTS, rule_and_subtree, rule_number
from rulesdb.whoosh_backend import Backend, IndexDoc, build

MAX_QUERY_LENGTH = 1000
LAYOUT = "10"  # change when the schema or the analysis changes: old indexes are then rebuilt
MANIFEST = "digijudge-index.json"
STALE_BUILD_SECONDS = 600

log = logging.getLogger(__name__)


class QueryError(ValueError):
    """A query that cannot be searched; the message is meant for the user."""


@dataclass(frozen=True)
class DocSource:
    """Documents from outside the rules corpus that the one search box also finds (the card
    database's cards and rulings, the scenario library).

    ``digest`` changes whenever the documents do (it is part of the index fingerprint);
    ``docs`` makes them (only called when the index is built); ``kinds`` are the result kinds
    they add to the ``kind`` filter and ``documents`` the values they add to ``document``;
    ``lookup`` maps a whole query that names documents exactly (a card number, a card name)
    to their keys, which the search puts first.
    """

    name: str
    digest: str
    docs: Callable[[], Iterable[IndexDoc]]
    kinds: tuple[str, ...]
    documents: tuple[str, ...]
    lookup: Callable[[str], list[str]] | None = None


@dataclass(frozen=True)
class Hit:
    key: str
    title: str
    document: str
    version: str
    lang: str
    game: str
    kind: str
    snippet_html: str
    parent_key: str | None
    parent_title: str | None
    score: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class SearchResults:
    query: str
    hits: list[Hit]
    total: int
    fallback: bool = False
    corrections: dict[str, list[str]] = field(default_factory=dict)  # misspelt word -> used

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "total": self.total,
            "fallback": self.fallback,
            "corrections": self.corrections,
            "hits": [h.to_dict() for h in self.hits],
        }


# --- where the index lives and when it is stale ----------------------------------------------

def index_root() -> Path:
    """``DIGIJUDGE_INDEX_DIR``, else ``$XDG_CACHE_HOME/digijudge/index`` (~/.cache by default)."""
    if os.environ.get("DIGIJUDGE_INDEX_DIR"):
        return Path(os.environ["DIGIJUDGE_INDEX_DIR"])
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "digijudge" / "index"


def fingerprint(corpus: Corpus, keywords: list[Keyword],
                sources: Sequence[DocSource] = ()) -> str:
    """A hash of everything the index is built from (content, not file dates)."""
    digest = hashlib.sha256(f"layout {LAYOUT}\n".encode())
    for source in sources:
        digest.update(f"source {source.name} {source.digest}\n".encode())
    for doc_id in sorted(corpus.versions):
        for dv in corpus.versions[doc_id]:
            digest.update(repr(dv.document).encode())
            for s in dv.sections:
                digest.update(repr((s.id, s.title, s.kind, s.parent, s.body)).encode())
    for kw in keywords:
        digest.update(repr(kw).encode())
    return digest.hexdigest()


def index_docs(corpus: Corpus, keywords: list[Keyword]) -> Iterator[IndexDoc]:
    """Every section of every document version, with the keywords that explain it."""
    linked: dict[str, list[Keyword]] = {}
    for kw in keywords:
        for key in kw.sections:
            linked.setdefault(key, []).append(kw)
    for doc_id in sorted(corpus.versions):
        versions = corpus.versions[doc_id]
        for dv in versions:
            doc = dv.document
            for s in dv.sections:
                kws = linked.get(s.key, [])
                parent = dv.by_id.get(s.parent) if s.parent else None
                yield IndexDoc(
                    key=s.key, version=doc.version, document=doc.id, lang=doc.lang,
                    game=doc.game, kind=s.kind, newest=corpus.is_current(dv, s),
                    title=s.title, text=plain_text(s.body),
                    title_text=normalize(" ".join((s.title, *_names(kws, doc.lang)))),
                    keyword_ids=" ".join(kw.id for kw in kws),
                    parent_key=s.parent_key, parent_title=parent.title if parent else None,
                )


def _names(keywords: list[Keyword], lang: str) -> Iterator[str]:
    """The names and aliases of ``keywords`` written in ``lang``: a section is findable by the
    names of the keywords it explains, in its own language (other languages reach it through
    the keyword's id, see rulesdb.querying)."""
    for kw in keywords:
        for name in kw.names:
            if (CJK_RE.search(name) is not None) == (lang == "ja"):
                yield name


def _all_docs(corpus: Corpus, keywords: list[Keyword], sources: Sequence[DocSource],
              counts: dict[str, int]) -> Iterator[IndexDoc]:
    """The corpus sections, then each source's documents (counted by document in ``counts``:
    cards, rulings, scenarios)."""
    yield from index_docs(corpus, keywords)
    for source in sources:
        for doc in source.docs():
            counts[doc.document] = counts.get(doc.document, 0) + 1
            yield doc


def build_index(corpus: Corpus, keywords: list[Keyword], root: Path | None = None, *,
                replace: bool = True, sources: Sequence[DocSource] = ()) -> Path:
    """Build the index of ``corpus`` (and of ``sources``) under ``root`` and switch to it
    atomically.

    Unless ``replace``, an index of the same fingerprint that another process finished in the
    meantime is kept (two app workers starting together build once each, then agree)."""
    root = root or index_root()
    fp = fingerprint(corpus, keywords, sources)
    final = root / fp[:24]
    tmp = root / f".build-{uuid.uuid4().hex}"
    tmp.mkdir(parents=True)
    started = time.perf_counter()
    counts: dict[str, int] = {}
    count = build(tmp, _all_docs(corpus, keywords, sources, counts))
    manifest = {
        "fingerprint": fp,
        "layout": LAYOUT,
        "sections": count - sum(counts.values()),
        "sources": counts,
        "documents": sorted(corpus.versions),
        "build_seconds": round(time.perf_counter() - started, 3),
    }
    (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    if not replace and (_manifest(final) or {}).get("fingerprint") == fp:
        shutil.rmtree(tmp, ignore_errors=True)
    elif final.exists():
        old = root / f".old-{uuid.uuid4().hex}"
        final.rename(old)
        shutil.rmtree(old, ignore_errors=True)
    if tmp.exists():
        try:
            tmp.rename(final)
        except OSError:  # another process finished the same build first
            shutil.rmtree(tmp, ignore_errors=True)
    _prune(root, keep=final)
    return final


def _prune(root: Path, keep: Path) -> None:
    """Remove indexes of other corpus versions and abandoned builds (only folders this module
    made: the index folder may be shared with other files)."""
    now = time.time()
    for path in root.iterdir():
        if path == keep or not path.is_dir():
            continue
        if path.name.startswith((".build-", ".old-")):
            if now - path.stat().st_mtime > STALE_BUILD_SECONDS:  # else in progress elsewhere
                shutil.rmtree(path, ignore_errors=True)
        elif (path / MANIFEST).exists():
            shutil.rmtree(path, ignore_errors=True)


def _manifest(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads((path / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


_open_indexes: dict[Path, RulesIndex] = {}
_open_lock = threading.Lock()


def get_index(corpus: Corpus | None = None, keywords: list[Keyword] | None = None, *,
              sources: Sequence[DocSource] = (), rebuild: bool = False) -> RulesIndex:
    """The search index of ``corpus`` (default: the installed corpus and user imports) and of
    the documents of ``sources`` (cards, rulings, scenarios: ``judgeapp.search_index`` passes
    them all).

    Opened once per process; built if missing, rebuilt if the corpus, keywords or sources
    changed (or if ``rebuild``).  If the index folder cannot be written, the index is built in
    a temporary folder instead (and a warning logged): search works, only slower to start.
    """
    corpus = corpus if corpus is not None else load_corpus()
    keywords = keywords if keywords is not None else load_keywords()
    fp = fingerprint(corpus, keywords, sources)
    with _open_lock:
        try:
            return _open(corpus, keywords, sources, fp, index_root(), rebuild)
        except OSError as exc:
            fallback = Path(tempfile.mkdtemp(prefix="digijudge-index-"))
            log.warning("cannot use the search index folder %s (%s); using %s",
                        index_root(), exc, fallback)
            return _open(corpus, keywords, sources, fp, fallback, rebuild)


def _open(corpus: Corpus, keywords: list[Keyword], sources: Sequence[DocSource], fp: str,
          root: Path, rebuild: bool) -> RulesIndex:
    path = root / fp[:24]
    if not rebuild and path in _open_indexes:
        _open_indexes[path].built = False
        return _open_indexes[path]
    old = _open_indexes.pop(path, None)
    if old:
        old.close()
    built = False
    manifest = _manifest(path)
    if rebuild or not manifest or manifest.get("fingerprint") != fp:
        build_index(corpus, keywords, root, replace=rebuild or manifest is not None,
                    sources=sources)
        manifest, built = _manifest(path), True
    try:
        rules_index = RulesIndex(path, manifest, keywords, built, sources)
    except Exception:  # a damaged or foreign index is rebuilt, never fatal
        build_index(corpus, keywords, root, sources=sources)
        rules_index = RulesIndex(path, _manifest(path), keywords, True, sources)
    _open_indexes[path] = rules_index
    return rules_index


# --- searching -------------------------------------------------------------------------------

class RulesIndex:
    """An open search index of one corpus fingerprint."""

    def __init__(self, path: Path, manifest: dict[str, Any], keywords: list[Keyword],
                 built: bool, sources: Sequence[DocSource] = ()):
        self.path = path
        self.manifest = manifest
        self.built = built  # True if the get_index call that returned it built it
        self.documents: list[str] = manifest["documents"]
        self.kinds: tuple[str, ...] = (*KINDS, *(k for s in sources for k in s.kinds))
        self._filter_documents = [*self.documents, *(d for s in sources for d in s.documents)]
        self._lookups = [s.lookup for s in sources if s.lookup is not None]
        self._backend = Backend(path)
        self._synonyms = Synonyms(keywords)

    @property
    def sections(self) -> int:
        """How many sections (of all document versions) are indexed."""
        return self.manifest["sections"]

    @property
    def source_counts(self) -> dict[str, int]:
        """How many cards, rulings and scenarios are indexed."""
        return dict(self.manifest.get("sources") or {})

    def close(self) -> None:
        self._backend.close()

    def search(self, query: str, *, game: str | None = None, document: str | None = None,
               lang: str | None = None, kind: str | None = None, limit: int = 20,
               all_versions: bool = False) -> SearchResults:
        """Sections matching ``query``, best first; the newest version of each document only
        unless ``all_versions``.  Raises QueryError for an empty or too long query, an unknown
        filter value or a bad limit; bad syntax falls back to plain terms (``fallback``)."""
        text = self._check(query, limit)
        filters = self._filters(game=game, document=document, lang=lang, kind=kind)
        if not all_versions:
            filters["newest"] = "1"
        numbered = self._rule_number_results(text, filters, limit)
        if numbered is not None:
            return numbered
        fallback = False
        try:
            node, resolver = self._resolve(querying.parse(text))
        except (SyntaxProblem, RecursionError):  # "NOT NOT NOT ..." hundreds deep
            fallback = True
            node, resolver = self._resolve(querying.plain(text))
        exact = self._exact(text, filters) or self._exact(_corrected(text, resolver), filters)
        if node is None and not exact:
            return SearchResults(query, [], 0, fallback)
        found, total = self._backend.search(node, filters, limit) if node is not None else (
            [], 0)
        if exact:
            found, total = _pin(exact, found, total, limit)
        hits = [self._hit(fields, score, resolver.highlight) for fields, score in found]
        return SearchResults(query, hits, total, fallback, resolver.corrections)

    def _rule_number_results(self, text: str, filters: dict[str, str],
                             limit: int) -> SearchResults | None:
        """A query that is a rule number (``CR 15-4-5-2``): that rule, then its subtree, in
        document order; no hits if no such rule passes the filters (the digits are not
        searched as words: ``7-4`` is never ``7-40``); None if it is not a rule number."""
        number = rule_number(text)
        if number is None:
            return None
        docs = self._backend.keys(filters)
        for document in NUMBERED_DOCUMENTS:
            wanted = set(rule_and_subtree([key for _, key in docs], document, number))
            exact = f"{document}/{number}"
            if exact in wanted:
                found = sorted((d for d in docs if d[1] in wanted),
                               key=lambda d: d[1] != exact)  # the rule, then its subtree
                hits = [self._hit(self._backend.fields(n), 0.0, Highlight())
                        for n, _ in found[:limit]]
                return SearchResults(text, hits, len(found))
        return SearchResults(text, [], 0)

    def _exact(self, text: str, filters: dict[str, str]) -> list[dict[str, Any]]:
        """The stored fields of the documents the whole query names (a card number in any
        spelling, a card's name) that pass the filters."""
        for lookup in self._lookups if text else ():
            found = [self._backend.document(key, filters) for key in lookup(text)]
            if found:
                return [fields for fields in found if fields is not None]
        return []

    @staticmethod
    def _check(query: object, limit: object) -> str:
        if not isinstance(query, str) or not query.strip():
            raise QueryError("Type something to search for.")
        if len(query) > MAX_QUERY_LENGTH:
            raise QueryError(
                f"The query is {len(query)} characters long; the limit is {MAX_QUERY_LENGTH}."
            )
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise QueryError(f"limit must be a whole number of at least 1, not {limit!r}.")
        return query.strip()

    def _filters(self, **given: str | None) -> dict[str, str]:
        allowed = {"game": GAMES, "document": self._filter_documents, "lang": LANGS,
                   "kind": self.kinds}
        filters = {}
        for name, value in given.items():
            if value is None or value == "":
                continue
            if value not in allowed[name]:
                raise QueryError(
                    f"Unknown {name} {value!r}: choose one of {', '.join(allowed[name])}."
                )
            filters[name] = value
        return filters

    def _resolve(self, tree: object) -> tuple[object | None, Resolver]:
        """The backend query for a parsed query (stop words are kept if nothing else is left)."""
        expanded = self._synonyms.expand(tree)
        resolver = Resolver(self._backend)
        node = resolver.resolve(expanded)
        if node is None:
            resolver = Resolver(self._backend, drop_stop_words=False)
            node = resolver.resolve(expanded)
        return node, resolver

    @staticmethod
    def _hit(fields: dict[str, Any], score: float, highlight: Highlight) -> Hit:
        return Hit(
            key=fields["key"], title=fields["heading"], document=fields["document"],
            version=fields["version"], lang=fields["lang"], game=fields["game"],
            kind=fields["kind"],
            snippet_html=snippet_html(fields["body"] or normalize(fields["heading"]), highlight),
            parent_key=fields.get("parent_key"), parent_title=fields.get("parent_title"),
            score=round(score, 4),
        )


def _corrected(text: str, resolver: Resolver) -> str:
    """``text`` with each misspelt word replaced by its nearest indexed word ("omnimom" ->
    "omnimon"), so that a misspelt card name still names the card."""
    return " ".join(
        (resolver.corrections.get(w.lower()) or [w])[0] for w in text.split()
    ) if resolver.corrections else ""


def _pin(exact: list[dict[str, Any]], found: list[tuple[dict, float]], total: int,
         limit: int) -> tuple[list[tuple[dict, float]], int]:
    """``exact`` first (scored above the best match), the other matches after them."""
    keys = {fields["key"] for fields in exact}
    rest = [(fields, score) for fields, score in found if fields["key"] not in keys]
    top = max((score for _, score in found), default=0.0) + 1.0
    uncounted = len(exact) - (len(found) - len(rest))
    return [*((fields, top) for fields in exact), *rest][:limit], total + uncounted
