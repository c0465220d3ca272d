"""The shipped current editions: Comprehensive Rules Ver.4.2 and Rule Manual for Web 6.0."""

import re

import pytest

from rulesdb import editions
from rulesdb.corpus import BUILTIN_DIR, load_corpus
from rulesdb.importer import render_version_file
from rulesdb.versions import section_diff, section_history

SHARED = editions.SHARED_RULES.is_dir()


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([])


@pytest.mark.skipif(not SHARED, reason="../shared/rules is not here (fresh clone)")
def test_shipped_files_are_what_the_build_makes():
    """Regenerate with ``python -m rulesdb.editions`` after a change to the importer."""
    cr = BUILTIN_DIR / "cr-en" / "4.2.yaml"
    assert cr.read_text(encoding="utf-8") == render_version_file(editions.build_cr())
    manual = BUILTIN_DIR / "manual-en" / "6.0.yaml"
    assert manual.read_text(encoding="utf-8") == (
        editions.MANUAL_HEADER + render_version_file(editions.build_manual()))


def test_cr_42_is_the_newest_edition_with_its_date(corpus):
    dv = corpus.version("cr-en")
    assert (dv.document.version, dv.document.date) == ("4.2", "2026-08-18")
    rules = [s for s in dv.sections if "-" in s.id]
    chapters = [s for s in dv.sections if s.parent is None and s.id != "revisions"]
    assert len(rules) == 1114 and len(chapters) == 18
    assert dv.by_id["15"].title == "Chapter 15 Effect Rules"
    assert dv.by_id["15-4-5-2"].parent == "15-4-5"
    assert [s.id for s in dv.children("16")][0] == "16-1"
    assert dv.by_id["16-47"].title == "16-47 <Succession>"


def test_cr_42_bodies_are_clean(corpus):
    dv = corpus.version("cr-en", "4.2")
    glued_target = re.compile(r'"\)\d')
    glued_page = re.compile(r"(?:[a-z]|[a-z]{2}\.)\d{1,2}\b")
    dirty = [s.id for s in dv.sections if s.id != "revisions"
             and (glued_target.search(s.body) or glued_page.search(s.body))]
    assert dirty == []
    assert dv.by_id["1-2-3-1"].body.endswith(
        '(For details, refer to 11-5 "Confirming if an Attack is Successful")')
    assert "Update History" not in dv.by_id["18-3-3-3"].body
    assert dv.by_id["revisions"].body.startswith("- (2023/10/31） Ver.1.0")


def test_chapter_2_compares_across_40_and_42(corpus):
    history = section_history(corpus, "cr-en/2-5-3")
    assert [(h.version, h.status) for h in history] == [("4.0", "initial"), ("4.2", "unchanged")]
    changed = [s.id for s in corpus.version("cr-en", "4.2").sections
               if s.id.startswith("2-") and section_history(corpus, f"cr-en/{s.id}")[-1].status
               in ("changed", "added")]
    assert changed, "Ver.4.2 changed or added rules in chapter 2"
    # rules of chapters Ver.4.0 does not hold here are not "added" in 4.2
    assert [h.status for h in section_history(corpus, "cr-en/15-4-5-2")] == ["initial"]


def test_manual_60_chapters_with_dual_cards_and_assembly(corpus):
    dv = corpus.version("manual-en")
    assert dv.document.version == "6.0" and dv.document.date is None
    ids = [s.id for s in dv.sections]
    assert ids[:3] == ["about-the-game", "card-information", "game-areas"]
    assert "Dual card" in dv.by_id["dual-cards"].body
    assert "Assembly requirements" in dv.by_id["assembly"].body
    for s in dv.sections:
        assert not re.search(r"^\s*\d{1,3}\s*$|\.{4,}", s.body, re.MULTILINE), s.id


def test_manual_chapters_compare_with_the_earlier_edition(corpus):
    history = section_history(corpus, "manual-en/app-fusion")
    assert [h.version for h in history] == ["latest", "6.0"]
    assert history[-1].status == "changed"
    diff = section_diff(history[0].section, history[1].section)
    assert any(d.op == "insert" for d in diff)
    assert [h.status for h in section_history(corpus, "manual-en/assembly")] == ["added"]


def test_citations_stay_on_the_edition_they_were_read_from(corpus):
    section = corpus.cited("manual-en/app-fusion")
    assert section.document.version == "latest"
    assert corpus.section("manual-en/app-fusion").document.version == "6.0"
    assert corpus.cited("manual-en/rule-check-a").document.version == "latest"
    assert corpus.cited("cr-en/15-4-5-2").document.version == "4.2"
    assert corpus.cited("manual-en/no-such-section") is None
