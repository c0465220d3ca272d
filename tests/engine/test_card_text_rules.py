"""The manual's Card Text Rules (manual-en/card-text-rules): modelled ones behave as written,
the others are refused by name, never silently accepted."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.card_refs import distinct_colors, text_includes
from judgeapp.engine.dcg.keyword_rules import CARD_TEXT_RULES
from judgeapp.engine.errors import ScenarioError
from judgeapp.engine.ruleset import get_ruleset
from rulesdb.corpus import load_corpus
from tests.engine.helpers import Game, scenario

OPTION = {"kind": "option", "color": "red", "use_cost": 0}


def _boost(text):
    return scenario(p1={"hand": ["Boost", "Agumon"], "battle": ["Tai Kamiya"]},
                    cards={"Boost": {**OPTION, "text": text}}, memory={"p1": 5})


def test_all_effect_reaches_a_digimon_played_later():
    g = Game(_boost("[Main] All of your Digimon get +2000 DP for the turn."))
    g.answer("use p1-boost", "play p1-agumon")
    assert g.stack("p1-agumon")["dp"] == 4000


def test_target_effect_does_not_reach_a_digimon_played_later():
    scn = _boost("[Main] 1 of your Digimon gets +2000 DP for the turn.")
    scn["board"]["p1"]["battle"].append("Gabumon")
    g = Game(scn).answer("use p1-boost", "play p1-agumon")
    assert g.stack("p1-gabumon")["dp"] == 5000
    assert g.stack("p1-agumon")["dp"] == 2000


def test_every_card_text_rule_has_a_status_and_a_corpus_section():
    corpus = load_corpus()
    for section, (status, note) in CARD_TEXT_RULES.items():
        assert status in ("modelled", "partial", "not modelled") and note
        assert corpus.section(f"manual-en/{section}") is not None


@pytest.mark.parametrize("text, section", [
    ("[Main] 1 of your Digimon isn't affected by your opponent's effects for the turn.",
     "isnt-affected-by-effects"),
    ("[Main] Place 1 of your opponent's Digimon as the top security card.",
     "placing-cards-in-private-areas"),
    ("[Main] Switch the target of attack to 1 of your Digimon.", "changing-an-attack-target"),
])
def test_unmodelled_card_text_rules_are_refused_by_name(text, section):
    assert CARD_TEXT_RULES[section][0] == "not modelled"
    with pytest.raises(ScenarioError, match=section):
        _setup({"X": {**OPTION, "text": text}}, p1={"hand": ["X"]})


@pytest.mark.parametrize("text, section", [
    ("[Your Turn] When one of your Digimon with [Greymon] in its name attacks, <Draw 1>.",
     "specifying-names"),
    ("[Main] Delete 1 of your opponent's Digimon with [Knightmon] in its text.",
     "with-xx-in-its-text"),
    ("[Main] Play 2 Digimon cards with different colors from your hand without paying the "
     "cost.", "with-different-xx"),
    ("[Main] Play up to 2 Digimon cards with different colors from your hand.",
     "with-different-xx"),
    ("[Main] Delete 2 of your opponent's Digimon with different names.", "with-different-xx"),
    ("[Main] By trashing 2 cards with different colors in your hand, <Draw 2>.",
     "with-different-xx"),
])
def test_card_text_rules_read_in_part_refuse_the_rest_by_name(text, section):
    assert CARD_TEXT_RULES[section][0] == "partial"
    with pytest.raises(ScenarioError, match=f"unsupported card text .+: card text rule "
                                            f"'{section}' .* is read only in some forms"):
        _setup({"X": {**OPTION, "text": text}}, p1={"hand": ["X"]})


def _setup(cards, **players):
    return get_ruleset("dcg").setup(scenario(cards=cards, **players))


# ---------------------------------------------------------------- with [X] in its name

GREYMONS = {
    "MetalGreymon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000,
                     "play_cost": 7},
    "WarGreymon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                   "play_cost": 12},
    "Agumon Expert": {"kind": "tamer", "color": "red", "play_cost": 2},
}


def _option(text, hand=(), p1=None, p2=None):
    """p1 uses the red Option ``text`` (Tai Kamiya meets its color requirement)."""
    p1 = {"battle": [], **(p1 or {})}
    p1["battle"] = ["Tai Kamiya", *p1["battle"]]
    return scenario(cards={"Boost": {**OPTION, "text": text}, **GREYMONS, **TEXT_CARDS,
                           **COLORED},
                    p1={**p1, "hand": ["Boost", *hand]}, p2=p2, memory={"p1": 5})


def test_target_with_a_name_part_chooses_among_names_that_include_it():
    g = Game(_option("[Main] Delete 1 of your opponent's Digimon with [Greymon] in its name.",
                     p2={"battle": ["Agumon", "MetalGreymon", "Gabumon"]}))
    g.answer("use p1-boost")
    assert g.zone("p2-metalgreymon") == "p2.trash"
    assert g.zone("p2-agumon") == "p2.battle"


def test_target_with_several_name_parts_asks_among_all_of_them():
    g = Game(_option("[Main] Delete 1 of your opponent's Digimon with [Greymon] or [Gabumon] "
                     "in its name.", p2={"battle": ["Agumon", "MetalGreymon", "Gabumon"]}))
    g.answer("use p1-boost")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-metalgreymon", "p2-gabumon"]
    assert "manual-en/specifying-names" in g.decision.rules


def test_a_persistent_effect_on_digimon_with_a_name_part():
    g = Game(scenario(cards={**GREYMONS, "Tai Kamiya": {
        "kind": "tamer", "color": "red", "play_cost": 2,
        "text": "[Your Turn] All of your Digimon with [Greymon] in their names get +1000 DP."}},
        p1={"battle": ["Tai Kamiya", "MetalGreymon", "Agumon"]}))
    assert g.stack("p1-metalgreymon")["dp"] == 8000
    assert g.stack("p1-agumon")["dp"] == 2000


def test_a_bracketed_name_alone_is_that_exact_name():
    g = Game(_option("[Main] Play 1 [Greymon] from your hand without paying the cost.",
                     hand=["MetalGreymon"]))
    g.answer("use p1-boost")
    assert g.find("no_target") and g.zone("p1-metalgreymon") == "p1.hand"


def test_return_from_trash_with_one_of_several_name_parts():
    g = Game(_option("[Main] Return 1 card with [Garurumon], [Greymon] or [Omnimon] in its "
                     "name from your trash to the hand.",
                     p1={"trash": ["Agumon", "WarGreymon"]}))
    g.answer("use p1-boost")
    assert g.zone("p1-wargreymon") == "p1.hand" and g.zone("p1-agumon") == "p1.trash"
    step = g.find("trash_to_hand", "p1-wargreymon")[0]
    assert "manual-en/specifying-names" in step.rules


def test_condition_on_a_tamer_with_a_name_part():
    text = "[Main] If you have a Tamer with [Agumon] in its name, <Draw 1>."
    assert Game(_option(text, p1={"battle": ["Agumon Expert"]})).answer(
        "use p1-boost").find("draw")
    g = Game(_option(text, p1={"battle": ["Agumon"]})).answer("use p1-boost")
    assert g.find("condition_false") and not g.find("draw")  # Agumon is no Tamer


# ---------------------------------------------------------------- with [X] in its text

TEXT_CARDS = {
    "Saver": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
              "text": "[On Deletion] <Save>."},
    "Material": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
                 "text": "<Material Save 2>"},
    "Squire": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3,
               "traits": ["Knightmon Squire"]},
}


def _cost_game(spec, hand):
    return Game(_option(f"[Main] By trashing 1 card with {spec} in its text in your hand, "
                        "<Draw 2>.", hand))


def test_an_icon_in_its_text_is_only_that_exact_icon():
    g = _cost_game("<Save>", ["Material"]).answer("use p1-boost")
    assert g.find("cost_unpayable") and g.zone("p1-material") == "p1.hand"
    g = _cost_game("<Save>", ["Material", "Saver"]).answer("use p1-boost", "yes")
    assert g.zone("p1-saver") == "p1.trash" and g.zone("p1-material") == "p1.hand"
    assert len(g.find("draw")) == 2


def test_bracketed_text_is_found_in_the_traits_too():
    g = _cost_game("[Knightmon]", ["Agumon", "Squire"]).answer("use p1-boost", "yes")
    assert g.zone("p1-squire") == "p1.trash"
    assert "manual-en/with-xx-in-its-text" in g.find("trash_hand")[0].rules


def test_text_reads_every_printed_part_of_the_card():
    greymon = get_ruleset("dcg").setup(scenario(p1={"hand": ["Greymon"]})).cards[
        "p1-greymon"].defn
    assert text_includes(greymon, "Greymon")  # its name
    assert text_includes(greymon, "red Lv.3")  # its digivolution requirement, as printed
    assert not text_includes(greymon, "Agumon")


def test_text_is_the_printed_card_never_a_gained_effect():
    """A Digimon that gains <Blocker> has no <Blocker> in its text: the card definition holds
    the printed text boxes only."""
    g = Game(_option("[Main] 1 of your Digimon gains <Blocker> for the turn.",
                     p1={"battle": ["Agumon"]}))
    g.answer("use p1-boost")
    assert "blocker" in g.stack("p1-agumon")["keywords"]
    assert not text_includes(g.state.cards["p1-agumon"].defn, "<Blocker>")


# ---------------------------------------------------------------- with different colors

COLORED = {
    "RedBlue": {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 1000,
                "play_cost": 3},
    "RedBlue2": {"kind": "digimon", "colors": ["red", "blue"], "level": 3, "dp": 1000,
                 "play_cost": 3},
    "Red": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3},
    "Red2": {"kind": "digimon", "color": "red", "level": 3, "dp": 1000, "play_cost": 3},
    "Plain": {"kind": "digimon", "level": 3, "dp": 1000, "play_cost": 3},
}
DIFFERENT = ("[Main] You may play up to 2 Digimon cards with different colors from your hand "
             "without paying the cost.")


def _different(hand):
    return Game(_option(DIFFERENT, hand))


def test_two_red_blue_cards_count_as_different_colors():
    g = _different(["RedBlue", "RedBlue2"]).answer("use p1-boost", "yes", "p1-redblue")
    assert g.options == ["p1-redblue2", "none"]
    assert "manual-en/with-different-xx" in g.decision.rules
    g.answer("p1-redblue2")
    assert g.zone("p1-redblue") == g.zone("p1-redblue2") == "p1.battle"


def test_a_second_card_of_the_same_single_color_cannot_be_played():
    g = _different(["Red", "Red2"]).answer("use p1-boost", "yes", "p1-red")
    assert g.zone("p1-red2") == "p1.hand" and not g.find("no_target")


def test_a_pick_must_leave_every_picked_card_a_color():
    g = _different(["RedBlue", "Red", "Red2"]).answer("use p1-boost", "yes", "p1-red")
    assert g.options == ["p1-redblue", "none"]  # red/blue takes blue; the other red can't


def test_the_player_may_stop_after_one():
    g = _different(["RedBlue", "Red"]).answer("use p1-boost", "yes", "p1-red", "none")
    assert g.zone("p1-redblue") == "p1.hand" and g.decision.kind == "main_action"


def test_a_colorless_candidate_stops_the_run():
    g = _different(["Red", "Plain"]).answer("use p1-boost", "yes")
    assert g.events[-1] == "unmodelled" and g.decision is None


def test_distinct_colors_is_a_matching():
    assert distinct_colors([("red", "blue"), ("red",)])
    assert not distinct_colors([("red", "blue"), ("red",), ("blue",)])
    assert distinct_colors([("red", "blue"), ("blue", "green"), ("red",)])
    assert not distinct_colors([()])
