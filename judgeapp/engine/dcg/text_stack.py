"""Reading digivolution-card surgery (the grammar's ``trash_all_under`` and ``place_under``):
parse-tree nodes -> IR (text_ir.TrashAllUnder, text_ir.PlaceUnder). A mixin of the card-text
transformer (text_grammar._Reader); the rendering is text_render's, the lowering
text_lower_stack's, the execution verbs/stack_place.py's.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

_TARGETS = (ir.This, ir.Ref, ir.Select, ir.SecurityDigimon)


def _toks(ch: list[Any]) -> list[str]:
    return [str(t).lower() for t in ch if isinstance(t, Token)]


def _vals(ch: list[Any]) -> list[Any]:
    return [c for c in ch if not isinstance(c, Token)]


def _gerund(ch: list[Any]) -> bool:
    return next(iter(_toks(ch)), "").endswith("ing")


class _Bottom:
    """Where placed cards go: ``form`` this | under-this | of; ``word`` "this Digimon's" / "its";
    ``plural`` "digivolution cards"; ``target`` the Digimon (form "of")."""

    def __init__(self, form: str, word: str, plural: bool, target: Any = None) -> None:
        self.form, self.word, self.plural, self.target = form, word, plural, target
        self.tamer: tuple[str, Any] = ("", None)  # under-any-tamer: its form and traits
        self.count = ""  # under / under-at / under-bare / poss: "1", "one" or "any"


class _UnderAt:
    """After "under 1 of your Digimon": "as its bottom digivolution card(s)" (under) or "at the
    bottom of its digivolution cards" (under-at)."""

    def __init__(self, form: str, plural: bool) -> None:
        self.form, self.plural = form, plural


class _FromUnder:
    """"from under" / "under" before "any of your Tamers"."""

    def __init__(self, from_word: bool) -> None:
        self.from_word = from_word


class _From:
    """Where placed cards come from: hand | trash | hand-or-trash; ``in_hand`` "in your hand"."""

    def __init__(self, zone: str, in_hand: bool = False) -> None:
        self.zone, self.in_hand = zone, in_hand


class _FaceDown:
    """``face down`` after the cards placed."""


class _OfThe:
    """``all of the digivolution cards`` (rather than ``all digivolution cards``)."""


class _That(str):
    """"that" / "those" before "Digimon": the Digimon an earlier sentence chose."""


