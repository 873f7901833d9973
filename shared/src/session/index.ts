export * from './storage-keys';
export * from './session-store';
