import { screen } from '@testing-library/react';
import { expectAreaNotFound, renderScreen } from '@firm/shared/ui/testing';
import { invoiceRow, invoiceServer, reminderServer, sentReminder } from '@firm/shared/features/billing/testing';
import RoleRoutes from './routes';

describe('the admin area’s routes', () => {
  it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
    expectAreaNotFound(RoleRoutes, 'admin');
  });

  it('shows the Invoices page at /dashboard/admin/invoices', async () => {
    invoiceServer([invoiceRow(1, { task_name: 'GST Return Q2' })]);
    renderScreen(<RoleRoutes />, { at: '/dashboard/admin/invoices', path: '/dashboard/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByText('GST Return Q2')).toBeInTheDocument();
  });

  it('shows billing’s Overdue Reminders below Sent Messages at /dashboard/admin/messages', async () => {
    reminderServer({ settings: { enabled: true, cadence: [1, 7, 15] }, rows: [sentReminder(1, { client_name: 'Mehta Foods' })] });
    renderScreen(<RoleRoutes />, { at: '/dashboard/admin/messages', path: '/dashboard/admin/*' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sent Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue Reminders' })).toBeInTheDocument();
    expect(await screen.findByText('Mehta Foods')).toBeInTheDocument();
  });
});
