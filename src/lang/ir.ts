/**
 * The typed intermediate representation (IR) of a checked Warp TS program.
 *
 * The front end (`src/lang`) turns source text into this IR after parsing and type
 * checking; the simulator (`src/sim`) consumes it. Every node is plain data (structured-
 * clone serialisable: JSON but for the `bigint` of a 64-bit constant), so a program can
 * cross a Web Worker boundary.
 *
 * Invariants the front end guarantees (the simulator asserts, never re-checks):
 * - every expression carries its final C type in `type`;
 * - operands of `binary`, `compare`, `unary` already have the operation type (the
 *   usual arithmetic conversions of docs/language.md §3 are explicit `convert` nodes);
 * - shift operands: `left` has the promoted left type, which is also the result
 *   type; `right` has its own promoted type, `int`, `uint`, `long` or `ulong`
 *   (C++ [expr.shift]);
 * - every local variable, parameter and array has a function-unique `slot`;
 * - top-level `const` scalars are folded into `const` nodes;
 * - defaulted intrinsic arguments (`width = 32`, `__syncwarp` mask) are filled in.
 */

/** Scalar C types of Warp TS (docs/language.md §3, §5b). `bool` converts to 0/1; `long` and
 * `ulong` are CUDA's `long long` and `unsigned long long` (64 bits, wrapping). */
export type ScalarType = 'int' | 'uint' | 'float' | 'double' | 'bool' | 'long' | 'ulong';

/** Element types an array may hold. */
export type ElemType = 'int' | 'uint' | 'float' | 'double' | 'long' | 'ulong';

/** Where an array lives: kernel parameters are global, `__shared__<T>(n)` is shared,
 * `const a: int[] = [...]` is per-thread local. */
export type MemorySpace = 'global' | 'shared' | 'local';

export interface ArrayType {
  kind: 'array';
  elem: ElemType;
  /** `null` for a parameter (the space is known once the call binds it). */
  space: MemorySpace | null;
  /** An array of structs (shared, local, or a device-function parameter): its elements
   * are `struct` values and `elem` is unused (`int`). Only before the simulator's lowering,
   * which splits it into one array per field. */
  struct?: StructType;
}

/** A field of a struct: a scalar (docs/language.md §5b "Structs"). */
export interface StructField { name: string; type: ScalarType }

/**
 * `type Pair = { v: float; i: int };` — CUDA `struct Pair { float v; int i; };`, a value
 * type of scalar fields (copied by assignment and by argument passing). `dim3` (the result
 * of a group's `group_index()`/`thread_index()`) is the built-in struct `{ x, y, z: uint }`.
 */
export interface StructType { kind: 'struct'; name: string; fields: StructField[]; builtin?: boolean }

/** The cooperative-groups group types of docs/language.md §5b (CUDA Programming Guide §11.4). */
export type GroupKind = 'thread_block' | 'thread_block_tile' | 'coalesced_group';

/**
 * A group value: `thread_block`, `thread_block_tile<N>` (`size` = N, a power of two
 * 1..32) or `coalesced_group` (`size` 0: known at run time). Groups are values (copied,
 * passed to device functions); what a group does is the `*_sync` operation CUDA's
 * implementation performs (docs/semantics.md §9), lowered by the simulator.
 */
export interface GroupType { kind: 'group'; group: GroupKind; size: number }

/** A type a variable may have: a scalar, a struct or a group. */
export type ValueType = ScalarType | StructType | GroupType;

/** A type: a scalar, an array reference, a struct, a group, `void` (function results) or
 * `string` (only a `printf` format). */
export type Type = ScalarType | ArrayType | StructType | GroupType | 'void' | 'string';

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
 * already rounded to binary32; `bool` is 0 or 1; `long` values are a `bigint` in
 * [-2^63, 2^63) and `ulong` values a `bigint` in [0, 2^64) (every other type: a `number`). */
export interface ConstExpr extends ExprBase { k: 'const'; value: number | bigint }
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
 * A call of a built-in intrinsic or math function (`name` as in docs/language.md §5, e.g.
 * `__shfl_down_sync`, `atomicAdd`, `fminf`, `printf`, `__lanemask_lt`).
 * `opType` is the resolved overload's value type (for shuffles, match, reduce,
 * atomics, min/max/abs); arguments are already converted to the parameter types.
 * For atomics `args[0]` is the array (`local` of array type) and `args[1]` the index.
 */
export interface IntrinsicExpr extends ExprBase {
  k: 'intrinsic'; name: string; opType: ScalarType | null; args: Expr[];
  /** Set by the simulator's lowering of groups: the group operation this call performs,
   * as messages name it (e.g. "`g.shfl` of a coalesced_group"). */
  via?: string;
}
/** `array[index]`; `index` has type `int`, `uint`, `long` or `ulong` (C++ allows any integer index). */
export interface IndexExpr extends ExprBase { k: 'index'; array: Expr; index: Expr }
/** `object.field` of a struct value (`object` has a `StructType`); an l-value when
 * `object` is one. */
