export * from './http';
export * from './query-client';
export * from './admins';
export * from './org-users';
export * from './clients';
export * from './service-categories';
export * from './sac-codes';
