"""An empty Online pile: the Offline pile is shuffled into it, no penalty (FAQ)."""

from __future__ import annotations

from judgeapp.engine.dccg import citations as R
from judgeapp.engine.ruleset import get_ruleset
from tests.dccg.helpers import play, scenario

OFFLINE = ["Agumon", "Gabumon", "Patamon", "Greymon", "Garurumon", "MetalGreymon"]


def exhausted(seed: int = 0, online=(), offline=OFFLINE):
    data = scenario(phase="draw", data_points={"p1": 100, "p2": 200},
                    p1={"online": list(online), "offline": list(offline)})
    data["seed"] = seed
    return play(data)


def test_the_offline_pile_becomes_the_online_pile_without_penalty():
    run = exhausted()
    step = run.find("reshuffle")[0]
    assert R.FAQ_ONLINE_EXHAUSTED in step.rules and step.data["count"] == 6
    mat = run.snapshot["players"]["p1"]
    assert len(mat["hand"]) == 2 and len(mat["online"]) == 4 and mat["offline"] == []
    assert run.snapshot["data_points"] == {"p1": 100, "p2": 200}
    assert run.snapshot["winner"] is None and run.decision.kind == "bring_online"


def test_the_pile_is_used_up_before_reshuffling():
    run = exhausted(online=["WarGreymon"])
    assert run.events().index("reshuffle") > run.events().index("draw")
    assert run.find("draw")[0].cards == ("p1-wargreymon",)


def test_the_shuffle_is_deterministic_for_a_seed():
    assert exhausted(seed=3).snapshot == exhausted(seed=3).snapshot
    orders = {tuple(exhausted(seed=s).snapshot["players"]["p1"]["online"]) for s in range(8)}
    assert len(orders) > 1, "different seeds should be able to give different orders"


def test_advance_does_not_change_the_state_it_was_given():
    ruleset = get_ruleset("dccg")
    state = ruleset.setup(scenario(phase="draw", p1={"online": [], "offline": OFFLINE}))
    before = ruleset.snapshot(state)
    first = ruleset.advance(state, None)
    assert ruleset.snapshot(state) == before
    again = ruleset.advance(state, None)
    assert ruleset.snapshot(first.state) == ruleset.snapshot(again.state)


def test_both_piles_empty_is_reported_not_invented():
    run = exhausted(offline=())
    step = run.find("cannot_draw")[0]
    assert step.data["unspecified"] and "does not say" in step.text
    assert run.snapshot["winner"] is None
