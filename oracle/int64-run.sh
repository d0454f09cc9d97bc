#!/usr/bin/env bash
# One device session for the 64-bit integer readings, written to $OUT:
#   int64.jsonl     oracle/int64.cu built with -O3 (tests/hardware/fixtures/int64.jsonl)
#   int64-G.jsonl   the same source built with -G (must agree word for word)
#   export.jsonl    each oracle/int64-export/<case>.cu (the exporter's translation of the Warp TS
#                   kernel, with its main), built with -O3: one line {"case", "result"} per case
#   toolchain.txt   nvcc and the GPU;  build.txt  compiler output and exit statuses
# `ONLY=case1,case2` runs some cases of int64.cu only.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to an empty folder}"
tmp="$(mktemp -d)"
nvcc --version > "$out/toolchain.txt" 2>&1; nvidia-smi -L >> "$out/toolchain.txt" 2>&1
nvcc -O3 -arch=sm_90 -fmad=false -o "$tmp/int64" "$here/int64.cu" > "$tmp/b-O3.txt" 2>&1 &
nvcc -G -arch=sm_90 -fmad=false -o "$tmp/int64-G" "$here/int64.cu" > "$tmp/b-G.txt" 2>&1 &
for f in "$here"/int64-export/*.cu; do
  n="$(basename "$f" .cu)"
  nvcc -O3 -arch=sm_90 -fmad=false -o "$tmp/ex-$n" "$f" > "$tmp/b-ex-$n.txt" 2>&1 &
done
wait
for b in "$tmp"/b-*.txt; do echo "=== $(basename "$b")"; cat "$b"; done > "$out/build.txt"
timeout 120 "$tmp/int64" > "$out/int64.jsonl" 2>> "$out/build.txt"; echo "O3 exit $?" >> "$out/build.txt"
timeout 120 "$tmp/int64-G" > "$out/int64-G.jsonl" 2>> "$out/build.txt"; echo "G exit $?" >> "$out/build.txt"
: > "$out/export.jsonl"
for f in "$here"/int64-export/*.cu; do
  n="$(basename "$f" .cu)"
  r="$(timeout 60 "$tmp/ex-$n" 2>> "$out/build.txt")"; s=$?
  echo "export $n exit $s" >> "$out/build.txt"
  printf '{"case":"%s","result":%s}\n' "$n" "${r:-null}" >> "$out/export.jsonl"
done
