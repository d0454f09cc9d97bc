#!/bin/bash
# Compiles every harness of the bundle with nvcc -arch=sm_90 -fmad=false, runs each on the
# GPU, and compares its JSON with the simulator's (compare.py). Usage: run.sh BUNDLE OUT
set -u
B=$1; O=$2
mkdir -p "$B/bin" "$B/got"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$O/gpu.txt" 2>&1
nvcc --version | tail -2 >> "$O/gpu.txt"
ls "$B"/cases/*.cu | xargs -P "$(nproc)" -I{} sh -c 'n=$(basename {} .cu); nvcc -arch=sm_90 -fmad=false -o "'"$B"'/bin/$n" {} 2> "'"$B"'/bin/$n.err" || echo "$n" >> "'"$B"'/compile-failed.txt"'
for exe in "$B"/bin/*; do
  case "$exe" in *.err) continue;; esac
  n=$(basename "$exe")
  timeout 60 "$exe" > "$B/got/$n.json" 2> "$B/got/$n.stderr" || echo "$n exit $?" >> "$B/run-failed.txt"
done
python3 "$B/compare.py" "$B" > "$O/compare.txt"
cp "$B/compare.json" "$O/" 2>/dev/null
cat "$B"/compile-failed.txt "$B"/run-failed.txt 2>/dev/null | head -50 > "$O/failures.txt"
for n in $(head -5 "$B/compile-failed.txt" 2>/dev/null); do head -20 "$B/bin/$n.err"; done >> "$O/failures.txt"
cat "$O/gpu.txt" "$O/compare.txt" | tail -80
