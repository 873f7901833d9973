import { screen } from '@testing-library/react';
import { describeAreaRoutes, renderScreen } from '@firm/shared/ui/testing';
import { invoiceRow, invoiceServer, reminderServer, sentReminder } from '@firm/shared/features/billing/testing';
import RoleRoutes from './routes';

const invoices = () => invoiceServer([invoiceRow(1, { task_name: 'GST Return Q2' })]);

describeAreaRoutes('admin', RoleRoutes, [{ at: 'invoices', heading: 'Invoices', serve: invoices, shows: 'GST Return Q2' }], () => {
  it('shows billing’s Overdue Reminders below Sent Messages at /dashboard/admin/messages', async () => {
    reminderServer({ settings: { enabled: true, cadence: [1, 7, 15] }, rows: [sentReminder(1, { client_name: 'Mehta Foods' })] });
    renderScreen(<RoleRoutes />, { at: '/dashboard/admin/messages', path: '/dashboard/admin/*' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sent Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue Reminders' })).toBeInTheDocument();
    expect(await screen.findByText('Mehta Foods')).toBeInTheDocument();
  });
});
