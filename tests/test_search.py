"""Search behaviour on a small corpus built in a temporary directory (see test_search_relevance
for the real corpus)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from rulesdb import search as search_module
from rulesdb.corpus import Corpus, parse_version_file
from rulesdb.highlight import snippet_html
from rulesdb.keywords import parse_keywords
from rulesdb.querying import Highlight
from rulesdb.search import QueryError, build_index, get_index

MANUAL_EN_NEW = """
document: {id: manual-en, title: Rule Manual, version: "2.0", date: 2024-04-01, lang: en,
           game: dcg, source: test}
sections:
  - id: keyword-effects
    title: Keyword Effects
    kind: rule
  - id: kw-blocker
    title: Blocker
    kind: keyword
    parent: keyword-effects
    body: "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to
      force the opponent to attack it instead.)"
  - id: kw-jamming
    title: Jamming
    kind: keyword
    parent: keyword-effects
    body: This Digimon can't be deleted in battles against Security Digimon.
  - id: kw-piercing
    title: Piercing
    kind: keyword
    parent: keyword-effects
    body: When this Digimon attacks and deletes your opponent's Digimon in battle, it checks
      security before the attack ends.
  - id: kw-security-attack
    title: Security A. +X
    kind: keyword
    parent: keyword-effects
    body: This Digimon checks X additional security cards.
  - id: dna-digivolution
    title: DNA Digivolution
    kind: rule
    body: DNA digivolution is a special digivolution rule. Two Digimon in the battle area
      become one Digimon.
  - id: rule-check-a
    title: "Rule Check A: Digimon With 0 DP"
    kind: rule
    body: A Digimon with 0 DP in the battle area is deleted.
"""

MANUAL_EN_OLD = """
document: {id: manual-en, title: Rule Manual, version: "1.0", date: 2023-01-01, lang: en,
           game: dcg, source: test}
sections:
  - id: kw-blocker
    title: Blocker
    kind: keyword
    body: An old wording of the blocker rule, mentioning zanzibar timing.
  - id: retired-rule
    title: Retired Rule
    kind: rule
    body: Zanzibar is a word only this old version uses.
"""

MANUAL_JA = """
document: {id: manual-ja, title: ルールマニュアル, version: "4.0", date: 2023-06-01, lang: ja,
           game: dcg, source: test}
sections:
  - id: kw-piercing
    title: 貫通
    kind: keyword
    body: "このデジモンがアタックしたバトルで相手のデジモンを消滅させたとき、\
      アタック終了前にセキュリティをチェックする。"
  - id: dna-digivolve
    title: ジョグレスについて
    kind: rule
    body: "ジョグレスとは、2体のデジモンが合体して進化する新しい進化のルールです。\
      ジョグレスで進化することを「ジョグレス進化」と呼びます。"
  - id: security-check
    title: アタックの流れ
    kind: procedure
    body: セキュリティをチェックする。めくったカードがデジモンならバトルする。
"""

DCCG = """
document: {id: dccg-rules-en, title: Collectible Card Game Rules, version: "1.0", date: null,
           lang: en, game: dccg, source: test}
sections:
  - id: attack-phase
    title: Attack Phase
    kind: rule
    body: The player who goes first cannot attack on the first turn.
"""

KEYWORDS = """
keywords:
  - {id: blocker, kind: keyword-effect, name_en: Blocker, name_ja: ブロッカー, aliases: [],
     sections: [manual-en/kw-blocker]}
  - {id: jamming, kind: keyword-effect, name_en: Jamming, name_ja: ジャミング, aliases: [],
     sections: [manual-en/kw-jamming]}
  - {id: piercing, kind: keyword-effect, name_en: Piercing, name_ja: 貫通, aliases: [Pierce],
     sections: [manual-en/kw-piercing, manual-ja/kw-piercing]}
  - {id: security-attack, kind: keyword-effect, name_en: Security A., name_ja: Sアタック,
     aliases: [S.A.+1, S.A., Security Attack, セキュリティアタック],
     sections: [manual-en/kw-security-attack]}
  - {id: dna-digivolve, kind: keyword-rule, name_en: DNA Digivolve, name_ja: ジョグレス,
     aliases: [Jogress, DNA Digivolution], sections: [manual-en/dna-digivolution,
     manual-ja/dna-digivolve]}
