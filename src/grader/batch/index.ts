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
export { readSubmissions, readFolder, readJson, checkSource, readSubmittedFile, isStudentFolder, type Submission, type Solution } from './submissions';
export { formatResult, FORMATS, formatCsv, formatJson, formatJunit, formatText, csvField, xmlEscape, type Format } from './formats';
