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
import { CODES, type CodeInfo } from './codes';
import type { DiagnosticKind } from './kinds';

/** A run-time or grader code's entry; `hint` only where one sentence fits every occurrence. */
export interface RegistryEntry {
  kind: DiagnosticKind;
  hint?: string;
}

/** Codes the simulator reports while a program runs (docs/language.md §6). */
export const RUN_CODES = {
  'E-UNDEFINED-USE': { kind: 'undefined-value' },
  'E-UNDEFINED-STORE': { kind: 'undefined-value' },
  'E-UNDEFINED-BRANCH': { kind: 'undefined-value' },
  'E-UNDEFINED-MASK': {
    kind: 'undefined-value',
    hint: 'Compute the mask from defined values, for example with `__ballot_sync` before the branch.',
  },
  'W-UNWRITTEN-READ': { kind: 'undefined-value' },
  'E-RACE-WW': { kind: 'race' },
  'E-RACE-WR': { kind: 'race' },
  'E-RACE-RW': { kind: 'race' },
  'E-DEADLOCK': { kind: 'deadlock' },
  'E-OUT-OF-BOUNDS': {
    kind: 'out-of-bounds',
    hint: 'Guard the access with a bounds check such as `if (i < n)`, or launch exactly as many threads as elements.',
  },
  'E-MASK-SELF': { kind: 'mask' },
  'E-MASK-OVERLAP': {
    kind: 'mask',
    hint: 'Lanes may use different masks at the same time only if the masks are disjoint; give all lanes that meet in this call the same mask.',
  },
  'E-MASK-PASSED': { kind: 'mask' },
  'W-CROSS-SITE': {
    kind: 'portability',
    hint: 'Call it once where every lane of the mask reaches it (for a vote, before the branch), so that one call site serves all lanes.',
  },
  'W-CROSS-INSTANCE': {
    kind: 'portability',
    hint: 'Make the call where every lane of its mask reaches it in the same pass (for a vote, before the branch, every iteration), so that each call pairs the lanes of one pass.',
  },
  'E-BARRIER-PASSED': { kind: 'barrier' },
  'E-BARRIER-SITES': {
    kind: 'barrier',
    hint: 'Call `__syncthreads()` once, outside the divergent branch, where every thread of the block reaches it.',
  },
  'E-SHFL-WIDTH': {
    kind: 'argument',
    hint: 'Use 1, 2, 4, 8, 16 or 32 for `width` (the size of the segments the warp is split into).',
  },
  'E-FNS-BASE': {
    kind: 'argument',
    hint: 'Keep the starting bit position in 0..31, for example by handling lane 31 separately.',
  },
  'E-CG-PARTITION': { kind: 'argument' },
  'W-CG-RANK': { kind: 'argument' },
  'E-DIV-ZERO': {
    kind: 'arithmetic',
    hint: 'Integer division by zero is undefined behaviour in CUDA C++; guard the divisor (the GPU returns an unspecified value, often -1).',
  },
  'E-INT-OVERFLOW-DIV': { kind: 'arithmetic' },
  'E-SHIFT-COUNT': { kind: 'arithmetic' },
  'E-CONVERSION-RANGE': {
    kind: 'conversion',
    hint: 'Check the range before converting, or clamp explicitly with `min`/`max`.',
  },
  'E-BUDGET': {
    kind: 'budget',
    hint: 'Check the conditions of the loops around this line: one may never become false in some lanes. On the command line a larger budget can be given with `--budget`.',
  },
  'E-LAUNCH-SIZE': {
    kind: 'budget',
    hint: 'Launch fewer blocks (or smaller ones); on the command line a larger budget can be given with `--budget`.',
  },
  'N-PRINTF-DROPPED': {
    kind: 'output',
    hint: 'Print from fewer threads (for example `if (threadIdx.x == 0)`) or print less per line.',
  },
  'N-DIAGNOSTICS-DROPPED': { kind: 'output' },
} satisfies Record<string, RegistryEntry>;

/** Codes the grader reports about a submission as a whole. */
export const GRADER_CODES = {
  'E-NO-KERNEL': { kind: 'compile' },
  'E-KERNEL-PARAM': { kind: 'compile' },
  'E-MISSING-FUNCTION': { kind: 'compile' },
  'E-SCHEDULE-DEPENDENT': { kind: 'output' },
} satisfies Record<string, RegistryEntry>;

/** Every diagnostic code. */
export type DiagnosticCode = keyof typeof CODES | keyof typeof RUN_CODES | keyof typeof GRADER_CODES;

/** Where the documentation explains each family (paths from the repository root). */
const DOCS: Record<DiagnosticKind, string> = {
  compile: 'docs/language.md#2-program-shape',
  type: 'docs/language.md#3-types-and-arithmetic',
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

/** One code's entry: its family, default hint (if any) and documentation link. */
export interface CodeEntry {
  code: DiagnosticCode;
  kind: DiagnosticKind;
  hint?: string;
  doc: string;
}

const ALL: Record<DiagnosticCode, RegistryEntry | CodeInfo> = { ...CODES, ...RUN_CODES, ...GRADER_CODES };

/** Every code, in table order (front end, simulator, grader). */
export const REGISTRY: readonly CodeEntry[] = (Object.keys(ALL) as DiagnosticCode[]).map((code) => {
  const e = ALL[code];
  return { code, kind: e.kind, ...(e.hint ? { hint: e.hint } : {}), doc: DOCS[e.kind] };
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

/** A host's own hints, by code (the browser's, the command line's). */
export type HostHints = Partial<Record<DiagnosticCode, string>>;

/** The hint shown for `code`: the host's, else the one the call site gives, else the default. */
export function hintFor(code: DiagnosticCode, given?: string, host?: HostHints): string | undefined {
  return host?.[code] ?? given ?? BY_CODE.get(code)?.hint;
}
