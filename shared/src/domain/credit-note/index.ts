export * from './credit-note';
export * from './credit-note-cancel';
