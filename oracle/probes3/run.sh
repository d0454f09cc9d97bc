# The third batch of probes: build log_bits.cu -O3 and -G for sm_90, run both, keep the
# -O3 output as $OUT/log-bits.json and whether the -G build printed the same words.
set -u
cd "$(dirname "$0")"
out="${OUT:?}"
{ nvcc --version | tail -2; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$out/toolchain.txt" 2>&1
nvcc -O3 -arch=sm_90 -fmad=false -o /tmp/log_bits-O3 log_bits.cu && nvcc -G -arch=sm_90 -fmad=false -o /tmp/log_bits-G log_bits.cu || exit 1
/tmp/log_bits-O3 > "$out/log-bits.json"
/tmp/log_bits-G > /tmp/log-bits-G.json
cmp -s "$out/log-bits.json" /tmp/log-bits-G.json && echo "G same" > "$out/G.txt" || { echo "G differs" > "$out/G.txt"; cp /tmp/log-bits-G.json "$out/log-bits-G.json"; }
