import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@firm/shared/ui/testing';
import { useSessionStore } from '@firm/shared/runtime';
import { DashboardPage, type DashboardPageProps } from './dashboard-page';

const renderPage = (props: DashboardPageProps = {}) => renderScreen(<DashboardPage {...props} />);

describe('client DashboardPage', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('welcomes the client contact back by e-mail and shows four empty cards', () => {
    useSessionStore.getState().signIn('token', { id: 1, name: 'Asha Rao', email: 'asha@example.com', role: 'client', client_id: 7 });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('0');
    expect(screen.getByRole('region', { name: 'Completed' })).toHaveTextContent('0');
    expect(screen.getByRole('region', { name: 'Ongoing' })).toHaveTextContent('0');
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹0.00');
  });

  it('shows the empty message of each tab and status the client switches to', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('tab', { name: 'Project', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No ongoing projects found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByText('No completed projects found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(screen.getByText('No unpaid invoices found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(screen.getByText('No paid invoices found')).toBeInTheDocument();
  });

  it('does not crash and shows a dash when opened without sign-in', () => {
    renderPage();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('counts projects and sums what partly paid and unpaid invoices still owe', async () => {
    const user = userEvent.setup();
    renderPage({
      projects: [
        { id: '1', name: 'GSTR-3B for April', status: 'in_progress', dueDate: '2025-05-20' },
        { id: '2', name: 'ITR-6 for AY 2025-26', status: 'closed', dueDate: '2025-10-31' },
      ],
      invoices: [
        { id: 'a', invoiceNumber: 'INV-1', projectName: 'GST', totalPaise: 1180000, paidPaise: 0, status: 'unpaid', dueDate: null },
        {
          id: 'b',
          invoiceNumber: 'INV-2',
          projectName: 'ITR',
          totalPaise: 590000,
          paidPaise: 90000,
          status: 'partially_paid',
          dueDate: null,
        },
        { id: 'c', invoiceNumber: 'INV-3', projectName: 'TDS', totalPaise: 236000, paidPaise: 236000, status: 'paid', dueDate: null },
      ],
    });
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹16,800.00');
    expect(screen.getByText('GSTR-3B for April')).toBeInTheDocument();
    expect(screen.queryByText('ITR-6 for AY 2025-26')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(screen.getByText('INV-1 · GST')).toBeInTheDocument();
    expect(screen.getByText('INV-2 · ITR')).toBeInTheDocument();
    expect(screen.queryByText('INV-3 · TDS')).not.toBeInTheDocument();
  });
});
