"""Attacks by an effect: <Blitz>, <Vortex>, <Execute>, <Overclock (Trait)>."""

from judgeapp.engine.dcg.cardtext import parse_text

from .helpers import Game, scenario


def _digimon(text: str, dp: int = 5000, **extra) -> dict:
    return {"kind": "digimon", "color": "red", "level": 4, "dp": dp, "play_cost": 5,
            "digivolve": [{"color": "red", "level": 3, "cost": 2}], "text": text, **extra}


def _blitz(memory: int = 1, p2: dict | None = None) -> Game:
    """Agumon digivolves (cost 2) into Greymon ([When Digivolving] <Blitz>)."""
    return Game(scenario(p1={"battle": [{"card": "Agumon"}], "hand": ["Greymon"]},
                         p2=p2 or {"security": 2},
                         cards={"Greymon": _digimon("[When Digivolving] <Blitz>")},
                         memory={"p1": memory}))


# ---------------------------------------------------------------- Blitz


def test_blitz_attacks_after_the_cost_moved_memory_to_the_opponent_before_the_turn_ends():
    g = _blitz(memory=1)
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.decision.kind == "effect_attack" and g.decision.player == "p1"
    assert g.options == ["attack p1-greymon -> player", "no"]
    assert g.decision.default == "no"
    g.answer("attack p1-greymon -> player")
    assert g.index("attack_declared", "p1-greymon") < g.index("security_reveal") \
        < g.index("end_of_attack") < g.index("turn_end_check")
    assert g.snapshot["players"]["p2"]["security"] == ["p2-security-2"]


def test_blitz_cannot_activate_when_the_opponent_has_no_memory():
    g = _blitz(memory=2)  # the cost 2 leaves the counter on 0
    g.answer("digivolve p1-greymon onto p1-agumon")
    (step,) = g.find("cannot_activate", "p1-greymon")
    assert "manual-en/kw-blitz" in step.rules
    assert not g.find("attack_declared") and g.decision.kind == "main_action"


def test_blitz_needs_a_digimon_that_can_attack_normally():
    cards = {"Greymon": _digimon("[On Play] <Blitz>")}
    g = Game(scenario(p1={"hand": ["Greymon"]}, p2={"security": 2}, cards=cards,
                      memory={"p1": 4}))
    g.answer("play p1-greymon")
    (step,) = g.find("effect_attack_impossible", "p1-greymon")
    assert "played" in step.data["reason"] and "glossary-en/kw-blitz" in step.rules
    assert not g.find("attack_declared")


def test_blitz_may_be_declined_and_the_turn_then_ends():
    g = _blitz(memory=1)
    g.answer("digivolve p1-greymon onto p1-agumon", "no")
    assert g.find("optional_declined", "p1-greymon") and not g.find("attack_declared")
    assert g.find("turn_end")


def test_blitz_is_only_read_after_on_play_or_when_digivolving():
    assert parse_text("[On Play] <Blitz>.")[0].keyword == "blitz"
    for text in ("<Blitz>", "[When Attacking] <Blitz>."):
        try:
            parse_text(text)
        except Exception as err:  # noqa: BLE001 - the message is what is checked
            assert "[On Play] <Blitz>" in str(err)
        else:
            raise AssertionError(f"{text} was accepted")


# ---------------------------------------------------------------- Vortex


def _end_of_turn(text: str, p1_battle: list, p2: dict, **cards) -> Game:
    defs = {"Greymon": _digimon(text), **cards}
    return Game(scenario(p1={"battle": p1_battle}, p2=p2, cards=defs))


def test_vortex_attacks_a_suspended_digimon_at_the_end_of_the_turn_even_when_just_played():
    g = _end_of_turn("<Vortex>", [{"card": "Greymon", "played_this_turn": True}],
                     {"battle": [{"card": "Gabumon", "suspended": True}], "security": 2})
    g.answer("pass")
    assert g.decision.kind == "effect_attack"
    assert g.options == ["attack p1-greymon -> p2-gabumon", "no"]
    g.answer("attack p1-greymon -> p2-gabumon")
    assert g.index("turn_end_check") < g.index("attack_declared") < g.index("battle") \
        < g.index("turn_end")
    assert g.zone("p2-gabumon") == "p2.trash"
    assert g.find("attack_declared")[0].data["how"] == ""


def test_vortex_can_not_attack_the_player_or_unsuspended_digimon():
    g = _end_of_turn("<Vortex>", [{"card": "Greymon"}],
                     {"battle": [{"card": "Gabumon"}], "security": 2})
    g.answer("pass")
    assert g.find("no_target", "p1-greymon") and not g.find("attack_declared")
    g = _end_of_turn("<Vortex>", [{"card": "Greymon"}],
                     {"battle": [{"card": "Gabumon", "suspended": True}]})
    g.answer("pass", "attack p1-greymon -> player")
    assert g.find("refused") and g.decision.kind == "effect_attack"


def test_vortex_attacker_must_be_unsuspended():
    g = _end_of_turn("<Vortex>", [{"card": "Greymon", "suspended": True}],
                     {"battle": [{"card": "Gabumon", "suspended": True}]})
    g.answer("pass")
    (step,) = g.find("effect_attack_impossible", "p1-greymon")
    assert "suspended" in step.data["reason"]


# ---------------------------------------------------------------- Execute


