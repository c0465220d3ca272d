"""The Comprehensive Rules importer: both numbered formats, extraction damage, saving, the CLI."""

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from rulesdb.corpus import BUILTIN_DIR, load_corpus, parse_version_file
from rulesdb.importer import (
    RulesImportError,
    import_file,
    import_text,
    is_heading,
    parse_rules,
    render_version_file,
    save_version,
    unglue_page_numbers,
)

SEED = Path(__file__).parents[2] / "shared" / "seeds" / "004_d78a385d990234bb.txt"
BUILTIN = BUILTIN_DIR / "cr-en" / "4.0.yaml"

DOTTED = """\
Comprehensive Rules Ver.4.1 Last updated 2024/5/1
Chapter 3 Game Areas
3-1. Areas
3-1-1. The battle area is where Digimon
12
are placed.
3-1-2. A rule that refers to
3-1-1 "Areas" across a line.
- 13 -
3-2. Security
3-2-1. The security stack holds the cards placed only 14 using the security rules.
4-1. A rule of the next chapter, whose heading line was lost.
"""


def _import(text: str, **options):
    options = {"document_id": "cr-test", "version": "1", "lang": "en", **options}
    return import_text(text, **options).version


@pytest.fixture(scope="module")
def seed_version():
    return import_text(SEED.read_text(encoding="utf-8"), document_id="cr-en", version="4.0",
                       lang="en", source=SEED.name).version


# --- seed 004 (glued numbers) ---------------------------------------------------------------


def test_seed_rules_become_sections_with_number_ids_and_parents(seed_version):
    by_id = seed_version.by_id
    assert by_id["2-3-1-3"].parent == "2-3-1"
    assert by_id["2-3-1"].parent == "2-3"
    assert by_id["2-1"].parent == "2"
    assert by_id["2"].parent is None
    assert by_id["2-13-1-6-3"].parent == "2-13-1-6"
    rule_ids = [s.id for s in seed_version.sections if s.id not in ("2", "revisions")]
    assert len(rule_ids) == 105 and len(set(rule_ids)) == 105


def test_seed_headings_and_leaf_titles(seed_version):
    by_id = seed_version.by_id
    assert by_id["2"].title == "Chapter 2 Card Information"
    assert by_id["2-2"].title == "2-2 Card Category" and by_id["2-2"].body == ""
    assert by_id["2-3-4"].title == "2-3-4 (Rule)"
    assert by_id["2-9"].title == "2-9 Lv. (Level)"
    title = by_id["2-3-1-3"].title
    assert title.startswith('2-3-1-3 Name: When text specifies "with [XX]') and title.endswith("…")
    assert by_id["2-13-1"].body == "Other information on a card can't be referenced during a game."


def test_seed_page_number_inside_a_sentence_is_removed(seed_version):
    body = seed_version.by_id["2-3-1-2"].body
    assert body.startswith("When card information is specified in an effect only using brackets,")


def test_seed_split_word_and_lost_parenthesis_repaired(seed_version):
    assert "deck or Digi-Egg deck" in seed_version.by_id["2-3-4-2"].body
    assert seed_version.by_id["2-5-3"].body.endswith("nor can its DP be reduced by -3000.)")


def test_seed_revision_table_is_one_section_not_duplicate_rules(seed_version):
    by_id = seed_version.by_id
    assert by_id["2-3-3"].title == "2-3-3 Effects"
    assert by_id["2-5-3"].body.startswith("DP can't be added")
    revisions = by_id["revisions"]
    assert revisions.body.splitlines() == [
        "- **2-3-3** Merged 2-6-3 through 2-6-4 and",
        "- **2-5-3** Added",
        '- **2-10-2** Added "2-11. Arts Digivolve" Updated',
    ]
    assert "Back to chapter list" not in render_version_file(seed_version)


def test_seed_edition_is_read_from_the_header():
    assert parse_rules(SEED.read_text(encoding="utf-8")).edition == "4.0"


def test_builtin_cr_en_is_the_importer_output(seed_version):
    """The built-in file is generated, not hand-edited: re-importing the seed reproduces it.

    After a change to the importer or the cleaning, regenerate it with
    ``DIGIJUDGE_DATA_DIR=/tmp/cr judgeapp rules import ../shared/seeds/004_d78a385d990234bb.txt
    --document cr-en --version 4.0 --lang en`` and copy ``/tmp/cr/corpus/cr-en/4.0.yaml`` to
    ``rulesdb/corpus/cr-en/``; review the diff.
    """
    assert BUILTIN.read_text(encoding="utf-8") == render_version_file(seed_version)


