"""The interpreter's registry (judgeapp/engine/dcg/verbs/): every verb an effect can name is
registered once, by a module that declares the steps it records and the rules it cites."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from judgeapp.engine.dcg import citations, effect_attack, verbs
from judgeapp.engine.dcg.render import EN
from judgeapp.engine.dcg.verbs import VERBS, Verb, register

ENGINE_DIR = Path(citations.__file__).parent
VERB_DIR = Path(verbs.__file__).parent


def _verbs_built_by_the_readers() -> set[str]:
    """Every ``Action("<verb>", ...)`` the card-text readers and keyword tables can build."""
    found: set[str] = set()
    for path in ENGINE_DIR.glob("*.py"):
        found |= set(re.findall(r'Action\(\s*"([a-z-]+)"', path.read_text(encoding="utf-8")))
    return found | set(effect_attack.LEGALITY)


def _emitted_events(path: Path) -> set[str]:
    """The step events a module records itself (literal event names of its ``emit`` calls)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {call.args[2].value for call in ast.walk(tree)
            if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "emit"
            and len(call.args) > 2 and isinstance(call.args[2], ast.Constant)}


def _module_verbs() -> dict[str, list[Verb]]:
    by_module: dict[str, list[Verb]] = {}
    for verb in {id(v): v for v in VERBS.values()}.values():
        by_module.setdefault(verb.run.__module__, []).append(verb)
    return by_module


# Actions that only carry data for a persistent effect (never performed, so no verb).
DATA_ONLY = {"use-req",  # use_req.py: the specified cards of <Use Req.>
             "ignore-colors", "also-meets-colors"}  # color_req.py: an Option's color statics


def test_every_verb_the_readers_build_is_registered() -> None:
    built = _verbs_built_by_the_readers()
    assert "draw" in built and "blitz" in built  # the scan sees both kinds of source
    assert sorted(built - set(VERBS) - DATA_ONLY) == []


def test_data_only_actions_are_in_persistent_effects() -> None:
    from judgeapp.engine.dcg import effects as fx
    from judgeapp.engine.dcg import use_req

    assert use_req.effect("Use Req. ([Agumon])", False).type == fx.PERSISTENT


def test_every_module_of_the_package_registers_a_verb() -> None:
    modules = {f"{verbs.__name__}.{p.stem}" for p in VERB_DIR.glob("*.py")
               if p.stem != "__init__"}
    assert modules <= set(_module_verbs())


@pytest.mark.parametrize("module", sorted(_module_verbs()))
def test_a_verb_declares_the_steps_it_records(module: str) -> None:
    path = Path(__import__(module, fromlist=["_"]).__file__)
    declared = {s for v in _module_verbs()[module] for s in v.steps}
    assert _emitted_events(path) <= declared
    assert sorted(s for s in declared if s not in EN) == []  # render.py has their text


def test_verbs_cite_only_keys_kept_in_citations_py() -> None:
    keys = citations.all_keys()
    for verb in VERBS.values():
        assert verb.rules, verb.names
        assert set(verb.rules) <= keys, verb.names


def test_a_verb_registered_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="'draw' is registered twice"):
        register(Verb(("draw",), VERBS["draw"].run, rules=(), steps=()))
    assert VERBS["draw"].run.__module__ == "judgeapp.engine.dcg.verbs.draw"


def test_resolve_names_no_verb() -> None:
    """Dispatch is the registry's: the resolver holds no verb name of its own."""
    source = (ENGINE_DIR / "resolve.py").read_text(encoding="utf-8")
    named = {v for v in VERBS if re.search(rf'verb\s*==\s*"{v}"', source)}
    assert named == set()
