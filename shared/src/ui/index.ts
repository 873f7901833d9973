export * from './theme';
export * from './standalone-app';
