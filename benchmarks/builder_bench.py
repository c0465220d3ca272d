"""Builder speed, server side (Flask test client; prints medians, asserts nothing).

Run: ``python benchmarks/builder_bench.py [--repeat N]``.

- check: POST /builder with a library scenario's form (validate + card texts + run + render).
- big: the same with 500 extra card definitions and a 500-card hand.
- permalink: GET /s/<blob> (decode, validate, run, render step 0) for the same scenario and
  for the longest library scenario (uncached: a permalink's scenario is run on every request).
"""

from __future__ import annotations

import argparse
import statistics
import time

from judgeapp import create_app
from judgeapp import replay as replays

SMALL = "attack-blocker"


def median_ms(call, repeat: int) -> float:
    call()  # warm up
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    client = create_app({"TESTING": True}).test_client()

    def fields_of(name: str) -> dict[str, str]:
        return client.get(f"/api/builder?from={name}").get_json()["fields"]

    small = fields_of(SMALL)
    big = dict(small)
    for i in range(100, 600):
        big.update({f"card-{i}-name": f"Dummy {i}", f"card-{i}-colors": "red",
                    f"card-{i}-level": "3", f"card-{i}-dp": "1000", f"card-{i}-cost": "1"})
    big["p2-hand"] = "\n".join(f"Dummy {i}" for i in range(100, 600))
    longest = max((e for e in replays.library() if e.scenario and e.scenario.game == "dcg"),
                  key=lambda e: len(replays.library_replay(e).steps))

    def blob(fields: dict[str, str]) -> str:
        result = client.post("/api/builder", data=fields).get_json()
        return result["links"]["replay_url"]

    small_url, long_url = blob(small), blob(fields_of(longest.name))
    steps = len(replays.library_replay(longest).steps)
    rows = [
        (f"check {SMALL} (POST /builder)", lambda: client.post("/builder", data=small)),
        ("check 500 extra cards (POST /builder)", lambda: client.post("/builder", data=big)),
        (f"permalink replay {SMALL}", lambda: client.get(small_url)),
        (f"permalink replay {longest.name} ({steps} steps)", lambda: client.get(long_url)),
    ]
    for label, call in rows:
        repeat = max(3, args.repeat // 5) if "500" in label else args.repeat
        print(f"{label}: median {median_ms(call, repeat):.1f} ms over {repeat} runs")
    print(f"permalink length: {SMALL} {len(small_url) - 3} chars, {longest.name} "
          f"{len(long_url) - 3} chars")


if __name__ == "__main__":
    main()
