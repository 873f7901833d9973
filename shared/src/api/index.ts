export * from './http';
export * from './query-client';
