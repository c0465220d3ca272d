"""The scenario builder: form -> scenario (validated by the loader and the card-text parser),
edit a copy, YAML download/upload, permalinks, and bad input of every kind (never a 500)."""

from __future__ import annotations

import base64
import html as markup
import io
import json
import re
import zlib

import pytest
import yaml

from judgeapp import replay as replays
from judgeapp.scenario import form, load_text, permalink
from judgeapp.scenario.library import check_file

XSS = "<script>alert('x')</script>"

# A small board: Greymon attacks, p2 may block with Gomamon (inline cards only).
SMALL = {
    "title": "Greymon attacks into a blocker",
    "description": "p2 blocks with Gomamon.",
    "tags": "attack, block, blocker",
    "difficulty": "beginner",
    "source": "manual-en/attacking\nkeyword/blocker",
    "turn_player": "p1", "phase": "main", "turn": "3", "first_player": "p1",
    "memory_player": "p1", "memory": "3",
    "card-0-name": "Greymon", "card-0-kind": "digimon", "card-0-colors": "red",
    "card-0-level": "4", "card-0-dp": "5000", "card-0-cost": "5",
    "card-0-digivolve": "color=red level=3 cost=2",
    "card-1-name": "Agumon", "card-1-kind": "digimon", "card-1-colors": "red",
    "card-1-level": "3", "card-1-dp": "2000", "card-1-cost": "3",
    "card-2-name": "Gomamon", "card-2-kind": "digimon", "card-2-colors": "blue",
    "card-2-level": "3", "card-2-dp": "3000", "card-2-cost": "3", "card-2-text": "<Blocker>",
    "p1-deck": "5", "p1-security": "3", "p1-hand": "Agumon",
    "p1-battle-0-card": "Greymon", "p1-battle-0-under": "Agumon",
    "p2-deck": "5", "p2-security": "2",
    "p2-battle-0-card": "Gomamon",
    "actions": "attack p1-greymon -> player\nblock p2-gomamon",
    "expect": "{}",
    "mode": "script",
}


def post(client, fields, do="check", api=False):
    return client.post("/api/builder" if api else "/builder", data={**fields, "do": do})


def blob_of(client, fields):
    result = post(client, fields, api=True).get_json()
    assert result["valid"], result
    return result["links"]["replay_url"].rsplit("/", 1)[1]


def field_values(html: str, name: str) -> str:
    """The value of an input or the text of a textarea called ``name`` in the page."""
    m = re.search(rf'name="{re.escape(name)}" value="([^"]*)"', html)
    if m:
        return markup.unescape(m.group(1))
    m = re.search(rf'name="{re.escape(name)}" rows="\d+"[^>]*>(.*?)</textarea>', html, re.S)
    assert m, f"no field {name}"
    return markup.unescape(m.group(1))


# ---------------------------------------------------------------------- pages
def test_empty_builder_page_and_json_twin(client):
    page = client.get("/builder")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    for name in ("title", "p1-hand", "p2-security", "p1-battle-0-card", "p1-breeding-card",
                 "card-0-name", "card-0-text", "actions", "memory", "turn_player", "phase"):
        assert f'name="{name}"' in html
    assert 'value="ask"' in html and "Upload a scenario file" in html
    twin = client.get("/api/builder").get_json()
    assert twin["valid"] is False and twin["scenario"] is None
    assert twin["fields"]["turn_player"] == "p1"


def test_small_board_is_valid_and_runs(client):
    response = post(client, SMALL, api=True)
    result = response.get_json()
    assert response.status_code == 200 and result["valid"], result
    assert result["status"] == "passed" and result["step_count"] > 0
    scenario = result["scenario"]
    assert scenario["board"]["p1"]["battle"] == [{"card": "Greymon", "under": ["Agumon"]}]
    assert scenario["board"]["memory"] == {"p1": 3}
    assert scenario["actions"] == ["attack p1-greymon -> player", "block p2-gomamon"]
    assert scenario["cards"][0]["digivolve"] == [{"color": "red", "level": 3, "cost": 2}]


def test_run_redirects_to_the_replay_of_the_permalink(client):
    response = post(client, SMALL, do="run")
    assert response.status_code == 303
    location = response.headers["Location"]
    assert location.startswith("/s/")
    page = client.get(location)
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "edit in the builder" in html and 'class="rule-link"' in html
    last = client.get(location + "?format=json").get_json()
    events = [s["event"] for s in last["steps"]]
    assert "attack_declared" in events and "block" in " ".join(events)


