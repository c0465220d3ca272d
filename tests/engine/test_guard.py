"""<Guard> (cr-en/16-45): another Digimon that would leave by an opponent's effect stays when
the <Guard> Digimon is deleted; never for itself, never in battle."""

from .helpers import Game, scenario

CARDS = {
    "Wipe": {"kind": "option", "color": "red", "use_cost": 0,
             "text": "[Main] Delete 1 of your opponent's Digimon."},
    "Commandramon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                     "play_cost": 3, "text": "<Guard>"},
}


def _game() -> Game:
    return Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                         p2={"battle": [{"card": "Gabumon"}, {"card": "Commandramon"}]},
                         cards=CARDS))


def test_a_deletion_by_the_opponents_effect_is_guarded():
    g = _game().answer("use p1-wipe", "p2-gabumon", "yes")
    assert g.zone("p2-gabumon") == "p2.battle" and g.zone("p2-commandramon") == "p2.trash"
    assert g.find("guarded", "p2-gabumon")


def test_declining_the_cost_lets_it_leave():
    g = _game().answer("use p1-wipe", "p2-gabumon", "no")
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-commandramon") == "p2.battle"
    assert not g.find("guarded")


def test_guard_does_not_protect_its_own_digimon():
    g = _game().answer("use p1-wipe", "p2-commandramon")
    assert g.zone("p2-commandramon") == "p2.trash"
    assert "interrupt" not in g.events
