export * from './mock-api';
export * from './checked-reply';
