#!/usr/bin/env bash
# Scale benchmark: the whole replayed `market-report report` run against a straightforward
# Python peer (peer.py: json + Jinja2 + csv) on generated workloads of 1k, 10k, 14.8k and 30k
# assets, plus the template-table benchmark. Release build; medians of RUNS timed runs after
# one warm-up, the tools taking turns run by run; peak RSS from /usr/bin/time -v.
#
#   Tests/Benchmarks/report-bench/run.sh            # all workloads, 5 runs each
#   RUNS=3 WORKLOADS="1k 10k" Tests/Benchmarks/report-bench/run.sh
#
# Environment: RUNS (default 5), WORKLOADS (default "1k 10k 14.8k 30k"), BENCH_WORK (default
# /tmp/market-report-bench: workloads, outputs, the Jinja2 venv), BASELINE=<commit> (also time that
# commit's build on its own generator's workloads), SKIP_BUILD=1, SKIP_TEMPLATE_BENCH=1,
# REUSE_RESULTS=1 (print the table of the last run's results.txt without timing again).
# Exit status 1 when a target does not hold.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=${BENCH_WORK:-/tmp/market-report-bench}
runs=${RUNS:-5}
workloads=${WORKLOADS:-"1k 10k 14.8k 30k"}
date=2026-12-01
mkdir -p "$work"

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time" >&2
    apt-get install -y time > /dev/null || { apt-get update > /dev/null && apt-get install -y time > /dev/null; }
fi

# The peer runs in its own venv with Jinja2 (system site packages allowed, so an installed
# Jinja2 is reused without a download).
venv=$work/venv
if ! "$venv/bin/python" -c 'import jinja2' 2> /dev/null; then
    python3 -m venv --system-site-packages "$venv"
    "$venv/bin/python" -c 'import jinja2' 2> /dev/null || "$venv/bin/pip" install --quiet jinja2
fi

cd "$root"
if [[ -z ${SKIP_BUILD:-} ]]; then
    echo "building release" >&2
    swift build -c release --product market-report >&2
fi
binary=$(swift build -c release --show-bin-path)/market-report

# BASELINE=<commit>: that commit's release build, timed on workloads from its own generator (what
# its scale benchmark ran), so a change's cost is read against the tool as it was.
tools="ours peer"
if [[ -n ${BASELINE:-} ]]; then
    baseline_source=$work/baseline-$BASELINE
    baseline_binary=$baseline_source/.build/release/market-report
    if [[ ! -x $baseline_binary ]]; then
        rm -rf "$baseline_source" && mkdir -p "$baseline_source"
        git -C "$root" archive "$BASELINE" | tar -x -C "$baseline_source"
        echo "building $BASELINE release" >&2
        (cd "$baseline_source" && swift build -c release --product market-report >&2)
    fi
    tools="ours before peer"
fi

# stocks coins taiwan for each workload name: the 14.8k split (10,000 / 2,500 / 2,300) and
# the same proportions at 1k, 10k and 30k.
split() {
    case "$1" in
        1k) echo "675 170 155" ;; 10k) echo "6750 1700 1550" ;; 14.8k) echo "10000 2500 2300" ;;
        30k) echo "20250 5100 4650" ;; *) echo "unknown workload $1" >&2; exit 64 ;;
    esac
}

# Runs "$@" once with /usr/bin/time -v; prints "wall_seconds peak_kb".
measure() {
    local log=$work/time.log
    /usr/bin/time -v -o "$log" "$@" > /dev/null 2> "$work/stderr.log"
    python3 - "$log" << 'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1)
seconds = 0.0
for part in wall.split(":"):
    seconds = seconds * 60 + float(part)
rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
print(f"{seconds:.3f} {rss}")
PY
}

# Generates workload $name into $2 with the generator of the source tree $1, once.
generate() {
    [[ -f $2/watchlist.json ]] && return
    echo "generating $name ($stocks stocks, $coins coins, $taiwan Taiwan) into $2" >&2
    python3 "$1/Tests/Benchmarks/workload/generate_workload.py" --scale "$2" \
        --stocks "$stocks" --coins "$coins" --taiwan "$taiwan" --seed 1 --date "$date" >&2
}

