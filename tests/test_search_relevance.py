"""Relevance on the real corpus: the judge questions of search_relevance.yaml must find their
sections in the top 3, at least 95% of them (the failures are printed)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judgeapp.resources import resource_dir
from judgeapp.search_index import open_index
from rulesdb.card_index import rulings_by_qno
from rulesdb.cards import get_card_db
from rulesdb.corpus import load_corpus

CASES = yaml.safe_load((Path(__file__).parent / "search_relevance.yaml").read_text("utf-8"))
FILTERS = ("game", "document", "lang", "kind")
REQUIRED = 0.95


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    """The index of the whole library, in the session's index folder (conftest.py): the app
    the web tests create opens the same one instead of building its own."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        return open_index()


def test_the_relevance_set_is_big_and_mixed():
    cases = CASES["cases"]
    japanese = [c for c in cases if any("\u3040" <= ch <= "\u9fff" for ch in c["q"])]
    assert len(cases) >= 40 and len(japanese) >= 10


def _exists(key: str, corpus) -> bool:
    """A corpus section, a card, a ruling or a library scenario."""
    kind, _, name = key.partition("/")
    if kind == "cards":
        return name in get_card_db().cards
    if kind == "rulings":
        return name in rulings_by_qno(get_card_db())
    if kind == "scenarios":
        return (resource_dir("scenarios") / f"{name}.yaml").is_file()
    return corpus.cited(key) is not None


def test_expected_sections_exist():
    corpus = load_corpus([])
    missing = [key for case in CASES["cases"] for key in case["top3"]
               if not _exists(key, corpus)]
    assert missing == []


def test_cards_rulings_and_scenarios_are_asked_about():
    kinds = [key.partition("/")[0] for case in CASES["cases"] for key in case["top3"][:1]]
    assert kinds.count("cards") >= 10 and kinds.count("rulings") >= 5
    assert kinds.count("scenarios") >= 3


def test_judge_questions_find_their_sections_in_the_top_3(index):
    failures = []
    for case in CASES["cases"]:
        filters = {name: case[name] for name in FILTERS if name in case}
        found = [hit.key for hit in index.search(case["q"], limit=3, **filters).hits]
        if not set(case["top3"]) & set(found):
            failures.append(f"{case['q']!r}: wanted one of {case['top3']}, got {found}")
    for failure in failures:
        print("relevance miss:", failure)
    passed = 1 - len(failures) / len(CASES["cases"])
    assert passed >= REQUIRED, "\n".join(failures)
