"""Deck construction checks for both games, and the ``judgeapp deck check`` command."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from judgeapp.cli import main
from judgeapp.engine.decks import DeckInputError, check_deck, parse_deck


def dcg_deck(extra: str = "", eggs: str = "") -> str:
    lines = [f"4 Card {n} (BT1-{n:03})" for n in range(12)] + ["2 Card 12 (BT1-012)"]
    text = "\n".join(lines) + "\n" + extra
    return text + (f"\nDigi-Egg deck:\n{eggs}" if eggs else "")


def dccg_deck(extra: str = "") -> str:
    lines = [f"3 Card {n} (DM-{n:03})" for n in range(16)] + ["2 Card 16 (DM-016)"]
    return "\n".join(lines) + "\n" + extra


def rules(report):
    return [p.rule for p in report.errors]


def test_a_legal_digimon_card_game_deck():
    report = check_deck(dcg_deck(eggs="4 Koromon (BT1-001)\n1 Tsunomon (BT1-002)"), "dcg")
    assert report.legal, [p.message for p in report.errors]
    assert (report.main_count, report.egg_count) == (50, 5)


def test_dcg_needs_exactly_fifty():
    report = check_deck(dcg_deck("1 Extra (BT2-001)"), "dcg")
    assert rules(report) == ["manual-en/decks"]
    assert "51 cards" in report.errors[0].message and "exactly 50" in report.errors[0].message


def test_dcg_four_copies_by_card_number_across_lines():
    text = dcg_deck().replace("2 Card 12 (BT1-012)", "1 Card 12 (BT1-012)") + "1 Card 0 (BT1-000)"
    report = check_deck(text, "dcg")
    assert len(report.errors) == 1
    error = report.errors[0]
    assert "5 copies" in error.message and error.lines == (1, 14)


def test_dcg_same_name_different_numbers_are_different_cards():
    text = dcg_deck().replace("2 Card 12 (BT1-012)", "1 Card 0 (P-001)\n1 Card 0 (P-002)")
    assert check_deck(text, "dcg").legal


def test_dcg_digi_egg_deck_zero_to_five_and_four_copies():
    report = check_deck(dcg_deck(eggs="5 Koromon (BT1-001)\n1 Tsunomon (BT1-002)"), "dcg")
    messages = [p.message for p in report.errors]
    assert any("Digi-Egg deck has 6" in m for m in messages)
    assert any("Koromon" in m and "5 copies in the Digi-Egg deck" in m for m in messages)


def test_a_legal_legacy_deck_with_one_gigapower_card():
    report = check_deck(dccg_deck().replace("2 Card 16 (DM-016)", "1 Card 16 (DM-016)")
                        + "1 D-Power Digivice (DV-003)", "dccg")
    assert report.legal and report.main_count == 50


def test_legacy_three_copies_and_one_gigapower():
    text = dccg_deck().replace("2 Card 16 (DM-016)", "") + "4 Card 16 (DM-016)\n" \
        "2 D-Terminal (DV-004)\n2 Crest [GigaPower]"
    report = check_deck(text, "dccg")
    assert sorted(rules(report)) == ["dccg-rules-en/copy-limit", "dccg-rules-en/gigapower-limit",
                                     "dccg-rules-en/gigapower-limit"]


def test_legacy_under_fifty_is_an_error_over_fifty_a_warning():
    short = check_deck("3 Agumon (DM-001)", "dccg")
    assert rules(short) == ["dccg-rules-en/deck-size"]
    long = check_deck(dccg_deck("3 Extra (DM-100)"), "dccg")
    assert long.legal
    assert any("ambiguous" in w.message for w in long.warnings)


def test_legacy_has_no_digi_egg_deck():
    report = check_deck(dccg_deck("Digi-Egg deck:\n1 Koromon (BT1-001)"), "dccg")
    assert any("no Digi-Egg deck" in p.message for p in report.errors)


def test_unreadable_lines_are_named_and_input_errors_raised():
    entries, problems = parse_deck("4 Agumon (BT1-010)\nfour agumon\n# comment\n\n2x Gabumon")
    assert [e.name for e in entries] == ["Agumon", "Gabumon"]
    assert problems[0].lines == (2,) and "four agumon" in problems[0].message
    for text, game in (("", "dcg"), ("   ", "dcg"), ("4 Agumon", "mtg"), ("4 A\n" * 6000, "dcg")):
        with pytest.raises(DeckInputError):
            check_deck(text, game)


def test_cards_without_numbers_are_counted_by_name_with_a_warning():
    report = check_deck("3 Agumon\n2 agumon", "dccg")
    assert any("5 copies" in p.message for p in report.errors)
    assert any("counted by name" in w.message for w in report.warnings)


def test_cli_exit_code_text_and_json(tmp_path):
    runner = CliRunner()
    legal = tmp_path / "legal.txt"
    legal.write_text(dcg_deck(), encoding="utf-8")
    result = runner.invoke(main, ["deck", "check", str(legal)])
    assert result.exit_code == 0 and "legal" in result.output
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Agumon (DM-001)\n", encoding="utf-8")
    result = runner.invoke(main, ["deck", "check", str(bad), "--game", "dccg", "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["legal"] is False and data["game"] == "dccg"
    assert {e["rule"] for e in data["errors"]} == {"dccg-rules-en/deck-size",
                                                   "dccg-rules-en/copy-limit"}


def test_cli_bad_input_is_a_message(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["deck", "check", str(tmp_path / "missing.txt")])
    assert result.exit_code == 2 and "cannot read" in result.output
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    result = runner.invoke(main, ["deck", "check", str(empty)])
    assert result.exit_code == 2 and "empty" in result.output
    assert "Traceback" not in result.output