class StackReader:
    """The transformer methods of the digivolution-card surgery forms."""

    # --- "Trash all of the digivolution cards of <target>"
    def all_of_the(self, ch):
        return _OfThe()

    def that_digimon(self, ch):
        return _That(_toks(ch)[0])

    def trash_all_under(self, ch):
        vals = _vals(ch)
        that = next((v for v in vals if isinstance(v, _That)), None)
        target = ir.Ref() if that is not None else next(v for v in vals
                                                        if isinstance(v, _TARGETS))
        of_the = any(isinstance(v, _OfThe) for v in vals)
        return ir.TrashAllUnder(target, of_the=of_the, that=str(that or ""), gerund=_gerund(ch))

    def trash_card_at_bottom(self, ch):
        target = next(v for v in _vals(ch) if isinstance(v, _TARGETS))
        return ir.TrashUnder(target, 1, "card-at-bottom", plural=False, gerund=_gerund(ch),
                             end="bottom", n_printed=False)

    # --- triggers: digivolution cards trashed by an effect (card_events.on_under_trashed)
    def under_trashed_this(self, ch):
        return ir.Trigger("under-trashed", "this")

    def under_trashed_this_from(self, ch):
        return ir.Trigger("under-trashed", "this", form=1)

    def opp_under_trashed(self, ch):
        return ir.Trigger("under-trashed", "opponent")

    def you_trash_opp_under(self, ch):
        n = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        if n != 1:
            raise CardTextError(f"a digivolution card of {n} of your opponent's Digimon",
                                "read as printed: 'of 1 of your opponent's Digimon'")
        return ir.Trigger("under-trashed", "opponent", cause="you", form=2)

    def placed_under_this(self, ch):
        return ir.Trigger("placed-under", "this")

    def effects_add_under_this(self, ch):
        return ir.Trigger("placed-under", "this", form=5)

    def own_placed_under_this(self, ch):
        return ir.Trigger("placed-under", "this", cause="own-effect", form=1)

    def tamer_under_trashed_this(self, ch):
        return ir.Trigger("tamer-under-trashed", "this")

    def tamer_under_trashed_own(self, ch):
        return ir.Trigger("tamer-under-trashed", "own")

    # --- "place ... as <its / this Digimon's / the> bottom digivolution card [of <target>]"
    def place_count(self, ch):
        ints = [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]
        return (ints[0], "up" in _toks(ch))

    def place_a(self, ch):
        return (1, False, "a")

    def place_another_under(self, ch):
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token) and t.lower() == "another")
        parts = [v for v in ch[at + 1:] if not isinstance(v, (Token, _Bottom, _FaceDown))]
        what = self.select([(1, False), self.owner([Token("YOUR", "your")]), self.other([]),
                            *parts])
        return self._place(ch, what, another=True)

    def place_zone(self, ch):
        return _From("-".join(_toks(ch)))

    def place_from(self, ch):
        return next(v for v in _vals(ch) if isinstance(v, _From))

    def place_in_hand(self, ch):
        return _From("hand", in_hand=True)

    def place_among_them(self, ch):
        return _From("among")

    def face_down(self, ch):
        return _FaceDown()

    def bottom_whose(self, ch):
        return "its" if _toks(ch) == ["its"] else "this Digimon's"

    def bottom_this(self, ch):
        word = next(v for v in _vals(ch) if isinstance(v, str))
        return _Bottom("this", word, _plural(ch))

    def bottom_under_this(self, ch):
        return _Bottom("under-this", "its", _plural(ch))

    def bottom_of_target(self, ch):
        target = next(v for v in _vals(ch) if isinstance(v, _TARGETS))
        return _Bottom("of", "the", _plural(ch), target)

    def bottom_of_any(self, ch):
        """"as the bottom digivolution card of any of your Digimon [with ...]": 1 of them."""
        at = next(i for i, t in enumerate(ch) if isinstance(t, Token) and t.lower() == "any")
        return _Bottom("of-any", "the", _plural(ch), self.select([(1, False), *ch[at + 2:]]))

    def place_under(self, ch):
        vals = _vals(ch)
        n, up_to, *a_word = next(v for v in vals if isinstance(v, tuple))
        source = next(v for v in vals if isinstance(v, _From))
        return self._place(ch, next(v for v in vals if isinstance(v, ir.Cards)), n=n,
                           up_to=up_to, source=source.zone, in_hand=source.in_hand,
                           a_word=bool(a_word))

    def place_deck_top_under(self, ch):
        return self._place(ch, ir.TopOfDeck(), source="deck-top",
                           deck_words="your deck's top card")

    def place_the_deck_top_under(self, ch):
        return self._place(ch, ir.TopOfDeck(), source="deck-top",
                           deck_words="the top card of your deck")

    # --- "under 1 of your <Digimon> as its bottom digivolution card" / "at the bottom of its
    # digivolution cards", "under one of your Tamers", "as 1 of your [X]'s bottom ..."
    def one_word(self, ch):
        return _toks(ch)[0]

    poss_word = one_word

    def under_at(self, ch):
        return _UnderAt("under", _plural(ch))

    def under_at_bottom(self, ch):
        return _UnderAt("under-at", True)

    def bottom_under_one(self, ch):
        at = next((v for v in _vals(ch) if isinstance(v, _UnderAt)), _UnderAt("under-bare", False))
        dest = self._chosen_dest(ch, [v for v in ch if not isinstance(v, _UnderAt)])
        tamer = dest.kind in ("tamer", "tamers")
        if tamer != (at.form == "under-bare"):
            raise CardTextError(f"under {ch[1]} of your {dest.kind}",
                                "cards go under a Digimon 'as its bottom digivolution card' and "
                                "under a Tamer with nothing more (CR 4.2 4-7-1, 4-8-1)")
        return self._dest_bottom(at.form, at.plural, dest, str(ch[1]))

    def bottom_poss(self, ch):
        return self._dest_bottom("poss", _plural(ch), self._chosen_dest(ch, ch, kind=True),
                                 str(ch[1]))

    def bottom_poss_named(self, ch):
        name = next(str(t).strip()[1:-1].strip() for t in ch
                    if isinstance(t, Token) and t.type == "NAME")
        dest = ir.Select(1, False, self._dest_owner(ch), False, "named", names=(name,))
        return self._dest_bottom("poss", _plural(ch), dest, str(ch[1]))

    def _chosen_dest(self, ch: list[Any], parts: list[Any], kind: bool = False) -> ir.Select:
        """The Digimon (or Tamer) the cards go under: 1 of them, chosen by the player."""
        at = next(i for i, t in enumerate(parts) if isinstance(t, Token) and t.lower() == "of")
        rest = [v for v in parts[at + 1:] if not isinstance(v, (Token, bool))]
        if kind:  # "... Digimon's": the kind is the possessive word, last
            rest.append(self.kind([Token("DIGIMON", "digimon")]))
        dest = self.select([(1, False), *rest])
        self._dest_owner(ch)
        return dest

    def _dest_owner(self, ch: list[Any]) -> str:
        owner = str(next(v for v in _vals(ch) if isinstance(v, str) and not isinstance(v, Token)
                         and v in ("your", "opponent", "their")))
        if owner != "your":
            raise CardTextError(f"of {owner} Digimon", "only cards placed under your own "
                                "Digimon or Tamers are read")
        return owner

    @staticmethod
    def _dest_bottom(form: str, plural: bool, dest: ir.Select, count: str) -> _Bottom:
        if count not in ("1", "one", "any"):
            raise CardTextError(f"{count} of your", "cards are placed under 1 Digimon or Tamer")
        bottom = _Bottom(form, "", plural, dest)
        bottom.count = count
        return bottom

    # --- under a Tamer
    def under_this_tamer(self, ch):
        return _Bottom("under-tamer", "", False, ir.This("tamer"))

    def tamers_any(self, ch):
        return ("any", None)

    def tamers_trait_first(self, ch):
        names = tuple(str(t).strip()[1:-1].strip() for t in ch
                      if isinstance(t, Token) and t.type == "NAME")
        return ("trait-first", ir.TraitAny(names, slash=len(names) > 1))

    def tamers_with_trait(self, ch):
        return ("with", next(v for v in _vals(ch) if isinstance(v, ir.TraitAny)))

    def under_any_tamer(self, ch):
        form, traits = next(v for v in _vals(ch) if isinstance(v, tuple))
        bottom = _Bottom("under-any-tamer", "", False,
                         ir.Select(1, False, "your", False, "tamer"))
        bottom.tamer = (form, traits)
        return bottom

    def from_under(self, ch):
        return _FromUnder(len(_toks(ch)) == 2)

    def trash_tamer_under(self, ch):
        ints = [int(t) for t in ch if isinstance(t, Token) and t.type == "INT"]
        return ir.TrashTamerUnder(ints[0] if ints else 1, n_printed=bool(ints),
                                  plural=_plural(ch),
                                  from_word=next(v for v in _vals(ch)
                                                 if isinstance(v, _FromUnder)).from_word,
                                  gerund=_gerund(ch))

    def count_face_down_of(self, ch):
        whose = next(v for v in _vals(ch) if isinstance(v, str))
        return ir.ForEach("face-down", whose="its" if whose == "its" else "this Digimon's")

    def place_target_under(self, ch):
        return self._place(ch, next(v for v in _vals(ch) if isinstance(v, _TARGETS)))

    @staticmethod
    def _place(ch: list[Any], what: Any, **kw: Any) -> ir.PlaceUnder:
        vals = _vals(ch)
        bottom = next(v for v in vals if isinstance(v, _Bottom))
        dest = bottom.target if bottom.target is not None else ir.This("digimon")
        return ir.PlaceUnder(what, dest, face_down=any(isinstance(v, _FaceDown) for v in vals),
                             dest_form=bottom.form, dest_word=bottom.word,
                             plural=bottom.plural, gerund=_gerund(ch),
                             tamer_form=bottom.tamer[0], tamer_traits=bottom.tamer[1],
                             dest_count=bottom.count, **kw)


