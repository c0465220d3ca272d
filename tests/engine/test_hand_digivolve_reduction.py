"""A card's own reduction of a digivolution into it from the hand (digivolve_cost.from_hand):
"When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card
in your hand, reduce the memory cost of the digivolution by 2." (BT7-014 and others)."""

from .helpers import Game, scenario

TEXT = ("When one of your Digimon with a Tamer card in its digivolution cards digivolves into "
        "this card in your hand, reduce the memory cost of the digivolution by 2.")
CARDS = {"Aldamon": {"kind": "digimon", "color": "red", "level": 5, "dp": 8000, "play_cost": 8,
                     "digivolve": [{"color": "red", "level": 4, "cost": 3}], "text": TEXT}}


def _game(under: list[str]) -> Game:
    p1 = {"hand": ["Aldamon"], "battle": [{"card": "Greymon", "under": under}]}
    return Game(scenario(p1=p1, cards=CARDS))


def test_a_tamer_card_under_the_digimon_reduces_the_cost() -> None:
    g = _game(["Tai Kamiya"])
    g.answer("digivolve p1-aldamon onto p1-greymon")
    assert g.find("digivolve_cost_reduced", "p1-aldamon", before=3, cost=1)
    assert g.mem() == 2


def test_without_a_tamer_card_under_it_the_cost_is_not_reduced() -> None:
    g = _game(["Agumon"])
    g.answer("digivolve p1-aldamon onto p1-greymon")
    assert not g.find("digivolve_cost_reduced") and g.mem() == 0


# the Digimon's own, in the first sets' wording: "[Your Turn] When this Digimon digivolves into
# a [Greymon] in your hand, reduce the memory cost of the digivolution by 1." (BT2-062, EX1-052)
OWN = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
                  "text": "[Your Turn] When this Digimon digivolves into a [Greymon] in your "
                          "hand, reduce the memory cost of the digivolution by 1."},
       "Raise": {"kind": "option", "color": "red", "use_cost": 0,
                 "text": "[Main] 1 of your Digimon may digivolve into [Greymon] in the trash."}}


def test_the_own_reduction_applies_to_a_card_from_the_hand() -> None:
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": ["Agumon"]}, cards=OWN))
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.find("digivolve_cost_reduced", "p1-greymon", before=2, cost=1) and g.mem() == 2


def test_the_own_reduction_does_not_apply_to_a_card_from_the_trash() -> None:
    g = Game(scenario(p1={"hand": ["Raise"], "trash": ["Greymon"], "battle": ["Agumon"]},
                      cards=OWN))
    g.answer("use p1-raise", "yes")
    assert g.find("digivolve_by_effect", "p1-greymon", cost=2)
    assert not g.find("digivolve_cost_reduced") and g.mem() == 1