"""


def make_corpus(*texts: str) -> Corpus:
    corpus = Corpus()
    for i, text in enumerate(texts):
        corpus.add(parse_version_file(text, f"test-{i}"))
    return corpus


@pytest.fixture
def index_dir(tmp_path, monkeypatch):
    path = tmp_path / "index"
    monkeypatch.setenv("DIGIJUDGE_INDEX_DIR", str(path))
    return path


@pytest.fixture
def keywords():
    return parse_keywords(KEYWORDS, "keywords-test")


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    """One index for the tests that only read it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        return get_index(make_corpus(MANUAL_EN_NEW, MANUAL_EN_OLD, MANUAL_JA, DCCG),
                         parse_keywords(KEYWORDS, "keywords-test"))


def keys(results, n=3):
    return [h.key for h in results.hits[:n]]


# --- matching -------------------------------------------------------------------------------

def test_a_keyword_finds_its_section_first_with_its_parent(index):
    results = index.search("blocker")
    top = results.hits[0]
    assert top.key == "manual-en/kw-blocker"
    assert (top.parent_key, top.parent_title) == ("manual-en/keyword-effects", "Keyword Effects")
    assert (top.document, top.version, top.lang, top.game, top.kind) == (
        "manual-en", "2.0", "en", "dcg", "keyword")
    assert not results.fallback


@pytest.mark.parametrize("typed, key, corrected", [
    ("jaming", "manual-en/kw-jamming", "jamming"),
    ("bloker", "manual-en/kw-blocker", "blocker"),
    ("piercng", "manual-en/kw-piercing", "piercing"),
])
def test_misspellings_are_corrected_on_unstemmed_words(index, typed, key, corrected):
    results = index.search(typed)
    assert keys(results, 1) == [key]
    assert corrected in results.corrections[typed]


def test_stemming_finds_other_forms(index):
    assert "manual-en/kw-piercing" in keys(index.search("pierce"))
    assert "manual-en/rule-check-a" in keys(index.search("deleting"))


def test_known_words_are_not_corrected(index):
    assert index.search("security").corrections == {}


@pytest.mark.parametrize("typed, key", [
    ("jogress", "manual-en/dna-digivolution"),
    ("jogress", "manual-ja/dna-digivolve"),
    ("ジョグレス", "manual-en/dna-digivolution"),
    ("貫通", "manual-en/kw-piercing"),
    ("pierce", "manual-ja/kw-piercing"),
    ("S.A.+1", "manual-en/kw-security-attack"),
    ("security attack +2", "manual-en/kw-security-attack"),
    ("セキュリティアタック", "manual-en/kw-security-attack"),
])
def test_keyword_names_and_aliases_match_across_languages(index, typed, key):
    assert key in keys(index.search(typed), 3)


def test_japanese_text_matches_by_ngrams(index):
    assert keys(index.search("ジョグレス", lang="ja"), 1) == ["manual-ja/dna-digivolve"]
    assert keys(index.search("合体して進化"), 1) == ["manual-ja/dna-digivolve"]
    # a long compound the text writes with a particle inside
    assert "manual-ja/security-check" in keys(index.search("セキュリティチェック"))


