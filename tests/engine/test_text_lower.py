"""The typed reading lowered to the resolver's effects equals what the sentence templates
build, on every text both read: every card text of the library scenarios and every text box
of the real cards. This is what lets the grammar replace the templates (docs/engine.md)."""

from __future__ import annotations

import yaml

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_lower import lower_text
from judgeapp.engine.errors import CardTextError
from judgeapp.resources import resource_dir
from judgeapp.scenario.realcards import scenario_card
from judgeapp.text_coverage import _boxes
from rulesdb.cards import get_card_db


def _texts() -> list[tuple[str, str, dict[str, bool]]]:
    out = []
    for path in sorted(resource_dir("scenarios").glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if doc.get("game", "dcg") != "dcg":
            continue
        for card in doc.get("cards") or []:
            for field in ("text", "inherited", "security"):
                if card.get(field):
                    out.append((path.name, card[field], {"inherited": field == "inherited",
                                                         "security": field == "security"}))
    for card in get_card_db().cards.values():
        try:
            boxes = _boxes(scenario_card(card))
        except (CardTextError, ValueError):
            continue
        out.extend((card.number, text, kw) for _, text, kw in boxes)
    return out


def _read(parse, text: str, kw: dict[str, bool]):
    try:
        return parse(text, **kw)
    except CardTextError:
        return None


def test_lowering_equals_the_templates_wherever_both_read() -> None:
    both = 0
    for where, text, kw in _texts():
        old = _read(parse_text, text, kw)
        if old is None:
            continue
        new = _read(lower_text, text, kw)
        if new is None:
            assert ".." in text, (where, text)  # a doubled period: extraction damage
            continue
        assert new == old, (where, text)
        both += 1
    assert both > 1500
