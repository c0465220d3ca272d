"""The Japanese Official Rule Manual Ver.4.0 (manual-ja): loads clean and complete."""

import re
from pathlib import Path

import pytest

from rulesdb.corpus import BUILTIN_DIR, load_corpus, parse_version_file
from rulesdb.keywords import keyword_by_id

KANA_KANJI = "[\u3040-\u30ff\u4e00-\u9fff]"
PATH = BUILTIN_DIR / "manual-ja" / "4.0.yaml"
# The 36 entries of キーワード効果&ルール一覧 (Sアタック+X and -X share one section).
JA_KEYWORDS = """security-attack jamming piercing rush blocker draw delay armor-purge save
material-save partition collision blitz raid evade recovery barrier overclock digisorption alliance
fortitude vortex reboot de-digivolve decoy retaliation scapegoat digi-burst blast-digivolve
blast-dna-digivolve mind-link overflow dna-digivolve digixros burst-digivolve""".split()
# Sections a judge is sent to by name; each must exist under this id.
EXPECTED = """about-the-game game-setup paying-costs active-and-rest game-flow active-phase
draw-phase breeding-phase main-phase play-digimon digivolve play-tamer use-option-card attack
attack-flow
activate-main-effects battle dp-zero attacking-the-player multiple-security-checks zero-security
blocking-with-blocker passing turn-end game-end tokens digimon-without-dp memory-plus-minus
effect-order multicolor multicolor-digimon multicolor-option-cards dna-digivolve digixros
burst-digivolve digimon-ace overflow text-mentions card-text-notation rule-revisions
revision-blocker revision-digimon-without-dp keyword-list""".split()


@pytest.fixture(scope="module")
def manual():
    return parse_version_file(PATH.read_text(encoding="utf-8"), str(PATH), Path(PATH))


def test_the_document_is_the_japanese_edition_4_0(manual):
    doc = manual.document
    assert (doc.id, doc.version, doc.lang, doc.game) == ("manual-ja", "4.0", "ja", "dcg")
    assert load_corpus(extra_dirs=[]).version("manual-ja").document.version == "4.0"


def test_named_sections_exist(manual):
    assert [i for i in EXPECTED if i not in manual.by_id] == []


def test_every_keyword_of_the_japanese_list_has_its_section(manual):
    kw = {s.id.removeprefix("kw-") for s in manual.sections if s.id.startswith("kw-")}
    assert kw == set(JA_KEYWORDS)
    assert len(JA_KEYWORDS) == 35
    for kid in kw:
        section = manual.by_id[f"kw-{kid}"]
        assert (section.kind, section.parent) == ("keyword", "keyword-list")
        assert keyword_by_id(kid) is not None, f"kw-{kid} names no keyword of the concordance"


def test_section_count_is_plausible(manual):
    # 59 rule sections (every phase, action, ☆ box and notation entry) + 35 keyword sections
    assert 80 <= len(manual.sections) <= 120


def test_no_extraction_damage_left(manual):
    for s in manual.sections:
        text = f"{s.title}\n{s.body}"
        assert "^{" not in text and "^" not in text, s.id
        assert not re.search(r"(?m)^\s*\d{1,2}\s*$", s.body), f"{s.id}: page number line"
        assert not re.search(r"(?m)^\s*or\s*$", s.body), f"{s.id}: stray figure label"
        assert "ティマー" not in text and "タイマー" not in text, f"{s.id}: OCR テイマー"


def test_broken_lines_are_joined_without_spaces(manual):
    for s in manual.sections:
        assert not re.search(f"{KANA_KANJI} {KANA_KANJI}", s.body), s.id
        for para in s.body.split("\n\n"):
            assert not para.endswith("、"), f"{s.id}: paragraph broken after 、"
    assert "とどめの一撃を与えることができれば勝利だ" in manual.by_id["about-the-game"].body


def test_ids_are_descriptive_not_positional(manual):
    for s in manual.sections:
        assert not re.fullmatch(r"(section-)?[\d-]+", s.id), s.id


def test_printed_pages_come_from_the_table_of_contents(manual):
    pages = {s.id: s.pages for s in manual.sections}
    assert pages["effect-order"] == (13, 14, 15)
    assert pages["keyword-list"] == (26, 27)
    assert pages["battle"] == ()  # not listed in the contents: no guessed page
    listed = [p for s in manual.sections for p in s.pages]
    assert min(listed) == 1 and max(listed) == 27
