#!/usr/bin/env bash
# Usage: OUT=dir bash oracle/run-cases.sh FOLDER (oracle/probes5, oracle/probes6).
# Builds FOLDER/cases.cu with -O3 and with -G (sm_90, -fmad=false: Warp TS never contracts a*b + c),
# runs each build twice (the outputs must agree) and each under compute-sanitizer's racecheck
# and synccheck. Writes into $OUT: toolchain.txt, cases-O3.jsonl, cases-G.jsonl, runs.txt,
# sanitizer.txt.
set -u
cd "${1:?the folder that holds cases.cu}"
out="${OUT:?}"
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
for b in O3 G; do
  flag=-O3; [ $b = G ] && flag=-G
  nvcc $flag -arch=sm_90 -fmad=false -o /tmp/cases-$b cases.cu > "$out/build-$b.txt" 2>&1 || { echo "BUILD FAIL $b"; cat "$out/build-$b.txt"; continue; }
  timeout 60 /tmp/cases-$b > "$out/cases-$b.jsonl" 2> "$out/stderr-$b.txt"; echo "$b run 1 rc $?" >> "$out/runs.txt"
  timeout 60 /tmp/cases-$b > /tmp/again-$b.jsonl 2>&1; echo "$b run 2 rc $?; same as run 1: $(cmp -s /tmp/again-$b.jsonl "$out/cases-$b.jsonl" && echo yes || echo no)" >> "$out/runs.txt"
done
for tool in racecheck synccheck; do
  echo "=== $tool (O3)" >> "$out/sanitizer.txt"
  timeout 300 compute-sanitizer --tool $tool /tmp/cases-O3 2>&1 | grep -v '^{' >> "$out/sanitizer.txt"
done
cmp -s "$out/cases-O3.jsonl" "$out/cases-G.jsonl" && echo "O3 and G: identical" >> "$out/runs.txt" || echo "O3 and G: differ" >> "$out/runs.txt"
