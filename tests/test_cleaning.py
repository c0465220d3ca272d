"""Each extraction repair on the damage seen in the seeds, and that clean text is left alone."""

import pytest

from rulesdb.cleaning import (
    clean_text,
    collapse_spaces,
    drop_page_number_lines,
    fix_glued_quotes,
    fix_misspellings,
    fix_split_hyphens,
    join_broken_lines,
    remove_dot_leaders,
    remove_furigana,
    remove_stray_page_numbers,
    restore_keyword_tags,
)

CLEAN = (
    "When card information is specified in an effect using brackets, <Security A. +1> "
    "and <Blocker> apply. Draw 2 cards. Its DP becomes 0 when 3 or more cards are trashed."
)


def test_furigana_removed():
    assert remove_furigana("^{しんか}進化をすることで^{あいて}相手") == "進化をすることで相手"


def test_furigana_lost_brace_kana_removed():
    assert remove_furigana("^うセキュリティをすべて") == "セキュリティをすべて"


def test_superscript_that_is_not_furigana_is_kept():
    assert remove_furigana("^{*}The illustrations") == "*The illustrations"


@pytest.mark.parametrize(
    ("damaged", "repaired"),
    [
        ("<blocker></blocker>\tWhen an opponent's", "<Blocker>\tWhen an opponent's"),
        ('<security +x="" attack=""></security>', "<Security Attack +X>"),
        ('<recovery (deck)="" +x=""></recovery>', "<Recovery +X (Deck)>"),
        ('<blast digivolve="" dna="">', "<Blast DNA Digivolve>"),
        ('<armor purne=""></armor>', "<Armor Purge>"),
        ('<de-digivolve x=""></de-digivolve>', "<De-Digivolve X>"),
        ("and <overflow> 16-19</overflow>", "and <Overflow> 16-19"),
    ],
)
def test_keyword_tags_restored(damaged, repaired):
    assert restore_keyword_tags(damaged) == repaired


def test_dot_leaders_removed():
    assert remove_dot_leaders("Tokens · · · · · · · 16-19") == "Tokens 16-19"
    assert remove_dot_leaders("Game Setup ..........12") == "Game Setup 12"


def test_ellipsis_of_three_is_not_a_leader():
    assert remove_dot_leaders("attack...") == "attack..."


@pytest.mark.parametrize("line", ["12", "- 12 -", "p. 12", "Page 4", "3 / 40", "  7  "])
def test_page_number_lines_dropped(line):
    assert drop_page_number_lines(f"a rule that goes on\n{line}\nacross a page.") == (
        "a rule that goes on\nacross a page."
    )


def test_numbers_inside_lines_are_not_page_numbers():
    text = "Draw 2 cards.\n2-3-1 Name"
    assert drop_page_number_lines(text) == text


def test_stray_page_number_in_sentence_removed():
    damaged = "When card information is specified in an effect only 3 using brackets, only"
    assert remove_stray_page_numbers(damaged) == (
        "When card information is specified in an effect only using brackets, only"
    )


@pytest.mark.parametrize(
    "text",
    ["its DP becomes 0 when it", "reduced to 0 when", "with 3 or more", "draw 2 cards",
     "refer to 10 \"Link\"", "page 12 is"],
)
def test_counts_in_sentences_are_kept(text):
    assert remove_stray_page_numbers(text) == text


def test_broken_lines_joined():
    joined = join_broken_lines("ROOKIE digivolves into\nCHAMPION")
    assert joined == "ROOKIE digivolves into CHAMPION"


def test_finished_lines_and_items_stay_apart():
    text = "The rule ends here.\nNext rule.\nA list:\n- item one\n2-3-1 Name"
    assert join_broken_lines(text) == text


def test_hyphen_at_line_end_joins_without_space():
    assert join_broken_lines("the Digi-\nEgg deck") == "the Digi-Egg deck"


def test_japanese_lines_join_without_space():
    assert join_broken_lines("相手にアタック\nしよう") == "相手にアタックしよう"


def test_split_hyphen_closed():
    assert fix_split_hyphens("the deck or Digi- Egg deck") == "the deck or Digi-Egg deck"
    assert fix_split_hyphens("pre- and post-game") == "pre- and post-game"


@pytest.mark.parametrize(
    ("wrong", "right"),
    [
        ("<Armor Purne>", "<Armor Purge>"),
        ("a Digimon card or Trainer card directly", "a Digimon card or Tamer card directly"),
        ("Marray Orașa (Marray)", "Memory Gauge (Memory)"),
    ],
)
def test_dcg_misspellings_fixed(wrong, right):
    assert fix_misspellings(wrong, "dcg") == right


def test_misspellings_are_per_game_and_whole_word():
    assert fix_misspellings("and vise versa", "dcg") == "and vise versa"
    assert fix_misspellings("and vise versa", "dccg") == "and vice versa"
    assert fix_misspellings("a Trainer cardboard", "dcg") == "a Trainer cardboard"


def test_glued_quote_gets_its_space():
    assert fix_glued_quotes('a "Last in, First out"system') == 'a "Last in, First out" system'


def test_collapse_spaces():
    assert collapse_spaces("a  b\t\tc  \n d") == "a b c\nd"


def test_clean_text_leaves_clean_text_alone():
    assert clean_text(CLEAN) == CLEAN


def test_clean_text_repairs_everything_in_order():
    damaged = "Use <blocker></blocker> on the Digi-\n12\nEgg only 3 using the Trainer card."
    assert clean_text(damaged) == "Use <Blocker> on the Digi-Egg only using the Tamer card."
