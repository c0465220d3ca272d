"""Both rulesets are found whichever is imported first."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_legacy_ruleset_first_does_not_hide_the_card_game():
    code = ("import judgeapp.engine.dccg\n"
            "from judgeapp.engine.ruleset import get_ruleset\n"
            "print(get_ruleset('dcg').game, get_ruleset('dccg').game)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["dcg", "dccg"]
