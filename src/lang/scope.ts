/**
 * Block scopes and slots. Every parameter and every local declaration gets its own
 * function-unique slot, in order of appearance (parameters first), even when a name
 * shadows an outer one (ir.ts `SlotInfo`).
 */
import type { Node } from '@babel/types';
import type { ArrayType, ValueType } from './ir';
import { assert, report, type Checker, type FnState, type VarInfo } from './context';

/** The state of the function being checked (an assertion outside a function). */
export function fnState(cx: Checker): FnState {
  assert(cx.fn, 'a local scope is used outside a function');
  return cx.fn;
}

/** Opens a block scope. */
export function pushScope(cx: Checker): void {
  fnState(cx).scopes.push(new Map());
}

/** Closes the innermost block scope. */
export function popScope(cx: Checker): void {
  const f = fnState(cx);
  assert(f.scopes.length > 0, 'scope stack underflow');
  f.scopes.pop();
}

/**
 * Declares `name` in the innermost scope with a fresh slot. A second declaration
 * of the same name in the same scope is `E-REDECLARE` (the new slot is still
 * allocated so that checking continues).
 */
export function declareVar(
  cx: Checker,
  name: string,
  type: ValueType | ArrayType,
  isConst: boolean,
  at: Node,
): VarInfo {
  const f = fnState(cx);
  const scope = f.scopes[f.scopes.length - 1];
  assert(scope, 'no open scope');
  if (scope.has(name)) {
    report(cx, 'E-REDECLARE', at, `\`${name}\` is already declared in this block`);
  }
  const slot = f.slots.length;
  f.slots.push({ slot, name, type });
  const v: VarInfo = { name, slot, type, isConst };
  scope.set(name, v);
  return v;
}

/** Looks `name` up from the innermost scope outwards; `undefined` when not a local. */
export function lookupVar(cx: Checker, name: string): VarInfo | undefined {
  const f = cx.fn;
  if (!f) return undefined;
  for (let i = f.scopes.length - 1; i >= 0; i--) {
    const v = f.scopes[i]?.get(name);
    if (v) return v;
  }
  return undefined;
}
