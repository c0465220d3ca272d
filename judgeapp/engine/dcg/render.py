"""All the English the engine shows: step text (rendered from a step's event and data),
decision prompts and option labels (rendered from a code and data), and the fragments step
data names by code ("(digivolution bonus)"). Add a language by adding tables with the same
keys. Card ids in step data are shown as ``Name (id)``."""

from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    "turn_start": "Turn {turn} begins: it is {player}'s turn.",
    "phase": "{player}'s {phase} phase.",
    "start_of_turn": "Start of {player}'s turn: [Start of Your Turn] effects activate before "
                     "unsuspending.",
    "unsuspend": "{card} unsuspends.",
    "memory_locked": "{player}'s memory doesn't increase: {card} says they can't gain "
                     "memory except with Tamer effects.",
    "end_of_turn_pending": "{player} will {verb} {amount} memory at the end of the turn.",
    "turn_end_pending": "{card} will be {how} at the end of the opponent's next turn.",
    "this_turn_end_pending": "{card} will be deleted at the end of this turn.",
    "turn_end_played_none": "This effect played no Digimon: nothing is set aside to delete at "
                            "turn end.",
    "this_turn_end_pending_gone": "The Digimon this effect set aside to delete at the end of "
                                  "the turn left the battle area or is no longer a Digimon: "
                                  "nothing happens.",
    "turn_end_pending_gone": "The Digimon this effect set aside to return or delete left the "
                             "battle area: it is a new card now, and nothing happens.",
    "not_deleted_in_battle": "{card} lost the battle but isn't deleted: an effect says it "
                             "can't be deleted in battle.",
    "not_deleted_by_effect": "{card} isn't deleted: an effect says it can't be deleted by "
                             "{player}'s effects.",
    "not_returned_by_effect": "{card} stays: an effect says it can't be returned to the "
                              "hand or deck by {player}'s effects.",
    "play_digimon_locked": "{card} can't be played: {source} says players can't play "
                           "Digimon by effects.",
    "cant_unsuspend": "{card} stays suspended: an effect says it can't unsuspend.",
    "cant_suspend": "{card} stays unsuspended: an effect says it can't suspend.",
    "draw": "{player} draws {card}{why}.",
    "draw_skipped": "{player} goes first and skips the draw on turn 1.",
    "draw_failed": "{player} has no card in the deck to draw{why}.",
    "deck_out": "{player} can't draw with 0 cards in the deck and loses the game.",
    "hatch": "{player} hatches {card} into the breeding area.",
    "move_out": "{player} moves {card} from the breeding area to the battle area (not playing "
                "it).",
    "breeding_skip": "{player} does nothing in the breeding phase.",
    "pay_cost": "{player} pays {cost} memory for {card}.",
    "memory": "{player} {verb} {amount} memory ({player} memory {before} -> {after}).",
    "overflow": "Overflow: {card} moved from the field to the {to}, so {player} loses "
                "{amount} memory at once ({player} memory {before} -> {after}).",
    "blast_digivolve": "<Blast Digivolve>: {player} digivolves {target} into {card} from the "
                       "hand in the counter timing, without paying the cost.",
    "blast_dna_digivolve": "<Blast DNA Digivolve>: {player} DNA digivolves {target} and "
                           "{hand_card} from the hand into {card} ({requirement}).",
    "mind_link": "<Mind Link>: {card} leaves the battle area and becomes the bottom "
                 "digivolution card of {target}.",
    "app_fusion": "{player} app fuses {target} into {card}: the link card {link} goes on top "
                  "of it, then {card}.",
    "burst_return": "{player} returns {card} to the hand to burst digivolve {burst}.",
    "burst_digivolve": "{player} burst digivolves {target} into {card}; its top stacked card "
                       "will be trashed at the end of this turn.",
    "burst_trash": "End of the burst digivolution turn: {card}, the top stacked card of "
                   "{target}, is trashed.",
    "digixros": "{player} declares a DigiXros for {card}: {materials} go under it, the play "
                "cost is reduced by {reduction}.",
    "xros_source_trash": "{card} was under {source}, which left the battle area for the "
                         "DigiXros: it is trashed.",
    "link": "{player} links {card} (from the {origin}) to {target} ({requirement}).",
    "link_by_effect": "{player} links {card} from the {origin} to {target} by an effect "
                      "(its link requirement {requirement}).",
    "link_source_trash": "{card} was under {source}, which left the battle area to link: "
                         "it is trashed.",
    "link_replaced": "{target} can have {limit} link card(s): the older link card {card} is "
                     "replaced and trashed.",
    "link_trash": "Rule check: {target} no longer meets {card}'s link requirement, so the "
                  "link card is trashed.",
    "dna_digivolve": "{player} DNA digivolves {left} and {right} into {card} "
                     "({requirement}); it is a new Digimon, unsuspended.",
    "memory_set": "{player}'s memory is set to {after}.",
    "pass": "{player} passes: the memory counter moves to 3 on {opponent}'s side.",
    "play": "{player} plays {card}{how}.",
    "reveal": "{player} reveals the top {count} of the deck: {revealed}{short}.",
    "reveal_add": "{player} adds {card}, one of the revealed cards, to the hand.",
    "reveal_none_fit": "None of the revealed cards is {what}: no card is added to the hand.",
    "reveal_trash": "{player} trashes {card}, one of the revealed cards.",
    "reveal_none_trashed": "None of the revealed cards is a card the effect trashes: no card "
                           "is trashed.",
    "reveal_rest": "{player} places {card}, a revealed card, {where}.",
    "digivolve": "{player} digivolves {target} into {card} (cost {cost}).",
    "digivolve_by_effect": "{player} digivolves {target} into {card} by an effect (cost {cost}).",
    "play_cost_reduced": "The play cost of {card} is reduced by {amount}: {before} becomes "
                         "{cost}.",
    "play_cost_not_paid": "{card} is played without paying the cost: the reduction changes no "
                          "cost, the card is still played for free (official Q&A Q4796).",
    "digivolve_cost_locked": "The digivolution cost for {card} is not reduced: {source} says "
                             "it can't be.",
    "play_cost_locked": "The play cost of {card} is not reduced: {source} says players can't "
                        "reduce play costs.",
    "cost_required": "{card}: the cost can't be paid without this 'by' cost, so it is "
                     "performed (the card was declared for the reduced cost).",
    "play_cancelled": "{card} can no longer be played: its cost {cost} can't be paid. It "
                      "goes back to the hand, and no memory moves.",
    "use_cost_reduced": "The use cost of {card} is reduced by {amount}: {before} becomes "
                        "{cost}.",
    "digivolve_cost_reduced": "The digivolution cost for {card} is reduced by {amount}: {before} "
                              "becomes {cost}.",
    "use_option": "{player} uses {card}.",
    "option_trash": "{card} goes to the trash after its [Main] effect.",
    "arts_digivolve": "Arts Digivolve: instead of trashing it, {player} digivolves {target} "
                      "into {card} without paying the cost (requirement: {requirement}).",
    "arts_digivolve_none": "Arts Digivolve is not possible: none of {player}'s cards on the "
                           "field meets {card}'s digivolution requirements.",
    "use_dual": "{player} uses the DUAL card {card} as its Option card.",
    "place_in_battle_area": "{card} is placed in {player}'s battle area by its effect (an "
                            "Option placed by an effect is not trashed by rule check C).",
    "delay_trash": "<Delay>: {player} trashes {card} from the battle area to activate its "
                   "effect (no memory cost, no color requirement).",
    "trigger": "{card}'s {timing} effect triggers: \"{text}\".",
    "activate": "{player} activates {card}'s {timing} effect.",
    "reveal_hand_card": "{player} reveals {card} from the hand to activate its [Hand] effect.",
    "trash_top": "{card} is trashed from the top of its Digimon, which stays with {target} as "
                 "its top card.",
    "trash_security": "{player} trashes {card}, their top security card.",
    "trash_security_end": "{player} trashes {card}, their {where} security card.",
    "no_security_to_trash": "{player} has no security card: nothing is trashed.",
    "trash_opponent_security": "The top {count} card(s) of {player}'s security stack are "
                               "trashed{short}.",
    "end_of_battle_wait": "{card} will be played at the end of its battle.",
    "end_of_battle_later": "{card}'s [Security] effect will be processed at the end of its "
                           "battle.",
    "end_of_battle_effect": "The battle of {card} has ended: its [Security] effect is "
                            "processed.",
    "trash_deck": "{player} trashes the top {count} card(s) of their deck{short}.",
    "de_digivolve_stop": "De-Digivolve stops at {card}: {reason}.",
    "reboot": "<Reboot>: {card} also unsuspends in the opponent's unsuspend phase.",
    "iceclad": "<Iceclad>: this battle compares digivolution cards instead of DP "
               "({attacker}: {attacker_cards}, {defender}: {defender_cards}).",
    "collision": "<Collision>: during {card}'s attack all of the opponent's Digimon have "
                 "<Blocker> ({have_blocker}), and the opponent must block if able.",
    "unaffected": "{why}, so {player}'s effect doesn't affect {card}{later}.",
    "gain_unaffected": "{card} isn't affected by {what}{duration}.",
    "attack_target_switched": "{player}'s effect switches the target of {attacker}'s attack "
                              "from {old} to {card}.",
    "attack_target_unchanged": "The target of attack can't be switched: {reason}.",
    "attack_target_changed": "<Raid>: the attack target changes to {card}.",
    "retaliation": "<Retaliation>: {card} was the only Digimon deleted in its battle, so "
                   "its effect is to delete {target}, the Digimon it battled.",
    "retaliation_fizzle": "<Retaliation> of {card} does nothing: {target}, the Digimon it "
                          "battled, {reason}.",
    "cannot_activate": "{card}'s {timing} effect can't activate: {reason}.",
    "condition_false": "{card}: the condition is not met, so \"{clause}\" is not processed",
    "overwritten": "{card}: \"{clause}\" is processed instead of the sentence before it",
    "not_overwritten": "{card}: \"{clause}\" does not replace the sentence before it, which "
                       "was processed",
    "optional_declined": "{player} declines: \"{clause}\"",
    "security_effect_not_activated": "{attacker} doesn't activate the [Security] effect of "
                                     "{card}, an Option card it checks.",
    "opponent_may_nothing": "{player} has nothing to do it with: \"{clause}\"",
    "cost_declined": "{player} doesn't pay the 'by' cost, so the rest of the effect is not "
                     "processed.",
    "cost_not_paid": "{card}: the 'by' cost was not paid ({reason}), so the rest of the "
                     "effect is not processed.",
    "cost_unpayable": "{player} can't pay the 'by' cost in full, so the rest of the effect "
                      "is not processed.",
    "counted": "{player} counts {count} for the effect's \"for each\" / \"for every\".",
    "bound_raised": "The maximum {measure} this effect can choose: {before} -> {after}.",
    "suspend_either": "{player} suspends as description {n} of the effect reads.",
    "no_target": "No card can be chosen to {clause}: that part of the effect does nothing.",
    "chosen": "{card} is chosen: the sentences after this one refer to it.",
    "no_breeding_space": "{card} is in the breeding area: there is no empty space to play a "
                         "card into, so nothing is played.",
    "choice": "{player} chooses {answer}.",
    "refused": "Refused: {action}. {reason}",
    "delete": "{card} is deleted ({reason}).",
    "leave_game": "Token {card} leaves the game.",
    "return_hand": "{card} returns to {owner}'s hand.",
    "stack_trashed": "{trashed}, under {card} when it left the field, go to the trash at the "
                     "same time.",
    "return_deck": "{card} is placed at the bottom of {owner}'s deck.",
    "recovery": "{card} is placed on top of {player}'s security stack.",
    "place_security": "{card}{what} is placed {face} as the {end} card of {owner}'s security "
                      "stack by {player}'s effect.",
    "suspend": "{card} is suspended.",
    "dp_change": "{card} gets {amount:+d} DP{duration}.",
    "security_dp_change": "All of {player}'s Security Digimon get {amount:+d} DP{duration}.",
    "gain_keyword": "{card} gains {keywords}{duration}.",
    "gain_effect": "{card} gains {effects}{duration}.",
    "on_play_not_activated": "The [On Play] effect of {card}, played by this effect, doesn't "
                             "activate.",
    "restrict": "{card} can't {restriction}{duration}.",
    "trash_under": "{card} is trashed from under {target}.",
    "nothing_to_trash": "{card} has no digivolution cards: none is trashed (as many as "
                        "possible).",
    "place_under": "{card}{where} is placed{face} under {target} as its bottom digivolution "
                   "card.",
    "place_under_tamer": "{card}{where} is placed{face} under the Tamer {target}.",
    "trash_tamer_under": "{card}, the bottom face-down card under the Tamer {target}, is "
                         "trashed (face up in the trash).",
    "under_left_with": "The Digimon it refers to has left the battle area: its digivolution "
                       "cards were trashed with it at that time, so none is left to trash.",
    "save": "<Save>: {card} is placed under the Tamer {target}.",
    "material_save": "<Material Save>: {card} is placed under the Tamer {target}.",
    "digisorption_required": "<Digisorption -{amount}>: {player} can't pay the full "
                             "digivolution cost {cost} (memory {memory}), so digivolving "
                             "into {card} uses the reduction: 1 of their Digimon is "
                             "suspended.",
    "digisorption": "<Digisorption>: {target} suspends, so digivolving into {card} costs "
                    "{amount} less ({cost}).",
    "alliance": "<Alliance>: {card} gains <Security A. +1> and {target}'s {amount} DP for the "
                "attack.",
    "trash_hand": "{player} trashes {card} from the hand.",
    "look_deck_top": "{player} looks at {card}, the top card of their deck; it stays there, "
                     "face down.",
    "hand_to_deck_top": "{player} reveals {card} from the hand and places it on top of the "
                        "deck.",
    "trash_to_hand": "{player} returns {card} from the trash to the hand.",
    "under_tamer_to_hand": "{player} returns {card} from under the Tamer {target} to the hand.",
    "trash_to_deck": "{player} returns {card} from the trash to the {end} of the deck.",
    "under_to_hand": "{player} returns {card} from under {stack} to the hand.",
    "return_self_to_hand": "{player} returns {card} from the trash to their hand.",
    "add_self": "{player} adds {card}, the card whose effect this is, to the hand.",
    "activate_one": "{player} activates effect {n} of the effects below on {card}.",
    "activate_all": "The condition holds: {player} activates all of the effects below on "
                    "{card} instead, in the order {player} chooses.",
    "attack_declared": "{card} attacks {target}{how}.",
    "effect_attack_impossible": "{keyword}: {card} can't attack: {reason}.",
    "search_security": "{player} searches their security stack ({count} card(s)).",
    "shuffle_security": "{player} shuffles their security stack ({count} card(s), all face "
                        "down).",
    "flip_security": "{player} flips {card}, {owner}'s top face-down security card, face up.",
    "security_to_hand": "{player} adds {card}, their {end} security card, to the hand.",
    "attack_by_effect_impossible": "The effect's attack can't be made with {card}: {why}.",
    "battle_by_effect": "{card} battles {target} by an effect (no attack).",
    "also_attack": "{card} may also attack the opponent's unsuspended Digimon{duration}.",
    "unmodelled": "The engine stops here: {reason}. It makes no ruling on what happens next.",
    "trait_unsettled": "The engine stops here: {name} has the trait [{trait}], which includes "
                       "[{part}] without being it. Whether \"with [{part}] in its {where}\" "
                       "means a trait that includes the text (CR 4.2 2-3-2-4) or one that is "
                       "it (2-3-2-3) is not settled, so it makes no ruling on what happens "
                       "next.",
    "execute": "<Execute>: the attack has ended, so its effect is to delete {card}.",
    "execute_gone": "<Execute>: the attack has ended, but {card} already left the battle area: "
                    "nothing is deleted.",
    "training": "<Training>: the top card of the deck, {card}, is placed as the bottom "
                "digivolution card of {target}.",
    "training_empty_deck": "<Training>: {card} is suspended, but the deck is empty: no card "
                           "is placed.",
    "assembly": "{player} declares Assembly for {card}: {materials} go from the trash under it "
                "(cost -{reduction}).",
    "detach": "<Detach>: the link card {card} of {target} is trashed.",
    "trash_link": "{player} trashes {card}, a link card of {target}.",
    "xros_tamers": "{card}'s effect: {allows} may also be placed for the DigiXros of {played}.",
    "guarded": "<Guard>: {guard} was deleted, so {card} doesn't leave the battle area.",
    "ascension_gone": "<Ascension>: {card} is no longer in the trash (a new card), so it is "
                      "not placed in the security stack.",
    "counter_timing": "Counter timing: {player} may activate one [Counter] effect.",
    "block_timing": "Block timing: {player} {outcome}.",
    "block": "{card} suspends and blocks: the attack target switches to {card}.",
    "no_block": "{player} does not block.",
    "attack_ended": "The attack ends without confirmation.",
    "attack_fizzle": "The attack is not confirmed: {reason}.",
    "end_of_attack": "End of the attack by {card}.",
    "security_reveal": "Security check: {card} is revealed from {player}'s security stack "
                       "(card {number} of the {of} {attacker} checks as of now).",
    "security_digimon": "{card} becomes a Security Digimon with {dp} DP.",
    "security_effect": "{card}'s [Security] effect activates immediately.",
    "security_trash": "The checked card {card} is placed in the trash.",
    "no_more_checks": "No further security checks: {reason}.",
    "battle": "Battle: {attacker} ({attacker_dp} DP) vs {defender} ({defender_dp} DP): "
              "{result}.",
    "battle_lost_security": "The Security Digimon {card} loses the battle (it is not deleted).",
    "jamming": "{card} has <Jamming>: it isn't deleted in a battle against a Security Digimon.",
    "piercing": "{card} has <Piercing>: it checks security before the attack ends.",
    "interrupt": "{card}'s immediate-type effect interrupts before {before}: \"{text}\".",
    "prevented": "{card} stays in the battle area ({why}).",
    "rule_delete": "Rule check A: {card} has 0 DP and is deleted.",
    "rule_trash": "Rule check {check}: {card} is placed in the trash ({reason}).",
    "turn_end_check": "The memory counter is on {opponent}'s side: the end of the turn "
                      "timing occurs.",
    "turn_continues": "The memory counter is back at 0 or on {player}'s side: the turn "
                      "continues.",
    "turn_end": "{player}'s turn ends with the memory counter at {memory} on {opponent}'s "
                "side.",
    "win": "{player} wins the game: {reason}.",
    "step_limit": "Stopped after {limit} steps (the engine's step limit): this may be an "
                  "endless loop. Comprehensive Rules 18-3 settles an infinite loop by who can "
                  "stop it (a draw if neither player can; otherwise each player declares how "
                  "many times it repeats); the engine can't tell whether this is one or who "
                  "can stop it, so it makes no ruling here.",
    "expire": "The lasting effect of {source} on {card} ends with turn {turn}.",
    "end_attack": "The attack is ended by an effect: it goes straight to the end of attack.",
}

