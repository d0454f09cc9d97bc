/**
 * Every diagnostic code the Warp TS front end emits, with its family (`kind`: always
 * `compile`, the family of everything found before a run, docs/language.md §7; the code
 * says what was found), the
 * default hint shown to the learner and, where the fix depends on the situation, named
 * variants of the hint (chosen by the checker with `hint(code, variant, ...params)` of
 * registry.ts). Every compile-time hint text lives here. Codes are stable: tests, the
 * editor and the grader refer to them.
 */
import type { DiagnosticKind } from './kinds';
import { cudaMissingHint } from './cuda-missing';

/** A named wording of a code's hint: fixed text, or a template of typed parameters. */
export type HintVariant = string | ((...params: never[]) => string);

/** One entry of the code table: its diagnostic family, its default hint and its named
 * variants (if any). */
export interface CodeInfo {
  kind: DiagnosticKind;
  hint: string;
  hints?: Record<string, HintVariant>;
}

/** The table of front-end diagnostic codes (docs/language.md §2–§5). */
export const CODES = {
  'E-SYNTAX': { kind: 'compile', hint: 'Fix the syntax at this position; Warp TS is parsed as a TypeScript module.' },
  'E-TOO-DEEP': { kind: 'compile', hint: 'Split deeply nested expressions or blocks into several statements with intermediate variables.' },
  'E-UNSUPPORTED': {
    kind: 'compile',
    hint: 'Warp TS is a small subset of TypeScript that reads like CUDA C++: use functions, `let`/`const` scalars, arrays and the intrinsics of the prelude.',
    hints: {
      closure: 'Declare a top-level `function` instead.',
      nestedFunction: 'Move the function to the top level.',
      newExpression: 'Use `__shared__<T>(n)` for shared memory or `const a: int[] = [...]` for a local array.',
      object: 'Use scalars and arrays.',
      arrayLiteral: 'Declare a local array: `const a: int[] = [0, 0, 0];`.',
      comma: 'Write separate statements (commas are allowed in a `for` update).',
      bigint: 'Write a 64-bit constant as `long("5")` or `ulong("18446744073709551615")` (a decimal string), or `long(5)` of a 32-bit literal.',
      forInOf: 'Use a counted `for (let i = 0; i < n; i++)` loop.',
      enum: 'Use top-level `const` scalars.',
      defaultValue: 'Pass every argument explicitly.',
      var: 'Use `let` or `const`.',
      undefinedValue: 'Declare a variable without a value instead: `let x: int;`.',
      nanInfinity: 'Compute it, e.g. `0.0 / 0.0` for NaN or `1.0 / 0.0` for infinity.',
      callIt: (name: string) => `Call it: \`${name}(...)\`.`,
      math: 'Use the CUDA math functions: `sqrtf`, `fabsf`, `fminf`, `fmaxf`, `floorf`, `expf`, `logf`, `min`, `max`, `abs`.',
      console: 'Print with `printf("%d\\n", x)`.',
      arrayLength: 'Pass the length as an `int` parameter.',
      power: 'Multiply explicitly (`x * x`); `powf` is not provided.',
      typeAssertion: 'Convert with a C-style conversion: `int(x)`, `uint(x)`, `float(x)`, `double(x)`.',
    },
  },
  'E-IMPORT': { kind: 'compile', hint: 'Only `import ... from "warp"` is allowed (and ignored); every built-in is already in scope.' },
  'E-TOP-LEVEL': {
    kind: 'compile',
    hint: 'At the top level write only functions and `const NAME: T = <constant>;` scalars.',
    hints: {
      array: 'Declare arrays inside the kernel, or pass them as parameters.',
    },
  },
  'E-NUMBER': { kind: 'compile', hint: 'Warp TS needs a C type: use `int` or `float`' },
  'E-TYPE-UNKNOWN': {
    kind: 'compile',
    hint: 'Use one of `int`, `uint`, `float`, `double`, `bool`, `long`, `ulong`, or an array `int[]`, `uint[]`, `float[]`, `double[]`, `long[]`, `ulong[]`.',
    hints: {
      bigint: 'Write `long` for a 64-bit signed integer (CUDA `long long`) or `ulong` for an unsigned one (`unsigned long long`).',
      arrayElement: 'Arrays hold `int`, `uint`, `float`, `double`, `long` or `ulong`.',
      arrayGeneric: 'Write arrays as `T[]`, e.g. `int[]`.',
      typedArray: (elem: string) => `Write \`${elem}[]\`.`,
    },
  },
  'E-STRUCT-DECL': {
    kind: 'compile',
    hint: 'Declare a struct at the top level as `type Pair = { v: float; i: int };` (scalar fields only).',
    hints: {
      number: '`number` is not a Warp TS type: use `int` or `float`.',
      scalarsOnly: 'Structs hold scalars only; put arrays in shared memory or pass them as parameters.',
    },
  },
  'E-STRUCT-LITERAL': {
    kind: 'compile',
    hint: 'An object literal gives every field of its struct a value: `let p: Pair = { v: x, i: lane };`.',
    hints: {
      needsType: 'Declare a struct (`type Pair = { v: float; i: int };`) and give the variable its type: `let p: Pair = { v: x, i: 0 };`.',
      fields: (...names: string[]) => `Its fields are ${names.map((n) => `\`${n}\``).join(', ')}.`,
      missing: 'Give every field a value (Warp TS has no default field values).',
    },
  },
  'E-STRUCT-VALUE': { kind: 'compile', hint: 'A struct is a whole value: use one of its fields (`p.v`), or copy it whole with `=`.' },
  'E-STRUCT-PLACE': {
    kind: 'compile',
    hint: 'Store the struct in a variable first, then use its fields.',
    hints: {
      // The default names no call; a call of a tile's shuffle is the usual one.
      storeFirst: 'Store it first: `const q = tile.shfl(p, 0);` then use `q.v`.',
    },
  },
  'E-CG-UNKNOWN': {
    kind: 'compile',
    hint: 'See the `cg` namespace in the language reference: this_thread_block, tiled_partition<N>, coalesced_threads, labeled_partition, binary_partition, reduce, inclusive_scan, exclusive_scan.',
    hints: {
      didYouMean: (name: string) => `Did you mean \`cg.${name}\`?`,
      gridLevel: 'Warp TS has block-level and warp-level groups only.',
      tiledPartition: 'Write `cg.tiled_partition<16>(block)`.',
      call: (name: string) => `Write \`cg.${name}(...)\`.`,
      groupTypes: 'The group types are `cg.thread_block`, `cg.thread_block_tile<N>` and `cg.coalesced_group` (`thread_group` is not supported).',
    },
  },
  'E-CG-TILE-SIZE': {
    kind: 'compile',
    hint: 'A tile size is a number literal 1, 2, 4, 8, 16 or 32.',
    hints: {
      runTimeForm: 'CUDA\'s run-time form `tiled_partition(parent, n)` returns a `thread_group`, which Warp TS does not have; write the size as `<N>`.',
      notSmaller: 'CUDA rejects this at compile time ("Tile size bigger or equal to the parent group size"); partition the block instead.',
      literal: 'Write the size as a number literal: `cg.tiled_partition<16>(block)` (1, 2, 4, 8, 16 or 32; CUDA needs it at compile time).',
    },
  },
  'E-CG-GROUP': { kind: 'compile', hint: 'Pass a group of the kind this operation takes (a `thread_block`, a `thread_block_tile<N>` or a `coalesced_group`).' },
  'E-CG-METHOD': {
    kind: 'compile',
    hint: 'Each group type has its own members (CUDA Programming Guide §11.4); the editor lists them after `group.`.',
    hints: {
      didYouMean: (name: string) => `Did you mean \`${name}\`?`,
      shflXor: 'CUDA\'s coalesced_group has no shfl_xor (its ranks need not be contiguous lanes); use `shfl(v, g.thread_rank() ^ m)` or a `thread_block_tile<N>`.',
      tileMember: 'Warp-level members belong to tiles: `const tile = cg.tiled_partition<32>(block);`.',
    },
  },
  'E-CG-OP': {
    kind: 'compile',
    hint: 'Pass an operator object of the value\'s own type: `cg.plus<float>()`, `cg.less<int>()`, `cg.greater<T>()`, `cg.bit_and<T>()`, `cg.bit_or<T>()`, `cg.bit_xor<T>()`.',
    hints: {
      // `op` and `opType`: the operator as written; `valueType`: the value's type.
      sameType: (op: string, valueType: string, opType: string) =>
        `CUDA requires the same type ("Operator and argument types differ"): write \`cg.${op}<${valueType}>()\`, or convert the value: \`${opType}(x)\`.`,
    },
  },
  'N-CG-EXCLUSIVE-RANK0': {
    kind: 'compile',
    hint: 'Set rank 0\'s exclusive result yourself if the program needs one.',
    hints: {
      operatorIdentity: 'Do not rely on rank 0\'s result; set it yourself if you need one (for example the operator\'s identity).',
    },
  },
  'E-GROUP-VALUE': {
    kind: 'compile',
    hint: 'A group is used through its members (`tile.thread_rank()`, `tile.shfl(v, 0)`, ...) or passed to a device function.',
    hints: {
      returned: 'Make the group where it is used, or pass it as a parameter.',
      reassigned: 'Declare a new group variable instead: `const t2 = cg.tiled_partition<8>(block);`.',
    },
  },
  'E-STRING': { kind: 'compile', hint: 'Strings exist only as the format of `printf("...", ...)`.' },
  'E-LITERAL-RANGE': {
    kind: 'compile',
    hint: 'Integer literals must fit in 32 bits (at most `0xffffffff`); write a larger integer as `long("10000000000")` or `ulong("18446744073709551615")`, or a `float` literal such as `1e10`.',
    hints: {
      negativeUlong: 'A `ulong` is unsigned: write `ulong(0) - ulong("...")` for the wrapped value, or use `long`.',
      range: (type: string) => `Use a value in the range of \`${type}\`.`,
    },
  },
  'W-FLOAT-LITERAL': { kind: 'compile', hint: 'A `float` holds magnitudes from about 1.4e-45 to 3.4e38. Literals are `float`, so build a larger `double` by arithmetic, e.g. `double(1e30) * 1e10`.' },
  'E-UNKNOWN-NAME': {
    kind: 'compile',
    hint: 'Declare it with `let`/`const` before use, or check the spelling.',
    hints: {
      // CUDA names that are macros or user variables (values from `<climits>`, `<cfloat>`, `<cmath>`).
      laneId: 'Compute it: `const laneId = threadIdx.x & 31;` (1-D blocks) or from the linear thread index.',
      lane_id: 'Compute it: `const lane_id = threadIdx.x & 31;` (1-D blocks) or from the linear thread index.',
      warpId: 'Compute it: `const warpId = threadIdx.x / 32;` (1-D blocks) or from the linear thread index.',
      FULL_MASK: 'Declare it: `const FULL_MASK: uint = 0xffffffff;`.',
      INT_MAX: 'Write `2147483647` or declare `const INT_MAX: int = 2147483647;`.',
      INT_MIN: 'Write `(-2147483647 - 1)` or declare `const INT_MIN: int = -2147483647 - 1;`.',
      UINT_MAX: 'Write `0xffffffff` or declare `const UINT_MAX: uint = 0xffffffff;`.',
      FLT_MAX: 'Write `3.4028234663852886e38` or declare `const FLT_MAX: float = 3.4028234663852886e38;`.',
      INFINITY: 'Compute it: `1.0 / 0.0`.',
      NAN: 'Compute it: `0.0 / 0.0`.',
      didYouMean: (name: string) => `Did you mean \`${name}\`?`,
      vectorMember: 'Use `.x`, `.y` or `.z`.',
      fields: (...names: string[]) => `Its fields are ${names.map((n) => `\`${n}\``).join(', ')}.`,
    },
  },
  'E-UNKNOWN-FUNCTION': {
    kind: 'compile',
    hint: 'Call a function declared in this file or an intrinsic of the prelude.',
    hints: {
      didYouMean: (name: string) => `Did you mean \`${name}\`?`,
      cudaMissing: (name: string) => cudaMissingHint(name) ?? 'Call a function declared in this file or an intrinsic of the prelude.',
    },
  },
  'E-REDECLARE': { kind: 'compile', hint: 'Pick another name, or assign to the existing variable instead of declaring it again.' },
  'E-DECL-NO-TYPE': { kind: 'compile', hint: 'Give the variable a type or a value: `let x: int;` or `let x = 0;`.' },
  'E-ASSIGN-CONST': { kind: 'compile', hint: 'Declare it with `let` if it must change.' },
  'E-ASSIGN-BUILTIN': { kind: 'compile', hint: 'Built-ins such as `threadIdx.x` and `warpSize` are read-only; copy the value into a `let` variable.' },
  'E-NOT-LVALUE': { kind: 'compile', hint: 'Only a variable or an array element (`a[i]`) can be assigned.' },
  'E-ARRAY-VALUE': {
    kind: 'compile',
    hint: 'Arrays cannot be copied, compared, reassigned or returned; index them (`a[i]`) or pass them to a function.',
    hints: {
      alias: 'Use the array directly, declare shared memory with `__shared__<T>(n)`, or a local array with `[...]`.',
      copy: 'Index the array where you need it, or pass it to a function.',
    },
  },
  'E-NOT-ARRAY': { kind: 'compile', hint: 'Only arrays (`int[]`, `float[]`, ...) can be indexed.' },
  'E-INDEX-TYPE': { kind: 'compile', hint: 'An index must be an `int` or `uint`; convert with `int(x)`.' },
  'E-INT-OPERATOR': {
    kind: 'compile',
    hint: 'This operator needs integer operands; convert with `int(x)` or `uint(x)` (`fmodf` is not provided).',
    hints: {
      modulo: 'Convert with `int(x)` first; `fmodf` is not provided.',
    },
  },
  'E-OPERAND-TYPE': { kind: 'compile', hint: 'Operators work on scalars (`int`, `uint`, `float`, `double`, `bool`).' },
  'E-STRICT-MIXED': { kind: 'compile', hint: 'Write `==` to compare after the usual arithmetic conversions, or convert one side so both have the same type, e.g. `int(threadIdx.x) === 0`.' },
  'E-UNSIGNED-SHIFT': {
    kind: 'compile',
    hint: 'Use `>>` on a `uint` value: it is a logical shift, e.g. `uint(x) >> n` (`ulong(x) >> n` for a 64-bit value).',
    hints: {
      compound: 'Use `>>=` on a `uint` value: it is a logical shift.',
    },
  },
  'E-VOID-VALUE': { kind: 'compile', hint: 'This call returns nothing (`void`); do not use its result.' },
  'W-UNSIGNED-COMPARE': { kind: 'compile', hint: 'Count down with a signed `int` (`for (let i: int = n - 1; i >= 0; i--)`), or test `i > 0` and use `i - 1` inside the loop.' },
  'W-ASSIGN-CONDITION': { kind: 'compile', hint: 'Compare with `==`; if the assignment is intended, wrap it in extra parentheses: `if ((x = f()))`.' },
  'E-CONDITION-TYPE': { kind: 'compile', hint: 'A condition must be a scalar (`bool`, an integer or a floating-point value).' },
  'E-ARG-COUNT': { kind: 'compile', hint: 'Check the number of arguments against the declaration (hover the name in the editor).' },
  'E-ARG-TYPE': {
    kind: 'compile',
    hint: 'Pass a value of the parameter type, converting explicitly if needed (`int(x)`, `uint(x)`, `float(x)`).',
    hints: {
      structReduce: 'cg.reduce and the scans combine scalars with the built-in operators; reduce each field.',
      integralLabel: 'CUDA requires an integral label; convert it, e.g. `int(x)`, or compare the bits with `__float_as_uint(x)`.',
      structTooLarge: 'CUDA\'s group shuffles take trivially copyable types up to 32 bytes; shuffle the struct in parts.',
      // `kind`: the parameter's kind in the member table (`pred` may also be compared).
      convert: (to: string, kind: string) => `Convert it: \`${to}(x)\`${kind === 'pred' ? ', or compare: `x != 0.0`' : ''}.`,
      predOut: 'Declare `const pred: int[] = [0];` and pass `pred`; the result is in `pred[0]`.',
      // `name`: the 32-bit intrinsic, `param`: its parameter type.
      use64: (name: string, param: string) =>
        `Use \`${name}ll\` for a 64-bit value, or convert explicitly with \`${param}(x)\` if only the low 32 bits count.`,
      // `name`: the shuffle, `field`: the struct's first field.
      shuffleStruct: (name: string, field = 'x') =>
        `\`${name}\` moves one scalar: shuffle each field (\`${name}(mask, p.${field}, ...)\` for every field, with the same source), or use a tile, whose shuffles move a whole struct: \`tile.shfl(p, src)\`.`,
      structField: 'Pass one of the struct\'s fields.',
      tileSize: 'A tile has the size it was partitioned with; declare the parameter with that size.',
    },
  },
  'E-MASK-TYPE': {
    kind: 'compile',
    hint: 'this is usually a value passed in the mask\'s place when porting pre-CUDA-9 code; pass `0xffffffff` or a mask from `__ballot_sync`',
    hints: {
      int64: 'A warp has 32 lanes: build the mask as a `uint` (for example with `__ballot_sync`), or convert with `uint(x)` if its low 32 bits are the lanes.',
    },
  },
  'E-LEGACY-INTRINSIC': { kind: 'compile', hint: 'A full mask `0xffffffff` is not a drop-in fix in divergent code: the mask must name exactly the lanes that reach this call (a named lane that never arrives makes the call hang or read an undefined value). Compute it with `__ballot_sync` before the branch: `const mask = __ballot_sync(0xffffffff, cond); if (cond) { v = __shfl_down_sync(mask, v, 1); }`.' },
  'E-SHARED-DECL': {
    kind: 'compile',
    hint: 'Declare shared memory as `const s = __shared__<float>(256);` with a positive constant length.',
    hints: {
      tooLarge: 'Use a smaller length.',
      tooMuchInAll: 'Use smaller arrays, or let one array serve two purposes in turn (with a `__syncthreads()` between its uses): a tiled kernel can often shrink its tiles or load them in more passes.',
    },
  },
  'E-LOCAL-ARRAY': { kind: 'compile', hint: 'Declare a local array as `const a: int[] = [0, 0, 0];` with at least one element.' },
  'E-CONST-EXPR': {
    kind: 'compile',
    hint: 'Use only literals, other top-level constants, `warpSize` and operators here.',
    hints: {
      undefined: 'Change the expression so that every step is defined: compute in `uint` or `ulong` where the wrap is meant, and keep divisors non-zero and shift counts below the width.',
    },
  },
  'E-ATOMIC-TYPE': {
    kind: 'compile',
    hint: 'Use an element type CUDA has this atomic for: `ulong[]` for 64-bit integers (see the hint of the message).',
    hints: {
      subLong: 'Keep the counter in a `ulong[]` and add the negated value with `atomicAdd(arr, i, ulong(0) - ulong(v))` (unsigned arithmetic wraps modulo 2^64, so the bits are those of the signed sum).',
      onUlong: (name: string) =>
        `Keep the values in a \`ulong[]\`: \`${name}\` on \`unsigned long long\` changes the same 64 bits${name === 'atomicAdd' ? ' (a signed sum wraps to the same bits)' : ''}, and \`long(x)\` reads one back as signed.`,
      subUlong: 'Add the negated value instead: `atomicAdd(arr, i, ulong(0) - v)` (unsigned arithmetic wraps modulo 2^64).',
    },
  },
  'E-INT64-LITERAL': { kind: 'compile', hint: 'Write a 64-bit constant as `long("-9223372036854775808")` or `ulong("18446744073709551615")`: a decimal integer with an optional sign, in the range of the type.' },
  'E-ATOMIC-SPACE': { kind: 'compile', hint: 'Atomics work on global arrays (kernel parameters) and `__shared__` arrays, not on per-thread local arrays.' },
  'E-RETURN-TYPE': {
    kind: 'compile',
    hint: 'Annotate the return type of a function that returns a value, e.g. `function f(x: int): int { ... }`.',
    hints: {
      exportedStruct: 'Return a scalar from the exported function, or write the fields to output arrays.',
    },
  },
  'E-MISSING-RETURN': { kind: 'compile', hint: 'End every path of a function with a return type with `return <value>;`.' },
  'W-MISSING-RETURN': { kind: 'compile', hint: 'Falling off the end of a function that returns a value is undefined behaviour in C++; add a final `return`.' },
  'E-UNSEQUENCED': { kind: 'compile', hint: 'Do the assignment or `++`/`--` in a statement of its own, before or after the one that also uses the variable.' },
  'E-KERNEL-RETURN': { kind: 'compile', hint: 'A kernel (`__global__`) returns `void`: write results to an array parameter instead.' },
  'E-PARAM-TYPE': {
    kind: 'compile',
    hint: 'Annotate every parameter with a Warp TS type, e.g. `(out: float[], n: int)`.',
    hints: {
      group: 'Make the group inside the kernel: `const block = cg.this_thread_block();`.',
      struct: 'Pass the fields as scalars or arrays, and build the struct inside.',
      structArray: 'Pass one array per field (`xs: float[], ns: int[]`), and build the structs inside, in a `__shared__` or local array if you need them together.',
    },
  },
  'E-RECURSION': { kind: 'compile', hint: 'Recursion is not supported on the GPU here; rewrite it as a loop.' },
  'E-CALL-KERNEL': { kind: 'compile', hint: 'A kernel cannot be called from device code; move the shared work into a non-exported function.' },
  'E-BREAK': { kind: 'compile', hint: '`break` and `continue` must be inside a loop (or `break` inside a `switch`).' },
  'E-SWITCH': {
    kind: 'compile',
    hint: 'Switch on an `int` or `uint` value with constant integer `case` labels.',
    hints: {
      int64: 'Compare the 64-bit value with `if`/`else if`, or switch on `int(x)` when every value fits in 32 bits.',
    },
  },
  'E-PRINTF-FORMAT': {
    kind: 'compile',
    hint: 'Use a string literal format with `%d %i %u %o %x %X %f %F %e %E %g %G %s %%` (flags `- + space # 0`, a width and a precision; `%lld %llu %llx ...` for `long`/`ulong`), one argument per conversion.',
    hints: {
      // A specifier Warp TS does not print (printf-format.ts).
      percentAlone: 'Write `%%` alone for a percent sign.',
      percent: 'Write `%%` for a percent sign.',
      star: 'Write the width and precision as numbers in the format, e.g. `%8.3f`.',
      conversion: 'Use `%d %i %u %o %x %X %f %F %e %E %g %G %s` or `%%`.',
      lengthL: (conv: string) => `Write \`%ll${conv}\` for a 64-bit \`long\`/\`ulong\`, or \`%${conv}\` for a 32-bit \`int\`/\`uint\`.`,
      length: 'Write `%d`, `%u`, `%x` for a 32-bit `int`/`uint` and `%lld`, `%llu`, `%llx` for a 64-bit `long`/`ulong`.',
      hashFlag: '`#` applies to `%o %x %X %f %e %g`; remove it here.',
      zeroFlag: 'Pad strings with spaces: remove the `0`.',
      field: (max: number) => `Use a width and precision of at most ${max}.`,
      // An argument that does not match its conversion (`conv`: the conversion's letter).
      integer: 'Use `%f`, `%e` or `%g` for floating-point values, or convert with `int(x)`.',
      not64: (conv: string) => `Write \`%${conv}\` for a 32-bit value, or convert it with \`long(x)\`.`,
      is64: (conv: string) => `Write \`%ll${conv}\` for a \`long\`/\`ulong\` argument.`,
      floating: 'Use `%d`, `%u` or `%x` for integers, or convert with `float(x)`.',
    },
  },
  'E-NO-EFFECT': {
    kind: 'compile',
    hint: 'Assign the value (`x = ...`), pass it to a function, or delete the statement.',
    hints: {
      directive: 'Delete it: Warp TS code is always strict.',
      string: 'Strings exist only as the format of `printf("...", ...)`; print it with `printf("...\\n")` or delete it.',
      compare: 'Assign with `=`; `==` only compares.',
      // `op`: the binary operator whose result is discarded.
      update: (op: string) => `Update the variable, e.g. \`i ${op}= 1\` or \`i++\`.`,
    },
  },
  'E-SHADOW-BUILTIN': { kind: 'compile', hint: 'This name belongs to a built-in or intrinsic; choose another name.' },
  'E-PLAIN-POLL': {
    kind: 'compile',
    hint: 'Read the element you wait on with an atomic that changes nothing, such as `atomicAdd(flag, 0, 0)`; the thread that sets it writes its data, then `__threadfence()`, then sets the flag with an atomic.',
    hints: {
      // `name`, `index`: the array and index the loop reads (`…` when the index is an expression).
      atomic: (name: string, index: string) => `Read it with an atomic that changes nothing, \`atomicAdd(${name}, ${index === '…' ? 'i' : index}, 0)\` (CUDA code polls through \`volatile\` or \`cuda::atomic_ref\`); the thread that sets it writes its data, then \`__threadfence()\`, then sets it with an atomic such as \`atomicExch\`.`,
    },
  },
} satisfies Record<string, CodeInfo>;

/** A front-end diagnostic code. */
export type Code = keyof typeof CODES;
