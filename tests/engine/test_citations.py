"""Every corpus key the dcg ruleset cites resolves (rulesdb corpus + keyword concordance),
and the engine cites only keys kept in citations.py."""

import re
from pathlib import Path

import pytest

from judgeapp.engine.dcg import citations
from rulesdb.corpus import load_corpus
from rulesdb.keywords import load_keywords

from .helpers import Game, scenario

ENGINE_DIR = Path(citations.__file__).parent


@pytest.fixture(scope="module")
def resolvable() -> set[str]:
    corpus = load_corpus(extra_dirs=[])
    keys = {k for k in citations.all_keys() if corpus.cited(k) is not None}
    keys |= {f"keyword/{k.id}" for k in load_keywords()}
    return keys


def test_every_citation_resolves(resolvable):
    missing = sorted(k for k in citations.all_keys() if k not in resolvable)
    assert not missing, f"citations that do not resolve: {missing}"


def test_no_corpus_key_is_written_outside_citations_py():
    pattern = re.compile(r"[\"'](manual-en|manual-ja|cr-en|glossary-en|keyword)/")
    offenders = [p.name for p in ENGINE_DIR.glob("*.py")
                 if p.name != "citations.py" and pattern.search(p.read_text())]
    assert not offenders


def test_steps_of_a_busy_game_cite_only_known_keys():
    cards = {
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                    "digivolve": [{"color": "red", "level": 3, "cost": 2}],
                    "text": "<Security A. +1> [When Attacking] Gain 1 memory.",
                    "inherited": "[On Deletion] <Draw 1>."},
        "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000,
                    "play_cost": 3, "text": "<Blocker>"},
        "Spark": {"kind": "option", "color": "blue", "use_cost": 0,
                  "text": "[Main] <Draw 1>.", "security": "[Security] Gain 1 memory."},
    }
    g = Game(scenario(p1={"hand": ["Greymon"], "battle": [{"card": "Agumon"}]},
                      p2={"battle": [{"card": "Gabumon"}], "security": ["Spark", "Gabumon"]},
                      cards=cards))
    g.answer("digivolve p1-greymon onto p1-agumon", "attack p1-greymon -> player", "no",
             "attack p1-greymon -> player", "pass")
    cited = {k for s in g.steps for k in s.rules}
    assert cited and cited <= citations.all_keys()
    assert all(s.rules for s in g.steps), [s.event for s in g.steps if not s.rules]


def test_every_rule_applying_step_cites_the_comprehensive_rules():
    """A step that applies a rule (it cites one) cites at least one Comprehensive Rules
    number, across every library scenario; refused answers and unmodelled stops included."""
    from judgeapp.resources import resource_dir
    from judgeapp.scenario import load_file, run_scenario

    without: dict[str, str] = {}
    runs = 0
    for path in sorted((resource_dir("scenarios")).glob("*.yaml")):
        scenario = load_file(path)
        if scenario.data.get("game", "dcg") != "dcg" or scenario.status == "pending-engine":
            continue
        runs += 1
        for step in run_scenario(scenario).steps:
            if step.rules and not any(k.startswith("cr-en/") for k in step.rules):
                without.setdefault(f"{step.kind}:{step.event}", f"{path.name}: {step.rules}")
    assert runs > 100
    assert without == {}


def test_keyword_citations_name_their_chapter_16_rule():
    """``16-5 <Blocker>``: the rule's keyword, letters only, is the keyword id's."""
    corpus = load_corpus(extra_dirs=[])
    printed = {"security-attack": "securitya", "link-plus": "link"}
    for keyword_id, number in citations.CR_KEYWORD.items():
        title = corpus.section(f"cr-en/{number}").title
        name = re.sub(r"[^a-z]", "", re.search(r"<([^>]+)>", title).group(1).lower())
        assert name == printed.get(keyword_id, keyword_id.replace("-", "")), (keyword_id, title)