TABLES = {"en": EN}

TIMING_LABELS = {
    "en": {
        "on-play": "[On Play]", "when-digivolving": "[When Digivolving]",
        "when-attacking": "[When Attacking]", "on-deletion": "[On Deletion]",
        "your-turn": "[Your Turn]", "opponents-turn": "[Opponent's Turn]",
        "all-turns": "[All Turns]", "face-up-security": "[Security] [All Turns]",
        "face-up-security-your-turn": "[Security] [Your Turn]",
        "face-up-security-opponents-turn": "[Security] [Opponent's Turn]",
        "start-of-your-turn": "[Start of Your Turn]",
        "start-of-opponents-turn": "[Start of Opponent's Turn]",
        "end-of-your-turn": "[End of Your Turn]",
        "end-of-opponents-turn": "[End of Opponent's Turn]",
        "end-of-all-turns": "[End of All Turns]",
        "start-of-your-main-phase": "[Start of Your Main Phase]", "main": "[Main]",
        "start-of-opponents-main-phase": "[Start of Opponent's Main Phase]",
        "security": "[Security]", "counter": "[Counter]", "end-of-attack": "[End of Attack]",
        "keyword": "keyword", "retaliation": "<Retaliation>",
        "end-of-turn-pending": "(at end of turn)",
        "when-linking": "[When Linking]", "when-moving": "[When Moving]",
        "when-trashed": "(when trashed)",
    },
}


