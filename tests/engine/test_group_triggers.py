"""Digimon played or digivolving ("When your Digimon are played or digivolve, if any of them
...", text_group.py / group_events.py): what each wording means, the conditions on the event's
Digimon, and the wordings that stay refused. The official rulings are library scenarios
(qa-q2604, qa-q6050, qa-q6265)."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

EV = "played-digivolved"


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn] When your Digimon are played or digivolve, if any of them are blue, gain 1 "
     "memory.", fx.Trigger(EV, "own", what="digimon")),
    ("[All Turns] When your Digimon or Tamers are played or digivolve, if any of them have "
     "[Garurumon] or [Tai Kamiya] in their names, gain 1 memory.",
     fx.Trigger(EV, "own", what="digimon-or-tamer")),
    ("[Your Turn] [Once Per Turn] When your other Digimon are played or digivolve, if any of "
     "them have the [ADVENTURE] trait, gain 1 memory.",
     fx.Trigger(EV, "own", other=True, what="digimon")),
    ("[Your Turn] When any of your Digimon are played or digivolve, if any of them have the "
     "[Flame] or [CS] trait, gain 1 memory.", fx.Trigger(EV, "own", what="digimon")),
    ("[All Turns] [Once Per Turn] When any Digimon are played or digivolve, gain 1 memory.",
     fx.Trigger(EV, "any", what="digimon")),
    ("[All Turns] [Once Per Turn] When Digimon are played or digivolve, gain 1 memory.",
     fx.Trigger(EV, "any", what="digimon")),
    ("[All Turns] [Once Per Turn] When other Digimon are played or digivolve, gain 1 memory.",
     fx.Trigger(EV, "any", other=True, what="digimon")),
    ("[Your Turn] [Once Per Turn] When one of your other Digimon is played or digivolves, if it "
     "has the [Free] trait or is yellow, gain 1 memory.",
     fx.Trigger(EV, "own", other=True, what="digimon")),
    ("[Opponent's Turn] When an opponent's Digimon is played or digivolves, if that Digimon is "
     "level 5 or higher, gain 1 memory.", fx.Trigger(EV, "opponent", what="digimon")),
    ("[All Turns] When your Digimon are played or digivolve, if any of them have [Vemmon] in "
     "their texts, gain 1 memory.", fx.Trigger(EV, "own", what="digimon")),
])
def test_each_wording_is_read_with_its_meaning_and_renders_back(text, trigger):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.TRIGGER and effect.trigger == trigger
    assert effect.text == text


def test_the_condition_is_one_of_its_alternatives_on_the_event_digimon():
    text = ("[Your Turn][Once Per Turn] When one of your other Digimon is played or digivolves, "
            "if it has the [Free] trait or is yellow, gain 1 memory.")
    cond = parse_text(text)[0].clauses[0].condition
    assert cond == fx.Condition("event-digimon", any_of=(
        fx.Condition("this-trait", names=("Free",)), fx.Condition("this-color", name="yellow")))


@pytest.mark.parametrize("text", [
    # a qualified group: whether the Digimon before or after digivolving must fit is not settled
    "[Your Turn] When any of your [CS] trait Digimon are played or digivolve, gain 1 memory.",
    "[Your Turn] When one of your level 5 Digimon is played or digivolves, gain 1 memory.",
    # "any of them" / "it" has nothing to refer to
    "[On Play] If any of them are blue, gain 1 memory.",
    "[Your Turn] When this Digimon attacks, if it has the [Free] trait, gain 1 memory.",
])
def test_forms_the_engine_does_not_model_are_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)


def _tamer(text: str) -> dict:
    return {"kind": "tamer", "color": "blue", "play_cost": 2, "text": text}


@pytest.mark.parametrize(("text", "triggered"), [
    ("[All Turns] When Digimon are played or digivolve, gain 1 memory.", True),
    ("[All Turns] When other Digimon are played or digivolve, gain 1 memory.", False),
])
def test_the_played_digimon_triggers_its_own_effect_unless_it_says_other(text, triggered):
    """The played card's own effect triggers when it is played (CR 4.2 15-5-3; official Q&A
    Q6115), not with "other"."""
    mon = {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3,
           "text": text}
    g = Game(scenario(cards={"Mon": mon}, p1={"hand": ["Mon"]})).answer("play p1-mon")
    assert bool(g.find("trigger", "p1-mon")) is triggered


@pytest.mark.parametrize(("level", "gained"), [(5, True), (4, False)])
def test_an_opponents_digimon_played_is_checked_by_level(level, gained):
    tamer = _tamer("[Opponent's Turn] When an opponent's Digimon is played or digivolves, if "
                   "that Digimon is level 5 or higher, gain 1 memory.")
    foe = {"kind": "digimon", "color": "red", "level": level, "dp": 6000, "play_cost": 1}
    scn = scenario(cards={"Tamer": tamer, "Foe": foe}, turn_player="p2",
                   memory={"p2": 3}, p1={"battle": ["Tamer"]}, p2={"hand": ["Foe"]})
    g = Game(scn).answer("play p2-foe")
    assert bool(g.find("trigger", "p1-tamer"))
    assert bool(g.find("activate", "p1-tamer")) is gained


def test_a_digimon_gone_before_the_check_stops_with_an_unmodelled_step():
    """"if any of them are blue" is checked when the effect is processed (CR 4.2
    15-8-3-9-3); the played Digimon was deleted before that: not modelled."""
    first = _tamer("[Your Turn] When one of your Digimon is played or digivolves, delete 1 of "
                   "your Digimon.")
    second = _tamer("[Your Turn] When your Digimon are played or digivolve, if any of them are "
                    "blue, gain 1 memory.")
    scn = scenario(cards={"First": first, "Second": second},
                   p1={"battle": ["First", "Second"], "hand": ["Gabumon"]})
    g = Game(scn).answer("play p1-gabumon")
    while g.decision is not None and g.decision.kind != "main_action" and \
            not g.find("unmodelled"):
        g.answer(g.decision.options[0].id)
    (step,) = g.find("unmodelled", "p1-second")
    assert step.data["reason"] == fragment("event_gone")
    assert not g.find("memory", "p1-second")


@pytest.mark.parametrize(("text", "fields"), [
    ("[All Turns] [Once Per Turn] When this yellow Digimon with the [Data]/[Witchelny] trait "
     "would leave the battle area by your opponent's effects, by trashing your top security "
     "card, it doesn't leave.", {"colors": ("yellow",), "traits_any": ("Data", "Witchelny")}),
    ("[All Turns] [Once Per Turn] When this Digimon with [Veedramon] in its name would leave the "
     "battle area by your opponent's effects, by suspending this Digimon, it doesn't leave.",
     {"name_has": ("Veedramon",)}),
])
def test_a_qualified_would_subject_is_the_triggers_subject(text, fields):
    """"When this yellow Digimon with the [X] trait would leave ...": the qualifiers are the
    trigger's subject (lowered with the other triggers', event_trigger), checked on the Digimon
    when it would leave (resolve._interrupt_applies; scenarios would-leave-this-yellow-*)."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.IMMEDIATE and effect.text == text
    assert effect.trigger.event == "would-leave" and effect.trigger.side == "this"
    assert {k: getattr(effect.trigger.subject, k) for k in fields} == fields
    assert effect.clauses[0].condition is None


