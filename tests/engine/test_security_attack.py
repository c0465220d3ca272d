"""The security-attack family: attacks by an effect's text ("This Digimon may attack.",
verbs/attack_by_effect.py) and security cards added to the hand (verbs/security_to_hand.py)."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario


def _digimon(text: str, dp: int = 5000) -> dict:
    return {"kind": "digimon", "color": "red", "level": 4, "dp": dp, "play_cost": 5,
            "digivolve": [{"color": "red", "level": 3, "cost": 2}], "text": text}


def _end_of_turn(text: str, p1: dict, p2: dict) -> Game:
    cards = {"Greymon": _digimon(text)}
    return Game(scenario(p1=p1, p2=p2, cards=cards))


def test_this_digimon_may_attack_at_the_end_of_the_turn_the_player_or_a_suspended_digimon():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack.",
                     {"battle": [{"card": "Greymon"}]},
                     {"security": 2, "battle": [{"card": "Gabumon", "suspended": True},
                                                {"card": "Agumon"}]})
    g.answer("pass")
    assert g.decision.kind == "effect_attack" and g.decision.default == "no"
    assert g.options == ["attack p1-greymon -> player", "attack p1-greymon -> p2-gabumon",
                         "no"]
    g.answer("attack p1-greymon -> p2-gabumon")
    (declared,) = g.find("attack_declared", "p1-greymon")
    assert "cr-en/11-2-4" in declared.rules
    assert g.snapshot["players"]["p2"]["trash"] == ["p2-gabumon"]
    assert g.find("turn_end")


def test_the_printed_target_narrows_the_targets():
    p2 = {"security": 2, "battle": [{"card": "Gabumon", "suspended": True}]}
    g = _end_of_turn("[End of Your Turn] This Digimon may attack a player.",
                     {"battle": [{"card": "Greymon"}]}, p2)
    g.answer("pass")
    assert g.options == ["attack p1-greymon -> player", "no"]
    g = _end_of_turn("[End of Your Turn] This Digimon may attack an opponent's Digimon.",
                     {"battle": [{"card": "Greymon"}]}, {"security": 2})
    g.answer("pass")
    (step,) = g.find("no_target", "p1-greymon")
    assert "no suspended Digimon" in step.text and not g.find("attack_declared")


def test_a_suspended_digimon_cannot_attack_by_the_effect():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack.",
                     {"battle": [{"card": "Greymon", "suspended": True}]}, {"security": 2})
    g.answer("pass")
    (step,) = g.find("attack_by_effect_impossible", "p1-greymon")
    assert "suspended" in step.text and not g.find("attack_declared")


def test_one_of_your_digimon_offers_only_those_that_can_attack():
    cards = {"Greymon": _digimon("[On Play] 1 of your Digimon may attack.")}
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [
        {"card": "Agumon"}, {"card": "Gabumon", "suspended": True}]},
        p2={"security": 2}, cards=cards, memory={"p1": 6}))
    g.answer("play p1-greymon")
    # Greymon was just played, Gabumon is suspended: only Agumon can attack (Q&A Q3705)
    assert g.options == ["attack p1-agumon -> player", "no"]
    g.answer("attack p1-agumon -> player")
    assert g.find("attack_declared", "p1-agumon")


def test_without_suspending_the_attacker_stays_unsuspended():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack without suspending.",
                     {"battle": [{"card": "Greymon"}]}, {"security": 2})
    g.answer("pass", "attack p1-greymon -> player")
    (step,) = g.find("attack_declared", "p1-greymon")
    assert "without suspending" in step.text
    assert not g.snapshot["players"]["p1"]["battle"][0]["suspended"]


def test_without_suspending_a_suspended_digimon_stops_the_run_unmodelled():
    g = _end_of_turn("[End of Your Turn] This Digimon may attack without suspending.",
                     {"battle": [{"card": "Greymon", "suspended": True}]}, {"security": 2})
    g.answer("pass")
    assert g.find("unmodelled") and g.decision is None


def test_only_the_turn_player_attacks():
    """p2's [On Deletion] "1 of your Digimon may attack" in p1's turn: nothing (CR 11-1-2)."""
    cards = {"Greymon": _digimon("[On Deletion] 1 of your Digimon may attack."),
             "Agumon": _digimon("[On Play] Delete 1 of your opponent's Digimon.")}
    g = Game(scenario(p1={"hand": ["Agumon"]},
                      p2={"battle": [{"card": "Greymon"}, {"card": "Gabumon"}],
                          "security": 2},
                      cards=cards, memory={"p1": 6}))
    g.answer("play p1-agumon", "p2-greymon")
    (step,) = g.find("attack_by_effect_impossible")
    assert "turn player" in step.text and not g.find("attack_declared")


@pytest.mark.parametrize("text", [
    "[End of Your Turn] This Digimon may attack.",
    "[When Digivolving] 1 of your Digimon may attack.",
    "[End of Your Turn] 1 of your Digimon with [Omnimon] in its name may attack a player.",
    "[End of Your Turn] This Digimon may attack an opponent's Digimon.",
    "[End of Your Turn] If this Digimon has the [Insectoid] trait, it may attack an "
    "opponent's Digimon.",
    "[When Digivolving] Suspend 1 of your opponent's Digimon. Then, you may attack your "
    "opponent's Digimon with this Digimon.",
    "[When Digivolving] This Digimon may attack without suspending.",
    "[Main] Then, 1 of your Digimon with [Greymon] in its name may attack your opponent.",
])
def test_the_printed_forms_read_whole(text):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.clauses[-1].actions[-1].verb == "attack-by-effect"


def test_two_of_your_digimon_may_attack_is_refused_with_the_reason():
    with pytest.raises(CardTextError, match="1 of your Digimon"):
        parse_text("[Main] 2 of your Digimon may attack.")


# ---------------------------------------------------------------- security cards to the hand


def _security_to_hand(text: str, security: list, **p1) -> Game:
    cards = {"Greymon": _digimon(text)}
    return Game(scenario(p1={"hand": ["Greymon"], "security": security, **p1},
                         p2={"security": 2}, cards=cards, memory={"p1": 6}))


def test_add_your_top_security_card_to_the_hand():
    g = _security_to_hand("[On Play] Add your top security card to the hand.",
                          ["Gabumon", "Agumon"])
    g.answer("play p1-greymon")
    (step,) = g.find("security_to_hand", "p1-gabumon")
    assert "cr-en/3-7-3" in step.rules
    p1 = g.snapshot["players"]["p1"]
    assert p1["hand"] == ["p1-gabumon"] and p1["security"] == ["p1-agumon"]


def test_add_your_bottom_security_card_and_recovery_in_the_printed_order():
    g = _security_to_hand("[On Play] Add your bottom security card to the hand and "
                          "<Recovery +1>", ["Gabumon", "Agumon"], deck=["Koromon"])
    g.answer("play p1-greymon")
    assert g.index("security_to_hand", "p1-agumon") < g.index("recovery")
    p1 = g.snapshot["players"]["p1"]
    assert p1["hand"] == ["p1-agumon"] and p1["security"] == ["p1-koromon", "p1-gabumon"]


def test_with_no_security_card_nothing_is_added_and_the_cost_cant_be_paid():
    g = _security_to_hand("[On Play] Add your top security card to the hand.", [])
    g.answer("play p1-greymon")
    assert g.find("no_target", "p1-greymon") and not g.find("security_to_hand")
    g = _security_to_hand("[On Play] By adding your top security card to the hand, gain 2 "
                          "memory.", [])
    g.answer("play p1-greymon")
    assert g.find("cost_unpayable", "p1-greymon") and not g.find("memory")


def test_adding_a_security_card_by_a_cost_removes_a_card_from_the_security_stack():
    cards = {"Greymon": _digimon("[On Play] By adding your top security card to the hand, "
                                 "gain 2 memory."),
             "Gabumon": {**_digimon("[Your Turn] When a card is removed from your security "
                                    "stack, <Draw 1>."), "color": "blue"}}
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Gabumon"}],
                          "security": ["Agumon"], "deck": ["Koromon"]},
                      p2={"security": 2}, cards=cards, memory={"p1": 6}))
    g.answer("play p1-greymon", "yes")
    assert g.find("security_to_hand", "p1-agumon")
    assert g.index("security_to_hand") < g.index("draw", "p1-koromon")
    assert g.find("memory") and g.snapshot["memory"]["p1"] == 3  # 6 - 5 + 2


# ---------------------------------------------------------------- both players' decks


def test_trash_the_top_cards_of_both_players_decks_each_to_their_own_trash():
    cards = {"Greymon": _digimon("[On Play] Trash the top 2 cards of both players' decks.")}
    g = Game(scenario(p1={"hand": ["Greymon"], "deck": ["Agumon", "Gabumon", "Koromon"]},
                      p2={"security": 2, "deck": ["Agumon"]}, cards=cards,
                      memory={"p1": 6}))
    g.answer("play p1-greymon")
    p1, p2 = g.snapshot["players"]["p1"], g.snapshot["players"]["p2"]
    assert p1["trash"] == ["p1-agumon", "p1-gabumon"] and p1["deck"] == ["p1-koromon"]
    assert p2["trash"] == ["p2-agumon"] and p2["deck"] == []
    first, second = g.find("trash_deck")
    assert (first.player, second.player) == ("p1", "p2") and second.data["count"] == 1


# ---------------------------------------------------------------- blocking, the attack target

_BLOCKER = {"kind": "digimon", "color": "blue", "level": 4, "dp": 9000, "play_cost": 5,
            "text": "<Blocker>"}


def _attack_into_blockers(text: str, p2_battle: list, **cards) -> Game:
    defs = {"Greymon": _digimon(text), "Garurumon": _BLOCKER, **cards}
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"security": 2, "battle": p2_battle}, cards=defs))
    g.answer("attack p1-greymon -> player")
    return g


def test_cant_be_blocked_by_digimon_with_no_digivolution_cards_leaves_the_others():
    g = _attack_into_blockers("[Your Turn] This Digimon can't be blocked by your opponent's "
                              "Digimon with no digivolution cards.",
                              [{"card": "Garurumon"},
                               {"card": "Garurumon", "under": ["Gabumon"],
                                "id": "p2-garurumon-b"}])
    assert g.decision.kind == "block" and g.options == ["block p2-garurumon-b", "no"]
    (step,) = g.find("block_timing")
    assert "p2-garurumon-b" in step.text and "p2-garurumon)" not in step.text


def test_no_blocker_left_says_why():
    g = _attack_into_blockers("[Your Turn] This Digimon can't be blocked by your opponent's "
                              "Digimon with no digivolution cards.", [{"card": "Garurumon"}])
    (step,) = g.find("block_timing")
    assert not step.data["can_block"] and "no digivolution cards" in step.text


def test_unblockable_and_attack_target_cant_change_allow_no_block():
    for text in ("[Your Turn] This Digimon is unblockable.",
                 "[Your Turn] This Digimon's attack target can't change."):
        g = _attack_into_blockers(text, [{"card": "Garurumon"}])
        (step,) = g.find("block_timing")
        assert not step.data["can_block"], text
        assert g.find("security_reveal")


def test_attack_target_cant_be_switched_stops_a_switching_effect():
    switcher = {**_BLOCKER, "text": "[Opponent's Turn] When an opponent's Digimon attacks, "
                                    "switch the target of attack to 1 of your Digimon."}
    g = _attack_into_blockers("[Your Turn] This Digimon's attack target can't be switched.",
                              [{"card": "Garurumon", "suspended": True}], Garurumon=switcher)
    (step,) = g.find("attack_target_unchanged")
    assert "can't change" in step.text and not g.find("attack_target_switched")


def test_raid_cant_change_a_locked_attack_target():
    raider = _digimon("<Raid> [Your Turn] This Digimon's attack target can't change.")
    g = Game(scenario(p1={"battle": [{"card": "Greymon"}]},
                      p2={"security": 2, "battle": [{"card": "Gabumon"}]},
                      cards={"Greymon": raider}))
    g.answer("attack p1-greymon -> player", "yes")  # <Raid>'s "you may" (Q&A Q6081)
    assert g.find("attack_target_unchanged") and not g.find("attack_target_changed")
    assert g.find("security_reveal")


# ---------------------------------------------------------------- [Security] effects


def test_a_keyword_printed_after_a_security_effect_is_its_own_item():
    text = ("[Security] Play this card without battling and without paying the cost.\n"
            "<Blocker>\n[Your Turn] This Digimon gets +1000 DP.")
    security, blocker, static = parse_text(text)
    assert security.timing == "security" and security.text.endswith("paying the cost.")
    assert blocker.keyword == "blocker" and static.timing == "your-turn"


def test_security_effects_joined_by_comma_and_run_in_the_printed_order():
    (effect,) = parse_text("[Security] Suspend 1 of your opponent's Digimon, and unsuspend 1 of "
                           "your Digimon.", security=True)
    assert [a.verb for a in effect.clauses[0].actions] == ["suspend", "unsuspend"]
    with pytest.raises(CardTextError):
        parse_text("[Security] Suspend 1 of your opponent's Digimon, and suspending 1 of your "
                   "Digimon.", security=True)


def test_a_count_with_its_noun_left_out_takes_the_earlier_conditions_noun():
    (effect,) = parse_text("[On Play] If you have 3 or more memory, <Draw 1>. If you have 2 or "
                           "less, gain 1 memory.")
    second = effect.clauses[1].condition
    assert (second.subject, second.op, second.value) == ("memory", "<=", 2)
    with pytest.raises(CardTextError, match="noun left out"):
        parse_text("[On Play] If you have 3 or fewer, gain 1 memory.")


def test_flip_turns_the_topmost_face_down_security_card_face_up():
    cards = {"Greymon": _digimon("[On Play] Flip your opponent's top face-down security card "
                                 "face up.")}
    g = Game(scenario(p1={"hand": ["Greymon"]},
                      p2={"security": [{"card": "Agumon", "face_up": True}, "Gabumon",
                                       "Koromon"]},
                      cards=cards, memory={"p1": 6}))
    g.answer("play p1-greymon")
    (step,) = g.find("flip_security", "p2-gabumon")
    assert "cr-en/3-7-4" in step.rules
    assert g.snapshot["players"]["p2"]["security_face_up"] == ["p2-agumon", "p2-gabumon"]
    g = Game(scenario(p1={"hand": ["Greymon"]},
                      p2={"security": [{"card": "Agumon", "face_up": True}]},
                      cards=cards, memory={"p1": 6}))
    g.answer("play p1-greymon")
    assert g.find("no_target", "p1-greymon") and not g.find("flip_security")


# ---------------------------------------------------------------- searching the security stack

_SEARCH = ("[On Play] Search your security stack. You may add 1 card with [Gabumon] in its name "
           "among them to the hand. If you added a card, gain 2 memory. Then, shuffle your "
           "security stack.")


def _search(security: list, seed: int = 0) -> Game:
    cards = {"Greymon": _digimon(_SEARCH)}
    mapping = scenario(p1={"hand": ["Greymon"], "security": security}, p2={"security": 2},
                       cards=cards, memory={"p1": 6})
    mapping["seed"] = seed
    return Game(mapping)


def test_search_adds_from_the_security_stack_and_the_if_you_added_part_follows():
    g = _search(["Agumon", {"card": "Gabumon", "face_up": True}, "Koromon"])
    g.answer("play p1-greymon", "yes")
    p1 = g.snapshot["players"]["p1"]
    assert p1["hand"] == ["p1-gabumon"] and sorted(p1["security"]) == ["p1-agumon",
                                                                      "p1-koromon"]
    assert g.find("reveal_add", "p1-gabumon") and g.snapshot["memory"]["p1"] == 3
    assert g.index("reveal_add") < g.index("memory") < g.index("shuffle_security")
    assert p1["security_face_up"] == []


def test_declining_skips_the_if_you_added_part_but_still_shuffles():
    g = _search(["Agumon", "Gabumon", "Koromon"])
    g.answer("play p1-greymon", "no")
    assert not g.find("reveal_add") and g.find("condition_false", "p1-greymon")
    assert g.find("shuffle_security") and g.snapshot["memory"]["p1"] == 1


def test_the_shuffle_is_reproducible_from_the_seed():
    orders = []
    for _ in range(2):
        g = _search(["Agumon", "Gabumon", "Koromon", "Tai Kamiya"], seed=3)
        g.answer("play p1-greymon", "no")
        orders.append(g.snapshot["players"]["p1"]["security"])
    assert orders[0] == orders[1] and sorted(orders[0]) == sorted(
        ["p1-agumon", "p1-gabumon", "p1-koromon", "p1-tai-kamiya"])
