"""Description qualifiers every verb's target shares (text_descriptions.py): pre-modifiers
together, trait lists, "with a [X] trait". Read with one reading that renders back as printed
and lowered to the one card filter; behaviour on a board: scenarios description-*.yaml."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


def _action(text: str):
    read_whole(text)  # one reading, rendered back as printed
    return parse_text(text)[0].clauses[0].actions[0]


@pytest.mark.parametrize("words, level, colors, traits", [
    ("level 4 or lower [DM] trait Digimon card", 4, (), ("DM",)),
    ("level 4 or lower blue [TS] trait Digimon card", 4, ("blue",), ("TS",)),
    ("blue level 4 or lower [TS] trait Digimon card", 4, ("blue",), ("TS",)),
    ("yellow [BEATBREAK] trait card", None, ("yellow",), ("BEATBREAK",)),
    ("level 4 or lower [Mineral] or [Rock] trait Digimon card", 4, (), ("Mineral", "Rock")),
    ("level 4 or lower [SoC]/[SEEKERS] trait Digimon card", 4, (), ("SoC", "SEEKERS")),
])
def test_pre_modifiers_together_are_filters_of_one_card(words, level, colors, traits):
    flt = _action(f"[On Play] You may play 1 {words} from your trash without paying the "
                  "cost.").filter
    assert (flt.max_level, flt.colors) == (level, colors)
    assert (flt.trait,) == traits if len(traits) == 1 else flt.traits_any == traits


@pytest.mark.parametrize("words", ["[Machine], [Cyborg] or [TS] trait card",
                                   "[Machine], [Cyborg], or [TS] trait card",
                                   "play cost 5 or lower [Machine], [Cyborg] or [TS] trait card"])
def test_a_trait_list_with_commas_is_either_trait(words):
    flt = _action(f"[Main] Return 1 {words} from your trash to your hand.").filter
    assert flt.traits_any == ("Machine", "Cyborg", "TS")
    assert flt.max_cost == (5 if words.startswith("play cost") else None)


@pytest.mark.parametrize("post", ["with a [Hybrid] trait", "with an [Evil], [Wizard], or "
                                  "[Demon Lord] trait"])
def test_with_a_trait_reads_as_with_the_trait(post):
    card = _action(f"[Main] Return 1 Digimon card {post} from your trash to your hand.").filter
    digimon = _action(f"[Main] Delete 1 of your opponent's Digimon {post}.").target
    for flt in (card, digimon):
        assert flt.trait == "Hybrid" if "Hybrid" in post else \
            flt.traits_any == ("Evil", "Wizard", "Demon Lord")


def test_a_trait_list_before_the_kind_of_a_digimon():
    target = _action("[Main] Delete 1 of your [Unidentified] or [CS] trait Digimon.").target
    assert target.traits_any == ("Unidentified", "CS") and target.side == "own"


def test_a_list_separated_two_ways_is_refused():
    with pytest.raises(CardTextError, match="separated one way"):
        parse_text("[Main] Return 1 level 4 or lower [A]/[B] or [C] trait Digimon card from "
                   "your trash to your hand.")


def test_the_trait_list_after_the_keeps_its_commas():
    """"with the [A], [B] or [C] trait": the commas of the list before "trait" (lexed as
    the trait list's) still read as before."""
    target = _action("[Main] Delete 1 of your opponent's Digimon with the [System], [Life] or "
                     "[Transmutation (App Name)] trait.").target
    assert target.traits_any == ("System", "Life", "Transmutation (App Name)")


@pytest.mark.parametrize("text, alt", [
    ("[Main] Return 1 card with [Imperialdramon] in its name or a [Free] trait from your trash "
     "to your hand.", "card"),
    ("[End of Attack] If this Digimon has [Imperialdramon] in its name or a [Free] trait, gain "
     "1 memory.", "this"),
])
def test_or_a_trait_is_one_alternative_of_with(text, alt):
    read_whole(text)
    effect = parse_text(text)[0]
    if alt == "card":
        groups = effect.clauses[0].actions[0].filter.any_of[0]
        assert [(g.name_has, g.trait) for g in groups] == [(("Imperialdramon",), None),
                                                          ((), "Free")]
    else:
        assert effect.clauses[0].condition is not None


def test_or_with_a_count_before_a_trait_is_refused():
    with pytest.raises(CardTextError, match="'or a \\[X\\] trait'"):
        parse_text("[Main] Return 1 card with [Agumon] in its name or 1 [Free] trait from your "
                   "trash to your hand.")


def test_a_digimon_in_the_hand_with_card_left_out():
    flt = _action("[Main] You may play 1 level 5 or lower Digimon with the [WG] trait from "
                  "your hand without paying the cost.").filter
    assert (flt.kind, flt.max_level, flt.trait) == ("digimon", 5, "WG")


def test_with_the_same_name_as_this_digimon_is_a_digimon_filter():
    effect = parse_text("[Your Turn] All of your other Digimon with the same name as this "
                        "Digimon gain <Rush>.")[0]
    read_whole(effect.text)
    assert effect.statics[0].target.same_name and effect.statics[0].target.other


@pytest.mark.parametrize("words", ["with as much DP as this Digimon or less",
                                   "with as much or less DP than this Digimon"])
def test_dp_as_this_digimon_wordings(words):
    target = _action(f"[When Attacking] Delete 1 of your opponent's Digimon {words}.").target
    assert target.dp_at_most_this


def test_with_two_or_more_colors_for_a_card_and_a_digimon():
    flt = _action("[Main] Return 1 green or blue card with 2 or more colors from your trash to "
                  "your hand.").filter
    assert (flt.colors, flt.min_colors) == (("green", "blue"), 2)
    target = _action("[Main] 1 of your Digimon with 2 or more colors gains <Security Attack "
                     "+1> for the turn.").target
    assert target.min_colors == 2 and target.side == "own"


@pytest.mark.parametrize("words, low, high", [
    ("with a memory cost of 7", 7, 7),
    ("with a cost of 5 or less", None, 5),
    ("with a use cost of 2 or more", 2, None),
])
def test_an_option_cards_cost(words, low, high):
    flt = _action(f"[Main] Return 1 Option card {words} from your trash to your hand.").filter
    assert (flt.min_cost, flt.max_cost) == (low, high)


def test_a_cost_with_no_bound_before_another_alternative():
    """"with a cost of 6 or 1 [X]": the "or" begins the next card, the cost stays exact."""
    flt = _action("[Main] Return 1 Option card with a cost of 6 or 1 [Agumon] from your trash "
                  "to your hand.").filter
    (alts,) = flt.any_of
    assert [(a.min_cost, a.max_cost, a.names) for a in alts] == [(6, 6, ()),
                                                                 (None, None, ("Agumon",))]


@pytest.mark.parametrize("count", ["1", "a"])
def test_use_in_your_hand_is_use_from_your_hand(count):
    action = _action(f"[Main] You may use {count} purple Option card with a memory cost of 6 or "
                     "less in your hand without paying its memory cost.")
    assert (action.verb, action.source, action.filter.max_cost) == ("use-by-effect", "hand", 6)


def _tokens_or_board(battle: list[str]) -> Game:
    """p1 uses "Delete 1 of your Tokens or other [Puppet] trait Digimon." with ``battle``."""
    cards = {
        "Cull": {"kind": "option", "color": "black", "use_cost": 0,
                 "text": "[Main] Delete 1 of your Tokens or other [Puppet] trait Digimon."},
        "Familiar Token": {"kind": "digimon", "color": "black", "level": 3, "dp": 3000,
                           "token": True},
        "Puppet": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000,
                   "play_cost": 5, "traits": ["Puppet"]},
        "Plain": {"kind": "digimon", "color": "black", "level": 4, "dp": 5000, "play_cost": 5,
                  "traits": ["Beast"]},
    }
    return Game(scenario(cards=cards, p1={"hand": ["Cull"], "battle": battle}))


