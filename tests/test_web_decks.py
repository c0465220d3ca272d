"""The deck check page and its JSON twin: input kept, bad input is a 400 with a message."""

from __future__ import annotations

# real cards: BT1-009 .. BT1-021 (Digimon, never restricted)
LEGAL = "\n".join(f"4x BT1-{n:03}" for n in range(9, 21)) + "\n2 MetalGreymon (BT1-021)"
BANNED = LEGAL.replace("2 MetalGreymon", "1 MetalGreymon") + "\n1 Mega Digimon Fusion! BT5-109"


def test_form_page(client):
    response = client.get("/deck-check")
    assert response.status_code == 200
    assert b'<textarea id="deck" name="deck"' in response.data
    assert b"Legacy Digimon Collectible Card Game" in response.data


def test_the_empty_form_has_a_json_twin(client):
    response = client.get("/api/deck-check")
    assert response.status_code == 200
    data = response.get_json()
    assert data["report"] is None and set(data["games"]) == {"dcg", "dccg"}


def test_a_get_with_a_deck_checks_it(client):
    response = client.get("/api/deck-check", query_string={"deck": "4 Agumon", "game": "dccg"})
    assert response.status_code == 200 and response.get_json()["report"]["legal"] is False


def test_post_form_shows_the_report_and_keeps_the_input(client):
    response = client.post("/deck-check", data={"deck": "5 Agumon (BT1-010)", "game": "dcg"})
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Not legal" in page and "5 Agumon (BT1-010)</textarea>" in page
    assert 'href="/rules/manual-en/decks"' in page


def test_user_input_is_escaped(client):
    response = client.post("/deck-check", data={"deck": '5 <script>alert(1)</script> (BT1-010)'})
    page = response.get_data(as_text=True)
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;" in page


def test_api_json_body(client):
    response = client.post("/api/deck-check", json={"deck": LEGAL, "game": "dcg"})
    assert response.status_code == 200
    report = response.get_json()["report"]
    assert report["legal"] is True and report["main_count"] == 50


def test_api_form_field_and_legacy_game(client):
    response = client.post("/api/deck-check",
                           data={"deck": "2 D-Power Digivice (DV-003)", "game": "dccg"})
    report = response.get_json()["report"]
    assert report["legal"] is False
    rules = {e["rule"] for e in report["errors"]}
    assert rules == {"dccg-rules-en/deck-size", "dccg-rules-en/gigapower-limit"}
    assert all(e["url"].startswith("/rules/dccg-rules-en/") for e in report["errors"])


def test_api_bad_input_is_a_400_with_a_message(client):
    cases = [
        ({"json": {"deck": "4 Agumon", "game": "pokemon"}}, "unknown game"),
        ({"json": {"deck": ""}}, "empty"),
        ({"json": {"deck": 4}}, "must be text"),
        ({"json": ["4 Agumon"]}, "JSON body must be an object"),
        ({"data": "{not json", "content_type": "application/json"}, "JSON body"),
        ({"json": {"deck": "4 A\n" * 6000}}, "longer than"),
    ]
    for kwargs, message in cases:
        response = client.post("/api/deck-check", **kwargs)
        assert response.status_code == 400, kwargs
        assert message in response.get_json()["error"]


def test_html_bad_input_is_a_400_page_keeping_the_input(client):
    response = client.post("/deck-check", data={"deck": "4 Agumon", "game": "pokemon"})
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "unknown game" in page and "4 Agumon</textarea>" in page


def test_banned_card_names_the_date_of_the_ban(client):
    response = client.post("/api/deck-check", json={"deck": BANNED, "date": "2025-01-01"})
    report = response.get_json()["report"]
    assert report["legal"] is False and report["as_of"] == "2025-01-01"
    [error] = report["errors"]
    assert "Mega Digimon Fusion! (BT5-109) is banned since 2022-02-25" in error["message"]
    assert error["lines"] == [14] and error["source"].startswith("https://world.digimoncard")
    before = client.post("/api/deck-check", json={"deck": BANNED, "date": "2022-01-01"})
    assert before.get_json()["report"]["legal"] is True


def test_form_with_date_keeps_it_and_links_the_official_list(client):
    response = client.post("/deck-check", data={"deck": BANNED, "date": "2025-01-01"})
    page = response.get_data(as_text=True)
    assert 'value="2025-01-01"' in page and "official restriction list" in page
    assert "restriction list as of 2025-01-01" in page


def test_bad_date_is_a_400(client):
    response = client.post("/api/deck-check", json={"deck": LEGAL, "date": "soon"})
    assert response.status_code == 400 and "not a date" in response.get_json()["error"]
