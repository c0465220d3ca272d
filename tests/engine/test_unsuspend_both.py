"""'this Digimon and <one of your Digimon> may unsuspend' (text_unsuspend_both.py)."""

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
