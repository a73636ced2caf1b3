#!/usr/bin/env bash
# Builds the large report the browser check runs on: 1,000 stocks, 250 coins and 230 Taiwan
# companies, generated from a fixed seed (Tests/Benchmarks/workload) and replayed through the
# release binary on a fixed date after the day before's run, so the same commit always gives
# the same page, with its "Since the previous report".
#
#   .ci/checks/large_report.sh OUT_DIR [BINARY]
#
# Writes OUT_DIR/run (the recorded run and its watchlist) and OUT_DIR/report (index.html,
# report.md, the CSV files). BINARY defaults to .build/release/market-report. Gaps in the run
# (warnings on stderr) are part of the page; the report's own exit status must be 0.
set -euo pipefail

out=${1:?usage: large_report.sh OUT_DIR [BINARY]}
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=${2:-$root/.build/release/market-report}
stocks=1000 coins=250 taiwan=230 seed=1 date=2026-12-01 previous=2026-11-30

rm -rf "$out/run" "$out/report"
mkdir -p "$out"
python3 "$root/Tests/Benchmarks/workload/generate_workload.py" --scale "$out/run" \
    --stocks $stocks --coins $coins --taiwan $taiwan --seed $seed --date $date > /dev/null
# Run as a daily run is: once the day before, then on the day, into the same folder, so the
# page opens with "Since the previous report" as a reader sees it every morning.
for day in $previous $date; do
    "$binary" report --replay "$out/run/recordings" --watchlist "$out/run/watchlist.json" \
        --output "$out/report" --date "$day" --quiet 2> "$out/report.log" || {
        cat "$out/report.log" >&2
        exit 1
    }
done
gaps=$(grep -c '^warning:' "$out/report.log" || true)
echo "large report: $stocks stocks, $coins coins, $taiwan Taiwan (seed $seed, $date), $gaps gap(s):" \
    "$out/report/index.html ($(wc -c < "$out/report/index.html") bytes)"
