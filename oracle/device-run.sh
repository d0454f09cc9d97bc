#!/usr/bin/env bash
# One device session: every reading this project takes, written to $OUT.
#   own.jsonl        oracle/readings.cu built with -O3 (the fixture tests/hardware/fixtures/own.jsonl)
#   own-G.jsonl      the same built with -G (must agree word for word)
#   sanitizer.txt    compute-sanitizer synccheck and racecheck on the convergence-verdict cases
#   fidelity.txt     oracle/fidelity.cu (double fma, printf flags), parsed by oracle/fidelity-parse.ts
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to an empty folder}"
nvcc --version > "$out/toolchain.txt" 2>&1; nvidia-smi -L >> "$out/toolchain.txt" 2>&1
nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/ws-readings "$here/readings.cu" 2> "$out/build.txt"
nvcc -G -arch=sm_90 -fmad=false -o /tmp/ws-readings-G "$here/readings.cu" 2>> "$out/build.txt"
timeout 120 /tmp/ws-readings > "$out/own.jsonl" 2>> "$out/build.txt"; echo "O3 exit $?" >> "$out/build.txt"
timeout 120 /tmp/ws-readings-G > "$out/own-G.jsonl" 2>> "$out/build.txt"; echo "G exit $?" >> "$out/build.txt"
cases=passby_shfl_if16,passby_ballot_loop45,passby_syncwarp_if16,barrier_in_if_stride,barrier_two_sites
for tool in synccheck racecheck; do
  echo "=== compute-sanitizer --tool $tool (ONLY=$cases)" >> "$out/sanitizer.txt"
  ONLY=$cases timeout 120 compute-sanitizer --tool "$tool" /tmp/ws-readings >> "$out/sanitizer.txt" 2>&1
  echo "exit $?" >> "$out/sanitizer.txt"
done
if [ -f "$here/fidelity.cu" ]; then
  nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/ws-fidelity "$here/fidelity.cu" 2>> "$out/build.txt" \
    && timeout 60 /tmp/ws-fidelity > "$out/fidelity.txt" 2>> "$out/build.txt"
  echo "fidelity exit $?" >> "$out/build.txt"
fi
