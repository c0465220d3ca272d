"""The documentation of the card-text grammar: one example of each sentence form the engine
reads (``EXAMPLES``; each is read in tests/engine/test_cardtext.py) and ``docs/card-text.md``
(``grammar_markdown``), written from the examples and the grammar file's sections."""

from __future__ import annotations

import re

from judgeapp.engine.dcg import (
    card_either,
    text_conjunctions,
    text_costs,
    text_de_digivolve_each,
    text_delay,
    text_descriptions,
    text_events,
    text_face_down_cost,
    text_group,
    text_has,
    text_has_effect,
    text_lead_play,
    text_pay_and_place,
    text_reveal_picks,
    text_reveal_play,
    text_statics,
    text_tamer_stack,
    text_tamers,
    text_this_with,
    text_trigger_subjects,
    text_would_own,
)
from judgeapp.engine.dcg.keyword_text import GAINABLE, GIVEN_AS_EFFECTS
from judgeapp.engine.dcg.text_grammar import GRAMMAR_FILE
from judgeapp.engine.dcg.text_layout import TIMINGS, title

# One example of each sentence form the engine reads (docs/card-text.md, and each is read in
# tests/engine/test_cardtext.py).
EXAMPLES: tuple[tuple[str, str], ...] = (
    ('draw',
     '<Draw 1>.'),
    ('de-digivolve',
     "<De-Digivolve 1> 1 of your opponent's Digimon."),
    ("de-digivolve with its reminder after the target ('on' before it: EX5's wording)",
     "<De-Digivolve 1> 1 of your opponent's Digimon (Trash the top card. You can't trash past "
     'level 3 cards).'),
    ('trash top stacked card',
     "[All Turns] When this Digimon would be deleted, by trashing this Digimon's top "
     "stacked card, it isn't deleted."),
    ("'When this Digimon would leave the battle area [other than by your effects | by an "
     "opponent's effect | other than in battle | by effects], [if ...,] by <cost>, it doesn't "
     "leave / prevent it [from leaving]' (a deletion, a return to the hand or deck, a placing "
     "in security: CR 4.2 15-8-5; each activates once until its cause is resolved, 15-8-5-4)",
     "[All Turns] [Once Per Turn] When this Digimon would leave the battle area other than by "
     "one of your effects, by deleting 1 of your other Digimon with the [D-Brigade] trait, "
     "prevent it from leaving."),
    ("'When this Digimon would leave the battle area / would be deleted [cause], you may "
     "<action>': an immediate-type effect that doesn't prevent it (CR 4.2 15-8-5-2); 'play N "
     "... from its / this Digimon's digivolution cards' (before it leaves: official Q&A "
     "Q2391)",
     "[All Turns] When this Digimon would leave the battle area, you may play 1 [Vemmon] from "
     "its digivolution cards without paying the cost."),
    ("'by deleting 1 other Digimon ...' (no player named: either player's, official Q&A "
     "Q2307)",
     "[All Turns] When this Digimon would be deleted, by deleting 1 other Digimon with "
     "[Sukamon] in its name, prevent that deletion."),
    ('save',
     '[On Deletion] <Save>.'),
    ('blitz',
     '[On Play] <Blitz>.'),
    ('place this card in the battle area',
     '[Main] Place this card in your battle area.'),
    ("[Security] place this card in its owner's battle area ('in'/'into'; 'your'/'the'/"
     "\"its owner's\")",
     "[Security] Place this card in its owner's battle area."),
    ("[Security] add this card to its owner's hand (the checked card: CR 4.2 13-1-8-4)",
     "[Security] Add this card to its owner's hand."),
    ("[Security] activate this card's [Main] effect(s) (no color requirement: CR 4.2 4-22-5)",
     "[Security] Activate this card's [Main] effects."),
    ("an Option's color requirements ignored, under a condition (first in the box; CR 4.2 4-22)",
     "While you have no face-up security cards, you can ignore this card's color "
     "requirements. [Main] <Draw 1>."),
    ("an Option used without meeting its color requirements",
     "While you have a Digimon or Tamer with the [CS] trait on the field, you may use this "
     "card without meeting its color requirements. [Main] <Draw 1>."),
    ("'[You may] activate 1 of the effects below' and the bulleted effects (the player picks "
     "one: CR 4.2 15-15-7-1)",
     "[When Digivolving] You may activate 1 of the effects below. ・Gain 1 memory. "
     "・<Draw 1>."),
    ("'If ..., activate all of the effects below instead' (all of them, in the order the "
     "player chooses: CR 4.2 15-15-7-2)",
     "[When Attacking] Activate 1 of the effects below. If you have a Tamer, activate all of "
     "the effects below instead. ・Gain 1 memory. ・<Draw 1>."),
    ("<Delay> after a condition or a trigger ('If ..., <Delay>', 'When ..., <Delay>'; "
     "'<Delay>.' with a period)",
     "[Your Turn] When one of your Digimon attacks, <Delay>. ・Gain 1 memory."),
    ("another color meets a one-color Option's color requirements",
     "Yellow also meets this card's color requirements. [Main] <Draw 1>."),
    ('trash any digivolution cards',
     '[All Turns] When this Digimon would be deleted, by trashing any 2 of its '
     "digivolution cards, it isn't deleted."),
    ('trash top security card',
     'By trashing your top security card, <Draw 1>.'),
    ('recovery',
     '<Recovery +1 (Deck)>.'),
    ("'Trigger <keyword>' (the first sets' wording of <Draw>, <Recovery>, <De-Digivolve>)",
     "[Main] Trigger <De-Digivolve 1> on 1 of your opponent's Digimon."),
    ("'At the end of the battle, play this card' (a Security Digimon's [Security] effect)",
     '[Security] At the end of the battle, play this card without paying its memory cost.'),
    ("'At the end of the battle, <effect>. [Then, ...]' (a Security Digimon's [Security] "
     "effect, all its sentences processed when the battle ends: official Q&A Q1448, Q4846)",
     "[Security] At the end of the battle, <Draw 2>. Then, add this card to its owner's "
     "hand."),
    ("'At the end of the battle, [if ...,] you may <action>' / 'At the end of the battle, if "
     "..., <action>' (the condition checked when the battle ends: official Q&A Q3211)",
     "[Security] At the end of the battle, if you have 3 or fewer security cards, <Recovery +1 "
     "(Deck)>."),
    ("'At the next end of your opponent's turn, return it to the hand / delete it' (the Digimon "
     "the effect played: pending processing, CR 18-1)",
     '[Start of Your Main Phase] You may play 1 [Hawkmon] or [Salamon] from your hand without '
     "paying the cost. At the next end of your opponent's turn, return it to the hand."),
    ('trash the top cards of the deck (as many as there are)',
     '[When Digivolving] Trash the top 3 cards of your deck.'),
    ("place the top card of the deck in security (face down; 'face up' if printed)",
     'Place the top card of your deck as the bottom security card.'),
    ("place 1 Digimon in security ('1 of ...' or 'this Digimon'; face down; 'face up' if "
     "printed; a Token leaves the game)",
     "Place 1 of your opponent's 6000 DP or lower Digimon as the top security card."),
    ('gain memory',
     'Gain 1 memory.'),
    ('lose memory',
     'Lose 2 memory.'),
    ('opponent memory',
     'Your opponent loses 1 memory.'),
    ('set memory',
     'If you have 2 or less memory, set your memory to 3.'),
    ('delete',
     "Delete 1 of your opponent's Digimon with 4000 DP or less."),
    ("a level, 'level N or higher', a play cost (a card without one never fits: Q&A Q2386)",
     "Delete 1 of your opponent's level 5 or higher Digimon with a play cost of 7 or less."),
    ("the lowest/highest level, DP or play cost (every tie; only cards that have it)",
     "Delete all of your opponent's Digimon with the highest play cost."),
    ("DP compared with this Digimon's when the effect is processed (CR 4.2 15-8-3-7)",
     "Delete 1 of your opponent's Digimon with as much or less DP as this Digimon."),
    ("a Digimon with (or without) a keyword it has, printed, inherited or gained (CR 4.2 "
     "15-1-7)",
     "Delete 1 of your opponent's Digimon with <Blocker>. Suspend all of your opponent's "
     "Digimon without <Blocker>."),
    ("'Your opponent's Digimon ...' without a count (all of them); 'with N or fewer/more "
     "digivolution cards', 'with digivolution cards'",
     "Your opponent's Digimon with 1 or fewer digivolution cards can't attack for the turn."),
    ("digivolution cards compared with this Digimon's when the effect is processed",
     "Return 1 of your opponent's Digimon with as many or fewer digivolution cards as this "
     "Digimon to their hand."),
    ("cards by exact name (CR 4.2 2-3-1-2) and '[X] trait Digimon'",
     "[On Play] All of your [Marcus Damon] get +3000 DP for the turn. 1 of your [Royal "
     "Knight] trait Digimon gets +1000 DP for the turn."),
    ("Security Digimon (CR 4.2 15-1-8; 'all of' only, +/-N DP only)",
     "[Main] All of your opponent's Security Digimon get -5000 DP for the turn."),
    ("deletion up to a total DP or play cost (at least 1 chosen: CR 4.2 1-3-6; also 'Delete "
     "up to N DP total worth of ...')",
     "Choose any number of your opponent's Digimon whose total DP adds up to 8000 or less and "
     "delete them."),
    ("a card from the hand or the trash; '[A]/[B]' means '[A] or [B]' (CR 4.2 4-24-1)",
     "You may play 1 [Agumon]/[Gabumon] from your hand or trash without paying the cost."),
    ("a card description's color before its level, and its printed DP",
     "You may play 1 purple level 3 Digimon card with 3000 DP or less from your trash "
     "without paying the cost."),
    ("'play cost N or lower' before a card description",
     "You may play 1 play cost 4 or lower [Dragon] trait card from your trash without paying "
     "the cost."),
    ("'[A] or [B] in one of its traits': a trait that includes the text (CR 4.2 2-3-2-4)",
     "Suspend 1 of your opponent's Digimon with [Dragon] or [Bird] in one of its traits."),
    ("'in one of its traits' with an exclusion: ', other than [X],' / '(other than [X])' (a "
     "trait that is [X] does not count: official Q&A Q2059, Q2115)",
     "Return 1 Digimon card with [Avian]/[Bird]/[Beast]/[Animal]/[Sovereign] in one of its "
     "traits (other than [Sea Animal]) from your trash to the hand."),
    ("'with [A]/[B] in its text' of a Digimon or Tamer in play, in 'you have a Digimon with "
     "[X] in its text' and 'this Digimon has [A]/[B] in its text' (its printed text includes "
     "one: official Q&A Q6051)",
     "[Main] If you have a Digimon with [Pulsemon] in its text, unsuspend 1 of your Digimon "
     "with [Dracomon]/[Examon] in its text."),
    ("'[A] or [B] in its traits' (not settled: CR 4.2 2-3-2-3 'the [X] trait' matches, 2-3-2-4 "
     "'in any of its traits' includes): both readings for each card asked about; where they "
     "differ the run stops with an unmodelled step naming the card and trait",
     "Suspend 1 of your opponent's Digimon with [Dragon] or [Bird] in its traits."),
    ('DP change',
     '1 of your Digimon gets +3000 DP for the turn.'),
    ('DP change (duration first)',
     "Until the end of your opponent's turn, 1 of your opponent's Digimon gets -2000 "
     'DP.'),
    ('gain keyword',
     '1 of your Digimon gains <Piercing> for the turn.'),
    ("'give <target> <keywords> [duration]' (the target gains them)",
     "[On Play] Give 2 of your opponent's Digimon <Security A. -1> until their turn ends."),
    ("can't attack/block",
     "1 of your opponent's Digimon can't attack or block until the end of your "
     "opponent's turn."),
    ("<target> can't suspend [duration] (no attack declaration, CR 4.2 11-2-5; no block, "
     "12-1-7-1; no effect or 'by suspending' cost suspends it, 1-3-2, official Q&A Q3585)",
     "[On Play] 1 of your opponent's Digimon or Tamers can't suspend until their turn ends."),
    ("<target> can't digivolve [duration] (no digivolution of any kind: by an effect, DNA "
     "(official Q&A Q3420, Q5256), Burst, App Fusion; placing a card under it isn't one, Q2323)",
     "1 of your opponent's Digimon can't digivolve until their turn ends."),
    ("<target> can't attack [your opponent's] Digimon [duration] (it may attack the player "
     "only); 'cannot <restriction>', 'can't be deleted by battle', 'can't be unsuspended' (the "
     "same restrictions)",
     "1 of your opponent's Digimon can't attack your opponent's Digimon until the end of their "
     "turn."),
    ("<target> can't activate [<timing>] effects [duration] (its effects of that timing "
     "don't activate, CR 4.2 15-1-3); 'can't suspend or activate [When Digivolving] effects' "
     "(both)",
     "Until your opponent's turn ends, 1 of their Digimon can't activate [When Digivolving] "
     "effects."),
    ("'your opponent's / their Digimon effects don't affect <target>', '<duration>, <target> "
     "isn't affected by ...', 'the effects your opponent's Digimon' (wordings of 'isn't "
     "affected by')",
     "Your opponent's Digimon effects don't affect 1 of your Digimon until their turn ends."),
    ("'<target> and <target> can't <restriction> [duration]' (one restriction on each, in the "
     "printed order, CR 4.2 15-1-2); 'until your turn ends'",
     "1 of your opponent's Digimon and 1 of their Tamers can't suspend until their turn ends."),
    ("'<target> can't <restriction> and [it] gets +/-N DP [duration]' (one Digimon chosen, "
     "both changes)",
     "Until the end of your opponent's turn, 1 of their Digimon can't activate [When "
     "Digivolving] effects and gets -3000 DP."),
    ("'[<duration>,] your opponent's / their effects can't return <target> to hands or decks "
     "[duration]' (as 'can't be returned to hands or decks by your opponent's effects')",
     "Your opponent's effects can't return 1 of your Digimon to hands or decks until their "
     "turn ends."),
    ("'[<duration>,] <who> don't affect <target>[,] and it gets +N DP [duration]' (one Digimon "
     "chosen, both changes)",
     "Until your opponent's turn ends, their Digimon's effects don't affect 1 of your Digimon "
     "and it gets +3000 DP."),
    ("'[<duration>,] none of <owner> <description> can <restriction> [duration]' (all of them, "
     "re-evaluated as the board changes: CR 4.2 15-11-2-3-2, 15-11-2-3-3)",
     "[On Play] None of your opponent's Digimon with no digivolution cards can suspend until "
     "the end of their turn."),
    ('suspend',
     "Suspend 1 of your opponent's Digimon."),
    ("suspend either player's Digimon (no player named; also 'unsuspend' and 'delete': "
     "official Q&A Q844, Q2665)",
     'You may suspend 1 Digimon.'),
    ("'you have [A]/[B]' (either name, CR 4.2 2-3-1-2)",
     '[Start of Your Main Phase] If you have [Henry Wong]/[Calumon], gain 1 memory.'),
    ('Tamer count',
     'If you have 1 or fewer Tamers, you may play 1 [Henry Wong] from your hand without '
     'paying the cost.'),
    ("a Digimon or Tamer of a color, with a trait, 'in play'",
     'If you have a red Tamer in play, delete 1 of your opponent\'s Digimon with 3000 DP or '
     'less.'),
    ("opponent's Digimon by state or digivolution cards ('a', 'no', 'N or more')",
     'While your opponent has no unsuspended Digimon, this Digimon gets +2000 DP.'),
    ("opponent's Digimon, memory, hand count",
     'If your opponent has 2 or more Digimon in play, <Draw 1>.'),
    ("this Digimon: suspended, a name part, a trait ('the [A]/[B] trait'), its text, a "
     "keyword (printed or gained), 'N or more colors' (its top card: official Q&A Q4076)",
     '[When Attacking] If this Digimon has [Greymon] or [Omnimon] in its name, <Draw 1>.'),
    ("this Digimon has a <Blitz> or <Digi-Burst> effect (its own or inherited: CR 4.2 15-3-2; "
     "official Q&A Q1404)",
     "[When Attacking] [Once Per Turn] If this Digimon has <Blitz>, trigger <Draw 1>."),
    ("this Digimon has a keyword or an icon in its text",
     '[When Attacking] If this Digimon has <Save> in its text, <Draw 1>.'),
    ("cards in this Digimon's digivolution cards ('[A] or [B]', '[A]/[B]' by exact name: "
     "official Q&A Q1827; 'a Tamer card with the [X] trait'; 'this Digimon has [A] in its "
     "digivolution cards')",
     "[On Deletion] If [Myotismon]/[X Antibody] is in this Digimon's digivolution cards, "
     "<Draw 1>."),
    ("opponent's Digimon by level ('a level 6 or higher Digimon'), DP ('a Digimon with 6000 "
     "DP or less', not in 'while' conditions) or 'doesn't have a ...'",
     "[Start of Your Turn] If your opponent doesn't have a level 4 or lower Digimon in play, "
     "gain 2 memory."),
    ("counts: both players' security stacks together (official Q&A Q2287), your Tamers of a "
     "color, a Digimon with [X] in its name 'in play'; this Digimon's DP (not in 'while')",
     "[When Attacking] [Once Per Turn] If there're 6 or fewer total cards in both players' "
     "security stacks, <Draw 1>."),
    ("'if DigiXrosing [with N cards]' (the [On Play] of a DigiXros play that placed 1 or "
     "more, or exactly N, cards under the card: CR 4.2 7-2-2-9, 7-2-2-10)",
     "[On Play] Suspend 1 of your opponent's Digimon. Then, if DigiXrosing with 2 cards, "
     "<Draw 1>."),
    ("'if DNA digivolving' / 'when DNA digivolving' (the [When Digivolving] of a DNA "
     "digivolution: official Q&A Q3687)",
     "[When Digivolving] When DNA digivolving, you may play 1 [Dinobeemon] from your trash "
     "without paying the cost."),
    ("whose turn it is",
     "[On Deletion] If it's your turn, gain 1 memory."),
    ("a name you have or don't have ('[X]', 'a [X]', 'in play'; CR 4.2 15-6-3), another "
     "[suspended | color | level N] Digimon of yours, this Digimon's level or exact name",
     "[When Digivolving] If you don't have [Rika Nonaka], you may play 1 [Rika Nonaka] from "
     "your hand without paying the cost."),
    ("'there are N or more cards in your opponent's trash', 'your hand has N or fewer cards'",
     "[On Play] If there are 10 or more cards in your opponent's trash, <Draw 1>."),
    ('unsuspend',
     'Unsuspend this Digimon.'),
    ("'<target> unsuspends' (the Digimon printed first; CR 15-7-2's own example)",
     '[When Attacking] [Once Per Turn] By trashing 1 card in your hand, this Digimon unsuspends.'),
    ('return to hand',
     "Return 1 of your opponent's level 4 or lower Digimon to the hand."),
    ('return to deck bottom',
     "Return 1 of your opponent's Digimon with 3000 DP or less to the bottom of the "
     'deck.'),
    ('trash digivolution cards',
     "Trash the top 2 digivolution cards of 1 of your opponent's Digimon."),
    ("trash this Digimon's top digivolution card",
     "Trash this Digimon's top digivolution card."),
    ("trash the bottom digivolution cards (as many as it has, if fewer; 'the top "
     "digivolution card' likewise)",
     "Trash the bottom digivolution card of 1 of your opponent's Digimon."),
    ('trash digivolution cards from the bottom',
     "Trash 2 digivolution cards from the bottom of 1 of your opponent's Digimon."),
    ("trash up to N digivolution cards from the bottom (1 to N of each Digimon, the player's "
     "choice, CR 4.2 15-10-2-2; not as a 'by' cost)",
     "Trash up to 2 digivolution cards from the bottom of 1 of your opponent's Digimon."),
    ('trash digivolution cards the player picks (of 1 Digimon)',
     "Trash any 1 digivolution card of 1 of your opponent's Digimon."),
    ("trash digivolution cards the player picks among all of the opponent's Digimon",
     "Trash any 2 digivolution cards from your opponent's Digimon."),
    ('trash from hand',
     'By trashing 1 card with [Knightmon] in its text in your hand, <Draw 2>.'),
    ('return from trash to hand',
     'Return 1 card with [Garurumon], [Greymon] or [Omnimon] in its name from your '
     'trash to the hand.'),
    ('play without paying',
     'You may play up to 2 Digimon cards with different colors from your hand without '
     'paying the cost.'),
    ('play this card',
     '[Security] Play this card without paying the cost.'),
    ("isn't affected by effects",
     "1 of your Digimon isn't affected by your opponent's effects until the end of "
     "your opponent's turn."),
    ("effects don't affect (duration first)",
     "Until your opponent's turn ends, their Digimon's effects don't affect 1 of your "
     'Digimon.'),
    ("effects don't affect",
     "Your opponent's effects don't affect this Digimon for the turn."),
    ('switch the attack target',
     "[Opponent's Turn] When an opponent's Digimon attacks, by suspending this Tamer, "
     'switch the target of attack to 1 of your suspended Digimon with the [Insectoid] '
     'trait.'),
    ("change the attack target to this Digimon (never to the current target)",
     "[Opponent's Turn] [Once Per Turn] When one of your opponent's Digimon attacks, you may "
     'change the attack target to this Digimon.'),
    ("'When this Digimon attacks a player/an opponent's Digimon' after [When Attacking] (the "
     "target as declared: official Q&A Q996)",
     '[When Attacking] When this Digimon attacks a player, gain 1 memory.'),
    ("event triggers 'When <subject> <event>': attacks [a player], is blocked, is deleted "
     "[by dropping to 0 DP] (one of your [other] Digimon, an opponent's), becomes suspended / "
     "suspends, becomes unsuspended [during your main/unsuspend phase]",
     '[Your Turn] When this Digimon is blocked, gain 3 memory.'),
    ("qualified subjects: 'When one of your [other] / one of your opponent's / an opponent's / "
     "a <qualifiers> Digimon or Tamer attacks, is deleted, suspends, becomes unsuspended' "
     "(qualifiers as for targets: color, level, traits, name parts, DP...; a deleted Digimon "
     "is checked on its cards only: DP, state and keywords are refused); 'When another "
     "Digimon is deleted'",
     '[Your Turn] When one of your red Digimon with [Greymon] in its name attacks, <Draw 1>.'),
    ("'When you play <card> [by an effect]' / 'When an opponent plays <card>' (a, an, another; "
     "the card qualified as a target is: color, level, traits, name parts...), 'When one of "
     "your [other] / an opponent's <qualified> Digimon is played'",
     '[Your Turn] [Once Per Turn] When you play a level 3 yellow Digimon, <Draw 1>.'),
    ("'When one of your [other] Digimon digivolves into <card>' / 'When any of your [other] "
     "Digimon digivolve into <card>' (a qualified card or '[A] or [B]': the Digimon, once "
     "digivolved, fits); 'When any of your <qualified> Digimon/Tamers are played'",
     '[All Turns] When any of your Digimon digivolve into a green Digimon, <Draw 1>.'),
    ("'it' / 'that Digimon' after a trigger naming another Digimon (attacks, is played, "
     "digivolves, suspends, becomes unsuspended): that Digimon, while it is in play",
     '[Your Turn] [Once Per Turn] When one of your other Digimon digivolves, you may unsuspend '
     'it.'),
    ("overwrite processing (CR 4.2 18-2): 'If ..., <action> instead.' / 'If ..., instead "
     "<action>.' (mandatory) / 'If ..., you may <action> instead.' (the player chooses): when "
     "the condition holds, it is processed in place of the sentence before it",
     "[Main] Delete 1 of your opponent's Digimon with 5000 DP or less. If you have a red Tamer "
     "in play, delete 1 of your opponent's Digimon with 8000 DP or less instead."),
    ("'When an attack target is switched' / 'When attack targets change' (any attack; a block "
     "switches it too: official Q&A Q808), 'When this Digimon's attack target is switched'",
     '[All Turns] [Once Per Turn] When an attack target is switched, gain 1 memory.'),
    ("'When an attack target is changed', 'When this Digimon's attack target changes' (the "
     "same events as '... is switched')",
     "[Your Turn] [Once Per Turn] When this Digimon's attack target changes, this Digimon "
     "unsuspends."),
    ("'Your opponent attacks with the chosen Digimon' (right after '[You may] choose 1 of your "
     "opponent's Digimon'; they must attack if it can: official Q&A Q2318, Q4919)",
     "[End of Opponent's Turn] Choose 1 of your opponent's Digimon. Your opponent attacks with "
     "the chosen Digimon."),
    ("'This Digimon may battle 1 of your opponent's Digimon' (a battle, no attack: official "
     "Q&A Q6342, Q6343)",
     "[When Digivolving] This Digimon may battle 1 of your opponent's Digimon."),
    ("'When an opponent's Digimon is deleted in battle', 'When your opponent's Digimon / other "
     "Digimon are deleted in battle' (a battle's loser, against a Security Digimon too: "
     "official Q&A Q4219, Q2988)",
     "[All Turns] [Once Per Turn] When other Digimon are deleted in battle, this Digimon may "
     "unsuspend."),
    ("'This Digimon may also attack / 1 of your Digimon can attack your opponent's unsuspended "
     "Digimon for the turn' (a lasting permission, CR 4.2 11-2-7-1 and 1-3-1)",
     "[When Digivolving] This Digimon may also attack your opponent's unsuspended Digimon for "
     "the turn."),
    ("'When one of your opponent's level 3 Digimon is moved from their breeding area to their "
     "battle area' (as '... moves from the breeding area to the battle area': CR 4.2 4-17-1)",
     "[Opponent's Turn] When one of your opponent's level 3 Digimon is moved from their "
     "breeding area to their battle area, gain 2 memory."),
    ("'That Digimon / 1 of your Digimon ... attacks a player' (a forced attack on the opponent, "
     "if it can: official Q&A Q3141)",
     "[End of Your Turn] By suspending this Tamer, 1 of your Digimon with the [Dark Dragon] "
     "trait attacks a player."),
    ("'When an opponent's Digimon is deleted in battle or by having 0 DP' (either deletion: a "
     "battle's loser, or the rule check at 0 DP)",
     "[All Turns] [Once Per Turn] When an opponent's Digimon is deleted in battle or by having 0 "
     "DP, gain 2 memory."),
    ("'until the end of the turn' (as 'for the turn')",
     "[All Turns] [Once Per Turn] When an attack target is switched, this Digimon gets +1000 "
     "DP until the end of the turn."),
    ("'When this Digimon becomes unsuspended during your main phase' (the phase it happens in)",
     '[Your Turn] [Once Per Turn] When this Digimon becomes unsuspended during your main phase, '
     'it gets +1000 DP for the turn.'),
    ("'When this Digimon deletes an opponent's Digimon in battle [and survives]' (never a "
     "Security Digimon: it isn't deleted)",
     "[Your Turn] When this Digimon deletes an opponent's Digimon in battle and survives, gain 1 "
     'memory.'),
    ("'When an effect suspends ...' (an effect, keyword effects included; not the rules' "
     "suspending by an attack or a block)",
     '[Your Turn] [Once Per Turn] When an effect suspends one of your Digimon, <Draw 1>.'),
    ('end the attack',
     "[Opponent's Turn] When an opponent's Digimon attacks, by trashing 1 card in your"
     ' hand, end the attack.'),
    ('activate [Main]',
     "[Security] Activate this card's [Main] effect."),
    ("reveal the top of the deck, add among them, place the rest ('among them' and 'the "
     "rest' bound to the reveal; the rest: 'at the bottom of your/the deck in any order', "
     "'return the rest to the bottom of the deck', 'trash the rest/remaining cards')",
     '[On Play] Reveal the top 3 cards of your deck. Add 1 [Blue Flare] trait card among '
     'them to the hand. Place the remaining cards at the bottom of your deck in any order.'),
    ("add several descriptions among them (as many cards as possible; a card fitting two "
     "counts for one)",
     '[On Play] Reveal the top 3 cards of your deck. Add 1 card with the [Light Fang] trait and '
     '1 card with the [Night Claw]/[Galaxy] trait among them to the hand. Return the rest to '
     'the bottom of the deck.'),
    ('play among them (the rest also: at the top of the deck, or the top or bottom: the '
     "player's choice)",
     '[On Deletion] Reveal the top 3 cards of your deck. You may play 1 [Chuumon] among them '
     'without paying its memory cost. Return the rest to the top or bottom of the deck.'),
    ("a card's own play cost reduction, printed first without a timing (immediate-type, in "
     "the hand; the cost offered is the reduced one; never below 0; also with DigiXros)",
     'When you would play this card from your hand, if you have a green Digimon in play, '
     'reduce its play cost by 1.'),
    ("a card's own play cost reduction 'by' a cost (optional; performed without asking when "
     "only the reduced cost can be paid, CR 4.2 1-3-11-3; a cost not paid reduces nothing, and "
     "a card whose cost can't be paid then stays in the hand, 7-1-2-3)",
     'When you would play this card, by deleting 1 of your level 3 Digimon, reduce the play '
     'cost by 4.'),
    ("a card in play reducing the play cost of its owner's cards ('When any [of your] ... "
     "would be played [from your hand]', 'When you would play a ...', 'When [A] or [B] would "
     "be played'; [by <cost>,] reduce the play cost by N: immediate-type, after the card's "
     "own; official Q&A Q4463: two of them reduce by the sum)",
     "[Your Turn] When any Digimon cards with the [ADVENTURE] trait would be played from your "
     "hand, by suspending this Tamer, reduce the play cost by 1."),
    ("a card's own reduction of a digivolution into it from the hand ('When one of your [A] or "
     "[B] would digivolve into this card in your hand' / '... Digimon with a Tamer card in its "
     "digivolution cards digivolves into this card ...'; in the battle area only, official Q&A "
     "Q1067)",
     "When one of your [Paildramon] or [Dinobeemon] would digivolve into this card in your "
     "hand, reduce the memory cost of the digivolution by 2."),
    ("an Option's own use cost reduction ('When you would use this card' / 'When this card "
     "would be used'; CR 4.2 9-1-6: the cost to pay, not the use cost itself, official Q&A "
     "Q1501, Q1957)",
     'When you would use this card, if you have a red Tamer in play, reduce the cost by 1.'),
    ("play a digivolution card under this card as another Digimon (a Digimon card only; it "
     "enters unsuspended, a new Digimon)",
     '[When Attacking] Play 1 level 4 or lower digivolution card under this card as another '
     'Digimon without paying its memory cost.'),
    ("play a Token (described by its reminder, here or after the sentence: color, DP, level, "
     "cost, traits, keywords; a Token with other effects is refused)",
     '[On Play] You may play 1 [Kotenken] Token. (Digimon/Black/9000 DP/<Blocker>)'),
    ("play suspended (the played Digimon enters the battle area suspended)",
     '[On Deletion] You may play 1 [Agumon] from your trash suspended without paying its memory '
     'cost.'),
    ("digivolve by an effect (the requirements met; the cost paid, not paid, or reduced, "
     "never below 0)",
     '[When Attacking] 1 of your other Digimon may digivolve into a Digimon card with the [WG] '
     'trait in the hand with the digivolution cost reduced by 1.'),
    ("digivolve by an effect ignoring the requirements (CR 4.2 8-1-2-2: for nothing or for "
     "the printed cost; 'can' for 'may', 'from your hand' for 'in the hand' also read)",
     '[When Attacking] This Digimon can digivolve into an [AncientGreymon] in your hand for a '
     'memory cost of 2, ignoring its digivolution requirements.'),
    ("'When it would digivolve by this effect, reduce the cost by N' (the digivolution of the "
     "sentence before, for the cost)",
     '[Main] 1 of your Digimon may digivolve into a red Digimon card in your hand for its '
     'digivolution cost. When it would digivolve by this effect, reduce the cost by 2.'),
    ("DNA digivolve by an effect ('1 of your Digimon may ...' or '2 of your Digimon may ...' "
     "(the two a DNA digivolution takes), 'This Digimon and any of your "
     "other Digimon may ...', 'You may DNA digivolve this Digimon and one of your other Digimon "
     "[in play] ...': a DNA requirement met, its cost paid)",
     '[End of Your Turn] This Digimon and any of your other Digimon may DNA digivolve into a '
     'Digimon card in the hand.'),
    ("link by an effect ([up to] N cards with <Link> from your hand, your trash or this "
     "Digimon's digivolution cards, to this Digimon or 1 of your Digimon that meets a link "
     "requirement, without paying the cost or with the [link] cost reduced by N; 'with' for "
     "'to' also read; an Option's 'link this card to 1 of your Digimon [on the field]': the "
     "breeding area too, Q5707; CR 4.2 10-1-3, official Q&A Q4533)",
     "[When Digivolving] You may link 1 level 4 or lower Digimon card from your hand or this "
     "Digimon's digivolution cards to this Digimon without paying the cost."),
    ("<Mind Link> [with|to] 1 of your Digimon <description> (this Tamer becomes the bottom "
     "digivolution card of a Digimon with no Tamer card among its digivolution cards, not a "
     "Token; mandatory: CR 4.2 16-28, 4-21-3)",
     "[Main] <Mind Link> with 1 of your Digimon with the [Dark Animal] or [SoC] trait."),
    ("a Digimon's own digivolution cost reduction (immediate-type, when the digivolution "
     "would occur; in the battle area only; never below 0; also for DNA digivolution)",
     '[Your Turn] When this Digimon would digivolve into a Digimon card with the [ACCEL] '
     'trait, reduce the digivolution cost by 1.'),
    ('reveal N cards from the top',
     '[On Play] Reveal 4 cards from the top of your deck. Add 1 Tamer card among them to '
     'your hand. Trash the rest.'),
)
# triggers about cards (card_events.py)
EXAMPLES += (
    ("[When Linking] (the card becomes a link card)",
     "[When Linking] 1 of your opponent's Digimon gets -2000 DP until their turn ends."),
    ("[When Moving] (out of the breeding area)",
     "[When Moving] [On Play] If you have 7 or fewer cards in your hand, <Draw 1>"),
    ("when this Digimon gets linked",
     "[Your Turn] [Once Per Turn] When this Digimon gets linked, <Draw 1>."),
    ("when [any of] your Digimon get linked",
     "[Your Turn] When any of your Digimon get linked, by suspending this Tamer, <Draw 1>."),
    ("when any of your Digimon get linked to a <card> (the link card fits)",
     "[Your Turn] When any of your Digimon get linked to a [Social], [Creation], [Navi] or "
     "[Tool] trait card, by suspending this Tamer, gain 1 memory."),
    ("when you use an Option card / Option cards [with a [use] cost of N or more]",
     "[Your Turn] [Once Per Turn] When you use an Option card with a cost of 2 or more, "
     "<Draw 1>."),
    ("when this card is trashed for <Digi-Burst> (only: return this card to its owner's hand)",
     "[Your Turn] When this card is trashed due to activating this Digimon's <Digi-Burst>, "
     "return this card to its owner's hand."),
    ("when a card is removed from your / your opponent's / a security stack (also 'when your "
     "[opponent's] security stack is removed from', 'when security stacks are removed from')",
     "[Your Turn] [Once Per Turn] When a card is removed from your opponent's security stack, "
     "<Draw 1>."),
    ("when one of your effects trashes a card in your hand (also 'when you trash a card in your "
     "hand using one of your effects', 'when an effect trashes a card in your hand', 'when your "
     "hand is trashed from')",
     "[Your Turn] [Once Per Turn] When one of your effects trashes a card in your hand, gain 1 "
     "memory."),
    ("when you play a [blue] Tamer / another Digimon [by an effect] / a Digimon by an effect; "
     "when an effect plays one of your / an opponent's Digimon; when an opponent plays a "
     "Digimon",
     "[Your Turn] [Once Per Turn] When you play a blue Tamer, gain 1 memory."),
    ("when a card is added to your security stack (also 'when your security stack is added "
     "to')",
     "[Your Turn] [Once Per Turn] When a card is added to your security stack, <Draw 1>."),
    ("when one of your [other] Digimon digivolves",
     "[Your Turn] [Once Per Turn] When one of your other Digimon digivolves, gain 1 memory."),
    ("when an effect adds a card / cards to your hand, or cards to your opponent's hand; when "
     "one of your Digimon's effects adds cards to your hand",
     "[Your Turn] [Once Per Turn] When an effect adds a card to your hand, this Digimon gets "
     "+1000 DP for the turn."),
    ("when any of your [other] Digimon / <color> Digimon or Tamers / [X] trait Digimon or "
     "Tamers are played",
     "[Your Turn] [Once Per Turn] When any of your [WG] trait Digimon are played, <Draw 1>."),
)

