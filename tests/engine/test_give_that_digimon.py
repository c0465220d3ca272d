""""When one of your [red] Digimon attacks ..., you may suspend this Tamer to give that Digimon
+N DP for the turn": "that Digimon" is the attacker (Target mode "event"). Real-card proof:
scenario qa-q1036-*."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

SORA = ("[Your Turn] When one of your red Digimon attacks a player, you may suspend this Tamer "
        "to give that Digimon +2000 DP for the turn.")


def test_the_sentence_reads_back_and_targets_the_event_digimon():
    read_whole(SORA)
    clause = parse_text(SORA)[0].clauses[0]
    assert clause.form == "by" and clause.cost[0].verb == "suspend"
    assert (clause.actions[0].verb, clause.actions[0].amount) == ("dp", 2000)
    assert clause.actions[0].target.mode == "event"


def test_the_attacker_gets_the_dp_not_the_other_digimon():
    tamer = {"kind": "tamer", "color": "red", "play_cost": 2, "text": SORA}
    scn = scenario(cards={"Sora": tamer}, memory={"p1": 3},
                   p1={"battle": ["Sora", "Greymon", "Agumon"]}, p2={"security": 3})
    g = Game(scn).answer("attack p1-greymon -> player", "yes")
    assert g.stack("p1-greymon")["dp"] == 7000
    assert g.stack("p1-agumon")["dp"] == 2000


def test_that_digimon_with_nothing_to_refer_to_is_refused():
    with pytest.raises(CardTextError):
        parse_text("[Main] You may suspend this Tamer to give that Digimon +2000 DP for the "
                   "turn.")
