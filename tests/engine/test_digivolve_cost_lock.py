""""Your opponent / Players can't reduce digivolution costs" (query.digivolve_cost_lock;
official Q&A Q1285-Q1287, Q4451, Q4452)."""

from .helpers import Game, scenario

LOCK = "[Opponent's Turn] Your opponent can't reduce digivolution costs."
REDUCER = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
           "digivolve": [{"color": "red", "level": 2, "cost": 0}],
           "text": "[Your Turn] When this Digimon would digivolve, reduce the digivolution "
                   "cost by 1."}
SYAKOMON = {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3}


def _game(lock: str, p1_extra: dict | None = None, cards: dict | None = None) -> Game:
    cards = {"Agumon": REDUCER, "Syakomon": {**SYAKOMON, "text": lock}, **(cards or {})}
    p1 = {"hand": ["Greymon"], "battle": ["Agumon"], **(p1_extra or {})}
    return Game(scenario(p1=p1, p2={"battle": ["Syakomon"]}, cards=cards))


def test_the_own_reduction_activates_and_reduces_nothing() -> None:
    g = _game(LOCK)
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.find("digivolve_cost_locked", "p1-greymon")
    assert not g.find("digivolve_cost_reduced")
    assert g.mem() == 1 and g.find("digivolve", "p1-greymon", cost=2)


def test_the_lock_is_on_the_opponent_only() -> None:
    g = _game("[Your Turn] Your opponent can't reduce digivolution costs.")
    g.answer("digivolve p1-greymon onto p1-agumon")  # p2's [Your Turn] lock: not in p1's turn
    assert g.find("digivolve_cost_reduced", "p1-greymon") and g.mem() == 2


def test_players_lock_both_players() -> None:
    g = _game("[All Turns] Players can't reduce digivolution costs.")
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.find("digivolve_cost_locked") and g.mem() == 1


def test_digivolving_by_an_effect_with_the_cost_reduced_pays_the_printed_cost() -> None:
    leap = {"kind": "option", "color": "red", "use_cost": 0,
            "text": "[Main] 1 of your Digimon may digivolve into [Greymon] in the hand with the "
                    "digivolution cost reduced by 2."}
    cards = {"Agumon": {**REDUCER, "text": ""}, "Leap": leap}
    g = _game(LOCK, {"hand": ["Leap", "Greymon"]}, cards)
    g.answer("use p1-leap", "yes")
    assert g.find("digivolve_cost_locked", "p1-greymon")
    assert g.find("digivolve_by_effect", "p1-greymon", cost=2) and g.mem() == 1
