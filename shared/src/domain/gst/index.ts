export * from './gst';
export * from './tax-invoice';
export * from './categories';
export * from './countries';
export * from './gst-settings';
