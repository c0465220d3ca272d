"""Linking (manual-en/linking, manual-en/link-rules, keyword/link, keyword/link-plus)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "Wing Link": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                  "text": "Link [Agumon]: Cost 1 Link DP: +2000"},
    "Other Link": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                   "text": "Link red Lv.3: Cost 0 Link DP: +1000"},
    "Big Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
                   "text": "<Link +1>"},
}


def test_link_from_hand_pays_cost_and_adds_link_dp():
    g = Game(scenario(p1={"hand": ["Wing Link"], "battle": ["Agumon"]}, cards=CARDS))
    assert "link p1-wing-link onto p1-agumon" in g.options
    g.answer("link p1-wing-link onto p1-agumon")
    s = g.stack("p1-agumon")
    assert s["links"] == ["p1-wing-link"] and s["under"] == []
    assert s["dp"] == 4000
    assert g.mem() == 2
    assert "manual-en/linking" in g.find("link", "p1-wing-link")[0].rules


def test_link_from_battle_area_trashes_its_digivolution_cards():
    g = Game(scenario(p1={"battle": ["Agumon", {"card": "Wing Link", "under": ["Koromon"]}]},
                      cards=CARDS))
    g.answer("link p1-wing-link onto p1-agumon")
    assert g.zone("p1-koromon") == "p1.trash"
    assert [s["id"] for s in g.snapshot["players"]["p1"]["battle"]] == ["p1-agumon"]
    assert g.stack("p1-agumon")["links"] == ["p1-wing-link"]


def test_requirement_not_met_is_refused():
    g = Game(scenario(p1={"hand": ["Wing Link"], "battle": ["Gabumon"]}, cards=CARDS))
    assert not [o for o in g.options if o.startswith("link")]
    g.answer("link p1-wing-link onto p1-gabumon")
    assert "link requirement" in g.find("refused")[-1].text


def test_limit_one_replaces_and_trashes_the_old_link():
    g = Game(scenario(p1={"hand": ["Other Link"],
                          "battle": [{"card": "Agumon", "links": ["Wing Link"]}]}, cards=CARDS))
    g.answer("link p1-other-link onto p1-agumon")
    assert g.stack("p1-agumon")["links"] == ["p1-other-link"]
    assert g.zone("p1-wing-link") == "p1.trash"
    assert g.find("link_replaced", "p1-wing-link")


def test_link_plus_raises_the_limit():
    g = Game(scenario(p1={"hand": ["Other Link"],
                          "battle": [{"card": "Big Agumon", "links": ["Wing Link"]}]},
                      cards={**CARDS, "Wing Link": {**CARDS["Wing Link"],
                                                    "text": "Link [Big Agumon]: Cost 1"}}))
    g.answer("link p1-other-link onto p1-big-agumon")
    assert g.stack("p1-big-agumon")["links"] == ["p1-wing-link", "p1-other-link"]
    assert not g.find("link_replaced")


def test_link_trashed_at_rule_check_when_requirement_fails():
    g = Game(scenario(p1={"hand": ["Greymon"],
                          "battle": [{"card": "Agumon", "links": ["Wing Link"]}]}, cards=CARDS))
    assert g.stack("p1-agumon")["dp"] == 4000
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.zone("p1-wing-link") == "p1.trash"
    step = g.find("link_trash", "p1-wing-link")[0]
    assert "manual-en/link-rules" in step.rules
    assert g.stack("p1-greymon")["dp"] == 5000


def test_link_effect_is_had_by_the_linked_digimon():
    cards = {**CARDS, "Wing Link": {**CARDS["Wing Link"], "text": "Link [Agumon]: Cost 1 "
                                    "Link DP: +2000 Link effect: [When Attacking] Gain 1 "
                                    "memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon", "links": ["Wing Link"]}]},
                      cards=cards))
    g.answer("attack p1-agumon -> player")
    step = g.find("activate", "p1-agumon")[0]
    assert step.data["timing"] == "when-attacking"
    assert g.mem() == 4
    # the card's own printed effects are not the link effect: Wing Link played alone has none
    g = Game(scenario(p1={"battle": ["Wing Link"]}, cards=cards))
    g.answer("attack p1-wing-link -> player")
    assert not g.find("activate", "p1-wing-link")


def test_a_level_or_higher_requirement_takes_that_level_and_above():
    """ST22-08's "Link Lv.3 or higher: Cost 2": a level 3 or 5 Digimon, not a level 2 one."""
    cards = {"Plug": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000,
                      "play_cost": 3, "text": "Link Lv.3 or higher: Cost 2"},
             "Big": {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000, "play_cost": 7},
             "Small": {"kind": "digimon", "color": "blue", "level": 2, "dp": 1000,
                       "play_cost": 0}}
    g = Game(scenario(p1={"hand": ["Plug"], "battle": ["Agumon", "Big", "Small"]}, cards=cards))
    assert sorted(o for o in g.options if o.startswith("link")) == [
        "link p1-plug onto p1-agumon", "link p1-plug onto p1-big"]
    g.answer("link p1-plug onto p1-small")
    assert "Lv.3 or higher" in g.find("refused")[-1].text


