"""Every corpus key the Digimon Card Game ruleset cites, in one place.

Keys are ``cr-en/<rule>`` (the Comprehensive Rules Ver.4.2, rule numbers), ``manual-en/<section>``
(the English rule manual: the earlier edition, seed 000, structured section by section; see
``rulesdb.corpus.CITED_EDITIONS``) and ``keyword/<id>`` (the keyword concordance).  Every
constant that names a rule the engine applies starts with the Comprehensive Rules number(s)
that govern it, so a step shows its CR number first.  The test
``tests/engine/test_citations.py`` fails if any of them does not resolve, or if a step that
applies a rule cites no ``cr-en/`` key.
"""

from __future__ import annotations

from judgeapp.engine.dcg import effects as fx

M = "manual-en/"
C = "cr-en/"

# Turn structure
TURN = (C + "6-1-2", M + "turn-procedures")
UNSUSPEND_PHASE = (C + "6-2-1", M + "unsuspend-phase")
# card text over the rules: a Digimon an effect says "can't unsuspend" stays suspended in the
# unsuspend phase; one that "can't attack players" may still attack a Digimon (CR 1-3-1)
TEXT_OVER_RULES = (C + "1-3-1", M + "effect-basics")
# a prohibiting effect ("can't unsuspend") takes precedence over an enabling one ("unsuspend
# 1 of ...": nothing happens to that Digimon)
PROHIBITION = (C + "15-1-3", C + "15-8-2-5")
# "can't suspend": no attack declaration (11-2-5), no block (12-1-7-1: the blocker suspends),
# an effect or a cost can't suspend it (1-3-2; official Q&A Q3585)
CANT_SUSPEND = (C + "11-2-5", C + "12-1-7-1", C + "1-3-2", C + "15-1-3")
# "Your opponent trashes 1 card in their hand": the text names the opponent, who performs it
# and chooses the cards (official Q&A Q2321, Q2326, Q3497)
OPPONENT_PERFORMS = (C + "15-10-1-2-1", C + "15-10-2-1")
# "Your opponent may ...": the opponent chooses whether to do it (official Q&A Q2561, Q1135);
# "if they don't" follows in the printed order (CR 4.2 15-1-2)
OPPONENT_MAY = (C + "15-10-1-2-1", C + "15-1-2")
# "At end of turn, lose 3 memory": pending processing, processed at the end of the turn as if
# it triggered then, simultaneously with what triggers there
PENDING_PROCESSING = (C + "18-1-1", C + "18-1-2")
DRAW_PHASE = (C + "6-3-1", C + "6-3-1-1", C + "1-2-3-2", M + "draw-phase")
BREEDING_PHASE = (C + "6-4-1", M + "breeding-phase")
HATCH = (C + "4-18-1", C + "6-4-1-1", M + "hatch-a-digi-egg")
MOVE_OUT = (C + "4-17-1", C + "4-17-2", M + "move-out-of-breeding-area")
MAIN_PHASE = (C + "6-5-1", M + "main-phase")
END_OF_TURN = (C + "6-1-4-1", C + "6-6-1", C + "6-6-4", M + "turn-end-conditions",
               M + "end-of-the-turn")
PASS = (C + "6-5-1-7-1", M + "pass")

# Memory and costs
MEMORY = (C + "4-2-2", C + "1-4-2-2", M + "paying-costs")
# gaining, losing or setting memory (not a payment): the marker moves, never past 10
MEMORY_CHANGE = (C + "4-1-4", C + "1-4-2-2", M + "paying-costs")

# Main actions
PLAY = (C + "7-1-3", C + "7-1-2-1", M + "card-playing-rules")
DIGIVOLVE = (C + "8-1-3", C + "2-3-5", M + "digivolve-from-the-hand", M + "digivolution-rules",
             M + "digivolution-requirements")
NO_LEVEL = (C + "2-9-2",)  # "Lv.-": no level; can't be digivolved from (official ruling Q3275)
DIGIVOLUTION_CARDS = (C + "4-3-2", C + "4-7-8", M + "digivolution-cards")
# trashing digivolution cards by an effect (stack_surgery.py): the stack's order and its bottom
# cards (4-7-3, 4-7-7), a digivolution card (4-8-1), as many as possible (1-3-2)
STACK_SURGERY = (C + "4-7-3", C + "4-7-7", C + "4-8-1", C + "1-3-2", M + "digivolution-cards")
# placing cards under a Digimon as its bottom digivolution cards (verbs/stack_place.py): the
# stack's order (4-7-3), face up unless specified (4-7-5), part of the top card's information,
# not placed on the field (4-7-7), a digivolution card (4-8-1), as many as possible (1-3-2)
PLACE_UNDER = (C + "4-7-3", C + "4-7-5", C + "4-7-7", C + "4-8-1", C + "1-3-2",
               M + "digivolution-cards")