def test_builtin_cr_en_loads_and_resolves_keys():
    corpus = load_corpus([])
    section = corpus.section("cr-en/2-3-1-3", "4.0")
    assert section is not None and section.document.version == "4.0"
    assert section.document.game == "dcg" and section.document.lang == "en"
    newest = corpus.section("cr-en/2-3-1-3")
    assert (newest.document.version, newest.document.date) == ("4.2", "2026-08-18")


# --- the ". " format, page numbers, broken lines ------------------------------------------


def test_dotted_format_with_page_and_line_damage():
    dv = _import(DOTTED)
    by_id = dv.by_id
    assert by_id["3-1"].title == "3-1 Areas"
    assert by_id["3-1-1"].body == "The battle area is where Digimon are placed."
    assert by_id["3-1-2"].body == 'A rule that refers to 3-1-1 "Areas" across a line.'
    assert by_id["3-2-1"].body == (
        "The security stack holds the cards placed only using the security rules."
    )
    assert [s.id for s in dv.sections] == ["3", "3-1", "3-1-1", "3-1-2", "3-2", "3-2-1",
                                           "4", "4-1"]


def test_header_gives_edition_date_and_chapter_title():
    parsed = parse_rules(DOTTED)
    assert parsed.edition == "4.1" and parsed.date == "2024-05-01"
    dv = _import(DOTTED)
    assert dv.document.date == "2024-05-01"
    assert dv.by_id["3"].title == "Chapter 3 Game Areas"
    assert dv.by_id["4"].title == "Chapter 4" and dv.by_id["4-1"].parent == "4"


def test_repairs_are_reported():
    repairs = parse_rules(DOTTED).repairs
    assert any(r.startswith("3-1-1: joined the broken line") for r in repairs)
    result = import_text(DOTTED, document_id="cr-test", version="1", lang="en")
    assert any("'only 14 using' -> 'only using'" in r for r in result.parsed.repairs)


def test_table_of_contents_page_headers_and_later_chapters():
    text = (
        "General Rule Ver.4.1\n"
        "2-1 Card Category 5\n2-2 Name 6\n3-1 Areas 9\n"          # table of contents
        "Chapter 2 Card Information\n"
        "2-1Card Category\n2-1-1This information indicates the\n"
        "General Rule Ver.4.1\n"                                    # running page header
        "card category.\n"
        "2-2Name\n"
        "Chapter 3\nGame Areas\n"
        "3-1Areas\n3-1-1The battle area.\n"
    )
    dv = _import(text)
    assert [s.id for s in dv.sections] == ["2", "2-1", "2-1-1", "2-2", "3", "3-1", "3-1-1"]
    assert dv.by_id["2-1-1"].body == "This information indicates the card category."
    assert dv.by_id["2"].title == "Chapter 2 Card Information"
    assert dv.by_id["3"].title == "Chapter 3 Game Areas"
    assert "revisions" not in dv.by_id
    repairs = parse_rules(text).repairs
    assert "dropped a table of contents of 3 entries" in repairs
    assert "dropped the page header 'General Rule Ver.4.1'" in repairs


def test_navigation_lines_dropped_but_not_rule_text_that_starts_alike():
    dv = _import("2-1Heading\n2-1-1It attacks in the\nnext turn.\n← Back to chapter list\nNext\n")
    assert dv.by_id["2-1-1"].body == "It attacks in the next turn."


def test_number_followed_by_space_also_starts_a_rule():
    dv = _import("1-1 Overview\n1-1-1 The game is played by two players.\n")
    assert dv.by_id["1-1-1"].parent == "1-1"


def test_cross_reference_broken_onto_a_new_line_stays_in_its_rule():
    dv = _import('2-1Heading\n2-1-1Effects are explained elsewhere. (For details, refer to\n'
                 '15-1 "Effects")\n2-1-2The next rule.\n')
    assert dv.by_id["2-1-1"].body.endswith('(For details, refer to 15-1 "Effects")')
    assert "15-1" not in dv.by_id


def test_heading_detection():
    assert is_heading("Card Category") and is_heading("(Rule)") and is_heading("Lv. (Level)")
    assert not is_heading("How rare a card is.")
    assert not is_heading("Other information. It can't be referenced")


def test_japanese_rules_import():
    long_rule = ("カードにはデジタマカード、デジモンカード、テイマーカード、"
                 "オプションカードの4種類がある。")
    dv = _import(f"2-1カードの種類\n2-1-1{long_rule}\n", lang="ja")
    assert dv.document.lang == "ja" and dv.by_id["2-1"].title == "2-1 カードの種類"
    assert dv.by_id["2-1-1"].body == long_rule
    title = dv.by_id["2-1-1"].title
    assert title == "2-1-1 カードの種類: カードにはデジタマカード、デジモンカード、テイマ…"


