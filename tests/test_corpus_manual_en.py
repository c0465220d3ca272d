"""English manual and glossary corpora: they load, are clean, hold the sections others cite."""

import re

import pytest

from rulesdb.corpus import CorpusError, load_corpus, parse_version_file

DOCUMENTS = ("manual-en", "glossary-en")

KEYWORD_EFFECTS = (
    "security-attack jamming piercing rush blocker draw delay armor-purge save material-save "
    "partition blitz raid progress evade iceclad decode recovery barrier overclock digisorption "
    "alliance fortitude vortex reboot de-digivolve decoy collision fragment retaliation scapegoat "
    "execute digi-burst blast-digivolve blast-dna-digivolve mind-link link-plus"
).split()
KEYWORD_RULES = "overflow dna-digivolve digixros burst-digivolve link app-fusion".split()

# Passages the rules engine and the scenarios cite; renaming one breaks their citations.
CITED = (
    "unsuspend-phase draw-phase breeding-phase hatch-a-digi-egg move-out-of-breeding-area "
    "main-phase end-of-the-turn play-a-digimon-or-tamer-card card-playing-rules "
    "digivolve-from-the-hand digivolution-rules digivolution-cards use-an-option-card "
    "card-use-rules color-requirements linking link-rules attacking attack-declaration "
    "counter-timing block-timing confirming-attack-success battles security-checks "
    "security-check-rules end-of-attack activate-activation-type-effects pass turn-end-conditions "
    "digimon-ace blast-digivolve blast-dna-digivolve overflow digixros-rules dna-digivolve-rules "
    "burst-digivolve-rules app-fusion-rules effect-basics persistent-effects trigger-type-effects "
    "simultaneous-triggering derived-triggering effects-that-cant-activate activation-type-effects "
    "immediate-type-effects rule-check-a rule-check-b rule-check-c rule-check-d rule-check-timing "
    "tokens token-rules paying-costs timing-on-play timing-on-deletion timing-when-attacking"
).split()

FURIGANA = re.compile(r"\^\{")
STRAY_TAG = re.compile(r"<[a-z][a-z0-9 -]*(?:=\"\"[^>]*)?>|</[a-z][a-z0-9 -]*>")
DOT_LEADER = re.compile(r"(?:[·•.]\s?){4,}")
PAGE_NUMBER_LINE = re.compile(r"^\s*(?:\.+\s*)?\d{1,3}(?:-\d{1,3})?\s*$", re.MULTILINE)
RAW_BULLET = re.compile(r"^\s*(?:- )?[•·●①②③④⑤⑥]", re.MULTILINE)


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([])


# The edition structured section by section (the Rule Manual 6.0 is one section per chapter:
# tests/test_editions.py).
EDITION = {"manual-en": "latest"}


def sections_of(corpus, doc_id):
    version = corpus.version(doc_id, EDITION.get(doc_id))
    assert version is not None, f"{doc_id} is not in the corpus"
    return version.sections


def test_manual_document_metadata(corpus):
    doc = corpus.version("manual-en", "latest").document
    assert (doc.lang, doc.game, doc.source) == ("en", "dcg", "000_78746247b47cbaa6.txt")


@pytest.mark.parametrize("doc_id", DOCUMENTS)
@pytest.mark.parametrize(
    "name, pattern",
    [("furigana", FURIGANA), ("stray tag", STRAY_TAG), ("dot leader", DOT_LEADER),
     ("page-number line", PAGE_NUMBER_LINE), ("raw bullet glyph", RAW_BULLET)],
)
def test_bodies_are_clean(corpus, doc_id, name, pattern):
    dirty = [
        (s.id, m.group(0)) for s in sections_of(corpus, doc_id)
        for m in pattern.finditer(s.title + "\n" + s.body)
    ]
    assert not dirty, f"{name} left in {doc_id}: {dirty[:5]}"


@pytest.mark.parametrize("doc_id", DOCUMENTS)
def test_only_headings_have_empty_bodies(corpus, doc_id):
    version = corpus.version(doc_id, EDITION.get(doc_id))
    empty = [s.id for s in version.sections if not s.body and not version.children(s.id)]
    assert not empty


