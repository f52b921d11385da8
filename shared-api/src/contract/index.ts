// The contract between the UI and the server: zod schemas of every request and response.
export * from './common';
export * from './errors';
export * from './fields';
export * from './permissions';
export * from './admin';
export * from './admin-users';
export * from './admin-screens';
export * from './admin-partners';
export * from './roles';
export * from './logs';
export * from './two-factor';
export * from './profile';
export * from './client-auth';
export * from './status';