# a face-down digivolution card: stacked clearly under the top card (4-7-4), a card without card
# information (4-7-9), hidden information its owner may look at (4-7-10)
FACE_DOWN = (C + "4-7-4", C + "4-7-9", C + "4-7-10")
# "Trash the top N cards of your deck" (deck_trash.py): trashing is placing in the trash;
# fewer cards than N: as many as possible (CR 1-3-2)
TRASH_DECK = (C + "1-3-2", "glossary-en/trash-action", M + "effect-basics")
# "Return 1 card from your trash to the top/bottom of the deck": the deck is a private area,
# its cards face down (CR 4.2 3-2-2); the card is a new card there (CR 4.2 3-1-3-1)
TRASH_TO_DECK = (C + "3-2-2", C + "3-1-3-1-1", M + "effect-basics")
# "for each X": the processing done for each X counted when it is processed; 0 times is none
FOR_EACH = (C + "4-27-1", C + "4-27-4", C + "1-3-4")
# trashing the opponent's security cards: from the top, as many as there are, moved together
ONE_TRIGGERING = (C + "15-5-2",)  # met several times at once, it triggers once
TRASH_OPP_SECURITY = (C + "4-16-1", C + "3-7-5", C + "1-3-2")
# "[Security] At the end of the battle, play this card ..." (end_of_battle.py)
END_OF_BATTLE = (C + "14-2-5", C + "13-1-8-4", "glossary-en/at-the-end-of-the-battle",
                 M + "security-check-rules", M + "timing-security")
# a requirement printed after [Digivolve] / "Digivolve:" (requirements.py), by its parts
DIGIVOLVE_LINE = (C + "2-3-5-3", C + "8-1-3-1", "manual-ja/digivolve",
                  "manual-ja/notation-slash-or")  # "[A]/[B]": either one
DIGIVOLVE_NAME_PART = (M + "specifying-names",)
DIGIVOLVE_TEXT = (M + "with-xx-in-its-text",)
USE_OPTION = (C + "9-1-9", C + "9-1-4", C + "9-1-5", M + "card-use-rules")
# DUAL cards (dual.py): the player declares which information they use; no play cost, never
# played (Rule Manual 6.0); on the field a Digimon only; Option effects are Option card effects
DUAL_CARDS = (C + "4-6-2", C + "4-6-3", C + "4-6-6-3", M + "dual-cards")
# Arts Digivolve: instead of the used DUAL card's trashing (pending processing, 9-1-5), a card
# on the field may digivolve into it without paying the cost (overwrite processing, 18-2-1)
ARTS_DIGIVOLVE = (C + "4-20-1", C + "4-20-2", C + "18-2-1", M + "dual-cards",
                  "keyword/arts-digivolve")
# <Succession>: the Digimon gains the effects of its topmost specified digivolution card, a
# persistent effect (succession.py)
SUCCESSION = (C + "16-47-1", C + "16-47-2", C + "15-8-2", "keyword/succession")
COLOR_REQUIREMENTS = (C + "4-22-2", C + "4-22-3", C + "4-22-4", M + "color-requirements",
                      C + "2-4-3")
# An Option's color statics: "you can ignore this card's color requirements" (a persistent
# effect under its processing condition), "<Color> also meets this card's color requirements".
COLOR_STATIC = (C + "4-22-1", C + "15-8-2-1", C + "15-6-1", M + "color-requirements")
# "Activate 1 of the effects below": the chosen effect activates during this one
ACTIVATE_ONE = (C + "15-15-7-1", C + "15-15-7-3")
ACTIVATE_ALL = (C + "15-15-7-2", C + "18-2-1")  # "... activate all of the effects below instead"
# effects used from the hand / the trash ([Hand] / [Trash] icon: zone_main.py)
ZONE_ICONS = {"hand": (C + "15-14-2-1",), "trash": (C + "15-14-3-1",)}
ACTIVATE_MAIN = (C + "6-5-1-6-1", C + "15-8-4-2", M + "activate-activation-type-effects")
DISPLAY_FORMAT = (C + "4-13-1", M + "display-format")

