"""Digivolution requirement lines (requirements.py): read, rendered back, lowered, and used by
the main phase's digivolve options (CR 4.2 2-3-5-3, 8-1-3-1)."""

import pytest

from judgeapp.engine.dcg.requirements import DigivolveReq as R
from judgeapp.engine.dcg.requirements import RequirementError
from judgeapp.engine.dcg.text_grammar import read_requirement as read_line
from judgeapp.engine.errors import ScenarioError

from .helpers import Game, scenario

# every printed shape read, with the requirements it means (one per alternative)
READ = [
    ("[Digivolve] Lv.4 w/[Hero] trait: Cost 3", [R(3, level=4, trait="Hero")]),
    ("[Digivolve]Lv.5 w/[SoC] trait: Cost 3", [R(3, level=5, trait="SoC")]),
    ("[Digivolve] Lv.5 w/[ADVENTURE]/[Hero] trait: Cost 3",
     [R(3, level=5, trait="ADVENTURE"), R(3, level=5, trait="Hero")]),
    ("[Digivolve] [Ryudamon]/Lv.3 w/[Chronicle] trait: Cost 2",
     [R(2, name="Ryudamon"), R(2, level=3, trait="Chronicle")]),
    ("[Digivolve] Lv.4 w/[Growlmon] in name or w/[Hero] trait: Cost 3",
     [R(3, level=4, name_has="Growlmon"), R(3, level=4, trait="Hero")]),
    ("[Digivolve] Lv.5 w/[Greymon] in name: Cost 3", [R(3, level=5, name_has="Greymon")]),
    ("[Digivolve]Lv.5 w/[Greymon] in its name: Cost 3", [R(3, level=5, name_has="Greymon")]),
    ("Digivolve: 3 from Lv.4 w/[Gammamon] in name", [R(3, level=4, name_has="Gammamon")]),
    ("[Digivolve] Lv.5 w/[Gammamon] in text: Cost 3", [R(3, level=5, text_has="Gammamon")]),
    ("[Digivolve] Lv.3 w/[Omnimon] in text or w/[ADVENTURE] trait: Cost 2",
     [R(2, level=3, text_has="Omnimon"), R(2, level=3, trait="ADVENTURE")]),
    ("Digivolve: 0 from Lv.2 w/<Save> in text", [R(0, level=2, text_has="<Save>")]),
    ("[Digivolve] [Shakkoumon]/[Zudomon]: Cost 3", [R(3, name="Shakkoumon"),
                                                   R(3, name="Zudomon")]),
    ("Digivolve: 3 from [Paildramon] or [Dinobeemon]", [R(3, name="Paildramon"),
                                                        R(3, name="Dinobeemon")]),
    ("Digivolve: 0 if name contains [Gatomon]", [R(0, name_has="Gatomon")]),
    ("Digivolve: 3 from Lv.4 if name contains [Growlmon]",
     [R(3, level=4, name_has="Growlmon")]),
    ("Digivolve: 4 from Lv.5 w/[Etemon] or [Sukamon] in name",
     [R(4, level=5, name_has="Etemon"), R(4, level=5, name_has="Sukamon")]),
    ("[Digivolve] Lv.4 w/[Numemon] in name or Lv.3 w/[CS] trait: Cost 2",
     [R(2, level=4, name_has="Numemon"), R(2, level=3, trait="CS")]),
    ("[Digivolve] Black Lv.2 w/[X Antibody] trait: Cost 0",
     [R(0, color="black", level=2, trait="X Antibody")]),
    ("[Digivolve]Blue/Red Lv.4 w/[Hybrid] trait: Cost 3",
     [R(3, color="blue", level=4, trait="Hybrid"), R(3, color="red", level=4, trait="Hybrid")]),
    ("Digivolve: 4 from red, black, or purple Lv.4 w/<Save> text",
     [R(4, color=c, level=4, text_has="<Save>") for c in ("red", "black", "purple")]),
    ("[Digivolve] Lv.5 w/[Tyrannomon] in name w/o [X Antibody] trait: Cost 1",
     [R(1, level=5, name_has="Tyrannomon", not_trait="X Antibody")]),
    ("Digivolve: 2 from Lv.3 w/[Agumon] in name and [Dinosaur] trait",
     [R(2, level=3, name_has="Agumon", trait="Dinosaur")]),
    ("[Digivolve]Lv.2 [Argomon]: Cost 0", [R(0, level=2, name="Argomon")]),
    ("[Digivolve]Lv.5 or higher w/[Lucemon] in its name: Cost 3",
     [R(3, min_level=5, name_has="Lucemon")]),
    ("Digivolve: 3 from Lv.4 2-color w/green", [R(3, level=4, color_count=2, color="green")]),
    # Q3484: the level binds "2-color w/green" too
    ("Digivolve: 3 from Lv.4 w/[Gargomon] in name or 2-color w/green",
     [R(3, level=4, name_has="Gargomon"), R(3, level=4, color_count=2, color="green")]),
    ("[Digivolve] 2-color w/[Magnamon] in name: Cost 5",
     [R(5, color_count=2, name_has="Magnamon")]),
    ("Digivolve: 0 from Lv.2 w/[Xros Heart] in traits", [R(0, level=2, trait_in="Xros Heart")]),
    ("[Digivolve] Lv.4 w/[Aqua] or [Sea Animal] in any trait or w/[TS] trait: Cost 3",
     [R(3, level=4, trait_part="Aqua"), R(3, level=4, trait_part="Sea Animal"),
      R(3, level=4, trait="TS")]),
    # the cards under it: at least N with the trait (Q2925), or one of that name
    ("[Digivolve][Takuya Kanbara] w/5 [Hybrid] trait cards under it: Cost 5",
     [R(5, name="Takuya Kanbara", under_min=5, under_trait="Hybrid")]),
    ("[Digivolve] [Takuya Kanbara] w/2 or more [Hybrid] trait cards under: Cost 3",
     [R(3, name="Takuya Kanbara", under_min=2, under_trait="Hybrid")]),
    ("Digivolve: 3 from [Siriusmon] w/[Arcturusmon] digivolution card",
     [R(3, name="Siriusmon", under_min=1, under_name="Arcturusmon")]),
    ("[Digivolve] Non-white Lv.4 w/[Puppet]/[Shambala] trait: Cost 3",
     [R(3, level=4, trait="Puppet", not_color="white"),
      R(3, level=4, trait="Shambala", not_color="white")]),
    ("[Digivolve][Sephirothmon] w/[Mercurymon] in digivolution cards: Cost 4",
     [R(4, name="Sephirothmon", under_min=1, under_name="Mercurymon")]),
]


