"""Every page of the rules library, and its JSON twin built from the same data."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import urlencode

import pytest
import yaml

from judgeapp import create_app
from rulesdb.corpus import Section
from rulesdb.crossrefs import linkify


@pytest.fixture(scope="module")
def app():
    """One app for the module: the corpus, concordance and index are read once."""
    return create_app({"TESTING": True})


@pytest.fixture
def lib(app):
    return app.extensions["digijudge"]


def hrefs(html: str, css_class: str) -> list[str]:
    return [unescape(h) for h in re.findall(rf'class="{css_class}" href="([^"]+)"', html)]


def api(url: str) -> str:
    return "/api" + url


def section_with_family(lib) -> Section:
    """A section that has a parent and children (so breadcrumb and subsections show)."""
    for dv in (vs[-1] for vs in lib.corpus.versions.values()):
        for s in dv.sections:
            if s.parent and dv.children(s.id):
                return s
    pytest.fail("the corpus has no section with both a parent and children")


def test_home_shows_search_box_and_documents(client, lib):
    page = client.get("/")
    twin = client.get("/api/").get_json()
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'name="q"' in html and 'action="/search"' in html
    ids = {d.id for d in lib.corpus.documents()}
    assert {d["id"] for d in twin["documents"]} == ids
    for doc in twin["documents"]:
        assert f'href="/rules/{doc["id"]}"' in html


def test_search_results_agree_between_html_and_json(client):
    query = {"q": "blocker"}
    html = client.get("/search?" + urlencode(query)).get_data(as_text=True)
    data = client.get("/api/search?" + urlencode(query)).get_json()
    assert data["results"]["total"] > 0
    assert hrefs(html, "hit-title") == [hit["url"] for hit in data["results"]["hits"]]
    assert data["form"]["q"] == "blocker"
    assert 'value="blocker"' in html


def test_search_hit_shows_its_parent_and_highlight(client):
    data = client.get("/api/search?q=blocker").get_json()
    hits = data["results"]["hits"]
    assert any("<mark>" in hit["snippet_html"] for hit in hits)
    with_parent = [hit for hit in hits if hit["parent"]]
    assert with_parent, "no hit has a parent section"
    html = client.get("/search?q=blocker").get_data(as_text=True)
    assert f'href="{with_parent[0]["parent"]["url"]}"' in html
    assert "<mark>" in html
    assert client.get(with_parent[0]["parent"]["url"]).status_code == 200


@pytest.mark.parametrize(("name", "value"), [("lang", "ja"), ("document", "cr-en"),
                                             ("kind", "keyword"), ("game", "dcg")])
def test_search_filters_restrict_hits(client, name, value):
    data = client.get("/api/search?" + urlencode({"q": "blocker", name: value})).get_json()
    hits = data["results"]["hits"]
    assert data["form"]["filters"][name] == value
    assert all(hit[name] == value for hit in hits)
    html = client.get("/search?" + urlencode({"q": "blocker", name: value})).get_data(as_text=True)
    assert f'<option value="{value}" selected>' in html


def test_japanese_query_finds_japanese_sections(client):
    data = client.get("/api/search?" + urlencode({"q": "ブロッカー", "lang": "ja"})).get_json()
    assert data["results"]["total"] > 0
    assert all(hit["lang"] == "ja" for hit in data["results"]["hits"])


def test_documents_list(client, lib):
    html = client.get("/rules").get_data(as_text=True)
    data = client.get("/api/rules").get_json()
    assert {d["id"] for d in data["documents"]} == set(lib.corpus.versions)
    for doc in data["documents"]:
        assert f'href="/rules/{doc["id"]}"' in html
        assert doc["sections"] == len(lib.corpus.version(doc["id"]).sections)


def flatten(toc: list[dict]) -> list[str]:
    return [key for item in toc for key in (item["key"], *flatten(item["children"]))]


@pytest.mark.parametrize("doc", ["cr-en", "manual-en", "manual-ja", "glossary-en", "dccg-rules-en"])
def test_table_of_contents_has_every_section_in_order(client, lib, doc):
    dv = lib.corpus.version(doc)
    data = client.get(f"/api/rules/{doc}").get_json()
    assert sorted(flatten(data["toc"])) == sorted(s.key for s in dv.sections)
    html = client.get(f"/rules/{doc}").get_data(as_text=True)
    positions = [html.index(f'href="/rules/{s.key}"') for s in dv.sections if not s.parent]
    assert positions == sorted(positions)
    assert data["document"]["title"] == dv.document.title


def test_section_page_breadcrumb_children_neighbours_and_provenance(client, lib):
    section = section_with_family(lib)
    dv = lib.corpus.version(section.document.id)
    html = client.get(f"/rules/{section.key}").get_data(as_text=True)
    data = client.get(f"/api/rules/{section.key}").get_json()
    assert data["section"]["key"] == section.key
    parent = dv.by_id[section.parent]
    assert data["breadcrumb"][-1]["key"] == parent.key
    assert f'href="/rules/{parent.key}"' in html
    assert [c["key"] for c in data["children"]] == [c.key for c in dv.children(section.id)]
    i = dv.sections.index(section)
    assert data["prev"]["key"] == dv.sections[i - 1].key
    assert f'href="{data["prev"]["url"]}" rel="prev"' in html
    doc = dv.document
    for fact in (doc.title, doc.version, doc.source, doc.lang, doc.game):
        assert fact in html
        assert fact in data["document"].values()


def test_section_html_is_rendered_markdown(client, lib):
    section = next(s for s in lib.corpus.sections() if s.body.strip())
    data = client.get(f"/api/rules/{section.key}").get_json()
    assert data["section"]["markdown"] == section.body
    assert data["section"]["html"].startswith("<")
    assert data["section"]["html"] in client.get(f"/rules/{section.key}").get_data(as_text=True)


def test_cross_reference_becomes_a_working_link(client, lib):
    """A "refer to ..." whose target exists is a link on the page, and the link resolves."""
    for section in lib.corpus.sections():
        linked = re.findall(r"\]\((/rules/[^)\s]+)\)", linkify(section, lib.corpus, href_for))
        if linked:
            break
    else:
        pytest.fail("no section of the corpus has a resolvable cross reference")
    html = client.get(f"/rules/{section.key}").get_data(as_text=True)
    assert f'href="{linked[0]}"' in html
    assert client.get(linked[0]).status_code == 200


def href_for(key: str) -> str:
    return "/rules/" + key


def test_keyword_index_lists_every_keyword(client, lib):
    html = client.get("/keywords").get_data(as_text=True)
    data = client.get("/api/keywords").get_json()
    assert {k["id"] for k in data["keywords"]} == {k.id for k in lib.keywords}
    for keyword in lib.keywords:
        assert f'href="/keywords/{keyword.id}"' in html


def test_keyword_page_names_definitions_and_sections(client, lib):
    keyword = lib.keywords_by_id["blocker"]
    html = client.get("/keywords/blocker").get_data(as_text=True)
    data = client.get("/api/keywords/blocker").get_json()
    assert data["keyword"]["name_en"] == keyword.name_en
    assert data["keyword"]["name_ja"] == keyword.name_ja
    assert keyword.name_ja in html
    assert len(data["definitions"]) == len(keyword.definitions) > 0
    with_source = [d for d in data["definitions"] if d["document"]]
    assert with_source, "no definition resolves to a corpus section"
    assert with_source[0]["document"]["title"] in html
    assert [s["key"] for s in data["sections"]] == [k for k in keyword.sections
                                                    if lib.corpus.cited(k)]
    for section in data["sections"]:
        assert f'href="{section["url"]}"' in html


def test_section_lists_keywords_it_explains(client, lib):
    keyword = lib.keywords_by_id["blocker"]
    data = client.get(f"/api/rules/{keyword.sections[0]}").get_json()
    assert "blocker" in [k["id"] for k in data["keywords"]]


@pytest.mark.parametrize("url", [
    "/", "/search?q=blocker", "/rules", "/rules/cr-en", "/rules/cr-en/2-3-1-3",
    "/keywords", "/keywords/blocker", "/rules/cr-en/no-such-rule",
])
def test_format_json_is_the_api_twin(client, url):
    sep = "&" if "?" in url else "?"
    twin = client.get(f"{url}{sep}format=json")
    via_api = client.get("/api" + url)
    assert twin.status_code == via_api.status_code
    assert twin.get_json() == via_api.get_json()


def test_unknown_section_is_a_404_with_suggestions(client):
    page = client.get("/rules/cr-en/2-3-1-99")
    assert page.status_code == 404
    html = page.get_data(as_text=True)
    assert "2-3-1-99" in html
    assert 'href="/rules/cr-en/2-3-1"' in html  # the nearest existing rule
    data = client.get("/api/rules/cr-en/2-3-1-99").get_json()
    assert data["status"] == 404
    assert data["nearest"][0]["key"] == "cr-en/2-3-1"
    assert data["suggestions"] == []  # bare numbers would match any numbered list


def test_unknown_keyword_suggests_sections(client):
    page = client.get("/keywords/blockr")
    assert page.status_code == 404
    data = client.get("/api/keywords/blockr").get_json()
    assert "blockr" in data["message"]
    assert data["suggestions"], "a misspelt keyword should still find something"
    assert data["suggestions"][0]["url"] in page.get_data(as_text=True)


def test_unknown_document_and_version(client):
    assert client.get("/rules/no-such-doc").status_code == 404
    page = client.get("/rules/cr-en/2-3-1-3?version=99")
    assert page.status_code == 404
    html = page.get_data(as_text=True)
    assert "no version &#39;99&#39;" in html
    assert 'href="/rules/cr-en?version=' in html  # the versions that do exist


def test_pages_send_a_content_security_policy(client):
    response = client.get("/")
    assert "default-src 'self'" in response.headers["Content-Security-Policy"]


@pytest.fixture(scope="module")
def versioned_app(tmp_path_factory):
    """An app whose data directory holds an older cr-en version with one rule worded differently."""
    data = tmp_path_factory.mktemp("data")
    base = create_app({"TESTING": True}).extensions["digijudge"].corpus.version("cr-en")
    raw = yaml.safe_load(base.path.read_text(encoding="utf-8"))
    raw["document"]["version"] = "0.9"  # same date as the newest: older by its number
    for section in raw["sections"]:
        if section["id"] == "2-3-1-3":
            section["body"] = "An older wording of this rule."
    (data / "corpus" / "cr-en").mkdir(parents=True)
    (data / "corpus" / "cr-en" / "0.9.yaml").write_text(yaml.safe_dump(raw, allow_unicode=True))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DIGIJUDGE_DATA_DIR", str(data))
        mp.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        yield create_app({"TESTING": True})


def test_section_links_other_versions_and_shows_what_changed(versioned_app):
    client = versioned_app.test_client()
    data = client.get("/api/rules/cr-en/2-3-1-3").get_json()
    assert [v["version"] for v in data["versions"]][-2:] == ["0.9", "4.2"]
    assert data["versions"][-1]["current"] and data["versions"][-1]["status"] == "changed"
    assert data["diff"]["from"] == "0.9" and data["diff"]["changed"]
    html = client.get("/rules/cr-en/2-3-1-3").get_data(as_text=True)
    assert 'href="/rules/cr-en/2-3-1-3?version=0.9"' in html
    deleted = "".join(seg["text"] for seg in data["diff"]["segments"] if seg["op"] == "delete")
    assert "older" in deleted and "wording" in deleted
    assert "<del>" in html and "<ins>" in html and "wording" in html
    assert data["newest"] is None
    old = client.get("/rules/cr-en/2-3-1-3?version=0.9").get_data(as_text=True)
    assert "An older wording of this rule." in old
    assert 'read this section there' in old and 'href="/rules/cr-en/2-3-1-3"' in old
    assert client.get("/api/rules/cr-en/2-3-1-3?version=0.9").get_json()["newest"] == {
        "version": "4.2", "label": "Ver.4.2", "url": "/rules/cr-en/2-3-1-3"}
    unchanged = client.get("/api/rules/cr-en/2-3-1-1").get_json()
    assert unchanged["diff"]["changed"] is False


@pytest.mark.parametrize("url", ["/", "/search?q=blocker&lang=en&format=xml", "/rules/cr-en",
                                 "/keywords/blocker", "/rules/cr-en/2-3-1-99"])
def test_every_page_links_its_json_twin(client, url):
    html = client.get(url).get_data(as_text=True)
    link = unescape(re.search(r'<a href="([^"]+)">This page as JSON</a>', html).group(1))
    twin = client.get(link)
    assert twin.is_json
    assert twin.get_json() == client.get("/api" + url.replace("&format=xml", "")).get_json()


def test_search_offers_more_results(client):
    first = client.get("/api/search?q=blocker&limit=2").get_json()["results"]
    assert first["total"] > 2 and len(first["hits"]) == 2
    assert "limit=22" in first["more_url"]
    more = client.get(first["more_url"] + "&format=json").get_json()["results"]
    assert [h["key"] for h in more["hits"][:2]] == [h["key"] for h in first["hits"]]
    assert len(more["hits"]) == min(22, more["total"])
    html = client.get("/search?q=blocker&limit=2").get_data(as_text=True)
    assert "Show more results" in html


def test_section_lists_the_sections_that_refer_to_it(client, lib):
    for section in lib.corpus.sections():
        linked = re.findall(r"\]\(/rules/([^)\s]+)\)", linkify(section, lib.corpus, href_for))
        if linked:
            break
    else:
        pytest.fail("no section of the corpus has a resolvable cross reference")
    data = client.get(f"/api/rules/{linked[0]}").get_json()
    assert section.key in [s["key"] for s in data["referred_by"]]
    assert f'href="/rules/{section.key}"' in client.get(f"/rules/{linked[0]}").get_data(
        as_text=True)


@pytest.mark.parametrize(("query", "keyword_id"), [
    ("S.A.+1", "security-attack"), ("ジョグレス", "dna-digivolve"), ("blocker", "blocker"),
    ("how do I block an attack", None),
])
def test_search_offers_the_keyword_the_query_names(client, query, keyword_id):
    data = client.get("/api/search?" + urlencode({"q": query})).get_json()
    html = client.get("/search?" + urlencode({"q": query})).get_data(as_text=True)
    if keyword_id is None:
        assert data["keyword"] is None
        assert 'class="keyword-card"' not in html
    else:
        assert data["keyword"]["id"] == keyword_id
        assert f'href="/keywords/{keyword_id}"' in html
