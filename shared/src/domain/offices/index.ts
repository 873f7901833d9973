export * from './office';
export * from './lut';
