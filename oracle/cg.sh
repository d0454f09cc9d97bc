#!/usr/bin/env bash
# One device session for oracle/cg.cu: builds it with -O3 and with -G (sm_90, no FMA
# contraction) and writes to $OUT:
#   cg.jsonl      the -O3 build's output (the fixture tests/hardware/fixtures/cg.jsonl)
#   cg-G.jsonl    the -G build's output (must agree word for word)
#   build.txt     compiler and run messages, exit codes
# Prebuilt binaries in $CG_BIN (default: build here) are used when present.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to an empty folder}"
bin="${CG_BIN:-/tmp/ws-cg}"
mkdir -p "$bin"
{ nvcc --version; nvidia-smi -L; } > "$out/toolchain.txt" 2>&1
[ -x "$bin/cg-O3" ] || nvcc -O3 -arch=sm_90 -fmad=false -o "$bin/cg-O3" "$here/cg.cu" 2>> "$out/build.txt" &
[ -x "$bin/cg-G" ] || nvcc -G -arch=sm_90 -fmad=false -o "$bin/cg-G" "$here/cg.cu" 2>> "$out/build.txt" &
wait
timeout 120 "$bin/cg-O3" > "$out/cg.jsonl" 2>> "$out/build.txt"; echo "O3 exit $?" >> "$out/build.txt"
timeout 120 "$bin/cg-G" > "$out/cg-G.jsonl" 2>> "$out/build.txt"; echo "G exit $?" >> "$out/build.txt"
