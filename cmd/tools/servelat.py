#!/usr/bin/env python3
"""Where a served catalog's time goes, from punch serve's log (issue 13, p99).

usage: cmd/tools/servelat.py SERVE_LOG [--skip FRACTION]

SERVE_LOG is the JSON log of punch serve (cmd/punch-load/punchserve.sh prints
its directory; the log is serve.log there). Each catalog request has an
"access" line (the handler's whole time) and a "compiled catalog" line (the
time it waited for a compile slot, "queued", and the compile's, "duration"),
joined by request_id. The rest of the handler's time ("other") is the
request's form and facts decoding, the catalog's JSON, the response's write,
the log lines and the waits for a CPU between them. The load generator's
latency also holds the request's and the response's way through TLS and the
network, and its own waits for a CPU: the difference between its p99 and
this one is spent outside the handler.

The first FRACTION of the requests (0.2 by default: punch-load's warm-up, the
first compiles) is left out. Prints p50, p90, p99 and max of each part, each
role's compile time, and the mean parts of the slowest 1% of requests (which
part makes the tail).
"""
import json
import sys


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))]


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    skip = 0.2
    if "--skip" in args:
        i = args.index("--skip")
        skip = float(args[i + 1])
        del args[i:i + 2]
    reqs = {}
    order = []
    with open(args[0]) as f:
        for line in f:
            if not line.startswith("{"):
                continue
            try:
                d = json.loads(line)
            except ValueError:
                continue
            rid = d.get("request_id")
            m = d.get("message")
            if not rid or m not in ("access", "compiled catalog"):
                continue
            if m == "access" and "/catalog/" not in d.get("path", ""):
                continue
            r = reqs.setdefault(rid, {})
            r["a" if m == "access" else "c"] = d
            if m == "access":
                order.append(rid)
    rows = []
    for rid in order:
        r = reqs[rid]
        if "a" not in r or "c" not in r:
            continue
        a, c = r["a"], r["c"]
        total, queued, comp = a["duration"], c["queued"], c["duration"]
        role = c.get("node", "").split("-")[0]
        rows.append((total, queued, comp, total - queued - comp, role))
    rows = rows[int(len(rows) * skip):]
    if not rows:
        sys.exit("no catalog requests with both an access and a compiled catalog line")
    print(f"{len(rows)} catalog requests (the first {skip:.0%} left out), milliseconds")
    print(f"{'':10} {'p50':>8} {'p90':>8} {'p99':>8} {'max':>8} {'mean':>8}")
    for name, i in (("handler", 0), ("queued", 1), ("compile", 2), ("other", 3)):
        xs = [r[i] for r in rows]
        print(f"{name:10} {pct(xs, .5):8.1f} {pct(xs, .9):8.1f} {pct(xs, .99):8.1f} {max(xs):8.1f} {sum(xs) / len(xs):8.1f}")
    print("compile by role:")
    for role in sorted(set(r[4] for r in rows)):
        xs = [r[2] for r in rows if r[4] == role]
        print(f"  {role:8} {len(xs):6} p50 {pct(xs, .5):6.1f} p99 {pct(xs, .99):6.1f} mean {sum(xs) / len(xs):6.1f}")
    top = sorted(rows, key=lambda r: -r[0])[:max(1, len(rows) // 100)]
    mean = [sum(r[i] for r in top) / len(top) for i in range(4)]
    print(f"slowest 1% ({len(top)}): handler {mean[0]:.1f} = queued {mean[1]:.1f} + compile {mean[2]:.1f} + other {mean[3]:.1f}")


if __name__ == "__main__":
    main()
