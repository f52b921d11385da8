// The contract between the UI and the server: zod schemas of every request and response.
export * from './common';
export * from './errors';
export * from './fields';
export * from './permissions';
export * from './admin';
export * from './client-auth';
export * from './status';
