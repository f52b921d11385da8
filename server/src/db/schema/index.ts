export * from './admins';
export * from './partners';
export * from './auth';
export * from './mail';
export * from './logs';
export * from './two-factor';
