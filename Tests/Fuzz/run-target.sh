#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for SECONDS on a seed corpus made from the project's
# own fixtures (the bundled sample watchlist and recordings, Tests/Fixtures).
#
#   Tests/Fuzz/run-target.sh watchlist 600
#   Tests/Fuzz/run-target.sh providers 600
#
# Targets: watchlist (WatchlistFuzz.swift with Sources/MarketReport/Watchlist, the asset key,
#          Sources/Suggestions and Sources/FileSystem), providers (ProviderDecodingFuzz.swift with Sources/MarketData,
#          Sources/ConcurrentWork, Sources/FileSystem and Sources/Suggestions); both with
#          Sources/JSON and JSONDifferential.swift. Each is compiled as one module.
# Work folder: $FUZZ_WORK (default /tmp/market-report-fuzz/NAME): binary, corpus, crashes, log.
# FUZZ_MAX_LEN caps input size (default 16384; larger seeds are cut). Leak checks are off: the
# targets look for crashes, traps and overflows, and leak scans cost most of each run.
# Crashing inputs are written to WORK/crashes/; the script exits 1 when there is one.
set -euo pipefail

name=${1:?usage: run-target.sh watchlist|providers SECONDS}
seconds=${2:?usage: run-target.sh watchlist|providers SECONDS}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${FUZZ_WORK:-/tmp/market-report-fuzz/$name}
sample=$root/Sources/MarketReport/Sample
mkdir -p "$work/corpus" "$work/crashes"

# The body of a recorded exchange: everything after the first blank line.
body() { awk 'found { print; next } /^\r?$/ { found = 1 }' "$1"; }

# The provider selector byte for a recording, from its file name (see FuzzEndpoint).
selector() {
    case "$(basename "$1")" in
        *finance_quote*) echo 0 ;; *finance_spark*) echo 1 ;; *finance_chart*) echo 2 ;;
        *finance_search*) echo 3 ;; *coins_markets*) echo 4 ;; api_v3_coins_*) echo 5 ;;
        *t187ap03*) echo 6 ;; *STOCK_DAY_ALL* | *daily_close_quotes*) echo 7 ;; *) echo "" ;;
    esac
}

case "$name" in
    watchlist)
        sources=("$root"/Sources/MarketReport/Watchlist/*.swift "$root"/Sources/MarketData/Models/AssetKey.swift
            "$root"/Sources/Suggestions/*.swift "$root"/Sources/FileSystem/*.swift "$root/Tests/Fuzz/WatchlistFuzz.swift")
        cp "$sample/watchlist.json" "$work/corpus/sample-watchlist.json"
        find "$root/Tests/Fixtures" -name '*.json' -exec cp {} "$work/corpus/" \;
        for file in "$sample"/recordings/*/*.http; do
            body "$file" > "$work/corpus/body-$(basename "$file" .http).json"
        done
        ;;
    providers)
        mapfile -t sources < <(find "$root/Sources/MarketData" "$root/Sources/ConcurrentWork" \
            "$root/Sources/FileSystem" "$root/Sources/Suggestions" -name '*.swift' | sort)
        sources+=("$root/Tests/Fuzz/ProviderDecodingFuzz.swift")
        for file in "$sample"/recordings/*/*.http; do
            stem=$(basename "$file" .http)
            byte=$(selector "$file")
            if [[ -n $byte ]]; then
                { printf "\\$(printf '%03o' "$byte")"; body "$file"; } > "$work/corpus/$stem.body"
            fi
            { printf '\010'; cat "$file"; } > "$work/corpus/$stem.exchange"
            { printf '\011'; body "$file"; } > "$work/corpus/$stem.json"
        done
        ;;
    *) echo "unknown target: $name (watchlist or providers)" >&2; exit 64 ;;
esac

sources+=("$root"/Sources/JSON/*.swift "$root/Tests/Fuzz/JSONDifferential.swift")
binary=$work/$name-fuzz
if [[ ! -x $binary || -n $(find "${sources[@]}" -newer "$binary" 2>/dev/null) ]]; then
    echo "building $binary" >&2
    # One module: the imports of the project's own modules among the sources go.
    flat=$work/sources
    rm -rf "$flat" && mkdir -p "$flat"
    for file in "${sources[@]}"; do
        relative=${file#"$root"/}
        sed -E '/^import (ConcurrentWork|FileSystem|JSON|MarketData|Suggestions)$/d' "$file" > "$flat/${relative//\//_}"
    done
    # The sanitizer runtime's linker notes ("Cannot export local symbol") are noise.
    # -I finds the libcurl shim module (CCurl) that MarketData's transport imports.
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -I "$root/Sources/CCurl" \
        "$flat"/*.swift -o "$binary" 2>&1 | { grep -v 'Cannot export local symbol' || true; } >&2
    [[ ${PIPESTATUS[0]} -eq 0 ]]
fi

echo "fuzzing $name for ${seconds}s (log: $work/fuzz.log)" >&2
status=0
# The Swift runtime's backtracer would take the crash signal before the sanitizer does.
SWIFT_BACKTRACE=enable=no "$binary" "$work/corpus" -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-16384}" -timeout=10 \
    -detect_leaks=0 -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$work/crashes/" > "$work/fuzz.log" 2>&1 || status=$?
grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' "$work/fuzz.log" || true
crashes=$(find "$work/crashes" -type f | wc -l)
echo "$name: exit $status, $crashes crashing input(s) in $work/crashes" >&2
[[ $status -eq 0 && $crashes -eq 0 ]]
