"""Every corpus key the Digimon Card Game ruleset cites, in one place.

Keys are ``manual-en/<section>`` (the English rule manual, seed 000), ``cr-en/<rule>`` (the
Comprehensive Rules chapter 2) and ``keyword/<id>`` (the keyword concordance). The test
``tests/engine/test_citations.py`` fails if any of them does not resolve.
"""

from __future__ import annotations

from judgeapp.engine.dcg import effects as fx

M = "manual-en/"

# Turn structure
TURN = (M + "turn-procedures",)
UNSUSPEND_PHASE = (M + "unsuspend-phase",)
DRAW_PHASE = (M + "draw-phase",)
BREEDING_PHASE = (M + "breeding-phase",)
HATCH = (M + "hatch-a-digi-egg",)
MOVE_OUT = (M + "move-out-of-breeding-area",)
MAIN_PHASE = (M + "main-phase",)
END_OF_TURN = (M + "turn-end-conditions", M + "end-of-the-turn")
PASS = (M + "pass",)

# Memory and costs
MEMORY = (M + "paying-costs",)

# Main actions
PLAY = (M + "card-playing-rules",)
DIGIVOLVE = (M + "digivolve-from-the-hand", M + "digivolution-rules",
             M + "digivolution-requirements")
DIGIVOLUTION_CARDS = (M + "digivolution-cards",)
USE_OPTION = (M + "card-use-rules",)
COLOR_REQUIREMENTS = (M + "color-requirements", "cr-en/2-4-3")
ACTIVATE_MAIN = (M + "activate-activation-type-effects",)
DISPLAY_FORMAT = (M + "display-format",)

# Revealing the top of the deck ("among them", "the rest"): the player who activated the
# effect chooses the order of the cards returned to the deck
REVEAL = (M + "returning-revealed-cards-to-the-deck", M + "effect-basics")
REVEAL_REST = (M + "returning-revealed-cards-to-the-deck", M + "placing-cards-in-private-areas")

# Attack
ATTACK = (M + "attacking",)
ATTACK_DECLARATION = (M + "attack-declaration",)
COUNTER_TIMING = (M + "counter-timing", M + "timing-counter")
BLOCK_TIMING = (M + "block-timing",)
CONFIRMATION = (M + "confirming-attack-success",)
END_OF_ATTACK = (M + "end-of-attack",)
ENDED_ATTACK = (M + "ending-an-attack",)
BATTLE = (M + "battles",)
SECURITY_CHECK = (M + "security-check-rules",)
SECURITY_EFFECT = (M + "timing-security", M + "security-check-rules")

# Effects
EFFECT_BASICS = (M + "effect-basics",)
TRIGGER = (M + "trigger-type-effects",)
SIMULTANEOUS = (M + "simultaneous-triggering",)
DERIVED = (M + "derived-triggering",)
CANT_ACTIVATE = (M + "effects-that-cant-activate",)
ACTIVATION = (M + "activation-type-effects",)
IMMEDIATE = (M + "immediate-type-effects",)
BY_COST = (M + "by-doing",)
TARGETS = (M + "effects-that-choose-targets",)
ALL_TARGETS = (M + "effects-that-dont-choose-targets",)
PLAY_BY_EFFECT = (M + "effects-that-play-digivolve-use-cards",)
PER_TURN = (M + "icon-x-per-turn",)
# Referring to cards (card_refs.py): by part of a name, by printed text, by different colors.
NAMES = (M + "specifying-names",)
IN_TEXT = (M + "with-xx-in-its-text",)
DIFFERENT = (M + "with-different-xx",)
EITHER = (M + "xx-or-yy",)  # "the [A] or [B] trait", "the [A]/[B] trait" (CR 4.2 4-24-1)
MULTICOLOR = ("cr-en/2-4-3-1",)  # "a yellow card": a multicolor card has each of its colors
PRIVATE_AREAS = (M + "placing-cards-in-private-areas",)
FACE_UP_SECURITY = (M + "face-up-security-cards",)
DP_RULE = ("cr-en/2-5-3",)

# Rule checks
# The Japanese manual (which prevails) says a 0-DP deletion is by the rules, not by an effect.
RULE_CHECK_A = (M + "rule-check-a", "manual-ja/dp-zero")
RULE_CHECK = {"B": (M + "rule-check-b",), "C": (M + "rule-check-c",),
              "D": (M + "rule-check-d",)}
RULE_CHECK_TIMING = (M + "rule-check-timing",)

# Tokens
TOKENS = (M + "token-rules",)

# Keywords the engine models (the keywords work adds the rest).
KW = {k: (f"keyword/{k}", f"{M}kw-{k}") for k in (
    "blocker", "rush", "jamming", "piercing", "security-attack", "draw", "recovery",
    "armor-purge", "evade", "barrier", "reboot", "de-digivolve", "retaliation", "iceclad",
    "collision", "raid", "scapegoat", "fragment", "fortitude", "progress", "save",
    "alliance", "decoy", "digi-burst", "material-save", "digisorption", "partition", "decode",
    "blitz", "vortex", "execute", "overclock", "delay")}