# what this effect deleted (text_deleted.py); "paying N cost"; the DP and a keyword in either order
EXAMPLES += (
    ("'if this effect didn't delete [your opponent's Digimon]' / 'if no [opponent's] Digimon "
     "was (is) deleted by this effect' / 'if an opponent's Digimon wasn't (isn't) deleted by "
     "this effect' / 'if this effect deleted' (after a 'delete' of the same effect: what it "
     "deleted; a Digimon it chose that was not deleted counts as not deleted)",
     "[When Digivolving] Delete 1 of your opponent's Digimon with 4000 DP or less. If this "
     "effect didn't delete, this Digimon gets +3000 DP for the turn."),
    ("'if this effect suspended / suspends your Digimon' / 'if this effect didn't suspend / "
     "return / trash / flip' / 'if this effect digivolved' / 'if digivolved by this effect' "
     "(after a 'suspend', a return to the hand or deck, 'trash the top N digivolution cards "
     "of', 'trash your opponent's top security card', 'flip' or 'digivolve into' of the same "
     "effect: what it did; one chosen that was already suspended isn't suspended by it, "
     "official Q&A Q845; text_effect_did.py)",
     "[Main] Suspend 1 Digimon. If this effect suspended your Digimon, return 1 of your "
     "opponent's suspended Digimon to the bottom of the deck. Then, unsuspend 1 Digimon."),
    ("'trash up to N <cards> in / from your hand' (1 to N: at least 1 once done, official "
     "Q&A Q3520, Q5096) and 'for each card trashed' / 'for each card this effect trashed' / "
     "'for each one' (after it: the cards it trashed; '<Draw 1> for each ...' too; "
     "text_effect_did.py)",
     "[When Digivolving] By trashing up to 3 cards in your hand, gain 1 memory for each card "
     "trashed."),
    ("'delete this Digimon at the end of the turn' (pending processing at this turn's end, CR "
     "4.2 18-1; not if set aside after that timing passed or it is no longer a Digimon, "
     "official Q&A Q2729, Q2731; verbs/this_turn_end.py)",
     "[When Digivolving] This Digimon may digivolve into [AncientGreymon] in the hand for a "
     "digivolution cost of 3, ignoring its digivolution requirements. If digivolved by this "
     "effect, delete this Digimon at the end of the turn."),
    ("'by paying N cost' (a cost paid with memory, CR 4.2 4-2-1)",
     "[When Attacking] By paying 1 cost, delete 1 of your opponent's Digimon with 3000 DP or "
     "less."),
    ("'gains <X> and [gets] +N DP' / 'gets +N DP and <X>' (one change, as 'gets +N DP and "
     "gains <X>')",
     "[On Play] [When Digivolving] This Digimon gains <Piercing> and +3000 DP for the turn."),
    ("'you may <cost> to give <target> +N DP' ('that Digimon': the attacker, after 'When one "
     "of your [...] Digimon attacks' only)",
     "[Your Turn] When one of your red Digimon attacks a player, you may suspend this Tamer to "
     "give that Digimon +2000 DP for the turn."),
    ("'until the end of your turn' (on the opponent's turn: until the end of the controller's "
     "coming turn)",
     "[On Play] [When Digivolving] 2 of your opponent's suspended Digimon get -8000 DP until "
     "the end of your turn."),
)


