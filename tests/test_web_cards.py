"""The card pages (/cards, /cards/<number>) and their JSON twins, the card-number and card-name
shortcuts of the one search box, the builder's real-card picker and the invented examples."""

from __future__ import annotations

import random
import re

import pytest

from judgeapp import replay as replays
from judgeapp.scenario import form
from judgeapp.scenario.qa_proofs import qa_scenarios
from rulesdb.cards import get_card_db, normalize_number

XSS = "<script>alert('x')</script>"


@pytest.fixture(scope="module")
def db():
    return get_card_db()


def test_a_card_page_shows_data_text_rulings_and_provenance(client, db):
    response = client.get("/cards/BT1-084")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Omnimon" in html and "オメガモン" in html and "15000" in html
    for ruling in db.rulings("BT1-084"):
        assert f'id="{ruling.qno}"' in html and ruling.date in html
    assert db.provenance.snapshot_date in html and "c5c186fa7" in html
    assert "/builder?card=BT1-084" in html
    assert "Today (" in html and "unlimited" in html
    assert "How the engine reads this card" in html


def test_the_json_twin_carries_the_same_data(client, db):
    data = client.get("/api/cards/BT1-010").get_json()
    assert data["card"]["number"] == "BT1-010" and data["card"]["name"] == "Agumon"
    assert [r["qno"] for r in data["rulings"]] == [r.qno for r in db.rulings("BT1-010")]
    assert data["restriction"]["status"] == "unlimited"
    assert data["provenance"]["snapshot_date"] == db.provenance.snapshot_date
    assert client.get("/cards/BT1-010?format=json").get_json()["card"]["number"] == "BT1-010"


def test_other_spellings_redirect_to_the_printed_number(client):
    for spelling in ("bt1-10", "BT01-010", "bt1-010"):
        response = client.get(f"/cards/{spelling}")
        assert response.status_code == 301 and response.location.endswith("/cards/BT1-010")


def test_errata_show_the_printed_text_and_the_date(client, db):
    card = next(c for c in db.cards.values() if c.errata)
    html = client.get(f"/cards/{card.number}").get_data(as_text=True)
    assert "Errata" in html and "Printed text" in html
    for erratum in card.errata:
        assert erratum.date in html


def test_a_banned_card_says_so_with_its_event(client, db):
    banned = next(r for r in db.restricted_on() if r.status == "banned")
    html = client.get(f"/cards/{banned.number}").get_data(as_text=True)
    assert "banned" in html and banned.event.date in html


def test_every_card_number_routes_to_its_page(app, client, db):
    adapter = app.url_map.bind("localhost")
    for number in db.cards:
        assert normalize_number(number) == number  # no redirect needed
        endpoint, args = adapter.match(f"/cards/{number}")
        assert endpoint == "cards.card" and args == {"number": number}
    for number in random.Random(9).sample(sorted(db.cards), 25):
        assert client.get(f"/cards/{number}").status_code == 200


@pytest.mark.parametrize("number, words", [
    ("BT99-999", ["There is no card BT99-999", "No set is called BT99"]),
    ("BT1-999", ["There is no card BT1-999", "BT1-112"]),
    ("Omnimom", ["is not a card number", "Omnimon"]),
])
def test_unknown_numbers_are_404_with_suggestions(client, number, words):
    response = client.get(f"/cards/{number}")
    html = response.get_data(as_text=True)
    assert response.status_code == 404
    for word in words:
        assert word in html


def test_hostile_numbers_are_escaped(client):
    response = client.get("/cards/" + XSS)
    assert response.status_code == 404 and XSS not in response.get_data(as_text=True)
    assert client.get("/api/cards/" + "x" * 5000).status_code == 404


def test_the_card_list_filters_and_pages(client, db):
    data = client.get("/api/cards?set=BT1&color=Red&kind=Digimon&level=3").get_json()
    expected = [c.number for c in db.cards.values() if c.set == "BT1" and "Red" in c.colors
                and "Digimon" in c.kinds and c.level == 3]
    assert [c["number"] for c in data["cards"]] == expected and data["total"] == len(expected)
    first = client.get("/api/cards").get_json()
    assert first["total"] == len(db.cards) and first["pages"] > 1 and first["next_url"]
    second = client.get(first["next_url"] + "&format=json").get_json()
    assert second["page"] == 2 and second["cards"][0]["number"] != first["cards"][0]["number"]


