"""Description qualifiers a card or Digimon description shares, whatever the verb (grammar
section "description qualifiers"): pre-modifiers together in the printed order ("1 level 4 or
lower [Mineral] or [Rock] trait Digimon card", "1 yellow [BEATBREAK] trait card"), trait lists
("[Machine], [Cyborg] or [TS] trait"), and "with a [X] trait" (as "with the [X] trait").

Each word is one more filter of the same card (CR 4.2 2-3-2-3: a trait that matches the text in
brackets; 4-24-1: "[A]/[B]" means "[A] or [B]"); the lowering is the card description's own
(``text_lower.cards``), so nothing here is executed differently from the words printed alone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.errors import CardTextError

# the forms of the grammar section "description qualifiers" (docs/card-text.md, read in
# tests/engine/test_cardtext.py)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("pre-modifiers together, in the printed order: play cost, level, colors, then '[A] or "
     "[B] trait' before the kind (each a filter of the one card: CR 4.2 2-3-2-3)",
     "[On Play] You may play 1 level 4 or lower blue [DM] or [TS] trait Digimon card from "
     "your trash without paying the cost."),
    ("a trait list with commas ('[A], [B] or [C] trait', also ', or'): a card or a Digimon "
     "with one of the traits",
     "[Main] Return 1 [Machine], [Cyborg], or [TS] trait card from your trash to your hand."),
    ("'with a [X] trait' / 'with an [A], [B], or [C] trait' (as 'with the ... trait'); 'or a "
     "[X] trait' as one alternative of 'with ...'",
     "[Main] Return 1 card with [Imperialdramon] in its name or a [Free] trait from your "
     "trash to your hand."),
    ("a name after a level ('1 level 5 or lower [Eosmon]'): a card of that name and level",
     "[On Deletion] You may play 1 level 5 or lower [Eosmon] from your hand without paying "
     "its memory cost."),
    ("a card in a hand or trash with 'card' left out after a level ('1 level 5 or lower "
     "Digimon with the [X] trait')",
     "[Main] You may play 1 level 5 or lower Digimon with the [WG] trait from your hand "
     "without paying the cost."),
    ("'with the same name as this Digimon' (a Digimon's: Q&A Q5224); 'with as much DP as this "
     "Digimon or less' / 'with as much or less DP than this Digimon' (CR 4.2 15-8-3-7)",
     "[When Attacking] Delete 1 of your opponent's Digimon with as much DP as this Digimon or "
     "less."),
    ("'with 2 or more colors' (a card's; a Digimon's own colors, not its digivolution "
     "cards': Q&A Q1764)",
     "[Main] 1 of your Digimon with 2 or more colors gains <Security Attack +1> for the "
     "turn."),
    ("'with a memory cost of N' (exactly: Q&A Q1453) / 'with a [use] cost of N or less/more': "
     "the play cost or an Option card's use cost; 'use ... in your hand' for 'from your hand'",
     "[Main] You may use 1 Option card with a memory cost of 7 in your hand without paying "
     "its memory cost."),
    ("'your Tokens or other [X] trait Digimon' (a Token, or a Digimon with the trait: the "
     "words of <Overclock>, CR 4.2 16-34-1)",
     "[Main] Delete 1 of your Tokens or other [Puppet] trait Digimon."),
    ("'your opponent has no Digimon with as many or more digivolution cards as this Digimon' "
     "(compared when the condition is checked)",
     "[When Attacking] If your opponent has no Digimon with as many or more digivolution cards "
     "as this Digimon, unsuspend this Digimon."),
)


class _Noun(str):
    """The printed noun of a cost: "memory cost", "use cost" or "cost"."""


class _Sep(str):
    """A separator of a trait list as printed: "/", ",", "or" or ", or"."""


def _names(ch: list[Any]) -> tuple[str, ...]:
    return tuple(str(t).strip()[1:-1].strip() for t in ch
                 if isinstance(t, Token) and t.type == "NAME")


def trait_list(names: tuple[str, ...], seps: list[str], before: bool) -> ir.Trait | ir.TraitAny:
    """One trait, or either of several separated one way: all "/" ("[A]/[B]"), or commas and
    a last "or" / ", or" ("[A], [B] or [C]")."""
    if len(names) == 1:
        return ir.Trait(names[0], before=before)
    if all(s == "/" for s in seps):
        return ir.TraitAny(names, slash=True, before=before)
    if all(s == "," for s in seps[:-1]) and seps[-1] in ("or", ", or"):
        return ir.TraitAny(names, oxford=seps[-1] == ", or", before=before)
    printed = names[0] + "".join(f"{' ' if s != ',' else ''}{s} [{n}]"
                                 for s, n in zip(seps, names[1:], strict=True))
    raise CardTextError(printed, "the traits of a list are separated one way: '[A]/[B]' or "
                        "'[A], [B] or [C]'")


def _seps(ch: list[Any]) -> list[str]:
    """The separators between the names of ``ch`` (tokens or ``_Sep`` values)."""
    out: list[str] = []
    for v in ch:
        if isinstance(v, _Sep):
            out.append(str(v))
        elif isinstance(v, Token) and v.type == "TCOMMA":
            out.append(",")
        elif isinstance(v, Token) and str(v).lower() == "or":
            out[-1:] = [", or"] if out and out[-1] == "," and _comma_last(ch, v) else \
                [*out, "or"]
    return out


def _comma_last(ch: list[Any], or_token: Token) -> bool:
    """Is the comma just before ``or_token`` glued to it (", or") rather than between names?"""
    at = ch.index(or_token)
    return at > 0 and isinstance(ch[at - 1], Token) and ch[at - 1].type == "TCOMMA"


def tokens_or(t: ir.Select, out: FxTarget) -> FxTarget:
    """"1 of your Tokens or other [Puppet] trait Digimon": a Token, or a Digimon with that
    trait (the words <Overclock> prints, CR 4.2 16-34-1; ``trait_or_token``). Read with one
    "[X] trait" before "Digimon" only."""
    if t.kind != "digimon" or t.after or len(t.before) != 1 or \
            not isinstance(t.before[0], ir.Trait) or t.owner != "your":
        raise CardTextError("Tokens or ...", "read, but not executed by the engine: 'your "
                            "Tokens or [other] [X] trait Digimon' is executed with one trait "
                            "only")
    return replace(out, trait=None, trait_or_token=t.before[0].trait)


class DescriptionReader:
    """The "description qualifiers" rules of the grammar's reader (a mixin of
    ``text_grammar._Reader``)."""

    def trait_sep(self, ch: list[Any]) -> _Sep:
        words = [str(t).lower() for t in ch]
        return _Sep(", or" if words == [",", "or"] else words[0])

    def pre_traits(self, ch: list[Any]) -> ir.Trait | ir.TraitAny:
        return trait_list(_names(ch), [str(v) for v in ch if isinstance(v, _Sep)], True)

    def leveled_trait_cards(self, ch: list[Any]) -> ir.Cards:
        """"1 level 4 or lower [Mineral] or [Rock] trait Digimon card": the level and colors of
        a card description with its traits printed before the kind (``trait_first``)."""
        return replace(self.described_cards(ch), trait_first=True)  # type: ignore[attr-defined]

    def listed_trait_cards(self, ch: list[Any]) -> ir.Cards:
        """"1 [Machine], [Cyborg] or [TS] trait card": a card with one of the traits."""
        names = [t for t in ch if isinstance(t, Token) and t.type == "NAME"]
        first, last = ch.index(names[0]), ch.index(names[-1])
        traits = trait_list(_names(ch), _seps(ch[first:last]), True)
        cards = self.trait_cards([*ch[:first], names[0], *ch[last + 1:]])  # type: ignore[attr-defined]
        return replace(cards, after=(traits, *cards.after[1:]))

    def a_traits_post(self, ch: list[Any]) -> ir.Trait | ir.TraitAny:
        """"with a [Hybrid] trait" / "with an [Evil], [Wizard], or [Fallen Angel] trait"."""
        article = next(str(v).lower() for v in ch
                       if isinstance(v, str) and str(v).lower() in ("a", "an"))
        traits = next(v for v in ch if isinstance(v, (ir.Trait, ir.TraitAny)))
        return replace(traits, before=False, article=article)

    def trait_or_pre(self, ch: list[Any]) -> ir.TraitAny:
        """"of your [Unidentified] or [CS] trait Digimon" (before the kind)."""
        names = [t for t in ch if isinstance(t, Token) and t.type == "NAME"]
        first, last = ch.index(names[0]), ch.index(names[-1])
        return trait_list(_names(ch), _seps(ch[first:last]), True)  # type: ignore[return-value]

    def either_a_trait(self, ch: list[Any]) -> ir.Trait:
        """"... or a [Free] trait" after a card description's "with ...": its article is
        "a"/"an" (a count would begin another card: "or 1 [X] trait card")."""
        article = str(next(v for v in ch if not isinstance(v, Token) or v.type != "NAME"))
        if article.lower() not in ("a", "an"):
            raise CardTextError(f"or {article} [...] trait", "'or a [X] trait' is read after a "
                                "card description's 'with ...' ('with [A] in its name or a [X] "
                                "trait')")
        return ir.Trait(_names(ch)[0], article=article.lower())

    def this_a_trait_alt(self, ch: list[Any]) -> ir.ThisDigimon:
        """"this Digimon has [X] in its name or a [Y] trait"."""
        traits = next(v for v in ch if isinstance(v, ir.TraitAny))
        return ir.ThisDigimon(replace(traits, article="a"), article="a")

    def bare_kind_cards(self, ch: list[Any]) -> ir.Cards:
        """"1 level 5 or lower Digimon with the [WG] trait from your hand": "card" left out."""
        return replace(self.described_cards([*ch, False]), bare_kind=True)  # type: ignore[attr-defined]

    def same_name_post(self, ch: list[Any]) -> ir.SameNameAsThis:
        return ir.SameNameAsThis()

    def dp_as_this_less_after(self, ch: list[Any]) -> ir.DPAsThis:
        return ir.DPAsThis(ir.DP_AS_THIS.index("with as much DP as this Digimon or less"))

    def dp_as_this_than(self, ch: list[Any]) -> ir.DPAsThis:
        return ir.DPAsThis(ir.DP_AS_THIS.index("with as much or less DP than this Digimon"))

    def colors_post(self, ch: list[Any]) -> ir.ColorsAtLeast:
        return ir.ColorsAtLeast(int(next(t for t in ch if isinstance(t, Token)
                                         and t.type == "INT")))

    def cost_noun(self, ch: list[Any]) -> _Noun:
        return _Noun(" ".join(str(t).lower() for t in ch))

    def cost_of_post(self, ch: list[Any]) -> ir.CostOf:
        """"with a memory cost of 7" (exactly) / "with a cost of 5 or less"."""
        cost = next(t for t in ch if isinstance(t, Token) and t.type in ("INT", "XINT"))
        word = next((str(v) for v in ch if isinstance(v, str) and not isinstance(v, Token)
                     and not isinstance(v, _Noun)), "")
        return ir.CostOf(int(cost), word, str(next(v for v in ch if isinstance(v, _Noun))))

    def use_in_hand(self, ch: list[Any]) -> ir.UseCard:
        """"use 1 Option card with a memory cost of 7 in your hand without paying its memory
        cost" / "use a purple Option card ... in your hand ...": "in your hand" for "from your
        hand", "a"/"an" for 1 (the older wording)."""
        article = next((str(v).lower() for v in ch if isinstance(v, str)
                        and not isinstance(v, Token) and str(v).lower() in ("a", "an")), "")
        rest = [v for v in ch if not (isinstance(v, str) and not isinstance(v, Token)
                                      and str(v).lower() in ("a", "an"))]
        if article:
            rest.insert(1, (1, False))
        use = self.use_card([*rest[:-1], "hand", rest[-1]])  # type: ignore[attr-defined]
        return replace(use, in_hand=True, count_word=article)

    def tokens_or_select(self, ch: list[Any]) -> ir.Select:
        return replace(self.select(ch), or_tokens=True)  # type: ignore[attr-defined]

    def leveled_named(self, ch: list[Any]) -> ir.Cards:
        """"1 level 5 or lower [Eosmon]": a card of that exact name (CR 4.2 2-3-1-2) and level
        (CR 4.2 2-9-1)."""
        name = next(t for t in ch if isinstance(t, Token) and t.type == "LNAME")
        bound = next(v for v in ch if not isinstance(v, Token))
        names = (str(name).strip()[1:-1].strip(),)
        if isinstance(bound, ir.LevelAtMost):
            return ir.Cards(names=names, max_level=bound.level)
        return ir.Cards(names=names, level=bound)
