"""Read printed card text into the effects the resolver executes.

``parse_text`` reads a text box with the card-text grammar (``text_grammar``: one reading or a
refusal quoting the sentence) and lowers the reading to ``effects.Effect`` objects
(``text_lower``). Keyword items (``<Blocker>``, ``<Armor Purge>``, ``<Decoy (Black)>``...) are
built here from each keyword's meaning; the keywords that are immediate-type replacements are
read from the English manual's wording of them, through the grammar like any card text.
A sentence the engine does not read raises :class:`~judgeapp.engine.errors.CardTextError`;
a Card Text Rule the sentence uses in an unread form is named (``keyword_rules.read_in_part``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from judgeapp.engine.dcg import (
    ascension,
    detach,
    digivolve_into_this,
    guard,
    keyword_rules,
    rule_lines,
    succession,
    tamer_digivolve,
    text_events,
    text_gain,
    training,
    use_req,
)
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Effect, Static, Target, Trigger
from judgeapp.engine.dcg.keyword_rules import RuleText, read_in_part
from judgeapp.engine.dcg.keyword_text import (
    ATTACK_KEYWORDS,
    DIGISORPTION,
    END_OF_TURN_ATTACKS,
    FRAGMENT,
    FRAGMENT_WORDING,
    LEAVE_CAUSES,
    MATERIAL_SAVE,
    OVERCLOCK,
    REPLACEMENT_KEYWORDS,
    decode_spec,
    decoy_protects,
    keyword_id,
    keyword_value,
    partition_specs,
    refuse_keyword,
)
from judgeapp.engine.dcg.requirements import DigivolveReq
from judgeapp.engine.dcg.text_costs import reduction_count
from judgeapp.engine.dcg.text_grammar import (
    read_box,
    read_into_this_line,
    read_requirement,
    read_rule_line,
    read_tamer_line,
)
from judgeapp.engine.dcg.text_layout import chunks
from judgeapp.engine.dcg.text_lower import color_static, effects_of
from judgeapp.engine.dcg.text_lower import condition as lower_condition
from judgeapp.engine.dcg.text_lower import cost as lower_cost
from judgeapp.engine.errors import CardTextError

_KEYWORD = re.compile(r"<((?:[^<>]|<[^<>]*>)+)>")  # also <Fragment <3>>
# a play cost reduction printed first: up to its period (and a reminder note after it)
_PLAY_REDUCTION = re.compile(r"\s*(?:(?:while|if) [^.]*?, )?"  # the condition printed first
                             r"When (?:this card would be (?:played|used)"
                             r"|you would (?:play|use) this card|playing this card"
                             r"|one of your [^.]*?(?:would digivolve|digivolves) into this card)"
                             r"(?:\[[^\]]*\]|[^.\[])*\.?(?:\s*\([^()]*\))?",  # "[Ver.4]"
                             re.IGNORECASE)


def extract_rules(text: str | None) -> tuple[str | None, RuleText]:
    """``keyword_rules.extract`` with the digivolution requirement lines read by the
    grammar (``text_grammar.read_requirement``), after the (Rule) lines giving the card
    another name or trait (``rule_lines``, read by ``text_grammar.read_rule_line``)."""
    found: tuple[rule_lines.AlsoTreated, ...] = ()
    onto = None
    into: tuple[digivolve_into_this.IntoThis, ...] = ()
    if text:
        text, found = rule_lines.extract(text, read_rule_line)
        text, onto = tamer_digivolve.extract(text, read_tamer_line)
        text, into = digivolve_into_this.extract(text, read_into_this_line)
    printed, rules = keyword_rules.extract(text, _read_requirement)
    if onto is not None:
        rules = replace(rules, onto_tamer=onto)
    if into:
        rules = replace(rules, digivolve=rules.digivolve + tuple(
            digivolve_into_this.lower(r, lower_condition) for r in into))
    if not found:
        return printed, rules
    values = {kind: tuple(v for r in found if r.kind == kind for v in r.values)
              for kind in ("name", "name-part", "trait")}
    return printed, replace(rules, also_names=values["name"], name_parts=values["name-part"],
                            also_traits=values["trait"])


def _read_requirement(line: str) -> tuple[DigivolveReq, ...]:
    """``text_grammar.read_requirement`` with a "While ..." condition lowered to the
    resolver's (``query.digivolve_req`` checks it for the Digimon's owner)."""
    return tuple(replace(r, condition=lower_condition(r.condition)) if r.condition else r
                 for r in read_requirement(line))


def parse_text(text: str | None, *, inherited: bool = False,
               security: bool = False) -> tuple[Effect, ...]:
    """All effects of one text box. ``security``: the box is [Security] text."""
    if not text or not text.strip():
        return ()
    text = " ".join(text.split()) if "\n" not in text else text
    if security and not text.lstrip().lower().startswith("[security]"):
        text = "[Security] " + text
    try:
        effects = _read(text, inherited)
    except CardTextError as exc:
        if why := read_in_part(exc.sentence):
            raise CardTextError(exc.sentence, f"{why}; {exc.hint}") from exc
        raise
    return tuple(replace(e, index=i) for i, e in enumerate(effects))


text_gain.install(parse_text)  # a quoted effect granted by an effect is a box of its own


def _read(text: str, inherited: bool) -> list[Effect]:
    """The grammar's reading, lowered effect by effect; each effect's printed body (for
    ``Effect.text`` and the sentences' texts) is cut from the text at its timings."""
    items = list(read_box(text).items)
    out: list[Effect] = []
    for timings, _per_turn, body in chunks(text):
        if not timings and items and isinstance(items[0], ir.Effect) and \
                items[0].kind == "color":
            out.append(color_static(items.pop(0), body, inherited))
            continue
        while not timings and items and isinstance(items[0], ir.PlayReduction):
            sentence = _PLAY_REDUCTION.match(body)
            if sentence is None:
                raise CardTextError(body, "the play cost reduction could not be matched to the "
                                    "text")
            out.append(play_reduction(items.pop(0), sentence[0].strip(), inherited))
            body = body[sentence.end():].strip()
        if not timings and not body:
            continue
        if not timings and items and text_events.untimed_timings(items[0]):
            out.extend(replace(e, printed=len(out))  # "When this card is trashed from ..."
                       for e in effects_of(items.pop(0), body, inherited))
            continue
        if not timings:
            n = len(_KEYWORD.findall(body))
            taken, items = items[:n], items[n:]
            if len(taken) != n or not all(isinstance(i, ir.KeywordItem) for i in taken):
                raise CardTextError(body, "the keywords could not be matched to the text")
            out.extend(replace(e, printed=len(out)) for e in _keyword_effects(body, inherited))
            continue
        if not items or not isinstance(items[0], ir.Effect):
            raise CardTextError(body, "the effect could not be matched to the text")
        body, keywords = _trailing_keywords(body, items)
        printed = len(out)  # one printed effect, read once per timing: one [X Per Turn] count
        out.extend(replace(e, printed=printed)
                   for e in effects_of(items.pop(0), body, inherited))
        if keywords:  # "[Security] ... the cost.\n<Blocker>": keyword items after the effect
            del items[:len(_KEYWORD.findall(keywords))]
            out.extend(replace(e, printed=len(out))
                       for e in _keyword_effects(keywords, inherited))
    if items:
        raise CardTextError(text, "the effects could not be matched to the text")
    return out


def _trailing_keywords(body: str, items: list) -> tuple[str, str]:
    """An effect's body and the keyword lines printed after it in the same chunk (no timing
    bracket comes between them: "[Security] Play this card ...\n<Blocker>"), when the reading
    has them as keyword items right after the effect."""
    lines = body.split("\n")
    cut = len(lines)
    while cut > 1 and _KEYWORD.search(lines[cut - 1]) and not re.sub(
            r"<(?:[^<>]|<[^<>]*>)+>|\([^()]*\)|[\s.,]", "", lines[cut - 1]):
        cut -= 1
    tail = "\n".join(lines[cut:]).strip()
    n = len(_KEYWORD.findall(tail))
    if not n or len(items) <= n or not all(isinstance(i, ir.KeywordItem)
                                          for i in items[1:1 + n]):
        return body, ""
    return "\n".join(lines[:cut]).strip(), tail


def play_reduction(p: ir.PlayReduction, text: str, inherited: bool) -> Effect:
    """play_cost.py: the card's own immediate-type reduction of its play cost."""
    if inherited:
        raise CardTextError(text, "a play cost reduction is read on a card's own text only")
    if p.condition is not None and p.condition.word != "if" and not p.cond_first:
        raise CardTextError(text, "a play cost reduction's condition is read as 'if ...'")
    if p.digivolver is not None:
        return _hand_digivolve_reduction(p, text)
    named = {"play", "use"} & set(p.obj.split())  # "reduce the play cost", "the use cost"
    if named and named != {"use" if p.use else "play"}:
        raise CardTextError(text, "a play cost is reduced when the card would be played, a use "
                            "cost when it would be used")
    cond = lower_condition(p.condition.condition) if p.condition else None
    # "When this card would be played from the hand": not when an effect plays it from
    # elsewhere for a cost (play_cost.applicable)
    act = Action("reduce-play-cost", amount=p.n, per=reduction_count(p.per, text),
                 source="hand" if re.search(r"from (?:your|the) hand", p.wording) else None)
    event = "would-be-used" if p.use else "would-be-played"
    if p.cost is not None and p.use:
        raise CardTextError(text, "a use cost reduction 'by' a cost is not modelled")
    clause = Clause("by", cost=(lower_cost(p.cost),), actions=(act,), text=text) \
        if p.cost is not None else Clause("do", actions=(act,), condition=cond, text=text)
    return Effect(text=text, timing=fx.KEYWORD, type=fx.IMMEDIATE, keyword="play-reduction",
                  trigger=Trigger(event), clauses=(clause,))


def _hand_digivolve_reduction(p: ir.PlayReduction, text: str) -> Effect:
    """digivolve_cost.py: the card's own reduction of a digivolution into it from the hand,
    for the Digimon the text describes (by name, or with a Tamer card under it)."""
    form, names = p.digivolver
    act = Action("reduce-digivolve-cost", amount=p.n,
                 filter=CardFilter(names=names) if names else None,
                 source="tamer-under" if form == "tamer-under" else None)
    return Effect(text=text, timing=fx.KEYWORD, type=fx.IMMEDIATE,
                  keyword="hand-digivolve-reduction", trigger=Trigger("would-digivolve-into"),
                  clauses=(Clause("do", actions=(act,), text=text),))


def _keyword_effects(body: str, inherited: bool) -> list[Effect]:
    found = re.findall(r"<((?:[^<>]|<[^<>]*>)+)>", body)  # also <Fragment <3>>
    rest = re.sub(r"<(?:[^<>]|<[^<>]*>)+>|[\s.,]", "", re.sub(r"\([^()]*\)", "", body))
    if not found or rest:
        raise CardTextError(body, "text without a timing must be keywords such as <Blocker>; "
                            + "see docs/card-text.md")
    out = []
    for printed in found:
        kid = keyword_id(printed)
        if kid is None:
            refuse_keyword(printed, f"<{printed}>")
        if printed.lower() in REPLACEMENT_KEYWORDS:
            out.append(_replacement_keyword(printed, kid, inherited,
                                            REPLACEMENT_KEYWORDS[printed.lower()]))
            continue
        if m := FRAGMENT.fullmatch(printed):
            n = next(filter(None, m.groups()))
            out.append(_replacement_keyword(printed, kid, inherited, FRAGMENT_WORDING.format(n=n)))
            continue
        if DIGISORPTION.fullmatch(printed):  # read from the hand when digivolving (game.py)
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT,
                              keyword=kid, inherited=inherited))
            continue
        if m := MATERIAL_SAVE.fullmatch(printed):
            clause = Clause("do", actions=(Action("material-save", amount=int(m[1])),),
                            text=f"When this Digimon would be deleted, you may place {m[1]} "
                                 "card(s) in this Digimon's DigiXros requirements from this "
                                 "Digimon's digivolution cards under 1 of your Tamers")
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                              trigger=Trigger("would-delete", "this"), clauses=(clause,),
                              keyword=kid, inherited=inherited))
            continue
        if kid in LEAVE_CAUSES:
            out.append(_leave_keyword(printed, kid, inherited))
            continue
        if (protects := decoy_protects(printed)) is not None:
            trig = Trigger("would-delete", "own", "opponent-effect", other=True,
                           subject=protects)
            out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                              trigger=trig, keyword=kid, prevent=True, inherited=inherited))
            continue
        if new := _ver42_keyword(printed, kid, inherited):
            out.append(new)
            continue
        if kid == "fortitude":
            clause = Clause("may", actions=(Action("play-self"),),
                            text="You may play this card without paying the cost")
            out.append(Effect(text=f"<{printed}>", timing=fx.ON_DELETION, type=fx.TRIGGER,
                              clauses=(clause,), keyword=kid, inherited=inherited))
            continue
        if kid in ("overclock", *END_OF_TURN_ATTACKS):
            out.append(_end_of_turn_attack(printed, kid, inherited))
            continue
        if printed.lower() in ATTACK_KEYWORDS:
            wording = ATTACK_KEYWORDS[printed.lower()][1]
            clause = Clause("do" if kid == "alliance" else "may", actions=(Action(kid),),
                            text=wording[0].upper() + wording[1:])
            out.append(Effect(text=f"<{printed}>", timing=fx.WHEN_ATTACKING, type=fx.TRIGGER,
                              clauses=(clause,), keyword=kid, inherited=inherited))
            continue
        label = f"{kid}{keyword_value(printed):+d}" if kid == "security-attack" else kid
        out.append(Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.PERSISTENT,
                          statics=(Static(Target("this"), keywords=(label,)),),
                          keyword=kid, inherited=inherited))
    return out


