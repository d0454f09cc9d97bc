// Starts the batch grading worker (worker.ts) with the TypeScript loader the command line uses.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
