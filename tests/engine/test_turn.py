"""Turn procedure: unsuspend, draw, breeding, main, end of turn (manual "Turn Procedures")."""

from judgeapp.engine.steps import StepKind

from .helpers import Game, scenario


def test_first_player_skips_the_draw_of_turn_one():
    g = Game(scenario(turn=1, phase="unsuspend", memory=0))
    assert "draw_skipped" in g.events
    assert g.snapshot["players"]["p1"]["hand"] == []


def test_draw_phase_draws_the_top_card():
    g = Game(scenario(turn=3, phase="draw"))
    assert g.snapshot["players"]["p1"]["hand"] == ["p1-deck-1"]
    assert g.decision.kind == "breeding_action"


def test_empty_deck_in_draw_phase_loses():
    g = Game(scenario(p1={"deck": 0}, phase="draw"))
    assert g.snapshot["winner"] == "p2"
    assert g.decision is None
    assert g.steps[-1].kind == StepKind.GAME_END


def test_start_of_your_turn_effects_activate_before_unsuspending():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Start of Your Turn] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Agumon", "suspended": True},
                                     {"card": "Tai Kamiya"}]}, cards=cards, phase="unsuspend"))
    assert g.index("activate", "p1-tai-kamiya") < g.index("unsuspend", "p1-agumon")
    assert g.mem() == 4
    assert g.stack("p1-agumon")["suspended"] is False


def test_hatch_places_the_top_digi_egg_in_the_breeding_area():
    g = Game(scenario(p1={"digi_egg_deck": ["Koromon"]}, phase="breeding"))
    assert "hatch" in g.options
    g.answer("hatch")
    assert g.snapshot["players"]["p1"]["breeding"]["id"] == "p1-koromon"
    assert g.decision.kind == "main_action"


def test_hatch_into_an_occupied_breeding_area_is_refused_and_asked_again():
    g = Game(scenario(p1={"digi_egg_deck": ["Koromon"], "breeding": {"card": "Agumon"}},
                      phase="breeding"))
    g.answer("hatch")
    refused = g.find("refused")
    assert refused and refused[0].kind == StepKind.REFUSED
    assert "no Digimon in the breeding area" in refused[0].text
    assert refused[0].rules
    assert g.decision.kind == "breeding_action"
    assert g.zone("p1-koromon") == "p1.digi_egg_deck"


def test_moving_out_needs_dp():
    g = Game(scenario(p1={"breeding": {"card": "Koromon"}}, phase="breeding"))
    assert "move p1-koromon" not in g.options
    g.answer("move p1-koromon")
    assert "don't have DP" in g.find("refused")[0].text


def test_moving_out_is_not_playing_it_can_attack_at_once():
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": "[On Play] Gain 1 memory."}}
    g = Game(scenario(p1={"breeding": {"card": "Agumon"}}, cards=cards, phase="breeding"))
    g.answer("move p1-agumon")
    assert g.zone("p1-agumon") == "p1.battle"
    assert not g.find("trigger", "p1-agumon")
    assert "attack p1-agumon -> player" in g.options


def test_breeding_action_is_once_per_turn():
    g = Game(scenario(p1={"digi_egg_deck": ["Koromon"], "flags": {"hatched_this_turn": True}},
                      phase="breeding"))
    assert g.decision.kind == "main_action"


def test_pass_ends_the_turn_and_the_opponent_starts_with_three():
    g = Game(scenario(p1={"battle": [{"card": "Agumon", "suspended": True}]},
                      p2={"battle": [{"card": "Gabumon", "suspended": True}]}))
    g.answer("pass")
    snap = g.snapshot
    assert snap["turn_player"] == "p2" and snap["turn"] == 4
    assert snap["memory"]["p2"] == 3
    assert g.stack("p2-gabumon")["suspended"] is False  # p2's unsuspend phase
    assert g.stack("p1-agumon")["suspended"] is True
    assert snap["players"]["p2"]["hand"] == ["p2-deck-1"]
    assert g.decision.kind == "breeding_action" and g.decision.player == "p2"


def test_turn_continues_when_end_of_turn_effects_bring_memory_back():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[End of Your Turn] Gain 4 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards))
    g.answer("pass")
    assert g.mem() == 1
    assert "turn_continues" in g.events
    assert g.snapshot["turn_player"] == "p1"
    assert g.decision.kind == "main_action" and g.decision.player == "p1"


def test_start_of_your_main_phase_triggers():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Start of Your Main Phase] Gain 1 memory."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards, phase="breeding"))
    g.answer("skip")
    assert g.index("phase", phase="main") < g.index("activate", "p1-tai-kamiya")
    assert g.mem() == 4


def test_end_of_turn_timings_for_both_players():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[End of All Turns] <Draw 1>."},
             "Matt": {"kind": "tamer", "color": "blue", "play_cost": 2,
                      "text": "[End of Opponent's Turn] <Draw 1>."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, p2={"battle": [{"card": "Matt"}]},
                      cards=cards))
    g.answer("pass")
    assert g.index("activate", "p1-tai-kamiya") < g.index("activate", "p2-matt") < g.index(
        "turn_end")
    assert g.snapshot["turn_player"] == "p2"


def test_start_of_opponents_main_phase():
    cards = {"Matt": {"kind": "tamer", "color": "blue", "play_cost": 2,
                      "text": "[Start of Opponent's Main Phase] Gain 1 memory."}}
    g = Game(scenario(p2={"battle": [{"card": "Matt"}]}, cards=cards, phase="breeding"))
    g.answer("skip")
    assert g.mem() == 2


def test_nonsense_answers_are_refused_and_asked_again():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}))
    g.answer(42, ["a", "b"], "dance", "attack p1-agumon -> p2-nobody")
    refused = g.find("refused")
    assert len(refused) == 4
    assert all(s.rules for s in refused)
    assert g.decision.kind == "main_action"


def test_after_the_game_ends_advance_returns_nothing():
    g = Game(scenario(p1={"battle": [{"card": "Agumon"}]}, p2={"security": 0}))
    g.answer("attack p1-agumon -> player")
    assert g.decision is None
    before = len(g.steps)
    g.answer("pass")
    assert len(g.steps) == before and g.decision is None
