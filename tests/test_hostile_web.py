"""The hostile requests of issues 14 and 15 that were 500s or pinned a worker: each is a 4xx
with a message (or the page with a note), and none echoes a script unescaped."""

from __future__ import annotations

import io

import pytest

from judgeapp import create_app
from judgeapp.scenario import permalink
from judgeapp.scenario.schema import MAX_CARD_TEXT
from tests.test_hostile_files import billion_laughs

FIELDS = {
    "title": "Greymon attacks", "description": "p1 attacks the player.", "tags": "attack",
    "difficulty": "beginner", "source": "manual-en/attacking", "turn_player": "p1",
    "phase": "main", "turn": "3", "memory_player": "p1", "memory": "3",
    "card-0-name": "Greymon", "card-0-kind": "digimon", "card-0-colors": "red",
    "card-0-level": "4", "card-0-dp": "5000", "card-0-cost": "5",
    "p1-deck": "5", "p1-security": "3", "p1-battle-0-card": "Greymon",
    "p2-deck": "5", "p2-security": "2", "actions": "attack p1-greymon -> player",
    "expect": "{}", "mode": "script",
}
SCENARIO = {
    "title": "t", "description": "d", "tags": ["main"], "difficulty": "beginner",
    "source": ["manual-en/main-phase"],
    "cards": [{"name": "Agumon", "kind": "digimon", "color": "red", "level": 3, "dp": 2000,
               "play_cost": 3}],
    "board": {"turn_player": "p1", "memory": {"p1": 3}, "p1": {"deck": 5, "hand": ["Agumon"]},
              "p2": {"deck": 5}},
    "expect": {},
}
UNICODE_DIGITS = ["²", "٣", "１", "⑤", "5²"]


@pytest.fixture(scope="module")
def client():
    """One app for the module (the requests below change nothing on the server)."""
    return create_app({"TESTING": True}).test_client()


def messages(response) -> str:
    data = response.get_json()
    return " ".join(str(v) for v in (data.get("message"), data.get("error"),
                                     data.get("errors"), data.get("general_errors"),
                                     (data.get("upload") or {}).get("errors")) if v)


# ---------------------------------------------------------------------- YAML bombs
@pytest.mark.parametrize("how", ["file", "pasted"])
def test_a_yaml_bomb_upload_is_refused_naming_the_limit(client, how):
    bomb = billion_laughs(9)
    data = ({"file": (io.BytesIO(bomb.encode()), "bomb.yaml")} if how == "file"
            else {"yaml": bomb})
    response = client.post("/api/builder/upload", data=data)
    assert response.status_code == 422
    assert "aliases" in messages(response) and "10,000 values" in messages(response)


@pytest.mark.parametrize("field", ["expect", "extra"])
def test_a_yaml_bomb_in_a_builder_field_is_refused(client, field):
    response = client.post("/api/builder", data={**FIELDS, field: billion_laughs(9)})
    assert response.status_code == 422
    assert "aliases" in " ".join(response.get_json()["errors"][field])


@pytest.mark.parametrize("text", ["a: &a [*a]\n", "title: " + "[" * 5000,
                                  "title: t\x00\n", "- " * 3000 + "x"])
def test_recursive_deep_and_control_character_uploads_are_422(client, text):
    for data in ({"yaml": text}, {"file": (io.BytesIO(text.encode()), "x.yaml")}):
        response = client.post("/api/builder/upload", data=data)
        assert response.status_code == 422, text[:20]
        assert messages(response)


@pytest.mark.parametrize("field", ["expect", "extra"])
@pytest.mark.parametrize("text", ["a: &a [*a]", "[" * 5000, "{a: " * 3000, "x: \x00"])
def test_recursive_and_deep_builder_fields_are_422(client, field, text):
    response = client.post("/api/builder", data={**FIELDS, field: text})
    assert response.status_code == 422
    assert response.get_json()["errors"][field]


