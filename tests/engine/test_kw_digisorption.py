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


EXPENSIVE = {"Greymon": {**CARDS["Greymon"], "digivolve": [{"color": "red", "level": 3,
                                                            "cost": 11}]}}


def _only_reduced(**p1):
    """Memory 0: the full cost 11 can't be paid (the counter stops at the opponent's 10), the
    cost reduced by 2 can."""
    return Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}], **p1},
                         cards=EXPENSIVE, memory={"p1": 0}))


def test_offered_when_only_the_reduced_cost_can_be_paid_and_suspends_without_asking():
    g = _only_reduced()
    assert "digivolve p1-greymon onto p1-agumon" in g.options
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert not g.find("refused")
    assert g.index("digisorption_required") < g.index("digisorption") < g.index("digivolve")
    assert g.find("digivolve", "p1-greymon", cost=9) and g.mem("p1") == -9
    assert g.stack("p1-greymon")["suspended"]


def test_only_reduced_cost_the_player_still_chooses_what_to_suspend():
    g = _only_reduced(battle=[{"card": "Agumon"}, {"card": "Gabumon"}])
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.decision.kind == "choose_target"
    g.answer("p1-gabumon")
    assert g.stack("p1-gabumon")["suspended"] and not g.stack("p1-greymon")["suspended"]


def test_refused_when_nothing_can_be_suspended_and_the_full_cost_cant_be_paid():
    g = _only_reduced(battle=[{"card": "Agumon", "suspended": True}])
    assert "digivolve p1-greymon onto p1-agumon" not in g.options
    g.answer("digivolve p1-greymon onto p1-agumon")
    refused = g.find("refused")
    assert refused and "no unsuspended Digimon" in refused[0].data["reason"]
    assert "keyword/digisorption" in refused[0].rules


def test_refused_when_even_the_reduced_cost_cant_be_paid():
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]},
                      cards={"Greymon": {**CARDS["Greymon"], "digivolve": [
                          {"color": "red", "level": 3, "cost": 13}]}}, memory={"p1": 0}))
    assert "digivolve p1-greymon onto p1-agumon" not in g.options
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert "would be 11" in g.find("refused")[0].data["reason"]
