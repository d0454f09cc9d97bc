/** Lowers a checked program (IR) to one flat instruction list. */
import type { Program, Stmt } from '../../lang/ir';
import { Op, type Instr } from '../core/instr';
import type { CompiledFn, CompiledProgram } from '../core/compiled';
import { FnCompiler } from './fn';
import { stmts } from './stmt';
import { regionBarriers, regionNesting, regionPartitions } from './regions';
import { lowerProgram } from '../lower';
import { writtenArrays } from './written';
import { spinFunctions, waitsForOthers } from './spin-loops';
import { casGuessLines } from './cas-guess';

function collectShared(list: Stmt[], out: (s: Extract<Stmt, { k: 'shared' }>) => void): void {
  for (const s of list) {
    switch (s.k) {
      case 'shared': out(s); break;
      case 'if': collectShared(s.then, out); if (s.else) collectShared(s.else, out); break;
      case 'while': case 'doWhile': collectShared(s.body, out); break;
      case 'for': collectShared(s.init, out); collectShared(s.body, out); break;
      case 'block': collectShared(s.body, out); break;
      case 'switch': for (const c of s.cases) collectShared(c.body, out); break;
      default: break;
    }
  }
}

/** Compiles every function of `program`. Throws only on engine bugs (the front end has
 * already rejected invalid programs). */
export function compileProgram(source: Program): CompiledProgram {
  const { program, groupSites } = lowerProgram(source);
  const code: Instr[] = [];
  const fnIndex = new Map<string, number>();
  program.functions.forEach((f, i) => fnIndex.set(f.name, i));
  const sharedIds = new Map<string, number>();
  const sharedDecls: CompiledProgram['sharedDecls'] = [];
  for (const f of program.functions) {
    collectShared(f.body, (s) => {
      sharedIds.set(`${f.name}:${s.slot}`, sharedDecls.length);
      sharedDecls.push({ name: s.name, elem: s.elem, length: s.length });
    });
  }
  const fns: CompiledFn[] = [];
  program.functions.forEach((decl, index) => {
    const c = new FnCompiler(code, index, decl, fnIndex, sharedIds, program.functions);
    const entry = c.pc;
    stmts(c, decl.body);
    const epilogue = c.emit({ op: Op.Ret, loc: { line: decl.endLine, column: 1 }, runOn: spinFunctions(program.functions).has(decl.name) });
    for (const j of c.returns) c.patch(j, epilogue);
    fns.push({ index, name: decl.name, decl, entry, epilogue, slotKinds: c.slotKinds, retSlot: c.retSlot, constInits: c.constInits, builtinInits: c.builtinInits });
  });
  return { program, code, fns, fnIndex, sharedDecls, regionBarriers: regionBarriers(code, fns), regionPartitions: regionPartitions(code, fns), nesting: regionNesting(code, fns), groupSites, writtenArrays: writtenArrays(code, fns), casGuessLines: casGuessLines(program.functions), waitsOnAtomics: waitsForOthers(program.functions) };
}
