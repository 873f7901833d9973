export * from './days';
export * from './financial-year';
