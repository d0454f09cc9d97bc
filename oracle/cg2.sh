#!/usr/bin/env bash
# One device session for oracle/cg2.cu (the second set of cooperative-groups readings):
# builds it with -O3 and with -G (sm_90, no FMA contraction) and writes to $OUT:
#   cg2.jsonl          the -O3 build's output (the fixture tests/hardware/fixtures/cg2.jsonl)
#   cg2-G.jsonl        the -G build's output (must agree word for word)
#   cg2-exports.txt    the program oracle/cg-exports.ts writes for these cases (`cg2`), when
#                      built: the Warp TS kernels' own CUDA export
#   build.txt          compiler and run messages, exit codes
# Prebuilt binaries in $CG_BIN (default: build here) are used when present:
# cg2-O3, cg2-G, cg2-exports.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to an empty folder}"
bin="${CG_BIN:-/tmp/ws-cg2}"
mkdir -p "$bin"
{ nvcc --version; nvidia-smi -L; } > "$out/toolchain.txt" 2>&1
[ -x "$bin/cg2-O3" ] || nvcc -O3 -arch=sm_90 -fmad=false -o "$bin/cg2-O3" "$here/cg2.cu" 2>> "$out/build.txt" &
[ -x "$bin/cg2-G" ] || nvcc -G -arch=sm_90 -fmad=false -o "$bin/cg2-G" "$here/cg2.cu" 2>> "$out/build.txt" &
wait
timeout 120 "$bin/cg2-O3" > "$out/cg2.jsonl" 2>> "$out/build.txt"; echo "O3 exit $?" >> "$out/build.txt"
timeout 120 "$bin/cg2-G" > "$out/cg2-G.jsonl" 2>> "$out/build.txt"; echo "G exit $?" >> "$out/build.txt"
if [ -x "$bin/cg2-exports" ]; then
  timeout 120 "$bin/cg2-exports" > "$out/cg2-exports.txt" 2>> "$out/build.txt"; echo "exports exit $?" >> "$out/build.txt"
fi
