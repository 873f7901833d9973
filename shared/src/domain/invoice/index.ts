export * from './invoice';
export * from './invoice-balance';
export * from './invoice-refund';
