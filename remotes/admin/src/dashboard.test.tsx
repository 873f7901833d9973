import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('admin DashboardPage', () => {
  it('welcomes the admin and shows the four stat cards with Indian digit grouping', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Admin Dashboard' })).toBeInTheDocument();
    for (const card of ['Total Clients', 'Active Users', 'Pending Tasks', 'Invoices Due']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Invoices Due' })).toHaveTextContent('₹4,85,000.00 outstanding');
  });

  it('lists recent activity of the firm', () => {
    renderPage();
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(activity).toHaveTextContent('GSTR-3B');
  });

  it('shows the system as online with sessions, reviews and today’s tasks', () => {
    renderPage();
    const overview = screen.getByRole('region', { name: 'System Overview' });
    expect(within(overview).getByText('System Status')).toBeInTheDocument();
    expect(within(overview).getByText('Online')).toBeInTheDocument();
    expect(within(overview).getByText('Active Sessions')).toBeInTheDocument();
    expect(within(overview).getByText('Pending Reviews')).toBeInTheDocument();
    expect(within(overview).getByText("Today's Tasks")).toBeInTheDocument();
  });
});
