import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { useSessionStore } from '@firm/shared/runtime';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('employee DashboardPage', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('welcomes the employee with a role card naming the signed-in e-mail', () => {
    useSessionStore.getState().signIn('token', { id: 4, name: 'Neha Gupta', email: 'neha@firm.example', role: 'employee' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Employee Dashboard' })).toBeInTheDocument();
    const role = screen.getByRole('region', { name: 'Your role' });
    expect(role).toHaveTextContent('Employee');
    expect(role).toHaveTextContent('neha@firm.example');
  });

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
