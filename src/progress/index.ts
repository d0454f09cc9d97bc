/** Browser-side learner progress: schemas, the store, and a light reader for page scripts. */
export * from './schema';
export * from './keys';
export * from './storage';
export * from './import';
export * from './store';
export * from './lite';
