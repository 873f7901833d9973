export * from './account-choice';
export * from './auth';
export * from './email-change';
export * from './return-path';
export * from './roles';
export * from './sign-in-input';