def test_another_digimon_with_the_same_name_as_this_digimon():
    """The played card shares a name with the Digimon that has the effect (official Q&A Q1023:
    for an inherited effect, the Digimon the card is under; scenario qa-q1023)."""
    text = ("[Your Turn] When you play another Digimon with the same name as this Digimon, "
            "gain 1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text
    assert (effect.trigger.event, effect.trigger.what) == ("played", "other digimon")
    assert effect.trigger.subject.same_name and effect.trigger.subject.other


@pytest.mark.parametrize(("zone", "triggered"), [("trash", True), ("hand", False)])
def test_when_you_play_a_digimon_from_your_trash_needs_the_trash(zone, triggered):
    """"When you play a Digimon from your trash": a Digimon played by an effect from the trash
    triggers it, one played from the hand does not (Stack.played_from; scenario qa-q1233)."""
    tamer = _tamer("[Your Turn] When you play a Digimon from your trash, gain 1 memory.")
    revive = {"kind": "option", "color": "blue", "use_cost": 0,
              "text": f"[Main] You may play 1 level 3 Digimon card from your {zone} without "
                      "paying the cost."}
    scn = scenario(cards={"Tamer": tamer, "Revive": revive},
                   p1={"battle": ["Tamer"], "hand": ["Revive"] + (["Gabumon"] if zone == "hand"
                                                                  else []),
                       "trash": ["Gabumon"] if zone == "trash" else []})
    g = Game(scn).answer("use p1-revive", "yes")
    assert g.find("play", "p1-gabumon")
    assert bool(g.find("trigger", "p1-tamer")) is triggered


def test_a_play_reduction_with_its_condition_printed_last():
    text = ("When you would play this card from your hand, reduce its play cost by 2 if you "
            "have [Alice McCoy] in play.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text
    assert effect.clauses[0].condition == fx.Condition("has-name", ">=", 1, name="Alice McCoy")


@pytest.mark.parametrize("text", [
    "[All Turns] When this Digimon would leave the battle area, <Draw 1>.",
    "[All Turns] [Once Per Turn] When this Digimon would leave the battle area, if you have 2 or "
    "fewer security cards, <Recovery +1 (Deck)>.",
])
def test_a_would_effect_whose_first_sentence_is_done(text):
    """An immediate-type effect that doesn't prevent the leaving (CR 4.2 15-8-5-2): its first
    sentence is done, not "you may" (scenarios would-leave-dynasmon-*, qa-q3095)."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.IMMEDIATE and not effect.prevent and effect.text == text
    assert effect.clauses[0].form == "do"


@pytest.mark.parametrize(("text", "form", "colors"), [
    ("[Your Turn] When one of your green Digimon would digivolve into a level 5 or higher card, "
     "by suspending this Tamer, reduce the digivolution cost by 1.", "by", ("green",)),
    ("[Your Turn] When one of your Digimon would digivolve into a 2-color black Digimon card, "
     "you may suspend this Tamer to reduce the digivolution cost by 1.", "by", None),
    ("[Your Turn] When any of your Digimon would digivolve into a Digimon card with the [TS] "
     "trait, by suspending this Tamer, reduce the digivolution cost by 1.", "by", None),
    ("[Your Turn] [Once Per Turn] When any of your suspended Digimon would digivolve into a "
     "Digimon card with [Tyrannomon] in its name or the [Dinosaur] or [Ver.1] trait, reduce the "
     "digivolution cost by 1.", "do", ()),
])
def test_a_card_in_play_reducing_its_owners_digivolution(text, form, colors):
    """digivolve_cost.FIELD (scenarios field-digivolve-reduction-taiga-*): the digivolving
    Digimon fits the subject, the card the description; the "by" cost is optional."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.IMMEDIATE and effect.text == text
    assert effect.keyword == "field-digivolve-reduction"
    assert effect.clauses[0].form == form
    subject = effect.trigger.subject
    assert (subject.colors if subject is not None else None) == colors


@pytest.mark.parametrize("text", [
    "[Your Turn] When digivolving one of your Digimon into a Digimon card in your hand with "
    "[Tyrannomon] in its name, you may suspend this Tamer to reduce the memory cost of the "
    "digivolution by 1.",
    "[Your Turn] When this Digimon would digivolve into a [GroundLocomon] in your hand, reduce "
    "the digivolution cost by 1.",
])
def test_into_a_card_in_your_hand(text):
    """"... into <card> in your hand": the card must be in the hand when the digivolution would
    occur (not from the trash: digivolve_cost, Action.source "hand")."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text and effect.clauses[0].actions[0].source == "hand"


def test_a_hand_only_reduction_does_not_reduce_a_digivolution_from_the_trash():
    tamer = _tamer("[Your Turn] When digivolving one of your Digimon into a Digimon card in "
                   "your hand with [Greymon] in its name, you may suspend this Tamer to reduce "
                   "the memory cost of the digivolution by 1.")
    option = {"kind": "option", "color": "red", "use_cost": 0,
              "text": "[Main] 1 of your Digimon may digivolve into [Greymon] in the trash."}
    scn = scenario(cards={"Tamer": tamer, "Revive": option}, memory={"p1": 5},
                   p1={"battle": ["Tamer", "Agumon"], "hand": ["Revive"], "trash": ["Greymon"]})
    g = Game(scn).answer("use p1-revive", "yes")
    assert g.find("digivolve_by_effect", "p1-greymon")
    assert not g.find("digivolve_cost_reduced")


def test_when_you_play_a_card_with_a_trait_is_a_digimon_or_a_tamer():
    text = ("[Your Turn] [Once Per Turn] When you play a card with the [Dark Animal] or [SoC] "
            "trait, gain 1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text and effect.trigger.what == "card"
    assert effect.trigger.subject.kind == "any"
    assert effect.trigger.subject.traits_any == ("Dark Animal", "SoC")


def test_return_to_the_hand_or_play_one_digivolution_card():
    text = ("[All Turns] When this Digimon would leave the battle area, you may return to the "
            "hand or play 1 level 4 or lower red Digimon card from this Digimon's digivolution "
            "cards without paying the cost.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text and effect.type == fx.IMMEDIATE
    (action,) = effect.clauses[0].actions
    assert (action.verb, action.amount, action.filter.max_level, action.filter.colors) == (
        "return-or-play", 1, 4, ("red",))


@pytest.mark.parametrize(("text", "traits"), [
    ("When this card would be played, by trashing 1 [Cyborg] or [Ver.4] trait card from your "
     "hand, reduce the play cost by 2.", ("Cyborg", "Ver.4")),
    ("[On Play] You may play 1 play cost 5 or lower [Puppet] or [Shambala] trait card from your "
     "trash without paying the cost.", ("Puppet", "Shambala")),
])
def test_a_card_with_either_trait(text, traits):
    """"1 [A] or [B] trait card": either trait (manual-en/xx-or-yy; scenario
    play-reduction-by-trashing-either-trait-card)."""
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text
    clause = effect.clauses[0]
    assert (*clause.cost, *clause.actions)[0].filter.traits_any == traits


def test_digimon_played_together_by_one_effect_stop_the_run_rather_than_trigger_twice():
    """An effect playing 2 Digimon plays them at the same time: a trigger they both meet
    triggers once (CR 4.2 15-5-2). The engine plays them one at a time, so it stops with an
    `unmodelled` step instead of triggering twice; with 1 Digimon played it triggers."""
    tamer = _tamer("[Your Turn] When one of your Digimon is played or digivolves, gain 1 "
                   "memory.")
    mon = {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3}
    boost = {"kind": "option", "color": "blue", "use_cost": 0,
             "text": "[Main] Play 2 level 3 Digimon cards from your hand without paying the "
                     "cost."}
    scn = scenario(cards={"Tamer": tamer, "Mon": mon, "Pal": mon, "Boost": boost},
                   p1={"battle": ["Tamer"], "hand": ["Boost", "Mon", "Pal"]},
                   memory={"p1": 3})
    g = Game(scn).answer("use p1-boost")
    if g.options:  # which card first
        g.answer(g.options[0])
    assert g.find("unmodelled")
    assert len(g.find("trigger", "p1-tamer")) <= 1
    one = scenario(cards={"Tamer": tamer, "Mon": mon, "Boost": boost},
                   p1={"battle": ["Tamer"], "hand": ["Boost", "Mon"]}, memory={"p1": 3})
    g = Game(one).answer("use p1-boost")
    assert g.find("trigger", "p1-tamer") and not g.find("unmodelled")
