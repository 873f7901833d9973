export * from './einvoice';
export * from './payload';
export * from './schema';
