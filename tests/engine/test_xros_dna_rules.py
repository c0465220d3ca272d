"""Special digivolution requirement lines read this round (DigiXros, Assembly, DNA, Link)."""

from judgeapp.engine.dcg.keyword_rules import extract


def test_assembly_level_and_alternatives():
    _, rules = extract("[Assembly -2] Lv.4 or lower w/[Agumon]/[Greymon] in name or "
                       "w/[ME]/[VB] trait")
    req = rules.assembly
    assert (req.reduction, req.count, req.level, req.or_lower) == (2, 1, 4, True)
    assert req.alts == (("name", ("Agumon", "Greymon")), ("trait", ("ME", "VB")))
    assert req.label() == "Lv.4 or lower w/[Agumon]/[Greymon] in name or w/[ME]/[VB] trait"


def test_assembly_one_card_of_each_level():
    _, rules = extract("[Assembly -6] Lv.5 x Lv.4 x Lv.3, all w/[Gabumon]/[Garurumon] in name "
                       "or w/[ME]/[VB] trait")
    req = rules.assembly
    assert (req.count, req.levels, req.different) == (3, (5, 4, 3), "levels")


def test_assembly_in_any_trait_and_card_kind():
    _, rules = extract("[Assembly -2] Lv.4 or lower card w/[Aqua]/[Sea Animal] in any trait or "
                       "w/[TB] trait")
    assert rules.assembly.alts == (("trait_part", ("Aqua", "Sea Animal")), ("trait", ("TB",)))
    assert not rules.assembly.digimon


def test_the_dna_digivolved_digimon_needs_a_dna_digivolution_before_it():
    import pytest

    from judgeapp.engine.dcg.cardtext import parse_text
    from judgeapp.engine.errors import CardTextError

    with pytest.raises(CardTextError, match="DNA digivolution"):
        parse_text("[Main] Delete 1 of your opponent's Digimon. Then, the DNA digivolved "
                   "Digimon may attack.")
    effect = parse_text("[End of Your Turn] 2 of your Digimon may DNA digivolve into a Digimon "
                        "card in the hand. Then, the DNA digivolved Digimon may attack.")[0]
    assert effect.clauses[-1].actions[0].target.mode == "it"
