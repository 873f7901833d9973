export * from './mock-api';
