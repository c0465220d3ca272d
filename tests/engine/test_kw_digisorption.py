"""<Digisorption -X>: suspend 1 of your Digimon to digivolve into this card for X less."""

from .helpers import Game, scenario

CARDS = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                     "play_cost": 5, "digivolve": [{"color": "red", "level": 3, "cost": 1}],
                     "text": "<Digisorption -2>"}}


def test_cost_is_not_reduced_below_zero_and_the_digivolving_digimon_may_suspend():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]}, cards=CARDS,
                      memory={"p1": 3}))
    g.answer("digivolve p1-greymon onto p1-agumon", "yes")
    assert g.mem("p1") == 3
    assert g.find("digivolve", "p1-greymon", cost=0)
    assert g.stack("p1-greymon")["suspended"]  # the suspended state carries over


def test_declined_pays_in_full_and_suspends_nothing():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]}, cards=CARDS,
                      memory={"p1": 3}))
    g.answer("digivolve p1-greymon onto p1-agumon", "no")
    assert g.mem("p1") == 2 and not g.stack("p1-greymon")["suspended"]


def test_on_the_field_it_gives_the_digimon_nothing():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, cards=CARDS))
    assert "digisorption" not in " ".join(g.stack("p1-greymon")["keywords"])
