// Structs with double, bool and long fields through group shuffles (CUDA moves a struct
// in 4-byte pieces, every piece from the same lane): Rec { double, bool, int } (16 bytes
// with padding), Mix { float, long, uint } (24 bytes), Big { double x3, int } (32 bytes,
// the most a group shuffle takes), Flags { bool, bool }; through tiles of 2 to 32 and a
// labeled partition (a coalesced_group); a bool through shfl_xor. Doubles hold exact
// dyadic values and print as uint(d * 1024). 38 words.
type Rec = { d: double; b: bool; i: int };
type Mix = { f: float; l: long; u: uint };
type Big = { a: double; b: double; c: double; k: int };
type Flags = { p: bool; q: bool };

function recOut(out: uint[], o: uint, r: Rec): void {
  out[o] = uint(r.d * double(1024));
  out[o + 1] = uint(r.b);
  out[o + 2] = uint(r.i);
}

function mixOut(out: uint[], o: uint, m: Mix): void {
  out[o] = __float_as_uint(m.f);
  out[o + 1] = uint(m.l);
  out[o + 2] = uint(m.l >> 32);
  out[o + 3] = m.u;
}

function bigOut(out: uint[], o: uint, b: Big): void {
  out[o] = uint(b.a * double(1024));
  out[o + 1] = uint(b.b * double(-1024));
  out[o + 2] = uint(b.c * double(1024));
  out[o + 3] = uint(b.k);
}

export function kernel(out: uint[]): void {
  const lane: uint = threadIdx.x & 31;
  const g: uint = blockIdx.x * blockDim.x + threadIdx.x;
  const o: uint = g * 38;
  const block = cg.this_thread_block();
  const t2 = cg.tiled_partition<2>(block);
  const t4 = cg.tiled_partition<4>(block);
  const t8 = cg.tiled_partition<8>(block);
  const t16 = cg.tiled_partition<16>(block);
  const t32 = cg.tiled_partition<32>(block);
  const rec: Rec = { d: double(1048576) + double(lane * 4096) + double(lane * 3 + 1) / double(1024), b: lane % 3 == 0, i: int(lane) - 16 };
  const mix: Mix = { f: float(lane) * 0.75, l: (long(lane) << 36) - long(lane * 11), u: lane * 2654435761 };
  const big: Big = { a: double(lane) + double(0.5), b: double(0) - double(lane * 2) - double(0.25), c: double(1073741824) / double(1024) + double(lane) / double(512), k: int(lane * lane) };
  const fl: Flags = { p: (lane & 1) != 0, q: lane > 20 };
  recOut(out, o + 0, t8.shfl(rec, 5));
  recOut(out, o + 3, t32.shfl_xor(rec, 9));
  recOut(out, o + 6, t16.shfl_up(rec, 3));
  recOut(out, o + 9, t4.shfl_down(rec, 1));
  mixOut(out, o + 12, t8.shfl_xor(mix, 3));
  mixOut(out, o + 16, t32.shfl(mix, -1));
  bigOut(out, o + 20, t16.shfl_down(big, 6));
  const part = cg.labeled_partition(t32, lane % 3);
  recOut(out, o + 24, part.shfl(rec, 1));
  bigOut(out, o + 27, part.shfl_up(big, 1));
  mixOut(out, o + 31, part.shfl_down(mix, 2));
  out[o + 35] = uint(t8.shfl_xor(lane % 5 == 0, 2));
  const f2: Flags = t2.shfl_xor(fl, 1);
  out[o + 36] = uint(f2.p);
  out[o + 37] = uint(f2.q);
}
