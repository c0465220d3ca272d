"""The qa:<qno> scenarios: each one is a real ruling, quoted, and docs/qa-rulings.md is current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from judgeapp.scenario.loader import load_file
from judgeapp.scenario.qa_proofs import by_card, qa_scenarios
from rulesdb.cards import get_card_db

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"


def _generator():
    spec = importlib.util.spec_from_file_location("make_qa_table",
                                                  ROOT / "docs" / "make_qa_table.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_committed_qa_table_is_up_to_date():
    assert (ROOT / "docs" / "qa-rulings.md").read_text(encoding="utf-8") == \
        _generator().table(), "run: python docs/make_qa_table.py"


def test_every_qa_scenario_quotes_a_real_ruling_and_uses_real_cards():
    db = get_card_db()
    known = {r.qno for r in db.all_rulings()}
    found = qa_scenarios(SCENARIOS)
    assert len(found) >= 20
    for qa in found:
        assert qa.qno in known, qa
        scenario = load_file(SCENARIOS / f"{qa.name}.yaml")
        text = scenario.data["description"]
        assert qa.qno in text, qa.name  # the files of this suite also quote **Q:** and **A:**
        assert any(c.get("number") for c in scenario.data["cards"]), qa.name
        if qa.pending is not None:
            assert qa.pending.strip(), qa.name


def test_by_card_maps_each_filed_card_to_its_scenario(tmp_path):
    (tmp_path / "a.yaml").write_text("title: A\ntags: [qa:Q942]\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("title: B\ntags: [qa:Q942]\nstatus: pending-engine\n"
                                     "pending_reason: not read\n", encoding="utf-8")
    (tmp_path / "c.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    cards = by_card(tmp_path)
    assert set(cards) == {"BT1-021", "BT1-084", "BT1-114", "ST1-09"}  # Q942's cards
    assert cards["BT1-084"]["Q942"].name == "a"  # the passing one over the pending one
    assert qa_scenarios(tmp_path)[1].pending == "not read"
