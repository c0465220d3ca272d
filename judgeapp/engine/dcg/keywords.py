"""What the engine does with each keyword of the concordance (``rulesdb/corpus/keywords.yaml``).

One entry per keyword id, effects and rules alike: its status and a note saying plainly what
is and is not modelled. ``docs/keywords.md`` is generated from this table (with the library
scenarios tagged ``keyword:<id>``) by ``docs/make_keyword_table.py``. The card-text parser
refuses every keyword whose status is "not modelled", quoting the note.
"""

from __future__ import annotations

from dataclasses import dataclass

MODELLED = "modelled"
PARTIAL = "partial"
NOT_MODELLED = "not modelled"
STATUSES = (MODELLED, PARTIAL, NOT_MODELLED)


@dataclass(frozen=True)
class KeywordStatus:
    id: str
    status: str
    note: str


def _entries(*rows: tuple[str, str, str]) -> dict[str, KeywordStatus]:
    return {kid: KeywordStatus(kid, status, note) for kid, status, note in rows}


# Keyword effects (owner: the keyword-effects work).
EFFECTS = _entries(
    ("security-attack", MODELLED, "Checks 1 + X security cards one at a time (never below 0; "
     "with 0 checks an attack on a player with no security does not win)."),
    ("jamming", MODELLED, "Not deleted when it loses a battle against a Security Digimon; "
     "battles with Digimon delete it as usual."),
    ("piercing", MODELLED, "After it deletes the opposing Digimon in a battle from its attack, "
     "it checks security (1 + Security A.) before the attack ends; no win on 0 security."),
    ("rush", MODELLED, "Can attack the turn it was played."),
    ("blocker", MODELLED, "At the block timing an unsuspended <Blocker> other than the target "
     "may suspend to become the attack target."),
    ("draw", MODELLED, "`<Draw X>` as an action: draw X cards (a short deck draws what it "
     "can)."),
    ("recovery", MODELLED, "`<Recovery +X (Deck)>` as an action: the top X deck cards go on "
     "top of security, face down."),
    ("armor-purge", MODELLED, "Immediate-type: when it would be deleted, by trashing its top "
     "card (only with digivolution cards) it isn't deleted; lasting effects stay with it."),
    ("evade", MODELLED, "Immediate-type: when it would be deleted, by suspending it (only if "
     "unsuspended) it isn't deleted."),
    ("barrier", MODELLED, "Immediate-type, battle only: when it would be deleted in battle, "
     "by trashing your top security card (only if you have one) it isn't deleted."),
    ("reboot", MODELLED, "Also unsuspends in the opponent's unsuspend phase."),
    ("de-digivolve", MODELLED, "`<De-Digivolve X> <target>`: the effect's controller "
     "chooses how many cards to trash from the top (`choose_amount`, 1 up to the most "
     "allowed, as the Japanese manual's 1~X枚 says; default the most), then they are trashed "
     "one at a time. The most allowed is X, "
     "or fewer where a stop rule applies: no card is trashed from a Digimon with no "
     "digivolution cards or from a level 3 (or lower) top card (a top card with no level, a "
     "Tamer or Option card or a Lv.- Digimon, is trashed: official rulings Q1916, Q5628)."),
    ("retaliation", MODELLED, "A trigger-type effect: when only this Digimon is deleted in a "
     "battle with a Digimon (not a tie, not against a Security Digimon; a battler whose "
     "deletion was prevented doesn't count), it triggers with the deletion's other effects "
     "([On Deletion]...) and is ordered with them at the check point (each player orders "
     "their own, the turn player's first: `<card> retaliation`), and waits on the card in "
     "the trash. It then deletes the "
     "Digimon it battled by this Digimon's owner's effect (immediate-type interrupts and "
     "<Progress> apply), if that Digimon is still in the battle area as the same field "
     "object; otherwise it does nothing. Each <Retaliation> the Digimon had (printed, "
     "inherited, gained) triggers separately."),
    ("delay", PARTIAL, "`<Delay> • <effect>` on an Option that 'Place this card in your "
     "battle area' (its [Main] effect, or its [Security] effect: '... in its owner's battle "
     "area') put there (placed by an effect: rule check C leaves it): trashing it from "
     "the battle area is the cost, then the effect; no memory cost or color requirement; not "
     "the turn it was placed. [Main] <Delay> is a main-phase `activate <card>`; with a start/"
     "end of turn or main phase timing, or after a 'When ...' trigger the grammar reads "
     "('[Your Turn] When one of your Digimon attacks, <Delay>'), it triggers and trashing is "
     "optional; a condition before it ('If your opponent has a Digimon, <Delay>') is the "
     "effect's processing condition. The effect may be printed below a bullet or on the "
     "<Delay> line ('[Main] <Delay>Place ...'). A 'When ... would ...' before it (an "
     "immediate-type <Delay>), other effects of an Option in the battle area, and placing "
     "Options there by other effects are refused: not modelled."),
    ("save", MODELLED, "`<Save>` as an action (usually [On Deletion] <Save>): you may place "
     "this card from the trash under (at the bottom of) 1 of your Tamers in the battle area."),
    ("material-save", MODELLED, "Immediate-type, before the deletion (it does not prevent it): "
     "you may place up to X of its digivolution cards named in its top card's DigiXros "
     "requirements under 1 of your Tamers (you choose the Tamer and the cards)."),
    ("partition", PARTIAL, "`<Partition (A & B)>` (also `[A]`, and the manual's `《A & B》`), "
     "cards specified by name, or by colour and level as in CR 16-29-1's `<Partition (blue "
     "Lv.4 & green Lv.4)>` (also `A + B`, `Yellow/Black Lv.6`: one of the colours; 1 card "
     "for each description): immediate-type, when this Digimon with an A and a B among its "
     "digivolution cards would leave the battle area other than by its owner's effects or a "
     "battle (the opponent's effects, or the 0 DP rule), before it leaves (it still leaves), "
     "you may play 1 A and 1 B from its digivolution cards without paying the costs (both or "
     "neither). Leaving covers deletions and effects returning it to the hand or deck. Not "
     "modelled: cards specified by a bare word in a description (refused), and leaving the battle "
     "area by being used as DigiXros material or linked (the run stops there with an "
     "`unmodelled` step)."),
    ("blitz", MODELLED, "`[On Play] <Blitz>` / `[When Digivolving] <Blitz>`: if the opponent "
     "has 1 or more memory when it activates (else it can't activate), the player may attack "
     "with it (the player or a suspended Digimon; declining is an option) with the full attack "
     "procedure, before the turn can end. It must be able to attack normally: not suspended, "
     "not the turn it was played without <Rush>, not by the non-turn player, not during "
     "another attack."),
    ("raid", MODELLED, "A 'when this Digimon attacks' trigger: you may change the attack "
     "target to 1 of the opponent's unsuspended Digimon with the highest DP (you choose among "
     "ties; nothing happens if there is none)."),
    ("progress", MODELLED, "While it attacks (declaration to the end of its end of attack "
     "timing) the opponent's effects don't affect it, as an 'isn't affected by effects' card: "
     "it can still be chosen or listed, but the opponent's deleting, suspending, returning, "
     "trashing or de-digivolving (<Retaliation> included) does nothing to it; the opponent's "
     "persistent effects and lasting changes (DP, keywords, can't attack/block), earlier ones "
     "and ones put on it during the attack, don't apply while it attacks and apply again "
     "after. Its own player's effects, battles, rule checks, blocking and ending the attack "
     "still apply; an opponent's <Iceclad> still changes their battle (it is read as changing "
     "the battle, which the corpus does not settle). Only a <Progress> from its own player's "
     "effects counts."),
    ("iceclad", MODELLED, "In a battle between Digimon where either has <Iceclad>, the numbers "
     "of digivolution cards are compared instead of DP (more wins, equal: both lose); DP "
     "against Security Digimon."),
    ("decode", PARTIAL, "`<Decode ([Name])>` (a card name), `<Decode ([Trait] trait)>` or a "
     "description as cards print it, e.g. `<Decode (Blue Lv.4)>`, `<Decode (Lv.4 or lower "
     "w/[A]/[B] in name or w/[C] trait)>`, read as the card's reminder words it (a bare word, "
     "which could be a name or a trait, is refused): immediate-type, when this Digimon would "
     "leave the battle area other "
     "than in battle (any effect, or the 0 DP rule), before it leaves (it still leaves), you "
     "may play 1 such Digimon card from its digivolution cards without paying the cost. "
     "Leaving covers deletions and effects returning it to the hand or deck. Not modelled: "
     "other descriptions of XX (refused), and leaving the battle area by being used as "
     "DigiXros material or linked (the run stops there with an `unmodelled` step)."),
    ("overclock", PARTIAL, "`<Overclock (Trait)>` (or `<Overclock《Trait》>`): an [End of Your "
     "Turn] trigger; by deleting 1 of your Tokens or other Digimon with the trait (an optional "
     "cost, you choose which), it attacks the player without suspending (full attack "
     "procedure; not the turn it was played without <Rush>). Not modelled: whether a suspended "
     "Digimon can attack this way (the engine says so and makes no attack)."),
    ("digisorption", PARTIAL, "`<Digisorption -X>` on the card in the hand: when digivolving "
     "into it from the hand in the main phase, you may suspend 1 of your unsuspended Digimon "
     "(the digivolving one included) to pay X less (not below 0). The digivolve option is "
     "offered when the full cost, or the reduced cost with a Digimon to suspend, can be paid "
     "(manual-en/paying-costs); when only the reduced cost can, declaring the digivolution "
     "uses the reduction and the engine suspends without asking (the player still chooses "
     "which Digimon). Digivolving by effects is not modelled."),
    ("alliance", MODELLED, "A 'when this Digimon attacks' trigger: by suspending 1 of your "
     "other unsuspended Digimon (optional cost), it gains <Security A. +1> and that "
     "Digimon's DP (as it was when suspended) until the end of the attack."),
    ("fortitude", MODELLED, "An [On Deletion]-type trigger that triggers only if the Digimon "
     "had digivolution cards when it was deleted: you may play this card from the trash "
     "without paying the cost."),
    ("vortex", MODELLED, "An [End of Your Turn] trigger: the player may attack 1 of the "
     "opponent's suspended Digimon with it (full attack procedure; it suspends), even the turn "
     "it was played. It must be unsuspended and not prevented from attacking; with no "
     "suspended opponent's Digimon nothing happens."),
    ("decoy", MODELLED, "`<Decoy (Color)>` (also `Black/White`: either color), `<Decoy ([X] "
     "trait)>` and `<Decoy ([X])>` (with [X] in its traits), as each card's reminder words it "
     "(a bare word is refused) immediate-type: when the opponent's effect would "
     "delete your other Digimon so specified, by deleting this Digimon 1 of them isn't "
     "deleted (you choose which; not if this Digimon is being deleted too; not in battle or "
     "by the 0 DP rule)."),
    ("collision", MODELLED, "During its attack (declaration to the end of its end of attack "
     "timing, while it is in the battle area) all of the opponent's Digimon in the battle area "
     "have <Blocker>: the board's keyword lists and every <Blocker> check see it. At the "
     "block timing every unsuspended one other than the target that can block may block, and "
     "the opponent must block if able (no 'don't block' option)."),
    ("fragment", MODELLED, "`<Fragment <X>>` immediate-type: when it would be deleted, by "
     "trashing any X of its digivolution cards (you choose which; only with X or more) it "
     "isn't deleted."),
    ("scapegoat", MODELLED, "Immediate-type: when it would be deleted other than by your "
     "effects (by the opponent's effects, in battle, or by the 0 DP rule), by deleting 1 of "
     "your other Digimon it isn't deleted."),
    ("execute", PARTIAL, "An [End of Your Turn] trigger: the player may attack the player or "
     "any opponent's Digimon, unsuspended ones too (full attack procedure; normal attacker "
     "rules); after that attack ends this Digimon is deleted by the effect, even if it won. "
     "The deletion is processed once the attack's [End of Attack] effects have resolved; "
     "whether it should come before them is not settled by the corpus."),
    ("digi-burst", MODELLED, "`<Digi-Burst X>: <effect>` (or, as printed, `<Digi-Burst X> "
     "・<effect>`) is read as 'By trashing any X of this Digimon's digivolution cards, "
     "<effect>': an optional cost paid in full (you choose the "
     "cards) before the effect; with fewer than X it can't be paid."),
    ("blast-digivolve", MODELLED, "`[Hand][Counter] <Blast Digivolve>`: in the counter timing "
     "of an opponent's attack, one of your Digimon meeting the requirements digivolves into "
     "it from the hand without the cost (the one [Counter] activation), draw 1, "
     "[When Digivolving]; then the block timing."),
    ("blast-dna-digivolve", MODELLED, "`[Hand][Counter] <Blast DNA Digivolve ([A]+[B])>` with "
     "the card's [DNA Digivolve] requirement: in the counter timing, your Digimon named A or "
     "B and the other named card in the hand DNA digivolve into it without paying the cost "
     "(cr-en/16-31-1; DNA order and rules), draw 1, [When Digivolving]; then the block "
     "timing. On a card whose data lost its [DNA Digivolve] line it is offered and stops "
     "with an `unmodelled` step (the requirement can't be ignored: cr-en/16-31-5)."),
    ("mind-link", PARTIAL, "`[Main] <Mind Link>` on a Tamer: `mindlink <Tamer> onto <Digimon>` "
     "places it as the bottom digivolution card of one of your Digimon with no Tamer card "
     "among its digivolution cards. `<Mind Link> [with|to] 1 of your Digimon <description>` "
     "is an effect sentence (with [Main]: an activation-type effect; the only fitting "
     "Digimon is chosen without asking, none: nothing happens; not a Token, CR 4.2 4-21-3). "
     "Other subjects ('this Tamer may <Mind Link>') are refused."),
    ("link-plus", MODELLED, "`<Link +X>` printed on a Digimon: it may have 1 + X link cards; "
     "beyond the limit a new link replaces the oldest, which is trashed."),
    # The keyword effects new in the Comprehensive Rules Ver.4.2 (cr-en/16-41 .. 16-47).
    ("training", PARTIAL, "Main-phase option `train <Digimon>` (cr-en/16-41), in the battle "
     "area or the breeding area, for an unsuspended Digimon with <Training> (printed or "
     "inherited): it suspends, then the top card of the deck goes under it as its bottom "
     "digivolution card (nothing with an empty deck). Not modelled: it is processed as a "
     "main-phase action, so effects that trigger on an effect's activation or on a Digimon "
     "suspending do not see it."),
    ("use-req", PARTIAL, "`<Use Req. ([Name])>` or `<Use Req. ([Trait] trait)>` on an Option "
     "(cr-en/16-42): with a Digimon or Tamer of that name or trait in your battle area, the "
     "Option's color requirements are ignored when you use it from the hand. Other forms of "
     "the specified cards are refused."),
    ("ascension", PARTIAL, "A trigger-type effect on its deletion (cr-en/16-43), waiting on the "
     "card in the trash like [On Deletion]: its player may place it from the trash face down "
     "as the top security card; nothing if it has left the trash. Inherited <Ascension> is "
     "refused: the rules do not say whether deleting the Digimon deletes that digivolution "
     "card."),
    ("engage", MODELLED, "An [End of Your Turn] trigger (cr-en/16-44): the player may attack "
     "with it, with the normal attack rules (the player or a suspended Digimon; it suspends; "
     "not the turn it was played without <Rush>, since nothing in <Engage> lifts that)."),
    ("guard", MODELLED, "Immediate-type (cr-en/16-45): when another of its player's Digimon "
     "would leave the battle area by an opponent's effect (deleted, returned to the hand or "
     "deck, placed in security), the player may delete the <Guard> Digimon so that it doesn't "
     "leave; not if the <Guard> Digimon is leaving by the same cause, not in battle or by the "
     "0 DP rule; if its deletion is prevented the cost is not paid and the other Digimon "
     "leaves."),
    ("detach", PARTIAL, "`<Detach ([Name])>` / `<Detach ([Trait] trait)>` immediate-type "
     "(cr-en/16-46): when this Digimon would leave the battle area other than by its owner's "
     "effects (battle, the 0 DP rule, the opponent's effects), by trashing 1 of its link "
     "cards of that name or trait (you choose) it doesn't leave. Other forms of the "
     "specified link cards are refused."),
    ("succession", PARTIAL, "`<Succession ([Name])>` / `<Succession ([Trait] trait)>`, a "
     "persistent effect (cr-en/16-47): while the card is a Digimon's top card in the battle "
     "area, the Digimon has the text-box effects (not <Succession>) of its topmost "
     "digivolution card of that name or trait: persistent effects apply, [Main] effects can "
     "be activated, trigger-type effects trigger on later events (official Q&A Q6945). The "
     "rules leave open whether a gained [When Digivolving] effect triggers when the Digimon "
     "digivolves into the <Succession> card, whether a gained [On Deletion] effect triggers "
     "when the Digimon is deleted, and whether the specified card's inherited effects are "
     "gained a second time: the run stops there with an `unmodelled` step. Cards specified "
     "by level or part of a name are refused."),)

