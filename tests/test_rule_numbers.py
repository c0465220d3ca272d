"""A query that is a rule number opens that rule with its subtree; 7-4 is never 7-40."""

import pytest

from rulesdb.rule_numbers import in_subtree, rule_and_subtree, rule_number
from rulesdb.search import get_index


@pytest.mark.parametrize("query, number", [
    ("11-5", "11-5"), ("CR 11-5", "11-5"), ("15-4-5-2.", "15-4-5-2"), ("cr15-4-5-2", "15-4-5-2"),
    ("  Rule 2-3-1 ", "2-3-1"), ("cr-en/2-3-1", "2-3-1"), ("Comprehensive Rules 16-4", "16-4"),
])
def test_rule_numbers_are_read(query, number):
    assert rule_number(query) == number


@pytest.mark.parametrize("query", ["11", "11-5 attack", "BT1-010", "page 15", "1-2-3-4-5x", ""])
def test_other_queries_are_not_rule_numbers(query):
    assert rule_number(query) is None


def test_a_subtree_continues_the_number_after_a_hyphen():
    assert in_subtree("7-4", "7-4") and in_subtree("7-4-1", "7-4")
    assert not in_subtree("7-40", "7-4") and not in_subtree("7-41-1", "7-4")
    keys = ["cr-en/7-4", "cr-en/7-40", "cr-en/7-4-2", "manual-en/7-4-1"]
    assert rule_and_subtree(keys, "cr-en", "7-4") == ["cr-en/7-4", "cr-en/7-4-2"]


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        patch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        return get_index()


@pytest.mark.parametrize("query", ["15-4-5-2", "CR 15-4-5-2", "15-4-5-2."])
def test_a_rule_number_puts_that_rule_first(index, query):
    hits = index.search(query).hits
    assert [h.key for h in hits] == ["cr-en/15-4-5-2"]
    assert hits[0].version == "4.2"


def test_a_rule_number_brings_its_whole_subtree_in_document_order(index):
    results = index.search("CR 11-5", limit=100)
    keys = [h.key for h in results.hits]
    assert keys[0] == "cr-en/11-5"
    assert all(k == "cr-en/11-5" or k.startswith("cr-en/11-5-") for k in keys)
    assert "cr-en/11-5-1-1" in keys and results.total == len(keys) > 3


def test_15_1_never_matches_15_10(index):
    keys = [h.key for h in index.search("15-1", limit=200).hits]
    assert keys[0] == "cr-en/15-1" and "cr-en/15-1-1" in keys
    assert not [k for k in keys if k.startswith(("cr-en/15-10", "cr-en/15-11"))]


def test_an_unknown_rule_number_finds_nothing_rather_than_digits(index):
    results = index.search("CR 7-4")
    assert (results.total, results.hits) == (0, [])


def test_an_older_version_is_looked_up_with_all_versions(index):
    keys = [(h.key, h.version) for h in index.search("2-3-1-3", all_versions=True).hits]
    assert ("cr-en/2-3-1-3", "4.0") in keys and ("cr-en/2-3-1-3", "4.2") in keys
