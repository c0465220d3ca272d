"""<Material Save X>: DigiXros cards go under a Tamer before the deletion, which still happens."""

from .helpers import Game, scenario

CARDS = {
    "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Delete 1 of your opponent's Digimon."},
    "Shoutmon": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3},
    "Ballistamon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000,
                    "play_cost": 4},
    "Shoutmon X2": {"kind": "digimon", "color": "red", "level": 5, "dp": 8000, "play_cost": 7,
                    "text": "DigiXros -2 [Shoutmon] × [Ballistamon] <Material Save 1>"},
    "Taiki": {"kind": "tamer", "color": "red", "play_cost": 2},
}


def _game(*answers: str) -> Game:
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Shoutmon X2", "under": ["Shoutmon",
                                                                       "Ballistamon"]},
                                     {"card": "Taiki"}]}, cards=CARDS))
    return g.answer("use p1-wipe", *answers)


def test_places_the_chosen_card_and_the_digimon_is_still_deleted():
    g = _game("yes")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-shoutmon", "p2-ballistamon"]
    g.answer("p2-ballistamon")
    assert g.stack("p2-taiki")["under"] == ["p2-ballistamon"]
    assert g.zone("p2-shoutmon-x2") == "p2.trash" and g.zone("p2-shoutmon") == "p2.trash"
    assert g.index("material_save") < g.index("delete", "p2-shoutmon-x2")
    assert not g.find("prevented")


def test_is_optional():
    g = _game("no")
    assert g.stack("p2-taiki")["under"] == []
    assert g.zone("p2-ballistamon") == "p2.trash"


def test_a_digixros_requirement_by_description_stops_the_run():
    """Which digivolution cards count for "[DigiXros -2] 2 Digimon cards w/[X] trait" is not
    settled: the engine says so rather than guess."""
    cards = {**CARDS, "Shoutmon X2": {**CARDS["Shoutmon X2"], "text": "[DigiXros -2] 2 Digimon "
                                      "cards w/[Xros Heart] trait\n<Material Save 1>"}}
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Shoutmon X2", "under": ["Shoutmon"]},
                                     {"card": "Taiki"}]}, cards=cards))
    g.answer("use p1-wipe")
    (step,) = g.find("unmodelled")
    assert "keyword/material-save" in step.rules and step is g.steps[-1]
