"""Every corpus key the Digimon Card Game ruleset cites, in one place.

Keys are ``manual-en/<section>`` (the English rule manual, seed 000), ``cr-en/<rule>`` (the
Comprehensive Rules chapter 2) and ``keyword/<id>`` (the keyword concordance). The test
``tests/engine/test_citations.py`` fails if any of them does not resolve.
"""

from __future__ import annotations

M = "manual-en/"

# Turn structure
TURN = (M + "turn-procedures",)
UNSUSPEND_PHASE = (M + "unsuspend-phase",)
DRAW_PHASE = (M + "draw-phase",)
BREEDING_PHASE = (M + "breeding-phase",)
HATCH = (M + "hatch-a-digi-egg",)
MOVE_OUT = (M + "move-a-digimon-out-of-the-breeding-area",)
MAIN_PHASE = (M + "main-phase",)
END_OF_TURN = (M + "turn-end-conditions",)
PASS = (M + "pass",)

# Memory and costs
MEMORY = (M + "paying-costs",)

# Main actions
PLAY = (M + "play-a-digimon-card-or-tamer-card-from-the-hand",)
DIGIVOLVE = (M + "digivolve-into-a-digimon-card-from-the-hand",)
DIGIVOLUTION_CARDS = (M + "digivolution-cards",)
USE_OPTION = (M + "use-an-option-card-from-the-hand",)
COLOR_REQUIREMENTS = (M + "color-requirements", "cr-en/2-4-3")
ACTIVATE_MAIN = (M + "activating-activation-type-effects",)
DISPLAY_FORMAT = (M + "display-format",)

# Attack
ATTACK = (M + "attack",)
ATTACK_DECLARATION = (M + "attack-declaration",)
COUNTER_TIMING = (M + "counter-timing",)
BLOCK_TIMING = (M + "block-timing",)
CONFIRMATION = (M + "confirming-if-an-attack-is-successful",)
END_OF_ATTACK = (M + "end-of-attack",)
ENDED_ATTACK = (M + "ending-an-attack",)
BATTLE = (M + "battles",)
SECURITY_CHECK = (M + "security-checks",)
SECURITY_EFFECT = (M + "security-checks",)

# Effects
EFFECT_BASICS = (M + "effect-basics",)
TRIGGER = (M + "trigger-type-effects",)
SIMULTANEOUS = (M + "simultaneous-triggering",)
DERIVED = (M + "derived-triggering",)
PERSISTENT = (M + "persistent-effects",)
ACTIVATION = (M + "activation-type-effects",)
IMMEDIATE = (M + "immediate-type-effects",)
BY_COST = (M + "by-doing",)
TARGETS = (M + "effects-that-choose-targets",)
ALL_TARGETS = (M + "effects-that-dont-choose-targets",)
PLAY_BY_EFFECT = (M + "effects-that-play-digivolve-use-cards",)
PER_TURN = (M + "effect-icons",)
TIMINGS = (M + "effect-timings",)
DP_RULE = ("cr-en/2-5-3",)

# Rule checks
RULE_CHECKS = (M + "rule-checks",)
RULE_CHECK_TIMING = (M + "rule-check-timing",)

# Tokens
TOKENS = (M + "tokens",)

# Keywords
KW = {
    "blocker": ("keyword/blocker",),
    "rush": ("keyword/rush",),
    "jamming": ("keyword/jamming",),
    "piercing": ("keyword/piercing",),
    "security-attack": ("keyword/security-attack",),
    "draw": ("keyword/draw",),
    "recovery": ("keyword/recovery",),
}


def all_keys() -> set[str]:
    """Every key cited anywhere in the ruleset (the citations test resolves them)."""
    keys: set[str] = set()
    for name, value in globals().items():
        if name.isupper() and isinstance(value, tuple):
            keys.update(value)
    for value in KW.values():
        keys.update(value)
    return keys