def test_ask_me_mode_runs_to_the_interactive_page(client):
    fields = {**SMALL, "mode": "ask", "actions": "attack p1-greymon -> player"}
    response = post(client, fields, do="run")
    assert response.status_code == 303
    assert "/play?script=keep" in response.headers["Location"]
    page = client.get(response.headers["Location"])
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "p2 decides" in html and 'value="block p2-gomamon"' in html
    answered = client.get(response.headers["Location"] + "&a=block+p2-gomamon")
    assert answered.status_code == 200
    bad = client.get(response.headers["Location"] + "&a=" + "nonsense")
    assert bad.status_code == 400 and "not an option" in bad.get_data(as_text=True)


def test_step_pages_of_a_permalink_and_bad_step(client):
    blob = blob_of(client, SMALL)
    assert client.get(f"/s/{blob}?step=1").status_code == 200
    assert client.get(f"/s/{blob}?step=999").status_code == 404
    assert client.get(f"/s/{blob}?step=abc").status_code == 400


# ---------------------------------------------------------------------- YAML round trips
def test_download_is_a_file_judgeapp_check_accepts(client, tmp_path):
    response = post(client, SMALL, do="download")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"].startswith("attachment;")
    assert 'filename="greymon-attacks-into-a-blocker.yaml"' in response.headers[
        "Content-Disposition"]
    text = response.get_data(as_text=True)
    path = tmp_path / "built.yaml"
    path.write_text(text, encoding="utf-8")
    outcome = check_file(path)  # what `judgeapp check` does with each file
    assert outcome.status == "passed", outcome.lines
    assert any(s.event == "block" for s in outcome.result.steps)


def test_download_then_upload_gives_the_same_form(client):
    text = post(client, SMALL, do="download").get_data(as_text=True)
    uploaded = client.post("/api/builder/upload", data={
        "file": (io.BytesIO(text.encode()), "built.yaml")}, content_type="multipart/form-data")
    assert uploaded.status_code == 200
    fields = uploaded.get_json()["fields"]
    for name, value in SMALL.items():
        if name == "source":
            assert fields[name].split() == value.split()
        else:
            assert fields[name] == value, name
    html = client.post("/builder/upload", data={"file": (io.BytesIO(text.encode()), "b.yaml")},
                       content_type="multipart/form-data").get_data(as_text=True)
    assert field_values(html, "p1-battle-0-under") == "Agumon"
    assert "Opened b.yaml" in html


def test_permalink_round_trip(client):
    blob = blob_of(client, SMALL)
    mapping = permalink.decode(blob)
    assert mapping == post(client, SMALL, api=True).get_json()["scenario"]
    reopened = client.get(f"/api/builder?s={blob}").get_json()
    assert reopened["valid"] and reopened["scenario"] == mapping
    for name, value in SMALL.items():
        if name != "source":
            assert reopened["fields"][name] == value, name
    yaml_file = client.get(f"/s/{blob}/scenario.yaml")
    assert yaml_file.status_code == 200
    assert load_text(yaml_file.get_data(as_text=True)).data["title"] == SMALL["title"]


def same_colors(card: dict) -> dict:
    """``colors: [white]`` and ``color: white`` say the same; the form writes the latter."""
    card = dict(card)
    if isinstance(card.get("colors"), list) and len(card["colors"]) == 1:
        card["color"] = card.pop("colors")[0]
    return card


@pytest.mark.parametrize("entry", replays.library(), ids=lambda e: e.name)
def test_edit_a_copy_of_every_library_scenario_revalidates(client, entry):
    response = client.get(f"/api/builder?from={entry.name}")
    assert response.status_code == 200
    copy = response.get_json()
    assert copy["valid"], (copy["errors"], copy["general_errors"])
    reposted = post(client, copy["fields"], api=True).get_json()
    assert reposted["valid"], (reposted["errors"], reposted["general_errors"])
    scenario = reposted["scenario"]  # JSON sorts keys: put each player's zones back in order
    for player in ("p1", "p2"):
        zones = scenario["board"].get(player)
        if isinstance(zones, dict) and set(zones) <= set(form.ZONE_ORDER):  # a DCG board
            scenario["board"][player] = {z: zones[z] for z in form.ZONE_ORDER if z in zones}
    rebuilt = load_text(form.dump(scenario))
    original = entry.scenario.data
    for key in ("board", "actions", "expect", "tags", "source", "difficulty"):
        assert rebuilt.data[key] == original[key], key
    assert [same_colors(c) for c in rebuilt.data["cards"]] == [
        same_colors(c) for c in original["cards"]]
    assert client.get(f"/builder?from={entry.name}").status_code == 200