# Decision prompts, by code (``prompt``).
PROMPTS_EN: dict[str, str] = {
    "breeding_action": "Breeding phase: choose one",
    "main_action": "Main phase: choose an action",
    "counter_one": "Activate {card}'s [Counter] effect?",
    "counter": "Activate one [Counter] effect?",
    "block": "Block the attack of {attacker}?",
    "effect_attack": "{card} <{keyword}>: attack?",
    "may_attack": "{card}'s effect: attack with which Digimon, and what?",
    "must_attack": "{card}'s effect: it attacks; attack what?",
    "digisorption": "{card} {text}: suspend 1 of your Digimon to reduce the digivolution cost "
                    "by {amount}?",
    "digisorption_target": "Choose the Digimon to suspend",
    "order_triggers": "Choose the pending effect to activate next",
    "interrupt": "Choose the immediate-type effect to activate next",
    "keep_in_play": "{label}: choose a Digimon that doesn't leave the battle area",
    "pay_cost": "{label}: pay the cost? \"{text}\"",
    "optional": "{label}: \"{clause}\" Do it?",
    "overwrite": "{label}: \"{clause}\" Do it instead?",
    "choose_effect": "{label}: choose 1 of the effects below to activate",
    "suspend_either": "{label}: suspend as which description reads?",
    "choose_target": "{label}: choose a target to {what}",
    "choose_total": "{label}: choose a Digimon to delete ({amount} left of the total)",
    "decoy": "{decoy}: delete it so that {card} isn't deleted? \"{text}\"",
    "alliance": "{label}: suspend 1 of your other Digimon for <Alliance>?",
    "alliance_target": "{label}: choose the Digimon to suspend",
    "de_digivolve": "{label}: <De-Digivolve {n}> {card}: how many cards to trash from the top?",
    "trash_bottom_up_to": "{label}: trash how many of the bottom digivolution cards of {card} "
                          "(up to {n})?",
    "play_free": "{label}: choose a card to play",
    "use_by_effect": "{label}: choose a card to use (or play)",
    "link_card": "{label}: choose a card to link",
    "link_onto": "{label}: choose the Digimon to link it to",
    "digivolve_by_effect": "{label}: choose the digivolution",
    "arts_digivolve": "Arts Digivolve: instead of trashing {card}, digivolve one of your cards "
                      "on the field into it without paying the cost? (none: trash it)",
    "dna_by_effect": "{label}: choose the DNA digivolution",
    "material_save": "{label}: place up to {n} DigiXros card(s) under 1 of your Tamers?",
    "partition": "{label}: play 1 each of {names} from its digivolution cards?",
    "decode": "{label}: play 1 of its digivolution cards without paying the cost?",
    "save": "{label}: place {card} under 1 of your Tamers?",
    "pick_tamer": "{label}: choose a Tamer",
    "pick_mind_link": "{label}: choose the Digimon this Tamer <Mind Link>s with",
    "pick_under_tamer": "{label}: choose a card to place under the Tamer",
    "pick_to_play": "{label}: choose a digivolution card to play",
    "pick_to_trash": "{label}: choose a digivolution card to trash",
    "place_under": "{label}: choose a card to place as a bottom digivolution card",
    "place_security": "{label}: choose a card to place in the security stack",
    "pick_tamer_under": "{label}: choose the Tamer whose bottom face-down card is trashed",
    "pick_attack_target": "{label}: choose the new attack target",
    "pick_hand_trash": "{label}: choose a card in your hand to trash",
    "pick_trash_return": "{label}: choose a card in your trash to return to the hand",
    "pick_under_tamer_return": "{label}: choose a card under one of your Tamers to return to "
                               "the hand",
    "pick_trash_to_deck": "{label}: choose a card in your trash to return to the deck",
    "pick_return_or_play": "{label}: choose a digivolution card to return to the hand or play",
    "return_or_play": "{label}: play {card}? (no: return it to the hand)",
    "detach": "{label}: choose the link card to trash",
    "xros_tamers": "Which Tamer's effect to activate (suspending it) for the DigiXros of {card}?",
    "app_fuse_by_effect": "{label}: choose the app fusion",
    "pick_link_to_play": "{label}: choose a link card to play",
    "reveal_add": "{label}: choose a revealed card to add to the hand",
    "reveal_trash": "{label}: choose a revealed card to trash",
    "hand_to_deck_top": "{label}: choose a card in your hand to reveal and place on top of "
                        "your deck",
    "reveal_play": "{label}: choose a revealed card to play",
    "security_end": "{label}: trash the top or the bottom card of your security stack?",
    "reveal_end": "{label}: place the rest of the revealed cards at the top or the bottom of the "
                  "deck?",
    "reveal_order_bottom": "{label}: choose the next revealed card to place at the bottom of the "
                           "deck (each goes under the ones placed before it)",
    "reveal_order_top": "{label}: choose the next revealed card to place on top of the deck (the "
                        "first chosen becomes the top card; each next one goes under the ones "
                        "placed before it)",
    "guard": "{guard}: delete it so that {card} doesn't leave the battle area? \"{text}\"",
}

