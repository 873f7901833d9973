export * from './sac-code';