@pytest.mark.parametrize(("line", "reqs"), READ)
def test_each_printed_shape_is_read_with_its_meaning(line, reqs):
    assert list(read_line(line)) == reqs


@pytest.mark.parametrize(("line", "why"), [
    ("[Digivolve] While opponent has a 10000 DP or higher Digimon, [Huckmon]: Cost 5",
     "only requirements"),  # a condition the card-text grammar doesn't read
    ("[Digivolve] While you have 3 or fewer security cards [Rie Kishibe]: Cost 5",
     "only requirements"),  # no comma after the condition (BT22-067)
    ("[Digivolve][Nene Amano] w/ [Shademon] under: Cost 3", "only requirements"),
    ("[Digivolve] [Titamon] w/o 3 colors: Cost 2", "colors a card lacks"),
    ("[Digivolve] Play cost 12 [Ceresmon]: Cost 2", "play cost"),
    ("[Digivolve] Lv.5 w/[Beastkin]/[Dark Dragon]/[TS]: Cost 3", "only requirements"),
    ("[Digivolve] Lv.3 w/[TS] trait: Cost 02", "renders as"),  # extraction damage
])
def test_other_shapes_are_refused_with_the_reason(line, why):
    with pytest.raises(RequirementError) as exc:
        read_line(line)
    assert why in exc.value.reason.lower()
    assert line in str(exc.value)


