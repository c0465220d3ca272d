"""Rule pages of the Comprehensive Rules Ver.4.2: edition and date, permalink, the rendered
subtree, linked cross references; rule-number search through the web."""

EARLIER = "Official Rule Manual, edition before Ver.6.0 (no edition number or date printed)"


def test_a_rule_page_shows_edition_date_and_permalink(client):
    html = client.get("/rules/cr-en/15-4-5-2").get_data(as_text=True)
    assert "Comprehensive Rules, Ver.4.2" in html and "2026-08-18" in html
    assert 'value="http://localhost/rules/cr-en/15-4-5-2"' in html
    assert 'data-copy="http://localhost/rules/cr-en/15-4-5-2"' in html
    assert "derived triggering effect will activate before" in html
    data = client.get("/api/rules/cr-en/15-4-5-2").get_json()
    assert data["edition"] == {"label": "Comprehensive Rules, Ver.4.2", "version": "4.2",
                               "date": "2026-08-18", "newest": True}
    assert data["section"]["permalink"] == "http://localhost/rules/cr-en/15-4-5-2"


def test_a_rule_page_renders_its_whole_subtree(client):
    data = client.get("/api/rules/cr-en/11-5").get_json()
    first = data["subtree"][0]
    assert first["id"] == "11-5-1" and first["anchor"] == "r-11-5-1"
    assert first["children"][0]["id"] == "11-5-1-1"
    assert first["children"][0]["children"][0]["id"] == "11-5-1-1-1"
    html = client.get("/rules/cr-en/11-5").get_data(as_text=True)
    assert 'id="r-11-5-1-1-1"' in html
    assert "the attacking Digimon will perform a security check" in html


def test_cross_references_inside_the_rules_are_links(client):
    html = client.get("/rules/cr-en/1-2-3-1").get_data(as_text=True)
    assert '<a href="/rules/cr-en/11-5">11-5 "Confirming if an Attack is Successful"</a>' in html
    chapter = client.get("/rules/cr-en/11-5-1-1-1").get_data(as_text=True)
    assert '<a href="/rules/cr-en/13">13 "Security Checks"</a>' in chapter


def test_an_older_edition_says_so(client):
    html = client.get("/rules/cr-en/2-5-3?version=4.0").get_data(as_text=True)
    assert "Comprehensive Rules, Ver.4.0" in html and "not the newest edition" in html
    cited = client.get("/api/rules/manual-en/rule-check-a").get_json()
    assert cited["edition"]["label"] == EARLIER
    assert cited["edition"]["newest"] is False


def test_searching_a_rule_number_puts_the_rule_first(client):
    for query in ("15-4-5-2", "CR 11-5", "15-4-5-2."):
        hits = client.get("/api/search", query_string={"q": query}).get_json()["results"]["hits"]
        assert hits[0]["key"] == "cr-en/" + query.removeprefix("CR ").rstrip(".")
        assert hits[0]["url"] == "/rules/" + hits[0]["key"]


def test_replay_citations_show_the_cr_number_first_with_each_edition(client):
    data = client.get("/api/scenarios/on-deletion-turn-player-chooses-order/replay?step=1")
    cited = data.get_json()["step"]["cited"]
    assert cited[0]["key"].startswith("cr-en/")
    assert cited[0]["edition"] == "Comprehensive Rules, Ver.4.2"
    manual = [c for c in cited if c["key"].startswith("manual-en/")]
    assert manual and all(c["edition"] == EARLIER for c in manual)
    html = client.get("/scenarios/on-deletion-turn-player-chooses-order/replay?step=1")
    page = html.get_data(as_text=True)
    assert '<span class="edition">Comprehensive Rules, Ver.4.2</span>' in page


def test_a_looping_or_very_deep_imported_document_renders_without_its_subtree(tmp_path,
                                                                             monkeypatch):
    from judgeapp import create_app

    folder = tmp_path / "data" / "corpus" / "odd"
    folder.mkdir(parents=True)
    chain = "\n".join(f"  - {{id: d{i}, title: D{i}, kind: rule, parent: d{i - 1}, body: x}}"
                      for i in range(1, 30))
    folder.joinpath("1.yaml").write_text(f"""
document: {{id: odd, title: Odd, version: "1", lang: en, game: dcg}}
sections:
  - {{id: a, title: A, kind: rule, parent: b, body: loops}}
  - {{id: b, title: B, kind: rule, parent: a, body: back}}
  - {{id: d0, title: D0, kind: rule, parent: null, body: x}}
{chain}
""", encoding="utf-8")
    monkeypatch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path / "index"))
    client = create_app({"TESTING": True}).test_client()
    looped = client.get("/api/rules/odd/a").get_json()
    assert [s["id"] for s in looped["subtree"]] == ["b"] and looped["subtree"][0]["children"] == []
    deep = client.get("/api/rules/odd/d0")
    assert deep.status_code == 200 and deep.get_json()["subtree"] == []
    assert client.get("/api/rules/odd/d20").get_json()["subtree"][0]["id"] == "d21"
