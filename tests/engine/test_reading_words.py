"""The card page's plain-English reading (``reading.read_box`` + ``render.describe_effect``)
names every verb the engine runs and keeps what a "gains ..." step gives: its DP and the
effects quoted (review sample 19: BT6-096 Forbidden Trident's "+2000 DP and \"[When
Attacking] ...\"" read as a bare "gain-effect")."""

from judgeapp.engine.dcg.reading import read_box
from judgeapp.engine.dcg.render import VERB_NAMES_EN, describe_effect
from judgeapp.engine.dcg.verbs import VERBS


def _steps(text: str) -> list[str]:
    return [s for r in read_box(text, "text") for s in describe_effect(r)["steps"]]


def test_every_verb_has_an_english_name():
    assert set(VERBS) <= set(VERB_NAMES_EN)


def test_a_gained_effect_is_shown_with_its_dp_and_its_text():
    (step,) = _steps('[Main] 1 of your Digimon gets +2000 DP and "[When Attacking] Return 1 of '
                     "your opponent's level 3 Digimon to its owner's hand. Trash all of the "
                     'digivolution cards of that Digimon" for the turn.')
    assert step.startswith("gain effects: 1 of your Digimon +2000 DP \"[When Attacking] Return")
    assert step.endswith("for the turn")


def test_a_keyword_given_as_an_effect_is_shown_by_its_icon():
    (step,) = _steps("[On Play] 1 of your Digimon gains <Raid> and +3000 DP for the turn.")
    assert "+3000 DP" in step and "<Raid>" in step


def test_a_pending_return_names_what_happens_then():
    steps = _steps("[Start of Your Main Phase] You may play 1 [Patamon] from your hand without "
                   "paying the cost. At the next end of your opponent's turn, return it to the "
                   "hand.")
    assert steps[1].startswith("at the next end of the opponent's turn")
    assert "(return to the hand)" in steps[1]


def test_a_target_keeps_its_exact_level_lowest_dp_colors_and_names():
    (step,) = _steps("[On Play] Delete 1 of your opponent's level 3 Digimon.")
    assert step.endswith("(level 3)") and "or lower" not in step
    (step,) = _steps("[On Play] Delete 1 of your opponent's Digimon with the lowest DP.")
    assert step.endswith("(with the lowest DP)")
    (step,) = _steps("[On Play] Suspend 1 of your opponent's Digimon with DP less than or equal "
                     "to this Digimon.")
    assert step.endswith("(DP no more than this Digimon's)")
    (step,) = _steps("[On Play] Return 1 of your opponent's red Digimon to the hand.")
    assert "your opponent's red Digimon" in step


def test_an_attack_by_an_effect_says_whom_and_how_not_a_restriction():
    steps = _steps("[When Digivolving] Suspend 1 of your opponent's Digimon. Then, you may "
                   "attack your opponent's Digimon with this Digimon.")
    assert steps[1].endswith("this card (attacking an opponent's Digimon)")
    assert "can't" not in steps[1]
    (step,) = _steps("[When Digivolving] This Digimon may attack without suspending.")
    assert step.endswith("(without suspending)")


def test_a_target_keeps_its_digivolution_card_count_and_same_name():
    """Review sample 20: BT16-026 Vikemon's "none of their Digimon with 1 or fewer digivolution
    cards can suspend" read "all of your opponent's Digimon can't suspend" on the card page."""
    steps = _steps("[On Play] <De-Digivolve 2> 1 of your opponent's Digimon. Then, none of "
                   "their Digimon with 1 or fewer digivolution cards can suspend until the end "
                   "of their turn.")
    assert "all of your opponent's Digimon (1 or fewer digivolution cards) can't suspend" \
        in steps[1]
    (step,) = _steps("[When Attacking] Delete 1 of your opponent's Digimon with 2 or more "
                     "digivolution cards.")
    assert step.endswith("(2 or more digivolution cards)")
    steps = _steps("[On Play] Trash the top 2 digivolution cards of 1 of your opponent's "
                   "Digimon. Then, 1 of their Digimon with as many or fewer digivolution cards "
                   "as this Digimon can't suspend until their turn ends.")
    assert "(as many or fewer digivolution cards as this Digimon)" in steps[1]


def test_a_card_taken_from_a_zone_keeps_its_description_and_zone():
    """Review sample 20: BT21-042 GeoGreymon's "may digivolve into a yellow Digimon card with
    [RizeGreymon] in its name in the hand without paying the cost" read "you may: digivolve:
    this card"; BT12-105 Spiking Strike's play lost "green level 4 or lower ... [Free]"."""
    (step,) = _steps("[All Turns] [Once Per Turn] When any of your [Marcus Damon]s are played, "
                     "this Digimon may digivolve into a yellow Digimon card with [RizeGreymon] "
                     "in its name in the hand without paying the cost.")
    assert step.endswith("[yellow Digimon card ([RizeGreymon] in its name) from the hand, "
                         "without paying the cost]")
    (step,) = _steps("[Main] You may play 1 green level 4 or lower Digimon card with a [Free] "
                     "trait from your hand without paying its cost.")
    assert "[green Digimon card (level 4 or lower) (the [Free] trait) from the hand" in step
    (step,) = _steps("[On Play] Trash 1 card in your hand.")
    assert "[" not in step  # any card: nothing to add
