"""The manual's Card Text Rules (manual-en/card-text-rules): modelled ones behave as written,
the others (and the unread forms of partial ones) are refused by name, never silently
accepted (placing in security: tests/engine/test_place_security.py)."""

from __future__ import annotations

import pytest

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
    ("[Main] Return 1 card with [Greymon] in its name from your trash to the hand.",
     "specifying-names"),
    ("[Main] By trashing 1 card with [Knightmon] in its text in your hand, <Draw 2>.",
     "with-xx-in-its-text"),
    ("[Main] Play up to 2 Digimon cards with different colors from your hand.",
     "with-different-xx"),
    ("[Main] Place up to 2 of your opponent's Digimon as the bottom security card.",
     "placing-cards-in-private-areas"),
    ("[Main] Place 1 Option card from your trash at the top of your security stack.",
     "placing-cards-in-private-areas"),
    ("[Main] Switch the target of attack to 1 of your Digimon.", "changing-an-attack-target"),
])
def test_unmodelled_card_text_rules_are_refused_by_name(text, section):
    assert CARD_TEXT_RULES[section][0] != "modelled"
    with pytest.raises(ScenarioError, match=section):
        get_ruleset("dcg").setup(scenario(cards={"X": {**OPTION, "text": text}},
                                          p1={"hand": ["X"]}))
