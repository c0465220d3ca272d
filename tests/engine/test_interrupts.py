"""Immediate-type "when ... would be deleted" effects (manual "Immediate-Type Effects")."""

from .helpers import Game, scenario

WIPE = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] Delete all of your opponent's Digimon."}}


def _guard(text: str, on_deletion: bool = True) -> dict:
    full = text + (" [On Deletion] <Draw 1>." if on_deletion else "")
    return {"Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                          "play_cost": 5, "text": full}}


INSTEAD = "[All Turns] When this Digimon would be deleted, trash the top card of this " \
          "Digimon's digivolution cards instead."


def test_replacement_prevents_the_deletion_and_nothing_triggers():
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"]}]},
                      cards={**WIPE, **_guard(INSTEAD)}))
    g.answer("use p1-wipe")
    assert g.zone("p2-garurumon") == "p2.battle"
    assert g.zone("p2-gabumon") == "p2.trash"
    assert g.index("interrupt", "p2-garurumon") < g.index("prevented", "p2-garurumon")
    assert not g.find("delete", "p2-garurumon")
    assert not g.find("trigger", "p2-garurumon")


def test_replacement_that_cannot_be_done_does_not_prevent():
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon"}]},
                      cards={**WIPE, **_guard(INSTEAD)}))
    g.answer("use p1-wipe")
    assert g.zone("p2-garurumon") == "p2.trash"
    assert g.find("trigger", "p2-garurumon")


def test_interrupt_happens_while_the_digimon_is_still_in_the_battle_area():
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"]}]},
                      cards={**WIPE, **_guard(INSTEAD)}))
    g.answer("use p1-wipe")
    interrupt = g.find("interrupt")[0]
    assert interrupt.kind == "interrupt"
    assert interrupt.player == "p2"


def test_optional_prevention_asks_and_declining_lets_it_be_deleted():
    text = ("[All Turns] When this Digimon would be deleted, you may trash 1 card in your hand "
            "to prevent that deletion.")
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon"}], "hand": ["Gabumon"]},
                      cards={**WIPE, **_guard(text)}))
    g.answer("use p1-wipe")
    assert g.decision.kind == "pay_cost" and g.decision.player == "p2"
    g.answer("no")
    assert g.zone("p2-garurumon") == "p2.trash"


def test_optional_prevention_accepted():
    text = ("[All Turns] When this Digimon would be deleted, by trashing 1 card in your hand, "
            "prevent that deletion.")
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon"}], "hand": ["Gabumon"]},
                      cards={**WIPE, **_guard(text)}))
    g.answer("use p1-wipe", "yes")
    assert g.zone("p2-garurumon") == "p2.battle"
    assert g.zone("p2-gabumon") == "p2.trash"


def test_opponent_effect_interrupt_does_not_apply_in_battle():
    text = ("[All Turns] When this Digimon would be deleted by an opponent's effect, trash the "
            "top card of this Digimon's digivolution cards instead.")
    cards = {**_guard(text, on_deletion=False),
             "Omnimon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                         "play_cost": 12}}
    g = Game(scenario(p1={"battle": [{"card": "Omnimon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"],
                                      "suspended": True}]}, cards=cards))
    g.answer("attack p1-omnimon -> p2-garurumon")
    assert g.zone("p2-garurumon") == "p2.trash"
    assert not g.find("interrupt")


def test_in_battle_interrupt_applies_in_battle():
    text = ("[All Turns] When this Digimon would be deleted in battle, trash the top card of "
            "this Digimon's digivolution cards instead.")
    cards = {**_guard(text, on_deletion=False),
             "Omnimon": {"kind": "digimon", "color": "red", "level": 6, "dp": 12000,
                         "play_cost": 12}}
    g = Game(scenario(p1={"battle": [{"card": "Omnimon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"],
                                      "suspended": True}]}, cards=cards))
    g.answer("attack p1-omnimon -> p2-garurumon")
    assert g.zone("p2-garurumon") == "p2.battle"


def test_several_interrupts_of_one_player_are_ordered_by_that_player():
    text = ("[All Turns] When this Digimon would be deleted, trash the top card of this "
            "Digimon's digivolution cards instead.")
    cards = {**WIPE, **_guard(text, on_deletion=False),
             "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                         "play_cost": 3, "text": text}}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Koromon"]},
                                     {"card": "Gabumon", "under": ["Agumon"]}]},
                      cards=cards))
    g.answer("use p1-wipe")
    assert g.decision.kind == "interrupt" and g.decision.player == "p2"
    assert g.options == ["p2-garurumon all-turns", "p2-gabumon all-turns"]
    g.answer("p2-gabumon all-turns")
    assert g.index("prevented", "p2-gabumon") < g.index("prevented", "p2-garurumon")
    assert g.zone("p2-gabumon") == "p2.battle" and g.zone("p2-garurumon") == "p2.battle"


# "When this Digimon would leave the battle area / would be deleted, you may play 1 ... from its
# digivolution cards": an immediate-type effect that plays before the Digimon leaves


def test_play_from_its_digivolution_cards_happens_before_the_deletion():
    text = ("[All Turns] When this Digimon would be deleted, you may play 1 [Gabumon] from its "
            "digivolution cards without paying the cost.")
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"]}]},
                      cards={**WIPE, **_guard(text, on_deletion=False)}))
    g.answer("use p1-wipe")
    g.answer("yes")
    assert g.zone("p2-gabumon") == "p2.battle"
    assert g.zone("p2-garurumon") == "p2.trash"
    assert g.index("play", "p2-gabumon") < g.index("delete", "p2-garurumon")
    assert not g.find("prevented")


def test_play_from_its_digivolution_cards_out_of_the_battle_area_is_unmodelled():
    text = ("[On Deletion] You may play 1 [Gabumon] from its digivolution cards without paying "
            "the cost.")
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Gabumon"]}]},
                      cards={**WIPE, **_guard(text, on_deletion=False)}))
    g.answer("use p1-wipe")
    g.answer("yes")
    assert g.find("unmodelled") and g.decision is None
    assert g.zone("p2-gabumon") == "p2.trash"
