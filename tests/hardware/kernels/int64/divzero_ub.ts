// divzero_ub: long / 0, ulong % 0, LLONG_MIN / -1 and LLONG_MIN % -1, operands read from
// memory: undefined behaviour (C++ [expr.mul]/4).
export function kernel(inp: ulong[], out: ulong[]) {
  const lane: int = int(threadIdx.x);
  const a: ulong = inp[lane];
  const op: int = lane & 3;
  let r: ulong = inp[1];
  if (op == 0) r = long(a) / long(inp[0]); // @div0
  else if (op == 1) r = a % inp[0]; // @rem0
  else if (op == 2) r = long(inp[4]) / long(inp[2]); // @divmin
  else r = long(inp[4]) % long(inp[2]); // @remmin
  out[lane] = r;
}
