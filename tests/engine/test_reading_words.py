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
