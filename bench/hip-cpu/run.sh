#!/usr/bin/env bash
# Builds bench/hip-cpu/block-reduce.cpp against a HIP-CPU checkout and runs it.
#   HIP_CPU=/path/to/HIP-CPU bench/hip-cpu/run.sh [uniform|literal] [OUT_FILE]
# CPUS=0 runs it under `taskset -c 0` (one core: TBB then uses one thread).
# CXX (default g++) and CXXFLAGS (default -O2) may be overridden.
# The binary goes to .tmp/hip-cpu/block-reduce under the repository root.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cxx="${CXX:-g++}"

if [[ -z "${HIP_CPU:-}" ]]; then
  echo "run.sh: set HIP_CPU to a checkout of https://github.com/ROCm/HIP-CPU" >&2
  echo "        (e.g. git clone https://github.com/ROCm/HIP-CPU /tmp/hip-cpu; HIP_CPU=/tmp/hip-cpu $0)" >&2
  exit 2
fi
if [[ ! -f "$HIP_CPU/include/hip/hip_runtime.h" ]]; then
  echo "run.sh: $HIP_CPU/include/hip/hip_runtime.h not found; HIP_CPU must name the HIP-CPU checkout's root" >&2
  exit 2
fi
if ! command -v "$cxx" >/dev/null; then
  echo "run.sh: $cxx not found (a C++17 compiler is needed; GCC 9 or newer)" >&2
  exit 2
fi
if ! printf '#include <tbb/version.h>\nint main(){return 0;}\n' | "$cxx" -std=c++17 -x c++ - -o /dev/null -ltbb 2>/dev/null; then
  echo "run.sh: Intel/oneAPI TBB is missing (headers or libtbb); e.g. apt-get install libtbb-dev" >&2
  exit 2
fi

out_dir="$root/.tmp/hip-cpu"
bin="$out_dir/block-reduce"
mkdir -p "$out_dir"
# shellcheck disable=SC2086 # CXXFLAGS is a list of flags
"$cxx" ${CXXFLAGS:--O2} -std=c++17 -I"$HIP_CPU/include" "$here/block-reduce.cpp" -o "$bin" -ltbb -pthread

if [[ -n "${CPUS:-}" ]]; then
  exec taskset -c "$CPUS" "$bin" "$@"
fi
exec "$bin" "$@"
