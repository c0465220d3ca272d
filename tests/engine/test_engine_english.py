"""render.py owns the engine's English: decision prompts and option labels come from its
tables by code (another language is a table), and English prose elsewhere only goes down."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from judgeapp.engine.dcg import render

ENGINE_DIR = Path(render.__file__).parent
# The card-text readers and the keyword tables hold the printed English of the cards (and of
# the manuals they quote): that is the card's language, not the engine's.
CARD_TEXT = {"cardtext.py", "text_grammar.py", "text_ir.py", "text_layout.py", "text_lower.py",
             "text_render.py", "keyword_text.py", "keywords.py", "keyword_rules.py",
             "rule_lines.py", "token_spec.py", "text_attack.py", "text_deleted.py",
             "tamer_digivolve.py", "card_either.py", "text_stack.py", "text_lower_stack.py",
             "text_link.py", "text_docs.py", "text_lower_pending.py", "text_count.py",
             "text_gain.py", "text_no_on_play.py", "text_events.py", "text_group.py",
             "text_reveal_play.py", "digivolve_into_this.py", "text_mind_link.py",
             "text_statics.py", "text_conjunctions.py", "keyword_specs.py",
             "text_restrictions.py", "text_effect_did.py", "text_face_up.py",
             "text_trigger_subjects.py", "text_descriptions.py", "text_lexing.py",
             "text_tamer_stack.py", "text_xros.py", "text_delay.py", "text_trash_count.py",
             "text_play_exclusion.py", "text_this_with.py", "text_has_effect.py",
             "text_pay_and_place.py", "text_turn_end.py", "text_has.py", "text_would_own.py",
             "text_costs.py", "text_reveal_picks.py", "assembly_alts.py", "text_tamers.py",
             "text_de_digivolve_each.py", "text_lead_play.py", "text_battle.py", "text_dna.py",
             "text_under.py"}
PROSE = re.compile(r"[A-Za-z]+(?:'[a-z]+)?(?: [A-Za-z]+(?:'[a-z]+)?){2,}")

# English prose (three words or more, docstrings aside) still written outside render.py:
# refusal reasons, ``unmodelled`` reasons, scenario-setup errors and a few step data values
# that scenario files match. The numbers may only go down (move the text to render.py).
PROSE_BASELINE = {
    "app_fusion.py": 3, "ascension.py": 2, "assembly.py": 5, "attack.py": 22, "board.py": 28,
    "burst.py": 3, "cost_paid.py": 6, "detach.py": 1, "dna.py": 6, "effect_attack.py": 5,
    "end_of_battle.py": 3, "game.py": 26, "guard.py": 2, "link.py": 6, "mind_link.py": 2,
    "record.py": 1, "requirements.py": 14, "resolve.py": 26, "reveal.py": 3, "training.py": 1,
    "use_req.py": 1, "xros.py": 6, "verbs/__init__.py": 1, "verbs/de_digivolve.py": 1,
    "verbs/decode.py": 1, "verbs/material_save.py": 1, "verbs/modify.py": 3,
    "verbs/partition.py": 1, "verbs/place_security.py": 2, "verbs/place_self.py": 1,
    "verbs/play_free.py": 1, "verbs/raid.py": 1, "verbs/retaliation.py": 1, "verbs/save.py": 1,
    "verbs/digivolve_into.py": 2,
    "verbs/stack_surgery.py": 2, "verbs/stack_place.py": 2, "verbs/switch_target.py": 5,
    "verbs/trash_to_hand.py": 1,
    "verbs/trash_under.py": 1,
}


def _engine_modules() -> list[Path]:
    return sorted(p for p in ENGINE_DIR.rglob("*.py")
                  if p.name != "render.py" and p.name not in CARD_TEXT)


def _name(path: Path) -> str:
    return path.relative_to(ENGINE_DIR).as_posix()


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def prose(source: str) -> list[str]:
    tree = ast.parse(source)
    skip = _docstrings(tree)
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
            and isinstance(n.value, str) and id(n) not in skip and PROSE.search(n.value)]


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                               and isinstance(node.value, str))


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


# callee -> position of the argument holding a prompt or label
TEXT_ARGS = {"ask": 3, "yes_no": 3, "Option": 1, "offer": 3}


def written_text(source: str) -> list[str]:
    """Prompts and option labels written as literals (not rendered from render.py's tables),
    and ``pick`` questions that are not prompt codes."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node)
        pos = TEXT_ARGS.get(name)
        if pos is not None and len(node.args) > pos and _is_text(node.args[pos]):
            found.append(f"{name}: {ast.unparse(node.args[pos])}")
        if name == "pick" and len(node.args) > 2:
            question = node.args[2]
            if not (isinstance(question, ast.Constant) and question.value in render.PROMPTS_EN):
                found.append(f"pick: {ast.unparse(question)}")
    return found


def test_the_scan_sees_prose_and_literal_prompts() -> None:
    assert prose('x = "you may do it"\ny = "code"\n') == ["you may do it"]
    assert written_text('ask(s, p, "k", "Choose a card", o)\nOption("a", "Yes")\n'
                        'pick(c, i, "pick_tamer", r)\npick(c, i, "choose one", r)\n') == [
        "ask: 'Choose a card'", "Option: 'Yes'", "pick: 'choose one'"]


@pytest.mark.parametrize("path", _engine_modules(), ids=_name)
def test_prompts_and_option_labels_come_from_render_py(path: Path) -> None:
    assert written_text(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", _engine_modules(), ids=_name)
def test_english_prose_outside_render_py_only_goes_down(path: Path) -> None:
    found = prose(path.read_text(encoding="utf-8"))
    assert len(found) <= PROSE_BASELINE.get(_name(path), 0), found


def test_every_prompt_and_label_renders() -> None:
    """A table entry with a placeholder the engine never fills would raise here."""
    sample = {"card": "p1-agumon", "label": "p1-agumon [Main]", "what": "delete", "text": "t",
              "clause": "c", "attacker": "p1-agumon", "keyword": "Blitz", "amount": 1,
              "decoy": "p2-x", "n": 2, "names": "A, B", "guard": "p2-g"}
    for code in render.PROMPTS_EN:
        assert "{" not in render.prompt(code, **sample), code
    assert render.label("card", name="Agumon", id="p1-agumon") == "Agumon (p1-agumon)"
    assert render.prompt("choose_target", label="p1-x [Main]", what="delete") == \
        "p1-x [Main]: choose a target to delete"


def test_step_data_names_fragments_by_code() -> None:
    text = render.render("draw", {"player": "p1", "card": "p1-a", "why": "digivolution_bonus"},
                         {"p1-a": "Agumon"})
    assert text == "p1 draws Agumon (p1-a) (digivolution bonus)."
