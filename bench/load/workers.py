"""The worker processes of a load run (`bench.load.worker`), and one step measured on them."""

from __future__ import annotations

import contextlib
import json
import statistics
import subprocess
import sys
import time
from typing import Any

from bench.load.machine import TICK, machine_ticks, tree_cpu_seconds
from bench.load.steps import Step, percentile

CONCURRENCY = 4  # moves played at once per process, as the bot admits them (bot.admission)


class Workers:
    """``procs`` worker processes on ``target``, each on its own range of games."""

    def __init__(self, target: str, procs: int, first: int, count: int) -> None:
        self.processes: list[subprocess.Popen[str]] = []
        try:
            self._start(target, procs, first, count)
        except BaseException:
            self.close()
            raise

    def _start(self, target: str, procs: int, first: int, count: int) -> None:
        share = count // procs
        for index in range(procs):
            process = subprocess.Popen(
                [sys.executable, "-m", "bench.load.worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            self.processes.append(process)
            config = {
                "target": target,
                "first": first + index * share,
                "count": share,
                "seed": 1000 + index,
                "concurrency": CONCURRENCY,
            }
            self._send(process, config)
        for process in self.processes:
            self._receive(process)  # ready

    @staticmethod
    def _send(process: subprocess.Popen[str], message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write(json.dumps(message) + "\n")
        process.stdin.flush()

    @staticmethod
    def _receive(process: subprocess.Popen[str]) -> dict[str, Any]:
        assert process.stdout is not None
        line = process.stdout.readline()
        if not line:
            raise RuntimeError(f"load worker {process.pid} exited ({process.wait()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def step(self, step: Step, seed: int) -> list[dict[str, Any]]:
        start = time.time() + 0.3
        per_process = step.offered / len(self.processes)
        for index, process in enumerate(self.processes):
            command = {
                "rate": per_process,
                "seconds": step.seconds,
                "start": start,
                "drain": max(5.0, step.seconds),
                "seed": seed * 100 + index,
            }
            self._send(process, command)
        return [self._receive(process) for process in self.processes]

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                with contextlib.suppress(OSError):  # a broken pipe: it is gone already
                    self._send(process, {"quit": True})
        for process in self.processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            for pipe in (process.stdin, process.stdout):
                if pipe is not None:
                    pipe.close()


def measure(workers: Workers, step: Step, seed: int, db_pid: int | None) -> Step:
    busy0, total0 = machine_ticks()
    db0 = tree_cpu_seconds(db_pid) if db_pid else None
    answers = workers.step(step, seed)
    busy1, total1 = machine_ticks()
    latencies = sorted(value for answer in answers for value in answer["latencies_ms"])
    step.completed = len(latencies)
    step.errors = sum(answer["errors"] for answer in answers)
    step.incomplete = sum(answer["incomplete"] for answer in answers)
    step.arrivals = step.completed + step.errors + step.incomplete
    step.first_error = next((a["first_error"] for a in answers if a["first_error"]), None)
    span = max([step.seconds] + [answer["last_done"] for answer in answers])
    step.achieved = step.completed / span
    step.span_s = span
    step.p50_ms = statistics.median(latencies) if latencies else 0.0
    step.p99_ms = percentile(latencies, 0.99)
    step.max_ms = latencies[-1] if latencies else 0.0
    step.bench_cpu_s = sum(answer["cpu_s"] for answer in answers)
    if db_pid and db0 is not None:
        step.db_cpu_s = tree_cpu_seconds(db_pid) - db0
    step.machine_busy = (busy1 - busy0) / max(1, total1 - total0)
    used = (busy1 - busy0) / TICK  # in clock ticks, so a little coarser than the others
    step.other_cpu_s = max(0.0, used - step.bench_cpu_s - (step.db_cpu_s or 0.0))
    return step
