#!/usr/bin/env bash
# Builds Sources/JSON as a module instrumented for libFuzzer into DIR (JSON.o and
# JSON.swiftmodule), unless it is newer than every JSON source. The fuzz targets compile with
# -I DIR and link DIR/JSON.o, so they `import JSON` as the package's modules do.
#
#   Tests/Fuzz/json-module.sh DIR
set -euo pipefail
dir=${1:?usage: json-module.sh DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$dir"
sources=("$root"/Sources/JSON/*.swift)
if [[ -f $dir/JSON.o && -z $(find "${sources[@]}" -newer "$dir/JSON.o") ]]; then exit 0; fi
echo "building the JSON module in $dir" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -wmo -c -module-name JSON \
    -emit-module -emit-module-path "$dir/JSON.swiftmodule" "${sources[@]}" -o "$dir/JSON.o"
