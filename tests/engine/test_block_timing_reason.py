"""The block timing step says who may block, or why nobody can, so a judge sees the reason
(manual "Block Timing": a Digimon with <Blocker>, not the attack target, suspends to block)."""

from .helpers import Game, scenario

CARDS = {
    "Gomamon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3,
                "text": "<Blocker>"},
    "Tripwire": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3,
                 "text": "[Opponent's Turn] When an opponent's Digimon attacks, delete 1 of "
                         "your opponent's Digimon."},
    "Sneaky": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
               "text": "[Your Turn] This Digimon can't be blocked."},
}


def _block_step(p1: dict, p2: dict, attack: str = "attack p1-greymon -> player") -> Game:
    return Game(scenario(p1={"battle": ["Greymon"], **p1}, p2={"security": 2, **p2},
                         cards=CARDS)).answer(attack)


def _outcome(g: Game) -> str:
    (step,) = g.find("block_timing")
    return step.data["outcome"]


def test_a_blocker_that_can_block_is_named():
    g = _block_step({}, {"battle": ["Gomamon"]})
    assert _outcome(g) == "may block with Gomamon (p2-gomamon)"
    assert g.find("block_timing")[0].text == \
        "Block timing: p2 may block with Gomamon (p2-gomamon)."
    assert g.decision.kind == "block"


def test_a_suspended_blocker_is_the_reason():
    g = _block_step({}, {"battle": [{"card": "Gomamon", "suspended": True}]})
    assert _outcome(g) == "can't block: Gomamon (p2-gomamon) is suspended (blocking suspends " \
                          "the blocker)"
    assert g.find("block_timing", "p2-gomamon", can_block=False)


def test_no_digimon_with_blocker():
    g = _block_step({}, {"battle": ["Gabumon"]})
    assert _outcome(g) == "can't block: p2 has no Digimon with <Blocker>"


def test_the_attack_target_can_t_block():
    g = _block_step({}, {"battle": [{"card": "Gomamon", "suspended": True}]},
                    "attack p1-greymon -> p2-gomamon")
    assert _outcome(g) == "can't block: Gomamon (p2-gomamon) is the attack target (the " \
                          "attack target can't block)"
    g = Game(scenario(p1={"battle": ["Greymon"]},
                      p2={"battle": [{"card": "Gomamon", "suspended": True},
                                     {"card": "Gomamon", "id": "p2-gomamon-up"}]},
                      cards=CARDS)).answer("attack p1-greymon -> p2-gomamon")
    assert _outcome(g) == "may block with Gomamon (p2-gomamon-up)"


def test_an_attacker_that_can_t_be_blocked():
    g = Game(scenario(p1={"battle": ["Sneaky"]}, p2={"battle": ["Gomamon"], "security": 2},
                      cards=CARDS)).answer("attack p1-sneaky -> player")
    assert _outcome(g) == "can't block: an effect says Sneaky (p1-sneaky) can't be blocked"
    assert g.decision.kind == "main_action"


def test_no_block_once_the_attacker_left_the_battle_area():
    g = _block_step({}, {"battle": ["Gomamon", "Tripwire"]})
    assert g.zone("p1-greymon") == "p1.trash"
    assert _outcome(g) == "can't block: the attacking Digimon left the battle area"
    assert not g.find("block")
