/**
 * Every diagnostic code the Warp TS front end emits, with its family (`kind`) and the
 * default hint shown to the learner. Codes are stable: tests, the editor and the
 * grader refer to them.
 */
import type { DiagnosticKind } from './kinds';

/** One entry of the code table: its diagnostic family and its default hint. */
export interface CodeInfo {
  kind: DiagnosticKind;
  hint: string;
}

/** The table of front-end diagnostic codes (docs/language.md §2–§5). */
export const CODES = {
  'E-SYNTAX': { kind: 'compile', hint: 'Fix the syntax at this position; Warp TS is parsed as a TypeScript module.' },
  'E-TOO-DEEP': { kind: 'compile', hint: 'Split deeply nested expressions or blocks into several statements with intermediate variables.' },
  'E-UNSUPPORTED': { kind: 'compile', hint: 'Warp TS is a small subset of TypeScript that reads like CUDA C++: use functions, `let`/`const` scalars, arrays and the intrinsics of the prelude.' },
  'E-IMPORT': { kind: 'compile', hint: 'Only `import ... from "warp"` is allowed (and ignored); every built-in is already in scope.' },
  'E-TOP-LEVEL': { kind: 'compile', hint: 'At the top level write only functions and `const NAME: T = <constant>;` scalars.' },
  'E-NUMBER': { kind: 'type', hint: 'Warp TS needs a C type: use `int` or `float`' },
  'E-TYPE-UNKNOWN': { kind: 'type', hint: 'Use one of `int`, `uint`, `float`, `double`, `bool`, `long`, `ulong`, or an array `int[]`, `uint[]`, `float[]`, `double[]`, `long[]`, `ulong[]`.' },
  'E-STRUCT-DECL': { kind: 'compile', hint: 'Declare a struct at the top level as `type Pair = { v: float; i: int };` (scalar fields only).' },
  'E-STRUCT-LITERAL': { kind: 'compile', hint: 'An object literal gives every field of its struct a value: `let p: Pair = { v: x, i: lane };`.' },
  'E-STRUCT-VALUE': { kind: 'type', hint: 'A struct is a whole value: use one of its fields (`p.v`), or copy it whole with `=`.' },
  'E-STRUCT-PLACE': { kind: 'type', hint: 'Store the struct in a variable first, then use its fields.' },
  'E-CG-UNKNOWN': { kind: 'compile', hint: 'See the `cg` namespace in the language reference: this_thread_block, tiled_partition<N>, coalesced_threads, labeled_partition, binary_partition, reduce, inclusive_scan, exclusive_scan.' },
  'E-CG-TILE-SIZE': { kind: 'type', hint: 'A tile size is a number literal 1, 2, 4, 8, 16 or 32.' },
  'E-CG-GROUP': { kind: 'type', hint: 'Pass a group of the kind this operation takes (a `thread_block`, a `thread_block_tile<N>` or a `coalesced_group`).' },
  'E-CG-METHOD': { kind: 'type', hint: 'Each group type has its own members (CUDA Programming Guide §11.4); the editor lists them after `group.`.' },
  'E-CG-OP': { kind: 'type', hint: 'Pass an operator object of the value\'s own type: `cg.plus<float>()`, `cg.less<int>()`, `cg.greater<T>()`, `cg.bit_and<T>()`, `cg.bit_or<T>()`, `cg.bit_xor<T>()`.' },
  'N-CG-EXCLUSIVE-RANK0': { kind: 'portability', hint: 'Set rank 0\'s exclusive result yourself if the program needs one.' },
  'E-GROUP-VALUE': { kind: 'type', hint: 'A group is used through its members (`tile.thread_rank()`, `tile.shfl(v, 0)`, ...) or passed to a device function.' },
  'E-STRING': { kind: 'compile', hint: 'Strings exist only as the format of `printf("...", ...)`.' },
  'E-LITERAL-RANGE': { kind: 'type', hint: 'Integer literals must fit in 32 bits (at most `0xffffffff`); write a larger integer as `long("10000000000")` or `ulong("18446744073709551615")`, or a `float` literal such as `1e10`.' },
  'W-FLOAT-LITERAL': { kind: 'type', hint: 'A `float` holds magnitudes from about 1.4e-45 to 3.4e38. Literals are `float`, so build a larger `double` by arithmetic, e.g. `double(1e30) * 1e10`.' },
  'E-UNKNOWN-NAME': { kind: 'compile', hint: 'Declare it with `let`/`const` before use, or check the spelling.' },
  'E-UNKNOWN-FUNCTION': { kind: 'compile', hint: 'Call a function declared in this file or an intrinsic of the prelude.' },
  'E-REDECLARE': { kind: 'compile', hint: 'Pick another name, or assign to the existing variable instead of declaring it again.' },
  'E-DECL-NO-TYPE': { kind: 'type', hint: 'Give the variable a type or a value: `let x: int;` or `let x = 0;`.' },
  'E-ASSIGN-CONST': { kind: 'type', hint: 'Declare it with `let` if it must change.' },
  'E-ASSIGN-BUILTIN': { kind: 'type', hint: 'Built-ins such as `threadIdx.x` and `warpSize` are read-only; copy the value into a `let` variable.' },
  'E-NOT-LVALUE': { kind: 'type', hint: 'Only a variable or an array element (`a[i]`) can be assigned.' },
  'E-ARRAY-VALUE': { kind: 'type', hint: 'Arrays cannot be copied, compared, reassigned or returned; index them (`a[i]`) or pass them to a function.' },
  'E-NOT-ARRAY': { kind: 'type', hint: 'Only arrays (`int[]`, `float[]`, ...) can be indexed.' },
  'E-INDEX-TYPE': { kind: 'type', hint: 'An index must be an `int` or `uint`; convert with `int(x)`.' },
  'E-INT-OPERATOR': { kind: 'type', hint: 'This operator needs integer operands; convert with `int(x)` or `uint(x)` (`fmodf` is not provided).' },
  'E-OPERAND-TYPE': { kind: 'type', hint: 'Operators work on scalars (`int`, `uint`, `float`, `double`, `bool`).' },
  'E-STRICT-MIXED': { kind: 'type', hint: 'Write `==` to compare after the usual arithmetic conversions, or convert one side so both have the same type, e.g. `int(threadIdx.x) === 0`.' },
  'E-UNSIGNED-SHIFT': { kind: 'compile', hint: 'Use `>>` on a `uint` value: it is a logical shift, e.g. `uint(x) >> n` (`ulong(x) >> n` for a 64-bit value).' },
  'E-VOID-VALUE': { kind: 'type', hint: 'This call returns nothing (`void`); do not use its result.' },
  'W-ASSIGN-CONDITION': { kind: 'type', hint: 'Compare with `==`; if the assignment is intended, wrap it in extra parentheses: `if ((x = f()))`.' },
  'E-CONDITION-TYPE': { kind: 'type', hint: 'A condition must be a scalar (`bool`, an integer or a floating-point value).' },
  'E-ARG-COUNT': { kind: 'type', hint: 'Check the number of arguments against the declaration (hover the name in the editor).' },
  'E-ARG-TYPE': { kind: 'type', hint: 'Pass a value of the parameter type, converting explicitly if needed (`int(x)`, `uint(x)`, `float(x)`).' },
  'E-MASK-TYPE': { kind: 'mask', hint: 'this is usually a value passed in the mask\'s place when porting pre-CUDA-9 code; pass `0xffffffff` or a mask from `__ballot_sync`' },
  'E-LEGACY-INTRINSIC': { kind: 'compile', hint: 'A full mask `0xffffffff` is not a drop-in fix in divergent code: the mask must name exactly the lanes that reach this call (a named lane that never arrives makes the call hang or read an undefined value). Compute it with `__ballot_sync` before the branch: `const mask = __ballot_sync(0xffffffff, cond); if (cond) { v = __shfl_down_sync(mask, v, 1); }`.' },
  'E-SHARED-DECL': { kind: 'compile', hint: 'Declare shared memory as `const s = __shared__<float>(256);` with a positive constant length.' },
  'E-LOCAL-ARRAY': { kind: 'compile', hint: 'Declare a local array as `const a: int[] = [0, 0, 0];` with at least one element.' },
  'E-CONST-EXPR': { kind: 'compile', hint: 'Use only literals, other top-level constants, `warpSize` and operators here.' },
  'E-ATOMIC-TYPE': { kind: 'type', hint: 'Use an element type CUDA has this atomic for: `ulong[]` for 64-bit integers (see the hint of the message).' },
  'E-INT64-LITERAL': { kind: 'type', hint: 'Write a 64-bit constant as `long("-9223372036854775808")` or `ulong("18446744073709551615")`: a decimal integer with an optional sign, in the range of the type.' },
  'E-ATOMIC-SPACE': { kind: 'type', hint: 'Atomics work on global arrays (kernel parameters) and `__shared__` arrays, not on per-thread local arrays.' },
  'E-RETURN-TYPE': { kind: 'type', hint: 'Annotate the return type of a function that returns a value, e.g. `function f(x: int): int { ... }`.' },
  'E-MISSING-RETURN': { kind: 'type', hint: 'End every path of a function with a return type with `return <value>;`.' },
  'W-MISSING-RETURN': { kind: 'type', hint: 'Falling off the end of a function that returns a value is undefined behaviour in C++; add a final `return`.' },
  'E-UNSEQUENCED': { kind: 'compile', hint: 'Do the assignment or `++`/`--` in a statement of its own, before or after the one that also uses the variable.' },
  'E-KERNEL-RETURN': { kind: 'type', hint: 'A kernel (`__global__`) returns `void`: write results to an array parameter instead.' },
  'E-PARAM-TYPE': { kind: 'type', hint: 'Annotate every parameter with a Warp TS type, e.g. `(out: float[], n: int)`.' },
  'E-RECURSION': { kind: 'compile', hint: 'Recursion is not supported on the GPU here; rewrite it as a loop.' },
  'E-CALL-KERNEL': { kind: 'compile', hint: 'A kernel cannot be called from device code; move the shared work into a non-exported function.' },
  'E-BREAK': { kind: 'compile', hint: '`break` and `continue` must be inside a loop (or `break` inside a `switch`).' },
  'E-SWITCH': { kind: 'type', hint: 'Switch on an `int` or `uint` value with constant integer `case` labels.' },
  'E-PRINTF-FORMAT': { kind: 'type', hint: 'Use a string literal format with `%d %i %u %o %x %X %f %F %e %E %g %G %s %%` (flags `- + space # 0`, a width and a precision; `%lld %llu %llx ...` for `long`/`ulong`), one argument per conversion.' },
  'E-NO-EFFECT': { kind: 'compile', hint: 'Assign the value (`x = ...`), pass it to a function, or delete the statement.' },
  'E-SHADOW-BUILTIN': { kind: 'compile', hint: 'This name belongs to a built-in or intrinsic; choose another name.' },
} satisfies Record<string, CodeInfo>;

/** A front-end diagnostic code. */
export type Code = keyof typeof CODES;
