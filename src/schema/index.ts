/** Zod schemas of course content (DOM-free). */
export * from './errors';
export * from './values';
export * from './launch';
export * from './rules';
export * from './exercise';
export * from './lesson';
export * from './renamed';
