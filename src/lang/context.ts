/**
 * The checker's state: the diagnostics sink, the program-level tables (functions and
 * top-level constants) and the state of the function being checked (scopes, slots,
 * loop depth, calls made).
 */
import type { Node } from '@babel/types';
import { diag, type Diagnostic, type Severity } from './diagnostics';
import type { ArrayType, Expr, Loc, ScalarType, SlotInfo, StructType, ValueType } from './ir';
import { CODES, type Code } from './codes';
import type { Hint } from './registry';
import { locOf } from './loc';

/** A local variable, parameter or array visible in a scope. */
export interface VarInfo {
  name: string;
  slot: number;
  type: ValueType | ArrayType;
  /** Declared with `const` (scalars cannot be assigned; arrays never can). */
  isConst: boolean;
}

/** A top-level `const NAME: T = <constant>`, already folded. */
export interface ConstInfo {
  name: string;
  type: ScalarType;
  /** A `bigint` for `long`/`ulong` (ir.ts `ConstExpr`). */
  value: number | bigint;
  /** Its initializer had an error (already reported): uses stay silent. */
  bad?: boolean;
}

/** The signature of a function of the program, known before bodies are checked. */
export interface FnSig {
  name: string;
  params: { name: string; type: ValueType | ArrayType }[];
  returnType: ScalarType | StructType | 'void';
  /** Whether the return type came from an annotation. */
  annotated: boolean;
  /** The return type annotation was invalid (already reported): returns are not checked against it. */
  badReturn?: boolean;
  isKernel: boolean;
  loc: Loc;
}

/** State of the function whose body is being checked. */
export interface FnState {
  sig: FnSig;
  slots: SlotInfo[];
  scopes: Map<string, VarInfo>[];
  /** Enclosing loops (for `break`/`continue`). */
  loopDepth: number;
  /** Enclosing switches (for `break`). */
  switchDepth: number;
  /** Calls of program functions made in this body, for the recursion check. */
  calls: { callee: string; loc: Loc }[];
  /** The `__shared__` arrays this body declares, with their sizes in bytes, for the limit
   * on a kernel's static shared memory (check-shared-total.ts). */
  shared: SharedDecl[];
}

/** A `__shared__` declaration: the array's name, its size in bytes and where it is declared. */
export interface SharedDecl {
  name: string;
  bytes: number;
  loc: Loc;
}

/** The checker's state, passed to every check function. */
export interface Checker {
  source: string;
  diagnostics: Diagnostic[];
  fns: Map<string, FnSig>;
  consts: Map<string, ConstInfo>;
  /** `null` while checking top-level constant initializers. */
  fn: FnState | null;
  /** Current nesting depth of expressions and statement bodies being checked. */
  depth: number;
  /** Whether `E-TOO-DEEP` was already reported (once per program). */
  tooDeep: boolean;
  /** Struct declarations (`type X = { ... }`) by name, in source order. */
  structs: Map<string, StructType>;
  /** The one node that may be a struct-valued call (a declaration's initializer, the
   * right side of an assignment statement, a returned value); see check-struct.ts. */
  structCallAt: Node | null;
  /** Whether the program used the `cg` namespace. */
  usesCg: boolean;
}

/** Deepest nesting of expressions plus statement bodies that the front end accepts;
 * the IR consumers walk it recursively. */
export const MAX_DEPTH = 400;

/** Creates the state for one `compile` call. */
export function newChecker(source: string): Checker {
  return { source, diagnostics: [], fns: new Map(), consts: new Map(), fn: null, depth: 0, tooDeep: false, structs: new Map(), structCallAt: null, usesCg: false };
}

/**
 * Reports a diagnostic with the code's family and default hint, or `opts.hint`: a variant
 * of the code's hint from the registry (`hint(code, variant, ...params)`, codes.ts), never
 * prose written here (the `Hint` type makes a string a compile error).
 */
export function report(
  cx: Checker,
  code: Code,
  at: Node | Loc,
  message: string,
  opts: { hint?: Hint; severity?: Severity } = {},
): void {
  const info = CODES[code];
  const loc = 'line' in at && typeof at.line === 'number' ? (at as Loc) : locOf(at as Node);
  cx.diagnostics.push(
    diag(info.kind, code, opts.severity ?? 'error', message, loc, opts.hint ?? info.hint),
  );
}

const errorExprs = new WeakSet<Expr>();

/** A stand-in for an expression that already produced an error: later checks stay
 * silent about it so that one mistake gives one diagnostic. */
export function errExpr(loc: Loc, type: ScalarType = 'int'): Expr {
  const e: Expr = { k: 'const', type, value: type === 'long' || type === 'ulong' ? 0n : 0, loc };
  errorExprs.add(e);
  return e;
}

/** Whether `e` stands for an expression that already failed to check. */
export function isErr(e: Expr): boolean {
  return errorExprs.has(e);
}

/** Throws an engine assertion (never a learner mistake). */
export function assert(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(`Warp TS front end assertion failed: ${what}`);
}
