export * from './client-portal';
export * from './client-portal-errors';
export * from './client-portal-labels';
