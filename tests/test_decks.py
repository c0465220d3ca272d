"""Deck construction checks for both games, and the ``judgeapp deck check`` command."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from judgeapp.cli import main
from judgeapp.engine.decks import DeckInputError, check_deck, parse_deck
from rulesdb.cards import get_card_db

# real cards: BT1-009 .. BT1-021 are Digimon, BT1-001 .. BT1-008 Digi-Eggs (none restricted)
MAIN = [(n, f"BT1-{n:03}") for n in range(9, 22)]


def dcg_deck(extra: str = "", eggs: str = "") -> str:
    lines = [f"4 {get_card_db().cards[number].name} ({number})" for _, number in MAIN[:12]]
    lines.append(f"2 {get_card_db().cards[MAIN[12][1]].name} ({MAIN[12][1]})")
    text = "\n".join(lines) + "\n" + extra
    return text + (f"\nDigi-Egg deck:\n{eggs}" if eggs else "")


def dccg_deck(extra: str = "") -> str:
    lines = [f"3 Card {n} (DM-{n:03})" for n in range(16)] + ["2 Card 16 (DM-016)"]
    return "\n".join(lines) + "\n" + extra


def rules(report):
    return [p.rule for p in report.errors]


def test_a_legal_digimon_card_game_deck():
    report = check_deck(dcg_deck(eggs="4 Yokomon (BT1-001)\n1 Bebydomon (BT1-002)"), "dcg")
    assert report.legal, [p.message for p in report.errors]
    assert (report.main_count, report.egg_count) == (50, 5)
    assert not report.warnings


def test_dcg_needs_exactly_fifty():
    report = check_deck(dcg_deck("1 Garudamon (BT1-022)"), "dcg")
    assert rules(report) == ["manual-en/decks"]
    assert "51 cards" in report.errors[0].message and "exactly 50" in report.errors[0].message


def test_dcg_four_copies_by_card_number_across_lines():
    text = dcg_deck().replace("2 MetalGreymon (BT1-021)", "1 MetalGreymon (BT1-021)") \
        + "1x bt01-9"
    report = check_deck(text, "dcg")
    assert len(report.errors) == 1
    error = report.errors[0]
    assert "Monodramon (BT1-009): 5 copies" in error.message and error.lines == (1, 14)
    assert "same card number" in error.message


def test_dcg_same_name_different_numbers_are_different_cards():
    """Comprehensive Rules 1-4-1-2-2: copies are counted by card number, not by name."""
    assert get_card_db().get("P-009").name == "Agumon"
    text = dcg_deck().replace("2 MetalGreymon (BT1-021)", "2 Agumon (P-009)")
    report = check_deck(text, "dcg")
    assert report.legal, [p.message for p in report.errors]
    assert sum(e.count for e in report.entries if e.name == "Agumon") == 6


def test_dcg_rule_allows_more_copies():
    """A card's (Rule) "up to 50 copies" (2-3-4-6) replaces the four-copy limit."""
    many = next(c for c in get_card_db().cards.values() if c.max_copies == 50)
    text = f"50 {many.name} ({many.number})"
    report = check_deck(text, "dcg")
    assert not [p for p in report.errors if "copies" in p.message]
    over = check_deck(f"51 {many.name} ({many.number})", "dcg")
    assert any("allows up to 50 copies" in p.message for p in over.errors)


def test_dcg_banned_card_is_rejected_with_the_date_of_the_ban():
    text = dcg_deck().replace("2 MetalGreymon (BT1-021)",
                              "1 MetalGreymon (BT1-021)\n1 Mega Digimon Fusion! (BT5-109)")
    report = check_deck(text, "dcg", on="2026-01-01")
    assert not report.legal
    [error] = report.errors
    assert "Mega Digimon Fusion! (BT5-109) is banned since 2022-02-25" in error.message
    assert error.lines == (14,) and error.source.startswith("https://world.digimoncard.com/")
    assert check_deck(text, "dcg", on="2022-02-24").legal


def test_dcg_restricted_card_as_of_a_date_names_the_event():
    text = dcg_deck().replace("2 MetalGreymon (BT1-021)", "2 Gabumon (ST6-03)")
    during = check_deck(text, "dcg", on="2024-01-01")
    assert [e.message for e in during.errors] == [
        "Gabumon (ST6-03) is restricted to 1 copy since 2023-11-17: the deck has 2"]
    assert check_deck(text, "dcg", on="2024-08-31").legal  # lifted that day


def test_dcg_banned_pair():
    text = dcg_deck().replace("2 MetalGreymon (BT1-021)", "1 EX7-064\n1 Garudamon (BT1-022)") \
        + "Eggs\n1 EX2-007"
    report = check_deck(text, "dcg", on="2025-06-01")
    [error] = report.errors
    assert error.message == ("Mother D-Reaper (EX2-007) and Shoto Kazama (EX7-064) are banned "
                             "together since 2025-03-28: a deck can't include both")
    assert error.lines == (13, 16)
    assert check_deck(text, "dcg", on="2025-03-27").legal


def test_dcg_unknown_numbers_and_names_get_suggestions():
    report = check_deck("4 Agumon (BT1-999)\n4 Agumn", "dcg")
    messages = [p.message for p in report.errors]
    assert any(m.startswith("line 1: no card 'BT1-999'; did you mean BT1-") for m in messages)
    assert any(m.startswith("line 2: no card named 'Agumn'; did you mean BT1-010 Agumon")
               for m in messages)


