// The whole schema, one module for Drizzle (drizzle.config.ts) and for the code: each area's tables live
// in their own schema-<area>.ts file, re-exported here.
export * from './schema-organizations';
export * from './schema-clients';
export * from './schema-master-data';
export * from './schema-auth';
export * from './schema-compliance';
export * from './schema-tasks';
export * from './schema-invoices';
export * from './schema-payments';
export * from './schema-messages';
export * from './schema-reminders';
export * from './schema-delivery';
export * from './schema-documents';
