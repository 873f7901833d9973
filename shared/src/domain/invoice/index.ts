export * from './invoice';
export * from './invoice-balance';
export * from './invoice-detail';
export * from './invoice-list';
export * from './invoice-refund';
export * from './invoice-cancel';