# linking by an effect (verbs/link_cards.py)
LINKER = {
    "Linker": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000, "play_cost": 5,
               "traits": ["Appmon"], "digivolve": [{"color": "blue", "level": 3, "cost": 2}],
               "text": "[When Digivolving] You may link up to 2 Digimon cards from your trash or "
                       "this Digimon's digivolution cards to 1 of your Digimon without paying "
                       "the costs."},
    "App A": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000, "play_cost": 3,
              "traits": ["Appmon"], "text": "Link [Appmon] trait: Cost 3 Link DP: +1000"},
    "App B": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000, "play_cost": 3,
              "traits": ["Appmon"], "text": "Link [Appmon] trait: Cost 3 Link DP: +2000"},
    "Plain": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3},
    "Other App": {"kind": "digimon", "color": "red", "level": 4, "dp": 4000, "play_cost": 4,
                  "traits": ["Appmon"]},
}


def _linker_game(**p1):
    base = {"hand": ["Linker"], "battle": [{"card": "App A"}, {"card": "Other App"}],
            "trash": ["App B", "Plain"]}
    return Game(scenario(p1={**base, **p1}, cards=LINKER))


def test_an_effect_links_from_the_places_printed_to_a_digimon_meeting_the_requirement():
    g = _linker_game()
    g.answer("digivolve p1-linker onto p1-app-a", "yes")
    # App A (now under Linker) and App B (trash) have <Link>; Plain has none (Q4533)
    assert sorted(g.options) == ["p1-app-a", "p1-app-b"]
    g.answer("p1-app-a")
    assert sorted(g.options) == ["p1-linker", "p1-other-app"]  # both meet [Appmon] trait
    g.answer("p1-linker")
    assert g.stack("p1-linker")["under"] == [] and g.stack("p1-linker")["links"] == ["p1-app-a"]
    step = g.find("link_by_effect", "p1-app-a")[0]
    assert step.data["origin"] == "digivolution cards" and "cr-en/10-1-3" in step.rules
    assert sorted(g.options) == ["none", "p1-app-b"]  # "up to": the player may stop
    g.answer("p1-app-b", "p1-other-app")
    assert g.stack("p1-other-app")["links"] == ["p1-app-b"]
    assert g.stack("p1-other-app")["dp"] == 6000 and g.mem() == 1  # only the digivolution paid


def test_linking_over_the_limit_trashes_the_old_link_card():
    g = _linker_game(battle=[{"card": "App A"}, {"card": "Other App", "links": ["App B"]}],
                     trash=["Plain"], hand=["Linker"])
    g.answer("digivolve p1-linker onto p1-app-a", "yes", "p1-other-app")
    assert g.stack("p1-other-app")["links"] == ["p1-app-a"]
    assert g.zone("p1-app-b") == "p1.trash" and g.find("link_replaced", "p1-app-b")


def test_nothing_to_link_does_nothing():
    g = _linker_game(battle=[{"card": "Plain"}], trash=[], hand=["Linker"])
    g.answer("digivolve p1-linker onto p1-plain", "yes")
    assert g.find("no_target", "p1-linker", clause="link")
    assert g.decision.kind == "main_action"


def test_the_reduced_cost_and_older_wordings_are_read_as_printed():
    from judgeapp.engine.dcg import text_ir as ir
    from judgeapp.engine.dcg.text_grammar import read_whole

    box = read_whole("[When Attacking] You may link 1 Digimon card with the [Appmon] trait from "
                     "your hand to this Digimon with the link cost reduced by 2.")
    link = box.items[0].sentences[0].clause.action
    assert isinstance(link, ir.LinkCards) and (link.reduce, link.link_word) == (2, True)
    box = read_whole("[Main] You may link 1 card from your hand with 1 of your Digimon without "
                     "paying the cost.")
    link = box.items[0].sentences[0].clause.action
    assert (link.to_word, link.onto, link.reduce) == ("with", 1, 0)


def test_a_reduced_link_cost_is_paid_never_below_zero():
    cards = {**LINKER, "Linker": {**LINKER["Linker"], "text": (
        "[When Digivolving] You may link 1 Digimon card from your trash to this Digimon with "
        "the cost reduced by 4.")}}
    g = Game(scenario(p1={"hand": ["Linker"], "battle": [{"card": "App A"}],
                          "trash": ["App B"]}, cards=cards))
    g.answer("digivolve p1-linker onto p1-app-a", "yes")
    assert g.find("pay_cost", "p1-app-b")[0].data["cost"] == 0  # 3 - 4: 0 (CR 4.2 1-3-9)
    assert g.stack("p1-linker")["links"] == ["p1-app-b"] and g.mem() == 1


def test_an_option_links_itself_only_on_the_field_it_names():
    """"Link this card to 1 of your Digimon": the battle area; "... on the field" also the
    breeding area (official Q&A Q5707); linked, the Option is not trashed (Q5451)."""
    plug = {"kind": "option", "color": "blue", "use_cost": 0,
            "text": "Link [Appmon] trait: Cost 2\n[Main] You may link this card to 1 of your "
                    "Digimon without paying the cost."}
    cards = {**LINKER, "Plug": plug,
             "Field Plug": {**plug, "text": plug["text"].replace("Digimon without",
                                                                 "Digimon on the field without")}}
    g = Game(scenario(p1={"hand": ["Plug"], "breeding": {"card": "App A"}}, cards=cards))
    g.answer("use p1-plug", "yes")
    assert g.find("no_target", "p1-plug", clause="link") and g.zone("p1-plug") == "p1.trash"
    g = Game(scenario(p1={"hand": ["Field Plug"], "breeding": {"card": "App A"}}, cards=cards))
    g.answer("use p1-field-plug", "yes")
    assert g.stack("p1-app-a")["links"] == ["p1-field-plug"] and not g.find("option_trash")