# attacks by an effect (text_attack.py, verbs/attack_by_effect.py)
EXAMPLES += (
    ("<who> may attack [a player / your opponent / an opponent's Digimon / your opponent's "
     "Digimon] [without suspending] (this Digimon, it, 1 of your Digimon: a normal attack, "
     "CR 4.2 11-2-7-1)",
     "[End of Your Turn] This Digimon may attack an opponent's Digimon."),
    ("add your top / bottom security card to the hand (also 'By adding ...,' as a cost; "
     "'... and <Recovery +1>', '... and place this card face up as the bottom security card')",
     "[On Play] Add your top security card to the hand. Then, <Recovery +1>"),
    ("trash the top N cards / the top card of both players' decks (each player's own)",
     "[When Attacking] [Once Per Turn] Trash the top card of both players' decks."),
    ("<target> is unblockable [for the turn] (official Q&A Q1203, Q1204; in a persistent "
     "effect also '<target> can't be blocked by your opponent's Digimon [with no digivolution "
     "cards]', Q891, Q1005)",
     "This Digimon is unblockable for the turn."),
    ("[for the turn,] this Digimon's attack target can't change / can't be switched [for the "
     "turn] (no block, no switching effect, no <Raid>: official Q&A Q2280, Q6081)",
     "For the turn, this Digimon's attack target can't be switched."),
    ("[Security] play this card without battling and without paying the cost (no battle "
     "follows: official Q&A Q1395)",
     "[Security] Play this card without battling and without paying the cost."),
    ("[Security] '<A>, and <B>': gain N memory / return ... from your trash to your hand, and "
     "add this card to the hand; suspend ..., and unsuspend ...",
     "[Security] Gain 1 memory, and add this card to its owner's hand."),
    ("'If you have N or fewer/more,' with the noun of the effect's earlier 'If you have N or "
     "more/less <security cards | memory | cards in your hand | cards in your trash>' "
     "(official Q&A Q2635)",
     "If you have 3 or more security cards, <Draw 1>. If you have 3 or fewer, gain 1 memory."),
    ("flip your opponent's top face-down security card face up (the topmost face-down one: "
     "official Q&A Q4370; also '... and <De-Digivolve N> ...')",
     "[When Digivolving] Flip your opponent's top face-down security card face-up."),
    ("search your security stack, then '[you may] add / play ... among them', 'if you added "
     "[a card | cards]', 'shuffle your security stack' (official Q&A Q2960)",
     "Search your security stack. You may add 1 card with [Leomon] in its name among them to "
     "the hand. If you added a card, <Recovery +1 (Deck)> Then, shuffle your security "
     "stack."),
    ("you may attack [...] with this Digimon [without suspending it]",
     "[When Digivolving] Suspend 1 of your opponent's Digimon. Then, you may attack your "
     "opponent's Digimon with this Digimon."),
)