# Revealing the top of the deck ("among them", "the rest"): the player who activated the
# effect chooses the order of the cards returned to the deck
REVEAL = (C + "15-15-3-1", C + "15-15-3-4", C + "15-15-3-8-1",
          M + "returning-revealed-cards-to-the-deck", M + "effect-basics")
REVEAL_REST = (C + "15-15-3-6", C + "3-1-3-4", M + "returning-revealed-cards-to-the-deck",
               M + "placing-cards-in-private-areas")

# Attack
ATTACK = (C + "11-1-3", C + "11-1-5", M + "attacking")
ATTACK_DECLARATION = (C + "11-2-8-1", C + "11-2-7-1", M + "attack-declaration")
# "Add your top security card to the hand": a move out of the private security stack (its
# order kept), as many as possible (1-3-2)
SECURITY_TO_HAND = (C + "3-7-1", C + "3-7-3", C + "1-3-2", M + "effect-basics")
# "Flip your opponent's top face-down security card face up": a face-up security card is public
# (3-7-4), in the stack's order (3-7-3)
FLIP_SECURITY = (C + "3-7-4", C + "3-7-3", C + "1-3-2", M + "face-up-security-cards")
# "Search your security stack": the player looks at their private security cards (3-7-2); one
# taken out of it is removed from it (15-15-3-2); "Shuffle your security stack": its order
# changes only by an effect (3-7-3); face-up cards go face down first (Rule Manual 6.0)
SEARCH_SECURITY = (C + "3-7-2", C + "15-15-3-2", M + "effect-basics")
# "Look at the top card of your deck": only that player sees it; it stays where it is
# (verbs/look_deck_top.py; official Q&A Q1337)
LOOK_AT = (C + "15-15-3-9-1", C + "15-15-3-9-2", C + "15-15-3-9-3")
# "Reveal 1 ... card from your hand and place it on top of your deck": shown to both players,
# placed face down as the deck's rules say (verbs/hand_to_deck_top.py)
HAND_TO_DECK_TOP = (C + "15-15-3-8-1", C + "3-1-3-5")
SHUFFLE_SECURITY = (C + "3-7-3", C + "3-7-4", M + "face-up-security-cards")
# an attack by an effect ("This Digimon may attack."): only the turn player attacks, never
# during another attack, an attacker that can attack (not the turn it was played), the
# normal targets; card text lifts only what it says (1-3-1)
EFFECT_ATTACK = (C + "11-1-2", C + "11-2-1", C + "11-2-4", C + "11-2-7-1", C + "7-1-2-1",
                 C + "1-3-1", M + "attack-declaration")
COUNTER_TIMING = (C + "11-3-1", C + "11-3-2", M + "counter-timing", M + "timing-counter")
BLOCK_TIMING = (C + "11-4-1", C + "12-1", M + "block-timing")
CONFIRMATION = (C + "11-5-1", M + "confirming-attack-success")
END_OF_ATTACK = (C + "11-6-1", C + "11-6-2", M + "end-of-attack")
ENDED_ATTACK = (C + "15-15-1-1", M + "ending-an-attack")
BATTLE = (C + "14-2-1", C + "14-2-2", C + "14-2-3", M + "battles")
SECURITY_CHECK = (C + "13-1-8", C + "13-1-3", C + "13-1-7", M + "security-check-rules")
# "all of your opponent's Security Digimon get -N DP": effects can affect them (CR 15-1-8)
SECURITY_DIGIMON = (C + "15-1-8", C + "4-5-1")
SECURITY_EFFECT = (C + "15-16-10-1", C + "15-16-10-2", M + "timing-security",
                   M + "security-check-rules")
# "[Security] Add this card to its owner's hand": a checked card goes to the trash unless it
# belongs to an area (13-1-8-4); the effect places it in the hand.
ADD_SELF = (C + "13-1-8-4", C + "15-16-10-1", C + "15-1-2")

