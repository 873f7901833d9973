import { screen, within } from '@testing-library/react';
import { describeRoleWelcome, renderScreen } from '@firm/shared/ui/testing';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('employee DashboardPage', () => {
  describeRoleWelcome(<DashboardPage />, 'employee', 'Welcome to Employee Dashboard', ['Employee', 'Access: Projects, Reports']);

  it('shows the My Projects, Completed and Due Today cards', () => {
    renderPage();
    for (const card of ['My Projects', 'Completed', 'Due Today']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
  });

  it('marks active projects by priority and submissions by review state', () => {
    renderPage();
    const active = screen.getByRole('region', { name: 'My Active Projects' });
    for (const priority of ['High', 'Medium', 'Low']) expect(within(active).getByText(priority)).toBeInTheDocument();
    const submissions = screen.getByRole('region', { name: 'Recent Submissions' });
    expect(within(submissions).getAllByText('Approved').length).toBeGreaterThan(0);
    expect(within(submissions).getByText('Under Review')).toBeInTheDocument();
  });

  it('summarises performance as 45 projects, 94% and 95%', () => {
    renderPage();
    const summary = screen.getByRole('region', { name: 'Performance Summary' });
    expect(summary).toHaveTextContent('45');
    expect(summary).toHaveTextContent('94%');
    expect(summary).toHaveTextContent('95%');
  });
});