@pytest.mark.parametrize("raw", [b"\xff\xfe\x00\x01garbage", b"\x89PNG\r\n\x1a\n\x00\x00",
                                 "title: caf\xe9".encode("latin-1")])
def test_binary_and_non_utf8_uploads_are_422(client, raw):
    response = client.post("/api/builder/upload",
                           data={"file": (io.BytesIO(raw), "x.yaml")})
    assert response.status_code == 422 and "UTF-8" in messages(response)


# ---------------------------------------------------------------------- card text
def test_hostile_card_text_in_a_link_is_refused_naming_the_cap(client):
    cards = [{**SCENARIO["cards"][0], "text": "a" * 500_000}]
    blob = permalink.encode({**SCENARIO, "cards": cards})
    assert len(blob) < permalink.MAX_BLOB
    response = client.get(f"/api/s/{blob}")
    assert response.status_code == 422
    assert f"at most {MAX_CARD_TEXT:,} characters" in messages(response)


def test_hostile_card_text_in_the_builder_is_refused_naming_the_cap(client):
    response = client.post("/api/builder", data={**FIELDS, "card-0-text": "a" * 80_000})
    assert response.status_code == 422
    assert f"at most {MAX_CARD_TEXT:,} characters" in messages(response)


# ---------------------------------------------------------------------- numbers
@pytest.mark.parametrize("step", [*UNICODE_DIGITS, "-1", "1e3", " ", "9" * 30, "0x1"])
def test_odd_step_values_are_400(client, step):
    for url in ("/api/scenarios/attack-blocker/replay", "/scenarios/attack-blocker/replay"):
        response = client.get(url, query_string={"step": step})
        assert response.status_code == 400, (url, step)
        assert "step must be a step number" in response.get_data(as_text=True)


def test_unicode_step_on_a_permalink_is_400(client):
    blob = permalink.encode(SCENARIO)
    response = client.get(f"/api/s/{blob}", query_string={"step": "²"})
    assert response.status_code == 400 and "step must be" in messages(response)


@pytest.mark.parametrize("limit", UNICODE_DIGITS)
def test_unicode_limit_is_a_note_not_an_error(client, limit):
    response = client.get("/api/search", query_string={"q": "blocker", "limit": limit})
    assert response.status_code == 200
    assert "limit must be a whole number" in " ".join(response.get_json()["messages"])


def _question_id(client) -> str:
    return client.get("/api/training/quiz?seed=1").get_json()["question"]["id"]


@pytest.mark.parametrize("answer", [*UNICODE_DIGITS, "-1", "9" * 5000])
def test_unicode_quiz_answers_are_400(client, answer):
    qid = _question_id(client)
    response = client.post("/api/training/quiz", json={"seed": 1, "answers": {qid: answer}})
    assert response.status_code == 400 and "is not one of its" in messages(response)
    form = client.post("/training/quiz", data={"seed": "1", "q": qid, f"answer-{qid}": answer})
    assert form.status_code == 400


@pytest.mark.parametrize("value", [*UNICODE_DIGITS, "9" * 50, "-3"])
def test_unicode_seed_and_question_number_are_read_as_absent(client, value):
    for name in ("seed", "n"):
        response = client.get("/api/training/quiz", query_string={name: value})
        assert response.status_code == 200, (name, value)
    answered = client.post("/api/training/quiz", json={"seed": value, "answers": {"x": "0"}})
    assert answered.status_code == 400 and "seed" in messages(answered)


@pytest.mark.parametrize("body", ['{"answers": [1, 2]}', '{"answers": null}', "[]", "7",
                                  '{"answers": {"x": {"y": 1}}}', "{", "\xff", "",
                                  '{"seed": "²", "answers": {"x": "1"}}'])
def test_malformed_quiz_posts_are_400(client, body):
    response = client.post("/api/training/quiz", data=body.encode("utf-8", "surrogateescape"),
                           content_type="application/json")
    assert response.status_code == 400 and messages(response)