# Effects
EFFECT_BASICS = (C + "15-1-1", C + "15-1-2", M + "effect-basics")
OVERWRITE = (C + "18-2-1", C + "18-2-2", C + "18-2-3")  # "... instead": overwrite processing
TRIGGER = (C + "15-8-3-1", C + "15-8-3-2", C + "15-8-3-9-2", M + "trigger-type-effects")
SIMULTANEOUS = (C + "15-4-3-5-1", C + "15-4-3-5-2", C + "15-4-3-3", M + "simultaneous-triggering")
DERIVED = (C + "15-4-5-2", C + "15-4-5-3", M + "derived-triggering")
CANT_ACTIVATE = (C + "15-4-4-3", C + "15-4-4-4", C + "15-4-4-5", M + "effects-that-cant-activate")
# The event of a "When <subject> <event>" trigger (resolve._trigger_conditional), cited on its
# trigger step: the attack declaration and its target as declared (11-2-7-6), the block and
# the switched attack target (11-2-7-2, 12-1-1), the battle that deletes (14-2-2..4: never a
# Security Digimon), a 0-DP deletion (17-1-3-1-1), suspending by an effect or by the rules
# (15-8-3-1's example; the attack and the block suspend: 11-2-8-1, 12-1-7-1), the unsuspend
# phase (6-2-1)
EVENT_TRIGGER = {
    "attack": (C + "11-2-8-1", C + "11-2-7-6", M + "attack-declaration"),
    "blocked": (C + "12-1-1", C + "12-1-7-1", M + "block-timing"),
    "switch": (C + "11-2-7-2", C + "12-1-1", M + "changing-an-attack-target"),
    "battle-delete": (C + "14-2-2", C + "14-2-3", C + "14-2-4", M + "battles"),
    "delete": (C + "15-5-2", C + "17-1-3-1-1"),
    "suspend": (C + "15-8-3-1", C + "11-2-8-1", C + "12-1-7-1", M + "display-format"),
    "unsuspend": (C + "6-2-1", M + "display-format"),
    # event-triggers (text_events.py): a battle won (14-2-1-1, also against a Security Digimon:
    # official Q&A Q6318), cards trashed from a deck (not revealed ones: 15-15-3-1), a card's
    # own trigger on being trashed (4-16-2)
    "win-battle": (C + "14-2-1-1", C + "14-2-4", M + "battles"),
    "deck-trashed": (C + "15-5-2", C + "15-15-3-1"),
    "self-trashed": (C + "4-16-2", C + "4-16-1"),
    "moved": (C + "4-17-1", M + "move-out-of-breeding-area"),
    "played-digivolved": (C + "15-5-2", C + "15-5-3"),
}
# "When your Digimon are played or digivolve, if any of them ...": the Digimon played or
# digivolving, checked when the effect is processed (group_events.py, text_group.py)
EVENT_REFERENCE = (C + "15-8-3-9-3",)
ACTIVATION = (C + "15-8-4-1", C + "15-8-4-2", M + "activation-type-effects")
IMMEDIATE = (C + "15-8-5-1", C + "15-8-5-2", C + "15-8-5-3", C + "15-8-5-4",
             M + "immediate-type-effects")
