export * from './gst';
export * from './tax-invoice';
export * from './categories';
export * from './countries';
