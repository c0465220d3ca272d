"""Keyword replacements (immediate-type): <Armor Purge>, <Evade>, <Barrier>."""

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text

from .helpers import Game, scenario

WIPE = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete 1 of your opponent's Digimon."}}


def _garurumon(keyword: str, dp: int = 6000) -> dict:
    return {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": dp,
                          "play_cost": 5, "text": f"{keyword} [On Deletion] <Draw 1>."}}


def _wiped(keyword: str, p2_stack: dict, *answers: str) -> Game:
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [p2_stack], "security": 2},
                      cards={**WIPE, **_garurumon(keyword)}))
    return g.answer("use p1-wipe", *answers)


def test_keywords_are_immediate_type_would_be_deleted_effects_from_the_manual_wording():
    for printed, cause in (("<Armor Purge>", None), ("<Evade>", None), ("<Barrier>", "battle")):
        (effect,) = parse_text(printed)
        assert effect.type == fx.IMMEDIATE and effect.prevent
        assert effect.trigger.event == "would-delete" and effect.trigger.cause == cause
        assert effect.keyword == printed.strip("<>").lower().replace(" ", "-")


def test_armor_purge_trashes_the_top_card_and_the_digimon_stays():
    g = _wiped("<Armor Purge>", {"card": "Garurumon", "under": ["Gabumon"]}, "yes")
    assert g.zone("p2-garurumon") == "p2.trash"
    assert g.zone("p2-gabumon") == "p2.battle"
    assert g.stack("p2-gabumon")["under"] == []
    assert not g.find("delete") and not g.find("trigger")
    assert "keyword/armor-purge" in g.find("trash_top")[0].rules


def test_armor_purge_declined_or_unpayable_means_deleted():
    g = _wiped("<Armor Purge>", {"card": "Garurumon", "under": ["Gabumon"]}, "no")
    assert g.zone("p2-garurumon") == "p2.trash" and g.zone("p2-gabumon") == "p2.trash"
    g = _wiped("<Armor Purge>", {"card": "Garurumon"})
    assert g.find("cost_unpayable") and g.find("delete", "p2-garurumon")


def test_evade_suspends_instead_only_when_unsuspended():
    g = _wiped("<Evade>", {"card": "Garurumon"}, "yes")
    assert g.zone("p2-garurumon") == "p2.battle" and g.stack("p2-garurumon")["suspended"]
    g = _wiped("<Evade>", {"card": "Garurumon", "suspended": True})
    assert g.zone("p2-garurumon") == "p2.trash"
    assert g.find("trigger", "p2-garurumon")  # the [On Deletion] of a real deletion


def test_barrier_does_not_apply_to_a_deletion_by_an_effect():
    g = _wiped("<Barrier>", {"card": "Garurumon"})
    assert g.zone("p2-garurumon") == "p2.trash"
    assert len(g.snapshot["players"]["p2"]["security"]) == 2
    assert not g.find("interrupt")


def _battle(keyword: str, security: int, *answers: str) -> Game:
    cards = {**_garurumon(keyword, dp=3000)}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Garurumon", "suspended": True}],
                          "security": security}, cards=cards))
    return g.answer("attack p1-greymon -> p2-garurumon", *answers)


def test_barrier_trashes_the_top_security_card_when_it_would_be_deleted_in_battle():
    g = _battle("<Barrier>", 2, "yes")
    assert g.zone("p2-garurumon") == "p2.battle"
    assert g.snapshot["players"]["p2"]["security"] == ["p2-security-2"]
    assert g.zone("p2-security-1") == "p2.trash"
    assert g.index("interrupt", "p2-garurumon") < g.index("trash_security", "p2-security-1")


def test_barrier_with_no_security_card_cannot_be_paid():
    g = _battle("<Barrier>", 0)
    assert g.find("cost_unpayable") and g.zone("p2-garurumon") == "p2.trash"


def test_scapegoat_deletes_another_own_digimon_and_not_for_own_effects():
    cards = {**WIPE, **_garurumon("<Scapegoat>")}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon"}, {"card": "Gabumon"}]}, cards=cards))
    g.answer("use p1-wipe", "p2-garurumon", "yes")
    assert g.zone("p2-garurumon") == "p2.battle" and g.zone("p2-gabumon") == "p2.trash"
    own = {"Self Wipe": {"kind": "option", "color": "blue", "use_cost": 0,
                         "text": "[Main] Delete 1 of your Digimon."}}
    g = Game(scenario(p1={"hand": ["Self Wipe"], "battle": [{"card": "Garurumon"},
                                                           {"card": "Gabumon"}]},
                      cards={**own, **_garurumon("<Scapegoat>")}))
    g.answer("use p1-self-wipe", "p1-garurumon")
    assert g.zone("p1-garurumon") == "p1.trash" and not g.find("interrupt")


def test_scapegoat_also_covers_battle():
    g = _battle("<Scapegoat>", 1)
    assert g.find("cost_unpayable")  # the interrupt is offered; no other Digimon to delete


def test_fragment_trashes_the_chosen_cards_and_asks_only_when_there_is_a_choice():
    g = _wiped("<Fragment <2>>", {"card": "Garurumon", "under": ["Gabumon", "Agumon"]}, "yes")
    assert g.zone("p2-garurumon") == "p2.battle" and g.stack("p2-garurumon")["under"] == []
    assert not g.find("choice", decision="choose_target")
    g = _wiped("<Fragment <1>>", {"card": "Garurumon", "under": ["Gabumon", "Agumon"]}, "yes")
    assert g.decision.kind == "choose_target" and g.options == ["p2-gabumon", "p2-agumon"]
    g.answer("p2-agumon")
    assert g.stack("p2-garurumon")["under"] == ["p2-gabumon"]


def test_fragment_as_cards_print_it_is_the_manuals_fragment():
    """Cards print <Fragment (3)> (CR 4.2 16-37-1: "icons such as <Fragment (3)>"); it works
    as the manual's <Fragment <3>>."""
    g = _wiped("<Fragment (2)>", {"card": "Garurumon", "under": ["Gabumon", "Agumon"]}, "yes")
    assert g.zone("p2-garurumon") == "p2.battle" and g.stack("p2-garurumon")["under"] == []
    g = _wiped("<Fragment (3)>", {"card": "Garurumon", "under": ["Gabumon", "Agumon"]}, "yes")
    assert g.zone("p2-garurumon") == "p2.trash"  # 2 cards under it: the cost can't be paid
