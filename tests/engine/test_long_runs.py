"""A long run costs the same per step at its end as at its start (issue 15: 200,000 steps of
an endless loop took 61 s because every step walked every batch the loop had resolved)."""

from __future__ import annotations

from judgeapp.engine.ruleset import get_ruleset
from judgeapp.resources import resource_dir
from judgeapp.scenario.loader import load_file


def test_an_endless_loop_keeps_no_trail_of_resolved_batches():
    """Tai plays Phoenix, rule check A deletes it, Tai triggers again: the pending stack must
    not grow by one empty batch per round (each step's label list walked all of them)."""
    scenario = load_file(resource_dir("scenarios") / "infinite-loop-step-limit.yaml")
    data = {**scenario.data, "step_limit": 2000}
    ruleset = get_ruleset("dcg")
    state = ruleset.setup(data)
    seen: list[int] = []
    answer = None
    for pending_answer in [*scenario.actions, None]:
        advance = ruleset.advance(state, answer)
        state = advance.state
        seen.append(len(state.pending))
        answer = pending_answer
        if advance.decision is None:
            break
    assert len(state.steps) == 2001  # the loop ran into the limit
    assert max(seen) <= 2

