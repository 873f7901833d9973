export * from './input';
export * from './period';
export * from './json-types';
export * from './classify';
export * from './doc-issue';
export * from './build';
export * from './sheets';
export * from './schema';
