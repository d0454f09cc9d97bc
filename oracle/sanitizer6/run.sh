#!/usr/bin/env bash
# Builds bugs.cu, runs it once, then runs compute-sanitizer racecheck/synccheck/initcheck/memcheck
# on each kernel separately. Usage: OUT=/some/dir bash oracle/sanitizer6/run.sh  (or: run.sh OUTDIR)
# Writes: $OUT/build.txt, $OUT/env.txt, $OUT/out.jsonl (+ out.stderr), $OUT/sanitizer-NAME.txt,
#         $OUT/summary.txt (one line per kernel and tool). Whole run kept under ~5.5 minutes.
set -u
OUT="${1:-${OUT:?set OUT or pass the output folder}}"
mkdir -p "$OUT"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/bugs.cu"
BIN=/tmp/bugs
START=$(date +%s)
DEADLINE=$((START + 330))   # hard budget for everything (build + runs), < 6 minutes
PER_RUN=60

find_tool() {  # $1 = tool name
  local p
  p="$(command -v "$1" 2>/dev/null)" && { echo "$p"; return; }
  for d in /usr/local/cuda/bin /usr/local/cuda/compute-sanitizer /usr/local/cuda-*/bin /usr/local/cuda-*/compute-sanitizer; do
    [ -x "$d/$1" ] && { echo "$d/$1"; return; }
  done
  p="$(find /usr/local /opt /usr/lib -maxdepth 5 -name "$1" -type f -perm -u+x 2>/dev/null | head -1)"
  [ -n "$p" ] && { echo "$p"; return; }
  echo "$1"
}
NVCC="$(find_tool nvcc)"
SAN="$(find_tool compute-sanitizer)"

{
  echo "nvcc: $NVCC"; "$NVCC" --version 2>&1 | tail -2
  echo "compute-sanitizer: $SAN"; "$SAN" --version 2>&1 | head -3
  nvidia-smi -L 2>&1; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1
} > "$OUT/env.txt" 2>&1

echo "$NVCC -O3 -arch=sm_90 -fmad=false -lineinfo -o $BIN $SRC" > "$OUT/build.txt"
if ! "$NVCC" -O3 -arch=sm_90 -fmad=false -lineinfo -o "$BIN" "$SRC" >> "$OUT/build.txt" 2>&1; then
  echo "BUILD FAILED (see build.txt)" > "$OUT/summary.txt"
  cat "$OUT/build.txt"
  exit 1
fi

left() { echo $((DEADLINE - $(date +%s))); }
limit() {  # seconds for the next run: min(PER_RUN, time left)
  local l; l=$(left); [ "$l" -gt "$PER_RUN" ] && l=$PER_RUN; echo "$l"
}

# 1. One normal run of all 14 kernels.
T=$(limit)
timeout -k 5 "$T" "$BIN" > "$OUT/out.jsonl" 2> "$OUT/out.stderr"
NRC=$?
echo "normal run rc=$NRC ($(( $(date +%s) - START ))s)" > "$OUT/summary.txt"

# 2. Each kernel under each tool.
NAMES=$("$BIN" --list)
for NAME in $NAMES; do
  F="$OUT/sanitizer-$NAME.txt"
  : > "$F"
  for TOOL in racecheck synccheck initcheck memcheck; do
    T=$(limit)
    if [ "$T" -lt 5 ]; then
      echo "$NAME $TOOL: SKIPPED (time budget spent)" >> "$OUT/summary.txt"
      echo "##### $TOOL: SKIPPED (time budget spent)" >> "$F"
      continue
    fi
    echo "##### compute-sanitizer --tool $TOOL $BIN $NAME   (timeout ${T}s)" >> "$F"
    t0=$(date +%s)
    timeout -k 5 "$T" "$SAN" --tool "$TOOL" "$BIN" "$NAME" > "$F.part" 2>&1
    RC=$?
    cat "$F.part" >> "$F"
    echo "##### $TOOL rc=$RC in $(( $(date +%s) - t0 ))s" >> "$F"
    echo >> "$F"
    LINE=""
    [ "$TOOL" = racecheck ] && LINE=$(grep -E 'RACECHECK SUMMARY' "$F.part" | tail -1)
    [ -z "$LINE" ] && LINE=$(grep -E 'ERROR SUMMARY' "$F.part" | tail -1)
    LINE=$(echo "$LINE" | sed -E 's/^=+ *//')
    if [ -z "$LINE" ]; then
      if [ "$RC" -eq 124 ] || [ "$RC" -eq 137 ]; then LINE="TIMEOUT after ${T}s (no summary)"; else LINE="NO SUMMARY LINE"; fi
    fi
    echo "$NAME $TOOL: $LINE (rc=$RC)" >> "$OUT/summary.txt"
    rm -f "$F.part"
  done
done
echo "total $(( $(date +%s) - START ))s" >> "$OUT/summary.txt"
cat "$OUT/summary.txt"