def test_library_cards_are_taken_from_the_examples(client):
    fields = {"title": "t", "description": "d", "tags": "attack", "source": "manual-en/x",
              "p1-battle-0-card": "Example Greymon", "p2-hand": "Example Gabumon",
              "p1-deck": "3"}
    result = post(client, fields, api=True).get_json()
    assert result["valid"], result
    names = [c["name"] for c in result["scenario"]["cards"]]
    assert names == ["Example Greymon", "Example Gabumon"]
    html = client.get("/builder").get_data(as_text=True)
    assert '<option value="Example Greymon">' in html and "Built-in example cards" in html


def test_add_row_buttons_keep_every_value(client):
    fields = {**SMALL, "card-3-name": "Half typed"}
    html = post(client, fields, do="add-card").get_data(as_text=True)
    assert field_values(html, "card-3-name") == "Half typed"
    assert 'name="card-6-name"' in html  # 4 used + 2 spare + 3 added = rows 0..8
    html = post(client, SMALL, do="add-p2-battle").get_data(as_text=True)
    assert 'name="p2-battle-3-card"' in html
    assert field_values(html, "p2-battle-0-card") == "Gomamon"


# ---------------------------------------------------------------------- errors by field
@pytest.mark.parametrize("change, field, words", [
    ({"p1-hand": "Agumon\nGreymn"}, "p1-hand", ["line 2", "unknown card 'Greymn'",
                                                "did you mean 'Greymon'"]),
    ({"card-0-level": "four"}, "card-0-level", ["expected an integer"]),
    ({"card-0-level": "12"}, "card-0-level", ["out of range"]),
    ({"card-0-colors": "pink"}, "card-0-colors", ["'pink' is not one of"]),
    ({"card-0-digivolve": "red three"}, "card-0-digivolve", ["line 1", "color=red level=3"]),
    ({"memory": "15"}, "memory", ["outside the gauge"]),
    ({"turn": "0"}, "turn", ["out of range"]),
    ({"expect": "winner: [p1"}, "expect", ["not valid YAML"]),
    ({"expect": "winer: p1"}, "expect", ["did you mean 'winner'"]),
    ({"actions": "attack p1-greymn -> player"}, "actions", ["line 1", "unknown card id"]),
    ({"p1-battle-0-id": "Bad Id"}, "p1-battle-0-id", ["is not a card id"]),
    ({"tags": "atack"}, "tags", ["did you mean 'attack'"]),
    ({"source": "not a key"}, "source", ["is not a corpus key"]),
    ({"card-1-name": "Greymon"}, "card-1-name", ["defined twice"]),
    ({"p1-digi_egg_deck": "Agumon"}, "p1-digi_egg_deck", ["not a Digi-Egg"]),
    ({"extra": "seed: [1"}, "extra", ["not valid YAML"]),
    ({"extra": "sead: 1"}, "extra", ["unknown key 'sead'"]),
])
def test_errors_come_back_next_to_their_field_with_every_value(client, change, field, words):
    fields = {**SMALL, **change}
    response = post(client, fields, api=True)
    assert response.status_code == 422
    result = response.get_json()
    assert not result["valid"]
    messages = " ".join(result["errors"].get(field, []))
    for word in words:
        assert word in messages, (field, result["errors"], result["general_errors"])
    html = post(client, fields).get_data(as_text=True)
    assert f'data-field="{field}"' in html
    for name, value in change.items():
        assert field_values(html, name) == value, name


def test_card_text_error_quotes_the_sentence_next_to_the_field(client):
    fields = {**SMALL, "card-2-text": "[On Play] Sing a song of <Blocker>."}
    result = post(client, fields, api=True).get_json()
    messages = " ".join(result["errors"]["card-2-text"])
    assert "Sing a song" in messages and "unsupported card text" in messages
    html = post(client, fields).get_data(as_text=True)
    assert "Sing a song of &lt;Blocker&gt;" in html
    assert "Sing a song of <Blocker>" not in html


# ---------------------------------------------------------------------- garbage, size, HTML
GARBAGE = ["", " ", "\x00\x01", "-1", "9" * 40, "{[(", "p1: {", "ünïcödé 日本語", XSS,
           "' OR 1=1 --", "\n\n\n", "[id: ]", "null", "- - -"]


