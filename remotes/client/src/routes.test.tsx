import { screen } from '@testing-library/react';
import { queryClient, useSessionStore } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { describeAreaRoutes, renderScreen } from '@firm/shared/ui/testing';
import { clientInvoice, clientInvoicesReply, clientPortalServer, invoiceNumberText } from '@firm/shared/features/billing/testing';
import { clientFilingsReply } from '@firm/shared/features/compliance/testing';
import { clientTask, clientTasksReply } from '@firm/shared/features/projects/testing';
import RoleRoutes, { preload } from './routes';

// The payment flow is tested on its own; here only that the route opens the screen.
jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: () => undefined, paying: null, dialog: null }),
}));

describeAreaRoutes('client', RoleRoutes, [], () => {
  it('opens My Invoices at invoices, loading its screen on demand', async () => {
    useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client', client_id: 7 });
    const calls = mockApi(() => ({ status: 500, data: { success: false, message: 'Internal server error', code: 'INTERNAL' } }));
    renderScreen(<RoleRoutes />, { at: '/dashboard/client/invoices', path: '/dashboard/client/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load invoices')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/client-portal/invoices' });
    useSessionStore.getState().signOut();
  });

  describe('as the page opens (preload)', () => {
    const signIn = () =>
      useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client', client_id: 7 });
    afterEach(() => {
      queryClient.clear();
      useSessionStore.getState().signOut();
    });

    it('asks for My Invoices’ first page with the stored client id, and the screen shows it without asking again', async () => {
      signIn();
      window.history.replaceState(null, '', '/dashboard/client/invoices');
      const calls = clientPortalServer([clientInvoice(1)]);
      await preload('invoices');
      expect(calls).toEqual([
        expect.objectContaining({
          url: '/api/client-portal/invoices',
          params: expect.objectContaining({ client_id: '7', tab: 'unpaid', page: '1' }),
        }),
      ]);
      renderScreen(<RoleRoutes />, { at: '/dashboard/client/invoices', path: '/dashboard/client/*', queryClient });
      expect(await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    });

    it('asks for the dashboard’s Projects, unpaid invoices and filings, which the dashboard then reads', async () => {
      signIn();
      const calls = mockApi(
        (request) =>
          clientTasksReply([clientTask(1, 'in_progress')], request) ??
          clientFilingsReply([], request) ??
          clientInvoicesReply([clientInvoice(1)], request) ?? {
            status: 404,
            data: { success: false, message: 'Not found', code: 'NOT_FOUND' },
          },
      );
      await preload('');
      const asked = calls.map((c) => `${c.url} ${String(c.params?.tab ?? '')}`).sort();
      expect(asked).toEqual([
        '/api/client-portal/filings ',
        '/api/client-portal/invoices partially_paid',
        '/api/client-portal/invoices unpaid',
        '/api/client-portal/tasks ongoing',
      ]);
      renderScreen(<RoleRoutes />, { at: '/dashboard/client', path: '/dashboard/client/*', queryClient });
      expect(await screen.findByText('Project 01')).toBeInTheDocument();
      expect(calls).toHaveLength(4);
    });

    it('asks for nothing without a stored client id (the screen says so instead)', async () => {
      const calls = mockApi(() => ({ status: 200, data: {} }));
      await preload('invoices');
      await preload('');
      expect(calls).toEqual([]);
    });
  });
});
