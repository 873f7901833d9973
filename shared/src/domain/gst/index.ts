export * from './gst';
export * from './tax-invoice';