# card descriptions joined with "or", color counts (card_either.py)
EXAMPLES += card_either.EXAMPLES
EXAMPLES += text_group.EXAMPLES
EXAMPLES += text_trigger_subjects.EXAMPLES  # plural trigger subjects
EXAMPLES += text_would_own.EXAMPLES  # interrupts for one's other Digimon

# playing by an effect, the reveal-play family (text_reveal_play.py)
EXAMPLES += text_reveal_play.EXAMPLES
EXAMPLES += text_reveal_picks.EXAMPLES

# description qualifiers (text_descriptions.py)
EXAMPLES += text_descriptions.EXAMPLES
EXAMPLES += text_has.EXAMPLES  # conditions on what a player has (text_has.py)
EXAMPLES += text_this_with.EXAMPLES  # "This Digimon with ..." (text_this_with.py)
EXAMPLES += text_tamers.EXAMPLES  # Tamers' colors, the Tamers family (text_tamers.py)
EXAMPLES += text_de_digivolve_each.EXAMPLES  # 'To <Digimon>, <De-Digivolve N> for each X'
EXAMPLES += text_lead_play.EXAMPLES  # 'From your trash and without paying the cost, ...'
EXAMPLES += text_face_down_cost.EXAMPLES  # this Digimon's bottom face-down card as a cost

