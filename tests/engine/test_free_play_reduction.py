"""A card's own "When this card would be played, by <cost>, reduce the play cost by N" on a
play by an effect without paying the cost (play_cost.free): it may still be used, the cost
performed and the play still free (official Q&A Q4796)."""

from .helpers import Game, scenario

REDUCE = ("When this card would be played, by trashing 1 [Cyborg] trait card from your hand, "
          "reduce the play cost by 2.")
CARDS = {
    "Andromon": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000, "play_cost": 7,
                 "traits": ["Cyborg"], "text": REDUCE},
    "Guardromon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                   "traits": ["Cyborg"]},
    "Free Call": {"kind": "option", "color": "red", "use_cost": 1,
                  "text": "[Main] Play 1 level 5 Digimon card from your hand without paying "
                          "the cost."},
    "Lock": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3,
             "text": "[All Turns] Players can't reduce play costs."},
}


def _game(p2_battle: list[str] | None = None) -> Game:
    p1 = {"hand": ["Free Call", "Andromon", "Guardromon"], "battle": ["Agumon"]}
    g = Game(scenario(p1=p1, p2={"battle": p2_battle or []}, cards=CARDS))
    return g.answer("use p1-free-call")


def test_the_reduction_is_offered_and_its_cost_paid_but_the_play_stays_free() -> None:
    g = _game().answer("yes")
    assert g.zone("p1-guardromon") == "p1.trash" and g.zone("p1-andromon") == "p1.battle"
    assert g.find("play_cost_not_paid", "p1-andromon")
    assert not g.find("play_cost_reduced") and g.mem() == 2  # only Free Call's 1
    assert g.index("play_cost_not_paid") < g.index("play", "p1-andromon")


def test_declined_the_card_is_still_played_for_free() -> None:
    g = _game().answer("no")
    assert g.zone("p1-guardromon") == "p1.hand" and g.zone("p1-andromon") == "p1.battle"
    assert g.find("cost_declined") and not g.find("play_cost_not_paid") and g.mem() == 2


def test_while_play_costs_cant_be_reduced_it_is_not_modelled() -> None:
    g = _game(["Lock"])
    assert g.find("unmodelled", "p1-andromon")
    assert "Q4796" in g.steps[-1].text


def test_from_under_a_digimon_it_is_not_modelled() -> None:
    cards = {**CARDS, "Dig Out": {
        "kind": "option", "color": "red", "use_cost": 1,
        "text": "[Main] Play 1 level 5 Digimon card from one of your Digimon's digivolution "
                "cards without paying the cost."}}
    p1 = {"hand": ["Dig Out", "Guardromon"],
          "battle": [{"card": "Greymon", "under": ["Andromon"]}]}
    g = Game(scenario(p1=p1, cards=cards)).answer("use p1-dig-out")
    assert g.find("unmodelled", "p1-andromon") and "Q4796" in g.steps[-1].text
    assert g.zone("p1-andromon") == "p1.under"
