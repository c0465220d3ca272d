"""Bad scenario files give line-precise messages naming the field; good ones normalize."""

from __future__ import annotations

import pytest

from judgeapp.scenario import ScenarioFileError, load_text, run_scenario

GOOD = """\
title: t
description: d
tags: [attack]
difficulty: beginner
source: [manual-en/attack]
cards:
  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}
  - {name: Greymon, kind: digimon, color: red, level: 4, dp: 5000, play_cost: 5,
     digivolve: [{color: red, level: 3, cost: 2}]}
board:
  turn_player: p1
  memory: {p1: 3}
  p1:
    deck: 2
    hand: [Agumon, Agumon]
    battle:
      - {card: Greymon, under: [Agumon]}
    security: 1
  p2:
    deck: 2
actions:
  - {attack: p1-greymon, target: player}
expect:
  winner: null
"""


def error_of(text: str) -> ScenarioFileError:
    with pytest.raises(ScenarioFileError) as info:
        load_text(text, "s.yaml")
    return info.value


def line_of(text: str, fragment: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


def test_good_file_normalizes():
    scenario = load_text(GOOD, "s.yaml")
    board = scenario.data["board"]
    assert [e["id"] for e in board["p1"]["hand"]] == ["p1-agumon", "p1-agumon-2"]
    assert board["p1"]["battle"][0]["id"] == "p1-greymon"
    assert board["p1"]["battle"][0]["under"] == [{"card": "Agumon", "id": "p1-agumon-3"}]
    assert board["memory"] == {"p1": 3, "p2": -3}
    assert scenario.actions == ["attack p1-greymon -> player"]
    assert scenario.data["difficulty"] == 1


def test_explicit_ids_are_never_reused_by_derivation():
    text = GOOD.replace("hand: [Agumon, Agumon]", "hand: [Agumon, {card: Agumon, id: p1-agumon}]")
    hand = load_text(text, "s.yaml").data["board"]["p1"]["hand"]
    assert [e["id"] for e in hand] == ["p1-agumon-2", "p1-agumon"]


def test_malformed_yaml_names_the_line():
    text = GOOD.replace("  memory: {p1: 3}", "  memory: {p1: 3")
    error = error_of(text)
    assert str(error).startswith("s.yaml:")
    assert "malformed YAML" in str(error)
    assert error.problems[0].line is not None


def test_unknown_card_with_suggestion():
    text = GOOD.replace("{card: Greymon, under", "{card: Greymn, under")
    error = error_of(text)
    line = line_of(text, "Greymn")
    assert (f"s.yaml:{line}: board.p1.battle[0].card: unknown card 'Greymn' "
            "(did you mean 'Greymon'?)") in str(error)


def test_two_cards_with_one_id():
    text = GOOD.replace("{card: Greymon, under: [Agumon]}",
                        "{card: Greymon, id: x1, under: [{card: Agumon, id: x1}]}")
    error = error_of(text)
    line = line_of(text, "id: x1")
    assert f"s.yaml:{line}: board.p1.battle[0].under[0]: two cards have the id 'x1'" in str(error)


def test_memory_fifteen():
    text = GOOD.replace("memory: {p1: 3}", "memory: {p1: 15}")
    line = line_of(text, "memory: {p1: 15}")
    assert (f"s.yaml:{line}: board.memory.p1: memory 15 is outside the gauge (-10..10)"
            in str(error_of(text)))


def test_bad_action_is_named():
    text = GOOD.replace("- {attack: p1-greymon, target: player}", "- attack p1-greymon at player")
    line = line_of(text, "attack p1-greymon at player")
    message = str(error_of(text))
    assert f"s.yaml:{line}: actions[0]: 'attack p1-greymon at player': expected" in message


def test_a_number_answers_how_many():
    """choose_amount (<De-Digivolve X>): a number, quoted or not, names no card."""
    text = GOOD.replace("- {attack: p1-greymon, target: player}",
                        "- {attack: p1-greymon, target: player}\n  - 2\n  - \"0\"")
    assert load_text(text, "s.yaml").actions == ["attack p1-greymon -> player", "2", "0"]


def test_action_with_unknown_card_id_suggests_the_right_one():
    text = GOOD.replace("{attack: p1-greymon,", "{attack: p1-greymn,")
    message = str(error_of(text))
    assert "actions[0]: 'attack p1-greymn -> player': unknown card id 'p1-greymn'" in message
    assert "did you mean 'p1-greymon'?" in message


def test_unknown_key_and_missing_key():
    text = GOOD.replace("difficulty: beginner\n", "dificulty: beginner\n")
    message = str(error_of(text))
    assert "s.yaml:4: dificulty: unknown key 'dificulty' (did you mean 'difficulty'?)" in message
    assert "missing required key 'difficulty'" in message


def test_duplicate_key_is_reported():
    text = GOOD.replace("title: t\n", "title: t\ntitle: u\n")
    assert "s.yaml:2: malformed YAML: duplicate key 'title'" in str(error_of(text))


def test_every_problem_is_listed():
    text = GOOD.replace("memory: {p1: 3}", "memory: {p1: 15}").replace("level: 4", "level: 9")
    assert len(error_of(text).problems) == 2


def test_pending_status_needs_a_reason():
    text = GOOD + "status: pending-engine\n"
    assert "needs a pending_reason" in str(error_of(text))


def test_expect_with_unknown_card_id():
    text = GOOD + "  cards:\n    p2-garurumon: trash\n"
    assert "expect.cards.p2-garurumon: unknown card id 'p2-garurumon'" in str(error_of(text))


def test_unsupported_card_text_is_located_in_the_file():
    text = GOOD.replace("play_cost: 3}", "play_cost: 3,\n     text: \"[On Play] Sing a song.\"}", 1)
    scenario = load_text(text, "s.yaml")
    with pytest.raises(ScenarioFileError) as info:
        run_scenario(scenario)
    line = line_of(text, "Sing a song")
    assert str(info.value).startswith(f"s.yaml:{line}: cards[0].text: ")
    assert "Sing a song" in str(info.value)


def test_the_documented_example_loads_and_passes():
    from pathlib import Path

    doc = (Path(__file__).parent.parent / "docs" / "scenario-format.md").read_text()
    example = doc.split("## Complete example")[1].split("```yaml")[1].split("```")[0]
    result = run_scenario(load_text(example, "example.yaml"))
    assert result.passed, result.failures


def test_a_stack_may_be_written_as_a_name():
    text = GOOD.replace("      - {card: Greymon, under: [Agumon]}\n", "      - Greymon\n")
    board = load_text(text, "s.yaml").data["board"]
    assert board["p1"]["battle"] == [{"card": "Greymon", "id": "p1-greymon"}]


def test_a_card_without_kind_says_so():
    text = GOOD.replace("{name: Agumon, kind: digimon,", "{name: Agumon,")
    assert "cards[0]: missing required key 'kind' (digimon" in str(error_of(text))


def test_a_huge_zone_count_is_refused_before_any_card_is_made():
    err = error_of(GOOD.replace("    deck: 2\n    hand", "    deck: 1000000000\n    hand"))
    assert "s.yaml:" in str(err)
    assert "board.p1.deck" in str(err)
    assert "0..1000 anonymous cards" in str(err)


LEGACY = """\
game: dccg
title: t
description: d
tags: [attack]
difficulty: beginner
source: [dccg-rules-en/attack-phase]
cards:
  - {name: Agumon, kind: digimon, level: rookie}
board:
  turn_player: p1
  p1: {online: 5, digivolve_row: [Agumon]}
  p2: {online: 5}
expect:
  zones:
    p1: 3
"""


def test_legacy_expect_zones_that_are_not_a_mapping_get_a_message():
    err = error_of(LEGACY)
    assert "expect.zones.p1" in str(err)


def test_qa_tag_names_an_official_ruling():
    assert load_text(GOOD.replace("tags: [attack]", "tags: [attack, qa:Q881]"), "s.yaml")
    for bad in ("qa:881", "qa:", "qa:Q88a"):
        error = error_of(GOOD.replace("tags: [attack]", f"tags: [attack, '{bad}']"))
        assert f"unknown tag {bad!r}" in str(error)


@pytest.mark.parametrize("answer", [
    "p1-greymon keyword p1-greymon#1",       # two effects of one card (interrupt, order)
    "p1-greymon when-attacking p1-agumon",   # the card's own and an inherited effect
    "p1-greymon on-play (2)",                # one effect triggered twice
    "p1-greymon on-play p1-agumon#0 (2)",
    "none",                                  # "up to" choices
])
def test_every_shape_of_engine_option_id_is_a_valid_action(answer):
    scenario = load_text(GOOD.replace("  - {attack: p1-greymon, target: player}",
                                      f"  - {answer!r}"), "s.yaml")
    assert scenario.actions == [answer]


def test_a_pending_effect_id_naming_an_unknown_holder_is_refused():
    error = error_of(GOOD.replace("  - {attack: p1-greymon, target: player}",
                                  "  - 'p1-greymon on-play p1-agumn#0'"))
    assert "unknown card id 'p1-agumn'" in str(error)


def test_only_a_token_may_have_no_level_or_play_cost():
    """CR 1-4-4-5: a Token's information may have no play cost (official Q&A Q2386: nor a
    level); any other Digimon card must give both."""
    token = "  - {name: Amon Token, kind: digimon, color: red, dp: 6000, token: true}\n"
    load_text(GOOD.replace("board:\n", token + "board:\n"), "s.yaml")
    message = str(error_of(GOOD.replace("board:\n", token.replace(", token: true", "")
                                        + "board:\n")))
    assert "cards[2]: missing required key 'level'" in message
    assert "cards[2]: missing required key 'play_cost'" in message


DUAL_HEAD = GOOD.replace(
    "  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}\n",
    "  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}\n"
    "  - {name: Twinmon, kind: digimon, color: red, level: 4, dp: 5000, OPTION}\n")


def test_a_dual_card_validates_without_a_play_cost():
    text = DUAL_HEAD.replace("OPTION", "option: {name: Twin Strike, use_cost: 2, color: blue, "
                                       "text: '[Main] Gain 1 memory.'}")
    assert load_text(text, "s.yaml").data["cards"][1]["option"]["name"] == "Twin Strike"


@pytest.mark.parametrize("option, message", [
    ("option: {name: T, color: blue}", "missing required key 'use_cost'"),
    ("option: {name: T, use_cost: 2}", "missing required key 'color'"),
    ("option: {name: T, use_cost: 2, color: blue, cost: 1}", "unknown key 'cost'"),
    ("option: {name: T, use_cost: 2, color: blue, arts_digivolve: 1}", "expected true or false"),
    ("play_cost: 3, option: {name: T, use_cost: 2, color: blue}", "has no play cost"),
])
def test_a_bad_option_side_is_named(option, message):
    err = error_of(DUAL_HEAD.replace("OPTION", option))
    assert message in str(err)
    assert f"s.yaml:{line_of(GOOD, '- {name: Agumon') + 1}:" in str(err)
