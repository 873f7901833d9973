export * from './storage-keys';
export * from './session-store';
export * from './session-end';