def test_dcg_digi_eggs_recognised_by_kind_and_wrong_names_flagged():
    report = check_deck(dcg_deck("4 Yokomon BT1-001\n1 Greymon (BT1-010)"), "dcg")
    assert report.egg_count == 4 and report.main_count == 51
    warnings = [w.message for w in report.warnings]
    assert not any("Yokomon" in w for w in warnings)  # no header needed
    assert any("BT1-010 is Agumon, not 'Greymon'" in w for w in warnings)
    misfiled = check_deck("Digi-Egg deck:\n4 Agumon (BT1-010)", "dcg")
    assert misfiled.egg_count == 0 and misfiled.main_count == 4
    assert any("Agumon (BT1-010) is a Digimon card: counted in the deck" in w.message
               for w in misfiled.warnings)


@pytest.mark.parametrize("line", [
    "4 Agumon ST1-03", "4x ST1-03", "4 (ST1-03)", "4 ST1-03 Agumon", "Agumon ST1-03 x4",
    "4 Agumon (st1-3)", "4\tAgumon\tST1-03",
])
def test_deck_list_formats(line):
    entries, problems = parse_deck(f"// Digimon DeckList\n{line}  // note")
    assert not problems
    [entry] = entries
    assert (entry.line, entry.count, entry.number.upper().replace("-3", "-03")) == (2, 4, "ST1-03")


def test_tabletop_simulator_export():
    export = '["Exported from https://digimoncard.dev","BT1-010","BT1-010","BT1-001","oops"]'
    report = check_deck(export, "dcg")
    assert [(e.number, e.count, e.section) for e in report.entries] == [
        ("BT1-010", 2, "main"), ("BT1-001", 1, "egg")]
    assert any("item 5 'oops'" in p.message for p in report.errors)


def test_bad_date_is_an_input_error():
    with pytest.raises(DeckInputError, match="not a date"):
        check_deck("4 Agumon (BT1-010)", "dcg", on="yesterday")


def test_dcg_digi_egg_deck_zero_to_five_and_four_copies():
    report = check_deck(dcg_deck(eggs="5 Yokomon (BT1-001)\n1 Bebydomon (BT1-002)"), "dcg")
    messages = [p.message for p in report.errors]
    assert any("Digi-Egg deck has 6" in m for m in messages)
    assert any("Yokomon" in m and "5 copies in the Digi-Egg deck" in m for m in messages)


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
    report = check_deck(dccg_deck("Digi-Egg deck:\n1 Koromon (DM-001)"), "dccg")
    assert any("no Digi-Egg deck" in p.message for p in report.errors)


def test_unreadable_lines_are_named_and_input_errors_raised():
    entries, problems = parse_deck("4 Agumon (BT1-010)\nfour agumon\n# comment\n\n2x Gabumon")
    assert [e.name for e in entries] == ["Agumon", "Gabumon"]
    assert problems[0].line == 2 and "four agumon" in problems[0].message
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


def test_cli_date_option_and_banned_card(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(dcg_deck().replace("2 MetalGreymon (BT1-021)",
                                       "1 MetalGreymon (BT1-021)\n1 BT5-109"), encoding="utf-8")
    result = CliRunner().invoke(main, ["deck", "check", str(deck), "--date", "2023-01-01"])
    assert result.exit_code == 1
    assert "restriction list as of 2023-01-01" in result.output
    assert "Mega Digimon Fusion! (BT5-109) is banned since 2022-02-25" in result.output
    bad = CliRunner().invoke(main, ["deck", "check", str(deck), "--date", "tomorrow"])
    assert bad.exit_code == 2 and "not a date" in bad.output


def test_suggestions_are_bounded_on_long_lists():
    """Each suggestion is a fuzzy search: only the first unknown cards get one."""
    from judgeapp.engine.decks import MAX_SUGGESTED

    report = check_deck("\n".join(f"1 Agumn{i}" for i in range(40)), "dcg")
    unknown = [p.message for p in report.errors if "no card named" in p.message]
    assert len(unknown) == 40
    assert sum("did you mean" in m for m in unknown) == MAX_SUGGESTED


@pytest.mark.parametrize("export", [
    # digimoncard.io
    "// Digimon Deck List \n4 Agumon BT1-010\n// Egg Deck \n4 Yokomon BT1-001\n",
    # DigimonMeta
    "4 (BT1-010)\n4 (BT1-001)\n",
    # Untap
    "4 Agumon                 (DCG) (BT1-010) \n4 Yokomon                (DCG) (BT1-001) \n",
])
def test_deck_builder_exports(export):
    report = check_deck(export, "dcg")
    assert [(e.number, e.count, e.section) for e in report.entries] == [
        ("BT1-010", 4, "main"), ("BT1-001", 4, "egg")]
    assert [p.message for p in report.problems if "line" in p.message] == []


def test_an_unknown_name_is_one_error_not_also_a_counted_by_name_warning():
    report = check_deck("4 Agumn", "dcg")
    assert [w.message for w in report.warnings if "counted by name" in w.message] == []
    shared = check_deck("4 Agumon", "dcg")  # several printings: counted by name, with a warning
    assert any("counted by name" in w.message for w in shared.warnings)
