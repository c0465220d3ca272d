"""Keywords that change an attack or its battle: <Raid>, <Collision>, <Iceclad>."""

from judgeapp.engine.ruleset import get_ruleset

from .helpers import Game, scenario

CARDS = {
    "Garurumon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 6000, "play_cost": 5},
    "Tsunomon": {"kind": "digi-egg", "color": "blue", "level": 2},
}


def _attacker(text: str, dp: int = 7000) -> dict:
    return {**CARDS, "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": dp,
                                 "play_cost": 5, "text": text}}


def test_raid_is_optional_and_goes_to_the_highest_dp_unsuspended_digimon():
    p2 = {"battle": [{"card": "Gabumon"}, {"card": "Garurumon"}], "security": 2}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2=p2, cards=_attacker("<Raid>")))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "optional"
    g.answer("yes")
    assert g.find("attack_target_changed", "p2-garurumon")
    assert g.zone("p2-garurumon") == "p2.trash" and g.zone("p2-gabumon") == "p2.battle"
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2=p2, cards=_attacker("<Raid>")))
    g.answer("attack p1-greymon -> player", "no")
    assert not g.find("attack_target_changed") and g.find("security_reveal")


def test_raid_asks_among_digimon_tied_for_the_highest_dp():
    p2 = {"battle": [{"card": "Garurumon"}, {"card": "Garurumon"}]}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2=p2, cards=_attacker("<Raid>")))
    g.answer("attack p1-greymon -> player", "yes")
    assert g.decision.kind == "choose_target"
    assert g.options == ["p2-garurumon", "p2-garurumon-2"]
    g.answer("p2-garurumon-2")
    assert g.zone("p2-garurumon-2") == "p2.trash" and g.zone("p2-garurumon") == "p2.battle"


def test_collision_forces_a_block_by_a_digimon_without_blocker():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "security": 2},
                      cards=_attacker("<Collision>")))
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "block" and g.options == ["block p2-gabumon"]
    g.answer(None)
    assert g.find("block", "p2-gabumon") and not g.find("security_reveal")


def test_collision_gives_all_opponents_digimon_blocker_during_the_attack_only():
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}, {"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gabumon"}, {"card": "Garurumon",
                                                           "suspended": True}],
                          "security": 2},
                      cards=_attacker("<Collision>")))
    assert "blocker" not in g.stack("p2-gabumon")["keywords"]
    g.answer("attack p1-greymon -> player")
    assert g.decision.kind == "block" and g.options == ["block p2-gabumon"]
    # the board and every <Blocker> check see it: the suspended one has it but can't block
    assert "blocker" in g.stack("p2-gabumon")["keywords"]
    assert "blocker" in g.stack("p2-garurumon")["keywords"]
    assert "blocker" not in g.stack("p1-agumon")["keywords"]
    assert g.find("collision", "p1-greymon", have_blocker=["p2-gabumon", "p2-garurumon"])
    g.answer(None)
    assert g.find("block", "p2-gabumon")
    assert "blocker" not in g.stack("p2-garurumon")["keywords"]  # the attack is over


def test_collision_blocker_shows_on_the_recorded_step_boards():
    scn = scenario(p1={"battle": [{"card": "Greymon"}]},
                   p2={"battle": [{"card": "Gabumon"}], "security": 2},
                   cards=_attacker("<Collision>", dp=1000))
    rules = get_ruleset("dcg")
    state = rules.setup(scn, record_boards=True)
    rules.advance(state, None)
    steps = rules.advance(state, "attack p1-greymon -> player").steps
    steps += rules.advance(state, None).steps  # the forced block

    def keywords(board: dict) -> list[str]:
        return next(s["keywords"] for s in board["players"]["p2"]["battle"]
                    if s["id"] == "p2-gabumon")

    during = [s for s in steps if s.event in ("collision", "block", "battle")]
    assert [s.event for s in during] == ["collision", "block", "battle"]
    assert all("blocker" in keywords(s.board) for s in during)
    assert "blocker" not in keywords(rules.snapshot(state))  # the attack is over


def test_iceclad_compares_digivolution_cards_either_side_and_ties_delete_both():
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Tsunomon"],
                                      "suspended": True}]},
                      cards=_attacker("<Iceclad>", dp=1000)))
    g.answer("attack p1-greymon -> p2-garurumon")
    assert g.zone("p1-greymon") == "p1.trash" and g.zone("p2-garurumon") == "p2.trash"
    cards = {**_attacker("", dp=9000), "Garurumon": {**CARDS["Garurumon"], "text": "<Iceclad>"}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"battle": [{"card": "Garurumon", "under": ["Tsunomon"],
                                      "suspended": True}]}, cards=cards))
    g.answer("attack p1-greymon -> p2-garurumon")
    assert g.zone("p1-greymon") == "p1.trash" and g.zone("p2-garurumon") == "p2.battle"