BY_COST = (C + "15-7-1", C + "15-7-2", C + "15-7-4", M + "by-doing")
TARGETS = (C + "15-10-2-1", C + "15-10-2-2", C + "15-10-2-3", M + "effects-that-choose-targets")
ALL_TARGETS = (C + "15-10-2-4-1", M + "effects-that-dont-choose-targets")
PLAY_BY_EFFECT = (C + "7-1-1", M + "effects-that-play-digivolve-use-cards")
# "play ... to an empty space in your breeding area": one card there (CR 3-4-7-2), nothing
# triggers on it (3-4-7-4, 3-4-7-6); "without the same name as the cards in your battle area
# or trash": a name, a (Rule) name too (2-3-4-3)
PLAY_TO_BREEDING = (C + "3-4-7-2", C + "3-4-7-4", C + "3-4-7-6")
NOT_SAME_NAMES = (C + "2-3-4-3",)
# "This effect can't play cards with the same name as any of your Tamers": the card name
# (2-3-1-1), a (Rule) name too (2-3-4-3)
NOT_TAMER_NAMES = (C + "2-3-1-1", C + "2-3-4-3")
# "a Tamer card with inherited effects": the text marked "Inherited Effect" (CR 2-3-11-2-1)
WITH_INHERITED = (C + "2-3-11-2-1",)
# "a Digimon card with <Blitz>": that exact icon (CR 4-23-4) in its effects, not in the
# "Inherited Effect" text (2-3-11-2-1; official Q&A Q3249)
EFFECT_ICON = (C + "4-23-4", C + "2-3-11-2-1")
# an Option card used by an effect: the use procedure, its color requirements (CR 9-1-1)
USE_BY_EFFECT = (C + "9-1-1", C + "9-1-9", M + "effects-that-play-digivolve-use-cards")
# cards stacked under a Tamer (CR 4-4-2), not digivolution cards, which are a Digimon's (4-8-1)
UNDER_TAMER = (C + "4-4-2", C + "4-8-1")
# "play ... from one of your Digimon's digivolution cards": the cards under a Digimon (4-8-1)
# in the battle area (3-4-7-5: not the breeding area's), face-down ones without information
UNDER_OWN = (C + "4-8-1", C + "3-4-7-5", C + "4-7-9")
# "<Digimon> may digivolve into ..." (verbs/digivolve_into.py): the digivolution procedure, a
# cost paid unless "without paying the cost", a reduced cost is an alternate cost
# "When this card would be played, [if ...,] reduce the play cost by N" (play_cost.py)
PLAY_REDUCTION = (C + "7-1-2-2", C + "4-2-3-1", C + "1-3-11-2", M + "paying-costs")
# such a reduction "by <cost>" on a card an effect plays without paying the cost: it still
# triggers when the card would be played (7-1-2-2, 15-8-5) and may be used, the play staying
# free (7-1-1, the manual's effects that play cards; official Q&A Q4796)
FREE_PLAY_REDUCTION = (C + "7-1-2-2", C + "15-8-5", C + "7-1-1",
                       M + "effects-that-play-digivolve-use-cards")
# an optional cost that is part of an alternate cost, performed when needed to pay it
ALTERNATE_REQUIRED = (C + "1-3-11-3",)
# a card that can no longer be played after it was revealed goes back (play_cost.py)
PLAY_CANCELLED = (C + "7-1-2-3",)
# an Option's "When you would use this card, [if ...,] reduce the cost by N" (play_cost.py)
USE_REDUCTION = (C + "9-1-6", C + "4-2-3-1", C + "1-3-11-2", M + "paying-costs")
# "When this Digimon would digivolve ..., reduce the digivolution cost by N" (digivolve_cost.py)
DIGIVOLVE_REDUCTION = (C + "8-1-2-4", C + "4-2-3-1", M + "paying-costs")
# "Your opponent can't reduce digivolution costs" (query.digivolve_cost_lock): a prohibition
DIGIVOLVE_COST_LOCK = (C + "15-1-3", M + "paying-costs")
# DNA digivolving by an effect (verbs/dna_into.py): only an effect that says "DNA digivolve"
DNA_BY_EFFECT = (C + "8-2-2-4", C + "8-2-3", C + "1-3-11-1",
                 M + "effects-that-play-digivolve-use-cards")
IGNORING_REQUIREMENTS = (C + "8-1-2-2",)
DIGIVOLVE_BY_EFFECT = (C + "8-1-3", C + "1-3-11-1", C + "4-2-3-1",
                       M + "effects-that-play-digivolve-use-cards")
PER_TURN = (C + "15-14-1-1", C + "15-14-1-3", C + "15-14-1-4", M + "icon-x-per-turn")
# Referring to cards (card_refs.py): by part of a name, by printed text, by different colors.
NAMES = (C + "2-3-1-2", C + "2-3-1-3", M + "specifying-names")
IN_TEXT = (C + "4-23-1", M + "with-xx-in-its-text")
DIFFERENT = (C + "4-25-1", M + "with-different-xx")
EITHER = (C + "4-24-1", M + "xx-or-yy")  # "the [A] or [B] trait", "the [A]/[B] trait"
MULTICOLOR = (C + "2-4-3-1",)  # "a yellow card": a multicolor card has each of its colors
PRIVATE_AREAS = (C + "3-1-3-5", C + "3-7-2", M + "placing-cards-in-private-areas")
FACE_UP_SECURITY = (C + "3-7-4", C + "15-14-5-1", M + "face-up-security-cards")
DP_RULE = (C + "2-5-3",)
# "Choose any number of ... whose total DP adds up to N or less and delete them": at least 1
# (CR 4.2 1-3-6); the play cost counted is the printed one (Q&A Q1785)
DELETE_TOTAL = (C + "1-3-6", C + "2-6-1")
WITH_KEYWORD = (C + "15-1-7",)  # "Digimon with <Blocker>": in the battle area, that have it
TRAIT = (C + "2-3-2-3",)  # "with the [X] trait": a trait that matches
TRAIT_PART = (C + "2-3-2-4",)  # "with [X] in one/any of its traits": a trait that includes it
TRAIT_PLACES = (C + "2-3-2-1",)  # traits are form, attribute and type: "in its type" (older)
NO_LEVEL = (C + "2-9-2",)  # a card without a level fits no level bound (Q&A Q2386)
# "as much or less DP as this Digimon": referenced when the effect is processed
REFERENCE_TIMING = (C + "15-8-3-7",)

