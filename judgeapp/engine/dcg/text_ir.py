"""The typed reading of card text: what ``text_grammar`` builds and ``text_render`` writes back.

Frozen dataclasses, one per verb, and composites for the wrappers ("you may", "by ...",
"if ...", "Then,"). Where English has interchangeable wordings ("or less"/"or lower", "the
hand"/"its owner's hand") the reading keeps which one was printed as a small field, so that
rendering gives the printed text back; the meaning never depends on it.

Bindings: a :class:`Ref` ("it") names what it refers to (``to``: the index of the sentence of
the effect whose action chose the cards, or ``None`` for the effect's own card).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# ---------------------------------------------------------------- selectors


@dataclass(frozen=True)
class Suspended:
    """``suspended`` / ``unsuspended`` (before the kind)."""

    suspended: bool


@dataclass(frozen=True)
class ColorIs:
    """``red`` / ``red or yellow`` (before the kind): the card has one of these colors."""

    colors: tuple[str, ...]


@dataclass(frozen=True)
class CostOf:
    """``with a memory cost of 7`` / ``with a cost of 5 or less`` / ``with a use cost of 2 or
    more``: the card's play cost or, for an Option card, its use cost (CR 4.2 2-6, 2-7; official
    Q&A Q1453 reads "an Option card with a memory cost of 7" as "a 7-cost Option card"); no
    bound word: exactly that cost."""

    cost: int
    word: str = ""  # "" (exactly) | less | lower | more | higher, as printed
    noun: str = "memory cost"  # memory cost | use cost | cost, as printed


@dataclass(frozen=True)
class ColorsAtLeast:
    """``with 2 or more colors`` (after the kind): a multicolor card with at least that many
    colors (CR 4.2 2-4-3; a Digimon's own colors, not its digivolution cards': Q&A Q1764)."""

    n: int


@dataclass(frozen=True)
class LevelAtMost:
    """``level N or lower`` (before the kind) / ``with a level of N or less`` (after it)."""

    level: int
    after: bool = False


@dataclass(frozen=True)
class DPBound:
    """``N DP or lower`` (before the kind) / ``with N DP or less|more`` (after it)."""

    dp: int
    at_most: bool
    word: str  # less | lower | more | higher (as printed)
    after: bool = True
    joined: bool = False  # "<cards with ...> and 3000 DP or less" (text_costs.py)


@dataclass(frozen=True)
class Extreme:
    """``with the lowest level`` / ``with the highest DP`` (after the kind) or ``lowest play
    cost`` (before it): the cards whose ``measure`` (level | dp | cost) is the least or the
    greatest among the cards the rest of the selector describes."""

    measure: str  # level | dp | cost
    highest: bool
    after: bool = True


@dataclass(frozen=True)
class PlayCostBound:
    """``with a play cost of N or less|more`` (after the kind) / ``play cost N or lower``
    (before it)."""

    cost: int
    at_most: bool
    word: str  # less | lower | more | higher (as printed)
    after: bool = True
    plural: bool = False  # "with play costs of N or less" ("Delete all Digimon with ...")
    of: bool = True  # "with a play cost 8 or less": printed without "of" (BT17-055)


@dataclass(frozen=True)
class HasKeyword:
    """``with <Blocker>``: a Digimon that has the keyword effect, printed, inherited or gained
    (CR 4.2 15-1-7's example)."""

    printed: str  # "<Blocker>" as printed
    has: bool = True  # False: "without <Blocker>"


@dataclass(frozen=True)
class UnderCount:
    """``with N or fewer|more digivolution cards`` / ``with digivolution cards`` (``some``:
    1 or more; CR 4.2 4-26-1)."""

    n: int
    at_most: bool
    word: str  # fewer | less | more (as printed)
    some: bool = False


@dataclass(frozen=True)
class CardsAsThis:
    """``with as many or fewer (``more``: or more) digivolution cards as this Digimon``:
    compared when the effect is processed (CR 4.2 15-8-3-7)."""

    more: bool = False


@dataclass(frozen=True)
class SameNameAsThis:
    """``with the same name as this Digimon`` (the card played: "When you play another Digimon
    with the same name as this Digimon"): one of their names is the same (official Q&A Q5224),
    this Digimon's name being its top card's (Q1023: for an inherited effect, the Digimon the
    card is under). ``it``: "that share a name with it", the Digimon the effect chose before
    (text_conjunctions)."""

    it: bool = False


@dataclass(frozen=True)
class DPAsThis:
    """``with as much or less DP as this Digimon`` / ``with DP less than or equal to this
    Digimon['s DP]``: DP at most this Digimon's DP when the effect is processed (CR 4.2
    15-8-3-7)."""

    wording: int  # DP_AS_THIS index


DP_AS_THIS = ("with as much or less DP as this Digimon",
              "with DP less than or equal to this Digimon's DP",
              "with DP less than or equal to this Digimon",
              "with as much DP as this Digimon or less",  # text_descriptions
              "with as much or less DP than this Digimon")


@dataclass(frozen=True)
class TraitPart:
    """``with [A] or [B] in one of its traits`` / ``in any of its traits``: one of its traits
    includes one of the texts (CR 4.2 2-3-2-4; official Q&A Q2059). ``with [A] in its
    traits`` (``word`` ""): not settled by the rules, both readings at run time
    (``trait_reading``)."""

    names: tuple[str, ...]
    word: str = "one"  # one | any (as printed) | "" ("in its traits")
    their: bool = False
    oxford: bool = False
    slash: bool = False  # "[A]/[B]"
    # ", other than [X]," / "(other than [X])": traits that are [X] don't count (Q&A Q2059)
    excluded: tuple[str, ...] = ()
    except_text: str = ""  # as printed
    except_paren: bool = False  # after "traits", in parentheses
    # "in its type / form / attribute / form or type" (older cards; trait_reading.FIELDS),
    # as printed ("types", "forms" ...): "" for "traits"
    field: str = ""


@dataclass(frozen=True)
class NoDigivolutionCards:
    """``with no digivolution cards``."""


@dataclass(frozen=True)
class Trait:
    """``with the [X] trait`` (after the kind) / ``[X] trait`` (before it: ``before``)."""

    trait: str
    before: bool = False
    article: str = "the"  # "with a [X] trait" (text_descriptions)


@dataclass(frozen=True)
class UnderNamed:
    """``that has [X] in its digivolution cards``: a digivolution card (face up) of that exact
    name (text_events.py: "When you attack with a Digimon that has [X] in ...")."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class NameHas:
    """``with [A], [B] or [C] in its name`` (a name part: manual-en/specifying-names)."""

    names: tuple[str, ...]
    their: bool = False  # "in their names"
    plural: bool = False
    oxford: bool = False  # ", or" before the last name
    slash: bool = False  # "[A]/[B]" (CR 4.2 4-24-1: "XX/YY" means "XX or YY")
    # "(other than [A], [B], or [C])" printed before "in its name": exact names that don't
    # count, and the printed words (this Digimon's name only: text_statics.py)
    excluded: tuple[str, ...] = ()
    except_text: str = ""
    that: bool = False  # "that has [A] in its name" after a card (text_reveal_picks.py)


@dataclass(frozen=True)
class This:
    """``this Digimon`` / ``this Tamer`` / ``this card``."""

    kind: str  # digimon | tamer | card


@dataclass(frozen=True)
class Ref:
    """``it``: bound to the cards an earlier sentence chose (``to``), or the effect's own
    card when no earlier sentence chose any (``to`` None)."""

    to: int | None = None
    word: str = "it"  # as printed: "it" / "that Digimon"


@dataclass(frozen=True)
class Select:
    """``1 of your opponent's suspended Digimon with 4000 DP or less``."""

    count: int | None  # None: "all of"
    up_to: bool
    owner: str  # your | opponent | their | either ("1 Digimon": no player named)
    other: bool
    kind: str  # digimon | tamer | tamers | digimon-or-tamers (as printed)
    before: tuple[Filter, ...] = ()
    after: tuple[Filter, ...] = ()
    # "1 of your [Marcus Damon]": cards with one of these exact names (CR 4.2 2-3-1-2);
    # ``kind`` is then "named"
    names: tuple[str, ...] = ()
    bare: bool = False  # "your opponent's Digimon with ...": all of them, printed without "all of"
    or_tokens: bool = False  # "1 of your Tokens or other [Puppet] trait Digimon" (descriptions)


@dataclass(frozen=True)
class SecurityDigimon:
    """``all of your opponent's Security Digimon``: the Digimon cards their security checks
    reveal (CR 4.2 15-1-8). ``word``: "Security" or "security", as printed."""

    owner: str  # opponent | your | their
    word: str = "Security"


Target = This | Ref | Select | SecurityDigimon

# ---------------------------------------------------------------- card descriptions


@dataclass(frozen=True)
class PlayCostAtMost:
    cost: int
    joined: bool = False  # "... and a play cost of N or less" (after another "with ...")


@dataclass(frozen=True)
class TextHas:
    """``with [X] in its text`` / ``with <Icon> in its text``."""

    text: str  # "[X]" or "<Icon>" as printed
    their: bool = False
    names: tuple[str, ...] = ()  # "[A]/[B] in its text": one of them (``text`` is the first)
    slash: bool = False
    oxford: bool = False
    plural: bool = False  # "in their texts"


@dataclass(frozen=True)
class TraitAny:
    """``with the [A] or [B] trait`` / ``with the [A]/[B] trait``: either trait
    (manual-en/xx-or-yy; CR 4.2 4-24-1 for the slash)."""

    traits: tuple[str, ...]
    slash: bool = False
    oxford: bool = False  # ", or" before the last trait
    before: bool = False  # "[A]/[B] trait Digimon": printed before the kind
    article: str = "the"  # "with a [A] or [B] trait" (text_descriptions)


@dataclass(frozen=True)
class LevelAtLeast:
    """``level N or higher`` (before the kind: a card description or a selector)."""

    level: int


@dataclass(frozen=True)
class LevelIs:
    """``level N`` (before the kind); ``level N or M`` (``or_level``: either level)."""

    level: int
    or_level: int | None = None


@dataclass(frozen=True)
class DifferentColors:
    """``with different colors`` (manual-en/with-different-xx)."""


@dataclass(frozen=True)
class WithInherited:
    """``with inherited effects`` / ``with an inherited effect`` (``an``): a card with an
    inherited effect in its lower text (official Q&A Q2717; text_reveal_play.py)."""

    an: bool = False


@dataclass(frozen=True)
class EffectIcon:
    """``card with <Icon>`` (no "in its text"): the icon printed in its effects, not in an
    inherited effect (official Q&A Q3249, Q1289; text_reveal_picks.py)."""

    printed: str


Filter = (Suspended | ColorIs | LevelAtMost | DPBound | Extreme | NoDigivolutionCards | Trait
          | NameHas | PlayCostBound | DPAsThis | TraitPart | TraitAny | LevelAtLeast | LevelIs
          | HasKeyword | CardsAsThis | UnderCount | SameNameAsThis)


@dataclass(frozen=True)
class AnyOf:
    """``with [X] in its name or the [Y] trait``: one "with" and its alternatives, a card fits
    one of them (manual-en "XX or YY"); each is a card description's filter."""

    alts: tuple[Any, ...]


CardFilter = (PlayCostAtMost | Trait | TraitAny | NameHas | TextHas | DifferentColors | TraitPart
              | DPBound | AnyOf | WithInherited | EffectIcon)


@dataclass(frozen=True)
class LevelOrTrait:
    """``that's level N or has the [X] trait`` after "Digimon": one of them (text_pay_and_place)."""

    level: int
    traits: TraitAny


@dataclass(frozen=True)
class Cards:
    """Cards in a hand or trash: ``[Agumon] or [Gabumon]``, or ``level 3 or lower Digimon
    card with the [X] trait``."""

    names: tuple[str, ...] = ()  # exact names (then nothing else)
    max_level: int | None = None
    kind: str | None = None  # digimon | tamer | option | "tamer-or-option" ("Tamer or Option")
    plural: bool = False
    after: tuple[CardFilter, ...] = ()
    trait_first: bool = False  # "[X] trait card": the one Trait of ``after`` printed first
    level: LevelAtLeast | LevelIs | None = None  # "level N or higher" / "level N"
    colors: tuple[str, ...] = ()  # "yellow Tamer card", "purple or black Digimon card"
    n_colors: int | None = None  # "2-color red card": exactly that many colors
    max_cost: int | None = None  # "play cost N or lower ..." (printed first)
    color_first: bool = False  # "purple level 3 Digimon card": the color printed first
    # between the names, as printed: "or" or "/" ("[A]/[B]" means "[A] or [B]": CR 4-24-1)
    name_seps: tuple[str, ...] = ()
    name_card: bool = False  # "[Marcus Damon] card": the card word (and ``kind``) printed
    bare_kind: bool = False  # "1 level 5 or lower Digimon with ...": "card" left out
    # "1 Tamer card or 1 Digimon card with ...": the alternatives (then nothing else), one
    # card fitting one of them; ``either_counts``: what is printed before each later one
    # ("1", "a", or "" for "Tamer card or Option card")
    either: tuple[Cards, ...] = ()
    either_counts: tuple[str, ...] = ()
    # as printed before each later alternative when not " or": "," / ", or" ("1 card with [X]
    # in its traits, [A], or [B]": text_reveal_picks.py)
    either_seps: tuple[str, ...] = ()


# ---------------------------------------------------------------- durations, conditions


@dataclass(frozen=True)
class Duration:
    """``for the turn`` or an "until ..." wording; ``kind``: turn | until-opponents-turn-end |
    until-opponents-next-turn-end | until-your-next-turn-end | until-your-turn-end."""

    kind: str
    wording: int = 0  # which printed wording (DURATIONS[kind][wording])


DURATIONS = {
    "turn": ("for the turn", "until the end of the turn"),
    "until-opponents-turn-end": ("until the end of your opponent's turn",
                                 "until the end of their turn", "until their turn ends",
                                 "until your opponent's turn ends"),
    "until-opponents-next-turn-end": ("until the end of your opponent's next turn",
                                      "until the end of their next turn"),
    "until-your-next-turn-end": ("until the end of your next turn",),
    "until-your-turn-end": ("until the end of your turn", "until your turn ends"),
    # the restriction "can't / doesn't unsuspend" only (text_statics.py)
    "opponents-next-unsuspend-phase": ("during your opponent's next unsuspend phase",
                                       "during their next unsuspend phase",
                                       "in their next unsuspend phase"),
}


@dataclass(frozen=True)
class Compare:
    """``you have 3 or more memory``: subject memory | security | opp-security | hand |
    digivolution-cards | tamers ("you have 1 or fewer Tamers") | digimon ("you have 2 or
    more Digimon [in play]") | opp-memory | opp-hand ("... cards in their hand") |
    trash ("you have 10 or more cards in your trash") | opp-trash | both-security ("there're 6
    or fewer total cards in both players' security stacks")."""

    subject: str
    at_most: bool
    n: int
    after: bool = False  # "you have 3 memory or less" (the comparison after the noun)
    fewer: bool = False  # "or fewer" printed for "or less"
    in_play: bool = False  # "your opponent has 2 or more Digimon in play"
    # the printed wording when not the usual one: "there-are" ("there are 10 or more cards in
    # your opponent's trash" / "... in your trash"), "hand-has" ("your hand has 3 or fewer
    # cards")
    wording: str = ""
    exact: bool = False  # "you have 0 security cards"
    cards: Cards | None = None  # tamer-under: "there are N or more <cards> under this Tamer"


@dataclass(frozen=True)
class HasName:
    """``you have a [Name]`` (``in play`` if printed)."""

    name: str
    article: str  # a | an | "" (none printed: "you have [X]")
    in_play: bool = False
    negated: bool = False  # "you don't have [X]"
    others: tuple[str, ...] = ()  # "you have [A]/[B]": either name
    sep: str = "/"  # between the names: "/" | "or" ("you have [A] or [B]")
    battle_area: bool = False  # "in the battle area" printed (text_delay.py)
    wording: str = ""  # "have don't have" as LM-054..062 print it (text_delay.py)


@dataclass(frozen=True)
class HasDescribed:
    """``you have / your opponent has <description> [in play | on the field]``: one general
    condition on the Digimon and Tamers a player has, over the target descriptions
    (``select``: "a level 5 or higher green Digimon with <Blocker>", "2 or more Tamers";
    text_has.py)."""

    quantity: str  # a | an | no | "N or more" | "N or less" | "N or fewer"
    select: Select  # the description (count None; owner "your" | "opponent": whose)
    place: str = ""  # "" | "in play" | "on the field"
    negated: bool = False  # "your opponent doesn't have a ...": none
    place_first: bool = False  # "a Digimon in play with ...": the place before "with ..."


@dataclass(frozen=True)
class FewerSecurity:
    """``you have fewer security cards than your opponent`` (text_has.py)."""


@dataclass(frozen=True)
class HasEither:
    """``you have a purple Digimon or purple Tamer``, ``[X] or a Tamer with the [X] trait``:
    one of the two (a description, or a card by its exact name first; text_has.py)."""

    first: Select | str  # a description, or an exact name (CR 4.2 2-3-1-2)
    first_article: str  # a | an | "" (as printed)
    second: Select
    second_article: str
    place: str = ""  # "" | "in play" | "on the field"


@dataclass(frozen=True)
class FaceUpNamed:
    """``[X] is face-up in your security stack``: one of your face-up security cards is named
    exactly X (CR 4.2 2-3-1-2)."""

    name: str


@dataclass(frozen=True)
class NoFaceUpSecurity:
    """``you have no face-up [<name>] security cards``."""

    name: str = ""  # none by that exact name (text_statics.py)


@dataclass(frozen=True)
class ThisDigimon:
    """A condition on the effect's own Digimon (its top card: official Q&A Q4076):
    ``this Digimon is suspended`` (``what``: a :class:`Suspended`), ``has [A] or [B] in its
    name`` (:class:`NameHas`), ``has the [A]/[B] trait`` (:class:`TraitAny`), ``has <Save> /
    [X] in its text`` (:class:`TextHas`), ``has <Piercing>`` (:class:`Keyword`: the keyword,
    printed or gained), ``has 2 or more colors`` (``colors``)."""

    what: Suspended | NameHas | TraitAny | TraitPart | TextHas | Keyword | AnyOf | None = None
    colors: int = 0
    level: int = 0  # "this Digimon is level 6 [or higher/lower]"
    level_cmp: str = ""  # "" (exactly) | higher | lower
    named: str = ""  # "this Digimon is [Argomon]" (its name: CR 4.2 2-3-1-2)
    effect_icon: bool = False  # the Keyword is an effect it has ("has <Blitz>")
    dp: int = 0  # "this Digimon has 6000 DP or more"
    dp_word: str = ""  # more | higher | less | lower
    article: str = ""  # "has a [A] or [B] trait" ("the" unless printed: text_statics.py)
    timing: str = ""  # "has an [On Play] effect": the printed icon (text_has_effect.py)


@dataclass(frozen=True)
class EventHas:
    """One thing checked on the Digimon (or Tamer) a trigger's event was about (text_group):
    ``have/has the [X] trait`` (:class:`TraitAny`), ``have/has [X] in their/its names/texts``
    (:class:`NameHas` / :class:`TextHas`), ``are/is <color>`` (``color``)."""

    what: TraitAny | NameHas | TextHas | None = None
    color: str = ""


@dataclass(frozen=True)
class EventDigimon:
    """A processing condition on the Digimon (or Tamer) the trigger's event was about, checked
    when the effect is processed (CR 4.2 15-8-3-9-3): ``any of them`` (the printed plural),
    ``it`` or ``that Digimon`` (``lead``), then alternatives joined by "or" (one holds), or
    ``that Digimon is level N [or higher/lower]`` (``level``, ``level_cmp``)."""

    lead: str  # any of them | it | that Digimon
    alts: tuple[EventHas, ...] = ()
    level: int = 0
    level_cmp: str = ""  # "" (exactly) | higher | lower


@dataclass(frozen=True)
class UnderHas:
    """``[A] or [B] is in this Digimon's digivolution cards`` (``sep``: or | /), ``this
    Digimon has [A] or [B] in its digivolution cards`` (``has_form``), ``a Tamer card with
    the [X] trait is in this Digimon's digivolution cards`` (``cards``)."""

    names: tuple[str, ...] = ()
    sep: str = "or"
    oxford: bool = False
    cards: Cards | None = None
    article: str = ""
    has_form: bool = False
    bare_its: bool = False  # "[A]/[B] in its digivolution cards" (EX7-061: no "is")


@dataclass(frozen=True)
class HasAnother:
    """``you have another [suspended | blue | level 6] Digimon [in play]``: a Digimon of
    yours in the battle area other than this one."""

    state: str = ""  # suspended | unsuspended
    color: str = ""
    level: int = 0
    in_play: bool = False
    same_name: bool = False  # "... with the same name as this Digimon"
    with_: NameHas | TraitPart | TextHas | None = None  # "with [X] in its name/traits/text"
    or_tamer: bool = False  # "another Digimon or Tamer with ..." (text_statics.py)


@dataclass(frozen=True)
class DnaDigivolving:
    """``if DNA digivolving`` / ``when DNA digivolving``: the effect activates for a DNA
    digivolution (official Q&A Q3687: not in a later [When Attacking])."""


@dataclass(frozen=True)
class DigiXrosing:
    """``if DigiXrosing [with N cards]``: the effect activates for the play of this card with
    a DigiXros that placed 1 or more (N) cards under it (CR 4.2 7-2-2-9, 7-2-2-10; official
    Q&A Q3721: not in a later [When Attacking])."""

    cards: int | None = None


@dataclass(frozen=True)
class EffectDid:
    """"If this effect suspended your Digimon, ..." / "If this effect didn't suspend, ...":
    whether the effect's own ``verb`` acted on a card (``yours``: on one of the controller's;
    ``did`` False: on none). ``wording``: the printed words, lower case (text_effect_did.py)."""

    verb: str
    did: bool
    yours: bool
    wording: str


@dataclass(frozen=True)
class EffectDeleted:
    """"If this effect didn't delete, ...": whether the Digimon this effect's own "delete"
    chose were deleted (official Q&A Q1812, Q3298: none in play, or the chosen one not
    deleted; Q3302: a <Decoy> deleted instead is deleted by <Decoy>, not by this effect;
    Q5018: one deleted is enough). ``deleted``: the condition holds when it did delete;
    ``opponent``: only the opponent's Digimon count ("... didn't delete your opponent's
    Digimon"); ``wording``: the printed words (lower case), given back by the rendering."""

    deleted: bool
    opponent: bool
    wording: str


@dataclass(frozen=True)
class TurnIs:
    """``it's your turn`` / ``it's your opponent's turn``."""

    mine: bool


@dataclass(frozen=True)
class YouAdded:
    """``you added [a card | cards]``: an earlier "add ... among them" of the effect added a
    card (text_attack.py)."""

    what: str = ""  # the printed object: "" | "a card" | "cards"


@dataclass(frozen=True)
class RevealedIs:
    """The one revealed card: ``it's a <cards>`` (``article`` a | an), or ``that card has the
    <traits> trait`` (``traits``) (text_reveal_play.py)."""

    cards: Cards
    article: str = "a"
    traits: TraitAny | None = None


@dataclass(frozen=True)
class Had:
    """[On Deletion] ``this Digimon had [A] or [B] in its name / [the] [X] trait``: the
    Digimon as it was in the battle area (text_reveal_play.py)."""

    what: ThisDigimon
    the: bool = True  # "had the [X] trait" ("had [X] trait" printed without "the")


@dataclass(frozen=True)
class DeletedOutsideBattle:
    """``deleted outside of a battle``: the [On Deletion] effect's Digimon was deleted other
    than by losing a battle (text_statics.py; official Q&A Q2322, Q3439: a deletion by
    <Retaliation> is not by battle)."""


@dataclass(frozen=True)
class PlayedByEffect:
    """``played by an effect``: the [On Play] effect's Digimon was played by an effect
    (text_statics.py)."""


@dataclass(frozen=True)
class ThereIs:
    """``there's a [suspended | unsuspended] Tamer/Digimon``: either player's, in the battle
    area (text_statics.py)."""

    kind: str  # tamer | digimon
    state: str = ""


@dataclass(frozen=True)
class TheyDidnt:
    """``they don't`` / ``they didn't`` / ``they do not``: the opponent didn't do what an
    earlier "Your opponent may ..." of the effect offered (text_statics.py)."""

    wording: str


@dataclass(frozen=True)
class Joined:
    """``A and B`` / ``A or B`` / ``A, or [if] B``: two conditions joined (text_conjunctions.py;
    ``joint``: the words printed between them)."""

    parts: tuple[Condition, ...]
    joint: str  # " and " | " or " | ", or " | ", or if "


Condition = (Joined | Compare | EffectDeleted | DeletedOutsideBattle | TheyDidnt
             | EffectDid | PlayedByEffect | ThereIs | YouAdded | HasName
             | HasDescribed | HasEither | FewerSecurity
             | NoFaceUpSecurity | FaceUpNamed
             | ThisDigimon | TurnIs
             | HasAnother | UnderHas | DnaDigivolving | EventDigimon | Had | RevealedIs)

@dataclass(frozen=True)
class ForEach:
    """``for each|every [N] <counted>``: an amount times the count (``per`` N: the count
    divided by N, rounded down). ``form``: of ("each of your opponent's suspended Digimon"),
    in-play ("each Tamer you have in play"), cards ("every 10 cards in your trash"), security
    ("every 3 security cards you have"), under-has ("every 2 digivolution cards this Digimon
    has"), under-of ("each of this Digimon's digivolution cards"), face-down ("each of this
    Digimon's / its face-down digivolution cards": ``whose`` the printed owner word)."""

    form: str
    every: bool = False  # "every" printed for "each"
    per: int | None = None
    stacks: Select | None = None  # of, in-play: the Digimon/Tamers counted
    whose: str = ""  # in-play: "you have" | "your opponent has"
    in_play: bool = False
    zone: str = ""  # cards: trash | hand | security-stack | opp-hand | opp-trash
    plural: bool = True  # "cards" / "card"
    # of, in-play: how many of ``stacks.after`` are printed after "you have [in play]" /
    # "in play" ("each Digimon your opponent has with no digivolution cards")
    after_whose: int = 0
    wording: str = ""  # under-of: "its" ("each of its digivolution cards"); under-in: "cards in
    # this Digimon's digivolution cards" (text_count.py)
    cards: Cards | None = None  # described: the cards counted in ``zone`` (trash | under)


COUNT_ZONES = {"trash": "your trash", "hand": "your hand", "security-stack":
               "your security stack", "opp-hand": "your opponent's hand",
               "opp-trash": "your opponent's trash"}

# ---------------------------------------------------------------- verbs


@dataclass(frozen=True)
class Draw:
    n: int
    keyword: bool = True  # <Draw N> (else "draw N card(s) [from your deck]")
    from_deck: bool = False
    note: str | None = None  # the reminder printed after the keyword
    trigger: bool = False  # "Trigger <Draw N>" (older wording of the same effect)
    per: ForEach | None = None  # "Trigger <Draw 1> for every 2 security cards you have"
    per_first: bool = False  # "For each ..., <Draw 1>"


@dataclass(frozen=True)
class DeDigivolve:
    n: int
    target: Target
    note: str | None = None  # the reminder printed after the keyword
    trigger: bool = False  # "Trigger <De-Digivolve N> on <target>" (older wording)
    note_last: bool = False  # the reminder printed after the target
    on: bool = False  # "<De-Digivolve N> on <target>" (without "Trigger")


@dataclass(frozen=True)
class Delete:
    target: Target
    gerund: bool = False


@dataclass(frozen=True)
class DeleteTotal:
    """``Choose any number of your opponent's Digimon whose total DP adds up to N or less and
    delete them`` / ``... whose play costs add up to N or less ...`` / ``Delete up to N DP
    total worth of your opponent's Digimon``."""

    owner: str  # opponent | your | their
    kind: str  # digimon | digimon-or-tamers ... (as printed)
    measure: str  # dp | cost
    limit: int
    worth: bool = False  # the "Delete up to N DP total worth of" wording


@dataclass(frozen=True)
class DeletionMax:
    """``Add N to the maximum DP you can choose with DP-based deletion effects`` (persistent):
    the player's deletion effects that print a DP maximum may choose N DP more (official Q&A
    Q3294, Q3296, Q3297; not those that compare with a Digimon's DP: Q3295)."""

    n: int


@dataclass(frozen=True)
class Suspend:
    target: Target
    unsuspend: bool = False
    gerund: bool = False
    subject: bool = False  # "<target> unsuspends" (the target printed first)
    may: bool = False  # "<target> may unsuspend" (the target first, the "may" its own)


@dataclass(frozen=True)
class ChangeDP:
    """``<target> gets +N DP [and gains <X>] [duration]`` (or the duration first)."""

    target: Target
    amount: int
    keywords: tuple[Keyword, ...] = ()
    duration: Duration | None = None
    duration_first: bool = False
    plural: bool = False  # "get" / "gain"
    per: ForEach | None = None  # "... for each ..." (times the count)
    per_first: bool = False  # "For each ..., <target> gets ..." (printed first)
    per_before_duration: bool = False  # "+1000 DP for each ... for the turn"
    # the printed order when not "gets +N DP and gains <X>": "dp-and-keyword" ("gets +N DP
    # and <X>"), "keyword-and-gets" ("gains <X> and gets +N DP"), "keyword-and-dp" ("gains
    # <X> and +N DP")
    wording: str = ""
    kw_commas: bool = False  # "gains <X>, <Y> and +N DP" (the keywords listed with commas)


@dataclass(frozen=True)
class GainKeywords:
    target: Target
    keywords: tuple[Keyword, ...]
    duration: Duration | None = None
    plural: bool = False
    duration_first: bool = False
    per: ForEach | None = None  # "For each ..., <target> gains <Security Attack +1>"
    give: bool = False  # "give <target> <keywords> [duration]"


@dataclass(frozen=True)
class Restrict:
    """``<target> can't attack|block|attack or block|be blocked|attack players|unsuspend
    [duration]`` (or the duration first)."""

    target: Target
    what: str  # attack | block | attack-block | be-blocked | attack-players | unsuspend |
    # deleted-in-battle | deleted-by-opponent | be-attacked | returned-by-opponent |
    # be-blocked-no-digivolution | target-locked
    duration: Duration | None = None
    duration_first: bool = False
    the_hand: bool = False  # "returned to the hand or deck" (else "to hands or decks")
    # the printed wording of the security-attack forms (text_attack.py): by-opponent ("can't
    # be blocked by your opponent's Digimon"), unblockable ("is unblockable"), change / be
    # switched ("this Digimon's attack target can't ...")
    wording: str = ""


@dataclass(frozen=True)
class Unaffected:
    """"isn't affected by your opponent's effects" and its "effects don't affect" forms."""

    target: Target
    digimon_only: bool  # only the effects of the opponent's Digimon
    who: int  # printed wording of whose effects (WHO[digimon_only][who])
    form: str  # isnt | dont | dont-duration-first
    negation: str  # isn't | aren't | is not | are not | don't | doesn't | do not | does not
    duration: Duration | None = None


WHO = {False: ("your opponent's effects", "their effects"),
       True: ("your opponent's Digimon's effects", "their Digimon's effects",
              "the effects of your opponent's Digimon", "the effects of their Digimon",
              # printed without the possessive / the "of" (text_restrictions.py)
              "your opponent's Digimon effects", "their Digimon effects",
              "the effects your opponent's Digimon")}


@dataclass(frozen=True)
class Memory:
    """Gain / lose memory; ``opponent``: "your opponent gains|loses N memory"."""

    amount: int
    opponent: bool = False
    gerund: bool = False
    per: ForEach | None = None  # "gain 1 memory for every 10 cards in your trash"
    decrease: bool = False  # "decreasing your memory by N" (a cost: losing N memory)
    pay: bool = False  # "paying N cost" (a cost paid with memory, CR 4.2 4-2-1, 4-2-2)


@dataclass(frozen=True)
class SetMemory:
    n: int
    it: bool = False  # "set it to N" after "If you have N or less memory," ("it": the memory)


@dataclass(frozen=True)
class Move:
    """Moving cards between zones, one verb: ``what`` goes ``to`` a zone.

    - return a Digimon to the hand / the bottom of the deck (``owner_word``: the | its owner's);
    - place a Digimon or the top card of the deck in security (``end``, ``face_up``, and
      ``face_up_after``: "face up" printed after "security card");
    - return cards from the trash to the hand or to the deck (``to`` deck, ``end``: top or
      bottom: text_delay.py), trash cards from the hand.
    """

    what: Target | Cards | TopOfDeck
    source: str  # field | deck | hand | trash
    to: str  # hand | deck-bottom | security | trash
    n: int = 1  # cards from the hand or trash
    end: str = "top"
    face_up: bool = False
    face_up_after: bool = False
    face_up_hyphen: bool = False  # "as the face-up bottom security card" (text_would_own.py)
    owner_word: str = "the"  # the | its owner's | your (the hand a card returns to)
    from_word: str = "in"  # in | from ("trash 1 card in/from your hand")
    gerund: bool = False
    up_to: bool = False  # "return up to N <cards> from your trash" (CR 4.2 15-10-2-2)


@dataclass(frozen=True)
class TopOfDeck:
    """``the top card of your deck``."""


@dataclass(frozen=True)
class TrashUnder:
    """Digivolution cards of a Digimon: ``trash the top N digivolution cards of <target>``;
    ``form``: of (that), of-possessive ("the top card of this Digimon's digivolution cards"),
    possessive ("this Digimon's top digivolution card"), any ("trash any N of its / this
    Digimon's digivolution cards": the player picks which), card-at-bottom ("the digivolution
    card at the bottom of <target>")."""

    target: Target
    n: int
    form: str = "of"
    its: bool = False  # "any N of its digivolution cards"
    plural: bool = True  # "digivolution cards" (printed so even for 1 on some cards)
    gerund: bool = False
    end: str = "top"  # top | bottom: which end of the digivolution cards (form of, from, at)
    n_printed: bool = True  # "the bottom digivolution card" prints no number (1)
    up_to: bool = False  # "trash up to N digivolution cards from the bottom of" (CR 15-10-2-2)


@dataclass(frozen=True)
class PickUnder:
    """``trash any N digivolution cards of <target>`` (the player picks which cards of the
    chosen Digimon) or ``... from/of your opponent's Digimon`` (``target`` None: the cards are
    picked among all of the opponent's Digimon, official Q&A Q3686)."""

    target: Target | None
    n: int
    of_word: str = "of"  # of | from
    plural: bool = True
    gerund: bool = False


@dataclass(frozen=True)
class TrashTop:
    """``trash this Digimon's top stacked card`` (the top card; the Digimon stays)."""

    target: Target
    gerund: bool = False


@dataclass(frozen=True)
class TrashAllUnder:
    """``trash all [of the] digivolution cards of <target>``; ``that`` "that Digimon" / "those
    Digimon" (the target is then ``it``: the Digimon an earlier sentence chose)."""

    target: Target
    of_the: bool = True
    that: str = ""  # "" | that | those
    gerund: bool = False


@dataclass(frozen=True)
class PlaceUnder:
    """``place <cards> from your hand/trash [face down] as this Digimon's bottom digivolution
    card``, ``place <target> as the bottom digivolution card of <target>``: cards put under a
    Digimon, at the bottom of its digivolution cards (text_stack.py)."""

    what: Cards | Target | TopOfDeck  # TopOfDeck: "your deck's top card"
    dest: Target
    n: int = 1
    up_to: bool = False
    source: str = ""  # hand | trash | hand-or-trash (``what`` cards); "" (a target); under
    # one of your Tamers (text_tamer_stack.TAMER_SOURCES)
    in_hand: bool = False  # "N card in your hand" (not "from your hand")
    face_down: bool = False
    dest_form: str = "this"  # this ("this Digimon's"/"its") | under-this | of (the target's)
    # | under-tamer ("under this Tamer") | under-any-tamer ("under any of your [X] trait Tamers")
    # | under | under-at | under-bare | poss (``dest_count``) | that-one-of ("under that Digimon
    # as one of its digivolution cards": text_tamer_stack.py)
    dest_word: str = "this Digimon's"  # this Digimon's | its
    plural: bool = False  # "bottom digivolution cards"
    gerund: bool = False
    deck_words: str = ""  # "your deck's top card" | "the top card of your deck"
    # under-any-tamer: "Tamers" | "[X] trait Tamers" (trait-first) | "Tamers with the [X] trait"
    tamer_form: str = ""
    tamer_traits: TraitAny | None = None
    among: Among | None = None  # source "among": "N <cards> among them" (revealed cards)
    # "under 1 / one of your <Digimon or Tamers>" (under | under-at "at the bottom of its
    # digivolution cards" | under-bare), "as 1 / any of your <Digimon>'s" (poss): the count word
    dest_count: str = ""
    a_word: bool = False  # "a <card>" printed for 1
    another: bool = False  # "another <Digimon>" (``what``: 1 of your other ones)


@dataclass(frozen=True)
class TrashTamerUnder:
    """``trash the bottom face-down card / N bottom face-down cards [from] under any of your
    Tamers`` (verbs/stack_place.py)."""

    n: int = 1
    n_printed: bool = False  # "2 bottom ..." (not "the bottom ...")
    plural: bool = False
    from_word: bool = True  # "from under" (not "under")
    gerund: bool = False


@dataclass(frozen=True)
class TrashSecurity:
    gerund: bool = False
    stack_words: bool = False  # "the top card of your security stack"
    either_end: bool = False  # "the top or bottom card": the player's choice (text_conjunctions)


@dataclass(frozen=True)
class TrashDeckTop:
    """``trash the top N cards of your deck`` (deck_trash.py); ``both``: "... of both players'
    decks" (each player's own, text_attack.py); ``one_card``: "the top card of ..."."""

    n: int
    both: bool = False
    one_card: bool = False


@dataclass(frozen=True)
class Recovery:
    n: int
    note: str | None = None  # the reminder printed after the keyword
    trigger: bool = False  # "Trigger <Recovery +N (Deck)>" (older wording)
    deck_word: bool = True  # "(Deck)" printed: "<Recovery +1>" is the newer wording


@dataclass(frozen=True)
class NotNamed:
    """``, other than [X],`` after a card description: a card with that exact name does not
    fit (text_costs.py)."""

    name: str


@dataclass(frozen=True)
class PlayFree:
    """``play [up to] N <cards> from your hand|trash without paying the cost``."""

    cards: Cards
    source: str
    n: int | None  # None: not printed (1)
    up_to: bool = False
    cost_words: str = "the cost"
    suspended: bool = False  # "... from your trash suspended without paying ...": played suspended
    under_words: str = ""  # source "under": "its" / "this digimon's" (digivolution cards)
    or_return: bool = False  # "return to the hand or play ..." (verbs/return_or_play.py)
    # "... to an empty space in your breeding area" / "... without the same name as the cards
    # in your battle area or trash" (text_reveal_play.py)
    breeding: bool = False
    unique_names: bool = False
    # "... with the [play] cost reduced by N" (``play_word``: "play" printed): the cost paid
    reduce: int = 0
    play_word: bool = False
    # "play 1 <cards> and 1 <cards> from this Digimon's digivolution cards": the descriptions
    # after the first (how many, which), as many played as possible (verbs/play_each.py)
    more: tuple[tuple[int, Cards], ...] = ()
    # source "under-own": "from one of your blue Digimon's digivolution cards" (the Digimon
    # whose cards; ``under_words`` the count word printed, "one" / "1": text_costs.py)
    holder: Select | None = None
    as_words: str = ""  # "as another Digimon" printed after that source (older cards)


@dataclass(frozen=True)
class UseCard:
    """``[play or] use N <cards> from your <zone> without paying the cost / with the [play]
    cost reduced by N``: an Option card used by an effect (``play``: "play or use", a Digimon
    or Tamer card may be played instead) (text_reveal_play.py)."""

    cards: Cards
    source: str
    n: int
    play: bool = False
    cost_words: str = ""  # "without paying <cost words>"; "" when reduced
    reduce: int = 0
    play_word: bool = False
    # "use 1 Option card ... in your hand" / "use a purple Option card ... in your hand": the
    # older wording of "from your hand" (text_descriptions); the count word as printed
    in_hand: bool = False
    count_word: str = ""


@dataclass(frozen=True)
class PlayExclusion:
    """``This effect can't play cards with the same name as any of your Tamers.``: a limit on
    the "play ..." of the sentence before (text_play_exclusion.py)."""


@dataclass(frozen=True)
class PlayToken:
    """``play N [Name] Token(s) [without paying <cost words>] [(reminder)]``: the reminder
    (here or after the sentence) describes the Token (verbs/play_token.py)."""

    n: int
    name: str
    plural: bool = False
    cost_words: str | None = None
    note: str | None = None


@dataclass(frozen=True)
class PlayUnder:
    """``play N [level N or lower] digivolution card under this card as another Digimon without
    paying <cost words>`` (verbs/play_under.py)."""

    n: int
    max_level: int | None = None
    cost_words: str = "its memory cost"


@dataclass(frozen=True)
class DigivolveInto:
    """``<who> may digivolve into <cards> in the hand|trash|hand or trash [<cost>]``
    (verbs/digivolve_into.py). ``cost``: pay (nothing printed, "for the/its digivolution
    cost") | free ("without paying the cost") | reduced (by ``reduce``)."""

    who: Target
    cards: Cards
    source: str  # hand | trash | hand-or-trash
    owner_word: str = "the"  # "in the hand" | "in your hand"
    article: str = ""  # "a" | "an" printed before the card description
    cost: str = "pay"  # also free-ignoring | fixed-ignoring (by ``reduce``: the cost)
    reduce: int = 0
    cost_words: str = ""  # the cost phrase as printed (lower case), "" when none
    can: bool = False  # "can digivolve" (older wording of "may")
    zone_words: str = ""  # "in the" | "in your" | "from your" as printed


@dataclass(frozen=True)
class LinkCards:
    """``link [up to] N <cards> from <source> [or <source>] to this Digimon | N of your Digimon
    without paying the cost`` (text_link.py, verbs/link_cards.py). ``sources``: hand | trash |
    under (this Digimon's digivolution cards), as printed; ``onto``: this | N (of your
    Digimon)."""

    cards: Cards
    sources: tuple[str, ...]
    n: int
    onto: str | int
    up_to: bool = False
    cost_words: str = "the cost"  # "without paying <cost words>"; "": reduced
    reduce: int = 0  # "with the [link] cost reduced by N"
    link_word: bool = False  # "the link cost"
    to_word: str = "to"  # "to" | "with" (BT21-097)
    on_field: bool = False  # "1 of your Digimon on the field" (the breeding area too: Q5685)
    this_card: bool = False  # "link this card to ...": the Option being used (``cards`` unused)


@dataclass(frozen=True)
class AppFuse:
    """``<who> may app fuse into a Digimon card in the hand`` (verbs/app_fuse.py)."""

    who: Target


@dataclass(frozen=True)
class PlayLink:
    """``play N of this Digimon's link cards without paying <cost words>`` (verbs/play_link.py)."""

    n: int
    cost_words: str = "the cost"


@dataclass(frozen=True)
class TrashLink:
    """``trashing N of its | this Digimon's link cards`` (a "by" cost: verbs/trash_link.py)."""

    n: int
    its: bool = False  # "its link cards" (else "this Digimon's")
    gerund: bool = True  # only the cost form is read


@dataclass(frozen=True)
class DnaInto:
    """DNA digivolving by an effect (verbs/dna_into.py). ``form``: one (``<who> may DNA
    digivolve into ...``), with-other (``<who> and any|one of your other Digimon may DNA
    digivolve into ...``), this-and-other (``DNA digivolve this Digimon and one of your other
    Digimon [in play] into ...``, after "you may")."""

    form: str
    cards: Cards
    who: Target | None = None
    any_word: str = "any"
    in_play: bool = False
    article: str = ""
    owner_word: str = "the"
    cost_words: str = ""


@dataclass(frozen=True)
class PlaySelf:
    cost_words: str = "the cost"
    without_battling: bool = False  # "without battling and" printed (official Q&A Q1395)


@dataclass(frozen=True)
class ChooseTarget:
    """``Choose 1 of <target>.``: the chosen Digimon is "it" afterwards (text_conjunctions)."""

    target: Target


@dataclass(frozen=True)
class SwitchTarget:
    target: Target
    verb: str = "switch"  # switch | change
    wording: str = "the target of attack"


@dataclass(frozen=True)
class SecurityToHand:
    """``Add your top/bottom [face-down] security card to the hand`` (text_attack.py)."""

    end: str  # top | bottom
    hand_word: str = "the"
    gerund: bool = False
    face_down: bool = False  # "your top face-down security card": face-up cards are skipped
    of_stack: bool = False  # "the top card of your security stack" (older wording)
    verb: str = "add"  # add | return ("By returning the top card of your security stack ...")


@dataclass(frozen=True)
class CardsToSecurity:
    """``place N <cards> from your hand [or trash] [face up] as the/your top/bottom security
    card`` (text_face_up.py, verbs/cards_to_security.py)."""

    what: Cards
    n: int = 1
    up_to: bool = False
    source: str = "hand"  # hand | trash | hand-or-trash
    in_hand: bool = False  # "N card in your hand" (not "from your hand")
    face_up: bool = False
    end: str = "bottom"  # top | bottom
    owner_word: str = "the"  # the | your ("as your bottom security card")
    gerund: bool = False


@dataclass(frozen=True)
class PlaceOnStack:
    """``place <target> / N <cards> from your hand or trash on top of / at the bottom of your
    security stack [face down]`` (the older wording: text_face_up.py)."""

    what: Target | Cards
    end: str  # top | bottom
    n: int = 1
    up_to: bool = False
    source: str = ""  # hand | trash | hand-or-trash (``what`` cards); "" (a target)
    in_hand: bool = False
    face_down: bool = False  # "face down" printed (the default anyway)
    gerund: bool = False


@dataclass(frozen=True)
class PlaySelfReduced:
    """``play this card [from your trash] with the [play] cost reduced by N``: a [Hand] /
    [Trash] [Main] effect's card played from there (text_face_up.py)."""

    n: int
    play_word: bool = True  # "the play cost" (not "the cost")
    from_trash: bool = False


@dataclass(frozen=True)
class LookDeckTop:
    """``look at the top card of your deck`` (text_reveal_picks.py)."""


@dataclass(frozen=True)
class RevealHandTop:
    """``reveal N <colored cards> from your hand and place it on top of your deck``
    (``gerund``: "revealing ... and placing", a cost; text_reveal_picks.py)."""

    n: int
    cards: Cards
    gerund: bool = False


@dataclass(frozen=True)
class OpponentTrashHand:
    """``Your opponent trashes N card(s) in their hand`` (they choose; text_statics.py)."""

    n: int
    plural: bool  # "cards" printed


@dataclass(frozen=True)
class OnlyInto:
    """``This Digimon can only digivolve into [X] / <color> Digimon / Digimon with [X] in their
    names`` (a persistent effect; text_restrictions.py): one of the three is set."""

    name: str | None = None
    color: str | None = None
    name_has: str | None = None


@dataclass(frozen=True)
class RestrictPair:
    """``1 of your opponent's Digimon and 1 of their Tamers can't suspend [duration]`` (or the
    duration first): one restriction on each target, chosen in the printed order (CR 15-1-2;
    text_restrictions.py)."""

    first: Restrict
    second: Restrict


@dataclass(frozen=True)
class RestrictDP:
    """``<target> can't <restriction> and [it] gets +/-N DP [duration]``: one lasting change of
    the one Digimon chosen (text_restrictions.py)."""

    restrict: Restrict
    amount: int
    it: bool = False  # "and it gets"


@dataclass(frozen=True)
class UnaffectedDP:
    """``<who> don't affect <target>[,] and it gets +N DP [duration]``: one lasting change of
    the one Digimon chosen (text_restrictions.py)."""

    unaffected: Unaffected
    amount: int
    comma: bool = False


@dataclass(frozen=True)
class DnaAs:
    """``This Digimon is also treated as Lv.N [Name] for [Card]'s DNA digivolution`` (a
    persistent effect; text_dna.py)."""

    level: int
    name: str  # as printed, bracketed
    for_name: str  # as printed, bracketed


@dataclass(frozen=True)
class AlsoColor:
    """``This Digimon is also treated as <color>`` (a persistent effect; text_restrictions.py,
    query.colors)."""

    color: str


@dataclass(frozen=True)
class AlsoAttack:
    """``<target> can also attack your opponent's unsuspended Digimon [with no digivolution
    cards]`` (a persistent effect; text_statics.py)."""

    target: Target
    no_digivolution: bool = False


@dataclass(frozen=True)
class NoOptionSecurity:
    """``<target> doesn't activate [Security] effects (skills) on Option cards it checks`` (a
    persistent effect; text_statics.py)."""

    target: Target
    negation: str  # "doesn't" ...
    word: str  # effects | skills


@dataclass(frozen=True)
class OpponentMay:
    """``Your opponent may trash N <cards> in their hand`` (``cards`` set) / ``... trash the
    top card of their security stack`` (text_statics.py, verbs/opponent_may.py)."""

    n: int = 1
    cards: Cards | None = None


@dataclass(frozen=True)
class FlipSecurity:
    """``Flip your opponent's top face-down security card face up`` (text_attack.py)."""

    hyphen: bool = False  # "face-up" printed


@dataclass(frozen=True)
class SearchSecurity:
    """``Search your security stack`` (text_attack.py): "among them" are the security cards."""


@dataclass(frozen=True)
class SearchFor:
    """``search your security stack for N <cards>, reveal it, and add it to your hand``
    (``from_it``: ``search your security stack, reveal N <cards> from it, and add it to your
    hand``): the search and an "add ... among them" in one sentence (text_reveal_picks.py)."""

    n: int
    cards: Cards
    hand_word: str = "your"
    from_it: bool = False


@dataclass(frozen=True)
class ShuffleSecurity:
    """``Shuffle your security stack`` (text_attack.py)."""


@dataclass(frozen=True)
class MayAttack:
    """An attack made by an effect (text_attack.py): ``<who> may attack [whom] [without
    suspending]`` and ``you may attack [whom] with <who> [without suspending it]``."""

    who: Target
    whom: str | None = None  # the printed target words ("a player", "an opponent's Digimon")
    no_suspend: str | None = None  # "without suspending" / "without suspending it"
    with_form: bool = False  # "you may attack ... with <who>"


@dataclass(frozen=True)
class EndAttack:
    word: str = "the"  # the | that


@dataclass(frozen=True)
class MayBattle:
    """``<who> may battle <whom>`` (a battle by an effect, no attack: text_battle.py,
    verbs/battle_by_effect.py)."""

    who: Target
    whom: Target


@dataclass(frozen=True)
class AlsoAttackFor:
    """``<target> may also / can attack your opponent's unsuspended Digimon <duration>``
    (a lasting permission: text_battle.py, verbs/also_attack.py)."""

    target: Target
    verb: str  # the printed words before "attack": "may also" | "can"
    duration: Duration


@dataclass(frozen=True)
class AttacksPlayer:
    """``<who> attacks a player``: it attacks the opponent if it can (text_battle.py,
    verbs/forced_attack.py)."""

    who: Target


@dataclass(frozen=True)
class OpponentAttacks:
    """``Your opponent attacks with the chosen Digimon`` (text_battle.py,
    verbs/opponent_attacks.py)."""


@dataclass(frozen=True)
class ActivateMain:
    """``activate this card's [Main] effect`` (``effects``: the plural wording)."""

    plural: bool = False


@dataclass(frozen=True)
class PlaceSelf:
    word: str = "your"  # your | the | its owner's battle area
    into: bool = False  # "place this card into ..."


@dataclass(frozen=True)
class AddSelf:
    """``add this card to its owner's hand`` (a [Security] effect: the checked card)."""

    hand_word: str = "its owner's"  # its owner's | the | your


@dataclass(frozen=True)
class ColorRule:
    """An Option's color-requirement static, printed before its timings (CR 4.2 4-22):
    ``form`` ignore ("you can/may ignore this card's color requirements"), use-without ("you
    may use this [Option] card without meeting its color requirements"), also-meets ("Yellow
    also meets this card's color requirements"), met-by ("This card may also have its color
    requirements met by blue")."""

    form: str
    verb: str = "may"  # ignore: can | may
    option_word: bool = False  # use-without: "this Option card"
    color: str | None = None  # also-meets / met-by: the printed color word


@dataclass(frozen=True)
class KeywordAction:
    """``<Save>``, ``<Blitz>`` used as an action."""

    name: str
    note: str | None = None  # the reminder printed after the keyword



# ---------------------------------------------------------------- revealing the top of the deck


@dataclass(frozen=True)
class Among:
    """The binding of ``among them`` / ``the rest``: ``to`` is the index (in the effect's
    sentences) of the sentence that revealed the cards (set when the effect is read)."""

    to: int | None = None


@dataclass(frozen=True)
class Reveal:
    """``reveal the top N cards of your deck`` (``wording`` top) or ``reveal N cards from the
    top of your deck`` (from-top)."""

    n: int
    wording: str = "top"  # top | from-top | top-card ("reveal the top card of your deck")
    plural: bool = True  # "cards" (printed "card" for 1 on some cards)


@dataclass(frozen=True)
class Pick:
    """``N <cards>`` (``n`` None: ``all <cards>``): one of the descriptions of an "add ...
    among them"."""

    n: int | None
    cards: Cards
    up_to: bool = False  # "add up to N <cards> among them" (CR 4.2 15-10-2-2)
    such: bool = False  # "1 such Tamer card": ``cards`` is the pick before, of another kind
    # "add 1 yellow and 1 purple card ...": only the color / level of ``cards`` is printed,
    # the rest is the next pick's (``head``: color | level; text_reveal_picks.py)
    head: str = ""
    all_of: bool = False  # "all of the [X] cards" (``n`` None)


@dataclass(frozen=True)
class AddAmong:
    """``add N <cards> [and N <cards>] among them to the|your hand``: of the revealed cards."""

    picks: tuple[Pick, ...]
    among: Among = Among()
    hand_word: str = "the"  # the | your


@dataclass(frozen=True)
class PlayAmong:
    """``play [up to] N <cards> among them without paying the cost``: of the revealed
    cards."""

    cards: Cards
    n: int
    up_to: bool = False
    cost_words: str = "the cost"
    among: Among = Among()
    suspended: bool = False  # "... card suspended among them" (text_reveal_picks.py)


@dataclass(frozen=True)
class TrashAmong:
    """``trash N <cards> among them``: of the revealed cards (text_reveal_play.py); ``n``
    None: ``trash all <cards> among them`` (text_reveal_picks.py)."""

    n: int | None
    cards: Cards
    among: Among = Among()


@dataclass(frozen=True)
class AddIt:
    """``add it to the|your hand [if it's a <cards>]``: the one revealed card, if it fits
    (``after``: the condition printed after; otherwise the sentence's "If ...,")."""

    hand_word: str = "your"
    after: RevealedIs | None = None


@dataclass(frozen=True)
class AmongFirst:
    """``among them, add <picks> to the hand and place N <cards> <where> / trash N <cards>``
    (``such``: "1 such card", the description added): the add first, then the other
    (text_reveal_play.py)."""

    add: AddAmong
    then: PlaceUnder | TrashAmong
    such: bool = False
    among: Among = Among()


@dataclass(frozen=True)
class Rest:
    """What happens to the revealed cards not yet placed: ``to`` deck-bottom | deck-top |
    deck-top-or-bottom (the player chooses which end) | trash, in one of the printed wordings
    (REST_WORDINGS)."""

    to: str
    wording: int = 0
    among: Among = Among()


REST_WORDINGS = (
    ("deck-bottom", "place the rest at the bottom of your deck in any order"),
    ("deck-bottom", "place the remaining cards at the bottom of your deck in any order"),
    ("deck-bottom", "place the rest at the bottom of the deck in any order"),
    ("deck-bottom", "return the rest to the bottom of the deck"),
    ("deck-bottom", "return the rest to the bottom of deck"),
    ("deck-top", "return the rest to the top of the deck"),
    ("deck-top", "place the rest on top of your deck in any order"),
    ("deck-top-or-bottom", "return the rest to the top or bottom of the deck"),
    ("deck-top-or-bottom", "place the rest at the top or bottom of your deck in any order"),
    ("trash", "trash the rest"),
    ("trash", "trash the remaining cards"),
    ("deck-bottom", "place the remaining cards on the bottom of your deck in any order"),
    ("deck-top", "place the remaining cards at the top of your deck in any order"),
    # after "Reveal the top card of your deck," in the same sentence (text_reveal_picks.py)
    ("deck-top-or-bottom", "place it at the top or bottom of your deck"),
    # last: text_reveal_play.rest_otherwise
    ("deck-bottom", "otherwise, place it at the bottom of your deck"),
)

@dataclass(frozen=True)
class MemoryLock:
    """``your opponent|players can't gain memory except with|other than by Tamer effects``
    (a persistent effect on a player)."""

    players: bool  # "Players" (both); else "your opponent"
    wording: int = 0  # MEMORY_LOCK_WORDINGS


@dataclass(frozen=True)
class PlayCostLock:
    """``Players can't reduce play costs`` (a persistent effect on both players)."""


@dataclass(frozen=True)
class DigivolveCostLock:
    """``Your opponent|Players can't reduce digivolution costs`` (a persistent effect on a
    player: digivolve_cost.py)."""

    players: bool


@dataclass(frozen=True)
class PlayDigimonLock:
    """``Players can't play Digimon by effects`` (a persistent effect on both players)."""


MEMORY_LOCK_WORDINGS = ("except with Tamer effects", "other than by Tamer effects")


@dataclass(frozen=True)
class GainEffects:
    """``<target> gains "<effect>" [and "<effect>"] [duration]`` and its wordings (text_gain.py):
    effects granted by an effect (CR 4.2 15-13, 15-15-2). ``quotes``: each quoted effect as
    printed, quotes included; ``boxes``: their readings (a tuple, so "it" of the outer
    sentence is never bound inside them); ``form``: gains | first (the duration first) |
    following ("gain the following effect <duration>: ...") | dp ("gets N DP and gains ...") |
    give ("give <target> "<effect>" ...") | dp-first | give-first (the duration first) |
    dp-and ("gets N DP and "<effect>"")."""

    target: Target
    quotes: tuple[str, ...]
    boxes: tuple[Box, ...]
    duration: Duration | None = None
    plural: bool = False
    form: str = "gains"
    dp: int = 0
    gets: bool = False  # "get" (plural) in the dp form
    # keywords given with it ("gains <Reboot> and "...""), with the printed separators
    keywords: tuple[Keyword, ...] = ()
    kw_seps: tuple[str, ...] = ()
    restriction: str = ""  # "can't be blocked and gains ..." (form restrict-first): Restrict.what


@dataclass(frozen=True)
class GainsAll:
    """``This Digimon gains all [of the] effects of cards with [X] in their names | of [X] in
    this Digimon's digivolution cards``: a persistent effect (gains_all.py)."""

    name: str
    exact: bool = False  # "of [X]" (the exact name), else "cards with [X] in their names"
    of_the: bool = False  # "all of the effects"
    on: bool = False  # "effects on cards" (else "effects of")


@dataclass(frozen=True)
class MustAttack:
    """``This Digimon attacks.`` / ``Attack with this Digimon.``: this Digimon attacks if it
    can, the player choosing the target (verbs/forced_attack.py)."""

    with_form: bool = False  # "Attack with this Digimon"


@dataclass(frozen=True)
class NoOnPlay:
    """``Any [On Play] effects on Digimon played with|by this effect don't activate.``: the
    [On Play] effects of the Digimon an earlier "play ..." sentence of the effect played
    (text_no_on_play.py, verbs/no_on_play.py)."""

    by: bool = False  # "played by this effect" (else "with")
    whom: str = "Digimon"  # the printed noun: Digimon | the Digimon | the Tamer


@dataclass(frozen=True)
class Both:
    """``<first> and <second>``: two verbs of one sentence, processed in the printed order
    (CR 15-1-2)."""

    first: Draw | Memory | SecurityToHand | Move | Suspend | FlipSecurity
    second: Draw | Memory | Move | Recovery | AddSelf | Suspend | DeDigivolve
    comma: bool = False  # ", and" printed


@dataclass(frozen=True)
class MindLink:
    """``<Mind Link> [with|to] <target>``: this Tamer becomes the bottom digivolution card of
    the chosen Digimon (``word``: the printed "with" / "to", or "")."""

    target: Target
    word: str = "with"


@dataclass(frozen=True)
class TrashOppSecurity:
    """``trash your opponent's top security card`` (wording top), ``trash the top card | N
    cards of your opponent's security stack`` (stack), ``trash N card(s) from the top of your
    opponent's security stack`` (from-top; ``cards`` the printed noun): text_count.py."""

    n: int = 1
    wording: str = "top"
    cards: str = "card"
    their: bool = False  # "their" printed for "your opponent's" (top, stack)


@dataclass(frozen=True)
class DPPair:
    """``<target> and all of <owner> Security Digimon get +/-N DP [duration]``, also after
    "For each X," (``per``): both get the change (CR 4.2 15-1-8); ``second`` None: "and
    Security Digimon" printed without an owner (the first target's owner's): text_count.py."""

    first: Target
    second: SecurityDigimon | None
    amount: int
    duration: Duration | None = None
    per: ForEach | None = None


@dataclass(frozen=True)
class RaiseMax:
    """``For each X, add N to <this effect's level maximum | the maximum this DP-based deletion
    effect can delete | ...>`` (``remove``: "remove N from"): the bound of the sentence before,
    raised for each X (lowered into it: text_count.py). ``phrase``: the printed words after
    "to"/"from"; ``verb``: "add"/"remove" as printed."""

    n: int
    phrase: str
    per: ForEach | None  # None: "If <condition>, add N to ..." (the sentence's condition)
    verb: str = "add"

    @property
    def remove(self) -> bool:
        return self.verb.lower() == "remove"


@dataclass(frozen=True)
class GiveDP:
    """``To <target>[,] give +/-N DP [duration] for each X``: the target's DP changed by N for
    each X (text_count.py); ``comma``: the comma printed after the target."""

    target: Target
    amount: int
    duration: Duration | None
    per: ForEach
    comma: bool = True


@dataclass(frozen=True)
class SuspendEither:
    """``Suspend <first>, or <second>``: the player suspends as one description or the other
    reads, not both (official Q&A Q982, Q983, Q4161): text_count.py."""

    first: Suspend
    second: Target


@dataclass(frozen=True)
class Each:
    """``For each X, <action>`` (``first``) / ``<action> for each X``: the action processed for
    each X (CR 4.2 4-27-4), its count or amount times the count (text_count.py)."""

    action: Suspend | Delete | TrashDeckTop | Memory | TrashOppSecurity | Both | Restrict
    per: ForEach
    first: bool = False


@dataclass(frozen=True)
class UnsuspendBoth:
    """``this Digimon and <target> may unsuspend``: one optional action (CR 4.2 1-9 "may":
    the player chooses whether to perform it) that unsuspends both Digimon, in the printed
    order (text_unsuspend_both.py)."""

    first: Target
    second: Target



@dataclass(frozen=True)
class UnaffectedPair:
    """``Until ..., their Digimon's effects don't affect this Digimon and <target>``: the same
    shield on both, this Digimon first (text_unsuspend_both.py)."""

    first: Unaffected
    second: Target


Action = (ChooseTarget | Draw | DeDigivolve | Delete | DeleteTotal | DeletionMax | Suspend
          | ChangeDP
          | GainKeywords | Restrict
          | Unaffected | Memory | SetMemory | Move | TrashUnder | PickUnder | TrashTop
          | TrashAllUnder | PlaceUnder | TrashTamerUnder
          | TrashSecurity | TrashDeckTop | Recovery | PlayFree | PlaySelf | SwitchTarget
          | DigivolveInto | DnaInto | PlayUnder | PlayToken | MayAttack | LinkCards | TrashLink
          | AppFuse | PlayLink
          | SecurityToHand | FlipSecurity | SearchSecurity | ShuffleSecurity | OpponentTrashHand
          | LookDeckTop | RevealHandTop | SearchFor
          | CardsToSecurity | PlaySelfReduced | PlaceOnStack
          | AlsoAttack | OpponentMay | NoOptionSecurity | OnlyInto | AlsoColor | RestrictPair
          | DnaAs
          | RestrictDP | UnaffectedDP | PlayExclusion
          | EndAttack | ActivateMain
          | PlaceSelf | AddSelf | KeywordAction | Reveal | AddAmong | PlayAmong | TrashAmong
          | AmongFirst | AddIt | UseCard
          | Rest | Both | MemoryLock | PlayCostLock | PlayDigimonLock | DigivolveCostLock
          | TrashOppSecurity | Each | DPPair | RaiseMax | GainEffects | NoOnPlay | MustAttack
          | GainsAll | MindLink | UnsuspendBoth | UnaffectedPair)

# ---------------------------------------------------------------- keywords and notes


@dataclass(frozen=True)
class Keyword:
    """A printed keyword ``<Blocker>`` and the reminder note printed after it, if any."""

    printed: str  # the inside of the angle brackets
    note: str | None = None


# ---------------------------------------------------------------- composites


@dataclass(frozen=True)
class Do:
    action: Action
    # overwrite processing (CR 4.2 18-2): "... instead" (after) / "instead ..." (before)
    instead: str = ""


@dataclass(frozen=True)
class EndOfBattle:
    """``At the end of the battle, [if <condition>,] [you may] <action>`` (a [Security] effect
    of a Digimon card: end_of_battle.py, text_battle.py)."""

    action: Action
    may: bool = False
    condition: If | None = None


@dataclass(frozen=True)
class AtEndOfTurn:
    """``At end of turn, <action>``: pending processing, done at the end of the turn as if it
    triggered then (CR 18-1-1; verbs/end_of_turn.py). ``when`` next-opponent: ``At the next
    end of your opponent's turn, <action>`` (verbs/turn_end_pending.py)."""

    action: Action
    when: str = ""


@dataclass(frozen=True)
class May:
    """``you may <action>``."""

    action: Action
    instead: str = ""  # "you may <action> instead" (after): optional overwrite, CR 18-2-2


@dataclass(frozen=True)
class Cost:
    """``by <cost>, <action>``: all or nothing; declining stops the effect. ``may_to``: the
    older wording ``you may <cost> to <action>`` (the cost an imperative)."""

    cost: Action
    action: Action
    may_to: bool = False
    have: bool = False  # "you may <cost> to have <target> get ..."
    can_by: bool = False  # the older wording "you can <action> by <cost>"
    can_to: bool = False  # "you can <cost> to <action>" (with may_to; text_tamers.py)
    you_may: bool = False  # "by <cost>, you may <action>" (text_reveal_play.py)


@dataclass(frozen=True)
class CostPair:
    """``by paying N cost and placing this card as ...``: both paid (text_pay_and_place.py)."""

    first: Memory
    second: PlaceUnder
    gerund: bool = True


@dataclass(frozen=True)
class DigiBurst:
    """``<Digi-Burst N>: <action>`` or, as printed, ``<Digi-Burst N> ・<action>`` (the effect
    below the reminder: a "by trashing any N of this Digimon's digivolution cards" cost)."""

    n: int
    action: Action
    colon: bool = True
    bullet: str | None = None  # the printed bullet before the action ("・"), if any


@dataclass(frozen=True)
class ReduceBound:
    """``When <it|that Digimon|this Digimon> would digivolve <by|with> this effect, reduce the
    [digivolution] cost by N``: a reduction of the digivolution of the sentence before
    (lowered into it, text_lower)."""

    n: int
    subject: str = "it"
    word: str = "by"
    digivolution: bool = True


Clause = Do | May | Cost | DigiBurst | EndOfBattle | ReduceBound | AtEndOfTurn


@dataclass(frozen=True)
class If:
    """``If <condition>,`` (``word``: if | while)."""

    condition: Condition
    word: str = "if"


@dataclass(frozen=True)
class Sentence:
    clause: Clause
    then: bool = False
    condition: If | None = None
    period: bool = True
    note: str | None = None  # a reminder note printed after the sentence
    then_comma: bool = True  # "Then," (older cards print "Then" with no comma)
    then_word: str = "Then"  # "After," on newer cards (text_delay.py)


@dataclass(frozen=True)
class Trigger:
    """``When ...,`` in a [Your Turn]/[Opponent's Turn]/[All Turns] effect."""

    # attack | delete | blocked | switch (the attack target) | suspend | unsuspend |
    # battle-delete | would-delete
    event: str
    side: str  # this | own | opponent | any (whose Digimon the event is about)
    # would-delete, would-leave: battle | opponent-effect | not-own-effect | not-battle |
    # effect (the printed words in ``wording``); suspend: effect ("When an
    # effect suspends ..."); battle-delete: survives ("... in battle and survives"); delete:
    # zero-dp ("is deleted by dropping to 0 DP": the rule check A deletion)
    cause: str | None = None
    other: bool = False  # "one of your other Digimon", "another Digimon": not this one
    target: str | None = None  # attack: player | digimon ("attacks a player")
    phase: str | None = None  # unsuspend: main | unsuspend ("during your main phase")
    # the printed wording, for the rendering: the subject's and the event's rule names
    subject: str | None = None
    wording: str | None = None
    # triggers about cards (card_events.py)
    n: int | None = None  # a number in the event ("an Option card with a cost of N or more")
    form: int = 0  # which printed wording of the same card event (text_render.CARD_TRIGGERS)
    what: str | None = None  # played: the card played ("digimon", "other digimon", "blue tamer")
    trait: str | None = None  # played: "[X] trait Digimon" (the trait, as printed)
    # the subject's qualifiers, as a target's ("one of your level 5 or higher Digimon with
    # [X] in its name"): the event's Digimon must fit them; None: the bare subject
    who: Select | None = None
    # digivolved: "digivolves into <card>" (the card it digivolved into must fit; the article
    # printed before it is in ``wording``)
    into: Select | None = None
    lead: str = "When"  # "If": the older wording of the same trigger (text_events.py)
    # played: "from your trash" / "from one of your Digimon's digivolution cards" (as printed;
    # the zone is the cause: from-trash | from-under)
    source: str | None = None
    # placed-under: the cards placed ("When an effect places a Tamer card in this Digimon's
    # digivolution cards"): one of them must fit (text_trigger_subjects.py)
    placed: Cards | None = None


@dataclass(frozen=True)
class Replace:
    """The immediate-type sentence after "When this Digimon would be deleted,":
    ``form`` instead (``<action> instead``), may-prevent (``you may <action> to prevent that
    deletion``), by-prevent (``by <cost>, prevent that deletion`` / ``, it isn't deleted``)."""

    action: Action
    form: str
    may: bool = False
    ending: str = ", prevent that deletion"
    period: bool = True
    note: str | None = None
    condition: If | None = None  # "..., if <condition>, by <cost>, it doesn't leave"
    # "..., 1 of those Digimon doesn't leave": how many of the Digimon it prevents (None: all
    # of them, "they don't leave", or the one it is about: text_would_own.py)
    prevents: int | None = None
    comma: bool = True  # the comma printed between the trigger and "by" (BT20-027 prints none)


@dataclass(frozen=True)
class ChooseIntro:
    """``[You may] activate N of the effects below.`` (``end``: the printed "." or ":")."""

    n: int = 1
    may: bool = False
    end: str = "."
    all_if: Condition | None = None  # "If <condition>, activate all of the effects below instead."
    all_end: str = "."


@dataclass(frozen=True)
class Choice:
    """One bulleted effect after "Activate N of the effects below"."""

    sentences: tuple[Sentence, ...]
    bullet: str = "・"


@dataclass(frozen=True)
class Header:
    """Timings and icons before an effect: ``[On Play] [When Digivolving] [Once Per Turn]``."""

    timings: tuple[str, ...]  # printed labels without brackets
    per_turn: str | None = None
    icon: str | None = None  # Hand | Trash | Breeding: where the effect is used from


@dataclass(frozen=True)
class DigivolveReduction:
    """``When this Digimon would digivolve [into <cards>], [if <condition>,] reduce the
    [digivolution] cost by N`` (digivolve_cost.py)."""

    n: int
    into: Cards | None = None
    article: str = ""  # "a" | "an" printed before the card description
    condition: If | None = None
    digivolution: bool = True  # "the digivolution cost" (else "the cost")
    period: bool = True
    memory: bool = False  # "the memory cost of the digivolution"
    # a card in play reducing its owner's digivolutions (text_group): "When one of your / any
    # of your <qualified> Digimon would digivolve into ..." (``lead``: one | any; ``who``: the
    # qualifiers), "by <cost>, reduce ..." / "you may <cost> to reduce ..." (``cost_may``)
    lead: str = ""
    who: Select | None = None
    cost: Action | None = None
    cost_may: bool = False
    cost_and: Action | None = None  # "by <cost> and <cost>," (text_tamer_stack.py)
    # "into <card> in your hand [with ...]": the card is in the hand (``hand_after``: the
    # description printed after "in your hand", part of the card's)
    in_hand: bool = False
    hand_after: tuple[Any, ...] = ()
    from_trash: bool = False  # "into <card> from the trash" (text_costs.py)


@dataclass(frozen=True)
class Effect:
    """One printed effect. ``kind``: timed (sentences after timings), triggered (a "When
    ..." trigger), immediate (a "would be deleted" replacement), would (a "would ..." trigger
    whose sentences don't prevent it), persistent (statics), delay
    (``<Delay> • <sentences>``)."""

    header: Header
    kind: str
    sentences: tuple[Sentence, ...] = ()
    trigger: Trigger | None = None
    replace: Replace | None = None
    delay_note: str | None = None
    bullet: str = "•"  # "": a <Delay> whose effect is printed on its own line
    delay_dot: bool = False  # "<Delay>." printed with a period
    delay_if: If | None = None  # "[Start of Your Turn] If ..., <Delay>"
    # choose: "[You may] activate N of the effects below." then one effect per bullet
    choices: tuple[Choice, ...] = ()
    choose: ChooseIntro | None = None
    reduction: DigivolveReduction | None = None  # kind digivolve-reduction
    field_reduction: FieldReduction | None = None  # kind field-reduction
    xros_tamers: XrosTamers | None = None  # kind xros-tamers


@dataclass(frozen=True)
class PlayReduction:
    """``When this card would be played [from the hand], [if <condition>,] reduce the [play]
    cost by N`` (or ``When you would play this card ...``), printed without a timing
    (play_cost.py); an Option's ``When you would use this card`` / ``When this card would be
    used`` reduces its use cost the same way."""

    n: int
    wording: str  # the trigger words as printed, lower case ("this card would be played ...")
    obj: str = "the play cost"  # what is reduced, as printed (lower case)
    condition: If | None = None
    period: bool = True
    note: str | None = None
    cost: Action | None = None  # "..., by <cost>, reduce the play cost by N"
    # "When one of your [A] or [B] would digivolve into this card in your hand" (names) / "...
    # Digimon with a Tamer card in its digivolution cards digivolves into ..." (tamer-under)
    digivolver: tuple[str, tuple[str, ...]] | None = None
    cond_after: bool = False  # "reduce its play cost by 2 if ...": the condition printed last
    cond_first: bool = False  # "While ..., when playing this card ...": printed before "When"
    per: ForEach | None = None  # "reduce the play cost by 2 for each ..." (text_costs.py)

    @property
    def use(self) -> bool:
        """An Option's use cost ("would use" / "would be used"), not a play cost."""
        return not {"use", "used"}.isdisjoint(self.wording.split())


@dataclass(frozen=True)
class PlayedCard:
    """The card a card in play reduces the play cost of: ``[color] Digimon|Tamer card(s) [with
    the [X] trait]`` or ``[A] [or [B]]`` (names)."""

    kind: str | None = None
    color: str | None = None
    plural: bool = False
    traits: TraitAny | None = None
    names: tuple[str, ...] = ()
    trait_first: bool = False  # "[X] trait cards" (any kind: text_tamer_stack.py)
    xros: bool = False  # "a Digimon card with a DigiXros requirement" (text_xros.py)


@dataclass(frozen=True)
class XrosWhen:
    """The DigiXros cards a Tamer's effect lets cards from under Tamers be placed for:
    ``When you play N Digimon with DigiXros requirements`` (form play), ``When you would play a
    Digimon card with a DigiXros requirement`` (you), ``When any of your <traits> trait Digimon
    cards with DigiXros requirements would be played`` (any)."""

    form: str
    n: int = 1
    traits: TraitAny | None = None
    plural: bool = True
    article: str = "a"


@dataclass(frozen=True)
class XrosTamers:
    """``<when>, by suspending this Tamer, you may place cards from under one of your Tamers /
    your Tamers as digivolution cards for a DigiXros`` (grant one | any) or ``..., 1 card [from]
    under your Tamers and 1 card in your trash can also be placed for their DigiXros`` (each):
    xros.py (official Q&A Q2011, Q3153)."""

    when: XrosWhen
    cost: Action
    grant: str
    from_word: bool = True  # "1 card from under your Tamers" (BT19-087 prints "1 card under")
    period: bool = True
    note: str | None = None


@dataclass(frozen=True)
class FieldReduction:
    """``When any [of your] <card> would be played [from your hand]`` / ``When you would play
    a <card> [from your hand]`` / ``When [A] or [B] would be played ...``, ``[by <cost>,]
    reduce the play cost by N`` (an effect of a card in play: play_cost.py). ``form``: any |
    any-yours | you | named; ``hand``: the printed "from the/your hand" words or ""."""

    form: str
    card: PlayedCard
    n: int
    obj: str = "the play cost"
    hand: str = ""
    article: str = ""
    cost: Action | None = None
    period: bool = True
    note: str | None = None


@dataclass(frozen=True)
class KeywordItem:
    """A keyword printed on its own (``<Blocker> (reminder).``)."""

    keyword: Keyword
    period: bool = False
    note_after: str | None = None


@dataclass(frozen=True)
class Box:
    """A whole text box: keyword items and effects in printed order."""

    items: tuple[KeywordItem | Effect | PlayReduction, ...]