def test_garbage_in_every_field_is_never_a_500(client):
    names = list(SMALL) + ["extra", "p1-breeding-card", "p1-breeding-under", "p1-trash",
                           "p2-used_once", "p1-hatched", "card-0-token", "card-0-traits",
                           "card-0-inherited", "card-0-security", "card-0-number", "game",
                           "p1-battle-0-links", "p1-battle-0-suspended", "mode"]
    cases = [{name: junk for name in names} for junk in GARBAGE]  # every field at once
    cases += [{name: GARBAGE[i % len(GARBAGE)]} for i, name in enumerate(names)]
    cases += [{name: XSS} for name in names]
    for change in cases:
        for api in (False, True):
            response = post(client, {**SMALL, **change}, api=api)
            assert response.status_code in (200, 422), (change, response.status_code)
            if not api:
                assert XSS not in response.get_data(as_text=True)


def test_unknown_button_and_non_text_body(client):
    assert post(client, SMALL, do="explode").status_code == 200  # treated as "check"
    response = client.post("/builder", data=b"\xff\xfe", content_type="application/json")
    assert response.status_code == 400 and "JSON body" in response.get_data(as_text=True)
    response = client.post("/builder", data=b"\xff\xfe=\x00", content_type="text/plain")
    assert response.status_code == 422  # no fields: an empty scenario, with its problems


def test_huge_values_and_500_cards(client):
    fields = {**SMALL, "card-0-dp": "9" * 30, "memory": "9" * 25, "turn": "99999999999"}
    result = post(client, fields, api=True).get_json()
    assert "card-0-dp" not in result["errors"]  # any non-negative DP is allowed
    assert "memory" in result["errors"]
    many = {**SMALL}
    for i in range(3, 503):
        many.update({f"card-{i}-name": f"Dummy {i}", f"card-{i}-kind": "digimon",
                     f"card-{i}-colors": "red", f"card-{i}-level": "3",
                     f"card-{i}-dp": "1000", f"card-{i}-cost": "1"})
    many["p2-hand"] = "\n".join(f"Dummy {i}" for i in range(3, 503))
    response = post(client, many, api=True)
    assert response.status_code == 200, response.get_json()["errors"]
    assert len(response.get_json()["scenario"]["cards"]) == 503
    assert post(client, {**SMALL, "description": "x" * 200_000}).status_code == 413
    assert post(client, {**SMALL, "card-9999-name": "x"}).status_code in (200, 422)
    rows = {f"card-{i}-name": "x" for i in range(1200)}
    response = post(client, {**SMALL, **rows})
    assert response.status_code == 413 and "too many rows" in response.get_data(as_text=True)


def test_html_in_card_names_and_text_is_escaped_everywhere(client):
    fields = {**SMALL, "card-2-name": XSS, "p2-battle-0-card": XSS,
              "card-2-text": "<Blocker>", "title": f"Title {XSS}",
              "actions": "attack p1-greymon -> player"}
    result = post(client, fields, api=True).get_json()
    assert result["valid"], result
    html = post(client, fields).get_data(as_text=True)
    assert XSS not in html and "&lt;script&gt;" in html
    yaml_text = post(client, fields, do="download").get_data(as_text=True)
    assert yaml.safe_load(yaml_text)["cards"][2]["name"] == XSS  # the file keeps the text
    blob = result["links"]["replay_url"].rsplit("/", 1)[1]
    for url in (f"/s/{blob}", f"/s/{blob}?step=2", f"/s/{blob}/play",
                f"/builder?s={blob}"):
        page = client.get(url)
        assert page.status_code == 200, url
        assert XSS not in page.get_data(as_text=True), url
    bad = {**fields, "p1-hand": XSS + "x"}
    html = post(client, bad).get_data(as_text=True)
    assert "unknown card" in html and XSS not in html


# ---------------------------------------------------------------------- permalinks, uploads
def _pack(raw: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw)).rstrip(b"=").decode()


