"""An Option's color-requirement statics (color_req.py, CR 4.2 4-22)."""

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError, ScenarioError

from .helpers import Game, scenario

FACE_UP = ("While you have no face-up security cards, you can ignore this card's color "
           "requirements.\n[Main] <Draw 1>.")


def _option(text: str, color: str | list[str] = "purple") -> dict:
    key = "colors" if isinstance(color, list) else "color"
    return {"Shade": {"kind": "option", key: color, "use_cost": 1, "text": text}}


def _use(text: str, security: list | None = None, color: str | list[str] = "purple") -> Game:
    p1 = {"hand": ["Shade"], "battle": ["Agumon"], "security": security or []}
    return Game(scenario(p1, cards=_option(text, color)))


def test_the_static_is_a_data_only_persistent_effect_before_the_main_effect():
    static, main = parse_text(FACE_UP)
    assert static.keyword == "color-req" and static.condition.subject == "face-up-security"
    assert static.clauses[0].actions[0].verb == "ignore-colors"
    assert main.timing == "main"


def test_no_face_up_security_cards_lets_the_option_be_used():
    g = _use(FACE_UP, security=["Koromon"])
    assert "use p1-shade" in g.options
    g.answer("use p1-shade")
    assert g.find("use_option", "p1-shade") and g.find("draw")


def test_a_face_up_security_card_keeps_the_color_requirement():
    g = _use(FACE_UP, security=[{"card": "Koromon", "face_up": True}])
    g.answer("use p1-shade")
    assert g.find("refused") and not g.find("use_option")


def test_also_meets_reads_the_color_and_keeps_it_to_one_color_options():
    box = read_whole("Red also meets this card's color requirements.\n[Main] <Draw 1>.")
    assert box.items[0].sentences[0].clause.action == ir.ColorRule("also-meets", color="red")
    g = _use("Red also meets this card's color requirements.\n[Main] <Draw 1>.")
    g.answer("use p1-shade")
    assert g.find("use_option", "p1-shade")
    with pytest.raises(ScenarioError, match="multicolor"):
        _use("Red also meets this card's color requirements.\n[Main] <Draw 1>.",
             color=["purple", "blue"])


def test_the_static_is_read_only_first_in_the_box():
    with pytest.raises(CardTextError, match="can"):
        parse_text("[Main] <Draw 1>.\nYou can ignore this card's color requirements.")


def test_a_tamer_with_a_trait_keeps_the_printed_article_and_checks_the_trait():
    text = ("While you have a Tamer with a [Hero] trait in play, you may use this card without "
            "meeting its color requirements.\n[Main] <Draw 1>.")
    cond = read_whole(text).items[0].sentences[0].condition.condition
    assert [type(f).__name__ for f in cond.select.after] == ["Trait"]
    assert render_box(read_whole(text)).startswith("While you have a Tamer with a [Hero] trait")
    hero = {"Hero Tamer": {"kind": "tamer", "color": "red", "play_cost": 2, "traits": ["Hero"]}}
    with_hero = Game(scenario({"hand": ["Shade"], "battle": ["Hero Tamer"]},
                              cards={**_option(text), **hero}))
    with_hero.answer("use p1-shade")
    assert with_hero.find("use_option", "p1-shade")
    without = _use(text)  # only Agumon, no [Hero] Tamer: the purple requirement stands
    without.answer("use p1-shade")
    assert without.find("refused") and not without.find("use_option")
