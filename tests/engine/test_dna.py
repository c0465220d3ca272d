"""DNA digivolution (manual-en/dna-digivolve-rules, dna-digivolution-procedure)."""

from __future__ import annotations

from tests.engine.helpers import Game, scenario

CARDS = {
    "Omnimon": {"kind": "digimon", "colors": ["white"], "level": 6, "dp": 15000,
                "play_cost": 15, "text": "[DNA Digivolve] red Lv.5 + blue Lv.5: Cost 0 "
                                         "[When Digivolving] Gain 1 memory."},
    "WarGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 12000, "play_cost": 12,
                   "text": "[Main][Once Per Turn] Gain 1 memory."},
    "MetalGarurumon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 11000,
                       "play_cost": 12},
    "Boost": {"kind": "option", "color": "red", "use_cost": 0,
              "text": "[Main] 1 of your Digimon gets +3000 DP for the turn."},
}


def board(**kw):
    p1 = {"hand": ["Omnimon"],
          "battle": [{"card": "MetalGarurumon", "suspended": True, "played_this_turn": True},
                     {"card": "WarGreymon", "under": ["Agumon"], "played_this_turn": True}]}
    p1.update(kw)
    return scenario(p1=p1, cards=CARDS)


def test_dna_is_offered_with_the_left_side_on_top():
    g = Game(board())
    assert "dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon" in g.options
    assert "dna p1-omnimon onto p1-metalgarurumon + p1-wargreymon" not in g.options


def test_stack_order_unsuspended_draw_and_when_digivolving():
    g = Game(board()).answer("dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon")
    s = g.stack("p1-omnimon")
    assert s["under"] == ["p1-wargreymon", "p1-agumon", "p1-metalgarurumon"]
    assert not s["suspended"] and not s["played_this_turn"]
    assert g.snapshot["players"]["p1"]["battle"] == [s]
    assert g.index("dna_digivolve", "p1-omnimon") < g.index("draw") < g.index(
        "activate", "p1-omnimon")
    assert g.mem() == 4  # cost 0, then [When Digivolving] gain 1
    assert "attack p1-omnimon -> player" in g.options, "can attack though both were played"


def test_statuses_and_effects_on_the_old_digimon_end():
    g = Game(board(hand=["Omnimon", "Boost"]))
    g.answer("use p1-boost", "p1-wargreymon")
    assert g.stack("p1-wargreymon")["dp"] == 15000
    g.answer("dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon")
    assert g.stack("p1-omnimon")["dp"] == 15000  # printed DP only: the +3000 ended


def test_once_per_turn_count_resets():
    # WarGreymon's [Main] used this turn; as Omnimon's digivolution card it is inherited
    # nothing, but its use count is cleared (a new Digimon).
    scn = board()
    scn["board"]["p1"]["flags"] = {"used_once_per_turn": ["p1-wargreymon"]}
    g = Game(scn)
    assert g.state.per_turn_uses
    g.answer("dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon")
    assert not any(k.startswith("p1-wargreymon#") for k in g.state.per_turn_uses)


def test_requirements_refused_with_a_reason():
    g = Game(scenario(p1={"hand": ["Omnimon"], "battle": ["WarGreymon", "Agumon"]},
                      cards=CARDS))
    assert not [o for o in g.options if o.startswith("dna")]
    g.answer("dna p1-omnimon onto p1-wargreymon + p1-agumon")
    refused = g.find("refused")[-1]
    assert "manual-en/dna-digivolution-requirements" in refused.rules
    g = Game(board()).answer("dna p1-omnimon onto p1-metalgarurumon + p1-wargreymon")
    assert "goes on top" in g.find("refused")[-1].text


def test_breeding_area_digimon_cannot_take_part():
    g = Game(scenario(p1={"hand": ["Omnimon"], "battle": ["WarGreymon"],
                          "breeding": "MetalGarurumon"}, cards=CARDS))
    g.answer("dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon")
    assert "battle area" in g.find("refused")[-1].text


def test_the_crs_name_dna_digivolution_is_the_same_requirement():
    """CR 4.2 2-3-6 names it "[DNA Digivolution]", as BT16-012 prints it."""
    from judgeapp.engine.dcg.cardtext import extract_rules
    rest, rules = extract_rules("[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0\n<Blocker>")
    assert rest.strip() == "<Blocker>"
    assert [r.label() for r in rules.dna] == ["red Lv.4 + yellow Lv.4: Cost 0"]


def test_a_side_with_two_colors_takes_either():
    """EX12 prints "Red/Yellow Lv.5 + Black/Purple Lv.5": "XX/YY" is "XX or YY" (CR 4.2
    4-24-1)."""
    omni = {**CARDS["Omnimon"], "text": "[DNA Digivolve] Red/Yellow Lv.5 + Black/Purple Lv.5 "
                                        ": Cost 0"}
    cards = {**CARDS, "Omnimon": omni,
             "Gold": {"kind": "digimon", "color": "yellow", "level": 5, "dp": 7000},
             "Dark": {"kind": "digimon", "color": "purple", "level": 5, "dp": 7000}}
    g = Game(scenario(p1={"hand": ["Omnimon"], "battle": ["Gold", "Dark", "MetalGarurumon"]},
                      cards=cards))
    assert "dna p1-omnimon onto p1-gold + p1-dark" in g.options
    assert not [o for o in g.options if "p1-metalgarurumon" in o and o.startswith("dna")]
