"""The one search index of the app and the CLI: the rules corpus, the card database's cards and
official rulings, and the scenario library (``rulesdb.search`` does the searching).

Every caller opens the index through :func:`open_index`, so they all agree on its fingerprint.
"""

from __future__ import annotations

from judgeapp.resources import resource_dir
from judgeapp.scenario.search_docs import scenario_source
from rulesdb.card_index import card_source
from rulesdb.cards import get_card_db
from rulesdb.corpus import Corpus
from rulesdb.keywords import Keyword
from rulesdb.search import DocSource, RulesIndex, get_index


def sources() -> list[DocSource]:
    """Everything the search box finds besides the rules corpus."""
    return [card_source(get_card_db()), scenario_source(resource_dir("scenarios"))]


def open_index(corpus: Corpus | None = None, keywords: list[Keyword] | None = None, *,
               rebuild: bool = False) -> RulesIndex:
    """The search index of the corpus (default: installed + user imports) and of
    :func:`sources`, built or rebuilt when any of them changed."""
    return get_index(corpus, keywords, sources=sources(), rebuild=rebuild)
