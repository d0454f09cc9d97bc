/**
 * The typed intermediate representation (IR) of a checked Warp TS program.
 *
 * The front end (`src/lang`) turns source text into this IR after parsing and type
 * checking; the simulator (`src/sim`) consumes it. Every node is plain data (JSON
 * serialisable), so a program can cross a Web Worker boundary.
 *
 * Invariants the front end guarantees (the simulator asserts, never re-checks):
 * - every expression carries its final C type in `type`;
 * - operands of `binary`, `compare`, `unary` already have the operation type (the
 *   usual arithmetic conversions of DSL.md §3 are explicit `convert` nodes);
 * - shift operands: `left` has the promoted left type, which is also the result
 *   type; `right` is `int` or `uint` (C++ [expr.shift]);
 * - every local variable, parameter and array has a function-unique `slot`;
 * - top-level `const` scalars are folded into `const` nodes;
 * - defaulted intrinsic arguments (`width = 32`, `__syncwarp` mask) are filled in.
 */

/** Scalar C types of Warp TS (DSL.md §3). `bool` converts to 0/1. */
export type ScalarType = 'int' | 'uint' | 'float' | 'double' | 'bool';

/** Element types an array may hold. */
export type ElemType = 'int' | 'uint' | 'float' | 'double';

/** Where an array lives: kernel parameters are global, `__shared__<T>(n)` is shared,
 * `const a: int[] = [...]` is per-thread local. */
export type MemorySpace = 'global' | 'shared' | 'local';

export interface ArrayType {
  kind: 'array';
  elem: ElemType;
  /** `null` for a parameter (the space is known once the call binds it). */
  space: MemorySpace | null;
}

/** A type: a scalar, an array reference, `void` (function results) or `string`
 * (only a `printf` format). */
export type Type = ScalarType | ArrayType | 'void' | 'string';

