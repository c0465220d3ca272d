""""Neither player's Digimon can be deleted in battle for the turn." (BT3-099): every Digimon of
both players can't be deleted in battle; deletions by effects still happen (official Q&A
Q1133, scenario qa-q1133-*)."""

from __future__ import annotations

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from tests.engine.helpers import Game, scenario

TEXT = "[Main] Neither player's Digimon can be deleted in battle for the turn."


def test_read_as_a_restriction_on_every_digimon():
    read_whole(TEXT)
    action = parse_text(TEXT)[0].clauses[0].actions[0]
    assert (action.verb, action.restriction) == ("restrict", "deleted-in-battle")
    assert (action.target.mode, action.target.side) == ("all", "any")


def test_no_digimon_is_deleted_in_that_battle():
    option = {"kind": "option", "color": "red", "use_cost": 0, "text": TEXT}
    scn = scenario(cards={"Truce": option}, memory={"p1": 3},
                   p1={"hand": ["Truce"], "battle": ["Greymon"]},
                   p2={"battle": [{"card": "Greymon", "suspended": True}]})
    g = Game(scn).answer("use p1-truce", "attack p1-greymon -> p2-greymon")
    assert g.zone("p1-greymon") == "p1.battle" and g.zone("p2-greymon") == "p2.battle"