@pytest.mark.parametrize("query, message", [
    ("set=ZZ9", "There is no set 'ZZ9'"),
    ("level=x", "There is no level 'x'"),
    ("page=0", "page must be a whole number"),
    ("page=99999999999999999999", "page must be a whole number"),
    ("page=%C2%B2", "page must be a whole number"),
    ("color=" + XSS, "There is no color"),
])
def test_odd_filters_get_a_message_not_an_error(client, query, message):
    response = client.get("/cards?" + query)
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and message in html.replace("&#39;", "'")
    assert XSS not in html


def test_search_puts_the_card_first_for_any_spelling_and_links_it(client):
    for query in ("bt1-10", "BT01-010", "BT1-010", "Agumon"):
        results = client.get(f"/api/search?q={query}").get_json()["results"]
        assert results["hits"][0]["url"].startswith("/cards/"), query
    first = client.get("/api/search?q=bt1-10").get_json()["results"]["hits"][0]
    assert first["url"] == "/cards/BT1-010" and first["kind"] == "card"


def test_search_finds_rulings_and_scenarios_by_kind(client):
    ruling = client.get("/api/search?q=token&kind=ruling").get_json()["results"]["hits"][0]
    assert ruling["kind"] == "ruling" and re.match(r"^/cards/[^#]+#Q\d+$", ruling["url"])
    scenario = client.get("/api/search?q=suspended blocker&kind=scenario").get_json()
    assert scenario["results"]["hits"][0]["url"].startswith("/scenarios/")
    html = client.get("/search?q=omnimon").get_data(as_text=True)
    assert '<option value="card"' in html and '<option value="ruling"' in html


# ---------------------------------------------------------------------- builder
def test_put_a_card_on_a_board(client):
    response = client.get("/builder?card=BT1-010")
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert 'name="card-0-name" value="Agumon"' in html and 'name="card-0-number" value="BT1-010"'\
        in html
    assert "Reveal 5 cards from the top of your deck." in html and 'href="/card-text"' in html
    assert client.get("/card-text").status_code == 200


def test_the_picker_takes_a_number_or_a_name_and_offers_choices(client):
    one = client.post("/api/builder", data={"real-card": "bt1-84", "do": "real-card"}).get_json()
    assert one["real"]["added"]["number"] == "BT1-084"
    assert one["fields"]["card-0-name"] == "Omnimon" and one["fields"]["card-0-dp"] == "15000"
    many = client.post("/api/builder", data={"real-card": "Agumon", "do": "real-card"}).get_json()
    assert many["real"]["added"] is None and len(many["real"]["choices"]) > 10
    picked = client.post("/api/builder", data={"card-0-name": "Agumon",
                                               "do": "real-card:BT1-010"}).get_json()
    assert picked["fields"]["card-1-name"] == "Agumon (BT1-010)"  # two printings, two names
    near = client.post("/api/builder", data={"real-card": "Omnimom", "do": "real-card"})
    assert "did you mean" in near.get_json()["real"]["message"]
    hostile = client.post("/builder", data={"real-card": XSS, "do": "real-card"})
    assert hostile.status_code == 200 and XSS not in hostile.get_data(as_text=True)


def test_a_real_card_placed_on_the_board_runs_when_the_engine_reads_it(client, db):
    data = client.post("/api/builder", data={"real-card": "ST1-03", "do": "real-card"}).get_json()
    fields = {**data["fields"], "title": "t", "description": "d", "tags": "main",
              "source": "manual-en/main-phase", "p1-hand": data["fields"]["card-0-name"],
              "p1-deck": "5", "memory": "3"}
    result = client.post("/api/builder", data={**fields, "do": "check"}).get_json()
    if result["valid"]:
        assert result["scenario"]["cards"][0]["number"] == "ST1-03"
    else:  # its text is not read yet: the check names the sentence, never a crash
        assert any("unsupported card text" in m for ms in result["errors"].values() for m in ms)


def test_no_example_card_has_a_real_cards_name(db):
    examples = form.catalog(e.scenario for e in replays.library() if e.scenario)
    real = {c.name.casefold() for c in db.cards.values()}
    clashes = [name for name in examples if name.casefold() in real]
    assert len(examples) >= 90 and clashes == []
    assert all(name.startswith(form.EXAMPLE_PREFIX) for name in examples)


def test_a_card_page_lists_the_library_scenarios_that_use_it(client):
    used = next((e, c["number"]) for e in replays.library() if e.scenario
                for c in e.scenario.source.data.get("cards") or []
                if isinstance(c, dict) and c.get("number") and normalize_number(c["number"]))
    entry, number = used
    html = client.get(f"/cards/{normalize_number(number)}").get_data(as_text=True)
    assert f'href="/scenarios/{entry.name}"' in html


