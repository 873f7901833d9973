export * from './categories';
export * from './gstin-kinds';
export * from './countries';
export * from './client-gst';
