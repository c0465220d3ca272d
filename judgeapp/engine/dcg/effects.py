"""The effect model: what card text parses into and what the resolver executes.

An :class:`Effect` is one printed effect (``text`` keeps the printed words). Its ``clauses``
are processed in order; each clause is an action, possibly wrapped as optional ("you may"),
as an optional cost ("by ..."), or as a condition ("if ..."). Persistent effects carry
``statics`` instead of clauses.
"""

from __future__ import annotations

from dataclasses import dataclass

# Timings (ids used in option ids such as ``p1-greymon on-deletion``).
ON_PLAY = "on-play"
WHEN_DIGIVOLVING = "when-digivolving"
WHEN_ATTACKING = "when-attacking"
ON_DELETION = "on-deletion"
YOUR_TURN = "your-turn"
OPPONENTS_TURN = "opponents-turn"
ALL_TURNS = "all-turns"
START_OF_YOUR_TURN = "start-of-your-turn"
START_OF_OPPONENTS_TURN = "start-of-opponents-turn"
END_OF_YOUR_TURN = "end-of-your-turn"
END_OF_OPPONENTS_TURN = "end-of-opponents-turn"
END_OF_ALL_TURNS = "end-of-all-turns"
START_OF_YOUR_MAIN = "start-of-your-main-phase"
START_OF_OPPONENTS_MAIN = "start-of-opponents-main-phase"
MAIN = "main"
SECURITY = "security"
COUNTER = "counter"
END_OF_ATTACK = "end-of-attack"
WHEN_LINKING = "when-linking"  # the card becomes a link card (CR 4.2 15-16-6-1)
WHEN_MOVING = "when-moving"  # the card moves out of the breeding area (CR 4.2 15-16-16-1)
# a card's own untimed "When this card is trashed from ..." (CR 4.2 4-16-2; text_events.py)
WHEN_TRASHED = "when-trashed"
KEYWORD = "keyword"  # a bare keyword such as <Blocker> (persistent)
END_OF_TURN_PENDING = "end-of-turn-pending"  # pending processing "At end of turn, ..."
RETALIATION = "retaliation"  # <Retaliation>'s own trigger: "when only this Digimon is deleted
# in battle" (the keyword is had as a persistent marker; resolve.py triggers the effect)

# Effect types (manual "Effect Types").
TRIGGER = "trigger"
ACTIVATION = "activation"
PERSISTENT = "persistent"
IMMEDIATE = "immediate"

# Durations.
FOR_TURN = "turn"
UNTIL_OPP_TURN_END = "until-opponents-turn-end"
UNTIL_OPP_NEXT_TURN_END = "until-opponents-next-turn-end"
UNTIL_YOUR_NEXT_TURN_END = "until-your-next-turn-end"
# "until the end of your turn": this turn on the controller's turn, else their coming turn
UNTIL_YOUR_TURN_END = "until-your-turn-end"
# "[Security] [All Turns] <persistent effect>": applies while the card is face up in its owner's
# security stack (the {Security} icon, CR 4.2 15-14-5-1), never on the field (query.py)
FACE_UP_SECURITY = "face-up-security"
FACE_UP_SECURITY_YOUR_TURN = "face-up-security-your-turn"  # "[Security] [Your Turn] ..."
FACE_UP_SECURITY_OPP_TURN = "face-up-security-opponents-turn"  # "[Security] [Opponent's Turn]"
# "during your opponent's next unsuspend phase": ends with the opponent's next turn
OPP_NEXT_UNSUSPEND_PHASE = "opponents-next-unsuspend-phase"


