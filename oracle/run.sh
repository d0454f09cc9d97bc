#!/usr/bin/env bash
# Builds oracle/readings.cu for the H200 (sm_90) without FMA contraction and runs it.
# Standard output: one JSON line per case (the first line describes the device).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${TMPDIR:-/tmp}/warp-school-readings"
nvcc --version >&2
nvidia-smi -L >&2 || true
nvcc -O3 -arch=sm_90 -fmad=false -o "$bin" "$here/readings.cu"
timeout 120 "$bin"