# Option labels, by code (``label``).
LABELS_EN: dict[str, str] = {
    "yes": "Yes",
    "choose_effect": "{n}: {text}",
    "suspend_either": "Description {n} ({count} Digimon)",
    "no": "No",
    "no_more": "No more",
    "trash_bottom_amount": "Trash {k} card(s) from the bottom",
    "card": "{name} ({id})",
    "pending": "{id}: {text}",
    "counter": "{name}: {text}",
    "no_counter": "No counter",
    "block": "Block with {name}",
    "no_block": "Don't block",
    "no_attack": "Don't attack",
    "attack": "{attacker} attacks {target}",
    "hatch": "Hatch {name}",
    "move_out": "Move {name} out",
    "skip": "Do nothing",
    "security_top": "The top security card",
    "security_bottom": "The bottom security card",
    "deck_top": "Top of the deck",
    "deck_bottom": "Bottom of the deck",
    "play": "Play {name} (cost {cost})",
    "digivolve": "Digivolve {target} into {name} (cost {cost})",
    "arts_digivolve": "Arts Digivolve: digivolve {target} into {name} (no cost)",
    "arts_decline": "Trash {name} (no Arts Digivolve)",
    "digivolve_tamer": "Digivolve the Tamer {target} into {name} (cost {cost}; the engine stops "
                       "there: not modelled)",
    "use": "Use {name}",
    "activate_main": "Activate [Main] of {name}",
    "zone_main": "Activate [{icon}] [Main] of {name} (in your {zone})",
    "attack_player": "{attacker} attacks the player",
    "pass": "Pass (memory to the opponent's 3)",
    "de_digivolve": "Trash {k} ({names}): {top} becomes the top card",
    "app_fuse": "App fuse {target} + {link} into {name} (cost {cost})",
    "blast": "<Blast Digivolve> {target} into {name} (no cost)",
    "blast_dna": "<Blast DNA Digivolve> {target} + {name} (hand) into {ace}",
    "burst": "Burst digivolve {target} into {name} (return {tamer}, cost {cost})",
    "dna": "DNA digivolve {left} + {right} into {name} (cost {cost})",
    "link": "Link {name} to {target} (cost {cost})",
    "mind_link": "<Mind Link> {tamer} with {target}",
    "xros": "Play {name} with DigiXros ({n} card(s), cost {cost})",
    "assembly": "Play {name} with Assembly ({n} {material} from the trash, cost {cost})",
    "training": "<Training> {name}: suspend it, place the top card of the deck under it",
}