@dataclass(frozen=True)
class Target:
    """Which cards an action affects. ``mode``: this | one | all | up-to | it ("it": the
    Digimon an earlier action of the same effect chose, e.g. "Suspend 1 of your opponent's
    Digimon. Then, it gets -2000 DP for the turn.") | event ("it" / "that Digimon" after a
    trigger naming another Digimon: the Digimon the event was about)."""

    mode: str
    side: str = "own"  # own | opponent | any (from the effect controller's view)
    kind: str = "digimon"  # digimon | tamer | any | security-digimon (CR 4.2 15-1-8)
    count: int = 1
    other: bool = False  # "other": excludes the effect's own Digimon
    max_dp: int | None = None
    min_dp: int | None = None
    max_level: int | None = None
    min_level: int | None = None  # "level N or higher" ("level N": min_level = max_level)
    max_cost: int | None = None  # "with a play cost of N or less" (its top card's play cost)
    min_cost: int | None = None
    # "with the lowest level" / "highest DP": (level | dp | cost, highest) among the matches
    extreme: tuple[str, bool] | None = None
    dp_at_most_this: bool = False  # "with as much or less DP as this Digimon"
    suspended: bool | None = None
    no_digivolution: bool = False
    trait_or_token: str | None = None  # <Overclock>: "your Tokens or [X] trait Digimon"
    name_has: tuple[str, ...] = ()  # "with [A] or [B] in its name": its name includes one
    trait: str | None = None  # "with the [X] trait"
    traits_any: tuple[str, ...] = ()  # "with the [A] or [B] trait" / "the [A]/[B] trait"
    trait_part: tuple[str, ...] = ()  # "with [A] or [B] in one of its traits" (a part)
    trait_in: tuple[str, ...] = ()  # "with [A] or [B] in its traits" (trait_reading)
    trait_field: str = ""  # trait_in "in its type / form / attribute" (trait_reading.FIELDS)
    trait_except: tuple[str, ...] = ()  # "(other than [X])": traits of trait_part that don't count
    names: tuple[str, ...] = ()  # "1 of your [Marcus Damon]": one of these exact names
    text_has: tuple[str, ...] = ()  # "with [A]/[B] in its text" (card_refs.text_includes)
    keyword: str | None = None  # "with <Blocker>": has that keyword (query.has_keyword)
    no_keyword: str | None = None  # "without <Blocker>"
    cards_at_most_this: bool = False  # "with as many or fewer digivolution cards as this ..."
    cards_at_least_this: bool = False  # "... as many or more digivolution cards as this ..."
    same_name: bool = False  # "with the same name as this Digimon" (a name they share)
    # "that share a name with it": with the Digimon an earlier action chose (resolve.matching)
    same_name_it: bool = False
    min_under: int | None = None  # "with N or more digivolution cards" / "with digivolution ..."
    max_under: int | None = None  # "with N or fewer digivolution cards"
    under_named: tuple[str, ...] = ()  # "that has [X] in its digivolution cards" (exact name)
    colors: tuple[str, ...] = ()  # "red Digimon": its top card has one of these colors
    min_colors: int | None = None  # "with 2 or more colors": its top card's (Q&A Q1764)
    # "with [X] in its name or the [Y] trait": its top card fits one of these descriptions
    any_of: tuple[CardFilter, ...] = ()


@dataclass(frozen=True)
class Count:
    """What "for each" / "for every N" counts (query.count): ``what`` stacks (the Digimon or
    Tamers in the battle area fitting ``target``, from the controller's view) | trash | hand |
    security | opp-security | opp-hand | opp-trash (cards there) | security-face-up |
    opp-security-face-up (the face-up security cards) | under (the effect's Digimon's
    digivolution cards) | under-face-down (the face-down ones); ``per``: for every N, rounded
    down."""

    what: str
    per: int = 1
    target: Target | None = None
    # described-trash | described-under: the cards fitting it (text_count.py)
    filter: CardFilter | None = None


@dataclass(frozen=True)
class RaiseMax:
    """"For each X, add N to this effect's <level | DP | play cost> maximum": the bound of the
    action raised by N (``amount`` < 0: "remove N from") for each X, counted when the action is
    processed (text_count.py, counting.raised)."""

    measure: str  # level | dp | cost
    amount: int
    per: Count | None  # None: once, if ``condition`` holds ("If ..., add N to ...")
    condition: Condition | None = None


