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