@pytest.mark.parametrize(("line", "name", "subject"), [
    ("[Digivolve] While you have [Yao Qinglan], [MarineBullmon]: Cost 6", "MarineBullmon",
     "has-name"),
    ("[Digivolve][Agumon] while you have 2 or fewer security cards: Cost 3", "Agumon",
     "security"),
])
def test_a_requirement_while_a_condition_holds_keeps_its_condition(line, name, subject):
    """Official Q&A Q4012: a standard requirement that references the condition."""
    from judgeapp.engine.dcg.cardtext import extract_rules
    (req,) = extract_rules(line)[1].digivolve
    assert req.name == name and req.condition.subject == subject


@pytest.mark.parametrize(("security", "offered"), [(2, True), (3, False)])
def test_the_condition_is_checked_when_digivolving(security, offered):
    cards = {"Bravery": {"kind": "digimon", "color": "red", "level": 7, "dp": 14000,
                         "play_cost": 8, "digivolve": [{"color": "red", "level": 6, "cost": 3}],
                         "text": "[Digivolve][Agumon] while you have 2 or fewer security "
                                 "cards: Cost 3"}}
    g = Game(scenario(p1={"hand": ["Bravery"], "battle": ["Agumon"], "security": security},
                      cards=cards))
    assert ("digivolve p1-bravery onto p1-agumon" in g.options) is offered


GREYMON = {"kind": "digimon", "colors": ["red", "black"], "level": 4, "dp": 6000,
           "play_cost": 6, "digivolve": [{"color": "red", "level": 3, "cost": 3}],
           "text": "[Digivolve] Lv.3 w/[Agumon] in name or w/[TS] trait: Cost 2"}


def _cards(**more):
    return {"Greymon (TS)": GREYMON, **more}


def test_a_digimon_meeting_a_line_is_offered_and_pays_its_cost():
    cards = _cards(ToyAgumon={"kind": "digimon", "color": "yellow", "level": 3, "dp": 2000,
                              "play_cost": 3})
    g = Game(scenario(p1={"hand": ["Greymon (TS)"], "battle": [{"card": "ToyAgumon"}]},
                      cards=cards))
    assert "digivolve p1-greymon-ts onto p1-toyagumon" in g.options
    g.answer("digivolve p1-greymon-ts onto p1-toyagumon")
    step = g.find("digivolve", "p1-greymon-ts")[0]
    assert step.data["cost"] == 2 and "cr-en/2-3-5-3" in step.rules
    assert "manual-en/specifying-names" in step.rules
    assert g.mem() == 1


def test_the_level_binds_the_alternative_printed_without_one():
    """Q6066: "Lv.5 w/[WarGrowlmon] in name or w/[Hero] trait" needs the level for the trait."""
    cards = _cards(Kamemon={"kind": "digimon", "color": "blue", "level": 4, "dp": 4000,
                            "play_cost": 4, "traits": ["TS"]},
                   Elecmon={"kind": "digimon", "color": "yellow", "level": 3, "dp": 3000,
                            "play_cost": 3, "traits": ["TS"]})
    g = Game(scenario(p1={"hand": ["Greymon (TS)"], "battle": [{"card": "Kamemon"},
                                                               {"card": "Elecmon"}]},
                      cards=cards))
    offered = [o for o in g.options if o.startswith("digivolve")]
    assert offered == ["digivolve p1-greymon-ts onto p1-elecmon"]
    g.answer("digivolve p1-greymon-ts onto p1-kamemon")
    refused = g.find("refused")[0]
    assert "Lv.3 [TS] trait" in refused.text and "cr-en/2-3-5-3" in refused.rules


