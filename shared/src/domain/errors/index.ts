export * from './error-codes';
export * from './error-messages';
export * from './field-labels';
export * from './http-failure';