@dataclass(frozen=True)
class CardFilter:
    """Cards in a private zone or the trash (for "play 1 ... from your hand")."""

    kind: str | None = None  # digimon | tamer | option | None (any)
    name: str | None = None
    names: tuple[str, ...] = ()
    max_level: int | None = None
    max_cost: int | None = None
    min_cost: int | None = None  # "Option card with a cost of 2 or more" / "of 7" (exact)
    trait: str | None = None
    traits_any: tuple[str, ...] = ()  # "with the [A] or [B] trait" / "the [A]/[B] trait"
    min_level: int | None = None  # "level N or higher" ("level N": min_level = max_level)
    colors: tuple[str, ...] = ()  # "yellow Tamer card": a card with one of these colors
    n_colors: int | None = None  # "2-color red card": a card with exactly that many colors
    min_colors: int | None = None  # "with 2 or more colors" (CR 4.2 2-4-3)
    name_has: tuple[str, ...] = ()  # "with [A] or [B] in its name": its name includes one
    text_has: str | None = None  # "with [X] / <Icon> in its text" (card_refs.text_includes)
    texts_any: tuple[str, ...] = ()  # "with [A]/[B] in its text": one of them
    trait_part: tuple[str, ...] = ()  # "with [A] or [B] in one of its traits" (a part)
    trait_in: tuple[str, ...] = ()  # "with [A] or [B] in its traits" (trait_reading)
    trait_field: str = ""  # trait_in "in its type / form / attribute" (trait_reading.FIELDS)
    trait_except: tuple[str, ...] = ()  # "(other than [X])": traits of trait_part that don't count
    max_dp: int | None = None  # "with 6000 DP or less": the DP printed on the card
    min_dp: int | None = None
    # "with different colors": a constraint on the cards picked together, not on each card
    different_colors: bool = False
    # "1 Tamer card or 1 Digimon card with ...", "with [X] in its name or the [Y] trait": in
    # each group the card fits one of the descriptions (manual-en/xx-or-yy)
    any_of: tuple[tuple[CardFilter, ...], ...] = ()
    # "Tamer card with inherited effects": one with an inherited effect printed (Q&A Q2717)
    has_inherited: bool = False
    # "..., other than [X], ...": a card with one of these exact names doesn't fit
    not_names: tuple[str, ...] = ()
    # "Digimon card with <Blitz>": the icon printed in its effects, not in an inherited effect
    # (official Q&A Q3249; card_refs.icon_in_effects)
    effect_icon: str | None = None


@dataclass(frozen=True)
class Condition:
    """A processing condition ("if ..."): ``subject`` compared with ``value``."""

    subject: str  # memory | security | opp-security | hand | digivolution-cards |
    # has-described (text_has) | turn (value 1: the controller's turn, 0: the opponent's) |
    # this-* (the effect's own Digimon: this-suspended (value 1/0), this-name-part (names),
    # this-trait (names: any of them), this-trait-part / this-trait-in (names: "in one of its
    # traits" / "in its traits"), this-text (name), this-keyword (name: the keyword id),
    # this-colors (>= value), this-color (name: the color), this-level (op value), this-name
    # (name)) | event-digimon (one of ``any_of``, each a this-* condition, holds for the
    # Digimon of the trigger's event: "if any of them ...", text_group) | another (one of
    # your other Digimon, of ``color`` / ``level`` / ``where``) | effect-deleted (how many
    # Digimon the effect's own "delete" deleted, the opponent's only if ``kind`` is
    # "opponent": resolve.clause_holds)
    op: str = ">="  # >= | <= | ==
    value: int = 0
    name: str | None = None
    names: tuple[str, ...] = ()
    kind: str | None = None  # digimon | tamer | digimon-or-tamer
    color: str | None = None  # another: "you have another blue Digimon"
    # another / there-is: suspended | unsuspended; has-described: "field" when "on the field"
    # (the breeding area too)
    where: tuple[str, ...] = ()
    level: int | None = None  # another: "you have another level 6 Digimon"
    same_name: bool = False  # another: "... with the same name as this Digimon"
    # this-under: the card description one of this Digimon's digivolution cards must fit
    # (``names``: one of them must be named so)
    filter: CardFilter | None = None
    # this-any: "this Digimon has [X] in its name or the [Y] trait" (one of them holds)
    any_of: tuple[Condition, ...] = ()
    # has-described: the Digimon / Tamers counted ("you have a Digimon with <Blocker>")
    target: Target | None = None


