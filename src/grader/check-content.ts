/**
 * Checks one exercise folder or one lesson's prose, given their texts (no file system
 * here, so the same code can run anywhere). `warp-school check` walks `content/` and
 * calls these.
 *
 * An exercise is sound when: its spec parses; the reference passes every test (hidden ones
 * too, when the spec has a `hiddenSeed`) under every schedule and every rule; the starter
 * compiles, fails and earns no points (unless `starterEarns` says why it does); every
 * known-wrong solution opens with `// why: ...`, compiles, and fails a test or a rule (one
 * that fails only because it does not compile is not counted as caught).
 */
import { formatDiagnostic } from '../lang/diagnostics';
import { isDiagnosticCode } from '../lang/registry';
import { formatProblem, lessonFrontmatter, parseContent, type ExerciseSpec } from '../schema';
import { EXERCISE_FILES, parseExerciseJson, type ExerciseFiles } from './content/layout';
import type { Engine } from './engine';
import { gradeWith } from './grade-core';
import type { GradeReport } from './report';
import { missingShapes, unstatedRules } from './check-promises';
import { resultOf } from './batch/job';

/** The files of one exercise folder (the content layout's, src/grader/content/layout.ts). */
export type { ExerciseFiles };

/** What checking one exercise found. */
export interface ExerciseCheck {
  /** One line per failure, each starting with the file it concerns. */
  failures: string[];
  referencePasses: boolean;
  starterFails: boolean;
  wrongCaught: number;
  wrongTotal: number;
}

/** Why a report failed, in one line (first failing test or rule, or the compile error). */
export function failureSummary(r: GradeReport): string {
  if (r.contentError) return r.contentError;
  const err = r.compile.find((d) => d.severity === 'error');
  if (err) return `does not compile: ${formatDiagnostic(err)}`;
  const t = r.tests.find((x) => !x.passed);
  if (t) return `test \`${t.name}\`: ${t.message}`;
  const rule = r.rules.find((x) => !x.passed);
  if (rule) return `rule ${rule.id}: ${rule.message}`;
  return 'passes';
}

/** Checks an exercise folder with `engine`. */
export function checkExercise(files: ExerciseFiles, engine: Engine): ExerciseCheck {
  const out: ExerciseCheck = { failures: [], referencePasses: false, starterFails: false, wrongCaught: 0, wrongTotal: files.wrong.length };
  const f = (name: string): string => `${files.folder}/${name}`;
  const parsed = parseExerciseJson(files.specJson, f(EXERCISE_FILES.spec));
  if (!parsed.ok) {
    out.failures.push(...parsed.problems);
    return out;
  }
  const spec: ExerciseSpec = parsed.spec;
  for (const shape of missingShapes(spec)) {
    out.failures.push(`${f('exercise.json')}: the statement speaks of ${shape.replace(/ \(.*$/, '')}, but no test launches ${shape}: code that ignores it would pass`);
  }
  for (const code of spec.failOnWarnings) {
    // A renamed or mistyped code would never fail a run: the exercise would silently stop enforcing it.
    if (!isDiagnosticCode(code)) out.failures.push(`${f('exercise.json')}: failOnWarnings lists \`${code}\`, which no run reports (not a warning or note code of the simulator)`);
  }
  for (const rule of unstatedRules(spec)) {
    out.failures.push(`${f('exercise.json')}: the grader enforces the rule ${rule}, but the statement (summary) does not say so: a correct solution could lose points for it`);
  }
  if (files.solution === null) out.failures.push(`${f('solution.ts')}: missing (the reference solution)`);
  if (files.starter === null) out.failures.push(`${f('starter.ts')}: missing`);
  if (files.solution === null) return out;
  const reference = files.solution;

  /** Grades, turning an engine exception into a failure line (null then). */
  const grade = (file: string, source: string, hidden = false): GradeReport | null => {
    try {
      return gradeWith(engine, spec, reference, source, { hidden });
    } catch (e) {
      out.failures.push(`${f(file)}: the engine failed while grading it: ${(e as Error).message}`);
      return null;
    }
  };

  const ref = grade('solution.ts', reference);
  out.referencePasses = ref?.passed ?? false;
  if (ref && !ref.passed) out.failures.push(`${f('solution.ts')}: the reference does not pass: ${failureSummary(ref)}`);
  if (ref?.passed && spec.tests.random.hiddenSeed !== undefined && spec.tests.random.count > 0) {
    const hidden = grade('solution.ts', reference, true);
    if (hidden && !hidden.passed) {
      out.referencePasses = false;
      out.failures.push(`${f('solution.ts')}: the reference does not pass the hidden tests: ${failureSummary(hidden)}`);
    }
  }

  const st = files.starter === null ? null : grade('starter.ts', files.starter);
  if (st) {
    const compileError = st.compile.find((d) => d.severity === 'error');
    if (compileError) out.failures.push(`${f('starter.ts')}: the starter should compile: ${formatDiagnostic(compileError)}`);
    else if (st.passed) out.failures.push(`${f('starter.ts')}: the starter passes every test; it should leave the work to the learner`);
    else out.starterFails = true;
    const earned = compileError || st.contentError ? null : starterEarnings(st, spec.ruleWeight);
    if (earned && !spec.starterEarns && !st.passed) {
      out.failures.push(`${f('starter.ts')}: the starter earns ${earned}: a learner who hands it in unchanged gets those points; make it fail every test, or say why in \`starterEarns\` (exercise.json)`);
    } else if (!earned && spec.starterEarns && !compileError) {
      out.failures.push(`${f('exercise.json')}: \`starterEarns\` says why the starter earns points, but it earns none: remove it`);
    }
  }

  for (const w of files.wrong) {
    const first = w.source.split('\n', 1)[0] ?? '';
    if (!/^\/\/ why: \S/.test(first)) out.failures.push(`${f(`wrong/${w.name}`)}: the first line must be \`// why: <the mistake it makes>\``);
    const g = grade(`wrong/${w.name}`, w.source);
    if (!g) continue;
    const compileError = g.compile.find((d) => d.severity === 'error');
    if (g.passed) out.failures.push(`${f(`wrong/${w.name}`)}: this known-wrong solution passes (${first.replace(/^\/\/ why: /, '')})`);
    else if (compileError) {
      out.failures.push(`${f(`wrong/${w.name}`)}: fails only because it does not compile (${formatDiagnostic(compileError)}), which shows nothing about the mistake it stands for: make it compile and fail a test or a rule`);
    } else if (g.contentError) out.failures.push(`${f(`wrong/${w.name}`)}: could not be graded: ${g.contentError}`);
    else out.wrongCaught++;
  }
  return out;
}