results=$work/results.txt
[[ -n ${REUSE_RESULTS:-} ]] || : > "$results"
for name in $workloads; do
    [[ -n ${REUSE_RESULTS:-} ]] && break
    read -r stocks coins taiwan <<< "$(split "$name")"
    folder=$work/w-$name
    generate "$root" "$folder"
    [[ -n ${BASELINE:-} ]] && generate "$baseline_source" "$work/w-$name-$BASELINE"
    # Run by run, each tool in turn: on a shared machine whose speed drifts, every tool meets
    # the same drift, where timing one tool's runs after the other's would compare two moments.
    echo "timing $tools on $name: 1 warm-up + $runs runs each, in turn" >&2
    for run in $(seq 0 "$runs"); do
        for tool in $tools; do
            out=$work/out-$name-$tool
            if [[ $tool == ours ]]; then
                command=("$binary" report --replay "$folder/recordings" --watchlist "$folder/watchlist.json"
                    --output "$out" --date "$date" --quiet --no-cache)
            elif [[ $tool == before ]]; then
                command=("$baseline_binary" report --replay "$work/w-$name-$BASELINE/recordings"
                    --watchlist "$work/w-$name-$BASELINE/watchlist.json" --output "$out" --date "$date" --quiet
                    --no-cache)
            else
                command=("$venv/bin/python" "$here/peer.py" --replay "$folder/recordings"
                    --watchlist "$folder/watchlist.json" --output "$out" --date "$date")
            fi
            rm -rf "$out"
            sample=$(measure "${command[@]}")
            [[ $run -gt 0 ]] && echo "$name $((stocks + coins + taiwan)) $tool $sample" >> "$results"
        done
    done
done

# The template-table benchmark of ../shared/bench/template-table: its data comes from the
# shared Python script (written before it imports any engine); a failure is reported, not fatal.
template_line=""
table=$root/../shared/bench/template-table
if [[ -z ${SKIP_TEMPLATE_BENCH:-} && -f $table/bench_python.py ]]; then
    echo "running template-bench" >&2
    [[ -f $work/data.json ]] || (cd "$work" && "$venv/bin/python" "$table/bench_python.py" \
        --write-data data.json --engines jinja2 --renders 1 > /dev/null 2>&1) || true
    template_line=$(swift run -c release template-bench "$work/data.json" "$table/report.mustache" \
        --peer --python "$venv/bin/python" 2> "$work/template-bench.log" | grep -E 'renders|sha256|jinja2') \
        || template_line="template-bench failed: see $work/template-bench.log"
fi

python3 - "$results" "$template_line" << 'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
order, data = [], {}
for name, assets, tool, wall, rss in rows:
    if name not in order:
        order.append(name)
    entry = data.setdefault(name, {"assets": int(assets)})
    entry.setdefault(tool, {"wall": [], "rss": []})
    entry[tool]["wall"].append(float(wall))
    entry[tool]["rss"].append(int(rss) / 1024)

print()
print(f"| workload | assets | ours median wall (s) | ours peak MB | peer median wall (s) | peer peak MB | peer/ours |")
print(f"| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
summary = {}
for name in order:
    entry = data[name]
    ours, peer = entry["ours"], entry["peer"]
    ow, om = statistics.median(ours["wall"]), max(ours["rss"])
    pw, pm = statistics.median(peer["wall"]), max(peer["rss"])
    summary[name] = (entry["assets"], ow, om, pw, pm)
    print(f"| {name} | {entry['assets']:,} | {ow:.3f} | {om:.1f} | {pw:.3f} | {pm:.1f} | {pw / ow:.1f}x |")
print()

checks = []
if "14.8k" in summary:
    _, ow, om, pw, _ = summary["14.8k"]
    checks.append((f"14.8k replayed run < 2 s (median {ow:.3f} s)", ow < 2.0))
    checks.append((f"14.8k replayed run < 400 MB (peak {om:.1f} MB)", om < 400))
    checks.append((f"14.8k >= 5x faster than the peer ({pw / ow:.1f}x)", pw / ow >= 5))
sized = sorted(summary.values())
for (a1, w1, m1, _, _), (a2, w2, m2, _, _) in zip(sized, sized[1:]):
    growth, scale = w2 / w1, a2 / a1
    # Roughly linear: time grows by at most 1.3x the growth in assets (fixed start-up cost
    # makes small workloads grow slower than that, which passes).
    checks.append((f"{a1:,} -> {a2:,} assets: time x{growth:.2f} for assets x{scale:.2f}, "
                   f"memory x{m2 / m1:.2f}", growth <= 1.3 * scale))
for name in order:
    before = data[name].get("before")
    if before:
        ow, om = summary[name][1], summary[name][2]
        bw, bm = statistics.median(before["wall"]), max(before["rss"])
        # The runs took turns, so run i of ours and of before met the same moment of the machine:
        # the median of the run-by-run ratios is the steadier figure on a machine that drifts.
        paired = statistics.median(o / b for o, b in zip(data[name]["ours"]["wall"], before["wall"]))
        checks.append((f"{name}: time {ow:.3f} s vs {bw:.3f} s before ({ow / bw:.2f}x of the medians, "
                       f"{paired:.2f}x run by run), memory {om:.1f} MB vs {bm:.1f} MB ({om / bm:.2f}x), "
                       f"each within 1.10x", paired <= 1.10 and om / bm <= 1.10))
for text, ok in checks:
    print(f"{'PASS' if ok else 'FAIL'}  {text}")
if sys.argv[2]:
    print()
    print("template-bench:")
    print(sys.argv[2])
sys.exit(0 if all(ok for _, ok in checks) else 1)
PY
