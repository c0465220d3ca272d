"""Every library scenario runs against its expect, with invariants checked after every advance."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judgeapp.resources import resource_dir
from judgeapp.scenario import Scenario, ScenarioFileError, load_file, run_scenario
from judgeapp.scenario.invariants import real_cards, violations
from judgeapp.scenario.loader import load_text
from judgeapp.scenario.runner import Result

LIBRARY = resource_dir("scenarios")
FILES = sorted(LIBRARY.glob("*.yaml"))


def _loaded(path: Path) -> Scenario | None:
    """The scenario, or None for an invalid file (test_scenario reports it with its lines)."""
    try:
        return load_file(path)
    except ScenarioFileError:
        return None


LOADED = {path: _loaded(path) for path in FILES}
DCG_FILES = [p for p, s in LOADED.items() if s is None or s.game == "dcg"]
RUNNABLE = [p for p, s in LOADED.items() if s and s.game == "dcg" and s.status == "ok"]

# issue 3 "Rules covered": every area has at least one scenario tagged with it
REQUIRED_TAGS = {
    "zones", "turn", "unsuspend", "draw", "breeding", "hatch", "end-of-turn", "play",
    "digivolve", "option", "activate", "pass", "memory", "attack", "counter", "block",
    "security", "battle", "deletion", "trigger", "derived-trigger", "pending", "interrupt",
    "persistent", "duration", "once-per-turn", "optional-cost", "rule-check", "loop",
    "refused", "game-end",
}


class InvariantWatch:
    """Collects invariant violations of every snapshot of one run."""

    def __init__(self) -> None:
        self.initial: set[str] | None = None
        self.problems: list[str] = []
        self.snapshots = 0

    def __call__(self, snapshot: dict) -> None:
        if self.initial is None:
            self.initial = real_cards(snapshot)
        self.snapshots += 1
        self.problems.extend(f"after advance {self.snapshots - 1}: {p}"
                             for p in violations(snapshot, self.initial))


def test_library_has_thirty_scenarios_for_the_card_game():
    assert len(DCG_FILES) >= 30


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path):
    scenario = load_file(path)
    watch = InvariantWatch()
    try:
        result = run_scenario(scenario, observe=watch)
    except Exception:
        if scenario.status == "pending-engine":
            pytest.xfail(f"pending-engine (the engine rejects it): {scenario.pending_reason}")
        raise
    assert not watch.problems, "\n".join(watch.problems)
    if scenario.status == "pending-engine":
        assert not result.passed, "this pending-engine scenario now passes: drop its status"
        pytest.xfail(f"pending-engine: {scenario.pending_reason}")
    assert watch.snapshots >= 2, "the run never advanced"
    assert result.passed, "\n".join(result.failures)
    if scenario.game == "dcg":
        assert_offered_answers_are_scriptable(path, result)


def offered_answers(result: Result) -> list[str]:
    """Every option id the engine offered at a decision of the run."""
    asked = [a.decision for a in result.decisions] + \
        ([result.stopped_on] if result.stopped_on else [])
    return sorted({o.id for d in asked for o in d.options})


def assert_offered_answers_are_scriptable(path: Path, result: Result) -> None:
    """Anything the engine can ask, a scenario must be able to answer (issue 12): the file
    with every offered option id as its script loads, and its actions are those ids."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    offered = offered_answers(result)
    data["actions"] = offered
    try:
        scenario = load_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True),
                             path.name)
    except ScenarioFileError as exc:
        raise AssertionError(f"an offered answer can't be written in a scenario: {exc}") \
            from None
    assert scenario.actions == offered


@pytest.mark.parametrize("path", RUNNABLE[:5], ids=[p.stem for p in RUNNABLE[:5]])
def test_replay_is_deterministic(path: Path):
    first = run_scenario(load_file(path))
    second = run_scenario(load_file(path))
    assert [s.to_dict() for s in first.steps] == [s.to_dict() for s in second.steps]
    assert first.snapshot == second.snapshot


def test_every_required_rules_area_has_a_scenario():
    tags = set()
    for path in RUNNABLE:
        tags.update(LOADED[path].data["tags"])
    assert REQUIRED_TAGS - tags == set()


