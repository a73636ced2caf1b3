#!/bin/sh
# Builds the libFuzzer harness over Sources/Templating (with the JSON module and the converter
# of JSON data into template values, for the data part of an input) and runs it.
#
# Usage: Tests/Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]   (default 60 s)
# Output (git-ignored, in the package root): fuzz-build/ (binary), fuzz-corpus/ (seeded from the
# Mustache spec templates in ../shared when present), fuzz-artifacts/ (crash-*, timeout-*, oom-*).
set -eu
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
[ $# -gt 0 ] && shift
mkdir -p fuzz-build fuzz-corpus fuzz-artifacts

# One module: the imports of the project's own modules among the sources go.
rm -rf fuzz-build/sources && mkdir -p fuzz-build/sources
for file in Sources/Templating/*.swift Sources/JSON/*.swift Sources/MarketReport/TemplateData/*.swift \
    Tests/Fuzz/TemplateFuzz.swift; do
    sed -E '/^import (JSON|Templating)$/d' "$file" > "fuzz-build/sources/$(echo "$file" | tr / _)"
done
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name Templating \
    fuzz-build/sources/*.swift -o fuzz-build/template-fuzz

specs=../shared/conformance/mustache-spec/specs
if [ -d "$specs" ] && [ -z "$(ls -A fuzz-corpus)" ]; then
    python3 - "$specs" fuzz-corpus <<'PY'
import glob, hashlib, json, os, sys
specs, corpus = sys.argv[1], sys.argv[2]
for path in sorted(glob.glob(os.path.join(specs, "*.json"))):
    for test in json.load(open(path, encoding="utf-8"))["tests"]:
        parts = [test["template"], json.dumps(test["data"])] + list(test.get("partials", {}).values())
        blob = "\0".join(parts).encode()
        with open(os.path.join(corpus, hashlib.sha1(blob).hexdigest()), "wb") as f:
            f.write(blob)
PY
fi
[ -n "$(ls -A fuzz-corpus)" ] || printf 'Hello {{name}}{{#list}}{{.}}{{/list}}' > fuzz-corpus/seed

exec nice -n 10 fuzz-build/template-fuzz -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=fuzz-artifacts/ "$@" fuzz-corpus
