# The differential reading on the GPU: builds every unit `diff-K.cu` of $DIFF_SRC (made by
# export.ts) with -O3 and with -G (sm_90, -fmad=false), in parallel, then runs each build.
# With DIFF_BIN=<folder of diff-K-O3 and diff-K-G>, those prebuilt programs are run instead.
# A run that hangs (20 s) is resumed after the case it hung in; every line goes to
# $OUT/results-O3.txt or $OUT/results-G.txt, and a hang is recorded as {"hang": ID}.
set -u
cd "$(dirname "$0")"
out="${OUT:?}"
src="${DIFF_SRC:-.}"
bin=${DIFF_BIN:-$(mktemp -d)}
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
[ -n "${DIFF_BIN:-}" ] || for f in "$src"/diff-*.cu; do n=$(basename "${f%.cu}")
  ( nvcc -O3 -arch=sm_90 -fmad=false -o $bin/$n-O3 "$f" > $bin/$n-O3.log 2>&1 || { echo "BUILD FAIL $n O3"; head -50 $bin/$n-O3.log; } ) &
  ( nvcc -G -arch=sm_90 -fmad=false -o $bin/$n-G "$f" > $bin/$n-G.log 2>&1 || { echo "BUILD FAIL $n G"; head -50 $bin/$n-G.log; } ) &
done > "$out/build.txt"; wait
for b in O3 G; do
  for f in "$src"/diff-*.cu; do n=$(basename "${f%.cu}")
    from=0
    while :; do
      timeout 20 $bin/$n-$b $from > $out/o.txt 2>&1; rc=$?
      cat $out/o.txt >> "$out/results-$b.txt"
      [ $rc -eq 0 ] && break
      last=$(grep -o '"index": [0-9]*' $out/o.txt | tail -1 | grep -o '[0-9]*$')
      echo "{\"hang\": \"$n\", \"rc\": $rc, \"index\": ${last:-null}}" >> "$out/results-$b.txt"
      [ -z "$last" ] && break
      from=$((last + 1))
    done
  done
done