@dataclass(frozen=True)
class Action:
    """One processing. ``verb`` selects the resolver routine; the other fields parameterize."""

    verb: str
    target: Target | None = None
    amount: int = 0
    duration: str | None = None
    keywords: tuple[str, ...] = ()
    source: str | None = None  # zone for play/return: hand | trash | deck-bottom | this
    filter: CardFilter | None = None
    who: str = "you"  # you | opponent (memory changes)
    restriction: str | None = None  # attack | block | attack-block | be-blocked
    up_to: bool = False  # "up to N": the player may stop before N (play-free)
    unaffected_by: str | None = None  # isn't affected by the opponent's: effects | digimon
    # (all of the opponent's effects, or only those of the opponent's Digimon)
    end: str = "top"  # top | bottom: where in the security stack a card is placed
    face_up: bool = False  # placed in the security stack face up ("face up" printed)
    face_down: bool = False  # placed under a Digimon face down (CR 4.2 4-7-9; stack_place.py)
    # (security-to-hand: the top face-down security card, face-up ones skipped)
    # "add 1 <cards> and 1 <cards> among them": (how many, which) per description; how many
    # None: "add all <cards> among them"
    picks: tuple[tuple[int | None, CardFilter], ...] = ()
    # digivolve-into: pay | free | reduced (by ``amount``) | free-ignoring | fixed-ignoring
    # (the digivolution requirements ignored; the cost 0 or ``amount``)
    cost: str = ""
    reduce: int = 0  # link-cards: "with the [link] cost reduced by N" (cost "reduced")
    suspended: bool = False  # play-free: "play ... suspended"
    # play-free: "... to an empty space in your breeding area"; "... without the same name as
    # the cards in your battle area or trash" (verbs/play_free.py)
    to_breeding: bool = False
    unique_names: bool = False
    # play-free: "This effect can't play cards with the same name as any of your Tamers."
    # (text_play_exclusion.py)
    not_tamer_names: bool = False
    or_play: bool = False  # use-by-effect: "play or use" (a Digimon or Tamer card is played)
    token: TokenSpec | None = None  # play-token: the Token played
    per: Count | None = None  # "... for each ...": the amount (and keywords) times the count
    raise_max: RaiseMax | None = None  # "For each X, add N to this effect's ... maximum"
    alt: Target | None = None  # suspend-either: the second description ("..., or 2 of ...")
    # "Activate 1 of the effects below": one effect per bullet (verbs/activate_one.py)
    choices: tuple[Effect, ...] = ()
    # "If <condition>, activate all of the effects below instead."
    all_if: Condition | None = None
    # gain-effect: the effects the target gains (verbs/gain_effect.py, CR 4.2 15-13)
    gained: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class TokenSpec:
    """A Token as its reminder describes it ("(Digimon/Cost 14/Lv.6/White/Mega/Unknown/
    Unidentified/3000 DP)"): verbs/play_token.py makes the card."""

    name: str
    colors: tuple[str, ...]
    dp: int
    level: int | None = None
    cost: int | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # printed keywords, e.g. "Blocker", "Decoy (Black)"


@dataclass(frozen=True)
class Clause:
    """A sentence (or part). ``form``: do | may | by | if. ``then`` marks a printed "Then,"."""

    form: str
    actions: tuple[Action, ...] = ()
    cost: tuple[Action, ...] = ()
    condition: Condition | None = None
    then: bool = False
    text: str = ""  # the printed sentence
    # a "by" clause whose action prints its own "may" ("By X, <Digimon> may digivolve ..."):
    # once X is paid the player still chooses whether to do it (official Q&A Q2853, Q2867)
    may: bool = False
    # overwrite processing (CR 4.2 18-2): when its condition holds, this clause is processed
    # instead of the one before it (which is then skipped)
    instead: bool = False


