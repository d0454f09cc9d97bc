/**
 * The command line's own hints, by diagnostic code: the registry's host-free defaults
 * (src/lang/registry.ts) plus the `run` command's `--budget` option where a larger budget is
 * the remedy. Given to the simulator as `RunOptions.hints`, the same way the browser gives
 * its own (`BROWSER_HINTS`, src/worker/engine.ts). `grade` and `check` take the budget from
 * the exercise, so they keep the defaults.
 */
import { codeEntry, type HostHints } from '../lang/registry';

/** The hints of `warp-school run`, which has `--budget STEPS`. */
export const CLI_RUN_HINTS: HostHints = {
  'E-BUDGET': `${codeEntry('E-BUDGET').hint!} A larger budget can be given with \`--budget\`.`,
  'E-LAUNCH-SIZE': `${codeEntry('E-LAUNCH-SIZE').hint!.replace(/\.$/, '')}, or give a larger budget with \`--budget\`.`,
};
