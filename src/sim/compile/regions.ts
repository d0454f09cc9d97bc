/**
 * Static region analysis: which `__syncthreads()` barriers each region contains.
 *
 * A region is the code between an `Ssy` and its matching `Sync` (an `if`/`else`, a loop, a
 * `switch`, a short-circuit operator) or the body of a device function at one of its
 * `Call`s. A thread that reaches the end of a region containing a barrier without taking
 * part in the barrier the others wait in, and then exits, has passed the barrier by
 * (docs/language.md §6 "`__syncthreads()` in divergent code"; Programming Guide §10.6: a barrier in
 * conditional code is defined only if the condition is the same in the whole block).
 */
import { Op, type Instr } from '../core/instr';
import type { CompiledFn, RegionNesting } from '../core/compiled';

/**
 * For every `Ssy` and `Call` instruction of `code`, the `Barrier` instructions its region
 * contains, directly or through the device functions called inside it (transitively);
 * null where there is none. Functions occupy contiguous ranges `entry..epilogue` and their
 * `Ssy`/`Sync` pairs nest (the lowering is structured); recursion is rejected by the front
 * end, so the call graph is acyclic.
 */
export function regionBarriers(code: Instr[], fns: CompiledFn[]): (number[] | null)[] {
  return regionsContaining(code, fns, (ins) => ins.op === Op.Barrier);
}

/** For every `Ssy` and `Call` instruction of `code`, the `cg.tiled_partition` instructions
 * (`Instr.partition`) its region contains, as {@link regionBarriers} finds barriers. */
export function regionPartitions(code: Instr[], fns: CompiledFn[]): (number[] | null)[] {
  return regionsContaining(code, fns, (ins) => ins.partition === true);
}

/** For every `Ssy` and `Call` instruction of `code`, the instructions `is` picks that its
 * region contains (see {@link regionBarriers}). */
function regionsContaining(code: Instr[], fns: CompiledFn[], is: (ins: Instr) => boolean): (number[] | null)[] {
  const out: (number[] | null)[] = new Array(code.length).fill(null);
  const fnBarriers: (number[] | undefined)[] = new Array(fns.length);
  const visiting = new Set<number>();

  function ofFn(fi: number): number[] {
    const have = fnBarriers[fi];
    if (have) return have;
    if (visiting.has(fi)) throw new Error('assertion: recursion reached the simulator');
    visiting.add(fi);
    const f = fns[fi]!;
    const found = new Set<number>();
    const open: { pc: number; found: Set<number> }[] = [];
    const add = (pcs: Iterable<number>): void => {
      for (const b of pcs) {
        found.add(b);
        for (const o of open) o.found.add(b);
      }
    };
    for (let pc = f.entry; pc <= f.epilogue; pc++) {
      const ins = code[pc]!;
      if (ins.op === Op.Ssy) open.push({ pc, found: new Set() });
      else if (ins.op === Op.Sync) {
        const o = open.pop();
        if (!o) throw new Error(`assertion: Sync without Ssy at ${pc}`);
        if (o.found.size) out[o.pc] = [...o.found];
      } else if (is(ins)) add([pc]);
      else if (ins.op === Op.Call) {
        const inner = ofFn(ins.callee!);
        if (inner.length) { out[pc] = inner; add(inner); }
      }
    }
    if (open.length) throw new Error(`assertion: unclosed region in \`${f.name}\``);
    visiting.delete(fi);
    const list = [...found];
    fnBarriers[fi] = list;
    return list;
  }

  for (let i = 0; i < fns.length; i++) ofFn(i);
  return out;
}

/** The nesting of every region of `code` (see `RegionNesting`). */
export function regionNesting(code: Instr[], fns: CompiledFn[]): RegionNesting {
  const nested: (number[] | null)[] = new Array(code.length).fill(null);
  const loopIndex = new Int32Array(code.length).fill(-1);
  let loops = 0;
  const fnRegions: (number[] | undefined)[] = new Array(fns.length);

  function ofFn(fi: number): number[] {
    const have = fnRegions[fi];
    if (have) return have;
    const f = fns[fi]!;
    const all: number[] = [];
    const open: { pc: number; inner: number[] }[] = [];
    const add = (pcs: number[]): void => {
      all.push(...pcs);
      for (const o of open) o.inner.push(...pcs);
    };
    for (let pc = f.entry; pc <= f.epilogue; pc++) {
      const ins = code[pc]!;
      if (ins.op === Op.Ssy) {
        add([pc]);
        open.push({ pc, inner: [] });
        if (ins.what === 'the loop exit') loopIndex[pc] = loops++;
      } else if (ins.op === Op.Sync) {
        const o = open.pop()!;
        if (o.inner.length) nested[o.pc] = o.inner;
      } else if (ins.op === Op.Call) {
        const inner = ofFn(ins.callee!);
        if (inner.length) nested[pc] = inner;
        add([pc, ...inner]);
      }
    }
    fnRegions[fi] = all;
    return all;
  }

  for (let i = 0; i < fns.length; i++) ofFn(i);
  return { nested, loopIndex, loops };
}
