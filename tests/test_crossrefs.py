"""Cross references: page, numbered and title references resolve to real sections or stay plain."""

from dataclasses import replace

import pytest

from rulesdb.corpus import load_corpus
from rulesdb.crossrefs import dangling_references, find_references, linkify


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([])


def probe(corpus, key, body):
    """A copy of a real section with another body (so resolution sees its document)."""
    return replace(corpus.cited(key), id="probe", body=body)


def href(key):
    return f"/rules/{key}"


def test_page_reference_resolves_to_the_section_named_in_the_sentence(corpus):
    section = corpus.cited("manual-en/end-of-the-turn")
    [ref] = find_references(section, corpus)
    assert ref.text == "page 15"
    assert section.body[ref.start:ref.end] == "page 15"
    assert ref.target == "manual-en/turn-end-conditions"


def test_bare_page_reference_takes_the_shallowest_first_section_on_that_page(corpus):
    section = probe(corpus, "manual-en/end-of-the-turn", "See page 15.")
    [ref] = find_references(section, corpus)
    assert ref.target == "manual-en/activate-activation-type-effects"


def test_page_without_sections_stays_plain(corpus):
    section = probe(corpus, "manual-en/end-of-the-turn", "See page 99 for details.")
    [ref] = find_references(section, corpus)
    assert ref.target is None
    assert linkify(section, corpus, href) == "See page 99 for details."


def test_title_reference_resolves_in_the_same_document(corpus):
    section = corpus.section("manual-en/decks", "latest")
    refs = [r for r in find_references(section, corpus) if r.target]
    assert [(r.text, r.target) for r in refs] == [('"Tokens" section', "manual-en/tokens")]
    assert '[\\"Tokens\\" section]' not in linkify(section, corpus, href)
    assert '["Tokens" section](/rules/manual-en/tokens)' in linkify(section, corpus, href)


def test_numbered_reference_resolves_to_the_comprehensive_rules(corpus):
    assert corpus.section("cr-en/2-3-1-3") is not None
    section = probe(corpus, "manual-en/digivolution-rules",
                    'Names are read as printed (for details, refer to 2-3-1-3 "Name").')
    [ref] = find_references(section, corpus)
    assert (ref.text, ref.target) == ('2-3-1-3 "Name"', "cr-en/2-3-1-3")
    assert linkify(section, corpus, href) == (
        'Names are read as printed (for details, refer to [2-3-1-3 "Name"](/rules/cr-en/2-3-1-3)).'
    )


def test_unknown_numbered_reference_stays_plain_text(corpus):
    body = '(For details, refer to 99-1 "Nothing")'
    section = probe(corpus, "manual-en/digivolution-rules", body)
    [ref] = find_references(section, corpus)
    assert ref.target is None and ref.text == '99-1 "Nothing"'
    assert linkify(section, corpus, href) == body


def test_japanese_numbered_reference(corpus):
    section = probe(corpus, "manual-en/digivolution-rules", "詳しくは2-3-1-3「カード名」を参照。")
    [ref] = find_references(section, corpus)
    assert ref.target == "cr-en/2-3-1-3"


def test_link_labels_with_brackets_are_escaped(corpus):
    section = probe(corpus, "manual-en/kw-app-fusion", "see \"[Security]\" and see 'Rule Checks'")
    refs = find_references(section, corpus)
    assert [r.target for r in refs] == ["manual-en/timing-security", "manual-en/rule-checks"]
    assert linkify(section, corpus, href) == (
        'see ["\\[Security\\]"](/rules/manual-en/timing-security)'
        " and see ['Rule Checks'](/rules/manual-en/rule-checks)"
    )


def test_text_without_references_is_unchanged(corpus):
    section = corpus.cited("manual-en/battles")
    assert find_references(section, corpus) == []
    assert linkify(section, corpus, href) == section.body


def test_dangling_references_are_listed(corpus):
    dangling = dangling_references(corpus)
    print(f"{len(dangling)} dangling cross references:")
    for key, text in dangling:
        print(f"  {key}: {text}")
    # The whole of Ver.4.2 is in the corpus: its references to chapter 15 resolve.
    assert not any(text.startswith('15-1 "Effects"') for _, text in dangling)
    # Every reference of the English manual (the edition structured section by section)
    # resolves.
    earlier = corpus.version("manual-en", "latest")
    assert not [r for s in earlier.sections for r in find_references(s, corpus) if not r.target]


def test_chapter_reference_resolves_to_the_chapter(corpus):
    section = corpus.section("cr-en/11-5-1-1-1")
    refs = find_references(section, corpus)
    assert [(r.text, r.target) for r in refs] == [('13 "Security Checks"', "cr-en/13")]
