"""<Fortitude>: when this Digimon with digivolution cards is deleted, you may play it again."""

from .helpers import Game, scenario

CARDS = {"Wipe": {"kind": "option", "color": "red", "use_cost": 0,
                  "text": "[Main] Delete 1 of your opponent's Digimon."},
         "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000,
                       "play_cost": 5, "text": "<Fortitude>"}}


def _game(under: list[str], *answers: str) -> Game:
    g = Game(scenario(p1={"hand": ["Wipe"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": under}]}, cards=CARDS))
    return g.answer("use p1-wipe", *answers)


def test_plays_the_card_from_the_trash_for_free_as_a_new_digimon():
    g = _game(["Gabumon"], "yes")
    assert g.zone("p2-garurumon") == "p2.battle" and g.stack("p2-garurumon")["under"] == []
    assert g.zone("p2-gabumon") == "p2.trash"
    assert g.mem("p1") == 3  # no cost paid by p2
    assert "keyword/fortitude" in g.find("activate", "p2-garurumon")[0].rules


def test_is_optional():
    g = _game(["Gabumon"], "no")
    assert g.zone("p2-garurumon") == "p2.trash" and g.find("optional_declined")


def test_does_not_trigger_without_digivolution_cards():
    g = _game([])
    assert g.zone("p2-garurumon") == "p2.trash" and not g.find("trigger", "p2-garurumon")
