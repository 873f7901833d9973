export * from './days';
export * from './financial-year';
export * from './months';
