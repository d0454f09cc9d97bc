#!/usr/bin/env bash
# Plain-load polls on the device: each program built -O3 and -G, run with a 10 s limit (rc 124:
# it did not finish), and the -O3 kernel's SASS kept (is the load inside the loop?).
set -u
cd "$(dirname "$0")"
out="${OUT:?}"
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
for f in *.cu; do n=${f%.cu}
  nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/$n-O3 $f > /tmp/$n-O3.log 2>&1 || { echo "BUILD FAIL $n O3"; cat /tmp/$n-O3.log; }
  nvcc -G -arch=sm_90 -fmad=false -o /tmp/$n-G $f > /tmp/$n-G.log 2>&1 || { echo "BUILD FAIL $n G"; cat /tmp/$n-G.log; }
  { echo "=== $n"; cuobjdump -sass /tmp/$n-O3 | grep -E '^\s+/\*[0-9a-f]{4}\*/' ; } >> "$out/sass.txt" 2>&1
done > "$out/build.txt"
for f in *.cu; do n=${f%.cu}
  for b in O3 G; do
    s=$(date +%s%N); timeout 10 /tmp/$n-$b > /tmp/o.txt 2>&1; rc=$?; e=$(date +%s%N)
    line=$(head -1 /tmp/o.txt); [ -n "$line" ] || line=null
    printf '{"build":"%s","prog":"%s","rc":%d,"ms":%d,"line":%s}\n' $b $n $rc $(( (e - s) / 1000000 )) "$line" >> "$out/results.jsonl"
  done
done