def test_a_trait_is_matched_whatever_its_case():
    """EX7-038 Gotsumon prints "w/[NSP] trait" for the [NSp] trait."""
    cards = {"Gotsumon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                          "play_cost": 3, "text": "[Digivolve]Lv.2 w/[NSP] trait: Cost 0"},
             "Egg": {"kind": "digi-egg", "color": "red", "level": 2, "traits": ["NSp"]}}
    g = Game(scenario(p1={"hand": ["Gotsumon"], "breeding": {"card": "Egg"}}, cards=cards))
    assert "digivolve p1-gotsumon onto p1-egg" in g.options


def test_the_scenario_list_takes_the_same_parts():
    cards = {"Zenimon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                         "play_cost": 3,
                         "digivolve": [{"level": 2, "text_has": "<Save>", "cost": 0}]},
             "Egg": {"kind": "digi-egg", "color": "red", "level": 2,
                     "inherited": "[On Deletion] <Save>."},
             "Egg2": {"kind": "digi-egg", "color": "red", "level": 2,
                      "inherited": "<Material Save 2>"}}
    g = Game(scenario(p1={"hand": ["Zenimon"], "breeding": {"card": "Egg"}}, cards=cards))
    assert "digivolve p1-zenimon onto p1-egg" in g.options
    g = Game(scenario(p1={"hand": ["Zenimon"], "breeding": {"card": "Egg2"}}, cards=cards))
    assert not any(o.startswith("digivolve") for o in g.options)


def test_a_bad_scenario_requirement_names_the_field():
    cards = {"Zenimon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                         "play_cost": 3, "digivolve": [{"level": 2, "in_text": "x", "cost": 0}]}}
    with pytest.raises(ScenarioError) as exc:
        Game(scenario(p1={"hand": ["Zenimon"]}, cards=cards))
    assert "digivolve[0]" in str(exc.value)


def test_an_unread_line_refuses_the_card_naming_the_line():
    cards = {"Gallantmon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                            "play_cost": 12,
                            "text": "[Digivolve] Play cost 12 [Growlmon]: Cost 1"}}
    with pytest.raises(ScenarioError) as exc:
        Game(scenario(cards=cards))
    assert "Play cost 12 [Growlmon]" in str(exc.value) and "text" in str(exc.value)


def test_a_requirement_naming_a_tamer_is_offered_and_stops_unmodelled():
    """"[Digivolve] [Zoe Orimoto]: Cost 3" (BT18-049): the Tamer digivolves as a Tamer (Q6903);
    the engine offers it (it is legal) and stops there rather than guess the rest."""
    cards = {"Zephyrmon": {"kind": "digimon", "color": "green", "level": 5, "dp": 7000,
                           "play_cost": 7, "text": "[Digivolve][Zoe Orimoto]: Cost 3"},
             "Zoe Orimoto": {"kind": "tamer", "color": "green", "play_cost": 3},
             "Other Tamer": {"kind": "tamer", "color": "green", "play_cost": 3}}
    g = Game(scenario(p1={"hand": ["Zephyrmon"], "battle": [{"card": "Zoe Orimoto"},
                                                            {"card": "Other Tamer"}]},
                      cards=cards))
    offered = [o for o in g.options if o.startswith("digivolve")]
    assert offered == ["digivolve p1-zephyrmon onto p1-zoe-orimoto"]
    g.answer("digivolve p1-zephyrmon onto p1-zoe-orimoto")
    assert g.events[-1] == "unmodelled" and "Q6903" in g.steps[-1].data["reason"]


def _digimon(color, level, **more):
    colors = {"colors": color} if isinstance(color, list) else {"color": color}
    return {"kind": "digimon", **colors, "level": level, "dp": 4000, "play_cost": 4, **more}


def _offered(g):
    return sorted(o for o in g.options if o.startswith("digivolve"))


