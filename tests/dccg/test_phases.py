"""The six phases in order and their limits: Bring Online, Digivolve, Move, Discard."""

from __future__ import annotations

from judgeapp.engine.dccg import citations as R
from tests.dccg.helpers import play, scenario

PHASES = ["draw", "bring-online", "digivolve", "move", "attack", "discard"]


def phase_starts(run):
    return [s.data["phase"] for s in run.find("phase_start")]


def test_a_turn_runs_the_six_phases_in_order_then_passes_the_turn():
    run = play(scenario(phase="draw"), *["next-phase"] * 5)
    assert phase_starts(run) == [*PHASES, "draw", "bring-online"]
    assert run.snapshot["turn"] == 4 and run.snapshot["turn_player"] == "p2"
    assert run.decision.kind == "bring_online" and run.decision.player == "p2"


def test_draw_phase_draws_two_cards_for_the_turn_player():
    run = play(scenario(phase="draw"))
    draws = run.find("draw")
    assert [s.player for s in draws] == ["p1", "p1"]
    assert run.snapshot["players"]["p1"]["hand"] == ["p1-online-1", "p1-online-2"]
    assert R.DRAW_PHASE in draws[0].rules


def test_bring_online_allows_two_rookies_only():
    run = play(scenario(phase="bring-online", p1={"hand": ["Agumon", "Gabumon", "Patamon",
                                                            "Greymon"]}),
               "bring p1-greymon", "bring p1-agumon", "bring p1-gabumon", "bring p1-patamon")
    assert run.snapshot["players"]["p1"]["digivolve_row"] == ["p1-agumon", "p1-gabumon"]
    refused = run.refusals()
    assert [s.data["action"] for s in refused] == ["bring p1-greymon", "bring p1-patamon"]
    assert "ONLY Rookie" in refused[0].text and "up to 2" in refused[1].text
    assert all(R.BRING_ONLINE_PHASE in s.rules for s in refused)
    assert [o.id for o in run.decision.options] == ["next-phase"]


def test_bring_online_options_list_only_rookies():
    run = play(scenario(phase="bring-online", p1={"hand": ["Agumon", "Greymon", "Data Gain"]}))
    assert [o.id for o in run.decision.options] == ["bring p1-agumon", "next-phase"]


def test_excess_over_four_in_the_digivolve_row_is_taken_offline_by_choice():
    board = scenario(phase="bring-online", p1={
        "digivolve_row": ["Agumon", "Gabumon", "Patamon"], "hand": ["Greymon"]},
        cards={"Palmon": {"level": "rookie"}, "Tentomon": {"level": "rookie"}})
    board["board"]["p1"]["hand"] = ["Palmon", "Tentomon"]
    run = play(board, "bring p1-palmon", "bring p1-tentomon", "next-phase", defaults=False)
    assert run.decision.kind == "offline_excess" and run.decision.player == "p1"
    assert len(run.decision.options) == 5
    run = play(board, "bring p1-palmon", "bring p1-tentomon", "next-phase",
               "offline p1-gabumon")
    mat = run.snapshot["players"]["p1"]
    assert mat["digivolve_row"] == ["p1-agumon", "p1-patamon", "p1-palmon", "p1-tentomon"]
    assert mat["offline"] == ["p1-gabumon"]
    assert run.snapshot["phase"] == "digivolve"


def test_excess_default_is_the_first_digimon_of_the_row():
    board = scenario(phase="bring-online", p1={"digivolve_row": ["Agumon", "Gabumon",
                                                                  "Patamon", "Greymon"]},
                     cards={"Palmon": {"level": "rookie"}})
    board["board"]["p1"]["hand"] = ["Palmon"]
    run = play(board, "bring p1-palmon", "next-phase")
    assert run.snapshot["players"]["p1"]["offline"] == ["p1-agumon"]


def test_no_excess_means_no_offline_decision():
    run = play(scenario(phase="bring-online", p1={"hand": ["Agumon"]}), "bring p1-agumon",
               "next-phase")
    assert run.decision.kind == "digivolve"
    assert "offline" not in run.events()


def test_digivolve_one_level_in_the_same_space():
    run = play(scenario(phase="digivolve", p1={"digivolve_row": ["Patamon", "Agumon"],
                                               "hand": ["Greymon"]}),
               "digivolve p1-greymon onto p1-agumon")
    mat = run.snapshot["players"]["p1"]
    assert mat["digivolve_row"] == ["p1-patamon", "p1-greymon"]
    assert mat["offline"] == ["p1-agumon"]
    step = run.find("digivolve")[0]
    assert step.data["space"] == 1
    assert "Digivolve Requirements" in step.text and step.data["unspecified"]


