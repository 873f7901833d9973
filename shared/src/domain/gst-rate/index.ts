export * from './slabs';
