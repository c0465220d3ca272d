"""Two Digimon of one sentence, "this Digimon and <one of your Digimon>": "... may unsuspend"
and "... don't affect ..." (text_unsuspend_both.py)."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

LINE = ("[On Play] This Digimon and 1 of your Digimon with [Greymon] in its name may "
        "unsuspend.")


def test_one_may_clause_unsuspends_this_then_the_chosen_digimon():
    (effect,) = parse_text(LINE)
    (clause,) = effect.clauses
    assert clause.form == "may"
    assert [a.verb for a in clause.actions] == ["unsuspend", "unsuspend"]
    first, second = (a.target for a in clause.actions)
    assert (first.mode, second.mode, second.side) == ("this", "one", "own")
    assert second.name_has


@pytest.mark.parametrize("line", [
    "[On Play] This Digimon and 1 of your opponent's Digimon may unsuspend.",
    "[On Play] This Digimon and all of your Digimon may unsuspend.",
    "[On Play] 1 of your Digimon and this Digimon may unsuspend.",
])
def test_other_pairs_stay_refused(line):
    with pytest.raises(CardTextError):
        parse_text(line)


SHIELD = ("[On Play] Until your opponent's turn ends, their Digimon's effects don't affect this "
          "Digimon and 1 of your Digimon with [Garurumon] in its name.")


def test_shield_pair_is_the_same_shield_on_both_this_first():
    (effect,) = parse_text(SHIELD)
    first, second = effect.clauses[0].actions
    assert (first.verb, second.verb) == ("unaffected", "unaffected")
    assert (first.target.mode, second.target.mode, second.target.side) == ("this", "one", "own")
    assert first.duration == second.duration and first.duration
    assert first.unaffected_by == second.unaffected_by == "digimon"


def test_shield_pair_with_an_opponents_digimon_stays_refused():
    with pytest.raises(CardTextError):
        parse_text(SHIELD.replace("1 of your Digimon with [Garurumon] in its name",
                                  "1 of your opponent's Digimon"))
