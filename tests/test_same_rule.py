"""The EN/JA/CR concordance of sections: every key resolves, links go both ways."""

import pytest

from rulesdb.corpus import load_corpus
from rulesdb.same_rule import SameRuleError, _file_groups, load_groups, same_rule


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([])


def test_every_key_resolves_and_every_group_spans_documents(corpus):
    missing = [k for g in load_groups() for k in g if corpus.cited(k) is None]
    assert missing == []
    single = [g for g in load_groups() if len({k.partition("/")[0] for k in g}) < 2]
    assert single == []


def test_the_manuals_and_the_comprehensive_rules_point_at_each_other():
    assert same_rule("manual-en/rule-check-a") == ["manual-ja/dp-zero", "cr-en/17-1-3-1-1"]
    assert "manual-en/rule-check-a" in same_rule("manual-ja/dp-zero")
    assert "manual-ja/dp-zero" in same_rule("cr-en/17-1-3-1-1")


def test_each_keyword_links_its_list_entries_and_its_chapter_16_rule():
    assert {"manual-en/kw-blocker", "manual-ja/kw-blocker"} <= set(same_rule("cr-en/16-5"))
    assert "cr-en/16-5" in same_rule("manual-ja/kw-blocker")
    assert same_rule("cr-en/16-44") == []  # <Engage>: no manual entry of its own yet


def test_a_malformed_file_is_reported():
    with pytest.raises(SameRuleError, match="groups"):
        _file_groups("nothing: here")
    with pytest.raises(SameRuleError, match=r"groups\[0\]"):
        _file_groups("groups: [[manual-en/pass]]")


def test_the_rule_page_and_its_json_show_the_same_rule_elsewhere(client):
    data = client.get("/api/rules/manual-ja/dp-zero").get_json()
    found = {s["key"]: s for s in data["same_rule"]}
    assert found["cr-en/17-1-3-1-1"]["edition"]["label"] == "Comprehensive Rules, Ver.4.2"
    assert found["manual-en/rule-check-a"]["version"] == "latest"
    html = client.get("/rules/cr-en/17-1-3-1-1").get_data(as_text=True)
    assert "Same rule in" in html and 'href="/rules/manual-ja/dp-zero"' in html