# Fragments step data names by code, filled into the step text (``render``).
FRAGMENTS_EN: dict[str, str] = {
    # text_unsuspend_both.py: the one pair of Digimon read
    "pair-this-and-yours": "read only as 'this Digimon and <one of your Digimon>'",
    "choose": "be referred to by the sentences after",
    # verbs/link_cards.py: an Option that links itself ("link this card to ...")
    "used-option": "Option card being used",
    "blast_dna_no_requirement": "{card}'s [DNA Digivolve] requirement is missing from the "
                                "card data, and <Blast DNA Digivolve> can't ignore it",
    "hand_reduction_dna": "the card's own reduction of a digivolution into it names one "
                          "Digimon; with a DNA digivolution it is not modelled",
    "by_reduction_choice": "several play cost reductions 'by' a cost apply and the full cost "
                           "can't be paid: which of them to perform is the player's choice, "
                           "not modelled",
    "free_play_reduction": "a play cost reduction 'by' a cost on a card played without paying "
                           "the cost: official Q&A Q4796 lets the card's own be used, but not "
                           "while play costs can't be reduced nor for a card in play's "
                           "reduction (no ruling); not modelled",
    "free_play_reduction_under": "a play cost reduction 'by' a cost on a card played from "
                                 "under a Digimon or Tamer without paying the cost: official "
                                 "Q&A Q4796 lets it be used; not modelled there",
    "by_reduction_xros": "a play cost reduction 'by' a cost in a DigiXros play is not modelled",
    "xros_tamers_choice": "which Tamers' effects to activate for the DigiXros cards from under "
                          "Tamers or the trash is the player's choice between sets of Tamers "
                          "(not modelled)",
    "app_fuse_cost_effect": "the Digimon has an effect changing the cost of its digivolution; "
                            "it affects app fusion too (CR 4.2 8-4-2-3), which is not modelled "
                            "for app fusion",
    "xros_allows_one": "cards from under one of its owner's Tamers",
    "xros_allows_any": "cards from under its owner's Tamers",
    "xros_allows_each": "1 card from under its owner's Tamers and 1 card from the trash",
    "xros_tamers_unpaid": "the Tamer's 'by' cost was not paid, so the DigiXros cards chosen "
                          "from under Tamers or the trash can't be placed (not modelled)",
    "material_save_described": "<Material Save> of {card}, whose DigiXros requirement is a "
                               "description ('1 Digimon card w/[X] trait'): which of its "
                               "digivolution cards count as DigiXros cards is not settled by "
                               "the rules corpus",
    "opponent_turn_end_unsettled": "'the next end of your opponent's turn' set aside during "
                                   "the opponent's own turn: whether that is this turn's end "
                                   "or their next turn's the rules don't say",
    "under_gone": "the effect plays from this Digimon's digivolution cards, and it is not in "
                  "the battle area: which cards those are then is not modelled",
    # gained effects (verbs/gain_effect.py)
    "gained_shield_gone": "{card} was deleted with an effect its opponent's effect gave it, and "
                          "it may not have been affected by that effect then (an 'isn't "
                          "affected' effect or <Progress>): whether it had the gained effect as "
                          "it left is not modelled (cr-en/15-15-5-4)",
    "gains_all_on_deletion": "{top} is deleted and gains the [On Deletion] effect of {card} "
                             "from under it ('gains all effects of ... in this Digimon's "
                             "digivolution cards'), which goes to the trash with it: whether "
                             "that effect triggers is not settled by the rules",
    # <Succession> (succession.py): what the rules leave open
    "succession_gains_when-digivolving":
        "{top} digivolved into a card with <Succession>, which gains the [When Digivolving] "
        "effect of {card}: whether an effect gained by that digivolution triggers on it is not "
        "settled by the rules (cr-en/16-47)",
    "succession_gains_on-deletion":
        "{top} is deleted and its <Succession> gains the [On Deletion] effect of {card}, which "
        "goes to the trash with it: whether that effect triggers is not settled by the rules "
        "(cr-en/16-47)",
    "succession_inherited":
        "{top}'s <Succession> specifies {card}, which has inherited effects: whether the "
        "Digimon gains them a second time is not settled by the rules (cr-en/16-47)",
    # DUAL cards (dual.py, board.py): refusals and scenario-setup errors
    "dual_play_refusal": "{name} is a DUAL card: it has no play cost and can't be played; use "
                         "it as its Option card ([{option}]) or digivolve into it.",
    "dual_not_digimon": "only a Digimon card has an Option side (a DUAL card, CR 4.2 4-6)",
    "dual_option_keys": "a DUAL card's option is a mapping of name, use_cost, color or colors, "
                        "text and arts_digivolve",
    "dual_play_cost": "a DUAL card has no play cost: it can't be played (Rule Manual 6.0 "
                      "\"Dual cards\"); give its Option side's use_cost",
    "dual_arts_flag": "arts_digivolve is true or false",
    "dual_option_security": "a [Security] effect on a DUAL card's Option side is not modelled "
                            "(a DUAL card checked from security is a Digimon card)",
    "arts_cost_reduction": "{stack} has an effect reducing the cost of its digivolution, and "
                           "Arts Digivolve is without paying the cost: whether that effect "
                           "activates is not modelled",
    "which_it": "an effect about one of its owner's Digimon that would leave the battle area "
                "met by several at once: which one 'it' is, is not settled by the rules",
    "interrupt_once": "it already activated for a cause still being resolved (an "
                      "immediate-type effect activates once until that cause is resolved)",
    "source_dp_gone": "this Digimon is not in the battle area, so it has no DP or "
                      "digivolution cards to compare with (\"as much or less DP as this "
                      "Digimon\"): not modelled",
    "event_gone": "the Digimon played or digivolved that this effect checks (\"if any of "
                  "them ...\") is no longer in the battle area: what the condition then "
                  "refers to is not modelled",
    "security_to_hand": "add a security card to the hand (the security stack is empty)",
    "security_to_hand_face_down": "add a face-down security card to the hand (every security "
                                  "card is face up)",
    "flip_security": "flip a security card (the opponent has no face-down security card)",
    # blocking and the attack target (attack.py, verbs/raid.py, verbs/switch_target.py)
    "block_no_digivolution": "{name} has no digivolution cards, and an effect says {attacker} "
                             "can't be blocked by Digimon with no digivolution cards",
    "block_target_locked": "an effect says the attack target of {attacker} can't change (a "
                           "block would change it)",
    "target_locked": "an effect says the attack target of {attacker} can't change",
    "restriction:be-blocked-no-digivolution": "be blocked by Digimon with no digivolution "
                                              "cards",
    "restriction:target-locked": "have its attack target changed",
    # an attack by an effect (verbs/attack_by_effect.py)
    "attack_not_turn_player": "only the turn player's Digimon can attack",
    "attack_during_attack": "another attack is in progress, and an attack can't be declared "
                            "during an attack",
    "attack_cannot": "{detail}",
    "attack_no_attacker": "none of the Digimon it names is in the battle area",
    "attack_no_target_any": "attack (the opponent can't be attacked and has no suspended "
                            "Digimon to attack)",
    "attack_no_target_player": "attack (the opponent can't be attacked)",
    "attack_no_target_digimon": "attack (the opponent has no suspended Digimon)",
    "attack_no_suspend_suspended": "{card} is suspended and may 'attack without suspending': "
                                   "the rules in the library don't say whether a suspended "
                                   "Digimon can attack this way",
    "attack_cant_suspend": "an effect says it can't suspend, and an attack declaration "
                           "suspends it",
    "block_cant_suspend": "an effect says {name} can't suspend (blocking suspends the blocker)",
    "cant_activate_restricted": "an effect says its Digimon can't activate these effects (CR "
                                "4.2 15-1-3)",
    "cant_digivolve": "An effect says {name} can't digivolve (or can only digivolve into "
                      "other cards than {card}).",
    "tamer_as_digimon_restricted": "{tamer} would digivolve as if it is a Digimon while an "
                                   "effect says Digimon can't digivolve (or can only "
                                   "digivolve into some cards): official Q&A Q6536 says such "
                                   "an effect reaches it, which the engine doesn't model",
    "attack_no_suspend_cant_suspend": "an effect says {card} can't suspend, and it may "
                                      "'attack without suspending': an attack declaration "
                                      "can't be made with a Digimon that can't suspend (CR "
                                      "4.2 11-2-5), and the rules in the library don't say "
                                      "whether that holds for an attack that doesn't suspend",
    # the step data scenario files match (verbs/modify.py): a restriction, a duration
    "restriction:attack": "attack",
    "restriction:block": "block",
    "restriction:attack-block": "attack or block",
    "restriction:be-blocked": "be blocked",
    "restriction:attack-players": "attack players",
    "restriction:unsuspend": "unsuspend",
    "restriction:unsuspend-phase": "unsuspend",
    "restriction:suspend": "suspend",
    "restriction:digivolve": "digivolve",
    "restriction:attack-digimon": "attack Digimon",
    "restriction:activate-on-play": "activate [On Play] effects",
    "restriction:activate-when-digivolving": "activate [When Digivolving] effects",
    "restriction:activate-when-attacking": "activate [When Attacking] effects",
    "restriction:suspend+activate-when-digivolving": "suspend or activate [When Digivolving] "
                                                     "effects",
    "restriction:deleted-in-battle": "be deleted in battle",
    "restriction:deleted-by-opponent": "be deleted by the opponent's effects",
    "restriction:be-attacked": "be attacked",
    "restriction:returned-by-opponent": "be returned to the hand or deck by the opponent's "
                                        "effects",
    "cant_be_attacked": "An effect says that Digimon can't be attacked.",
    "cant_attack_digimon": "An effect says this Digimon can't attack Digimon: it may attack "
                           "the player only.",
    "duration:turn": " for the turn",
    "duration:until-opponents-turn-end": " until the end of {player}'s turn",
    "duration:until-opponents-next-turn-end": " until the end of {player}'s next turn",
    "duration:until-your-next-turn-end": " until the end of {player}'s next turn",
    "duration:until-your-turn-end": " until the end of {player}'s turn",
    "duration:opponents-next-unsuspend-phase": " during {player}'s next unsuspend phase",
    "cant_attack_players": "An effect says it can't attack players.",
    "digivolution_bonus": " (digivolution bonus)",
    "pending_return-hand": "returned to the hand",
    "group_played_together": "an effect played several Digimon that meet this trigger: played "
                             "at the same time, they trigger it once (CR 4.2 15-5-2), and the "
                             "engine, playing them one at a time, does not model that",
    "chosen_later": "be 'that Digimon' of the sentences after it",
    "battle_target": "battle (or none)",
    "attack_with": "attack with",
    "battle_by_effect": "battle (this Digimon is no longer in the battle area)",
    "battle_by_effect_piercing": "{card} battles by an effect during its own attack and has "
                                 "<Piercing>: whether that battle's deletion lets <Piercing> "
                                 "check security (official Q&A Q5958) is not modelled",
    "pending_delete": "deleted",
    "no_level_digivolve": " has no level (Lv.-): a card with no level can't be digivolved from, "
                          "except by a special digivolution (official ruling Q3275).",
    "by_effect": " without paying the cost (by an effect)",
    "suspended_by_effect": " suspended, without paying the cost (by an effect)",
    "reduced_by_effect": " by an effect that reduces the play cost, paying {cost} memory",
    "to_breeding_by_effect": " into the empty breeding area without paying the cost (by an "
                             "effect): not a hatch, and nothing triggers on a card there",
    "token_by_effect": ", a Token (by an effect)",
    "by_own_effect": " without paying the cost (by its own effect)",
    "from_under_by_effect": " from under {under} without paying the cost (by an effect)",
    "from_links_by_effect": ", a link card of {under}, without paying the cost (by an effect)",
    "use_cost_lock": "players can't reduce play costs: whether that keeps an effect from "
                     "reducing an Option card's use cost is not modelled",
    "use_dual_by_effect": "a DUAL card fits the description: whether the effect uses it as "
                          "its Option or plays it is not modelled",
    "use_in_opponents_turn": "using an Option card by an effect in the opponent's turn is not "
                             "modelled",
    "face_down_under_tamer_play": "a face-down card is under one of the Tamers: whether an "
                                  "effect playing cards from under Tamers can choose a card "
                                  "without card information is not modelled",
    "from_deck_top": ", the top card of the deck,",
    "from_trash": ", from the trash,",
    "from_hand": ", from the hand,",
    "being_used": ", the Option being used,",
    "zone_main_illegal": "That is not a card in your hand or trash with a [Hand] / [Trash] "
                         "[Main] effect you can activate now (Once/Twice Per Turn limits count "
                         "per card).",
    "under_from:hand": " from the hand",
    "under_from:trash": " from the trash",
    "under_from:revealed": " from among the revealed cards",
    "under_from:processing": " (the card being used)",
    "under_from:battle": ", leaving the battle area,",
    "under_from:tamer": ", from under a Tamer,",
    "under_from:security": ", the top security card,",
    "that_digimon_dna": "a DNA digivolution has two digivolving Digimon: which one is 'that "
                        "Digimon' the cost places a card under is not settled",
    "face_down_under_tamer_place": "a face-down card is under one of the Tamers: whether an "
                                   "effect placing cards from under Tamers can choose a card "
                                   "without card information, and whether it stays face down, "
                                   "is not modelled",
    "overflow_placed_under": "{card} has <Overflow> and leaves the battle area to go under "
                             "another Digimon: whether Overflow applies is not settled",
    "face_down_above_face_up": "{card} has face-down cards above a face-up bottom card: which "
                               "is its 'bottom face-down card' is not settled",
    "under_from:deck": ", the top card of the deck,",
    "face_down": " face down (it has no card information there)",
    "end_of_battle_by_effect": " without paying the cost, at the end of the battle",
    "from_revealed_by_effect": " from among the revealed cards without paying the cost (by an "
                               "effect)",
    "suspended_from_revealed": " suspended, from among the revealed cards without paying the "
                               "cost (by an effect)",
    "revealed_to_bottom": "at the bottom of the deck",
    "revealed_to_top": "on top of the deck (under the revealed cards placed before it)",
    "revealed_to_trash": "in the trash",
    "leaves_battle_area": " leaves the battle area and",
    "lasting_later": "; the change stays with it and applies once it can be affected again",
    "add_self": "add this card to its owner's hand",
    "trash_to_deck": "return to the deck",
    "also_meets_multicolor": "another color meeting a multicolor Option's color requirements "
                             "is not modelled (which of its colors it stands for is not "
                             "settled)",
    # what a target is chosen for (the code is the English, kept as scenarios match it)
    **{what: what for what in (
        "delete", "return", "affect", "suspend", "unsuspend", "trash digivolution cards of",
        "trash the bottom digivolution cards of",
        "de-digivolve", "place as the top security card",
        "place as the bottom security card",
        # what a keyword's "you may" would do (no_target steps)
        "place DigiXros cards under a Tamer", "play the specified cards", "place cards under",
        "play a digivolution card", "place under a Tamer")},
    "cards_to_security": "place cards in the security stack",
    "zone_self_play": "play this card from the hand or trash",
}
FRAGMENT_KEYS = frozenset({"why", "how", "what", "later", "clause", "where", "face", "origin"})