# Rule checks
# The Japanese manual (which prevails) says a 0-DP deletion is by the rules, not by an effect.
RULE_CHECK_A = (C + "17-1-3-1-1", M + "rule-check-a", "manual-ja/dp-zero")
RULE_CHECK = {"B": (C + "17-1-3-2-1", M + "rule-check-b"),
              "C": (C + "17-1-3-2-2", M + "rule-check-c"),
              "D": (C + "17-1-3-2-3", M + "rule-check-d")}
RULE_CHECK_TIMING = (C + "17-1-3", C + "17-1-2", M + "rule-check-timing")

# Tokens
TOKENS = (C + "4-21-1", C + "4-21-5", M + "token-rules")
TOKEN_NO_STACK = (C + "4-21-3",)  # cards can't be stacked with tokens

# The Comprehensive Rules Ver.4.2 rule of each keyword effect (chapter 16, "16-5 <Blocker>").
CR_KEYWORD = {
    "security-attack": "16-4", "blocker": "16-5", "recovery": "16-6", "piercing": "16-7",
    "draw": "16-8", "jamming": "16-9", "digisorption": "16-10", "reboot": "16-11",
    "de-digivolve": "16-12", "retaliation": "16-13", "digi-burst": "16-14", "rush": "16-15",
    "blitz": "16-16", "delay": "16-17", "decoy": "16-18", "armor-purge": "16-19", "save": "16-20",
    "material-save": "16-21", "evade": "16-22", "raid": "16-23", "alliance": "16-24",
    "barrier": "16-25", "blast-digivolve": "16-26", "fortitude": "16-27", "mind-link": "16-28",
    "partition": "16-29", "collision": "16-30", "blast-dna-digivolve": "16-31",
    "scapegoat": "16-32", "vortex": "16-33", "overclock": "16-34", "iceclad": "16-35",
    "decode": "16-36", "fragment": "16-37", "execute": "16-38", "progress": "16-39",
    "link-plus": "16-40", "training": "16-41", "use-req": "16-42", "ascension": "16-43",
    "engage": "16-44", "guard": "16-45", "detach": "16-46", "succession": "16-47",
}
# Keywords the engine models (the keywords work adds the rest).
KW = {k: (C + CR_KEYWORD[k], f"keyword/{k}", f"{M}kw-{k}") for k in (
    "blocker", "rush", "jamming", "piercing", "security-attack", "draw", "recovery",
    "armor-purge", "evade", "barrier", "reboot", "de-digivolve", "retaliation", "iceclad",
    "collision", "raid", "scapegoat", "fragment", "fortitude", "progress", "save",
    "alliance", "decoy", "digi-burst", "material-save", "digisorption", "partition", "decode",
    "blitz", "vortex", "execute", "overclock", "delay")}
# Keyword effects new in CR Ver.4.2: no entry of their own in the earlier English manual.
KW.update({k: (C + CR_KEYWORD[k], f"keyword/{k}")
           for k in ("engage", "ascension", "use-req", "training", "guard", "detach",
                     "succession")})
# Sources that settle a keyword where the English manual's one line does not: the glossary on
# what <Blitz> does not lift and on <Delay>'s free, colorless use; the Japanese manual (which
# prevails) on <Delay>'s placing turn and on <De-Digivolve>'s minimum of 1 (上から1~X枚まで).
for _kid, _extra in (("blitz", ("glossary-en/kw-blitz",)),
                     ("delay", ("glossary-en/kw-delay", "manual-ja/kw-delay")),
                     ("de-digivolve", ("manual-ja/kw-de-digivolve",))):
    KW[_kid] += _extra