def _ver42_keyword(printed: str, kid: str, inherited: bool) -> Effect | None:
    """The keyword effects new in the Comprehensive Rules Ver.4.2 (one module each)."""
    builders = {"ascension": ascension.effect, "use-req": use_req.effect,
                "training": training.effect, "guard": guard.effect, "detach": detach.effect,
                "succession": succession.effect}
    return builders[kid](printed, inherited) if kid in builders else None


def _leave_keyword(printed: str, kid: str, inherited: bool) -> Effect:
    """<Partition (A & B)> / <Decode (XX)>: immediate-type, before the Digimon leaves the
    battle area (it still leaves); the action plays cards from its digivolution cards."""
    if kid == "partition":
        specs = partition_specs(printed) or ()
        act = Action(kid, picks=tuple((1, s.filter) for s in specs))
        specified = " and ".join(f"1 {s.words}" for s in specs)
        wording = (f"When this Digimon with {specified} in its digivolution cards would leave "
                   "the battle area other than by your effects or a battle, you may play 1 "
                   "each of them without paying the costs")
    else:
        spec = decode_spec(printed)
        act = Action(kid, filter=spec.filter if spec else CardFilter())
        wording = ("When this Digimon would leave the battle area other than in battle, you "
                   f"may play 1 {spec.words if spec else ''} from its digivolution cards "
                   "without paying the cost")
    clause = Clause("do", actions=(act,), text=wording)
    return Effect(text=f"<{printed}>", timing=fx.KEYWORD, type=fx.IMMEDIATE,
                  trigger=Trigger("would-leave", "this", LEAVE_CAUSES[kid]),
                  clauses=(clause,), keyword=kid, inherited=inherited)


