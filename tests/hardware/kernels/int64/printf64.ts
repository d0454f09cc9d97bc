// printf64: %lld %lli %llu %llx %llX %llo with flags, widths and precisions, of edge values.
export function kernel(inp: ulong[], out: ulong[]) {
  printf("%lld %lli %llu %llx %llX %llo\n", long(inp[4]), long(inp[2]), inp[2], inp[9], inp[10], inp[3]);
  printf("[%25lld] [%-25llu] [%+lld] [% lld] [%#llx] [%#llo]\n", long(inp[3]), inp[8], long(inp[1]), long(inp[0]), inp[21], inp[28]);
  printf("[%.20llx] [%025lld] [%.0lld] [%-+8lld] [%08llX]\n", inp[5], long(inp[20]), long(inp[0]), long(inp[31]), inp[21]);
  printf("%llu %lld %llx %lld\n", ulong(long(inp[4])), long(inp[8]), ulong(0), long("-9223372036854775808"));
  out[0] = inp[0];
}
