"""The builder in a new user's words: required fields marked, problems named by the labels on
the page (not field ids, not YAML), short card-text refusals, "did you mean" for near misses,
the README's button names, the step count the replayer agrees with, /s/<blob>/replay."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from judgeapp.scenario import ScenarioFileError, labels, load_text
from tests.test_web_builder import SMALL, blob_of, post

README = Path(__file__).resolve().parent.parent / "README.md"


def test_title_and_description_are_marked_required(client):
    html = client.get("/builder").get_data(as_text=True)
    for name in ("title", "description"):
        field = re.search(rf'<span>[^<]*<em class="required">\(required\)</em></span>\s*'
                          rf'<(input|textarea)[^>]*name="{name}"[^>]*>', html)
        assert field and 'aria-required="true"' in field.group(0), name
    assert html.count("(required)") == 2


@pytest.mark.parametrize("name,shown", [
    ("card-0-text", "Card 1 text"),
    ("card-11-digivolve", "Card 12 digivolution requirements"),
    ("p1-battle-0-card", "Player 1 battle area, Digimon 1"),
    ("p2-battle-2-under", "Player 2 battle area, Digimon 3, digivolution cards"),
    ("p1-breeding-card", "Player 1 breeding area"),
    ("p2-digi_egg_deck", "Player 2 Digi-Egg deck"),
    ("p1-used_once", "Player 1 [Once Per Turn] effects already used"),
    ("memory", "Memory"),
    ("actions", "Script"),
])
def test_every_field_has_the_label_the_page_shows(name, shown):
    assert labels.label(name) == shown


def test_problems_are_listed_by_label_not_by_field_id(client):
    fields = {**SMALL, "p1-battle-0-card": "Greymn", "card-2-text": "[On Play] Sing."}
    html = post(client, fields).get_data(as_text=True)
    problems = re.search(r'<ul class="problems">(.*?)</ul>', html, re.S).group(1)
    assert '<a href="#f-p1-battle-0-card">Player 1 battle area, Digimon 1</a>' in problems
    assert '<a href="#f-card-2-text">Card 3 text</a>' in problems
    assert ">p1-battle-0-card<" not in problems and ">card-2-text<" not in problems
    result = post(client, fields, api=True).get_json()
    assert result["labels"]["p1-battle-0-card"] == "Player 1 battle area, Digimon 1"


def test_an_unknown_card_is_explained_without_yaml(client):
    result = post(client, {**SMALL, "p1-hand": "Agumon\nTaichi"}, api=True).get_json()
    message = result["errors"]["p1-hand"][0]
    assert message.startswith("line 2: unknown card 'Taichi'")
    assert "cards:" not in message and "define it in Cards below" in message


@pytest.mark.parametrize("change,field,message", [
    ({"title": ""}, "title", "Title is required: fill it in"),
    ({"description": " "}, "description", "What it shows is required: fill it in"),
    ({"card-0-kind": "tamer"}, "card-0-dp",
     "this kind of card has none: leave it empty, or change the card's kind"),
])
def test_messages_say_what_to_do_in_the_form(client, change, field, message):
    result = post(client, {**SMALL, **change}, api=True).get_json()
    assert result["errors"][field] == [message]


@pytest.mark.parametrize("field,typed,meant", [
    ("p1-battle-0-card", "Wargreymon", "Example WarGreymon"),
    ("p1-hand", "Koromn", "Example Koromon"),
    ("p1-hand", "KOROMON", "Example Koromon"),
])
def test_did_you_mean_knows_the_example_cards_and_ignores_case(client, field, typed, meant):
    result = post(client, {**SMALL, field: typed}, api=True).get_json()
    assert f"did you mean {meant!r}" in " ".join(result["errors"][field])


@pytest.mark.parametrize("typed,meant", [("WARGREYMON", "WarGreymon"),
                                         ("koromn", "Koromon")])
def test_did_you_mean_in_a_scenario_file_ignores_case(typed, meant):
    text = f"""\
title: t
description: d
tags: [main]
difficulty: 1
source: [manual-en/main-phase]
cards:
  - {{name: WarGreymon, kind: digimon, color: red, level: 6, dp: 12000, play_cost: 12}}
  - {{name: Koromon, kind: digi-egg, color: red, level: 2}}
board:
  turn_player: p1
  p1: {{hand: [{typed}]}}
