"""Versions of one document side by side: a section's history and what changed in it."""

from pathlib import Path

import pytest

from rulesdb.corpus import Corpus, load_corpus
from rulesdb.importer import import_text
from rulesdb.versions import DiffLine, section_diff, section_history, text_diff

SEED = Path(__file__).parents[2] / "shared" / "seeds" / "004_d78a385d990234bb.txt"


def _version(text: str, version: str, date: str):
    return import_text(text, document_id="cr-en", version=version, lang="en", date=date).version


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    """CR 4.0 from the seed and a 4.1 made from it: 2-4-2 reworded, 2-12-2 added, 2-7-1
    removed (2-7 kept as an empty heading)."""
    old = SEED.read_text(encoding="utf-8")
    new = (
        old.replace("Colors include red, blue, yellow, green, black, purple, and white.",
                    "Colors include red, blue, yellow, green, black, purple, white, and gold.")
        .replace("2-7-1A use cost refers to the cost required to use an Option card.\n", "")
        .replace("2-13Other Information",
                 "2-12-2Cards with different numbers are different cards.\n2-13Other Information")
    )
    corpus = load_corpus([])
    corpus.versions.pop("cr-en")
    corpus.add(_version(new, "4.1", "2024-06-01"))
    corpus.add(_version(old, "4.0", "2024-04-01"))
    return corpus


def _statuses(corpus, key):
    return [(h.version, h.status) for h in section_history(corpus, key)]


def test_versions_sorted_newest_last(corpus):
    assert [v.document.version for v in corpus.document_versions("cr-en")] == ["4.0", "4.1"]


def test_changed_section(corpus):
    history = section_history(corpus, "cr-en/2-4-2")
    assert [(h.version, h.status) for h in history] == [("4.0", "initial"), ("4.1", "changed")]
    assert history[1].date == "2024-06-01"
    assert history[1].section.body.startswith("Colors include red, blue, yellow, green, black,")


def test_unchanged_section(corpus):
    assert _statuses(corpus, "cr-en/2-3-1-3") == [("4.0", "initial"), ("4.1", "unchanged")]


def test_added_section(corpus):
    assert _statuses(corpus, "cr-en/2-12-2") == [("4.1", "added")]


def test_removed_section(corpus):
    history = section_history(corpus, "cr-en/2-7-1")
    assert [(h.version, h.status) for h in history] == [("4.0", "initial"), ("4.1", "removed")]
    assert history[1].section is None


def test_unknown_keys_have_no_history(corpus):
    assert section_history(corpus, "cr-en/99-1") == []
    assert section_history(corpus, "nodoc/1") == []


def test_section_diff_marks_the_reworded_words(corpus):
    old = corpus.section("cr-en/2-4-2", "4.0")
    new = corpus.section("cr-en/2-4-2", "4.1")
    diff = section_diff(old, new)
    assert [d for d in diff if d.op != "equal"] == [
        DiffLine("insert", "white, "),
        DiffLine("delete", "white"),
        DiffLine("insert", "gold"),
    ]
    assert "".join(d.text for d in diff if d.op != "insert") == old.body
    assert "".join(d.text for d in diff if d.op != "delete") == new.body


def test_section_diff_of_added_and_removed_sections(corpus):
    added = corpus.section("cr-en/2-12-2", "4.1")
    assert section_diff(None, added) == [DiffLine("insert", added.body)]
    removed = corpus.section("cr-en/2-7-1", "4.0")
    assert section_diff(removed, None) == [DiffLine("delete", removed.body)]


def test_identical_sections_diff_as_one_equal_segment(corpus):
    section = corpus.section("cr-en/2-3-1-3")
    assert section_diff(section, section) == [DiffLine("equal", section.body)]


def test_a_renamed_heading_changes_only_the_heading():
    corpus = Corpus()
    corpus.add(_version("2-1Card Category\n2-1-1Text.\n", "1", "2024-01-01"))
    corpus.add(_version("2-1Card Categories\n2-1-1Text.\n", "2", "2024-02-01"))
    assert _statuses(corpus, "cr-en/2-1") == [("1", "initial"), ("2", "changed")]
    assert _statuses(corpus, "cr-en/2-1-1") == [("1", "initial"), ("2", "unchanged")]


def test_heading_without_body_compares_titles():
    old = _version("2-1Card Category\n2-1-1Text.\n", "1", "2024-01-01").by_id["2-1"]
    new = _version("2-1Card Categories\n2-1-1Text.\n", "2", "2024-02-01").by_id["2-1"]
    assert [d.op for d in section_diff(old, new)] == ["equal", "delete", "insert"]


def test_japanese_text_diffs_by_character():
    diff = text_diff("カードを1枚引く。", "カードを2枚引く。")
    assert diff == [DiffLine("equal", "カードを"), DiffLine("delete", "1"),
                    DiffLine("insert", "2"), DiffLine("equal", "枚引く。")]
