"""The keyword status table: complete, documented, proven by scenarios, enforced by the parser."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.keywords import (
    KEYWORDS,
    MODELLED,
    NOT_MODELLED,
    PARTIAL,
    STATUSES,
    KeywordStatus,
)
from judgeapp.engine.errors import CardTextError
from rulesdb.keywords import load_keywords

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    spec = importlib.util.spec_from_file_location("make_keyword_table",
                                                  ROOT / "docs" / "make_keyword_table.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up
    spec.loader.exec_module(module)
    return module


GEN = _generator()
CONCORDANCE = {k.id: k for k in load_keywords()}
PROOFS = GEN.proofs()


def test_every_concordance_keyword_has_a_status():
    assert set(CONCORDANCE) <= set(KEYWORDS)
    for entry in KEYWORDS.values():
        assert entry.status in STATUSES, entry
        assert entry.note.strip(), entry


def test_committed_keyword_table_is_up_to_date():
    assert (ROOT / "docs" / "keywords.md").read_text(encoding="utf-8") == GEN.table(), \
        "run: python docs/make_keyword_table.py"


@pytest.mark.parametrize("kid", sorted(k for k, e in KEYWORDS.items()
                                       if e.status in (MODELLED, PARTIAL)))
def test_modelled_keyword_has_a_scenario_where_it_applies_and_one_where_it_does_not(kid):
    found = PROOFS.get(kid, [])
    assert any(p.applies for p in found), f"no scenario tagged keyword:{kid} where it applies"
    assert any(not p.applies for p in found), \
        f"no scenario tagged keyword:{kid} named with -no-/-not-/-cant-/-refused- (the edge)"


def _printed(kid: str) -> str:
    name = CONCORDANCE[kid].name_en if kid in CONCORDANCE else kid
    return name.replace("+X", "+1")


def test_parser_refuses_a_keyword_that_is_not_modelled(monkeypatch):
    """Every keyword is modelled or partial today; the refusal must still quote the note the
    day one is marked not modelled (a bare <Delay>, without its effect, is never read)."""
    note = "Option cards placed in the battle area are not modelled."
    monkeypatch.setitem(KEYWORDS, "delay", KeywordStatus("delay", NOT_MODELLED, note))
    for text in ("<Delay>", "[On Play] <Delay>."):
        with pytest.raises(CardTextError) as err:
            parse_text(text)
        assert "not yet modelled" in str(err.value) and note in str(err.value), text
        assert "(delay)" in str(err.value), str(err.value)


def test_parser_refuses_unknown_and_unread_keyword_forms_with_the_keyword_id():
    for printed, kid, why in (("<Moonwalk>", "moonwalk", "not in the keyword table"),
                              ("<Overclock>", "overclock", "<Overclock (Trait)>"),
                              ("<Partition (Lv.4 w/Greymon & Lv.4)>", "partition", "by name")):
        with pytest.raises(CardTextError) as err:
            parse_text(printed)
        assert f"({kid})" in str(err.value) and why in str(err.value), str(err.value)


def test_every_read_card_text_rule_has_a_scenario_citing_it():
    from judgeapp.engine.dcg.keyword_rules import CARD_TEXT_RULES

    found = GEN.rule_proofs()
    missing = [s for s, (status, _) in CARD_TEXT_RULES.items()
               if status != NOT_MODELLED and not found.get(s)]
    assert missing == [], "card-text-rules scenarios whose source cites these sections"
