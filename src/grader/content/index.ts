/** The content layout (DOM-free); its Node reader is `./read.ts`. */
export * from './layout';