def _end_of_turn_attack(printed: str, kid: str, inherited: bool) -> Effect:
    """<Vortex>, <Execute>, <Overclock (Trait)>: [End of Your Turn] triggers that attack
    (effect_attack.py). <Overclock>'s "by deleting" cost is an ordinary optional cost."""
    clause = Clause("do", actions=(Action(kid),), text=END_OF_TURN_ATTACKS.get(kid, ""))
    if m := OVERCLOCK.fullmatch(printed):
        trait = (m[1] or m[2]).strip()
        fodder = Target("one", side="own", other=True, trait_or_token=trait)
        clause = Clause("by", cost=(Action("delete", target=fodder),),
                        actions=(Action(kid),),
                        text=f"At the end of your turn, by deleting 1 of your Tokens or other "
                             f"[{trait}] trait Digimon, this Digimon attacks a player without "
                             "suspending")
    return Effect(text=f"<{printed}>", timing=fx.END_OF_YOUR_TURN, type=fx.TRIGGER,
                  clauses=(clause,), keyword=kid, inherited=inherited)


def _replacement_keyword(printed: str, kid: str, inherited: bool, wording: str) -> Effect:
    """An immediate-type keyword, read from the manual's wording of it like any card text."""
    (item,) = read_box(f"[All Turns] {wording}").items
    (effect,) = effects_of(item, wording, inherited)
    return replace(effect, text=f"<{printed}>", timing=fx.KEYWORD, per_turn=None, keyword=kid)
