"""Every corpus key the legacy ruleset cites, in one place (``dccg-rules-en/<section>``).

The sections are those of the cleaned edition of the legacy rules (seed 003) in
``rulesdb/corpus/dccg-rules-en/``. ``tests/dccg/test_citations.py`` fails if one does not
resolve, so a renamed section is fixed here and nowhere else.
"""

DOC = "dccg-rules-en"

PLAYMAT = f"{DOC}/playmat"
ATTACK_ROW = f"{DOC}/attack-row"
DIGIVOLVE_ROW = f"{DOC}/digivolve-row"
ONLINE = f"{DOC}/online-pile"
OFFLINE = f"{DOC}/offline-pile"
WINNING = f"{DOC}/winning-the-game"
GETTING_STARTED = f"{DOC}/getting-started"
ORDER_OF_PLAY = f"{DOC}/order-of-play"
DRAW_PHASE = f"{DOC}/draw-phase"
BRING_ONLINE_PHASE = f"{DOC}/bring-online-phase"
DIGIVOLVE_PHASE = f"{DOC}/digivolve-phase"
SPECIAL_DIGIVOLUTION = f"{DOC}/special-digivolution"
MOVE_PHASE = f"{DOC}/move-phase"
ATTACK_PHASE = f"{DOC}/attack-phase"
ATTACK_RESOLUTION = f"{DOC}/attack-resolution"
ATTACK_GREATER = f"{DOC}/attack-greater"
ATTACK_EQUAL = f"{DOC}/attack-equal"
ATTACK_LESS = f"{DOC}/attack-less"
DIRECT_ATTACK = f"{DOC}/direct-attack"
CONTINUING_ATTACK = f"{DOC}/continuing-the-attack"
DISCARD_PHASE = f"{DOC}/discard-phase"
DIGIQUEUE = f"{DOC}/digiqueue"
DECK_CONSTRUCTION = f"{DOC}/deck-construction"
DECK_SIZE = f"{DOC}/deck-size"
COPY_LIMIT = f"{DOC}/copy-limit"
GIGAPOWER_LIMIT = f"{DOC}/gigapower-limit"
EXAMPLE_GREATER = f"{DOC}/example-turuiemon-vs-greymon"
EXAMPLE_EQUAL = f"{DOC}/example-vikaralamon-vs-cerberusmon"
EXAMPLE_LESS = f"{DOC}/example-antylamon-vs-karatenmon"
FAQ_OFFLINE = f"{DOC}/faq-offline-a-digimon"
FAQ_DIGIVOLVE_ATTACK_ROW = f"{DOC}/faq-digivolve-in-attack-row"
FAQ_ONLINE_EXHAUSTED = f"{DOC}/faq-online-pile-exhausted"
FAQ_ATTACK_TWICE = f"{DOC}/faq-attack-same-digimon-twice"
FAQ_ONE_LEVEL = f"{DOC}/faq-one-level-per-turn"
FAQ_BOOST = f"{DOC}/faq-boost-cards-duration"

ALL: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items())
    if name.isupper() and name != "DOC" and isinstance(value, str)
)