PROMPT_TABLES = {"en": PROMPTS_EN}
LABEL_TABLES = {"en": LABELS_EN}
FRAGMENT_TABLES = {"en": FRAGMENTS_EN}


def prompt(code: str, lang: str = "en", **data: Any) -> str:
    """A decision's prompt from its code and data (a fragment in it given by ``fragment``)."""
    table = PROMPTS_EN if lang == "en" else PROMPT_TABLES.get(lang, PROMPTS_EN)
    return table[code].format_map(data)


def label(code: str, lang: str = "en", **data: Any) -> str:
    """An option's label from its code and data."""
    table = LABELS_EN if lang == "en" else LABEL_TABLES.get(lang, LABELS_EN)
    return table[code].format_map(data) if data else table[code]


def fragment(code: str, lang: str = "en") -> str:
    """A fragment of text named by code (the code itself when it names none)."""
    return FRAGMENT_TABLES.get(lang, FRAGMENTS_EN).get(code, code)


class _Names(dict):
    def __init__(self, data: dict[str, Any], names: dict[str, str]) -> None:
        super().__init__()
        for key, value in data.items():
            if isinstance(value, str) and value in names:
                value = f"{names[value]} ({value})"
            elif isinstance(value, list):
                value = ", ".join(f"{names[v]} ({v})" if isinstance(v, str) and v in names
                                  else str(v) for v in value)
            self[key] = value

    def __missing__(self, key: str) -> str:
        return ""


def render(event: str, data: dict[str, Any], names: dict[str, str], lang: str = "en") -> str:
    table = TABLES.get(lang, EN)
    template = table.get(event)
    if template is None:
        return f"{event}: {data}"
    values = _Names(data, names)
    if not FRAGMENT_KEYS.isdisjoint(data):
        fragments = FRAGMENT_TABLES.get(lang, FRAGMENTS_EN)
        for key in FRAGMENT_KEYS.intersection(data):
            if isinstance(data[key], str) and data[key] in fragments:
                values[key] = fragments[data[key]].format_map(values)
    if "timing" in data:
        values["timing"] = TIMING_LABELS.get(lang, {}).get(data["timing"], data["timing"])
    try:
        return template.format_map(values)
    except (ValueError, KeyError):
        return f"{event}: {data}"


# ---------------------------------------------------------------- the card page's reading
# (reading.py: what the engine read, effect by effect; ``describe_effect`` words it)

