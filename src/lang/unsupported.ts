/**
 * Constructs outside the Warp TS subset (docs/language.md §2): each becomes one `compile`
 * diagnostic that names the construct and where it is.
 */
import type { Node } from '@babel/types';
import type { Expr } from './ir';
import { errExpr, report, type Checker } from './context';
import { locOf } from './loc';
import { hint, type Hint } from './registry';

/** Each construct's name in messages, and the variant of the `E-UNSUPPORTED` hint that fits it. */
const NAMES: Record<string, [string, Hint?]> = {
  ArrowFunctionExpression: ['arrow functions (closures)', hint('E-UNSUPPORTED', 'closure')],
  FunctionExpression: ['function expressions (closures)', hint('E-UNSUPPORTED', 'closure')],
  FunctionDeclaration: ['nested functions (closures)', hint('E-UNSUPPORTED', 'nestedFunction')],
  ClassDeclaration: ['classes'],
  ClassExpression: ['classes'],
  ThisExpression: ['`this`'],
  Super: ['`super`'],
  NewExpression: ['`new`', hint('E-UNSUPPORTED', 'newExpression')],
  AwaitExpression: ['`await` (async code)'],
  YieldExpression: ['generators (`yield`)'],
  ObjectExpression: ['objects', hint('E-UNSUPPORTED', 'object')],
  ArrayExpression: ['array literals outside a declaration', hint('E-UNSUPPORTED', 'arrayLiteral')],
  SequenceExpression: ['the comma operator', hint('E-UNSUPPORTED', 'comma')],
  SpreadElement: ['spread `...`'],
  TaggedTemplateExpression: ['tagged templates'],
  RegExpLiteral: ['regular expressions'],
  NullLiteral: ['`null`'],
  BigIntLiteral: ['BigInt literals', hint('E-UNSUPPORTED', 'bigint')],
  OptionalMemberExpression: ['optional chaining `?.`'],
  OptionalCallExpression: ['optional calls `?.()`'],
  TSNonNullExpression: ['the non-null assertion `!`'],
  MetaProperty: ['`import.meta` / `new.target`'],
  Import: ['dynamic `import()`'],
  ForInStatement: ['`for...in` loops', hint('E-UNSUPPORTED', 'forInOf')],
  ForOfStatement: ['`for...of` loops', hint('E-UNSUPPORTED', 'forInOf')],
  TryStatement: ['`try`/`catch` (there are no exceptions on the GPU)'],
  ThrowStatement: ['`throw` (there are no exceptions on the GPU)'],
  LabeledStatement: ['labelled statements'],
  WithStatement: ['`with`'],
  DebuggerStatement: ['`debugger`'],
  ClassMethod: ['classes'],
  TSEnumDeclaration: ['enums', hint('E-UNSUPPORTED', 'enum')],
  TSInterfaceDeclaration: ['interfaces'],
  TSTypeAliasDeclaration: ['type aliases'],
  TSModuleDeclaration: ['namespaces'],
  TSDeclareFunction: ['function declarations without a body'],
  ExportAllDeclaration: ['re-exports'],
  ObjectPattern: ['destructuring'],
  ArrayPattern: ['destructuring'],
  AssignmentPattern: ['default values', hint('E-UNSUPPORTED', 'defaultValue')],
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
