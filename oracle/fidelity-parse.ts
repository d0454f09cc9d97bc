/**
 * Turns the standard output of oracle/fidelity.sh (see oracle/fidelity.cu) into the test
 * fixture tests/hardware/fixtures/fidelity.json:
 * `{ device, fma: [{case, a, b, c, fma, unfused}], printf: [{case, format, type, arg, text}],
 *   atomicExchDouble: {g_start, vals, g_end, old} }`, 64-bit words as 16-digit hex strings.
 * A printf case's `text` is the line the device printed for it, without the `|` around it
 * and without the newline. Any line out of place is an error: the reading is kept whole
 * or not at all.
 *
 * Usage: npx tsx oracle/fidelity-parse.ts OUTPUT.txt [FIXTURE.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Reading {
  device: unknown;
  fma: { case: string; a: string; b: string; c: string; fma: string; unfused: string }[];
  printf: { case: string; format: string; type: string; arg: string; text: string }[];
  atomicExchDouble: unknown;
}

/** Parses the program's output; throws with the line number on anything unexpected. */
export function parseFidelity(text: string): Reading {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const out: Reading = { device: null, fma: [], printf: [], atomicExchDouble: null };
  let pending: Omit<Reading['printf'][number], 'text'> | null = null;
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (pending) {
      if (!(line.length >= 2 && line.startsWith('|') && line.endsWith('|'))) throw new Error(`${where}: expected the device's |...| line for printf case ${pending.case}, got ${JSON.stringify(line)}`);
      out.printf.push({ ...pending, text: line.slice(1, -1) });
      pending = null;
      return;
    }
    if (!line.startsWith('{')) throw new Error(`${where}: unexpected line ${JSON.stringify(line)}`);
    const j = JSON.parse(line) as Record<string, unknown>;
    if ('device' in j) out.device = j;
    else if ('fma_case' in j) {
      const { fma_case, a, b, c, fma, unfused } = j as Record<string, string>;
      for (const v of [a, b, c, fma, unfused]) if (!/^[0-9a-f]{16}$/.test(v ?? '')) throw new Error(`${where}: bad word ${v}`);
      out.fma.push({ case: fma_case!, a: a!, b: b!, c: c!, fma: fma!, unfused: unfused! });
    } else if ('printf_case' in j) {
      const { printf_case, format, type, arg } = j as Record<string, string>;
      pending = { case: printf_case!, format: format!, type: type!, arg: arg! };
    } else if ('atomic_exch_double' in j) out.atomicExchDouble = j.atomic_exch_double;
    else throw new Error(`${where}: unknown item ${line}`);
  });
  if (pending) throw new Error(`the output ends before the device line of printf case ${(pending as { case: string }).case}`);
  if (!out.device || out.fma.length === 0 || out.printf.length === 0 || !out.atomicExchDouble) {
    throw new Error(`incomplete reading: device ${!!out.device}, ${out.fma.length} fma cases, ${out.printf.length} printf cases, atomicExch ${!!out.atomicExchDouble}`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [input, output = fileURLToPath(new URL('../tests/hardware/fixtures/fidelity.json', import.meta.url))] = process.argv.slice(2);
  if (!input) throw new Error('usage: fidelity-parse.ts OUTPUT.txt [FIXTURE.json]');
  const r = parseFidelity(readFileSync(input, 'utf8'));
  writeFileSync(output, JSON.stringify(r, null, 1) + '\n');
  process.stdout.write(`${output}: ${r.fma.length} fma cases, ${r.printf.length} printf cases\n`);
}
