"""The written selection procedure for qa:<qno> scenarios (judgeapp.scenario.qa_candidates)."""

from __future__ import annotations

from judgeapp.scenario import qa_candidates as qa


def test_a_ruling_is_classified_by_the_first_matching_row():
    assert qa.classify("Can I DNA digivolve?", "Yes, <Blocker> too.") == "special-digivolution"
    assert qa.classify("Does it gain <Security A. +1>?", "Yes.") == "security-attack"
    assert qa.classify("Do I gain 1 memory?", "No.") == "memory"
    assert qa.classify("Can I shuffle my deck?", "Yes.") == "other"


def test_the_list_is_reproducible_spread_over_sets_and_free_of_definitions():
    first, again = qa.candidates(), qa.candidates()
    assert first == again
    for mechanic, items in first.items():
        assert items, mechanic
        assert [c.rank for c in items] == list(range(1, len(items) + 1))
        sets = {c.set for c in items}
        head = [c.set for c in items[:len(sets)]]
        assert len(set(head)) == len(head), mechanic  # one per set before a second from any
        assert not any(qa._DEFINITION.match(c.question) for c in items)
    qnos = [c.qno for items in first.values() for c in items]
    assert len(qnos) == len(set(qnos))


def test_the_chosen_list_takes_the_top_of_each_mechanic(capsys):
    picked = qa.chosen(2)
    assert len(picked) == 2 * len(qa.MECHANICS)
    assert all(c.rank <= 2 for c in picked)
    assert qa.main(["--per", "1", "--mechanic", "memory"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and lines[0].startswith("memory\t1\tQ")
