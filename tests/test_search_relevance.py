"""Relevance on the real corpus: the judge questions of search_relevance.yaml must find their
sections in the top 3, at least 95% of them (the failures are printed)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rulesdb.corpus import load_corpus
from rulesdb.search import get_index

CASES = yaml.safe_load((Path(__file__).parent / "search_relevance.yaml").read_text("utf-8"))
FILTERS = ("game", "document", "lang", "kind")
REQUIRED = 0.95


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        patch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        return get_index()


def test_the_relevance_set_is_big_and_mixed():
    cases = CASES["cases"]
    japanese = [c for c in cases if any("\u3040" <= ch <= "\u9fff" for ch in c["q"])]
    assert len(cases) >= 40 and len(japanese) >= 10


def test_expected_sections_exist():
    corpus = load_corpus([])
    missing = [key for case in CASES["cases"] for key in case["top3"] if not corpus.cited(key)]
    assert missing == []


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
