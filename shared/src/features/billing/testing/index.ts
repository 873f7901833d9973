// Billing's fakes for other places' tests (the remotes' routes): the admin's invoices and the client's.
export * from './invoice-fixtures';
export * from './invoice-server';
export * from './client-invoice-server';
export * from './reminder-server';
