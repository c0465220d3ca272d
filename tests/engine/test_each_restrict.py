"""'For every 2 of your Tamers' colors, 1 of ... can't suspend ...' (text_count.py, AD1-014)."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

LINE = ("[On Play] For every 2 of your Tamers' colors, 1 of your opponent's Digimon or Tamers "
        "can't suspend until their turn ends.")


def test_restriction_counted_per_two_colors():
    (effect,) = parse_text(LINE)
    (action,) = effect.clauses[0].actions
    assert (action.verb, action.restriction, action.target.mode) == ("restrict", "suspend", "one")
    assert (action.per.what, action.per.per) == ("colors-tamers", 2)


@pytest.mark.parametrize("who", ["all of your opponent's Digimon", "this Digimon"])
def test_only_chosen_digimon_are_counted(who):
    with pytest.raises(CardTextError):
        parse_text(f"[On Play] For every 2 of your Tamers' colors, {who} can't suspend until "
                   "their turn ends.")
