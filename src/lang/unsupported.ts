/**
 * Constructs outside the Warp TS subset (docs/language.md §2): each becomes one `compile`
 * diagnostic that names the construct and where it is.
 */
import type { Node } from '@babel/types';
import type { Expr } from './ir';
import { errExpr, report, type Checker } from './context';
import { locOf } from './loc';

const NAMES: Record<string, [string, string?]> = {
  ArrowFunctionExpression: ['arrow functions (closures)', 'Declare a top-level `function` instead.'],
  FunctionExpression: ['function expressions (closures)', 'Declare a top-level `function` instead.'],
  FunctionDeclaration: ['nested functions (closures)', 'Move the function to the top level.'],
  ClassDeclaration: ['classes'],
  ClassExpression: ['classes'],
  ThisExpression: ['`this`'],
  Super: ['`super`'],
  NewExpression: ['`new`', 'Use `__shared__<T>(n)` for shared memory or `const a: int[] = [...]` for a local array.'],
  AwaitExpression: ['`await` (async code)'],
  YieldExpression: ['generators (`yield`)'],
  ObjectExpression: ['objects', 'Use scalars and arrays.'],
  ArrayExpression: ['array literals outside a declaration', 'Declare a local array: `const a: int[] = [0, 0, 0];`.'],
  SequenceExpression: ['the comma operator', 'Write separate statements (commas are allowed in a `for` update).'],
  SpreadElement: ['spread `...`'],
  TaggedTemplateExpression: ['tagged templates'],
  RegExpLiteral: ['regular expressions'],
  NullLiteral: ['`null`'],
  BigIntLiteral: ['BigInt literals', 'Write a 64-bit constant as `long("5")` or `ulong("18446744073709551615")` (a decimal string), or `long(5)` of a 32-bit literal.'],
  OptionalMemberExpression: ['optional chaining `?.`'],
  OptionalCallExpression: ['optional calls `?.()`'],
  TSNonNullExpression: ['the non-null assertion `!`'],
  MetaProperty: ['`import.meta` / `new.target`'],
  Import: ['dynamic `import()`'],
  ForInStatement: ['`for...in` loops', 'Use a counted `for (let i = 0; i < n; i++)` loop.'],
  ForOfStatement: ['`for...of` loops', 'Use a counted `for (let i = 0; i < n; i++)` loop.'],
  TryStatement: ['`try`/`catch` (there are no exceptions on the GPU)'],
  ThrowStatement: ['`throw` (there are no exceptions on the GPU)'],
  LabeledStatement: ['labelled statements'],
  WithStatement: ['`with`'],
  DebuggerStatement: ['`debugger`'],
  ClassMethod: ['classes'],
  TSEnumDeclaration: ['enums', 'Use top-level `const` scalars.'],
  TSInterfaceDeclaration: ['interfaces'],
  TSTypeAliasDeclaration: ['type aliases'],
  TSModuleDeclaration: ['namespaces'],
  TSDeclareFunction: ['function declarations without a body'],
  ExportAllDeclaration: ['re-exports'],
  ObjectPattern: ['destructuring'],
  ArrayPattern: ['destructuring'],
  AssignmentPattern: ['default values', 'Pass every argument explicitly.'],
  RestElement: ['rest parameters'],
};

/** The learner-facing name of an unsupported construct. */
export function constructName(node: Node): string {
  return NAMES[node.type]?.[0] ?? `\`${node.type}\``;
}

/** Reports `node` as outside the subset and returns a stand-in expression. */
export function unsupported(cx: Checker, node: Node): Expr {
  const entry = NAMES[node.type];
  const what = entry?.[0] ?? `this construct (\`${node.type}\`)`;
  report(cx, 'E-UNSUPPORTED', node, `Warp TS does not support ${what}`, entry?.[1] ? { hint: entry[1] } : {});
  return errExpr(locOf(node));
}
