# The second batch of probes: build each program -O3 and -G for sm_90, run each (30 s
# timeout: a hang is rc 124), one JSON line per launch into $OUT/results.jsonl, and
# compute-sanitizer's synccheck and racecheck on each -O3 build into $OUT/sanitizer.txt.
set -u
cd "$(dirname "$0")"
out="${OUT:?}"
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
for f in *.cu; do n=${f%.cu}
  ( nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/$n-O3 $f > /tmp/$n-O3.log 2>&1 || { echo "BUILD FAIL $n O3"; cat /tmp/$n-O3.log; } ) &
  ( nvcc -G -arch=sm_90 -fmad=false -o /tmp/$n-G $f > /tmp/$n-G.log 2>&1 || { echo "BUILD FAIL $n G"; cat /tmp/$n-G.log; } ) &
done > "$out/build.txt"; wait
for f in *.cu; do n=${f%.cu}
  for b in O3 G; do
    s=$(date +%s%N); timeout 30 /tmp/$n-$b > /tmp/o.txt 2>&1; rc=$?; e=$(date +%s%N)
    while IFS= read -r line; do printf '{"build":"%s","prog":"%s","rc":%d,"ms":%d,"line":%s}\n' $b $n $rc $(( (e - s) / 1000000 )) "$line" >> "$out/results.jsonl"; done < /tmp/o.txt
    [ -s /tmp/o.txt ] || printf '{"build":"%s","prog":"%s","rc":%d,"ms":%d,"line":null}\n' $b $n $rc $(( (e - s) / 1000000 )) >> "$out/results.jsonl"
  done
done
for f in barrier_*.cu; do n=${f%.cu}
  for tool in synccheck racecheck; do
    echo "=== $tool $n" >> "$out/sanitizer.txt"
    timeout 120 compute-sanitizer --tool $tool /tmp/$n-O3 >> "$out/sanitizer.txt" 2>&1; echo "exit $?" >> "$out/sanitizer.txt"
  done
done
