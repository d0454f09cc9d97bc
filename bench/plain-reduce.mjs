// The work of bench/kernels.ts's BLOCK_REDUCE written as plain JavaScript, for the
// side-by-side figure of `npm run bench`: `node bench/plain-reduce.mjs INPUT.json BLOCKS`.
//
// Reads the JSON array of floats INPUT.json, runs the block reduction (256 threads a block,
// `warpReduceSum` by `__shfl_down_sync` with offsets 16, 8, 4, 2, 1, then warp 0 over the
// eight warp sums) with binary32 arithmetic (Math.fround after every addition, as the
// simulator and the GPU round), and prints what `warp-school run ... --json` prints for it:
// `{ "ok": true, "args": { "out": [...] }, "printf": [], "diagnostics": [] }`.
// A lane whose source lane `lane + offset` is past 31 gets its own value back
// (CUDA Programming Guide, warp shuffle functions: `__shfl_down_sync` leaves the value
// unchanged when the source lane is out of range), so it adds its value to itself.
import { readFileSync } from 'node:fs';

const [file, blocksText] = process.argv.slice(2);
const inp = Float32Array.from(JSON.parse(readFileSync(file, 'utf8')));
const n = inp.length;
const blocks = Number(blocksText);
const f = Math.fround;

const lanes = new Float32Array(32);
/** `warpReduceSum` on the 32 values in `lanes` (in place); returns lane 0's result. */
function warpReduce() {
  for (let offset = 16; offset > 0; offset >>= 1) {
    // Lanes read the values of the previous round: ascending order reads lane + offset
    // before it is overwritten.
    for (let l = 0; l < 32; l++) lanes[l] = f(lanes[l] + (l + offset < 32 ? lanes[l + offset] : lanes[l]));
  }
  return lanes[0];
}

const out = new Array(blocks);
const warpSums = new Float32Array(8);
for (let b = 0; b < blocks; b++) {
  for (let w = 0; w < 8; w++) {
    for (let l = 0; l < 32; l++) {
      const i = b * 256 + w * 32 + l;
      lanes[l] = i < n ? inp[i] : 0;
    }
    warpSums[w] = warpReduce();
  }
  for (let l = 0; l < 32; l++) lanes[l] = l < 8 ? warpSums[l] : 0;
  out[b] = warpReduce();
}
process.stdout.write(JSON.stringify({ ok: true, args: { out }, printf: [], diagnostics: [] }) + '\n');
