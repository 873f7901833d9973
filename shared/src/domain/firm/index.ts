export * from './firm';