def test_every_source_key_resolves():
    from rulesdb.corpus import load_corpus
    from rulesdb.keywords import load_keywords

    corpus = load_corpus()
    keywords = {k.id for k in load_keywords()}
    missing = []
    for path, scenario in LOADED.items():
        for key in scenario.data["source"] if scenario else ():
            document, _, rest = key.partition("/")
            found = rest in keywords if document == "keyword" else corpus.cited(key)
            if not found:
                missing.append(f"{path.name}: {key}")
    assert missing == []


# --- the checks themselves must be able to fail -------------------------------------------

SNAPSHOT = {
    "memory": {"p1": 3, "p2": -3},
    "players": {
        "p1": {"hand": ["a"], "battle": [{"id": "b", "under": ["c"], "links": []}],
               "trash": []},
        "p2": {"hand": [], "battle": [], "trash": []},
    },
    "cards": {c: {"token": False} for c in "abc"},
}


def test_invariants_hold_on_a_sound_snapshot():
    assert violations(SNAPSHOT, {"a", "b", "c"}) == []


def test_invariants_catch_a_card_in_two_places():
    bad = {**SNAPSHOT, "players": {**SNAPSHOT["players"],
                                   "p2": {"hand": [], "battle": [], "trash": ["c"]}}}
    assert any("c is in 2 places" in p for p in violations(bad, {"a", "b", "c"}))


def test_invariants_catch_a_lost_card_and_memory_out_of_range():
    bad = {**SNAPSHOT, "memory": {"p1": 11, "p2": -11}}
    bad["players"] = {**SNAPSHOT["players"], "p1": {"hand": [], "battle": [
        {"id": "b", "under": ["c"], "links": []}], "trash": []}}
    problems = violations(bad, {"a", "b", "c"})
    assert any("nowhere" in p and "'a'" in p for p in problems)
    assert any("outside the gauge" in p for p in problems)


def test_a_wrong_expectation_fails_with_its_line():
    text = (LIBRARY / "attack-win-on-zero-security.yaml").read_text()
    scenario = load_text(text.replace("winner: p1", "winner: p2"), "x.yaml")
    result = run_scenario(scenario)
    assert result.status == "failed"
    line = text.splitlines().index("  winner: p1") + 1
    assert any(f.startswith(f"line {line}: expect.winner") for f in result.failures)


def test_step_patterns_name_events_the_engine_emits():
    """An absent_steps pattern with a misspelt event would pass vacuously: every event named
    in a pattern must be emitted somewhere in the library's runs (of the same game)."""
    emitted: dict[str, set[str]] = {}
    named: list[tuple[str, str, str]] = []
    for path, scenario in LOADED.items():
        if scenario is None or scenario.status != "ok":
            continue
        result = run_scenario(scenario)
        emitted.setdefault(scenario.game, set()).update(s.event for s in result.steps)
        for key in ("steps", "absent_steps"):
            for pattern in scenario.expect.get(key) or []:
                event = pattern if isinstance(pattern, str) else pattern.get("event")
                if event:
                    named.append((scenario.game, path.name, event))
    unknown = [f"{name}: {event}" for game, name, event in named if event not in emitted[game]]
    assert unknown == []


def test_every_scenario_asserts_an_outcome():
    """A scenario whose expect only names the final decision teaches nothing."""
    outcome_keys = {"winner", "memory", "zones", "cards", "steps", "absent_steps", "refused",
                    "turn_player", "data_points"}
    empty = [path.name for path, scenario in LOADED.items()
             if scenario and not outcome_keys & set(scenario.expect)]
    assert empty == []


def test_refused_card_text_is_reported_as_data_with_the_phrase():
    from judgeapp.scenario.runner import EngineRefused
    text = (LIBRARY / "qa-q3764-raijiludomon-needs-a-digimon-to-go-under.yaml").read_text()
    with pytest.raises(EngineRefused) as caught:
        run_scenario(load_text(text, "x.yaml"))
    refusal = caught.value.refusal
    assert refusal.phrase and "unsupported card text" in refusal.message
    assert refusal.card == 0 and refusal.message.startswith("x.yaml:")
    assert isinstance(caught.value, ScenarioFileError)  # callers that only report keep working
