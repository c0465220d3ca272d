"""<Digi-Burst X>: "By trashing any X of this Digimon's digivolution cards, <effect>"."""

from judgeapp.engine.dcg.cardtext import parse_text

from .helpers import Game, scenario

TEXT = "[Main] <Digi-Burst 1>: Delete 1 of your opponent's Digimon. Then, <Draw 1>."
CARDS = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                     "play_cost": 5, "text": TEXT}}


def test_reads_as_an_optional_trash_any_cost():
    (effect,) = parse_text(TEXT)
    first = effect.clauses[0]
    assert first.form == "by" and first.cost[0].verb == "trash-any-under"
    assert first.cost[0].amount == 1 and first.actions[0].verb == "delete"


def test_declining_skips_the_whole_effect():
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}]},
                      p2={"battle": [{"card": "Gabumon"}]}, cards=CARDS))
    g.answer("activate p1-greymon", "no")
    assert g.zone("p1-agumon") == "p1.under" and g.zone("p2-gabumon") == "p2.battle"
    assert not g.find("draw")


def test_paying_trashes_then_the_effect_and_then_follow():
    g = Game(scenario(p1={"battle": [{"card": "Greymon", "under": ["Agumon"]}]},
                      p2={"battle": [{"card": "Gabumon"}]}, cards=CARDS))
    g.answer("activate p1-greymon", "yes")
    assert g.zone("p1-agumon") == "p1.trash" and g.zone("p2-gabumon") == "p2.trash"
    assert g.index("trash_under") < g.index("delete") < g.index("draw")
    assert "keyword/digi-burst" in g.find("trash_under")[0].rules


PRINTED = "[Main] <Digi-Burst 2>\n・Delete 1 of your opponent's Digimon with 4000 DP or less."


def test_the_printed_bullet_form_reads_as_the_colon_form():
    """Real cards print the effect below the keyword's reminder, after a bullet (BT4-012)."""
    (bullet,) = parse_text(PRINTED)
    (colon,) = parse_text(PRINTED.replace("\n・", ": "))
    assert [(c.form, c.cost, c.actions) for c in bullet.clauses] == \
        [(c.form, c.cost, c.actions) for c in colon.clauses]
    assert bullet.clauses[0].cost[0].verb == "trash-any-under"
    assert bullet.clauses[0].cost[0].amount == 2


def test_the_bullet_form_renders_back_as_printed():
    from judgeapp.engine.dcg.text_grammar import read_whole
    read_whole(PRINTED)  # raises CardTextError if the reading does not render back
    read_whole(PRINTED.replace("\n・", ": "))