# ---------------------------------------------------------------------- JSON bodies
@pytest.mark.parametrize("url", ["/api/deck-check", "/api/builder", "/api/training/quiz"])
@pytest.mark.parametrize("body", ["[" * 100_000, '{"a":' * 50_000, "[" * 100_000 + "]" * 100_000])
def test_deeply_nested_json_bodies_are_400(client, url, body):
    response = client.post(url, data=body, content_type="application/json")
    assert response.status_code == 400
    assert messages(response)


@pytest.mark.parametrize("body", [
    {"title": "x", "do": "check"}, {"title": {"a": [1, {"b": None}]}},
    {"card-0-text": ["<script>x</script>"]}, {"do": 5}, {"p1-deck": 1e308},
])
def test_json_bodies_to_the_builder_are_checked_like_the_form(client, body):
    response = client.post("/api/builder", json=body)
    assert response.status_code in (200, 422), response.get_data(as_text=True)[:300]
    page = client.post("/builder", json=body)  # the same body, answered as HTML
    assert page.status_code in (200, 422)
    assert "<script>x" not in page.get_data(as_text=True)


def test_a_json_number_python_cannot_read_is_a_bad_body(client):
    response = client.post("/api/builder", data='{"title": ' + "9" * 5000 + "}",
                           content_type="application/json")
    assert response.status_code == 400


# ---------------------------------------------------------------------- raw bytes
@pytest.mark.parametrize("path", ["/search", "/api/search", "/", "/rules", "/builder",
                                  "/api/scenarios/attack-blocker/replay", "/static/style.css"])
def test_raw_non_utf8_query_bytes_are_400_with_a_working_error_page(client, path):
    response = client.get(path, environ_overrides={"QUERY_STRING": "q=\xff\xfe&format=json"})
    assert response.status_code == 400
    assert "not UTF-8" in response.get_data(as_text=True)
    page = client.get(path, environ_overrides={"QUERY_STRING": "q=\xff"})
    assert page.status_code == 400
    if not path.startswith("/api/"):
        assert "<html" in page.get_data(as_text=True)  # the HTML error page did not fail


# ---------------------------------------------------------------------- time budget
def test_a_web_run_out_of_time_ends_with_a_message(client, monkeypatch):
    from judgeapp.scenario import form

    monkeypatch.setattr(form, "MAX_RUN_SECONDS", 0.0)
    blob = permalink.encode({**SCENARIO, "actions": ["pass"]})
    response = client.get(f"/api/s/{blob}")
    assert response.status_code == 422
    assert "took too long" in messages(response) and "at most 0 s" in messages(response)
    built = client.post("/api/builder", data=FIELDS).get_json()
    assert any("at most 0 s" in f for f in built["failures"])


def test_a_body_beyond_the_limit_is_413_with_a_message(client):
    response = client.post("/api/builder", data='{"title": "' + "x" * 3_000_000 + '"}',
                           content_type="application/json")
    assert response.status_code == 413 and messages(response)


@pytest.mark.parametrize("deck", ["9" * 5000 + " Agumon (BT1-010)",
                                  "Agumon (BT1-010) x" + "9" * 5000])
def test_a_deck_count_python_cannot_read_is_a_message(client, deck):
    response = client.post("/api/deck-check", json={"deck": deck})
    assert response.status_code in (200, 400)
    assert "a count must be 1 to" in response.get_data(as_text=True)


@pytest.mark.parametrize("where", ["title", "hand"])
def test_a_link_nested_deeper_than_a_scenario_is_400(client, where):
    deep: list = []
    inner = deep
    for _ in range(900):
        inner.append([])
        inner = inner[0]
    data = ({**SCENARIO, "title": deep} if where == "title" else
            {**SCENARIO, "board": {"turn_player": "p1", "p1": {"hand": deep}}})
    blob = permalink.encode(data)
    for url in (f"/s/{blob}", f"/builder?s={blob}", f"/s/{blob}/scenario.yaml",
                f"/s/{blob}/play", f"/api/s/{blob}"):
        response = client.get(url)
        assert response.status_code == 400, url
        assert "nests more than" in response.get_data(as_text=True)
