"""Legacy ruleset (dccg) speed: replay of the dccg scenarios, and long games.

Run: ``python benchmarks/dccg_bench.py [--repeat 20]`` (prints medians; asserts nothing).

- library: each ``scenarios/dccg-*.yaml`` set up and played out (advance loop, scripted
  answers, expect evaluation); the median per scenario, then the median of medians.
- long game: two 50-card decks (anonymous cards) playing N turns where every phase is ended
  at once and 3 cards are discarded and replaced each turn, so the Online piles run out and
  are reshuffled; time per game and per advance should grow linearly with N.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from judgeapp.engine.ruleset import get_ruleset
from judgeapp.resources import resource_dir
from judgeapp.scenario import load_file, run_scenario

TURNS = (50, 100, 200)


def median_ms(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench_library(repeat: int) -> None:
    print(f"dccg library replay (median of {repeat} runs, ms)")
    medians = []
    for path in sorted(resource_dir("scenarios").glob("dccg-*.yaml")):
        scenario = load_file(path)
        ms = median_ms(lambda s=scenario: run_scenario(s), repeat)
        medians.append(ms)
        print(f"  {ms:8.3f}  {path.name}")
    print(f"  overall median {statistics.median(medians):.3f} ms over {len(medians)} scenarios")


def long_game(turns: int) -> int:
    """Play ``turns`` turns; return the number of advances."""
    ruleset = get_ruleset("dccg")
    board = {"turn_player": "p1", "turn": 2, "phase": "draw",
             "p1": {"online": 45, "hand": 5}, "p2": {"online": 45, "hand": 5}}
    advance = ruleset.advance(ruleset.setup({"cards": [], "board": board, "seed": 1}), None)
    count = 1
    while advance.state.turn < 2 + turns:
        decision = advance.decision
        if decision.kind == "discard" and advance.state.counters.discarded < 3:
            answer = next(o.id for o in decision.options if o.id != "next-phase")
        else:
            answer = "next-phase"
        advance = ruleset.advance(advance.state, answer)
        count += 1
    return count


def bench_long_games(repeat: int) -> None:
    print(f"long games (median of {repeat} runs)")
    for turns in TURNS:
        advances = long_game(turns)
        ms = median_ms(lambda t=turns: long_game(t), repeat)
        print(f"  {turns:4} turns: {ms:9.2f} ms per game, {advances} advances, "
              f"{1000 * ms / advances:7.1f} us per advance")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    bench_library(args.repeat)
    bench_long_games(max(3, args.repeat // 5))


if __name__ == "__main__":
    main()
