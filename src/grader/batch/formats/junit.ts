/**
 * The JUnit XML report of `warp-school grade`, as CI systems read it: one `<testsuite>`
 * per student and exercise, one `<testcase>` per test or rule, a `<failure>` for a failed
 * item and an `<error>` for a broken exercise. Scores go in `<properties>`.
 */
import type { ClassResult } from '../results';
import { printable } from '../printable';

/** `s` escaped for XML text and attributes (characters XML 1.0 forbids are dropped). */
export function xmlEscape(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Formats `r` as JUnit XML. */
export function formatJunit(r: ClassResult): string {
  const a = (s: string | number): string => `"${xmlEscape(String(s))}"`;
  let tests = 0, failures = 0, errors = 0;
  const suites: string[] = [];
  for (const s of r.students) {
    const who = printable(s.id !== undefined ? `${s.id} ${s.name ?? s.student}` : s.student);
    for (const e of s.exercises) {
      const items = e.items.length > 0 ? e.items : [{ name: 'exercise', kind: 'submission' as const, status: e.status === 'error' ? 'error' as const : 'failed' as const, message: e.message, score: 0, points: e.points }];
      const f = items.filter((i) => i.status === 'failed').length;
      const er = items.filter((i) => i.status === 'error').length;
      tests += items.length; failures += f; errors += er;
      const cases = items.map((i) => {
        const open = `    <testcase classname=${a(`${who}.${e.id}`)} name=${a(i.name)} time=${a((e.ms / 1000 / items.length).toFixed(3))}>`;
        if (i.status === 'passed') return `${open}</testcase>`;
        const tag = i.status === 'error' ? 'error' : 'failure';
        return `${open}\n      <${tag} message=${a(i.message)}>${xmlEscape(i.message)}</${tag}>\n    </testcase>`;
      });
      suites.push([
        `  <testsuite name=${a(`${who}: ${e.id}`)} tests=${a(items.length)} failures=${a(f)} errors=${a(er)} time=${a((e.ms / 1000).toFixed(3))}>`,
        `    <properties><property name="score" value=${a(e.score)}/><property name="points" value=${a(e.points)}/></properties>`,
        ...cases,
        '  </testsuite>',
      ].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name=${a(r.assignment.title)} tests=${a(tests)} failures=${a(failures)} errors=${a(errors)} time=${a(r.seconds)}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
