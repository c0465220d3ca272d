"""<Reboot>: also unsuspends in the opponent's unsuspend phase (and only then)."""

from .helpers import Game, scenario

REBOOT = {"Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                      "play_cost": 3, "text": "<Reboot>"}}


def test_reboot_unsuspends_in_the_opponents_unsuspend_phase_only_for_itself():
    g = Game(scenario(p1={"battle": [{"card": "Gabumon", "suspended": True},
                                     {"card": "Agumon", "suspended": True}]},
                      cards=REBOOT, memory={"p1": 0}))
    g.answer("pass")
    assert g.state.turn_player == "p2"
    assert not g.stack("p1-gabumon")["suspended"]
    assert g.stack("p1-agumon")["suspended"]
    assert g.index("phase") < g.index("reboot", "p1-gabumon") < g.index("draw")


def test_reboot_gives_nothing_extra_in_its_own_unsuspend_phase():
    g = Game(scenario(p1={"battle": [{"card": "Gabumon", "suspended": True}]}, cards=REBOOT,
                      memory={"p1": 0}))
    g.answer("pass")  # to p2's turn: unsuspended by Reboot
    assert len(g.find("reboot")) == 1
    g.answer("pass")  # back to p1's own turn: the normal unsuspend, no Reboot step
    assert len(g.find("reboot")) == 1
