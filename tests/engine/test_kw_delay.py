"""<Delay>: an Option placed in the battle area by its own effect, trashed on a later turn to
activate its effect (manual-en/kw-delay, glossary-en/kw-delay)."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError, ScenarioError

from .helpers import Game, scenario

RESERVE = {"Reserve": {"kind": "option", "color": "red", "use_cost": 1,
                       "text": "[Main] Place this card in your battle area. [Main] <Delay> "
                               "(Trash this card in your battle area to activate the effect "
                               "below. You can't activate this effect the turn this card "
                               "enters play.) • Gain 2 memory."}}
BLUE = {"Blue Reserve": {**RESERVE["Reserve"], "color": "blue"}}
DAWN = {"Dawn": {"kind": "option", "color": "red", "use_cost": 1,
                 "text": "[Main] Place this card in your battle area. "
                         "[Start of Your Main Phase] <Delay> • <Draw 2>."}}
WIPE = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete 1 of your opponent's Digimon."}}


def _placed(name: str = "Reserve", cards: dict | None = None, **board) -> Game:
    """p1 has Agumon and ``name`` placed in the battle area on an earlier turn."""
    field = [{"card": "Agumon"}, {"card": name, "by_effect": True}]
    return Game(scenario(p1={"battle": field}, cards=cards or RESERVE, **board))


def test_use_places_the_option_and_rule_check_c_leaves_it():
    g = Game(scenario(p1={"hand": ["Reserve"], "battle": [{"card": "Agumon"}]}, cards=RESERVE))
    g.answer("use p1-reserve")
    assert g.zone("p1-reserve") == "p1.battle"
    assert g.mem() == 2  # the use cost; the <Delay> effect is not used from the hand
    assert not g.find("option_trash") and not g.find("rule_trash")
    assert "manual-en/rule-check-c" in g.find("place_in_battle_area", "p1-reserve")[0].rules


def test_not_offered_and_refused_the_turn_it_was_placed():
    g = Game(scenario(p1={"hand": ["Reserve"], "battle": [{"card": "Agumon"}]}, cards=RESERVE))
    g.answer("use p1-reserve")
    assert "activate p1-reserve" not in g.options
    g.answer("activate p1-reserve")
    refused = g.find("refused")[0]
    assert "glossary-en/kw-delay" in refused.rules and "placed" in refused.text
    assert g.zone("p1-reserve") == "p1.battle" and g.mem() == 2


def test_a_board_option_played_this_turn_is_not_ready_either():
    field = [{"card": "Agumon"}, {"card": "Reserve", "by_effect": True,
                                  "played_this_turn": True}]
    g = Game(scenario(p1={"battle": field}, cards=RESERVE))
    assert "activate p1-reserve" not in g.options


def test_later_turn_trash_is_the_cost_then_the_effect_without_memory_or_color():
    g = _placed("Blue Reserve", BLUE)  # blue Option, only a red Digimon: no color requirement
    assert "activate p1-blue-reserve" in g.options
    g.answer("activate p1-blue-reserve")
    assert g.zone("p1-blue-reserve") == "p1.trash"
    assert g.mem() == 5 and not g.find("pay_cost")
    assert g.index("delay_trash") < g.index("memory")
    assert "manual-en/kw-delay" in g.find("activate", "p1-blue-reserve")[0].rules


def test_a_security_effect_can_place_the_option_in_the_battle_area():
    cards = {"Guard": {"kind": "option", "color": "red", "use_cost": 1,
                       "text": "[Main] <Delay> • Gain 1 memory.",
                       "security": "[Security] Place this card in your battle area."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]},
                      p2={"security": [{"card": "Guard"}]}, cards=cards))
    g.answer("attack p1-agumon -> player")
    assert g.zone("p2-guard") == "p2.battle"
    assert not g.find("security_trash", "p2-guard") and not g.find("rule_trash")
    assert g.stack("p2-guard")["played_this_turn"]  # its <Delay> waits for a later turn


def test_an_option_in_the_battle_area_is_not_a_digimon():
    g = _placed()
    assert g.stack("p1-reserve")["dp"] is None
    assert not [o for o in g.options if o.startswith("attack p1-reserve")]
    g.answer("attack p1-reserve -> player")
    assert g.find("refused") and g.zone("p1-reserve") == "p1.battle"


def test_an_option_in_the_battle_area_is_not_chosen_by_digimon_targets():
    field = [{"card": "Gabumon"}, {"card": "Reserve", "by_effect": True}]
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": field}, cards={**RESERVE, **WIPE}))
    g.answer("use p1-wipe")
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-reserve") == "p2.battle"


def test_start_of_main_phase_delay_triggers_and_trashing_is_optional():
    g = _placed("Dawn", DAWN, phase="draw")
    g.answer("skip")  # the breeding phase; then the main phase starts
    assert g.find("trigger", "p1-dawn") and g.decision.kind == "pay_cost"
    g.answer("yes")
    assert g.zone("p1-dawn") == "p1.trash"
    assert len(g.snapshot["players"]["p1"]["hand"]) == 3  # the turn's draw and <Draw 2>


def test_start_of_main_phase_delay_declined_keeps_the_card():
    g = _placed("Dawn", DAWN, phase="breeding")
    g.answer("skip", "no")
    assert g.zone("p1-dawn") == "p1.battle" and g.find("cost_declined", "p1-dawn")


def test_start_of_main_phase_delay_triggers_but_cannot_activate_the_turn_it_was_placed():
    """An effect triggers even if it will do nothing (ENGINE.md); <Delay> then can't activate
    'the turn this card enters play' (glossary-en/kw-delay), and the step says so."""
    field = [{"card": "Agumon"}, {"card": "Dawn", "by_effect": True, "played_this_turn": True}]
    g = Game(scenario(p1={"battle": field}, cards=DAWN, phase="breeding"))
    g.answer("skip")
    assert g.index("trigger", "p1-dawn") < g.index("cannot_activate", "p1-dawn")
    (step,) = g.find("cannot_activate", "p1-dawn")
    assert "turn its card was placed" in step.text and "glossary-en/kw-delay" in step.rules
    assert g.zone("p1-dawn") == "p1.battle" and g.decision.kind == "main_action"


def test_parser_reads_delay_and_refuses_what_is_not_modelled():
    main, delay = parse_text(RESERVE["Reserve"]["text"])
    assert main.keyword is None and delay.keyword == "delay" and delay.type == "activation"
    for text in ("<Delay>", "[On Play] <Delay> • Gain 1 memory.",
                 "[Your Turn] <Delay> • Gain 1 memory."):
        with pytest.raises(CardTextError):
            parse_text(text)


@pytest.mark.parametrize("card", [
    {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 1,
     "text": "[Main] <Delay> • Gain 1 memory."},
    {"kind": "option", "color": "red", "use_cost": 1,
     "text": "[Main] Place this card in your battle area. [Your Turn] All of your Digimon get "
             "+1000 DP."},
    {"kind": "option", "color": "red", "use_cost": 1,
     "text": "[Your Turn] All of your Digimon get +1000 DP.",
     "security": "[Security] Place this card in your battle area."},
])
def test_cards_the_engine_cannot_rule_on_are_refused(card):
    with pytest.raises(ScenarioError) as err:
        Game(scenario(cards={"Odd": card}))
    assert "Delay" in str(err.value)


def test_a_board_option_placed_by_effect_with_other_effects_is_refused():
    cards = {"Aura": {"kind": "option", "color": "red", "use_cost": 1,
                      "text": "[Your Turn] All of your Digimon get +1000 DP."}}
    with pytest.raises(ScenarioError) as err:
        Game(scenario(p1={"battle": [{"card": "Aura", "by_effect": True}]}, cards=cards))
    assert "battle[0].card" in str(err.value)


GUARDED = {"Vigil": {"kind": "option", "color": "red", "use_cost": 1,
                     "text": "[Main] Place this card in your battle area. [Start of Your Turn] "
                             "If your opponent has a Digimon, <Delay>. • Gain 2 memory."}}
RALLY = {"Rally": {"kind": "option", "color": "red", "use_cost": 1,
                   "text": "[Main] Place this card in your battle area. [Your Turn] When one "
                           "of your Digimon attacks, <Delay> • Gain 1 memory."}}


def test_a_condition_before_delay_is_the_effects_processing_condition():
    (_main, delay) = parse_text(GUARDED["Vigil"]["text"])
    assert delay.keyword == "delay" and delay.condition.subject == "has-described"
    g = _placed("Vigil", GUARDED, phase="unsuspend", p2={"battle": ["Gabumon"]})
    assert g.find("trigger", "p1-vigil") and g.decision.kind == "pay_cost"
    g.answer("yes")
    assert g.zone("p1-vigil") == "p1.trash" and g.find("memory")


def test_a_delay_whose_condition_fails_cannot_activate_and_the_card_stays():
    g = _placed("Vigil", GUARDED, phase="unsuspend")
    (step,) = g.find("cannot_activate", "p1-vigil")
    assert "processing condition" in step.text
    assert g.zone("p1-vigil") == "p1.battle" and not g.find("delay_trash")


def test_a_triggered_delay_trashes_the_card_when_its_trigger_is_met():
    (_main, delay) = parse_text(RALLY["Rally"]["text"])
    assert delay.trigger.event == "attack" and delay.type == "trigger"
    g = _placed("Rally", RALLY)
    g.answer("attack p1-agumon -> player")
    assert g.find("trigger", "p1-rally") and g.decision.kind == "pay_cost"
    before = g.mem()
    g.answer("yes")
    assert g.zone("p1-rally") == "p1.trash" and g.mem() == before + 1


CS_RALLY = {"CS Rally": {"kind": "option", "color": "red", "use_cost": 1,
                         "text": "[Main] Place this card in your battle area. [Your Turn] When "
                                 "one of your [CS] trait Digimon attacks, <Delay> • Gain 1 "
                                 "memory."},
            "Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                       "play_cost": 3, "traits": ["CS"]},
            "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000,
                        "play_cost": 3}}


def test_a_triggered_delay_keeps_the_qualifier_of_its_trigger():
    """Review 18 (BT23-091 Wolkenapalm, BT23-095 Crescent Leaf): "When one of your [CS] trait
    Digimon attacks, <Delay>" used to trigger on any of your Digimon's attacks."""
    (_main, delay) = parse_text(CS_RALLY["CS Rally"]["text"])
    assert delay.trigger.subject is not None and delay.trigger.subject.trait == "CS"
    field = [{"card": "Gabumon"}, {"card": "Agumon"}, {"card": "CS Rally", "by_effect": True}]
    g = Game(scenario(p1={"battle": field}, cards=CS_RALLY))
    g.answer("attack p1-gabumon -> player")
    assert not g.find("trigger", "p1-cs-rally")  # Gabumon has no [CS] trait
    g = Game(scenario(p1={"battle": field}, cards=CS_RALLY))
    g.answer("attack p1-agumon -> player")
    assert g.find("trigger", "p1-cs-rally")
