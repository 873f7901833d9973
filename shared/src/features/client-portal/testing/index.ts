// The client's invoices' fake server, for the client remote's tests.
export * from './client-portal-server';
