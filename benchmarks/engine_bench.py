"""Engine speed: replay of every library scenario, and cascades that must grow linearly.

Run: ``python benchmarks/engine_bench.py`` (prints medians; nothing is asserted: the issue's
targets are a median under 5 ms per library scenario, and linear growth without hitting the
recursion limit for the cascades).

- library: each ``scenarios/*.yaml`` is loaded once, then set up and played out (advance loop,
  scripted answers, expect evaluation) ``--repeat`` times; the median per scenario is printed,
  then the median of those medians.
- cascade: N Digimon with ``[On Deletion] <Draw 1>`` deleted at once by one effect (N
  simultaneous triggers, ordered by the default answers).
- chain: N derived triggers (each [On Deletion] plays the next 0-DP card, which rule check A
  deletes) while an older effect stays pending; the board stays small.

``--record-boards`` runs as the web replayer does (a snapshot on every step, ``Step.board``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import yaml

from judgeapp.engine.ruleset import get_ruleset
from judgeapp.resources import resource_dir
from judgeapp.scenario import Result, Scenario, load_file, load_text, run_scenario
from judgeapp.scenario.schema import MAX_STEP_LIMIT

SIZES = (50, 100, 200)
Run = Callable[[Scenario], Result]


def timings_ms(action: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def median_ms(action: Callable[[], object], repeat: int) -> float:
    return statistics.median(timings_ms(action, repeat))


def bench_library(folder: Path, repeat: int, run: Run = run_scenario) -> None:
    print(f"library replay (median of {repeat} runs, ms)")
    medians = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            scenario = load_file(path)
            status = run(scenario).status
        except Exception as exc:  # noqa: BLE001 - an invalid file, or one the engine rejects
            print(f"  {'-':>8}  {path.name} [not run: {str(exc).splitlines()[0][:80]}...]")
            continue
        ms = median_ms(lambda s=scenario: run(s), repeat)
        medians.append(ms)
        print(f"  {ms:8.3f}  {path.name} [{status}]")
    print(f"  overall median {statistics.median(medians):.3f} ms over {len(medians)} scenarios; "
          f"max {max(medians):.3f} ms")


def _scenario(title: str, cards: list, p1: dict, actions: list, expect: dict) -> Scenario:
    data = {
        "title": title, "description": "benchmark", "tags": ["trigger"], "difficulty": 3,
        "source": ["manual-en/simultaneous-triggering"], "step_limit": MAX_STEP_LIMIT,
        "cards": cards,
        "board": {"turn_player": "p1", "turn": 3, "memory": {"p1": 3}, "p1": p1,
                  "p2": {"deck": 5}},
        "actions": actions, "expect": expect,
    }
    return load_text(yaml.safe_dump(data, sort_keys=False), f"<{title}>")


def cascade(n: int) -> Scenario:
    """n Digimon with [On Deletion] <Draw 1> deleted at once."""
    cards = [
        {"name": "Bomber", "kind": "digimon", "color": "red", "level": 3, "dp": 1000,
         "play_cost": 3, "text": "[On Deletion] <Draw 1>."},
        {"name": "Farewell", "kind": "option", "color": "red", "use_cost": 0,
         "text": "[Main] Delete all of your Digimon."},
    ]
    p1 = {"deck": n, "hand": ["Farewell"], "battle": [{"card": "Bomber"}] * n}
    expect = {"zones": {"p1": {"hand": n, "battle": 0}}}
    return _scenario(f"cascade-{n}", cards, p1, ["use p1-farewell"], expect)


def chain(n: int) -> Scenario:
    """n derived triggers while an older effect stays pending, on a board that does not grow.

    One effect deletes Link0 and Sentinel together; their [On Deletion] effects trigger
    simultaneously. Link0's activates first and plays Link1 (0 DP) from the hand; rule check A
    deletes it and its [On Deletion] triggers while Sentinel's is still pending (a derived
    trigger, which activates first), playing Link2, and so on. Sentinel's effect comes last.
    """
    def link(i: int) -> dict:
        text = (f"[On Deletion] Play 1 [Link{i + 1}] from your hand without paying the cost."
                if i < n else "[On Deletion] <Draw 1>.")
        return {"name": f"Link{i}", "kind": "digimon", "color": "red", "level": 3,
                "dp": 0 if i else 1000, "play_cost": 3, "text": text}

    cards = [link(i) for i in range(n + 1)] + [
        {"name": "Sentinel", "kind": "digimon", "color": "red", "level": 3, "dp": 1000,
         "play_cost": 3, "text": "[On Deletion] Gain 1 memory."},
        {"name": "Farewell", "kind": "option", "color": "red", "use_cost": 0,
         "text": "[Main] Delete all of your Digimon."},
    ]
    p1 = {"deck": 5, "hand": ["Farewell", *(f"Link{i}" for i in range(1, n + 1))],
          "battle": [{"card": "Link0"}, {"card": "Sentinel"}]}
    expect = {"memory": {"p1": 4}, "zones": {"p1": {"hand": 1, "battle": 0}},
              "steps": [{"event": "activate", "card": f"p1-link{n}"},
                        {"event": "activate", "card": "p1-sentinel"}]}
    return _scenario(f"chain-{n}", cards, p1, ["use p1-farewell", "p1-link0 on-deletion"],
                     expect)


def bench_growth(name: str, build: Callable[[int], Scenario], repeat: int,
                 run: Run = run_scenario) -> None:
    print(f"{name} (median of {repeat} runs)")
    previous = None
    for n in SIZES:
        scenario = build(n)
        result = run(scenario)
        if not result.passed:
            print(f"  n={n}: FAILED: {result.failures[:3]}")
            continue
        times = timings_ms(lambda s=scenario: run(s), repeat)
        setup = median_ms(lambda s=scenario: get_ruleset(s.game).setup(s.data), repeat)
        ms = statistics.median(times)
        growth = f"  x{ms / previous:.2f} for x2 cards" if previous else ""
        print(f"  n={n:4d}: median {ms:9.2f} ms, min {min(times):9.2f} ms "
              f"(setup alone {setup:.2f} ms; "
              f"{len(result.steps)} steps){growth}")
        previous = ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--folder", type=Path, default=None)
    parser.add_argument("--record-boards", action="store_true",
                        help="runs record every step's board (as the web replayer does)")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, recursion limit {sys.getrecursionlimit()}")
    run = partial(run_scenario, record_boards=args.record_boards)
    print(f"record_boards={args.record_boards}")
    bench_library(args.folder or resource_dir("scenarios"), args.repeat, run)
    repeat = max(5, args.repeat // 2)
    bench_growth("cascade: N simultaneous [On Deletion] <Draw 1>", cascade, repeat, run)
    bench_growth("chain: N derived [On Deletion] triggers", chain, repeat, run)


if __name__ == "__main__":
    main()