# --- bad files and names --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Just a paragraph of prose.\nNo numbers here.\n", "no numbered rules found"),
        ("", "no numbered rules found"),
        ("2-1\x00\x01binary", "binary file"),
    ],
)
def test_bad_texts_give_messages(text, message):
    with pytest.raises(RulesImportError, match=message):
        _import(text)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"document_id": "CR EN"}, "not URL-safe"),
        ({"version": "4/0"}, "version '4/0'"),
        ({"lang": "fr"}, "language 'fr'"),
        ({"game": "mtg"}, "game 'mtg'"),
        ({"date": "May 2024"}, "YYYY-MM-DD"),
    ],
)
def test_bad_names_give_messages(options, message):
    with pytest.raises(RulesImportError, match=message):
        _import("2-1Rule\n", **options)


def test_unreadable_files_give_messages(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n")
    with pytest.raises(RulesImportError, match="is empty"):
        import_file(empty, document_id="cr-x", version="1", lang="en")
    latin = tmp_path / "latin.txt"
    latin.write_bytes("2-1Règle".encode("latin-1"))
    with pytest.raises(RulesImportError, match="not UTF-8 text"):
        import_file(latin, document_id="cr-x", version="1", lang="en")


# --- saving: add, replace, coexist ----------------------------------------------------------


def test_save_adds_then_replaces_a_version(tmp_path):
    base = tmp_path / "corpus"
    path, replaced = save_version(_import("5-1Old wording.\n", version="1.0"), base)
    assert path == base / "cr-test" / "1.0.yaml" and not replaced
    parse_version_file(path.read_text(encoding="utf-8"), str(path))
    path, replaced = save_version(_import("5-1New wording.\n", version="1.0"), base)
    assert replaced
    assert load_corpus([base]).section("cr-test/5-1").body == "New wording."


def test_versions_coexist_newest_last(tmp_path):
    base = tmp_path / "corpus"
    save_version(_import("5-1Second.\n", version="1.1", date="2024-06-01"), base)
    save_version(_import("5-1First.\n", version="1.0", date="2024-04-01"), base)
    corpus = load_corpus([base])
    assert [v.document.version for v in corpus.document_versions("cr-test")] == ["1.0", "1.1"]
    assert corpus.section("cr-test/5-1").body == "Second."
    assert corpus.section("cr-test/5-1", "1.0").body == "First."


def test_a_document_keeps_its_language(tmp_path):
    base = tmp_path / "corpus"
    save_version(_import("5-1Rule.\n", version="1.0"), base)
    with pytest.raises(RulesImportError, match="lang en"):
        save_version(_import("5-1規則。\n", version="2.0", lang="ja"), base)


def test_a_broken_existing_file_is_named(tmp_path):
    broken = tmp_path / "corpus" / "cr-test" / "0.9.yaml"
    broken.parent.mkdir(parents=True)
    broken.write_text("document: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesImportError, match=r"version of cr-test is broken.*cr-test/0.9.yaml"):
        save_version(_import("5-1Rule.\n"), tmp_path / "corpus")


def test_written_file_is_reviewable_yaml(tmp_path):
    path, _ = save_version(_import(DOTTED), tmp_path)
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert raw["document"]["version"] == "1"
    assert raw["sections"][0] == {"id": "3", "title": "Chapter 3 Game Areas", "kind": "rule",
                                  "parent": None, "body": ""}


# --- CLI --------------------------------------------------------------------------------------


@pytest.fixture
def cli(tmp_path, monkeypatch):
    from judgeapp.cli import main

    monkeypatch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path / "data"))
    runner = CliRunner()
    return lambda *args: runner.invoke(main, ["rules", *args])


def test_cli_import_adds_then_replaces(cli, tmp_path):
    rules_file = tmp_path / "cr.txt"
    rules_file.write_text(DOTTED, encoding="utf-8")
    args = ["import", str(rules_file), "--document", "cr-en", "--version", "9.1", "--lang", "en"]
    first = cli(*args)
    assert first.exit_code == 0, first.output
    assert first.output.startswith("Added cr-en 9.1 (8 sections)")
    assert "'only 14 using' -> 'only using'" in first.output
    assert (tmp_path / "data" / "corpus" / "cr-en" / "9.1.yaml").is_file()
    second = cli(*args, "--date", "2027-05-02")
    assert second.exit_code == 0 and second.output.startswith("Replaced cr-en 9.1")
    listing = cli("list")
    assert "versions: 4.0, 4.2 (2026-08-18), 9.1 (2027-05-02) [imported]" in listing.output
    shown = cli("show", "cr-en/3-1-1")
    assert shown.exit_code == 0
    assert "The battle area is where Digimon are placed." in shown.output


