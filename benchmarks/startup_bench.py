"""Cold start: ``judgeapp serve`` in a fresh process until the first ``GET /api/search?q=blocker``
is answered, when the index of the whole library (rules, cards, rulings, scenarios) already
exists (the usual start), and with an empty index directory (the first start: the build is
included).

    python benchmarks/startup_bench.py [--runs 5] [--first-runs 2]

Prints the medians over the runs (target, issue 9: under 2 s when the index exists).  No
assertion: numbers only.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

TIMEOUT = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def judgeapp() -> list[str]:
    """The installed console command, or the module run by this interpreter."""
    found = shutil.which("judgeapp", path=str(Path(sys.executable).parent))
    return [found] if found else [sys.executable, "-c", "from judgeapp.cli import main; main()"]


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cold_start(index_dir: str) -> tuple[float, int]:
    """Seconds from process start to the first search answer, and its number of hits."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/api/search?q=blocker"
    env = {**os.environ, "DIGIJUDGE_INDEX_DIR": index_dir}
    started = time.perf_counter()
    server = subprocess.Popen(
        [*judgeapp(), "serve", "--port", str(port)], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        while time.perf_counter() - started < TIMEOUT:
            if server.poll() is not None:
                raise SystemExit(f"judgeapp serve exited with {server.returncode}")
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    body = json.loads(response.read())
                elapsed = time.perf_counter() - started
                return elapsed, len(body.get("results", body).get("hits", []))
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.01)
        raise SystemExit(f"no answer from {url} within {TIMEOUT:.0f} s")
    finally:
        server.terminate()
        server.wait(timeout=10)


def measure(label: str, runs: int, index_dir: str | None) -> None:
    """``runs`` cold starts on ``index_dir`` (None: a new empty folder for each run)."""
    times, cpu = [], []
    for i in range(runs):
        before = children_cpu()
        with tempfile.TemporaryDirectory() as empty:
            elapsed, hits = cold_start(index_dir or empty)
        times.append(elapsed)
        cpu.append(children_cpu() - before)
        print(f"{label} run {i + 1}: {elapsed:.2f} s to the first answer ({hits} hits); "
              f"the server used {cpu[-1]:.2f} s of CPU in all")
    print(f"{label}: median {statistics.median(times):.2f} s over {runs} runs "
          f"(min {min(times):.2f}, max {max(times):.2f}); server CPU median "
          f"{statistics.median(cpu):.2f} s (wall above CPU is time spent waiting for a busy "
          "machine)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--first-runs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as index_dir:
        cold_start(index_dir)  # builds the index the measured starts open
        measure("cold start to first search, index exists (target < 2 s)", args.runs,
                index_dir)
    measure("first start, index built on the way", args.first_runs, None)


if __name__ == "__main__":
    main()