def test_phrases_and_operators(index):
    assert set(keys(index.search('"battle area"'), 5)) == {
        "manual-en/rule-check-a", "manual-en/dna-digivolution"}
    assert index.search('"area battle"').hits == []
    both = index.search("digimon AND deleted")
    assert {h.key for h in both.hits} == {"manual-en/rule-check-a", "manual-en/kw-jamming",
                                          "manual-en/kw-piercing"}
    without = index.search("deleted NOT jamming")
    assert "manual-en/kw-jamming" not in keys(without, 10) and without.hits
    either = index.search("jamming OR piercing")
    assert {"manual-en/kw-jamming", "manual-en/kw-piercing"} <= set(keys(either, 10))
    assert not (both.fallback or without.fallback or either.fallback)


def test_rule_numbers_are_one_word(index_dir, keywords):
    corpus = make_corpus("""
document: {id: cr-en, title: CR, version: "4.0", date: null, lang: en, game: dcg, source: t}
sections:
  - {id: 2-10, title: 2-10 Overflow, kind: rule, body: Overflow rules.}
  - {id: memory, title: Memory, kind: rule, body: Memory can't go above 10.}
""")
    index = get_index(corpus, keywords)
    assert keys(index.search("10"), 5) == ["cr-en/memory"]
    assert keys(index.search("2-10"), 1) == ["cr-en/2-10"]


# --- filters and versions ---------------------------------------------------------------------

@pytest.mark.parametrize("name, value", [
    ("lang", "ja"), ("lang", "en"), ("game", "dccg"), ("document", "manual-ja"),
    ("kind", "keyword"),
])
def test_filters_keep_only_matching_sections(index, name, value):
    results = index.search("attack OR digimon OR アタック", **{name: value}, limit=50)
    assert results.hits
    assert all(getattr(h, name) == value for h in results.hits)
    assert results.total == len(results.hits)


def test_filters_combine(index):
    results = index.search("attack", game="dcg", lang="en", kind="keyword")
    assert results.hits and all(
        (h.game, h.lang, h.kind) == ("dcg", "en", "keyword") for h in results.hits)


@pytest.mark.parametrize("name, value", [
    ("game", "pokemon"), ("document", "manual-fr"), ("lang", "fr"), ("kind", "card"),
])
def test_unknown_filter_values_are_named(index, name, value):
    with pytest.raises(QueryError, match=name) as caught:
        index.search("blocker", **{name: value})
    assert value in str(caught.value)


def test_newest_version_only_unless_all_versions(index):
    assert index.search("zanzibar").hits == []
    old = index.search("zanzibar", all_versions=True)
    assert {(h.key, h.version) for h in old.hits} == {
        ("manual-en/retired-rule", "1.0"), ("manual-en/kw-blocker", "1.0")}
    assert {h.version for h in index.search("blocker", document="manual-en").hits} == {"2.0"}


# --- snippets ---------------------------------------------------------------------------------

def test_snippets_are_escaped_and_marked(index):
    snippet = index.search("blocker").hits[0].snippet_html
    assert snippet.startswith("&lt;<mark>Blocker</mark>&gt;")
    assert "<Blocker>" not in snippet


def test_snippet_marks_a_japanese_word_once_not_gram_by_gram(index):
    snippet = index.search("ジョグレス", lang="ja").hits[0].snippet_html
    assert snippet.startswith("<mark>ジョグレス</mark>とは")
    assert "</mark><mark>" not in snippet
    assert "<mark>ジョグレス進化</mark>" not in snippet  # 進化 was not asked for


def test_overlapping_grams_merge_into_one_mark():
    text = "セキュリティをチェックする。"
    html = snippet_html(text, Highlight(chunks={"セキュリティチェック"}))
    assert html == "<mark>セキュリティ</mark>を<mark>チェック</mark>する。"


def test_stemmed_words_and_adjacent_words_are_marked_together():
    text = "Security checks happen. A security check is a rule."
    html = snippet_html(text, Highlight(stems={"secur", "check"}))
    assert html == ("<mark>Security checks</mark> happen. "
                    "A <mark>security check</mark> is a rule.")


