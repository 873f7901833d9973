export * from './client-portal';
export * from './client-portal-labels';