# Card Text Rules modelled from card text (keyword_rules.CARD_TEXT_RULES).
UNAFFECTED = (C + "15-15-5-1", C + "15-15-5-3", M + "isnt-affected-by-effects")
CHANGE_TARGET = (C + "11-2-7-2", C + "11-2-7-3", M + "changing-an-attack-target")
# <Progress> is an "isn't affected by effects" effect: such a card can still be chosen and
# gain effects, which apply once it can be affected again.
PROGRESS = KW["progress"] + UNAFFECTED
# Gained effects (verbs/gain_effect.py): gaining an effect, kept through digivolution (15-13-2),
# and not had by a card that isn't affected by the effect that gave it (15-15-5-4)
GAINED = (C + "15-13-1", C + "15-13-2", C + "15-15-2-1", C + "15-15-2-2")
GAINED_UNAFFECTED = (C + "15-15-5-4",)
# "Any [On Play] effects on Digimon played with this effect don't activate." (verbs/no_on_play.py):
# card text over the rules (1-3-1); the triggered effects pending activation (15-4-4-1) don't
NO_ON_PLAY = (C + "1-3-1", C + "15-4-4-1", M + "effects-that-cant-activate")

# Keyword rules (judgeapp/engine/dcg/keyword_rules.py, overflow.py, dna.py).
J = "manual-ja/"
OVERFLOW = (C + "4-19-1", C + "4-19-5", M + "overflow", "keyword/overflow", M + "kw-overflow",
            J + "overflow")
DNA = (C + "8-2", M + "dna-digivolve-rules", M + "dna-digivolution-procedure",
       "keyword/dna-digivolve", M + "kw-dna-digivolve", J + "dna-digivolve")
DNA_REQUIREMENTS = (C + "2-3-6", C + "8-2", M + "dna-digivolution-requirements",
                    "keyword/dna-digivolve")
MIND_LINK = (C + "16-28", "keyword/mind-link", M + "kw-mind-link")
APP_FUSION = (C + "8-4", M + "app-fusion-rules", M + "app-fusion-procedure",
              M + "app-fusion-requirements", "keyword/app-fusion")
BURST = (C + "8-3", M + "burst-digivolve-rules", M + "burst-digivolve-procedure",
         "keyword/burst-digivolve", M + "kw-burst-digivolve", J + "burst-digivolve")
XROS = (C + "7-2", M + "digixros-rules", M + "digixros-procedure", "keyword/digixros",
        M + "kw-digixros", J + "digixros")
ASSEMBLY = (C + "7-3", M + "assembly", "keyword/assembly")  # Rule Manual 6.0 chapter
LINK = (C + "10-1", M + "linking", "keyword/link", M + "kw-link")
LINK_RULES = (C + "10-1-2", C + "4-9-5", M + "link-rules", "keyword/link")
LINK_PLUS = (C + "16-40", "keyword/link-plus", M + "kw-link-plus")
# linking by an effect ("You may link 1 ... to this Digimon without paying the cost"): the
# link procedure (a Digimon meeting a link requirement), the cost left out; not a Digimon in
# the breeding area (effects don't affect it)
LINK_BY_EFFECT = (C + "10-1-3", C + "3-4-7-3", M + "linking", "keyword/link")
BLAST_DNA = (C + "16-31", M + "blast-dna-digivolve", "keyword/blast-dna-digivolve",
             M + "kw-blast-dna-digivolve")
BLAST_DNA_REQUIREMENT = (C + "16-31-5", M + "blast-dna-digivolve")
BLAST = (C + "16-26", M + "blast-digivolve", M + "digimon-ace", "keyword/blast-digivolve",
         M + "kw-blast-digivolve", J + "digimon-ace")

