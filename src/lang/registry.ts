/**
 * The one registry of diagnostic codes: the front end's (`./codes.ts`), the simulator's
 * and the grader's, each with its family (`kind`), its default hint where one fits every
 * occurrence, and the page of the documentation that explains it. `Diagnostic.code` is
 * typed by it, so a code used anywhere without an entry here is a compile error.
 *
 * Hosts word some hints their own way (the browser speaks of the page, the command line of
 * its options): they pass {@link HostHints}, which win over the hint a call site gives and
 * over the default (`RunOptions.hints` for the simulator), instead of patching results
 * after the fact (engine262's host-defined messages are the model).
 */
import { CODES, type CodeInfo, type HintVariant } from './codes';
import type { DiagnosticKind } from './kinds';

export type { HintVariant } from './codes';

/**
 * A hint's text, as the registry words it: only {@link hint} (and the registry's defaults)
 * make one, so a call site that writes its own prose instead is a compile error (the
 * front end's `report`, the simulator's `laneError`, `laneReport`, `Reporter.add` and
 * `Poison.hint` take this type).
 */
export type Hint = string & { readonly [HINT_BRAND]: true };
declare const HINT_BRAND: unique symbol;

/**
 * A run-time or grader code's entry. `hint`: the default, only where one sentence fits every
 * occurrence; `hints`: named variants where the fix depends on the situation (which kind of
 * race, a 32- or 64-bit operand, ...), chosen by the call site with {@link hint}.
 */
export interface RegistryEntry {
  kind: DiagnosticKind;
  hint?: string;
  hints?: Record<string, HintVariant>;
}

/** `` `s[3]` ``: an array element as hints name it. */
const el = (array: string, index: number): string => `\`${array}[${index}]\``;

/** The hints of a data race, by where the other access is (shared by the three race codes). */
const RACE_HINTS = {
  twoWriters: (array: string, index: number) =>
    `Two threads wrote ${el(array, index)}: check how the index is computed (each thread usually writes its own element), or combine the values with an atomic (\`atomicAdd\`, \`atomicMax\`, ...) when they really must share one.`,
  sameWarp:
    'Under Independent Thread Scheduling lanes of a warp are not in lockstep: separate the write and the read with `__syncwarp()`, or read into a register first, `__syncwarp()`, then write.',
  otherWarp: (array: string, index: number) =>
    `Threads of two different warps access ${el(array, index)}: check the index first (one past the last element this warp writes?); if the warps really must share it, order the write and the read with \`__syncthreads()\` (\`__syncwarp()\` orders only lanes of one warp), or publish with \`__threadfence()\` and an atomic flag.`,
  otherBlock: (array: string, index: number) =>
    `Threads of two different blocks access ${el(array, index)}: check the index first (does each block stay within its own part of the array?); if the blocks really must share it, publish with \`__threadfence()\` and then an atomic that the reading block's own atomic sees (the last-block pattern), or split the work into two kernel launches.`,
};

/** The hints of a division, shift or conversion whose operands make it undefined. */
const SHIFT_HINTS = {
  int32:
    'Shifting a 32-bit value by a negative count or by 32 or more is undefined behaviour in CUDA C++ (the GPU clamps, JavaScript wraps); keep the count in 0..31.',
  int64:
    'Shifting a 64-bit value by a negative count or by 64 or more is undefined behaviour in CUDA C++ (the GPU clamps); keep the count in 0..63.',
};