def test_long_text_is_cut_around_the_match():
    text = "word " * 200 + "blocker here " + "word " * 200
    html = snippet_html(text, Highlight(stems={"blocker"}))
    assert html.startswith("…") and html.endswith("…")
    assert "<mark>blocker</mark>" in html and len(html) < 320


def test_query_html_is_never_echoed_unescaped(index):
    results = index.search('<script>alert("x")</script> blocker')
    assert all("<script>" not in h.snippet_html for h in results.hits)


# --- bad input ----------------------------------------------------------------------------------

@pytest.mark.parametrize("query", [
    '"blocker', "(blocker", "blocker)", "[blocker", "block*", "bl?cker", "title:blocker",
    "blocker\x00", "\x01\x02blocker", "blo\ufffdcker blocker", "NOT blocker", "blocker AND",
    "OR blocker", "()", "blocker ((", '"', "*", "?", "(" * 40 + "blocker" + ")" * 40,
    "NOT " * 240 + "blocker",
])
def test_bad_syntax_falls_back_to_plain_terms(index, query):
    results = index.search(query)
    assert results.fallback
    if "blocker" in query or "bl?cker" in query:
        assert "manual-en/kw-blocker" in keys(results, 3)


@pytest.mark.parametrize("query", [
    "blocker", '"security cards"', "jamming OR piercing", "what is blocker?", "[Blocker]",
    "S.A.+1", "10:30", "ジョグレス？",
])
def test_good_syntax_is_not_a_fallback(index, query):
    assert not index.search(query).fallback


@pytest.mark.parametrize("query, message", [
    ("", "Type something"), ("   \n", "Type something"), ("x" * 1001, "1001 characters"),
])
def test_empty_and_huge_queries_are_rejected(index, query, message):
    with pytest.raises(QueryError, match=message):
        index.search(query)


def test_longest_allowed_query_is_searched(index):
    assert index.search(("blocker " * 125)[:1000]).hits
    pasted = " ".join(f"wurd{i} jammimg bloker" for i in range(60))[:1000]
    assert set(keys(index.search(pasted), 2)) == {"manual-en/kw-blocker", "manual-en/kw-jamming"}


@pytest.mark.parametrize("limit", [0, -1, "5", 2.5, True])
def test_bad_limits_are_rejected(index, limit):
    with pytest.raises(QueryError, match="limit"):
        index.search("blocker", limit=limit)


def test_only_stop_words_are_still_searched(index):
    assert index.search("the").total > 0


def test_results_serialize_to_json(index):
    data = json.loads(json.dumps(index.search("jaming", limit=2).to_dict()))
    assert data["query"] == "jaming" and data["total"] >= 1 and not data["fallback"]
    assert data["hits"][0]["key"] == "manual-en/kw-jamming"
    assert set(data["hits"][0]) >= {"key", "title", "document", "version", "lang", "game",
                                    "kind", "snippet_html", "parent_key", "parent_title",
                                    "score"}


def test_limit_and_total(index):
    results = index.search("digimon", limit=2)
    assert len(results.hits) == 2 and results.total > 2


# --- the index on disk --------------------------------------------------------------------------

def test_index_is_built_on_first_use_and_reused(index_dir, keywords):
    corpus = make_corpus(MANUAL_EN_NEW)
    first = get_index(corpus, keywords)
    assert first.built and first.path.parent == index_dir
    assert get_index(corpus, keywords) is first
    search_module._open_indexes.clear()  # as a new process would see it
    again = get_index(make_corpus(MANUAL_EN_NEW), keywords)
    assert not again.built and again.path == first.path


def test_index_is_rebuilt_when_the_corpus_changes(index_dir, keywords):
    before = get_index(make_corpus(MANUAL_EN_NEW), keywords)
    assert before.search("quokka").hits == []
    changed = MANUAL_EN_NEW + """
  - id: new-rule
    title: New Rule
    kind: rule
    body: A quokka rule added in a revision.
"""
    after = get_index(make_corpus(changed), keywords)
    assert after.built and after.path != before.path
    assert keys(after.search("quokka"), 1) == ["manual-en/new-rule"]
    assert not before.path.exists()  # the stale index was removed
    assert [p.name for p in index_dir.iterdir()] == [after.path.name]


