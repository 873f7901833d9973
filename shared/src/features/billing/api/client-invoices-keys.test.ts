import { clientPortalListKey } from '@firm/shared/ui';
import { invoiceParams } from './client-dashboard-invoices';
import { clientInvoiceList } from './client-invoices';

// The dashboard builds its keys without loading the resource: they must be the very keys My Invoices uses,
// or it would load the list twice and a payment's refresh of ['client-portal'] would miss one of them.
describe('the client’s invoices’ cache keys', () => {
  it('are the same for the dashboard and My Invoices, under client-portal', () => {
    const invoices = invoiceParams('unpaid');
    expect(clientInvoiceList('7').list(invoices).queryKey).toEqual(clientPortalListKey('invoices', '7', invoices));
    expect(clientPortalListKey('invoices', '7', invoices)[0]).toBe('client-portal');
    expect(clientInvoiceList('8').list(invoices).queryKey).not.toEqual(clientPortalListKey('invoices', '7', invoices));
  });
});
