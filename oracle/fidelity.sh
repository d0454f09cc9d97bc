#!/usr/bin/env bash
# Builds oracle/fidelity.cu for the H200 (sm_90) without FMA contraction and runs it.
# Standard output: the readings, one item per line (see the comment at the top of
# fidelity.cu); `npx tsx oracle/fidelity-parse.ts OUTPUT` turns them into
# tests/hardware/fixtures/fidelity.json.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${TMPDIR:-/tmp}/warp-school-fidelity"
nvcc --version >&2
nvidia-smi -L >&2 || true
nvcc -O3 -arch=sm_90 -fmad=false -o "$bin" "$here/fidelity.cu"
timeout 120 "$bin"