/** Codes the simulator reports while a program runs (docs/language.md §6). */
export const RUN_CODES = {
  'E-UNDEFINED-USE': {
    kind: 'undefined-value',
    hints: {
      index: 'Make sure every lane computes the index from defined values (check which lanes the value was read from).',
      operand:
        'Make sure every lane computes the divisor or shift count from defined values: give the variable a value on every path, and read only lanes and elements that hold one.',
    },
  },
  'E-UNDEFINED-STORE': {
    kind: 'undefined-value',
    // Also shown here: the hint an undefined value carries from where it was made
    // (`Poison.hint`: N-UNWRITTEN-READ's, or `unassigned`/`atomicUnwritten` below).
    hints: {
      absentLane:
        'The value came from a lane that was not taking part; make the mask name exactly the lanes that reach the call, and read only from lanes in it.',
      unassigned: (variable: string) => `Give \`${variable}\` a value on every path before it is used.`,
      atomicUnwritten: (array: string, index: number) =>
        `Shared memory starts undefined: give ${el(array, index)} a starting value (for example \`0\`, written by one thread) and order that write before the atomics (\`__syncwarp()\` within a warp, \`__syncthreads()\` across warps); check the index too.`,
    },
  },
  'E-UNDEFINED-BRANCH': {
    kind: 'undefined-value',
    hint: 'A condition must be computed from defined values in every lane that tests it.',
  },
  'E-UNDEFINED-MASK': {
    kind: 'undefined-value',
    hint: 'Compute the mask from defined values, for example with `__ballot_sync` before the branch.',
  },
  'N-UNWRITTEN-READ': {
    kind: 'undefined-value',
    hints: {
      // The index first (reading one past the written part is the usual slip), then the
      // ordering to add if another thread does write it later.
      element: (array: string, index: number) =>
        `No thread wrote ${el(array, index)} before this read: check the index (one past the last element written?), and if another thread does write it, order that write before this read (\`__syncwarp()\` within a warp, \`__syncthreads()\` across warps).`,
    },
  },
  'E-RACE-WW': { kind: 'race', hints: RACE_HINTS },
  'E-RACE-WR': { kind: 'race', hints: RACE_HINTS },
  'E-RACE-RW': { kind: 'race', hints: RACE_HINTS },
  'E-DEADLOCK': {
    kind: 'deadlock',
    hints: {
      waiting:
        'A `*_sync` call waits for every lane its mask names; make the mask name exactly the lanes that reach this call, and do not put `__syncthreads()` where some threads of the block cannot reach it.',
    },
  },
  'E-BLOCK-ORDER': {
    kind: 'deadlock',
    hint: 'Do not make a block wait for a block picked by `blockIdx`: when a block starts, give it a ticket with `atomicAdd` on a counter (the order the blocks really started in) and let it wait only for blocks with earlier tickets, or split the work into two kernel launches.',
  },
  'E-OUT-OF-BOUNDS': {
    kind: 'out-of-bounds',
    hint: 'Guard the access with a bounds check such as `if (i < n)`, or launch exactly as many threads as elements.',
  },
  'E-MASK-SELF': {
    kind: 'mask',
    hints: {
      // Nothing diverged or exited: the fix is the full mask, and the usual slip is a mask
      // built to pick the lane to read (`laneParam`: the argument that does, if any).
      wholeWarp: (laneParam?: string) =>
        `Every lane of the warp makes this call, so pass \`0xffffffff\`; the mask names the lanes that take part${laneParam ? `, not the lane to read (that is the \`${laneParam}\` argument)` : ''}.`,
      // Divergent code (Programming Guide §10.22).
      divergent:
        'Every lane that calls a `*_sync` intrinsic must be named in its mask: use the mask of the lanes that actually reach this call (for example from `__ballot_sync` before the branch), or move the call so that only those lanes make it.',
    },
  },
  'E-MASK-OVERLAP': {
    kind: 'mask',
    hint: 'Lanes may use different masks at the same time only if the masks are disjoint; give all lanes that meet in this call the same mask.',
  },
  'E-MASK-PASSED': {
    kind: 'mask',
    hints: {
      loopExit:
        'Lanes leave this loop after different numbers of iterations, so a full mask names lanes that are gone. Give every lane the same trip count (for example `for (let base = 0; base < n; base += 32) { const i = base + lane; ... }`) and name the lanes that still have work in each iteration with `__ballot_sync(0xffffffff, i < n)`, computed every iteration.',
      branch:
        'Name only the lanes that make this call: compute the mask before the branch, `const m: uint = __ballot_sync(0xffffffff, condition);`, and pass `m` here; or move the call out of the branch so that every lane it names reaches it.',
      partition:
        'Make the tile where every thread of its parent reaches it, before the branch (`const tile = cg.tiled_partition<32>(block);` at the top of the kernel), and branch after it, for example on `tile.meta_group_rank()`.',
    },
  },
  'W-CROSS-SITE': {
    kind: 'portability',
    hint: 'Call it once where every lane of the mask reaches it (for a vote, before the branch), so that one call site serves all lanes.',
  },
  'W-CROSS-INSTANCE': {
    kind: 'portability',
    hint: 'Make the call where every lane of its mask reaches it in the same pass (for a vote, before the branch, every iteration), so that each call pairs the lanes of one pass.',
  },
  'E-BARRIER-PASSED': {
    kind: 'barrier',
    hint: 'Move `__syncthreads()` out of the branch (or loop) so that every thread of the block reaches it, keeping only the work inside the condition: `if (tid < s) { ... } __syncthreads();`.',
  },
  'E-BARRIER-SITES': {
    kind: 'barrier',
    hint: 'Call `__syncthreads()` once, outside the divergent branch, where every thread of the block reaches it.',
  },
  'E-SHFL-WIDTH': {
    kind: 'argument',
    hint: 'Use 1, 2, 4, 8, 16 or 32 for `width` (the size of the segments the warp is split into).',
  },
  'W-DELTA-RANGE': {
    kind: 'argument',
    hint: 'Keep `delta` below `width` (below 32 for a whole warp): a warp reduction starts at `delta = 16` (or `width / 2`), not at `blockDim.x / 2`; cross warps through shared memory.',
  },
  'E-FNS-BASE': {
    kind: 'argument',
    hint: 'Keep the starting bit position in 0..31, for example by handling lane 31 separately.',
  },
  'E-CG-PARTITION': {
    kind: 'argument',
    hints: {
      tile: (size: number) => `Launch blocks whose size is a multiple of ${size}, or partition into smaller tiles.`,
    },
  },
  'W-CG-RANK': {
    kind: 'argument',
    hint: 'Pass a rank from 0 to size() - 1, for example `r % g.size()`.',
  },
  'E-DIV-ZERO': {
    kind: 'arithmetic',
    hint: 'Integer division by zero is undefined behaviour in CUDA C++; guard the divisor (the GPU returns an unspecified value, often -1).',
    hints: {
      int64:
        'Integer division by zero is undefined behaviour in CUDA C++; guard the divisor (the GPU returns an unspecified value: an H200 gave all ones, or 0xffffffff when both operands fit in 32 bits, depending on the build).',
    },
  },
  'E-INT-OVERFLOW-DIV': {
    kind: 'arithmetic',
    hints: {
      int32: 'The quotient 2^31 does not fit in `int`; this is undefined behaviour in CUDA C++.',
      int64: 'The quotient 2^63 does not fit in `long` (`long long`); this is undefined behaviour in CUDA C++.',
    },
  },
  'W-INT-OVERFLOW': {
    kind: 'arithmetic',
    hints: {
      int32:
        'The compiler may assume that signed arithmetic never overflows: an -O3 build on an H100 evaluated `a + 1 > 0` as true for a = 2147483647, though the wrapped sum is negative. Compute in `uint` where wrapping is meant (hashes, counters), or in `long` where the value must be exact.',
      int64:
        'The compiler may assume that signed arithmetic never overflows. Compute in `ulong` where wrapping is meant (hashes, counters).',
      shift32:
        'Shift a `uint` where bits are meant (`uint(x) << n`, then `int(…)` if a signed value is needed): in C++17 a left shift of a negative `int`, or one whose result needs more than 32 bits, is undefined.',
      shift64:
        'Shift a `ulong` where bits are meant (`ulong(x) << n`): in C++17 a left shift of a negative `long`, or one whose result needs more than 64 bits, is undefined.',
    },
  },
  'E-SHIFT-COUNT': { kind: 'arithmetic', hints: SHIFT_HINTS },
  'E-CONVERSION-RANGE': {
    kind: 'conversion',
    hint: 'Check the range before converting, or clamp explicitly with `min`/`max`.',
  },
  // The defaults name no host's controls: the command line adds its `--budget` option
  // (src/cli/hints.ts), the browser words them for a page (src/worker/engine.ts).
  'E-BUDGET': {
    kind: 'budget',
    hint: 'Check the conditions of the loops around this line: one may never become false in some lanes.',
  },
  'E-LAUNCH-SIZE': {
    kind: 'budget',
    hint: 'Launch fewer blocks (or smaller ones).',
  },
  'N-PRINTF-DROPPED': {
    kind: 'output',
    hint: 'Print from fewer threads (for example `if (threadIdx.x == 0)`) or print less per line.',
  },
  'N-DIAGNOSTICS-DROPPED': { kind: 'output' },
} satisfies Record<string, RegistryEntry>;

/** Codes the grader reports about a submission as a whole. */
export const GRADER_CODES = {
  'E-NO-KERNEL': {
    kind: 'compile',
    hints: { write: (params: string) => `write \`export function kernel(${params}) { ... }\`` },
  },
  'E-KERNEL-PARAM': {
    kind: 'compile',
    hints: {
      launches: (params: string) => `this exercise launches \`kernel(${params})\`; arguments are passed by name`,
    },
  },
  'E-MISSING-FUNCTION': {
    kind: 'compile',
    hints: {
      define: (signature: string) => `define \`function ${signature} { ... }\` (not exported: it is a device function)`,
    },
  },
  'E-SCHEDULE-DEPENDENT': {
    kind: 'output',
    hints: {
      // `__activemask()` depends on which lanes the scheduler runs together (§10.19).
      activemask: (line: number) =>
        `\`__activemask()\` (line ${line}) is the usual cause: it returns the lanes that happen to be running together, which depends on the schedule (lanes of a branch need not have reconverged). Compute the mask from the condition instead, with \`__ballot_sync(0xffffffff, cond)\` before the branch, or use \`0xffffffff\` where every lane arrives.`,
      // `storeLine`: the learner's line that last wrote the differing element, 0 if unknown.
      order: (storeLine: number) =>
        `Independent Thread Scheduling allows both orders; look at what ${storeLine ? `line ${storeLine}` : 'the kernel'} stores: a value read from shared memory without \`__syncwarp()\` between the writes and the reads, a value from a call whose mask does not name every lane that must take part, or the outcome of colliding atomics (their order is undefined).`,
    },
  },
} satisfies Record<string, RegistryEntry>;

