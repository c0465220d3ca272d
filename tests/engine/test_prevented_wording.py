"""The step of an immediate-type effect that prevents leaving says what it prevented: a
Digimon kept from being returned to the hand "stays in the battle area"; it was never going
to be deleted (review sample 19: EX6-057 Lilithmon, official Q&A Q3795)."""

from .helpers import Game, scenario

CARDS = {
    "Lilithmon": {"kind": "digimon", "color": "purple", "level": 6, "dp": 11000,
                  "play_cost": 11,
                  "text": "[All Turns] [Once Per Turn] When this Digimon would leave the battle "
                          "area other than in battle, by deleting 1 level 5 or lower Digimon, "
                          "prevent it from leaving."},
    "Bye Bye": {"kind": "option", "color": "red", "use_cost": 0,
                "text": "[Main] Return 1 of your opponent's Digimon to the hand."},
}


def test_a_prevented_return_to_the_hand_is_not_worded_as_a_prevented_deletion():
    g = Game(scenario(p1={"hand": ["Bye Bye"], "battle": ["Agumon"]},
                      p2={"battle": ["Lilithmon"]}, cards=CARDS, turn_player="p1"))
    g.answer("use p1-bye-bye", "yes")  # p2 pays by deleting Agumon
    assert g.zone("p2-lilithmon") == "p2.battle" and g.zone("p1-agumon") == "p1.trash"
    (step,) = g.find("prevented", "p2-lilithmon")
    assert "stays in the battle area" in step.text and "deleted" not in step.text.split("(")[0]
