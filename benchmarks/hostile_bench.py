"""What hostile input costs (issues 14 and 15): time and memory of each refusal.

    python benchmarks/hostile_bench.py [ROUNDS]

- a 426-byte 9-level "billion laughs" scenario: refusal time (median) and peak memory
  (tracemalloc) in the loader, and the time through the builder upload and POST;
- hostile card text: a permalink whose card text is 500,000 characters, a builder post with
  80,000, and card text at the 2,000-character cap built from the patterns regexes
  are slowest on (median request time, Flask test client);
- 450 cards of hostile text in one builder post;
- an endless loop at 5,000 / 20,000 / 100,000 steps (time per step must not grow).
"""

from __future__ import annotations

import io
import statistics
import subprocess
import sys
import time
import tracemalloc

from judgeapp import create_app
from judgeapp.resources import resource_dir
from judgeapp.scenario import permalink
from judgeapp.scenario.loader import load_file, load_text
from judgeapp.scenario.runner import run_scenario
from judgeapp.scenario.source import ScenarioFileError

SCENARIO = {
    "title": "t", "description": "d", "tags": ["main"], "difficulty": "beginner",
    "source": ["manual-en/main-phase"],
    "board": {"turn_player": "p1", "memory": {"p1": 3}, "p1": {"deck": 5, "hand": ["Agumon"]},
              "p2": {"deck": 5}},
    "expect": {},
}
HOSTILE_TEXTS = ["a", "[", "[a", "<", "[DNA Digivolve]", "-", "Link ", "this effect's DP maximum ",
                 "[On Play] ", "9", "《"]


def billion_laughs() -> str:
    """Nine anchors, each nine aliases of the one before (9**9 leaves), padded to 426 bytes."""
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [{', '.join(['*' + prev] * 9)}]")
    text = "\n".join(lines) + "\n"
    return text + "#" * (425 - len(text.encode())) + "\n"


def median_ms(action, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def bomb(client, rounds: int) -> None:
    text = billion_laughs()

    def refuse() -> None:
        try:
            load_text(text, "bomb.yaml")
        except ScenarioFileError:
            return
        raise AssertionError("the bomb was accepted")

    tracemalloc.start()
    refuse()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"YAML bomb ({len(text.encode())} bytes, 9 levels): loader refuses in "
          f"{median_ms(refuse, rounds):.2f} ms (median), peak {peak / 1e6:.2f} MB")

    def upload() -> None:
        data = {"file": (io.BytesIO(text.encode()), "bomb.yaml")}
        assert client.post("/api/builder/upload", data=data).status_code == 422

    def post() -> None:
        response = client.post("/api/builder", data={"title": "t", "expect": text})
        assert response.status_code == 422

    print(f"  whole process (peak RSS of a fresh interpreter): {_child_rss(text):.0f} MB "
          f"refusing it, {_child_rss(None):.0f} MB only importing the loader")
    print(f"  POST /api/builder/upload: {median_ms(upload, rounds):.1f} ms; "
          f"POST /api/builder (expect field): {median_ms(post, rounds):.1f} ms")


def _child_rss(text: str | None) -> float:
    """Peak RSS (MB, VmHWM: ru_maxrss would carry over this big process's through fork and
    exec) of a new Python process that loads ``text`` (None: imports only)."""
    code = ("import re, sys\n"
            "from judgeapp.scenario.loader import load_text\n"
            "from judgeapp.scenario.source import ScenarioFileError\n"
            "text = sys.stdin.read()\n"
            "if text:\n"
            "    try:\n"
            "        load_text(text)\n"
            "    except ScenarioFileError:\n"
            "        pass\n"
            "status = open('/proc/self/status').read()\n"
            "print(re.search(r'VmHWM:\\s*(\\d+)', status).group(1))\n")
    done = subprocess.run([sys.executable, "-c", code], input=text or "", text=True,
                          capture_output=True, check=True)
    return int(done.stdout.strip()) / 1024


def card_text(client, rounds: int) -> None:
    card = {"name": "Agumon", "kind": "digimon", "color": "red", "level": 3, "dp": 2000,
            "play_cost": 3}

    def shared(text: str) -> str:
        return "/api/s/" + permalink.encode({**SCENARIO, "cards": [{**card, "text": text}]})

    url = shared("a" * 500_000)
    print(f"hostile card text: GET /s/<{len(url) - 7}-character blob> with 500,000 "
          f"characters: {median_ms(lambda: client.get(url), rounds):.1f} ms "
          f"({client.get(url).status_code})")
    fields = {"title": "t", "card-0-name": "Agumon", "card-0-text": "a" * 80_000}
    ms = median_ms(lambda: client.post("/api/builder", data=fields), rounds)
    print(f"  POST /api/builder with 80,000 characters: {ms:.1f} ms")
    worst = []
    for seed in HOSTILE_TEXTS:
        capped = shared((seed * (2000 // len(seed) + 1))[:2000])
        worst.append((median_ms(lambda u=capped: client.get(u), rounds), seed))
    ms, seed = max(worst)
    print(f"  2,000 characters (the cap) of the slowest pattern ({seed!r}): {ms:.1f} ms; "
          f"all {len(HOSTILE_TEXTS)} patterns: {sum(t for t, _ in worst):.1f} ms")


def many_cards(client) -> None:
    fields = {"title": "t", "description": "d", "tags": "main", "difficulty": "beginner",
              "source": "manual-en/main-phase", "turn_player": "p1", "p1-deck": "5",
              "p2-deck": "5", "expect": "{}"}
    for i in range(450):
        fields.update({f"card-{i}-name": f"C{i}", f"card-{i}-kind": "digimon",
                       f"card-{i}-colors": "red", f"card-{i}-level": "3",
                       f"card-{i}-dp": "1000", f"card-{i}-cost": "1",
                       f"card-{i}-text": "[" * 2000})
    started = time.perf_counter()
    status = client.post("/api/builder", data=fields).status_code
    print(f"450 cards of 2,000-character hostile text in one builder post: "
          f"{(time.perf_counter() - started) * 1000:.0f} ms ({status})")


def long_runs() -> None:
    loop = load_file(resource_dir("scenarios") / "infinite-loop-step-limit.yaml")
    for limit in (5_000, 20_000, 100_000):
        scenario = load_text(_with_limit(loop, limit), "loop.yaml")
        started = time.perf_counter()
        result = run_scenario(scenario)
        seconds = time.perf_counter() - started
        print(f"endless loop, {limit:>7,} steps: {seconds:6.2f} s, "
              f"{seconds / len(result.steps) * 1e6:5.1f} µs/step")


def _with_limit(scenario, limit: int) -> str:
    from judgeapp.scenario.form import dump

    return dump({**scenario.source.data, "step_limit": limit})


def main(rounds: int) -> None:
    app = create_app()
    client = app.test_client()
    client.get("/builder")  # the builder's catalog of library cards, read once
    bomb(client, rounds)
    card_text(client, rounds)
    many_cards(client)
    long_runs()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
