// Struct {double d; long l; int i} through tile<8>.shfl_down, coalesced shfl_up, tile.shfl_xor.
type S = { d: double; l: long; i: int };
export function kernel(outd: double[], outl: long[], outi: int[]) {
  const lane: int = int(threadIdx.x);
  const t8 = cg.tiled_partition<8>(cg.this_thread_block());
  let a: S = { d: double(lane) * double(0.5), l: long(lane) - long("4294967296"), i: -lane };
  const b: S = t8.shfl_down(a, 3);
  outd[lane] = b.d; outl[lane] = b.l; outi[lane] = b.i;
  if ((lane & 1) == 1) {
    const c = cg.coalesced_threads();
    const e: S = c.shfl_up(a, 2);
    outd[32 + lane] = e.d; outl[32 + lane] = e.l; outi[32 + lane] = e.i;
  }
  const f: S = t8.shfl_xor(a, 5);
  outd[64 + lane] = f.d; outl[64 + lane] = f.l; outi[64 + lane] = f.i;
}