expect: {{}}
"""
    with pytest.raises(ScenarioFileError) as caught:
        load_text(text, "x.yaml")
    assert f"unknown card {typed!r} (did you mean {meant!r}?)" in str(caught.value)


def test_a_refused_card_text_is_a_short_message_quoting_the_sentence(client):
    sentence = "Sing a song of <Blocker> to every Digimon you can see. " * 6
    result = post(client, {**SMALL, "card-2-text": "[On Play] " + sentence}, api=True).get_json()
    (message,) = result["errors"]["card-2-text"]
    assert message.startswith("unsupported card text 'Sing a song of <Blocker>")
    assert len(message) < 400, len(message)
    assert "docs/card-text.md" in message


def test_a_refusal_keeps_its_reason(client):
    text = "<Partition (Lv.4 w/Greymon & Lv.4)>"
    result = post(client, {**SMALL, "card-2-text": text}, api=True).get_json()
    (message,) = result["errors"]["card-2-text"]
    assert "partition" in message and len(message) < 400


def test_the_readme_names_the_run_button_the_page_has(client):
    builder = README.read_text().split("## Scenario builder", 1)[1].split("\n## ", 1)[0]
    run = re.search(r'- \*\*Run\*\*: the "([^"]+)" button', builder)
    assert run, "the README's Run bullet names no button"
    html = client.get("/builder").get_data(as_text=True)
    assert re.search(rf'<button type="submit" name="do" value="run">{run.group(1)}</button>',
                     html)


def test_the_step_count_agrees_with_the_replayer(client):
    html = post(client, SMALL).get_data(as_text=True)
    last = int(re.search(r"ran it through steps 0 to (\d+)", html).group(1))
    blob = blob_of(client, SMALL)
    replay = client.get(f"/s/{blob}?step=0").get_data(as_text=True)
    assert f'<span class="count">of {last}</span>' in replay


def test_shared_replay_has_the_same_address_as_a_library_replay(client):
    blob = blob_of(client, SMALL)
    plain = client.get(f"/api/s/{blob}?step=2")
    replay = client.get(f"/api/s/{blob}/replay?step=2")
    assert replay.status_code == plain.status_code == 200
    assert replay.get_json() == plain.get_json()
    html = client.get(f"/s/{blob}/replay?step=2").get_data(as_text=True)
    assert plain.get_json()["step"]["text"] in html
    assert client.get("/scenarios/attack-blocker/replay").status_code == 200


def test_no_empty_link_button_or_header_on_the_builder(client):
    pages = [client.get("/builder"), post(client, SMALL),
             post(client, {**SMALL, "p1-hand": "Koromn"})]
    for page in pages:
        html = page.get_data(as_text=True)
        assert not re.findall(r"<a\b[^>]*>\s*</a>|<button\b[^>]*>\s*</button>|<th>\s*</th>",
                              html)


def test_builder_headings_do_not_skip_a_level(client):
    html = post(client, SMALL).get_data(as_text=True)
    levels = [int(n) for n in re.findall(r"<h([1-6])\b", html)]
    assert levels[0] == 1
    for before, after in itertools.pairwise(levels):
        assert after <= before + 1, levels


def test_a_far_name_gets_no_suggestion():
    """Wargreymon is not a misspelt Agumon: no "did you mean" beats a wrong one."""
    text = """\
title: t
description: d
tags: [main]
difficulty: 1
source: [manual-en/main-phase]
cards:
  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}
board:
  turn_player: p1
  p1: {hand: [Wargreymon, agumon]}
expect: {}
"""
    with pytest.raises(ScenarioFileError) as caught:
        load_text(text, "x.yaml")
    message = str(caught.value)
    assert "unknown card 'Wargreymon'; define it under cards:" in message
    assert "unknown card 'agumon' (did you mean 'Agumon'?)" in message


@pytest.mark.parametrize("message,expected", [
    ("expected an integer, got text", "expected an integer, got text"),  # others unchanged
    ("unknown card 'a\\N{bogus}'; define it under cards:",
     "unknown card 'a\\\\N{bogus}': name a built-in example card, or define it in Cards below"),
    ("unsupported card text \"it's\": supported: timings [On Play]",
     "unsupported card text \"it's\": the card-text parser does not read it (the card text "
     "the engine reads is listed in docs/card-text.md)"),
])
def test_rewording_keeps_what_it_does_not_know(message, expected):
    assert labels.for_the_form(message, []) == expected