/** Every diagnostic code. */
export type DiagnosticCode = keyof typeof CODES | keyof typeof RUN_CODES | keyof typeof GRADER_CODES;

/** Where the documentation explains each family (paths from the repository root). */
const DOCS: Record<DiagnosticKind, string> = {
  compile: 'docs/language.md#2-program-shape',
  'undefined-value': 'docs/language.md#6-execution-model',
  race: 'docs/execution-model.md',
  deadlock: 'docs/execution-model.md',
  'out-of-bounds': 'docs/language.md#6-execution-model',
  mask: 'docs/semantics.md#21-what-the-caller-must-do-else-undefined',
  argument: 'docs/language.md#5-intrinsics',
  arithmetic: 'docs/semantics.md#112-integers',
  conversion: 'docs/semantics.md#111-floating-point',
  budget: 'docs/language.md#6-execution-model',
  portability: 'docs/semantics.md#24-where-the-documents-disagree',
  barrier: 'docs/language.md#6-execution-model',
  output: 'docs/language.md#6-execution-model',
};

/** One code's entry: its family, default hint (if any), named hint variants (if any) and
 * documentation link. */
export interface CodeEntry {
  code: DiagnosticCode;
  kind: DiagnosticKind;
  hint?: string;
  hints?: Record<string, HintVariant>;
  doc: string;
}

