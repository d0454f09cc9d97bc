// shift_ub: run-time counts outside 0..63 (64..79 in lanes 0-15, -1..-16 in lanes 16-31),
// read from memory so that nothing folds: undefined behaviour (C++ [expr.shift]).
export function kernel(inp: ulong[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const x: ulong = inp[lane];
  const n: int = lane < 16 ? int(inp[26]) + lane : int(inp[2]) - (lane - 16);
  const op: int = lane % 3;
  let r: ulong = inp[0];
  if (op == 0) r = x << n; // @shl
  else if (op == 1) r = long(x) >> n; // @sar
  else r = x >> n; // @shr
  out[lane] = r;
}