def test_results_link_the_same_search_by_kind(client):
    results = client.get("/api/search?q=blocker&lang=en").get_json()["results"]
    assert set(results["kind_urls"]) == {"card", "ruling", "scenario"}
    only = client.get(results["kind_urls"]["ruling"] + "&format=json").get_json()["results"]
    assert only["hits"] and {h["kind"] for h in only["hits"]} == {"ruling"}


def _a_pending_ruling() -> tuple[str, str, str]:
    """(qno, the card it is filed under, the pending reason) of a pending qa: scenario with
    no passing one beside it."""
    proofs = qa_scenarios(replays.library_folder())
    passing = {p.qno for p in proofs if p.pending is None}
    db = get_card_db()
    for p in proofs:
        if p.pending and p.qno not in passing:
            number = next((n for n in db.cards if any(r.qno == p.qno for r in db.rulings(n))),
                          None)
            if number:
                return p.qno, number, p.pending
    raise AssertionError("no pending qa: scenario left")


def test_a_ruling_links_the_scenario_that_proves_it(client):
    data = client.get("/api/cards/ST1-06").get_json()  # Coredramon, Q602
    proofs = {r["qno"]: r["scenario"] for r in data["rulings"]}
    assert proofs["Q602"]["name"].startswith("qa-q602-") and proofs["Q602"]["pending"] is None
    assert client.get(proofs["Q602"]["url"]).status_code == 200
    html = client.get("/cards/ST1-06").get_data(as_text=True)
    assert "Proven by the scenario" in html and proofs["Q602"]["url"] in html
    # a ruling whose scenario is pending (whichever one is pending today)
    qno, number, reason = _a_pending_ruling()
    pending = client.get(f"/api/cards/{number}").get_json()
    proof = next(r["scenario"] for r in pending["rulings"] if r["qno"] == qno)
    assert proof["pending"] == reason
    assert "pending the engine" in client.get(f"/cards/{number}").get_data(as_text=True)
    ryugumon = client.get("/api/cards/EX11-018").get_json()  # Q6516: a passing file and
    q6516 = next(r["scenario"] for r in ryugumon["rulings"] if r["qno"] == "Q6516")
    assert q6516["pending"] is None  # a pending one: the passing one proves it


def test_the_card_list_filters_by_restriction_today(client, db):
    data = client.get("/api/cards?status=banned").get_json()
    banned = {r.number for r in db.restricted_on() if r.status == "banned"}
    assert {c["number"] for c in data["cards"]} == banned and banned
    assert all(c["status"] == "banned" for c in data["cards"])


def test_the_card_page_says_how_the_engine_reads_each_effect(client):
    reading = client.get("/api/cards/BT6-097").get_json()["engine_reading"]
    assert reading["read"]
    main, delay, security = reading["effects"]
    assert main["head"].startswith("[Main] · activation-type effect")
    assert main["steps"][1] == ("restrict: 1 of your opponent's Digimon (no digivolution cards) "
                                "can't attack or block until the end of the opponent's next turn")
    assert delay["steps"] == ["trash this <Delay> card", "change memory +2"]
    assert security["box"] == "Security effect"
    assert any(r["key"].startswith("cr-en/15-8-4") for r in main["rules"])
    page = client.get("/cards/BT6-097").get_data(as_text=True)
    assert "each effect as it runs it, in order" in page


def test_the_card_page_quotes_what_the_engine_does_not_read(client):
    reading = client.get("/api/cards/BT1-084").get_json()["engine_reading"]
    assert not reading["read"] and reading["phrase"] in client.get(
        "/api/cards/BT1-084").get_json()["card"]["text"]
    page = client.get("/cards/BT1-084").get_data(as_text=True)
    assert "The engine does not read this card yet" in page


def test_a_dual_cards_page_shows_its_option_side_and_use_cost(client):
    html = client.get("/cards/ST24-07").get_data(as_text=True)
    assert "Option side: GeoGrey Sword" in html and "<th>Use cost</th><td>5</td>" in html
    assert "<th>Play cost</th>" not in html  # a DUAL card has none (Rule Manual 6.0)


def test_a_dual_cards_reading_lists_its_option_side_effects(client):
    data = client.get("/api/cards/ST24-07").get_json()
    boxes = {e["box"] for e in data["engine_reading"]["effects"]}
    assert boxes == {"Effect", "Option side"}


def test_the_picker_puts_a_dual_card_in_a_row_with_its_option_side(client):
    data = client.post("/api/builder", data={"real-card": "ST24-07", "do": "real-card"}).get_json()
    assert data["real"]["added"]["number"] == "ST24-07"
    assert data["fields"]["card-0-cost"] == ""  # no play cost
    assert "name: GeoGrey Sword" in data["fields"]["card-0-option"]
    assert "use_cost: 5" in data["fields"]["card-0-option"]
