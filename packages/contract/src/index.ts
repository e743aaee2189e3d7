export * from './constants.js';
export * from './envelope.js';
export * from './languages.js';
export * from './money.js';
export * from './routes.js';
export * from './site.js';