@dataclass(frozen=True)
class Static:
    """A persistent modification applied while the effect is active."""

    target: Target
    # its own sentence's "While ..." when the effect's sentences have different conditions
    # ("... gain <Blocker> While you have [A] or [B], they also gain <Rush>": text_face_up.py)
    condition: Condition | None = None
    dp: int = 0
    keywords: tuple[str, ...] = ()
    restriction: str | None = None
    # "isn't affected by your opponent's effects" (effects) / "... the effects of your
    # opponent's Digimon" (digimon): manual-en/isnt-affected-by-effects
    unaffected_by: str | None = None
    # "add N to the maximum DP you can choose with DP-based deletion effects": the
    # controller's deletion effects that print a DP maximum (query.deletion_bonus)
    deletion_max: int = 0
    # "Your opponent / Players can't gain memory except with Tamer effects": whose memory no
    # effect but a Tamer's increases (opponent | players); the target is unused
    memory_lock: str | None = None
    per: Count | None = None  # "+1000 DP for each ...": dp and keywords times the count
    play_cost_lock: bool = False  # "Players can't reduce play costs" (the target is unused)
    play_digimon_lock: bool = False  # "Players can't play Digimon by effects" (likewise)
    # "Your opponent|Players can't reduce digivolution costs": opponent | players
    digivolve_cost_lock: str | None = None
    # "This Digimon gains all effects of cards with [X] in their names in this Digimon's
    # digivolution cards": which of them (gains_all.py)
    gains_from: CardFilter | None = None
    # "This Digimon can only digivolve into <cards>" (query.may_digivolve_into)
    only_into: CardFilter | None = None
    # "This Digimon is also treated as <color>" (query.colors: its own effects only)
    also_colors: tuple[str, ...] = ()
    # "This Digimon is also treated as Lv.6 [Slayerdramon] for [Examon]'s DNA digivolution":
    # (the card DNA digivolved into, the level, the name) (dna.py)
    dna_as: tuple[str, int, str] | None = None
    # "All of your opponent's Digimon gain "<effect>"", "it gains <Evade>": effects the target
    # has while the persistent effect applies (query.gained_effects, CR 4.2 15-13)
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Trigger:
    """The event of a "When ..." trigger condition inside [Your Turn]/[All Turns]/... effects."""

    # attack | delete | blocked | switch (the attack target) | suspend | unsuspend |
    # battle-delete | would-delete | would-leave (the battle area) | played-digivolved (a
    # Digimon played or digivolving: group_events.py)
    event: str
    side: str = "this"  # this | own | opponent | any (whose Digimon the event is about)
    # played: effect (by an effect) | from-trash | from-under (where it was played from);
    # would-delete / would-leave: None (any) | battle | opponent-effect | not-own-effect |
    # not-battle | not-own-effect-or-battle | effect ("by effects"); suspend: effect
    # (suspended by an effect); battle-delete: survives; delete: zero-dp (by the rule check A)
    cause: str | None = None
    other: bool = False  # not this Digimon ("one of your other Digimon", "another Digimon")
    target: str | None = None  # attack: player | digimon (the target it was declared on)
    phase: str | None = None  # unsuspend: main | unsuspend (the phase it happens in)
    n: int | None = None  # a number in the event (use-option: the Option's minimum cost)
    what: str | None = None  # played: the card played ("digimon", "other digimon", "blue tamer")
    trait: str | None = None  # played: "[X] trait Digimon"
    # a qualified subject ("When one of your level 6 Digimon attacks"): the event's Digimon
    # must fit it (resolve._about; the deleted one: its cards' information)
    subject: Target | None = None
    # digivolved: "digivolves into <card>": the Digimon, once digivolved, must fit
    into: Target | None = None
    # placed-under: one of the cards placed must fit ("a Tamer card", "[CS] trait Digimon cards")
    cards: CardFilter | None = None


@dataclass(frozen=True)
class Effect:
    """One printed effect: timings, type, limits and what it does."""

    text: str
    timing: str
    type: str
    clauses: tuple[Clause, ...] = ()
    statics: tuple[Static, ...] = ()
    trigger: Trigger | None = None
    per_turn: int | None = None
    inherited: bool = False
    keyword: str | None = None  # the keyword id for a bare keyword effect
    prevent: bool = False  # immediate-type: processing it in full prevents the event
    condition: Condition | None = None  # a condition on the whole effect ("If ..., ...")
    index: int = 0  # position among the card's effects (for labels)
    # the printed effect it reads: an effect printed with several timings ("[When
    # Digivolving] [When Attacking] [Once Per Turn] ...") is one effect read once per timing,
    # and its [X Per Turn] counts them together (official rulings Q1550, Q2299)
    printed: int = 0
    # hand | trash: an effect with the {Hand} / {Trash} icon, used from that zone only (CR 4.2
    # 15-14-2-1, 15-14-3-1): kept apart from the card's other effects (CardDef.zone_effects)
    zone: str | None = None

    @property
    def turn_scope(self) -> str:
        """Whose turn the effect works in: mine | theirs | any."""
        if self.timing in (YOUR_TURN, START_OF_YOUR_TURN, END_OF_YOUR_TURN, START_OF_YOUR_MAIN,
                           MAIN, WHEN_ATTACKING, FACE_UP_SECURITY_YOUR_TURN):
            return "mine"
        if self.timing in (OPPONENTS_TURN, START_OF_OPPONENTS_TURN, END_OF_OPPONENTS_TURN,
                           START_OF_OPPONENTS_MAIN,
                           COUNTER, FACE_UP_SECURITY_OPP_TURN):
            return "theirs"
        return "any"