export interface FieldExpr extends ExprBase { k: 'field'; object: Expr; field: string }
/** An object literal `{ v: x, i: lane }` of struct type `type`: `fields` in the order of
 * the struct's declaration, each converted to its field type. */
export interface StructLitExpr extends ExprBase { k: 'structLit'; fields: Expr[] }
/** The operators of `cg.reduce` and the scans (CUDA `cg::plus<T>()` ...; Programming
 * Guide §11.6.3): `less`/`greater` give the smaller/greater value. */
export type CgOp = 'plus' | 'less' | 'greater' | 'bit_and' | 'bit_or' | 'bit_xor';
/** The functions of the `cg` namespace (docs/language.md §5b). */
export type CgFunction =
  | 'this_thread_block' | 'tiled_partition' | 'coalesced_threads' | 'labeled_partition'
  | 'binary_partition' | 'reduce' | 'inclusive_scan' | 'exclusive_scan';
/**
 * A call of a `cg` function. `args[0]` is the parent group (partitions) or the group
 * (reduce, scans); then the label, predicate or value. `size` is `tiled_partition`'s N;
 * `op`/`opType` the operator of reduce and scans (`explicitOp` false when a scan's
 * operator was left out, meaning `plus`).
 */
export interface CgCallExpr extends ExprBase {
  k: 'cg'; fn: CgFunction; args: Expr[]; size?: number; op?: CgOp; opType?: ScalarType; explicitOp?: boolean;
}
/** The members of the group types (docs/language.md §5b; which group has which: src/lang/cg/members.ts). */
export type GroupMethod =
  | 'sync' | 'thread_rank' | 'size' | 'num_threads' | 'meta_group_rank' | 'meta_group_size'
  | 'group_index' | 'thread_index' | 'dim_threads'
  | 'shfl' | 'shfl_up' | 'shfl_down' | 'shfl_xor' | 'any' | 'all' | 'ballot' | 'match_any' | 'match_all';
/** `group.method(args)`: `group` has a `GroupType`; shuffles take and return scalars or
 * structs; `match_all`'s second argument is a one-element `int[]` (CUDA's `int&`). */
export interface GroupMethodExpr extends ExprBase { k: 'method'; group: Expr; method: GroupMethod; args: Expr[] }
/** Internal, produced only by the simulator's lowering of groups and structs: evaluates
 * `first` in order for their effects, then `value`. */
export interface SeqExpr extends ExprBase { k: 'seq'; first: Expr[]; value: Expr }
/** An l-value: a scalar local, an array element or a struct field (or a whole struct
 * local, for struct assignment). */
export type LValue = LocalExpr | IndexExpr | FieldExpr;
/**
 * Assignment `target = value` or compound `target op= value`. For compound
 * assignment the target is read once, combined with `value` in `opType` (the usual
 * arithmetic conversion of the target type and the value type; `value` already
 * has `opType`, or `int`/`uint` for shifts), then converted back to the target type; a
 * whole-struct assignment (`type` a struct, `op` null) copies every field and has `opType` `int` (unused).
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
  | AssignExpr | UpdateExpr | FieldExpr | StructLitExpr | CgCallExpr | GroupMethodExpr | SeqExpr;

// ---------------------------------------------------------------- statements

interface StmtBase { loc: Loc }

/** `let x: T = init;` / `const x = init;` / `let x: T;` (`init` null: undefined value). */
/** `type` is a struct or group type only before the simulator's lowering (src/sim/lower). */
export interface DeclStmt extends StmtBase { k: 'decl'; slot: number; name: string; type: ValueType; init: Expr | null }
/** `const a: int[] = [e0, e1, ...];` a per-thread local array of fixed length. */
export interface LocalArrayStmt extends StmtBase {
  k: 'localArray'; slot: number; name: string; elem: ElemType; init: Expr[];
  /** An array of structs: `init` holds struct values and `elem` is unused. */
  struct?: StructType;
}
/** `const s = __shared__<float>(256);` one array per block per declaration. */
export interface SharedStmt extends StmtBase {
  k: 'shared'; slot: number; name: string; elem: ElemType; length: number;
  /** An array of structs (`__shared__<Pair>(n)`): `elem` is unused. */
  struct?: StructType;
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

export interface Param { name: string; slot: number; type: ValueType | ArrayType; loc: Loc }
/** Every local slot of a function (parameters first), for register allocation. */
export interface SlotInfo { slot: number; name: string; type: ValueType | ArrayType }

export interface FunctionDecl {
  name: string;
  params: Param[];
  returnType: ScalarType | StructType | 'void';
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
  /** The entry point: the exported kernel named `kernel`, else the `export default` one, else
   * the first exported kernel (a function returning `void`); null when there is none. */
  kernel: string | null;
  /** The source text, for messages that quote it. */
  source: string;
  /** The program's struct declarations (`type X = { ... }`), in source order; absent: none. */
  structs?: StructType[];
  /** Whether the program uses the `cg` namespace (the export includes its headers). */
  usesCg?: boolean;
}