def tampered_blobs(good: str) -> dict[str, str]:
    flipped = good[:40] + ("A" if good[40] != "A" else "B") + good[41:]
    return {
        "truncated": good[: len(good) // 2],
        "one char off": good[:-1],
        "flipped": flipped,
        "not base64": "!!!" + good,
        "plain text": "hello-world",
        "not zlib": base64.urlsafe_b64encode(b"just bytes here").decode().rstrip("="),
        "not json": _pack(b"\x00\x01 not json"),
        "json list": _pack(b"[1, 2, 3]"),
        "deep json": _pack(b"[" * 100_000 + b"]" * 100_000),
        "zip bomb": _pack(b" " * 50_000_000),
        "too long": "A" * 30_000,
        "invalid scenario": permalink.encode({"title": XSS}),
        "bad board": permalink.encode({**permalink.decode(good), "board": {"p1": 5}}),
        "odd legacy expect": permalink.encode(
            {**replays.find("dccg-direct-attack").scenario.source.data,
             "expect": {"zones": {"p1": 10**20}}}),
    }


def test_tampered_permalinks_get_a_clear_error_never_a_500(client):
    good = blob_of(client, SMALL)
    for reason, blob in tampered_blobs(good).items():
        for url in (f"/s/{blob}", f"/s/{blob}/play", f"/s/{blob}/scenario.yaml",
                    f"/api/s/{blob}", f"/builder?s={blob}"):
            response = client.get(url)
            assert response.status_code in (400, 422), (reason, url, response.status_code)
            text = response.get_data(as_text=True)
            assert XSS not in text
            if url.startswith("/s/"):
                assert "permalink" in text.lower() or "link" in text.lower(), (reason, text)
    # a permalink whose scenario is fine but fails its expect still opens
    assert client.get(f"/s/{good}").status_code == 200


def test_permalink_decoder_messages():
    with pytest.raises(permalink.PermalinkError, match="cut short"):
        permalink.decode(permalink.encode({"a": 1})[:-3])
    with pytest.raises(permalink.PermalinkError, match="larger than"):
        permalink.decode(_pack(b"{" + b" " * (permalink.MAX_JSON + 10) + b"}"))
    with pytest.raises(permalink.PermalinkError, match="no scenario"):
        permalink.decode("")
    assert permalink.decode(permalink.encode({"t": "日本 " + XSS})) == {"t": "日本 " + XSS}


@pytest.mark.parametrize("content, words", [
    (b"title: [unclosed\n", ["bad.yaml:2", "malformed YAML", "started on line 1"]),
    (b"title: t\ndescription: d\ntags: [attack]\ndifficulty: 1\nsource: [manual-en/x]\n"
     b"cards: []\nboard:\n  turn_player: p3\nexpect: {}\n", ["bad.yaml:8", "board.turn_player"]),
    (b"\xff\xfe\x00garbage", ["not UTF-8"]),
    (b"", ["choose a scenario file"]),
    (b"- just\n- a list\n", ["expected a mapping"]),
    (XSS.encode(), ["expected a mapping"]),
])
def test_bad_uploads_get_the_line_precise_message(client, content, words):
    response = client.post("/builder/upload", data={"file": (io.BytesIO(content), "bad.yaml")},
                           content_type="multipart/form-data")
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    for word in words:
        assert word in html
    assert XSS not in html
    twin = client.post("/api/builder/upload", data={"file": (io.BytesIO(content), "bad.yaml")},
                       content_type="multipart/form-data").get_json()
    assert twin["upload"]["errors"]


def test_pasted_yaml_with_an_error_is_kept(client):
    text = "title: t\ncards: [\n"
    html = client.post("/builder/upload", data={"yaml": text}).get_data(as_text=True)
    assert "pasted text" in html and "cards: [" in html


def test_oversized_upload_is_refused(client):
    big = b"title: " + b"x" * (2 * 1024 * 1024)
    response = client.post("/builder/upload", data={"file": (io.BytesIO(big), "big.yaml")},
                           content_type="multipart/form-data")
    assert response.status_code == 413


def test_unknown_library_scenario_to_copy(client):
    response = client.get("/builder?from=" + "no-such-" + XSS)
    assert response.status_code == 404
    assert XSS not in response.get_data(as_text=True)
    assert "no scenario" in response.get_data(as_text=True)
    assert client.get("/api/builder?from=nope").status_code == 404


def test_json_twin_of_the_builder_result(client):
    result = post(client, {**SMALL, "p1-hand": "Nobody"}, api=True).get_json()
    assert set(result) >= {"scenario", "valid", "errors", "general_errors", "yaml", "links"}
    assert result["scenario"]["board"]["p1"]["hand"] == ["Nobody"]
    assert result["errors"]["p1-hand"]
    json.dumps(result)


def test_every_card_text_error_is_reported_even_with_board_problems(client):
    fields = {**SMALL, "card-0-text": "[On Play] Dance.", "card-1-inherited": "[Your Turn] Sing.",
              "p1-hand": "Nobody"}
    result = post(client, fields, api=True).get_json()
    assert "'Dance.'" in " ".join(result["errors"]["card-0-text"])
    assert "'Sing.'" in " ".join(result["errors"]["card-1-inherited"])
    assert "unknown card 'Nobody'" in " ".join(result["errors"]["p1-hand"])
    assert "card-2-text" not in result["errors"]  # <Blocker> is supported


def test_rows_with_gaps_come_back_compacted_with_their_values(client):
    fields = {k: v for k, v in SMALL.items() if not k.startswith("card-1-")}
    fields.update({f"card-900-{k[7:]}": v for k, v in SMALL.items() if k.startswith("card-1-")})
    fields["p2-battle-40-card"] = fields.pop("p2-battle-0-card")
    response = post(client, fields)
    html = response.get_data(as_text=True)
    assert response.status_code == 200
    assert field_values(html, "card-2-name") == "Agumon"  # renumbered after Gomamon's row
    assert field_values(html, "p2-battle-0-card") == "Gomamon"
    assert 'name="card-900-name"' not in html and 'name="p2-battle-40-card"' not in html


def test_edit_a_copy_of_an_example_card(client):
    html = post(client, SMALL, do="copy-card:Example Gabumon").get_data(as_text=True)
    assert field_values(html, "card-3-name") == "Example Gabumon"
    assert field_values(html, "card-0-name") == "Greymon"  # the rows already typed stay
    example = form.catalog(e.scenario for e in replays.library() if e.scenario)[
        "Example Gabumon"]
    assert field_values(html, "card-3-dp") == str(example["dp"])
    unknown = post(client, SMALL, do="copy-card:" + XSS)
    assert unknown.status_code == 200 and XSS not in unknown.get_data(as_text=True)


def test_json_body_of_form_fields(client):
    response = client.post("/api/builder", json={**SMALL, "turn": 3, "do": "check"})
    assert response.status_code == 200 and response.get_json()["valid"]
    for body in ([1, 2], "text", None):
        bad = client.post("/api/builder", data=json.dumps(body), content_type="application/json")
        assert bad.status_code == 400 and "JSON body" in bad.get_json()["message"]


def test_library_scenario_pages_link_to_edit_a_copy(client):
    html = client.get("/scenarios/attack-blocker").get_data(as_text=True)
    assert 'href="/builder?from=attack-blocker"' in html


def test_uploaded_file_with_unsupported_card_text_opens_with_the_error_by_its_card(client):
    text = post(client, SMALL, do="download").get_data(as_text=True)
    text = text.replace("text: <Blocker>", "text: '[On Play] Juggle.'")
    response = client.post("/api/builder/upload", data={
        "file": (io.BytesIO(text.encode()), "juggle.yaml")}, content_type="multipart/form-data")
    assert response.status_code == 422
    result = response.get_json()
    assert result["fields"]["card-2-text"] == "[On Play] Juggle."
    assert "'Juggle.'" in " ".join(result["errors"]["card-2-text"])


def test_server_limits_on_steps_and_counts(client):
    result = post(client, {**SMALL, "p1-deck": "1000000000"}, api=True).get_json()
    assert "0..1000 anonymous cards" in " ".join(result["errors"]["p1-deck"])
    result = post(client, {**SMALL, "extra": "step_limit: 99999999"}, api=True).get_json()
    assert "at most 5000" in " ".join(result["errors"]["extra"])
    loop = replays.find("infinite-loop-step-limit").scenario.source.data
    blob = permalink.encode({**loop, "step_limit": 10**12})
    response = client.get(f"/s/{blob}")
    assert response.status_code == 422 and "at most 5000" in response.get_data(as_text=True)


def test_a_pending_copy_whose_card_text_is_refused_is_valid_and_says_why(client):
    name = "qa-q3764-raijiludomon-needs-a-digimon-to-go-under"
    copy = client.get(f"/api/builder?from={name}").get_json()
    assert copy["valid"] and copy["status"] == "pending"
    assert copy["refusal"]["phrase"] == replays.pending_refusal(replays.find(name)).phrase
    html = client.get(f"/builder?from={name}").get_data(as_text=True)
    assert "Refused phrase" in html and "Step through it" not in html
    fields = dict(copy["fields"])  # the same file, no longer pending: the refusal is an error
    fields["extra"] = re.sub(r"(?m)^(status|pending_reason):.*(\n  .*)*\n?", "",
                             copy["fields"].get("extra", ""))
    strict = post(client, fields, api=True).get_json()
    assert not strict["valid"] and strict["refusal"] is None
