import { screen } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import RoleRoutes from './routes';

// The payment flow is tested on its own; here only that the route opens the screen.
jest.mock('@firm/shared/features/client-portal/payments/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: () => undefined, paying: null, dialog: null }),
}));

describe('the client area’s routes', () => {
  it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
    mockApi(() => ({ status: 200, data: { success: true, data: [] } }));
    renderScreen(<RoleRoutes />, { at: '/dashboard/client/no-such-page', path: '/dashboard/client/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard/client');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(currentPath()).toBe('/dashboard/client/no-such-page');
  });

  it('opens My Invoices at invoices, loading its screen on demand', async () => {
    useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client', client_id: 7 });
    const calls = mockApi(() => ({ status: 500, data: { success: false, message: 'Internal server error', code: 'INTERNAL' } }));
    renderScreen(<RoleRoutes />, { at: '/dashboard/client/invoices', path: '/dashboard/client/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoices' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load invoices')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/client-portal/invoices' });
    useSessionStore.getState().signOut();
  });
});
