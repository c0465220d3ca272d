""""it" after a cost that places another Digimon under this one (review of session 21).

The placed Digimon is a digivolution card afterwards, no longer on the field (CR 4.2 4-7-7),
so "it" is this Digimon (Sharkmon BT24-059, SkullSeadramon BT24-074, MegaSeadramon EX8-024;
scenarios ``card-text-sharkmon-by-placing-*``)."""

from judgeapp.engine.dcg.cardtext import parse_text

SHARKMON = ("[When Attacking] [Once Per Turn] By placing 1 of your other Digimon as this "
            "Digimon's bottom digivolution card, it unsuspends.")


def test_it_after_placing_another_digimon_under_this_one_is_this_digimon():
    (effect,) = parse_text(SHARKMON, inherited=True)
    (clause,) = effect.clauses
    assert [a.verb for a in clause.cost] == ["place-digimon-under"]
    (action,) = clause.actions
    assert action.verb == "unsuspend"
    assert action.target is not None and action.target.mode == "this"


def test_it_after_a_chosen_digimon_still_in_play_stays_that_digimon():
    (effect,) = parse_text("[On Play] Suspend 1 of your opponent's Digimon. Then, it gets "
                           "-2000 DP for the turn.")
    assert effect.clauses[1].actions[0].target.mode == "it"