# Sources that settle a keyword where the English manual's one line does not: the glossary on
# what <Blitz> does not lift and on <Delay>'s free, colorless use; the Japanese manual (which
# prevails) on <Delay>'s placing turn and on <De-Digivolve>'s minimum of 1 (上から1~X枚まで).
for _kid, _extra in (("blitz", ("glossary-en/kw-blitz",)),
                     ("delay", ("glossary-en/kw-delay", "manual-ja/kw-delay")),
                     ("de-digivolve", ("manual-ja/kw-de-digivolve",))):
    KW[_kid] += _extra
# Card Text Rules modelled from card text (keyword_rules.CARD_TEXT_RULES).
UNAFFECTED = (M + "isnt-affected-by-effects",)
CHANGE_TARGET = (M + "changing-an-attack-target",)
# <Progress> is an "isn't affected by effects" effect: such a card can still be chosen and
# gain effects, which apply once it can be affected again.
PROGRESS = KW["progress"] + UNAFFECTED

# Keyword rules (judgeapp/engine/dcg/keyword_rules.py, overflow.py, dna.py).
J = "manual-ja/"
OVERFLOW = (M + "overflow", "keyword/overflow", M + "kw-overflow", J + "overflow")
DNA = (M + "dna-digivolve-rules", M + "dna-digivolution-procedure", "keyword/dna-digivolve",
       M + "kw-dna-digivolve", J + "dna-digivolve")
DNA_REQUIREMENTS = (M + "dna-digivolution-requirements", "keyword/dna-digivolve")
MIND_LINK = ("keyword/mind-link", M + "kw-mind-link")
APP_FUSION = (M + "app-fusion-rules", M + "app-fusion-procedure", M + "app-fusion-requirements",
              "keyword/app-fusion")
BURST = (M + "burst-digivolve-rules", M + "burst-digivolve-procedure", "keyword/burst-digivolve",
         M + "kw-burst-digivolve", J + "burst-digivolve")
XROS = (M + "digixros-rules", M + "digixros-procedure", "keyword/digixros", M + "kw-digixros",
        J + "digixros")
LINK = (M + "linking", "keyword/link", M + "kw-link")
LINK_RULES = (M + "link-rules", "keyword/link")
LINK_PLUS = ("keyword/link-plus", M + "kw-link-plus")
BLAST_DNA = (M + "blast-dna-digivolve", "keyword/blast-dna-digivolve", M + "kw-blast-dna-digivolve")
BLAST = (M + "blast-digivolve", M + "digimon-ace", "keyword/blast-digivolve",
         M + "kw-blast-digivolve", J + "digimon-ace")

# The manual's explanation of each effect timing.
TIMING = {
    fx.ON_PLAY: (M + "timing-on-play",),
    fx.WHEN_DIGIVOLVING: (M + "timing-when-digivolving",),
    fx.WHEN_ATTACKING: (M + "timing-when-attacking",),
    fx.ON_DELETION: (M + "timing-on-deletion",),
    fx.MAIN: (M + "timing-main",),
    fx.YOUR_TURN: (M + "timing-your-turn-opponents-turn",),
    fx.OPPONENTS_TURN: (M + "timing-your-turn-opponents-turn",),
    fx.ALL_TURNS: (M + "timing-all-turns",),
    fx.SECURITY: (M + "timing-security",),
    fx.START_OF_YOUR_TURN: (M + "timing-start-of-turn",),
    fx.START_OF_OPPONENTS_TURN: (M + "timing-start-of-turn",),
    fx.END_OF_YOUR_TURN: (M + "timing-end-of-turn",),
    fx.END_OF_OPPONENTS_TURN: (M + "timing-end-of-turn",),
    fx.END_OF_ALL_TURNS: (M + "timing-end-of-turn",),
    fx.START_OF_YOUR_MAIN: (M + "timing-start-of-main-phase",),
    fx.START_OF_OPPONENTS_MAIN: (M + "timing-start-of-main-phase",),
    fx.COUNTER: (M + "timing-counter",),
    fx.END_OF_ATTACK: (M + "timing-end-of-attack",),
    fx.KEYWORD: (M + "keyword-effects",),
}


def refers(spec: fx.Target | fx.CardFilter | None) -> tuple[str, ...]:
    """The Card Text Rules a target or card description uses to refer to cards."""
    if spec is None:
        return ()
    return (NAMES if spec.name_has else ()) + \
        (IN_TEXT if getattr(spec, "text_has", None) is not None else ()) + \
        (DIFFERENT if getattr(spec, "different_colors", False) else ()) + \
        (EITHER if getattr(spec, "traits_any", ()) else ()) + \
        (MULTICOLOR if getattr(spec, "colors", ()) else ())


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
                keys.update(v)
    return keys