@pytest.mark.parametrize("battle, deleted", [
    (["Familiar Token", "Plain"], "p1-familiar-token"),  # a Token, whatever its traits
    (["Puppet", "Plain"], "p1-puppet"),       # a Digimon with the trait
    (["Plain"], None),                        # neither: nothing to delete
])
def test_tokens_or_a_trait_digimon(battle, deleted):
    g = _tokens_or_board(battle).answer("use p1-cull")
    assert [s.cards[0] for s in g.find("delete")] == ([deleted] if deleted else [])


def test_tokens_or_with_more_than_one_trait_word_is_refused():
    with pytest.raises(CardTextError, match="one trait only"):
        parse_text("[Main] Delete 1 of your Tokens or Digimon with the [Puppet] trait.")


@pytest.mark.parametrize("words, low, high", [
    ("a level 5 or higher Digimon", 5, None),
    ("a level 6 Digimon", 6, 6),
    ("a level 4 or lower green Digimon", None, 4),
])
def test_you_have_a_leveled_digimon_in_play(words, low, high):
    text = f"[Main] If you have {words} in play, gain 1 memory."
    read_whole(text)
    cond = parse_text(text)[0].clauses[0].condition
    assert cond.subject == "has-described" and (cond.target.min_level,
                                                cond.target.max_level) == (low, high)


def test_no_opponent_digimon_with_as_many_or_more_digivolution_cards():
    text = ("[When Attacking] If your opponent has no Digimon with as many or more digivolution "
            "cards as this Digimon, unsuspend this Digimon.")
    read_whole(text)
    cond = parse_text(text)[0].clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == ("has-described", "<=", 0)
    assert cond.target is not None and cond.target.cards_at_least_this


def test_a_name_after_a_level_is_a_card_of_that_name_and_level():
    flt = _action("[On Deletion] You may play 1 level 5 or lower [Eosmon] from your hand "
                  "without paying its memory cost.").filter
    assert (flt.names, flt.max_level, flt.trait) == (("Eosmon",), 5, None)
    # a trait list after a level stays a trait list
    flt = _action("[Main] You may play 1 level 4 or lower [DM] trait Digimon card from your "
                  "trash without paying the cost.").filter
    assert (flt.names, flt.trait) == ((), "DM")