# "has an [On Play] effect" (text_has_effect.py), the Legend-Arms cost (text_pay_and_place.py)
EXAMPLES += text_has_effect.EXAMPLES + text_pay_and_place.EXAMPLES
# the newer wordings of two read forms (text_stack.py, the grammar's dna_into)
EXAMPLES += (
    ("'When effects add to this Digimon's digivolution cards' (the wording of 'When an effect "
     "places a digivolution card under this Digimon'; links are not digivolution cards: "
     "official Q&A Q5894; a digivolution is not an effect placing: Q1504)",
     "[All Turns] [Once Per Turn] When effects add to this Digimon's digivolution cards, "
     "delete 1 of your opponent's Digimon with the lowest play cost."),
    ("'<target> and another of your Digimon may DNA digivolve into ...' (as 'one of your other "
     "Digimon')",
     "[End of Your Turn] This Digimon and another of your Digimon may DNA digivolve into a "
     "Digimon card in the hand."),
)
# the Digimon a DNA digivolution by the effect made (text_dna.py, verbs/dna_into.py, dna.py)
EXAMPLES += (
    ("'the / that DNA digivolved Digimon', 'the Digimon this effect DNA digivolved' (after "
     "'... may DNA digivolve into ...')",
     "[End of Your Turn] This Digimon and any of your other Digimon may DNA digivolve into a "
     "Digimon card with [Chaosmon] in its name in the hand. Then, the DNA digivolved Digimon "
     "may attack."),
    ("if this effect DNA digivolved",
     "[Main] 2 of your Digimon may DNA digivolve into a Digimon card in your hand. If this "
     "effect DNA digivolved, <Recovery +1 (Deck)>."),
)

