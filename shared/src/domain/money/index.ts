export * from './money';
export * from './money-field';
export * from './money-words';
