export * from './credit-note';