# counting (text_count.py, counting.py, verbs/trash_opponent_security.py)
EXAMPLES += (
    ("trash your opponent's top security card / the top card | N cards of your opponent's "
     "security stack / N card(s) from the top of it (as many as there are: CR 4.2 1-3-2)",
     "[When Attacking] Trash the top card of your opponent's security stack."),
    ("'For each X, <action>' / '<action> for each X' (suspend, delete, return, trash the "
     "opponent's security cards, trash the top card(s) of your deck, gain memory; 'A and gain N "
     "memory': official Q&A Q5947): "
     "'1 of ...' for each X is X of them, cards from the top X times as many (CR 4.2 4-27-2, "
     "4-27-4); the count read once for the effect; 0 processes nothing (1-3-4)",
     "[When Digivolving] For each Tamer your opponent has in play, suspend 1 of your "
     "opponent's Digimon and gain 1 memory."),
    ("'<target> and all of <owner> Security Digimon get +/-N DP <duration>' (also 'and "
     "Security Digimon' with the first target's owner, and after 'For each X,'): both get it "
     "(CR 4.2 15-1-8)",
     "[Main] 1 of your opponent's Digimon and all of your opponent's Security Digimon get "
     "-3000 DP for the turn."),
    ("'For each X, add | remove N to | from <this effect's level / DP / play cost maximum | the "
     "maximum this DP-based deletion effect can delete | ...>' or 'If ..., add N to ...' right "
     "after the sentence it raises (delete, suspend, return, play, place in security: the "
     "manual's 'Placing Cards In Private Areas' example): its bound changed by N for "
     "each X (or once if the condition holds) when that sentence is processed",
     "[When Digivolving] Delete 1 of your opponent's Digimon with 6000 DP or less. For every "
     "Digimon your opponent has in play, add 2000 to the maximum this DP-based deletion effect "
     "can delete."),
    ("counts: 'of your [opponent's] [face-up] security cards', 'every N cards in this "
     "Digimon's digivolution cards', 'each of its digivolution cards', '... in play'",
     "[When Attacking] Gain 1 memory for every 2 cards in this Digimon's digivolution "
     "cards."),
    ("color counts, each different color once (official Q&A Q3209; a multicolor card has each "
     "of its colors, CR 4.2 2-4-3-1): 'color in this Digimon's / its digivolution cards' "
     "(face-down ones have none), '[N] colors your Tamers / Digimon have', 'of your Tamers' "
     "colors', 'color(s) in your opponent's trash', 'color of <owner> Digimon and Tamers', "
     "'colors your opponent's Digimon and Tamers have', 'of this Digimon's / its colors'",
     "[On Deletion] Trash the top card of your deck for each color of your opponent's Digimon "
     "and Tamers."),
    ("described cards counted in your trash or in this Digimon's digivolution cards (face-up "
     "ones): 'each Digimon card with [X] in its name', 'each card with the [X] trait', 'every "
     "2 [X] trait cards'",
     "[When Attacking] Gain 1 memory for each Digimon card with [Etemon] in its name in your "
     "trash."),
    ("'To <target>[,] give +/-N DP [duration] for each X' (the same change as '<target> gets "
     "+/-N DP ... for each X')",
     "[When Attacking] To 1 of your opponent's Digimon, give -2000 DP for the turn for each of "
     "your Digimon with the [Appmon] trait."),
    ("'Suspend <N of ...>, or <N of ...>': the player chooses which description the effect "
     "uses, never both (official Q&A Q982, Q983, Q4161)",
     "[Main] Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with 5000 DP "
     "or less."),
    ("targets 'with play costs of N or less' (either player's with no owner printed)",
     "[Main] Delete all Digimon with play costs of 7 or less."),
    ("counted Digimon or Tamers with qualifiers after the noun ('for each of your opponent's "
     "Digimon with no digivolution cards')",
     "[When Digivolving] Gain 1 memory for each of your opponent's Digimon with no "
     "digivolution cards."),
)
# effects granted by an effect (text_gain.py, verbs/gain_effect.py)
EXAMPLES += (
    ('<target> gain(s) "<effect>" [and "<effect>"] <duration> (each quoted effect a box of '
     "its own, read whole; trigger-type effects only, no [X Per Turn], no 'this card': "
     "CR 4.2 15-13, 15-15-2)",
     '[Main] 1 of your opponent\'s Digimon gains "[On Deletion] Lose 2 memory" until the end '
     "of their next turn."),
    ('<duration>, <target> gain(s) "<effect>"',
     "[On Play] Until the end of your opponent's turn, 1 of their Digimon gains \"[On "
     'Deletion] Lose 1 memory."'),
    ('<target> gain(s) the following effect <duration>: "<effect>"',
     '[Main] All of your Digimon gain the following effect for the turn: "[When Attacking] 1 '
     'of your opponent\'s Digimon gets -2000 DP for the turn."'),
    ('[<duration>,] <target> get(s) +/-N DP and gain(s) "<effect>" [<duration>]',
     "[On Play] Until the end of your opponent's turn, 1 of their Digimon gets -3000 DP and "
     'gains "[On Deletion] Lose 1 memory."'),
    ("<target> gains <Raid> / <Alliance> / <Execute> / <Vortex> [and <X>] [and +N DP] "
     "<duration> (the keyword's own effect, gained: official Q&A Q825)",
     "[Main] [Once Per Turn] 1 of your Digimon gains <Alliance> for the turn."),
    ('<target> gains <X>[, <Y>] and "<effect>" / give <target> <X> and "<effect>" / <target> '
     'gets +N DP and "<effect>" [<duration>]',
     '[Main] 1 of your Digimon gets +2000 DP and "[When Attacking] Return 1 of your '
     "opponent's level 3 Digimon to its owner's hand. Trash all of the digivolution cards of "
     'that Digimon" for the turn.'),
    ("[<duration>,] <target> gains <X> [and <Y>] and [gets] +N DP [<duration>]",
     "[Main] For the turn, 1 of your Digimon gains <Raid> and <Piercing> and gets +4000 DP."),
    ('[<duration>,] give <target> "<effect>" [<duration>] (the target gains it)',
     '[Main] By trashing 1 card in your hand, give 1 of your opponent\'s Digimon "[On '
     'Deletion] Lose 1 memory." until the end of their turn.'),
    ("this Digimon attacks / attack with this Digimon (it attacks if it can, the player "
     "choosing the target; official Q&A Q2198, Q2244)",
     '[Main] Until the end of your opponent\'s turn, 1 of your opponent\'s Digimon gains '
     '"[Start of Your Main Phase] Attack with this Digimon."'),
    ("any [On Play] effects on Digimon / the Digimon / the Tamer played with / by this effect "
     "don't activate (after a "
     "'play ... from your hand / trash' sentence of the effect: its played Digimon's [On Play] "
     "effects are taken off before they activate, CR 4.2 1-3-1, 15-4-4-1)",
     "[Main] Play 1 level 5 purple Digimon card from your trash without paying its memory "
     "cost. Any [On Play] effects on Digimon played with this effect don't activate."),
)
# event triggers (text_events.py)
EXAMPLES += text_events.EXAMPLES