/**
 * What a starter earns, in words (`2 of 9 points in 10: tests \`lane 0\`, ...`), or null when
 * it earns nothing: the exercise scored as an assignment scores it (src/grader/batch/job.ts),
 * with 10 points.
 */
export function starterEarnings(r: GradeReport, ruleWeight = 1): string | null {
  const result = resultOf('starter', 10, r, 0, ruleWeight);
  if (result.score <= 0) return null;
  const passed = result.items.filter((i) => i.status === 'passed' && i.score > 0).map((i) => `\`${i.name}\``);
  return `${result.score} of 10 points (${passed.slice(0, 4).join(', ')}${passed.length > 4 ? `, and ${passed.length - 4} more` : ''})`;
}

/** A fenced code block of lesson prose. */
export interface CodeSample {
  lang: string;
  code: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
  /** The sample's first line is `// fragment`: it is shown, not compiled. */
  fragment: boolean;
}

/** The fenced code blocks of a Markdown/MDX text. */
export function codeSamples(text: string): CodeSample[] {
  const lines = text.split('\n');
  const out: CodeSample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence)) body.push(lines[j++]!);
    const code = body.join('\n') + '\n';
    out.push({ lang: open[3] ?? '', code, line: i + 1, fragment: /^\s*\/\/\s*fragment\b/.test(body[0] ?? '') });
    i = j;
  }
  return out;
}

/** `<Exercise id="..." />` ids in a lesson, with their lines. */
export function exerciseRefs(text: string): { id: string; line: number }[] {
  const out: { id: string; line: number }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(/<Exercise\s+id="([^"]+)"/g)) out.push({ id: m[1]!, line: i + 1 });
  });
  return out;
}

/** Splits `---` frontmatter from the body; null when there is none. */
export function splitFrontmatter(text: string): { yaml: string; bodyLine: number } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!m) return null;
  return { yaml: m[1]!, bodyLine: m[0].split('\n').length };
}

/**
 * Checks a lesson's `index.mdx`: frontmatter (parsed by `parseYaml`, validated by the
 * lesson schema), every ```warp-ts sample compiles (samples whose first line is
 * `// fragment` are skipped: they are parts of a program, shown for reading), and every
 * `<Exercise id>` names a known exercise.
 */
export function checkLesson(
  file: string, text: string, knownExercises: Set<string>, engine: Engine, parseYaml: (s: string) => unknown,
): string[] {
  const failures: string[] = [];
  const fm = splitFrontmatter(text);
  if (!fm) failures.push(`${file}: no frontmatter (a \`---\` block with title, summary, objectives)`);
  else {
    let data: unknown;
    try {
      data = parseYaml(fm.yaml);
    } catch (e) {
      failures.push(`${file}: frontmatter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
    }
    if (data !== undefined) {
      const r = parseContent(lessonFrontmatter, data, file);
      if (!r.ok) failures.push(...r.problems.map(formatProblem));
    }
  }
  for (const s of codeSamples(text)) {
    if (s.lang !== 'warp-ts' || s.fragment) continue;
    const { diagnostics } = engine.compile(s.code);
    for (const d of diagnostics.filter((x) => x.severity === 'error')) {
      failures.push(`${file}:${s.line + d.line}:${d.column}: warp-ts sample does not compile: ${d.message}`);
    }
  }
  for (const ref of exerciseRefs(text)) {
    if (!knownExercises.has(ref.id)) failures.push(`${file}:${ref.line}: <Exercise id="${ref.id}"> names no exercise folder (expected \`${ref.id.replace('/', '/exercises/')}/\` in the content folder)`);
  }
  return failures;
}