# Keyword rules (owner: the keyword-rules work; entries are replaced there as they land).
RULES = _entries(
    ("overflow", MODELLED, "`<Overflow <-X>>`: the owner loses X memory the instant the card "
     "leaves the field or a stack for another area (deleted, trashed by a rule check or from "
     "under a Digimon, returned to the hand or deck), even mid-effect; not when it goes under "
     "a card."),
    ("dna-digivolve", PARTIAL, "`[DNA Digivolve] red Lv.5 + blue Lv.5: Cost N` (sides: color "
     "and level, level, or [Name]) from the hand in the main phase: left side on top, a new "
     "unsuspended Digimon (effects on the two end, [Per Turn] counts reset, can attack), draw "
     "1, [When Digivolving]. DNA digivolving by an effect is not modelled."),
    ("token", MODELLED, "`token: true` cards: can't digivolve (nothing is placed under them), "
     "and leave the game instead of going to any other area."),
    ("digixros", PARTIAL, "`DigiXros -X [A]×[B]...` (names): `play <card> xros <cards...>` "
     "declares it with the play, before paying; 1 each of some or all named cards from the "
     "hand or battle area go under (left on top; a battle-area card's digivolution cards are "
     "trashed), cost -X per card; `[A] or [B]` is one requirement, 1 card of either name "
     "(official Q&A Q3720); a card 'also treated as [A] for a DigiXros' fills [A] (for a "
     "DigiXros only, Q3068); one requirement by description, 'N Digimon card(s) w/[A]/[B] "
     "trait' or 'w/<Icon> in text', takes 1 to N fitting cards (CR 4.2 7-2-2-4; 'w/[A] in "
     "traits' stays refused, <Material Save> on such a Digimon stops the run); 'if "
     "DigiXrosing [with N cards]' holds in the [On Play] of a "
     "DigiXros play that placed 1 or more (N) cards (CR 4.2 7-2-2-9, 7-2-2-10). Trait "
     "requirements and DigiXros by effects are not modelled."),
    ("burst-digivolve", PARTIAL, "`Burst Digivolve [Digimon]: By returning 1 [Tamer] to the "
     "hand, cost N`: `burst <card> onto <Digimon>` returns the Tamer, digivolves (draw 1, "
     "[When Digivolving]); the top stacked card is trashed at the end of that turn (before "
     "[End of Turn] effects trigger). Burst digivolving by effects is not modelled."),
    ("link", PARTIAL, "`Link <requirement>: Cost N` and `Link DP: +N`: `link <card> onto "
     "<Digimon>` from the hand or the battle area (its digivolution cards trashed), link cost, "
     "Link DP, limit 1 (+X) with the replaced link trashed, links trashed at a rule check when "
     "the requirement fails; a final 'Link effect: <effect text>' is had by the linked "
     "Digimon; `Link Lv.N or higher`. Linking by an effect: 'link [up to] N <cards> from your "
     "hand / trash / this Digimon's digivolution cards to this Digimon / 1 of your Digimon "
     "without paying the cost' or 'with the [link] cost reduced by N' (the link procedure, "
     "CR 4.2 10-1-3: only a card with a link requirement, official Q&A Q5241, Q6962, to a "
     "Digimon meeting it; the cost left out, or paid less N, never below 0); an Option's "
     "'link this card to 1 of your Digimon [on the field]' (the breeding area too with 'on "
     "the field', official Q&A Q5707; the linked Option is not trashed, Q5451). Other "
     "link-by-effect forms ('any of your Digimon', 'from your hand or trash') are refused."),
    ("assembly", PARTIAL, "`Assembly -X: N [Name] cards` (cr-en/7-3, Manual 6.0): `play <card> "
     "assemble <trash cards...>` declares it before paying: exactly N cards of that name go "
     "from the trash under the played card, cost -X. Also by description (`[Assembly -X] [N] "
     "[Lv.N [or lower]] [A]/[B] trait [Digimon] card(s) [w/different levels|names]`, `Lv.4 or "
     "lower w/[A] in name or w/[B] trait`, `Lv.5 x Lv.4 x Lv.3, all w/...`: one card of each "
     "level, the left one on top, 7-3-2-6). Other requirements are refused; Assembly when "
     "an effect plays the card (7-3-2-10) is not offered."),
    ("arts-digivolve", PARTIAL, "DUAL cards (cr-en/4-6; a Digimon card with an `option:` "
     "side in the scenario format): in the hand `use <card>` uses its Option side (use cost, "
     "color requirements, [Main] effects as Option card effects) and it is never played, by "
     "the player or by effects (no play cost); on the field it is a Digimon only; in the "
     "hand, trash, deck or security it fits both Digimon card and Option card descriptions. "
     "Arts Digivolve (cr-en/4-20): once the used card's [Main] effect has resolved, instead "
     "of trashing it one of the player's cards on the field that meets its digivolution "
     "requirements may digivolve into it without paying the cost (draw 1, [When "
     "Digivolving]; the rule check comes after: official Q&A Q6215). The card list does not "
     "record the Arts Digivolve notation: a DUAL card has it unless `arts_digivolve: false`. "
     "Not modelled: using a DUAL card by an effect (no Option is used by effects), \"activate "
     "1 [Main] effect on this card's Option side\", [Security] effects on the Option side, "
     "digivolution-cost reductions of the target Digimon (the run stops: Arts Digivolve is "
     "without paying the cost)."),
    ("app-fusion", PARTIAL, "`App Fusion [A] & [B]: Cost N`: `fuse <card> onto <Digimon> with "
     "<link card>` when the Digimon and its link card are 2 different names of it; the link "
     "card goes on top, then the card (draw 1, [When Digivolving]). App fusing by effects "
     "is not modelled."),
)

KEYWORDS: dict[str, KeywordStatus] = {**EFFECTS, **RULES}


def status(keyword_id: str) -> KeywordStatus | None:
    return KEYWORDS.get(keyword_id)


def refusal(keyword_id: str) -> str | None:
    """The parser's message for a keyword it must refuse, or None if it is (partly) modelled."""
    entry = KEYWORDS.get(keyword_id)
    if entry is not None and entry.status != NOT_MODELLED:
        return None
    why = entry.note if entry else "it is not in the keyword table."
    return f"the keyword is not yet modelled by the engine: {why} (see docs/keywords.md)"
