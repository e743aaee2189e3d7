export * from './catalog.js';
export * from './constants.js';
export * from './content.js';
export * from './envelope.js';
export * from './languages.js';
export * from './money.js';
export * from './routes.js';
export * from './site.js';
