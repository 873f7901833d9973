export * from './states';
export * from './reminders';
export * from './messages';
export * from './schemas';
