"""The markdown table ``python -m bench load`` prints: one row per configuration."""

from __future__ import annotations

from bench.load.steps import Config, others_share


def table(configs: list[Config]) -> str:
    lines = [
        "| engine | processes | sustained moves/s | p50 ms | p99 ms | max achieved moves/s "
        "| workers' CPU ms/move | DB server CPU ms/move | others' CPU share |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for config in configs:
        s = config.summary()
        cells = [
            config.engine,
            str(config.procs),
            _cell(s["sustained"], ".0f", "none held"),
            _cell(s["p50_ms"], ".1f"),
            _cell(s["p99_ms"], ".1f"),
            f"{s['max_achieved']:.0f}",
            _cell(s["bench_cpu_ms_per_move"], ".1f"),
            _cell(s["db_cpu_ms_per_move"], ".1f"),
            f"{s['others_share']:.0%}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    lines.append(
        f"\nOther programs used {others_share([s for c in configs for s in c.steps]):.0%} "
        "of the machine's CPU time during the steps."
    )
    one = next((c for c in configs if c.engine == "PostgreSQL" and c.procs == 1), None)
    two = next((c for c in configs if c.engine == "PostgreSQL" and c.procs == 2), None)
    if one and two:
        lines.append("")
        lines.append(f"PostgreSQL 2 processes / 1 process: {_ratio(two, one)}")
    return "\n".join(lines)


def _ratio(two: Config, one: Config) -> str:
    a, b = two.sustained, one.sustained
    held = f"{a.offered / b.offered:.2f}x sustained" if a and b else "sustained: n/a"
    peak = two.max_achieved / one.max_achieved if one.max_achieved else 0.0
    return f"{held}, {peak:.2f}x max achieved"


def _cell(value: float | None, spec: str, missing: str = "-") -> str:
    return missing if value is None else format(value, spec)
