/**
 * `warp-school <command> ...` — dispatches to `src/cli/commands/<command>.ts`.
 * Exit status: the command's (docs/language.md §7: 0 ran, 1 compile error, 2 bad arguments).
 */
const COMMANDS: Record<string, () => Promise<{ main(argv: string[]): Promise<number> }>> = {
  run: () => import('./commands/run'),
  check: () => import('./commands/check'),
  grade: () => import('./commands/grade'),
  cuda: () => import('./commands/cuda'),
  classroom: () => import('./commands/classroom'),
};

const USAGE = `usage: warp-school <command> [options]

commands:
  run <kernel.ts> --grid X[,Y[,Z]] --block X[,Y[,Z]] [--arg NAME=SPEC]...
      [--schedule default|adversarial[:SEED]] [--budget STEPS] [--out NAME]... [--json]
                     run a Warp TS kernel on the warp simulator
  check [CONTENT_DIR]
                     validate every lesson and exercise of the course
  grade --exercise ID FILE | --assignment FILE PATH [--format text|json|csv|junit]
                     grade a submission or a whole class (see README, For instructors)
  cuda <kernel.ts> [--harness --grid X --block X [--arg NAME=SPEC]...]
                     translate Warp TS to CUDA C++ (build: nvcc -arch=sm_90 -fmad=false)
  classroom --assignment FILE OUT_DIR [--site URL]
                     write a GitHub Classroom template repository for an assignment

Run \`warp-school <command> --help\` for a command's options.`;

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === '--help' || cmd === '-h' || cmd === 'help') {
    process.stdout.write(USAGE + '\n');
    return cmd ? 0 : 2;
  }
  const load = COMMANDS[cmd];
  if (!load) {
    process.stderr.write(`warp-school: unknown command \`${cmd}\` (commands: ${Object.keys(COMMANDS).join(', ')})\n`);
    return 2;
  }
  const mod = await load();
  return mod.main(rest);
}
