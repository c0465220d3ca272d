"""How documents name their edition: never a bare "version latest", a version the title already
says is not said twice, and Japanese brackets do not show in an English title."""

from __future__ import annotations

import re

import pytest

from rulesdb.corpus import load_corpus

CORPUS = load_corpus()


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@pytest.mark.parametrize("doc", ["manual-en", "glossary-en"])
def test_undated_documents_show_an_edition_not_a_version_id(client, doc):
    # manual-en: the undated edition is no longer the newest (6.0 is): pin its pages to it
    document = CORPUS.version(doc, "latest").document
    assert document.version == "latest"  # the id pages and tests link to stays
    assert "latest" not in document.label and "no edition number or date printed" in \
        document.label
    section = CORPUS.version(doc, "latest").sections[0]
    pinned = f"/rules/{section.key}?version=latest"
    pages = ["/", "/rules", f"/rules/{doc}?version=latest", pinned,
             "/search?q=blocker&document=" + doc, "/keywords/blocker"]
    for url in pages:
        text = _text(client.get(url).get_data(as_text=True))
        assert "version latest" not in text, url
    assert document.label in _text(client.get(pinned).get_data(as_text=True))
    hits = client.get(f"/api/search?q=blocker&document={doc}").get_json()["results"]["hits"]
    assert hits and hits[0]["version_label"] == document.label


def test_the_edition_in_the_title_is_not_said_twice(client):
    document = CORPUS.version("manual-ja").document
    assert "Ver.4.0" in document.title and document.heading == document.title
    for url in ("/", "/rules", "/keywords/blocker"):
        text = _text(client.get(url).get_data(as_text=True))
        assert "Ver.4.0 v4.0" not in text and "Ver.4.0 · v4.0" not in text, url
        assert "v4.0" not in text, url
    text = _text(client.get("/rules/manual-ja").get_data(as_text=True))
    assert "manual-ja · Ver.4.0" in text


def test_english_titles_use_the_manuals_brackets():
    titles = [s.title for s in CORPUS.sections(newest_only=False) if s.document.lang == "en"]
    assert not [t for t in titles if "《" in t or "》" in t]
    assert any(t == "Decoy «XX»" for t in titles)


def test_the_decoy_page_title(client):
    html = client.get("/rules/manual-en/kw-decoy").get_data(as_text=True)
    heading = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1)
    assert "Decoy «XX»" in heading and "《" not in heading