EFFECT_TYPES_EN = {
    "trigger": "trigger-type effect: activates when its timing or event happens",
    "activation": "activation-type effect: its player activates it at its timing",
    "persistent": "persistent effect: applies while its card is where the effect works",
    "immediate": "immediate-type effect: activates at once, interrupting what is happening",
}
STEP_FORMS_EN = {"do": "", "may": "you may: ", "cost": "cost (optional, paid first): ",
                 "if": "if the condition holds: "}
VERB_NAMES_EN = {
    "gain-effect": "gain effects", "forced-attack": "attack (it must)", "at-opponent-turn-end":
    "at the next end of the opponent's turn", "at-this-turn-end": "at the end of this turn",
    "at-turn-end-played": "at the end of this turn, for the Digimon this effect played",
    "no-on-play":
    "keep the played Digimon's [On Play] effects from activating", "mind-link": "<Mind Link>",
    "opponent-may": "the opponent may act", "opponent-trash-hand":
    "the opponent trashes cards in their hand", "play-each":
    "play one card of each description", "trash-among": "trash revealed cards",
    "return-or-play": "return a digivolution card to the hand or play it",
    "use-by-effect": "use an Option card (or play a card) by this effect",
    "activate-main": "activate this card's [Main] effect", "activate-one":
    "activate one of the effects below", "add-among": "add revealed cards to the hand",
    "add-self": "add this card to the hand", "alliance": "<Alliance>", "ascension":
    "<Ascension>", "blitz": "<Blitz> (attack)", "de-digivolve": "<De-Digivolve>",
    "deck-to-security": "place the top card of the deck in security", "decode": "<Decode>",
    "delay-trash": "trash this <Delay> card", "delete": "delete", "delete-total":
    "delete up to a DP total", "detach": "<Detach>", "digivolve-into": "digivolve",
    "dna-into": "DNA digivolve", "dp": "change DP", "draw": "draw", "end-attack":
    "end the attack", "engage": "<Engage>", "execute": "<Execute>", "gain-keyword":
    "gain keyword effects", "material-save": "<Material Save>", "memory": "change memory",
    "memory-at-end-of-turn": "change memory at the end of the turn", "overclock":
    "<Overclock>", "partition": "<Partition>", "place-security":
    "place a Digimon in security", "place-self": "place this card in the battle area",
    "link-cards": "link a card by an effect", "trash-link": "trash link cards",
    "xros-tamers": "let cards from under Tamers be placed for a DigiXros",
    "app-fuse": "app fuse", "play-link": "play a link card",
    "play-among": "play a revealed card",
    "play-free": "play a card from the hand or trash",
    "end-of-battle": "at the end of the battle", "battle-by-effect": "battle (no attack)",
    "also-attack": "may also attack unsuspended Digimon",
    "opponent-attacks": "the opponent attacks with the chosen Digimon",
    "play-self": "play this card",
    "play-self-end-of-battle":
    "play this card at the end of the battle", "play-token": "play a Token", "play-under":
    "play a digivolution card as another Digimon", "raid": "<Raid>", "recovery":
    "<Recovery>", "reduce-digivolve-cost": "reduce the digivolution cost",
    "trash-opponent-security": "trash the opponent's security cards",
    "suspend-either": "suspend as one of two descriptions reads",
    "reduce-play-cost": "reduce the play cost", "restrict": "restrict",
    "retaliation": "<Retaliation>", "return-deck-bottom":
    "return to the bottom of the deck", "return-hand": "return to the hand",
    "return-self-to-hand": "return this card to the hand",
    "zone-self-deck-bottom": "return this card from the hand or trash to the bottom of the deck",
    "zone-self-play": "play this card from the hand or trash with the play cost reduced",
    "cards-to-security": "place cards from the hand or trash in the security stack", "reveal":
    "reveal the top of the deck", "reveal-rest": "place the rest of the revealed cards",
    "look-deck-top": "look at the top card of the deck",
    "hand-to-deck-top": "reveal a card from the hand and place it on top of the deck",
    "save": "<Save>", "set-memory": "set memory", "suspend": "suspend", "switch-target":
    "switch the attack target", "trash-any-under": "trash digivolution cards of its choice",
    "trash-deck-top": "trash the top of the deck", "trash-hand": "trash cards in the hand",
    "trash-pick-under": "trash digivolution cards the player picks", "trash-security":
    "trash the top security card", "trash-security-end":
    "trash the top or the bottom security card", "choose": "choose a target",
    "trash-to-hand": "return a card from the trash to the hand",
    "trash-to-deck": "return a card from the trash to the deck",
    "under-tamer-to-hand": "return a card from under a Tamer to the hand",
    "place-option-under": "place this Option face down under a Tamer",
    "trash-top": "trash the top stacked card", "trash-all-under":
    "trash all of the digivolution cards", "place-under":
    "place cards as bottom digivolution cards", "place-self-under":
    "place this card as a bottom digivolution card", "place-this-under":
    "place this Digimon under another Digimon (its top card only)", "place-digimon-under":
    "place another Digimon under this one (its top card only)", "trash-tamer-under":
    "trash face-down cards from under Tamers",
    "trash-own-face-down": "trash this Digimon's bottom face-down digivolution card",
    "trash-under":
    "trash the top digivolution cards", "trash-under-bottom":
    "trash the bottom digivolution cards", "unaffected": "become unaffected by effects",
    "unsuspend": "unsuspend", "vortex": "<Vortex> (attack)",
    "attack-by-effect": "attack (by this effect)", "security-to-hand":
    "add a security card to the hand", "flip-security": "flip a security card face up",
    "search-security": "search the security stack", "shuffle-security":
    "shuffle the security stack",
}
_DURATIONS_EN = {"turn": "for the turn", "until-opponents-turn-end":
                 "until the end of the opponent's turn", "until-opponents-next-turn-end":
                 "until the end of the opponent's next turn", "until-your-next-turn-end":
                 "until the end of your next turn", "until-your-turn-end":
                 "until the end of your turn", "opponents-next-unsuspend-phase":
                 "during the opponent's next unsuspend phase"}
_ATTACK_WHOM_EN = {"digimon": "(attacking an opponent's Digimon)",
                   "player": "(attacking the opponent)"}
_EXTREMES_EN = {"dp": "DP", "level": "level", "cost": "play cost"}
_SIDES_EN = {"own": "your", "opponent": "your opponent's", "any": "any player's"}
_KINDS_EN = {"digimon": "Digimon", "tamer": "Tamer", "any": "Digimon or Tamer",
             "security-digimon": "Security Digimon"}


