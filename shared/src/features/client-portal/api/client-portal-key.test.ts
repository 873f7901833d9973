import { invoiceParams, projectParams } from './client-dashboard';
import { clientInvoiceList } from './client-invoices';
import { clientProjectList } from './client-projects';
import { clientPortalListKey } from './client-portal-key';

// The dashboard builds its keys without loading the resources: they must be the very keys the screens use,
// or it would load every list twice and a payment's refresh of ['client-portal'] would miss one of them.
describe('the client portal’s cache keys', () => {
  it('are the same for the dashboard and the screens, all under client-portal', () => {
    const invoices = invoiceParams('unpaid');
    const tasks = projectParams('completed');
    expect(clientInvoiceList('7').list(invoices).queryKey).toEqual(clientPortalListKey('invoices', '7', invoices));
    expect(clientProjectList('7').list(tasks).queryKey).toEqual(clientPortalListKey('tasks', '7', tasks));
    expect(clientPortalListKey('invoices', '7', invoices)[0]).toBe('client-portal');
    expect(clientInvoiceList('8').list(invoices).queryKey).not.toEqual(clientPortalListKey('invoices', '7', invoices));
  });
});