def test_a_number_of_colors_is_exact_and_the_color_must_be_one_of_them():
    """EX4-029 "Digivolve: 3 from Lv.4 2-color w/green" (Q3484: a 2-color Lv.4 Digimon with
    green): a green/yellow Lv.4 meets it; a green one, a 3-color one with green, a red/blue
    one and a green/yellow Lv.3 don't."""
    cards = {"Twin": _digimon("green", 5, text="Digivolve: 3 from Lv.4 2-color w/green"),
             "GY4": _digimon(["green", "yellow"], 4), "G4": _digimon("green", 4),
             "GYB4": _digimon(["green", "yellow", "black"], 4),
             "RB4": _digimon(["red", "blue"], 4), "GY3": _digimon(["green", "yellow"], 3)}
    battle = [{"card": n} for n in ("GY4", "G4", "GYB4", "RB4", "GY3")]
    g = Game(scenario(p1={"hand": ["Twin"], "battle": battle}, cards=cards))
    assert _offered(g) == ["digivolve p1-twin onto p1-gy4"]
    g.answer("digivolve p1-twin onto p1-gy4")
    step = g.find("digivolve", "p1-twin")[0]
    assert step.data["cost"] == 3 and "cr-en/2-3-5-3" in step.rules


def test_or_higher_takes_the_level_and_above_and_level_name_needs_both():
    cards = {"Demon": _digimon("purple", 6, text="[Digivolve]Lv.5 or higher w/[Lucemon] in its "
                                                 "name: Cost 3"),
             "Lucemon FM": _digimon("purple", 5), "Lucemon SM": _digimon("purple", 6),
             "Lucemon": _digimon("purple", 3), "Larva": _digimon("purple", 6),
             "Argomon L3": _digimon("green", 3, text="[Digivolve]Lv.2 [Argomon]: Cost 0"),
             "Argomon": _digimon("green", 2), "Argomon2": {"kind": "digi-egg", "color": "green",
                                                        "level": 2}}
    battle = [{"card": n} for n in ("Lucemon FM", "Lucemon SM", "Lucemon", "Larva")]
    g = Game(scenario(p1={"hand": ["Demon"], "battle": battle}, cards=cards))
    assert _offered(g) == ["digivolve p1-demon onto p1-lucemon-fm",
                           "digivolve p1-demon onto p1-lucemon-sm"]
    g = Game(scenario(p1={"hand": ["Argomon L3"], "breeding": {"card": "Argomon2"},
                          "battle": [{"card": "Argomon"}]}, cards=cards))
    assert _offered(g) == ["digivolve p1-argomon-l3 onto p1-argomon"]


XROS = {"Xros Three": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                       "play_cost": 3, "text": "Digivolve: 0 from Lv.2 w/[Xros Heart] in traits"},
        "Heart Egg": {"kind": "digi-egg", "color": "yellow", "level": 2,
                      "traits": ["Xros Heart"]},
        "Army Egg": {"kind": "digi-egg", "color": "yellow", "level": 2,
                     "traits": ["Xros Heart Army"]},
        "Plain Egg": {"kind": "digi-egg", "color": "yellow", "level": 2, "traits": ["Free"]}}


def test_in_traits_is_met_where_both_readings_agree():
    """"w/[Xros Heart] in traits": the trait itself meets it both ways; a card with no trait
    including it meets it neither way (trait_reading: both readings, CR 4.2 2-3-2-3/2-3-2-4)."""
    g = Game(scenario(p1={"hand": ["Xros Three"], "breeding": {"card": "Heart Egg"}},
                      cards=XROS))
    assert "digivolve p1-xros-three onto p1-heart-egg" in g.options
    g = Game(scenario(p1={"hand": ["Xros Three"], "breeding": {"card": "Plain Egg"}},
                      cards=XROS))
    assert not any(o.startswith("digivolve") for o in g.options)


def test_in_traits_stops_the_run_where_the_readings_differ():
    """[Xros Heart Army] includes [Xros Heart] without being it: not settled, the run stops
    naming the card and the trait rather than rule either way."""
    g = Game(scenario(p1={"hand": ["Xros Three"], "breeding": {"card": "Army Egg"}},
                      cards=XROS))
    assert g.events[-1] == "trait_unsettled" and g.decision is None
    assert g.steps[-1].data["trait"] == "Xros Heart Army"