/** 1-based line and column of the start of a construct in the source. */
export interface Loc {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

// ---------------------------------------------------------------- expressions

interface ExprBase {
  type: Type;
  loc: Loc;
}

/** A literal or folded constant. `uint` values are in [0, 2^32); `float` values are
 * already rounded to binary32; `bool` is 0 or 1. */
export interface ConstExpr extends ExprBase { k: 'const'; value: number }
/** A string literal: only the first argument of `printf`. */
export interface StringExpr extends ExprBase { k: 'string'; value: string }
/** A local variable, parameter or array reference of the enclosing function. */
export interface LocalExpr extends ExprBase { k: 'local'; slot: number; name: string }
/** `threadIdx.x` and friends; type `uint`. */
export interface BuiltinExpr extends ExprBase {
  k: 'builtin';
  name: 'threadIdx' | 'blockIdx' | 'blockDim' | 'gridDim';
  dim: 'x' | 'y' | 'z';
}
export interface UnaryExpr extends ExprBase { k: 'unary'; op: '-' | '~' | '!'; arg: Expr }
export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';
export interface BinaryExpr extends ExprBase { k: 'binary'; op: BinaryOp; left: Expr; right: Expr }
export type CompareOp = '<' | '<=' | '>' | '>=' | '==' | '!=';
/** Result type `bool`; `left` and `right` both have type `operandType`. */
export interface CompareExpr extends ExprBase {
  k: 'compare'; op: CompareOp; operandType: ScalarType; left: Expr; right: Expr;
}
/** Short-circuit `&&` / `||`: operands are `bool`; the right side runs only in lanes
 * that need it (it is control flow, as in C). */
export interface LogicalExpr extends ExprBase { k: 'logical'; op: '&&' | '||'; left: Expr; right: Expr }
/** `test ? then : else` with `test` of type `bool`; only the chosen arm runs. */
export interface CondExpr extends ExprBase { k: 'cond'; test: Expr; then: Expr; else: Expr }
/** A C conversion to `type` (a `ScalarType`): implicit (usual arithmetic conversions,
 * assignment) or explicit (`int(x)`). Float-to-integer out of range is reported. */
export interface ConvertExpr extends ExprBase { k: 'convert'; arg: Expr; explicit: boolean }
/** A call of a `__device__` function of the program (`fn` is its name). Array
 * arguments pass by reference. */
export interface CallExpr extends ExprBase { k: 'call'; fn: string; args: Expr[] }
/**
 * A call of a built-in intrinsic or math function (`name` as in DSL.md §5, e.g.
 * `__shfl_down_sync`, `atomicAdd`, `fminf`, `printf`, `__lanemask_lt`).
 * `opType` is the resolved overload's value type (for shuffles, match, reduce,
 * atomics, min/max/abs); arguments are already converted to the parameter types.
 * For atomics `args[0]` is the array (`local` of array type) and `args[1]` the index.
 */
export interface IntrinsicExpr extends ExprBase {
  k: 'intrinsic'; name: string; opType: ScalarType | null; args: Expr[];
}
/** `array[index]`; `index` has type `int` or `uint`. */
export interface IndexExpr extends ExprBase { k: 'index'; array: Expr; index: Expr }
/** An l-value: a scalar local or an array element. */
export type LValue = LocalExpr | IndexExpr;
/**
 * Assignment `target = value` or compound `target op= value`. For compound
 * assignment the target is read once, combined with `value` in `opType` (the usual
 * arithmetic conversion of the target type and the value type; `value` already
 * has `opType`, or `int`/`uint` for shifts), then converted back to the target type.
 * The expression's value is the stored value.
 */
export interface AssignExpr extends ExprBase {
  k: 'assign'; target: LValue; op: BinaryOp | null; opType: ScalarType; value: Expr;
}
/** `++x`, `x--`, ... on a scalar local or an array element. */
export interface UpdateExpr extends ExprBase {
  k: 'update'; target: LValue; op: '++' | '--'; prefix: boolean;
}

export type Expr =
  | ConstExpr | StringExpr | LocalExpr | BuiltinExpr | UnaryExpr | BinaryExpr | CompareExpr
  | LogicalExpr | CondExpr | ConvertExpr | CallExpr | IntrinsicExpr | IndexExpr
  | AssignExpr | UpdateExpr;

// ---------------------------------------------------------------- statements

interface StmtBase { loc: Loc }

/** `let x: T = init;` / `const x = init;` / `let x: T;` (`init` null: undefined value). */
export interface DeclStmt extends StmtBase { k: 'decl'; slot: number; name: string; type: ScalarType; init: Expr | null }
/** `const a: int[] = [e0, e1, ...];` a per-thread local array of fixed length. */
export interface LocalArrayStmt extends StmtBase {
  k: 'localArray'; slot: number; name: string; elem: ElemType; init: Expr[];
}
/** `const s = __shared__<float>(256);` one array per block per declaration. */
export interface SharedStmt extends StmtBase {
  k: 'shared'; slot: number; name: string; elem: ElemType; length: number;
}
export interface ExprStmt extends StmtBase { k: 'expr'; expr: Expr }
export interface IfStmt extends StmtBase { k: 'if'; cond: Expr; then: Stmt[]; else: Stmt[] | null }
export interface WhileStmt extends StmtBase { k: 'while'; cond: Expr; body: Stmt[] }
export interface DoWhileStmt extends StmtBase { k: 'doWhile'; body: Stmt[]; cond: Expr }
/** `for (init; cond; update) body`; `cond` null means forever. */
export interface ForStmt extends StmtBase {
  k: 'for'; init: Stmt[]; cond: Expr | null; update: Expr[]; body: Stmt[];
}
export interface BreakStmt extends StmtBase { k: 'break' }
export interface ContinueStmt extends StmtBase { k: 'continue' }
/** `value` has the function's return type (converted), or is null in a void function. */
export interface ReturnStmt extends StmtBase { k: 'return'; value: Expr | null }
export interface BlockStmt extends StmtBase { k: 'block'; body: Stmt[] }
/** `switch` on an `int`/`uint` value; `test` null is `default`. Fallthrough as in C. */
export interface SwitchStmt extends StmtBase {
  k: 'switch'; disc: Expr; cases: { test: number | null; body: Stmt[]; loc: Loc }[];
}

export type Stmt =
  | DeclStmt | LocalArrayStmt | SharedStmt | ExprStmt | IfStmt | WhileStmt | DoWhileStmt
  | ForStmt | BreakStmt | ContinueStmt | ReturnStmt | BlockStmt | SwitchStmt;

// ---------------------------------------------------------------- program

export interface Param { name: string; slot: number; type: ScalarType | ArrayType; loc: Loc }
/** Every local slot of a function (parameters first), for register allocation. */
export interface SlotInfo { slot: number; name: string; type: ScalarType | ArrayType }

export interface FunctionDecl {
  name: string;
  params: Param[];
  returnType: ScalarType | 'void';
  body: Stmt[];
  /** `export function` / `export default function`: a `__global__` entry point. */
  isKernel: boolean;
  slots: SlotInfo[];
  /** The function's name. */
  loc: Loc;
  /** Line of the function's closing brace (where lanes that run off its end leave it). */
  endLine: number;
}

export interface Program {
  functions: FunctionDecl[];
  /** Name of the first exported function (the default entry point), or null. */
  kernel: string | null;
  /** The source text, for messages that quote it. */
  source: string;
}