@pytest.mark.parametrize("keyword", KEYWORD_EFFECTS)
def test_every_keyword_effect_has_its_section(corpus, keyword):
    section = corpus.cited(f"manual-en/kw-{keyword}")
    assert section is not None
    assert (section.kind, section.parent) == ("keyword", "keyword-effects")
    assert section.body


@pytest.mark.parametrize("keyword", KEYWORD_RULES)
def test_every_keyword_rule_has_its_section(corpus, keyword):
    section = corpus.cited(f"manual-en/kw-{keyword}")
    assert section is not None
    assert (section.kind, section.parent) == ("keyword", "keyword-rules")


def test_keyword_list_is_exactly_37_plus_6(corpus):
    version = corpus.version("manual-en", "latest")
    assert len(version.children("keyword-effects")) == 37
    assert len(version.children("keyword-rules")) == 6


@pytest.mark.parametrize("section_id", CITED)
def test_cited_passages_exist(corpus, section_id):
    assert corpus.cited(f"manual-en/{section_id}") is not None


def test_every_manual_section_records_its_printed_pages(corpus):
    for section in sections_of(corpus, "manual-en"):
        assert section.pages, section.id
        assert all(1 <= p <= 42 for p in section.pages), section.id


def test_rule_checks_are_separate_passages(corpus):
    bodies = [corpus.cited(f"manual-en/rule-check-{x}").body for x in "abcd"]
    assert "0 DP" in bodies[0] and "without DP" in bodies[1]
    assert "Option card in the battle area" in bodies[2] and "breeding area" in bodies[3]


def test_broken_lines_are_joined(corpus):
    body = corpus.cited("manual-en/activation-type-effects").body
    assert "1 of your [Marcus Damon]s is also treated as a 3000 DP Digimon" in body


def test_pages_field_is_parsed_and_validated():
    text = """
document: {id: probe, title: Probe, version: "1", lang: en, game: dcg}
sections:
  - {id: a, title: A, kind: rule, pages: [3, 4], body: x}
  - {id: b, title: B, kind: rule, body: y}
"""
    version = parse_version_file(text, "probe.yaml")
    assert version.by_id["a"].pages == (3, 4)
    assert version.by_id["b"].pages == ()
    with pytest.raises(CorpusError, match="pages"):
        parse_version_file(text.replace("[3, 4]", "[three]"), "probe.yaml")


OCR_DEBRIS = ("Marray", "Orașa", "Scourty", "Statist", "purne", "Trainer card", "Disimon", "Tanan",
              "орронента", "Digi- Egg", "to gether", "can't can't", "Digimonas", "cardwith")


@pytest.mark.parametrize("doc_id", DOCUMENTS)
def test_known_ocr_damage_is_repaired(corpus, doc_id):
    left = [(s.id, w) for s in sections_of(corpus, doc_id) for w in OCR_DEBRIS
            if w in s.title or w in s.body]
    assert not left


def test_glossary_memory_gauge_row_is_repaired(corpus):
    section = corpus.section("glossary-en/memory-gauge")
    assert section.title == "Memory Gauge (Memory)"
    assert section.body.startswith("The gauge used for paying costs, etc.")
    assert section.body.endswith("on your side of the gauge, your turn continues.")


def test_glossary_groups_terms_under_the_headings(corpus):
    version = corpus.version("glossary-en")
    groups = [s.id for s in version.sections if s.parent is None]
    assert groups[:6] == ["card-types", "areas-on-the-playing-field", "timings", "card-states",
                          "game-phases", "properties-common-to-all-card-types"]
    assert all(s.kind == "timing" for s in version.children("timings"))
    assert {s.id for s in version.children("card-types")} >= {"digimon-card", "tamer-cards"}


def test_glossary_keywords_use_the_shared_keyword_ids(corpus):
    keywords = [s for s in sections_of(corpus, "glossary-en") if s.kind == "keyword"]
    assert len(keywords) == 16
    for section in keywords:
        assert section.id.startswith("kw-") and section.id[3:] in KEYWORD_EFFECTS, section.id
        assert "<" not in section.title


def test_glossary_split_cells_are_merged(corpus):
    assert corpus.section("glossary-en/when-attacking").body.startswith(
        "Triggers when an attack is declared")
    assert "Triggers after the resolution" in corpus.section("glossary-en/end-of-attack").body
    assert "the attack ends." in corpus.section("glossary-en/kw-security-attack").body