def test_index_is_rebuilt_when_keywords_change(index_dir, keywords):
    corpus = make_corpus(MANUAL_EN_NEW)
    before = get_index(corpus, keywords)
    assert "manual-en/kw-jamming" not in keys(before.search("ジャム"), 5)
    renamed = parse_keywords(
        KEYWORDS.replace("ジャミング, aliases: []", "ジャミング, aliases: [ジャム]"), "k2")
    after = get_index(corpus, renamed)
    assert after.path != before.path
    assert keys(after.search("ジャム"), 1) == ["manual-en/kw-jamming"]


def test_rebuild_on_request_and_damaged_index(index_dir, keywords):
    corpus = make_corpus(MANUAL_EN_NEW)
    first = get_index(corpus, keywords)
    rebuilt = get_index(corpus, keywords, rebuild=True)
    assert rebuilt.built and rebuilt is not first and rebuilt.path == first.path
    for path in rebuilt.path.iterdir():
        if path.name != search_module.MANIFEST:
            path.write_bytes(b"damaged")
    search_module._open_indexes.clear()
    repaired = get_index(corpus, keywords)
    assert repaired.built and keys(repaired.search("blocker"), 1) == ["manual-en/kw-blocker"]


def test_an_index_another_process_just_built_is_kept(index_dir, keywords):
    corpus = make_corpus(MANUAL_EN_NEW)
    path = build_index(corpus, keywords)
    (path / "theirs").write_text("built by another worker")
    assert build_index(corpus, keywords, replace=False) == path
    assert (path / "theirs").exists()
    assert build_index(corpus, keywords) == path and not (path / "theirs").exists()
    assert [p.name for p in index_dir.iterdir()] == [path.name]  # no build folders left


def test_a_user_imported_version_rebuilds_the_default_index(index_dir, tmp_path, monkeypatch):
    """get_index() without arguments reads the installed corpus and the user's imports."""
    data = tmp_path / "data"
    monkeypatch.setenv("DIGIJUDGE_DATA_DIR", str(data))
    before = get_index()
    imported = data / "corpus" / "cr-en" / "99.0.yaml"
    imported.parent.mkdir(parents=True)
    imported.write_text("""
document: {id: cr-en, title: Comprehensive Rules, version: "99.0", date: 2099-01-01, lang: en,
           game: dcg, source: test-import}
sections:
  - {id: 2-99, title: 2-99 Wombat Rule, kind: rule, body: A wombat rule from an import.}
""", encoding="utf-8")
    after = get_index()
    assert after.built and after.path != before.path
    assert [(h.key, h.version) for h in after.search("wombat").hits] == [("cr-en/2-99", "99.0")]
    assert after.search("card category", document="cr-en").hits == []  # not in 99.0
    older = after.search("card category", document="cr-en", all_versions=True)
    assert {h.version for h in older.hits} == {"4.0", "4.2"}


def test_an_unwritable_index_folder_falls_back_to_a_temporary_one(tmp_path, monkeypatch,
                                                                   keywords, caplog):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the index folder should be")
    monkeypatch.setenv("DIGIJUDGE_INDEX_DIR", str(blocked))
    index = get_index(make_corpus(MANUAL_EN_NEW), keywords)
    assert keys(index.search("blocker"), 1) == ["manual-en/kw-blocker"]
    assert not index.path.is_relative_to(blocked)
    assert "cannot use the search index folder" in caplog.text