def describe_target(t: Any) -> str:
    """``effects.Target`` in words: how many, whose, which kind, then its filters."""
    if t.mode == "this":
        return "this card"
    if t.mode == "it":
        return "the card chosen before"
    if t.mode == "event":
        return "the Digimon the trigger names"
    count = {"all": "all of", "up-to": f"up to {t.count} of"}.get(t.mode, f"{t.count} of")
    words = [count, _SIDES_EN.get(t.side, t.side), *(["other"] if t.other else []),
             *t.colors, _KINDS_EN.get(t.kind, t.kind)]
    exact = t.max_level is not None and t.max_level == t.min_level  # "level N"
    limits = [(t.max_dp, "DP {} or less"), (t.min_dp, "DP {} or more"),
              (t.max_level if exact else None, "level {}"),
              (None if exact else t.max_level, "level {} or lower"),
              (None if exact else t.min_level, "level {} or higher"),
              (t.max_cost, "play cost {} or less"), (t.min_cost, "play cost {} or more"),
              (t.trait, "the [{}] trait"), (t.keyword, "<{}>"), (t.no_keyword, "without <{}>")]
    words += [f"({form.format(v)})" for v, form in limits if v is not None]
    if t.names:
        words.append("(named " + " or ".join(f"[{n}]" for n in t.names) + ")")
    if t.extreme is not None:
        words.append(f"(with the {'highest' if t.extreme[1] else 'lowest'} "
                     f"{_EXTREMES_EN.get(t.extreme[0], t.extreme[0])})")
    if t.dp_at_most_this:
        words.append("(DP no more than this Digimon's)")
    if t.suspended is not None:
        words.append("(suspended)" if t.suspended else "(unsuspended)")
    if t.name_has:
        words.append("(" + " or ".join(f"[{n}]" for n in t.name_has) + " in its name)")
    if t.traits_any or t.trait_part:
        words.append("(trait " + " or ".join(f"[{n}]" for n in t.traits_any + t.trait_part)
                     + ")")
    if t.trait_in:
        words.append("(" + " or ".join(f"[{n}]" for n in t.trait_in)
                     + f" in its {t.trait_field or 'traits'})")
    if t.text_has:
        words.append("(" + " or ".join(f"[{n}]" for n in t.text_has) + " in its text)")
    if t.no_digivolution:
        words.append("(no digivolution cards)")
    words += [f"({form.format(v)})" for v, form in (
        (t.max_under, "{} or fewer digivolution cards"),
        (t.min_under, "{} or more digivolution cards"), (t.min_colors, "{} or more colors"),
        (t.trait_or_token, "a Token or [{}] trait")) if v is not None]
    if t.trait_except:
        words.append("(other than " + " or ".join(f"[{n}]" for n in t.trait_except) + ")")
    if t.under_named:
        words.append("(" + " or ".join(f"[{n}]" for n in t.under_named)
                     + " in its digivolution cards)")
    if t.cards_at_most_this:
        words.append("(as many or fewer digivolution cards as this Digimon)")
    if t.same_name:
        words.append("(with the same name as this Digimon)")
    if t.same_name_it:
        words.append("(sharing a name with the card chosen before)")
    if t.any_of:
        words.append(f"(fitting one of {len(t.any_of)} descriptions)")
    return " ".join(words)


_SOURCES_EN = {"hand": "from the hand", "trash": "from the trash",
               "hand-or-trash": "from the hand or trash", "under": "from its digivolution cards",
               "trash+under": "from the trash or its digivolution cards",
               "under-tamer": "from under a Tamer",
               "hand-or-under-tamer": "from the hand or from under a Tamer",
               "among": "from among the revealed cards", "security": "from the security stack",
               "under-own": "from the digivolution cards of the Digimon chosen"}


def describe_filter(f: Any) -> str:
    """``effects.CardFilter`` in words: the card a step takes from a zone."""
    words = [*f.colors, {"digimon": "Digimon card", "tamer": "Tamer card",
                         "option": "Option card"}.get(f.kind or "", "card")]
    exact = f.max_level is not None and f.max_level == f.min_level
    limits = [(f.max_level if exact else None, "level {}"),
              (None if exact else f.max_level, "level {} or lower"),
              (None if exact else f.min_level, "level {} or higher"),
              (f.max_cost, "play cost {} or less"), (f.min_cost, "play cost {} or more"),
              (f.max_dp, "DP {} or less"), (f.min_dp, "DP {} or more"),
              (f.min_colors, "{} or more colors"), (f.n_colors, "{} colors"),
              (f.trait, "the [{}] trait"), (f.text_has, "[{}] in its text")]
    words += [f"({form.format(v)})" for v, form in limits if v is not None]
    for names, form in ((f.names + ((f.name,) if f.name else ()), "named {}"),
                        (f.name_has, "{} in its name"), (f.traits_any, "the {} trait"),
                        (f.trait_part, "{} in one of its traits"),
                        (f.trait_in, "{} in its " + (f.trait_field or "traits")),
                        (f.texts_any, "{} in its text"),
                        (f.trait_except, "other than {}")):
        if names:
            words.append("(" + form.format(" or ".join(f"[{n}]" for n in names)) + ")")
    if f.any_of:
        words.append(f"(fitting one of {len(f.any_of[0])} descriptions)")
    if f.has_inherited:
        words.append("(with inherited effects)")
    if f.effect_icon:
        words.append(f"(with {f.effect_icon} in its effects)")
    return " ".join(words)


def _gained_en(action: Any) -> str:
    """The effects a "gains ..." step gives, as printed: a keyword by its icon, an effect
    quoted (as verbs/gain_effect.py words its step)."""
    return " and ".join(e.text if e.text.startswith("<") else f'"{e.text}"'
                        for e in action.gained)


def _reduction_en(action: Any) -> str:
    """"by 2", "by 2 for each of: all of your opponent's Digimon" (a cost reduction)."""
    per = action.per
    each = "" if per is None else f" for each of: {describe_target(per.target)}" \
        if per.target is not None and per.per == 1 else " for each counted"
    return f"by {action.amount}{each}"


def describe_effect(reading: Any) -> dict[str, Any]:
    """One ``reading.EffectReading`` in words: a heading and its steps in order."""
    effect = reading.effect
    head = [f"keyword effect ({effect.keyword})" if effect.timing == "keyword"
            else TIMING_LABELS["en"].get(effect.timing, effect.timing),
            EFFECT_TYPES_EN.get(effect.type, effect.type)]
    if effect.zone:  # a [Hand] / [Trash] [Main] effect (zone_main.py)
        head.insert(1, f"used from the {effect.zone} only")
    if effect.per_turn:
        head.append("once per turn" if effect.per_turn == 1
                    else f"{effect.per_turn} times per turn")
    if effect.condition is not None or any(c.condition for c in effect.clauses) or any(
            s.condition for s in effect.statics):
        head.append("with a condition")
    steps = []
    for step in reading.steps:
        a = step.action
        words = STEP_FORMS_EN[step.form] + VERB_NAMES_EN.get(step.verb, step.verb)
        details = [f"{a.amount:+} DP" if step.verb == "dp" or a.amount and a.gained else
                   f"{a.amount:+}" if a.amount and step.verb == "memory" else
                   str(a.amount) if a.amount and step.verb in ("draw", "set-memory") else
                   _reduction_en(a) if step.verb in ("reduce-play-cost",
                                                     "reduce-digivolve-cost") else "",
                   " ".join(f"<{k}>" for k in a.keywords),
                   _ATTACK_WHOM_EN.get(a.restriction or "", "") if step.verb ==
                   "attack-by-effect" else f"can't {fragment('restriction:' + a.restriction)}"
                   if a.restriction else "",
                   "(without suspending)" if a.cost == "no-suspend" else "",
                   _gained_en(a), _DURATIONS_EN.get(a.duration or "", "")]
        if step.verb in ("at-opponent-turn-end", "at-this-turn-end", "at-turn-end-played") \
                and a.source:  # set aside
            details.insert(0, f"({VERB_NAMES_EN.get(a.source, a.source)})")
        if a.target is not None:
            words += f": {describe_target(a.target)}"
        taken = " ".join(filter(None, (
            describe_filter(a.filter) if a.filter is not None else "",
            _SOURCES_EN.get(a.source or "", ""))))
        if taken not in ("", "card"):  # the card taken from a zone: "into 1 yellow Digimon card"
            details.insert(0, f"[{taken}"
                           f"{', without paying the cost' if a.cost == 'free' else ''}]")
        steps.append(" ".join([words, *filter(None, details)]))
    if effect.statics:
        steps.append(f"{len(effect.statics)} lasting change(s) while it applies")
    return {"head": " · ".join(head), "steps": steps}