# conditions and static effects (text_statics.py)
EXAMPLES += text_statics.EXAMPLES

# conditions joined by "and" / "or" (text_conjunctions.py)
EXAMPLES += text_conjunctions.EXAMPLES
EXAMPLES += text_delay.EXAMPLES

# cards under Tamers (text_tamer_stack.py)
EXAMPLES += text_tamer_stack.EXAMPLES

# playing, using and digivolving by effects and their costs (text_costs.py)
EXAMPLES += text_costs.EXAMPLES


def grammar_markdown() -> str:
    """docs/card-text.md: what the engine reads, the grammar section by section, examples."""
    lines = [
        "# Card text the engine reads",
        "",
        "Generated from `judgeapp/engine/dcg/text_grammar.lark` and "
        "`judgeapp/engine/dcg/text_docs.py` (`python -m judgeapp.engine.dcg.text_docs > "
        "docs/card-text.md`).",
        "",
        "A text box is read by the grammar below (lark, LALR(1) in strict mode: the grammar "
        "has no conflict, so no text has two readings) into the typed reading of "
        "`text_ir.py`, which `text_lower.py` turns into the effects the engine executes. "
        "`text_render.py` writes a reading back; a real card counts as read whole "
        "(`judgeapp cards coverage`) only if that gives back its text (compared case-folded, "
        "spaces around punctuation ignored). Anything else is refused with a `CardTextError` "
        "quoting the sentence and the word where reading stopped, or, for a form the grammar "
        "reads but the engine does not execute yet, the reason. How to add a sentence form: "
        "docs/engine.md, \"Adding a sentence form\".",
        "",
        "## Timings",
        "",
        ", ".join(f"`[{title(t)}]`" for t in TIMINGS.values())
        + ", icons `[Once Per Turn]`, `[Twice Per Turn]`. Inherited effects are the "
        "`inherited:` text of a card; `[Security]` effects its `security:` text.",
        "",
        "## Keywords a card can have",
        "",
        "`<Blocker>`, `<Jamming>`, `<Piercing>`, `<Rush>`, `<Reboot>`, `<Retaliation>`, "
        "`<Iceclad>`, `<Collision>`, `<Security A. +X>` / `<Security A. -X>` (also in "
        "`gains <...>` actions); `<Raid>` (a 'when this Digimon attacks' trigger); "
        "`<Alliance>` (also a 'when this Digimon attacks' trigger); "
        "`<Fortitude>` (an [On Deletion] that needs digivolution cards); `<Progress>`; "
        "`[On Play] <Blitz>` / `[When Digivolving] <Blitz>` (an attack if the opponent has 1 "
        "or more memory); `<Vortex>`, `<Execute>`, `<Engage>` and `<Overclock (Trait)>` (also "
        "`<Overclock《Trait》>`): [End of Your Turn] attacks; `<Ascension>` (on its deletion, "
        "from the trash to the top of security; not inherited); `<Use Req. ([Name])>` / "
        "`<Use Req. ([Trait] trait)>` on an Option (its color requirements are ignored with "
        "such a Digimon or Tamer in your battle area); `<Training>` (main-phase option "
        "`train <Digimon>`, also in the breeding area); `<Guard>` (for your other Digimon "
        "that would leave the battle area by the opponent's effect); `<Detach ([Name])>` / "
        "`<Detach ([Trait] trait)>` (by trashing 1 such link card it doesn't leave the battle "
        "area, other than by your effects); "
        "`<Save>` as an action; `<Delay> • <effect>` on an Option placed in the battle area "
        "by 'Place this card in your battle area' (with [Main] or a start/end of turn or main "
        "phase timing: trash the card, then the effect; not the turn it was placed); "
        "`<Digi-Burst X>: <effect>` or, as printed, `<Digi-Burst X> ・<effect>` (read as 'By "
        "trashing any X of this Digimon's digivolution cards, <effect>'); immediate-type "
        "`<Digisorption -X>` (on the card in the hand, when digivolving into it); "
        "`<Decoy (Color)>` (for your other Digimon of that color), `<Material Save X>` (does "
        "not prevent the deletion), `<Partition (Name & Name)>` (also `[Name]` and the "
        "manual's `《Name & Name》`; cards specified by name only) and `<Decode ([Name])>` / "
        "`<Decode ([Trait] trait)>` (before the Digimon leaves the battle "
        "area by a deletion or an effect's return; they do not prevent it), "
        "`<Armor Purge>`, `<Evade>`, `<Barrier>`, `<Scapegoat>`, `<Fragment <X>>` (each parsed "
        "from the "
        "English manual's wording of it). `<Draw X>`, `<Recovery +X (Deck)>` and "
        "`<De-Digivolve X> <target>` are actions. Any other keyword is refused with a "
        "`CardTextError` saying it is not yet modelled and why (status table: "
        "`docs/keywords.md`). An effect can give (`gains <X>`) only "
        + ", ".join(f"`<{k}>`" for k in GAINABLE) + " (as the Digimon's state) and "
        + ", ".join(f"`<{k}>`" for k in GIVEN_AS_EFFECTS) + " (as the "
        "keyword's own effect, which the Digimon gains: text_gain.py); giving any other keyword "
        "is refused.",
        "",
        "## Examples",
        "",
        "| form | example |",
        "| --- | --- |",
        *(f"| {name} | `{example}` |" for name, example in EXAMPLES),
        "",
        "Literals in the grammar are case-insensitive (`\"delete\"i`); `NAME` is a bracketed "
        "name or trait (`[Greymon]`), `KEYWORD` a keyword in angle brackets, `NOTE` a "
        "reminder in parentheses (kept where printed), `TIMING` / `TURN_TIMING` / `PER_TURN` "
        "the bracketed timings and icons.",
        "",
    ]
    for title_text, body in _grammar_sections():
        lines += [f"## Grammar: {title_text}", "", "```", body, "```", ""]
    return "\n".join(lines).rstrip() + "\n"


def _grammar_sections() -> list[tuple[str, str]]:
    """The grammar file's ``// ---- title`` sections, comments and blank lines dropped."""
    sections: list[tuple[str, list[str]]] = [("text box", [])]
    for line in GRAMMAR_FILE.read_text(encoding="utf-8").splitlines():
        if m := re.match(r"//\s*-+\s*(.+)", line):
            sections.append((m[1].strip(), []))
        elif line.strip() and not line.lstrip().startswith(("//", "%")):
            sections[-1][1].append(line)
    return [(title, "\n".join(body)) for title, body in sections if body]


if __name__ == "__main__":  # pragma: no cover - documentation generator
    print(grammar_markdown(), end="")
