/**
 * Reads exercises from a content folder for grading: the content layout's Node reader
 * (src/grader/content/read.ts), under the name batch grading has always imported.
 */
export { exerciseFolder, exerciseIds, lessonFolders, loadExercise, type LoadedExercise } from '../content/read';
