"""The DigiQueue: players alternate adding effects until both pass; last in, first out."""

from __future__ import annotations

from judgeapp.engine.dccg import citations as R
from tests.dccg.helpers import play, scenario


def attack_with_cards(p1_hand, p2_hand, **board):
    return scenario(p1={"attack_row": ["Greymon"], "hand": p1_hand},
                    p2={"attack_row": ["Garurumon"], "hand": p2_hand}, **board)


def test_the_attacking_player_is_asked_first_and_players_alternate():
    data = attack_with_cards(["Boost Attack", "Data Gain"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", defaults=False)
    assert run.decision.kind == "digiqueue" and run.decision.player == "p1"
    assert [o.id for o in run.decision.options] == [
        "queue p1-boost-attack", "queue p1-data-gain", "pass"]
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-boost-attack",
               defaults=False)
    assert run.decision.player == "p2"
    assert run.decision.default == "pass" and R.DIGIQUEUE in run.decision.rules


def test_effects_resolve_last_in_first_out():
    data = attack_with_cards(["Draw Two", "Data Gain"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-draw-two",
               "queue p2-boost-defense", "queue p1-data-gain", "pass", "pass")
    added = [s.cards[0] for s in run.find("queue_add")]
    resolved = [s.cards[0] for s in run.find("queue_resolve")]
    assert added == ["p1-draw-two", "p2-boost-defense", "p1-data-gain"]
    assert resolved == list(reversed(added))
    events = run.events()
    assert events.index("queue_resolution") > max(i for i, e in enumerate(events)
                                                  if e == "queue_pass")
    assert events.index("attack_resolution") > events.index("queue_resolution")


def test_each_resolution_step_shows_what_is_still_waiting():
    data = attack_with_cards(["Draw Two", "Data Gain"], [])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-draw-two",
               "queue p1-data-gain", "pass")
    first, second = run.find("queue_resolve")
    assert first.cards[0] == "p1-data-gain"
    assert len(first.pending) == 1 and first.pending[0].startswith("p1-draw-two")
    assert second.pending == ()


def test_both_players_must_pass_in_a_row():
    data = attack_with_cards(["Boost Attack"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "pass", "queue p2-boost-defense",
               defaults=False)
    assert run.decision.kind == "digiqueue" and run.decision.player == "p1"
    assert run.find("queue_resolve") == []


def test_a_player_with_nothing_to_play_passes_and_it_is_recorded():
    run = play(attack_with_cards([], []), "attack p1-greymon -> p2-garurumon")
    passes = run.find("queue_pass")
    assert [(s.player, s.data["auto"]) for s in passes] == [("p1", True), ("p2", True)]
    assert all("no card" in s.text for s in passes)


def test_played_cards_go_to_the_offline_pile():
    data = attack_with_cards(["Boost Attack"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-boost-attack",
               "queue p2-boost-defense")
    assert "p1-boost-attack" in run.snapshot["players"]["p1"]["offline"]
    assert "p2-boost-defense" in run.snapshot["players"]["p2"]["offline"]
    assert all(s.data.get("unspecified") for s in run.find("offline")
               if s.data.get("origin") == "hand")


def test_boosts_apply_to_each_side_of_the_attack():
    data = attack_with_cards(["Boost Attack"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-boost-attack",
               "queue p2-boost-defense")
    resolution = run.find("attack_resolution")[0]
    assert (resolution.data["attack"], resolution.data["defense"]) == (1200, 1200)
    assert resolution.data["result"] == "tie"


def test_a_boost_for_the_number_not_compared_changes_nothing():
    data = attack_with_cards(["Boost Defense"], ["Boost Attack"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-boost-defense",
               "queue p2-boost-attack")
    assert all(s.data["amount"] == 0 for s in run.find("queue_resolve"))
    resolution = run.find("attack_resolution")[0]
    assert (resolution.data["attack"], resolution.data["defense"]) == (900, 900)


def test_a_win_inside_the_queue_stops_the_rest():
    data = attack_with_cards(["Data Gain"], ["Data Gain"], data_points={"p1": 7000, "p2": 7000})
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p1-data-gain",
               "queue p2-data-gain")
    assert run.snapshot["winner"] == "p2"
    assert [s.cards[0] for s in run.find("queue_resolve")] == ["p2-data-gain"]
    assert run.find("attack_resolution") == []


def test_queue_answers_are_checked():
    data = attack_with_cards(["Boost Attack", "Agumon"], ["Boost Defense"])
    run = play(data, "attack p1-greymon -> p2-garurumon", "queue p2-boost-defense",
               "queue p1-agumon", "next-phase", defaults=False)
    texts = [s.text for s in run.refusals()]
    assert "not in p1's hand" in texts[0]
    assert "no effect the engine models" in texts[1]
    assert "DigiQueue is open" in texts[2]


def test_a_digi_destined_card_can_be_played_in_the_attack_phase_outside_an_attack():
    data = scenario(p1={"attack_row": ["Greymon"], "hand": ["Draw Two", "Boost Attack"]},
                    p2={"hand": ["Data Gain"]})
    run = play(data, defaults=False)
    assert "queue p1-draw-two" in [o.id for o in run.decision.options]
    assert "queue p1-boost-attack" not in [o.id for o in run.decision.options]
    run = play(data, "queue p1-boost-attack", "queue p1-draw-two", "queue p2-data-gain",
               "pass")
    assert "Digi-Destined" in run.refusals()[0].text
    assert [s.cards[0] for s in run.find("queue_resolve")] == ["p2-data-gain", "p1-draw-two"]
    assert run.find("attack_resolution") == []
    assert run.snapshot["data_points"]["p2"] == 500
    assert run.snapshot["attack"] is None
    assert run.decision.kind == "attack" and run.decision.player == "p1"
    assert "attack p1-greymon -> player" in [o.id for o in run.decision.options]