# The manual's explanation of each effect timing.
TIMING = {
    fx.ON_PLAY: (C + "15-16-2-1", M + "timing-on-play",),
    fx.WHEN_DIGIVOLVING: (C + "15-16-3-1", M + "timing-when-digivolving",),
    fx.WHEN_ATTACKING: (C + "15-16-5-1", M + "timing-when-attacking",),
    fx.ON_DELETION: (C + "15-16-4-1", M + "timing-on-deletion",),
    fx.MAIN: (C + "15-16-7-1", M + "timing-main",),
    fx.YOUR_TURN: (C + "15-16-8-1", M + "timing-your-turn-opponents-turn",),
    fx.OPPONENTS_TURN: (C + "15-16-8-1", M + "timing-your-turn-opponents-turn",),
    fx.ALL_TURNS: (C + "15-16-9-1", M + "timing-all-turns",),
    fx.SECURITY: (C + "15-16-10-1", M + "timing-security",),
    fx.START_OF_YOUR_TURN: (C + "15-16-11-1", M + "timing-start-of-turn",),
    fx.START_OF_OPPONENTS_TURN: (C + "15-16-11-2", M + "timing-start-of-turn",),
    fx.END_OF_YOUR_TURN: (C + "15-16-12-1", M + "timing-end-of-turn",),
    fx.END_OF_OPPONENTS_TURN: (C + "15-16-12-2", M + "timing-end-of-turn",),
    fx.END_OF_ALL_TURNS: (C + "15-16-12-3", M + "timing-end-of-turn",),
    fx.START_OF_YOUR_MAIN: (C + "15-16-13-1", M + "timing-start-of-main-phase",),
    fx.START_OF_OPPONENTS_MAIN: (C + "15-16-13-2", M + "timing-start-of-main-phase",),
    fx.COUNTER: (C + "15-16-14-1", M + "timing-counter",),
    fx.END_OF_ATTACK: (C + "15-16-15-1", M + "timing-end-of-attack",),
    fx.WHEN_LINKING: (C + "15-16-6-1", C + "10-1"),
    fx.WHEN_MOVING: (C + "15-16-16-1", C + "4-17-1", C + "4-17-5"),
    fx.KEYWORD: (C + "16-1", M + "keyword-effects",),
}


def refers(spec: fx.Target | fx.CardFilter | None) -> tuple[str, ...]:
    """The Card Text Rules a target or card description uses to refer to cards."""
    if spec is None:
        return ()
    any_of = getattr(spec, "any_of", ())  # "... or ...": each alternative's rules too
    # a card filter's groups of alternatives, or a target's alternatives themselves
    alts = tuple(r for group in any_of for alt in (group if isinstance(group, tuple) else (group,))
                 for r in refers(alt))
    return tuple(dict.fromkeys(_refers_own(spec) + (EITHER if any_of else ()) + alts))


def _refers_own(spec: fx.Target | fx.CardFilter) -> tuple[str, ...]:
    return (NAMES if spec.name_has or getattr(spec, "names", ()) else ()) + \
        (IN_TEXT if getattr(spec, "text_has", None) or getattr(spec, "texts_any", ()) else ()) + \
        (DIFFERENT if getattr(spec, "different_colors", False) else ()) + \
        (EITHER if getattr(spec, "traits_any", ()) else ()) + \
        (TRAIT if getattr(spec, "trait", None) else ()) + \
        (TRAIT_PART if getattr(spec, "trait_part", ()) else ()) + \
        (TRAIT + TRAIT_PART if getattr(spec, "trait_in", ()) else ()) + \
        (TRAIT_PLACES if getattr(spec, "trait_field", "") else ()) + \
        (NO_LEVEL if _level_bound(spec) else ()) + \
        (REFERENCE_TIMING if getattr(spec, "dp_at_most_this", False)
         or getattr(spec, "cards_at_most_this", False) else ()) + \
        (WITH_KEYWORD if getattr(spec, "keyword", None) or getattr(spec, "no_keyword", None)
         else ()) + \
        (MULTICOLOR if getattr(spec, "colors", ()) or getattr(spec, "n_colors", None)
         else ()) + \
        (WITH_INHERITED if getattr(spec, "has_inherited", False) else ()) + \
        (EFFECT_ICON if getattr(spec, "effect_icon", None) else ())


def _level_bound(spec: fx.Target | fx.CardFilter) -> bool:
    return spec.max_level is not None or spec.min_level is not None or (
        isinstance(spec, fx.Target) and spec.extreme is not None and spec.extreme[0] == "level")


def timing(effect_timing: str) -> tuple[str, ...]:
    return TIMING.get(effect_timing, ())


def keyword(label: str) -> tuple[str, ...]:
    """Citations for a keyword label such as ``blocker`` or ``security-attack+1``."""
    base = "security-attack" if label.startswith("security-attack") else label
    return KW.get(base, ())


def all_keys() -> set[str]:
    """Every key cited anywhere in the ruleset (the citations test resolves them)."""
    keys: set[str] = set()
    for name, value in globals().items():
        if not name.isupper():
            continue
        if isinstance(value, tuple):
            keys.update(value)
        elif isinstance(value, dict):
            for v in value.values():
                if isinstance(v, tuple):
                    keys.update(v)
    return keys