def test_cli_import_replacing_a_builtin_version_is_refused_unless_asked(cli):
    args = ("import", str(SEED), "--document", "cr-en", "--version", "4.0", "--lang", "en")
    refused = cli(*args)
    assert refused.exit_code == 1
    assert "built into DigiJudge" in refused.output and "--replace-builtin" in refused.output
    result = cli(*args, "--replace-builtin")
    assert result.exit_code == 0, result.output
    assert "takes the place of the built-in cr-en 4.0" in result.output


def test_cli_import_bad_file_is_a_message_not_a_traceback(cli, tmp_path):
    prose = tmp_path / "prose.txt"
    prose.write_text("No rules in here.\n", encoding="utf-8")
    result = cli("import", str(prose), "--document", "cr-en", "--version", "9", "--lang", "en")
    assert result.exit_code == 1
    assert "Error: no numbered rules found" in result.output
    assert "Traceback" not in result.output
    missing = cli("import", str(tmp_path / "nope.txt"), "--document", "cr-en", "--version", "9",
                  "--lang", "en")
    assert missing.exit_code == 2 and "does not exist" in missing.output


def test_cli_show_json(cli):
    import json

    result = cli("show", "cr-en/2-3-1", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["key"] == "cr-en/2-3-1" and data["parent_key"] == "cr-en/2-3"
    assert "cr-en/2-3-1-3" in data["children"] and data["document"]["version"] == "4.2"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["show", "cr-en/2-3-1-33"], "did you mean cr-en/2-3-1-3"),
        (["show", "nodoc/1"], "no document 'nodoc'"),
        (["show", "cr-en"], "not a section key"),
        (["show", "cr-en/2", "--version", "9.9"], "no version '9.9'"),
    ],
)
def test_cli_show_unknown_keys(cli, args, message):
    result = cli(*args)
    assert result.exit_code == 1 and message in result.output


def test_cli_list_json(cli):
    import json

    data = json.loads(cli("list", "--json").output)
    documents = {d["id"]: d for d in data["documents"]}
    assert documents["cr-en"]["versions"][0]["version"] == "4.0"
    assert documents["dccg-rules-en"]["game"] == "dccg"


# --- Ver.4.2 damage: numbered chapters, glued page numbers and link targets, update history --

VER42 = """\
Comprehensive Rules Manual
Ver.4.2
Last Updated: 2026/08/18
1. Game Overview ......................................................1
2. Card Information....................................................3
1. Game Overview
1-1. Number of Players
1-1-1. This game is played by two players, and when they choose, the turn player chooses
first. After the turn player makes their choice, the2
non-turn player makes their choice. (For details, refer to 15-
4-4 "Pending Activation")15-4-
4
1-1-2. A reference on one line (refer to 1-1-1 "Players")1-1-1
2. Card Information
2-1. Cards can be Lv.3
or more.
Update History
(2023/10/31） Ver.1.0
First Version
Deleted 2-3-3.4
"""


def test_ver42_layout_is_read():
    parsed = parse_rules(VER42)
    assert (parsed.edition, parsed.date) == ("4.2", "2026-08-18")
    assert parsed.chapters == {1: "Game Overview", 2: "Card Information"}
    dv = _import(VER42)
    by_id = dv.by_id
    assert by_id["1-1-1"].body == (
        "This game is played by two players, and when they choose, the turn player chooses "
        "first. After the turn player makes their choice, the non-turn player makes their "
        'choice. (For details, refer to 15-4-4 "Pending Activation")'
    )
    assert by_id["1-1-2"].body == 'A reference on one line (refer to 1-1-1 "Players")'
    assert by_id["2-1"].body == "Cards can be Lv.3 or more."
    assert by_id["revisions"].body.splitlines() == [
        "- (2023/10/31） Ver.1.0", "- First Version", "- Deleted 2-3-3."]
    assert [s.title for s in dv.sections if s.parent is None][:2] == [
        "Chapter 1 Game Overview", "Chapter 2 Card Information"]


def test_page_numbers_glued_to_a_line_end_are_dropped_only_in_sequence():
    repairs: list[str] = []
    lines = ["the turn player, the42", "(refer to 15-8-343", "Lv.3", "cost 44", "Ver.4.2",
             "Deleted 2-3-3.45", "a Digimon with 90", "the current phase.46", "a Lv.47"]
    assert unglue_page_numbers(lines, repairs, page=41) == [
        "the turn player, the", "(refer to 15-8-3", "Lv.3", "cost 44", "Ver.4.2",
        "Deleted 2-3-3.", "a Digimon with 90", "the current phase.", "a Lv.47"]
    assert len(repairs) == 4