const ALL: Record<DiagnosticCode, RegistryEntry | CodeInfo> = { ...CODES, ...RUN_CODES, ...GRADER_CODES };

/** Every code, in table order (front end, simulator, grader). */
export const REGISTRY: readonly CodeEntry[] = (Object.keys(ALL) as DiagnosticCode[]).map((code) => {
  const e = ALL[code];
  const hints = 'hints' in e ? e.hints : undefined;
  return { code, kind: e.kind, ...(e.hint ? { hint: e.hint } : {}), ...(hints ? { hints } : {}), doc: DOCS[e.kind] };
});

const BY_CODE = new Map(REGISTRY.map((e) => [e.code, e]));

/** The entry of `code`; throws for a string that is no code (an engine bug). */
export function codeEntry(code: DiagnosticCode): CodeEntry {
  const e = BY_CODE.get(code);
  if (!e) throw new Error(`no diagnostic code \`${code}\` in the registry`);
  return e;
}

/** Whether `s` is a registered code (for data read from outside, such as a stored report). */
export function isDiagnosticCode(s: string): s is DiagnosticCode {
  return BY_CODE.has(s as DiagnosticCode);
}

/** A host's own hints, by code (the browser's, the command line's): they replace every
 * wording of the code, default and variants. */
export type HostHints = Partial<Record<DiagnosticCode, string>>;

/** The hint shown for `code`: the host's, else the one the call site gives, else the default. */
export function hintFor(code: DiagnosticCode, given?: string, host?: HostHints): string | undefined {
  return host?.[code] ?? given ?? BY_CODE.get(code)?.hint;
}

type Table = typeof CODES & typeof RUN_CODES & typeof GRADER_CODES;
/** The codes that have named hint variants. */
export type VariantCode = { [C in keyof Table]: Table[C] extends { hints: object } ? C : never }[keyof Table];
/** The variants of `C`'s hint (for a union of codes, those they share). */
export type VariantsOf<C extends VariantCode> = Table[C] extends { hints: infer H } ? H : never;
/** The parameters variant `V` of `C` takes (none for a fixed text). */
export type VariantParams<C extends VariantCode, V extends keyof VariantsOf<C>> = VariantsOf<C>[V] extends (
  ...params: infer P
) => string
  ? P
  : [];

/**
 * Variant `variant` of `code`'s hint, worded with `params` (e.g. `hint('E-RACE-WW',
 * 'otherWarp', 's', 32)`). Typed by the registry: an unknown variant, or parameters of the
 * wrong number or type, are compile errors. The front end's variants live with their
 * code in `./codes.ts`. A host's hint for a run-time `code` still wins where the
 * diagnostic is reported ({@link hintFor}).
 */
export function hint<C extends VariantCode, V extends keyof VariantsOf<C> & string>(
  code: C,
  variant: V,
  ...params: VariantParams<C, V>
): Hint {
  const v = codeEntry(code).hints?.[variant];
  if (v === undefined) throw new Error(`no hint variant \`${variant}\` of \`${code}\` in the registry`);
  return (typeof v === 'string' ? v : (v as (...p: unknown[]) => string)(...params)) as Hint;
}
