/** How much of a run the results view shows before it truncates with a note. Large
 * outputs otherwise make the page slow and unreadable. */
export const LIMITS = {
  /** Warp tables per test (failing warps first). */
  warpsPerTest: 2,
  /** Elements in one element table. */
  elements: 256,
  /** Diagnostics listed per test or run. */
  diagnostics: 20,
  /** `printf` lines shown per test or run. */
  printfLines: 200,
  /** Tests listed (failing first). */
  tests: 40,
} as const;
