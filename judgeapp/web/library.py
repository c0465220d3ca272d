"""The rules library the web app serves: corpus, keyword concordance and search index (of the
rules, the cards and their rulings, and the scenario library).

Loaded once when the app is created and kept in ``app.extensions["digijudge"]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from flask import current_app

from judgeapp.search_index import open_index
from rulesdb.corpus import Corpus, load_corpus
from rulesdb.crossrefs import find_references
from rulesdb.keywords import Keyword, load_keywords
from rulesdb.search import RulesIndex

EXTENSION = "digijudge"


@dataclass
class Library:
    corpus: Corpus
    keywords: list[Keyword]
    index: RulesIndex
    keywords_by_id: dict[str, Keyword] = field(init=False)

    def __post_init__(self) -> None:
        self.keywords_by_id = {k.id: k for k in self.keywords}

    @classmethod
    def load(cls) -> Library:
        """Read the corpus and concordance; build the search index if it is missing."""
        corpus = load_corpus()
        keywords = load_keywords()
        return cls(corpus, keywords, open_index(corpus, keywords))

    @cached_property
    def referrers(self) -> dict[str, list[str]]:
        """For each section key, the keys of the (newest) sections whose text refers to it."""
        found: dict[str, list[str]] = {}
        for section in self.corpus.sections():
            for ref in find_references(section, self.corpus):
                if ref.target and section.key not in found.setdefault(ref.target, []):
                    found[ref.target].append(section.key)
        return found

    def version_label(self, doc_id: str, version: str) -> str:
        """How a document version is shown: its edition, not a bare version id."""
        found = self.corpus.version(doc_id, version)
        return found.document.label if found else version

    def keywords_explained_by(self, key: str) -> list[Keyword]:
        """Keywords whose concordance entry points at section ``key``."""
        return [k for k in self.keywords if key in k.sections]


def library() -> Library:
    """The library of the app handling the current request."""
    return current_app.extensions[EXTENSION]
