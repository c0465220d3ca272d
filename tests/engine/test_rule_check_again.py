"""A rule check is followed by another once it is resolved (CR 4.2 17-1-2-1): a Digimon whose
0-DP deletion was prevented and that still has 0 DP is deleted by the next one (official Q&A
Q6515, Q6399, Q2818); what the rule checks triggered activates after all of them."""

from .helpers import Game, scenario

CARDS = {
    "Shellmon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000, "play_cost": 5,
                 "text": "<Evade> <Decode ([Aqua] trait)>"},
    "Syakomon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000, "play_cost": 3,
                 "traits": ["Aqua"], "text": "[On Play] <Draw 1>."},
    "Shrink": {"kind": "option", "color": "red", "use_cost": 1,
               "text": "[Main] 1 of your opponent's Digimon gets -6000 DP for the turn."},
}


def _shrunk(evade_first: bool) -> Game:
    g = Game(scenario(p1={"hand": ["Shrink"], "battle": ["Agumon"]},
                      p2={"battle": [{"card": "Shellmon", "under": ["Syakomon"]}]},
                      cards=CARDS))
    g.answer("use p1-shrink")
    assert g.decision.kind == "interrupt"
    return g.answer("p2-shellmon keyword p2-shellmon#" + ("0" if evade_first else "1"))


def test_a_zero_dp_digimon_saved_once_is_deleted_by_the_next_rule_check():
    g = _shrunk(evade_first=True).answer("yes", "no")  # <Evade>; no <Decode>
    g.answer("p2-shellmon keyword p2-shellmon#0")  # the next rule check: <Evade> can't pay
    assert g.find("cost_unpayable", "p2-shellmon")
    g.answer("no")  # nor <Decode>
    deletions = g.find("rule_delete", "p2-shellmon")
    assert len(deletions) == 2
    assert deletions[0].index < g.index("prevented", "p2-shellmon") < deletions[1].index
    assert g.zone("p2-shellmon") == "p2.trash"


def test_on_play_triggered_during_the_rule_checks_activates_after_all_of_them():
    g = _shrunk(evade_first=False).answer("yes", "yes")  # <Decode> plays Syakomon; <Evade>
    g.answer("p2-shellmon keyword p2-shellmon#1")  # the next rule check: <Decode> again
    assert g.zone("p2-shellmon") == "p2.trash"
    assert g.find("play", "p2-syakomon")
    assert g.index("delete", "p2-shellmon") < g.index("activate", "p2-syakomon")
