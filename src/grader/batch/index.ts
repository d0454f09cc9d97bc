/**
 * Batch grading for instructors (`warp-school grade`): assignments, submissions, worker
 * threads with wall-clock limits, hidden seeds, and the report formats. Node only.
 */
export * from './results';
export { gradeClass, gradeSubmissions, loadAssignmentExercises, seedsFor, jobsFor, BadInput, type ClassOptions } from './grade-class';
export { gradeJob, resultOf, type Job } from './job';
export { runPool, type PoolOptions } from './pool';
export { loadExercise, exerciseIds, exerciseFolder, type LoadedExercise } from './content';
export { resolveSeeds, withSeeds, hashString, type ResolvedSeeds } from './seeds';
export { readSubmissions, readClass, readFolder, readJson, checkSource, readSubmittedFile, isStudentFolder, uniqueNames, type Submission, type Solution, type Skipped, type ClassIntake } from './submissions';
export { readRegularFile, entryKind, type FileRead } from './read-file';
export { printable, hasUnsafe } from './printable';
export { parseRoster, placeOnRoster, type RosterEntry, type Problem, type Placed } from './roster';
export { parseCsv } from './csv-read';
export {
  formatResult, FORMATS, formatCsv, formatJson, formatJunit, formatText, formatMarkdown, formatClassroom, csvField, rowNotes, xmlEscape, mdText,
  runnerId, runnerResult, feedbackFiles, feedbackText, safeFileName, type Format, type RunnerResult, type FeedbackFile,
} from './formats';
