export * from './office';