def _plural(ch: list[Any]) -> bool:
    """"digivolution cards" (card_word reads as True when plural)."""
    return any(v is True for v in _vals(ch))


def bind_placed_under(sentence: ir.Sentence, i: int) -> ir.Sentence:
    """"By placing ... as 1 of your [X]'s bottom digivolution card(s), that Digimon ...":
    "that Digimon" is the Digimon the cost placed the cards under (the cost chose it, and the
    resolver keeps a cost's choice for the action: resolve.pay)."""
    clause = sentence.clause
    placed = clause.cost.second if isinstance(getattr(clause, "cost", None), ir.CostPair) \
        else getattr(clause, "cost", None)  # "By paying N cost and placing ..." (Legend-Arms)
    if not (isinstance(clause, ir.Cost) and isinstance(placed, ir.PlaceUnder)
            and isinstance(placed.dest, ir.Select)):
        return sentence
    return replace(sentence, clause=replace(clause, action=_bind_that(clause.action, i)))


def _bind_that(node: Any, i: int) -> Any:
    if isinstance(node, ir.Ref):
        return replace(node, to=i) if node.word != "it" and node.to is None else node
    if not is_dataclass(node) or isinstance(node, (type, *_TARGETS)):
        return node
    changes = {f.name: _bind_that(getattr(node, f.name), i) for f in fields(node)
               if is_dataclass(getattr(node, f.name))}
    return replace(node, **changes) if changes else node