def test_execute_attacks_an_unsuspended_digimon_and_is_deleted_at_the_end_of_the_attack():
    g = _end_of_turn("<Execute>", [{"card": "Greymon"}],
                     {"battle": [{"card": "Gabumon"}], "security": 2})
    g.answer("pass")
    assert g.options == ["attack p1-greymon -> player", "attack p1-greymon -> p2-gabumon", "no"]
    g.answer("attack p1-greymon -> p2-gabumon")
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p1-greymon") == "p1.trash"
    assert g.index("battle") < g.index("end_of_attack") < g.index("execute") \
        < g.index("delete", "p1-greymon") < g.index("turn_end")
    assert g.find("delete", "p1-greymon", reason="effect")


def test_execute_declined_keeps_the_digimon():
    g = _end_of_turn("<Execute>", [{"card": "Greymon"}], {"security": 2})
    g.answer("pass", "no")
    assert g.zone("p1-greymon") == "p1.battle" and not g.find("execute")


def test_execute_needs_a_digimon_that_can_attack_normally():
    g = _end_of_turn("<Execute>", [{"card": "Greymon", "played_this_turn": True}],
                     {"security": 2})
    g.answer("pass")
    assert g.find("effect_attack_impossible", "p1-greymon")
    assert g.zone("p1-greymon") == "p1.battle"


# ---------------------------------------------------------------- Overclock

_FODDER = {"Tankmon": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                       "play_cost": 3, "traits": ["Machine"]}}


def test_overclock_deletes_a_trait_digimon_and_attacks_the_player_without_suspending():
    g = _end_of_turn("<Overclock (Machine)>", [{"card": "Greymon"}, {"card": "Tankmon"}],
                     {"security": 2}, **_FODDER)
    g.answer("pass")
    assert g.decision.kind == "pay_cost"
    g.answer("yes")
    assert g.zone("p1-tankmon") == "p1.trash"
    assert g.index("delete", "p1-tankmon") < g.index("attack_declared", "p1-greymon") \
        < g.index("security_reveal")
    assert g.find("attack_declared")[0].data["how"] == " without suspending"
    assert not g.stack("p1-greymon")["suspended"]


def test_overclock_can_use_a_token_and_not_a_digimon_without_the_trait():
    token = {"Machine Token": {"kind": "digimon", "color": "black", "level": 3, "dp": 1000,
                               "token": True}}
    g = _end_of_turn("<Overclock《Machine》>", [{"card": "Greymon"}, {"card": "Gabumon"},
                                               {"card": "Machine Token", "id": "p1-token"}],
                     {"security": 2}, **token)
    g.answer("pass", "yes")
    assert g.zone("p1-token") == "gone" and g.zone("p1-gabumon") == "p1.battle"
    assert g.find("attack_declared", "p1-greymon")


def test_overclock_with_the_trait_in_brackets_and_named_a_trait_reads_the_same():
    """ST19-08 prints "<Overclock ([Puppet] trait)>" (CR 4.2 16-34-1: "([Puppet] Trait)")."""
    from judgeapp.engine.dcg.cardtext import parse_text
    (printed,) = parse_text("<Overclock ([Machine] trait)>")
    (plain,) = parse_text("<Overclock (Machine)>")
    assert printed.clauses[0].cost == plain.clauses[0].cost
    assert printed.clauses[0].cost[0].target.trait_or_token == "Machine"


def test_overclock_without_fodder_does_nothing():
    g = _end_of_turn("<Overclock (Machine)>", [{"card": "Greymon"}, {"card": "Gabumon"}],
                     {"security": 2})
    g.answer("pass")
    assert g.find("cost_unpayable", "p1-greymon") and not g.find("attack_declared")


def test_overclock_by_a_suspended_digimon_stops_the_run_before_its_cost():
    """The corpus does not say whether a suspended Digimon can attack 'without suspending':
    the engine neither asks for the cost (a Digimon deleted for nothing) nor rules on."""
    g = _end_of_turn("<Overclock (Machine)>",
                     [{"card": "Greymon", "suspended": True}, {"card": "Tankmon"}],
                     {"security": 2}, **_FODDER)
    g.answer("pass")
    (step,) = g.find("unmodelled", "p1-greymon")
    assert step.kind == "unmodelled" and "keyword/overclock" in step.rules
    assert "no ruling" in step.text and g.decision is None
    assert not g.find("pay_cost", decision="pay_cost") and g.zone("p1-tankmon") == "p1.battle"
    assert step is g.steps[-1]


def test_a_second_pending_attack_effect_activates_during_the_first_attack_and_cannot_attack():
    """Official Q&A: simultaneous "this Digimon attacks" effects; the 2nd activates before
    the counter timing of the 1st attack and can't attack (no attack during an attack)."""
    g = _end_of_turn("<Vortex>", [{"card": "Greymon"}, {"card": "Greymon", "id": "p1-other"}],
                     {"battle": [{"card": "Gabumon", "suspended": True}], "security": 2})
    g.answer("pass")
    assert g.decision.kind == "order_triggers"
    g.answer("p1-greymon end-of-your-turn", "attack p1-greymon -> p2-gabumon")
    (step,) = g.find("effect_attack_impossible", "p1-other")
    assert "during an attack" in step.data["reason"]
    assert g.index("attack_declared", "p1-greymon") < step.index < g.index("counter_timing")


def test_blitz_of_the_non_turn_player_makes_no_attack():
    cards = {"Garurumon": {**_digimon("[On Play] <Blitz>", dp=1000), "color": "blue",
                           "security": "[Security] Play this card without paying the cost."}}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]}, p2={"security": ["Garurumon"]},
                      cards=cards))
    g.answer("attack p1-greymon -> player")
    (step,) = g.find("effect_attack_impossible", "p2-garurumon")
    assert "turn player" in step.data["reason"] and g.decision.player == "p1"