def test_only_our_own_folders_are_cleaned_up(index_dir, keywords):
    index_dir.mkdir()
    (index_dir / ".config").mkdir()
    (index_dir / "notes").mkdir()
    (index_dir / "notes" / "keep.txt").write_text("not an index")
    get_index(make_corpus(MANUAL_EN_NEW), keywords)
    get_index(make_corpus(MANUAL_EN_OLD), keywords)
    assert {p.name for p in index_dir.iterdir()} >= {".config", "notes"}
    assert (index_dir / "notes" / "keep.txt").exists()


# --- documents beside the corpus: cards, rulings, scenarios ----------------------------------

class FakeCards:
    """The little of ``rulesdb.cards.CardDB`` the card index uses, with two cards."""

    def __init__(self, path):
        from rulesdb.cards import Provenance

        self.path = path
        (path / "cards.json").write_text("[1]", "utf-8")
        self.provenance = Provenance("test", "0000000", "2026-01-01")
        self.cards = {
            "BT1-010": SimpleNamespace(number="BT1-010", name="Agumon", name_ja="アグモン",
                                       kinds=("Digimon",), level=3, colors=("Red",),
                                       forms=(), attributes=(), traits=("Reptile",),
                                       text="[On Play] Reveal 5 cards.", inherited_text="",
                                       security_text="", requirements=()),
            "ST1-03": SimpleNamespace(number="ST1-03", name="Gomamon", name_ja=None,
                                      kinds=("Digimon",), level=3, colors=("Blue",),
                                      forms=(), attributes=(), traits=(),
                                      text="<Blocker>", inherited_text="", security_text="",
                                      requirements=()),
        }
        self._rulings = {"BT1-010": [SimpleNamespace(
            qno="Q1", question="Does the reveal count as drawing?", answer="No, it doesn't.",
            date="2026-01-02")]}

    def get(self, spelling):
        from rulesdb.cards import normalize_number

        return self.cards.get(normalize_number(spelling) or "")

    def by_name(self, name):
        return [c for c in self.cards.values() if c.name.lower() == name.lower()]

    def rulings(self, number):
        return list(self._rulings.get(number, []))


@pytest.fixture
def fake_cards(tmp_path):
    folder = tmp_path / "cards"
    folder.mkdir()
    return FakeCards(folder)


def test_cards_and_rulings_are_found_with_their_kind(index_dir, keywords, fake_cards):
    from rulesdb.card_index import card_source

    index = get_index(make_corpus(MANUAL_EN_NEW), keywords, sources=[card_source(fake_cards)])
    assert index.source_counts == {"cards": 2, "rulings": 1}
    hit = index.search("reveal drawing", kind="ruling").hits[0]
    assert (hit.key, hit.kind, hit.parent_key) == ("rulings/Q1", "ruling", "cards/BT1-010")
    assert keys(index.search("アグモン"), 1) == ["cards/BT1-010"]
    with pytest.raises(QueryError, match="card, ruling"):
        index.search("agumon", kind="cards")


@pytest.mark.parametrize("typed", ["bt1-10", "BT01-010", "BT1-010", "agumon"])
def test_a_card_number_or_name_puts_the_card_first(index_dir, keywords, fake_cards, typed):
    from rulesdb.card_index import card_source

    index = get_index(make_corpus(MANUAL_EN_NEW), keywords, sources=[card_source(fake_cards)])
    results = index.search(typed)
    assert keys(results, 1) == ["cards/BT1-010"] and results.total >= 1
    assert "cards/BT1-010" not in keys(index.search(typed, kind="keyword"), 20)


def test_the_fingerprint_includes_the_card_data(index_dir, keywords, fake_cards):
    from rulesdb.card_index import card_source

    corpus = make_corpus(MANUAL_EN_NEW)
    before = get_index(corpus, keywords, sources=[card_source(fake_cards)])
    (fake_cards.path / "cards.json").write_text("[2]", "utf-8")
    after = get_index(corpus, keywords, sources=[card_source(fake_cards)])
    assert after.path != before.path and after.built
