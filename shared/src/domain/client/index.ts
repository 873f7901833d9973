export * from './client';
export * from './client-contacts';