def test_digivolve_refusals_name_their_rule():
    run = play(scenario(phase="digivolve", p1={
        "digivolve_row": ["Agumon", "Gabumon", "Patamon"], "attack_row": ["Greymon"],
        "hand": ["Garurumon", "MetalGreymon", "WarGreymon", "Greymon"]},
        cards={"Angemon": {"level": "champion"}}),
        "digivolve p1-metalgreymon onto p1-greymon",   # attack row
        "digivolve p1-metalgreymon onto p1-agumon",    # skips a level
        "digivolve p1-greymon-2 onto p1-agumon",
        "digivolve p1-metalgreymon onto p1-greymon-2",  # one level per turn
        "digivolve p1-garurumon onto p1-gabumon",
        "digivolve p1-wargreymon onto p1-patamon")      # third digivolution (and level)
    rules = [s.rules for s in run.refusals()]
    assert R.FAQ_DIGIVOLVE_ATTACK_ROW in rules[0]
    assert "Rookie -> Champion" in run.refusals()[1].text
    assert R.FAQ_ONE_LEVEL in rules[2]
    assert "already digivolved 2" in run.refusals()[3].text
    assert run.snapshot["counters"]["digivolved"] == 2


def test_special_digivolution_scores_500_and_ends_the_turn():
    board = scenario(phase="digivolve", cards={
        "Agumon": {"level": "rookie", "true_digivolution": ["Greymon", "MetalGreymon",
                                                            "WarGreymon"]}},
        p1={"hand": ["Agumon", "Greymon", "MetalGreymon", "WarGreymon"]})
    run = play(board, "special p1-agumon p1-greymon p1-metalgreymon p1-wargreymon")
    mat = run.snapshot["players"]["p1"]
    assert mat["digivolve_row"] == ["p1-wargreymon"]
    assert sorted(mat["offline"]) == ["p1-agumon", "p1-greymon", "p1-metalgreymon"]
    assert mat["data_points"] == 500
    assert run.snapshot["turn_player"] == "p2"
    assert R.SPECIAL_DIGIVOLUTION in run.find("special_digivolution")[0].rules


def test_special_digivolution_needs_an_open_space():
    board = scenario(phase="digivolve", cards={
        "Agumon": {"level": "rookie", "true_digivolution": ["Greymon", "MetalGreymon",
                                                            "WarGreymon"]}},
        p1={"hand": ["Agumon", "Greymon", "MetalGreymon", "WarGreymon"],
            "digivolve_row": ["Gabumon", "Patamon", "Garurumon", "Gabumon"]})
    run = play(board)
    assert not any(o.id.startswith("special") for o in run.decision.options)
    run = play(board, "special p1-agumon p1-greymon p1-metalgreymon p1-wargreymon")
    assert "no open space" in run.refusals()[0].text


def test_move_up_to_two_and_never_into_a_full_row():
    run = play(scenario(phase="move", p1={
        "digivolve_row": ["Greymon", "Garurumon", "Agumon"],
        "attack_row": ["Gabumon", "Patamon", "MetalGreymon", "WarGreymon"]}),
        "move p1-greymon", "move p1-gabumon", "move p1-greymon", "move p1-agumon")
    mat = run.snapshot["players"]["p1"]
    assert mat["attack_row"] == ["p1-patamon", "p1-metalgreymon", "p1-wargreymon",
                                 "p1-greymon"]
    assert [s.data["action"] for s in run.refusals()] == ["move p1-greymon", "move p1-agumon"]
    assert R.ATTACK_ROW in run.refusals()[0].rules
    assert "up to 2" in run.refusals()[1].text


def test_discard_and_replace_up_to_three():
    run = play(scenario(phase="discard", p1={"hand": ["Agumon", "Gabumon", "Patamon",
                                                       "Greymon"]}),
               "discard p1-agumon", "discard p1-gabumon", "discard p1-patamon",
               "discard p1-greymon")
    mat = run.snapshot["players"]["p1"]
    assert mat["offline"] == ["p1-agumon", "p1-gabumon", "p1-patamon"]
    assert mat["hand"] == ["p1-greymon", "p1-online-1", "p1-online-2", "p1-online-3"]
    assert "up to 3" in run.refusals()[0].text
    assert run.events().count("draw") == 3


def test_an_answer_of_another_phase_is_refused_and_the_decision_repeats():
    run = play(scenario(phase="move", p1={"attack_row": ["Greymon"]}),
               "bring p1-greymon", "queue p1-greymon", "nonsense")
    assert len(run.refusals()) == 3
    assert all(R.MOVE_PHASE in s.rules for s in run.refusals())
    assert run.decision.kind == "move"


def test_phase_decisions_have_no_default_so_an_unscripted_run_stops():
    run = play(scenario(phase="move"))
    assert run.decision.kind == "move" and run.decision.default is None
