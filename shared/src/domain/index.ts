export * from './format';
export * from './roles';
export * from './firm';
