import { screen } from '@testing-library/react';
import { describeRoleWelcome, renderScreen } from '@firm/shared/ui/testing';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('supervisor DashboardPage', () => {
  describeRoleWelcome(<DashboardPage />, 'supervisor', 'Welcome to Supervisor Dashboard', ['Supervisor', 'Access: Projects, Reports']);

  it('shows the Project Management, Team Performance and Recent Project Updates panels', () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Project Management' })).toHaveTextContent('Pending Review');
    expect(screen.getByRole('region', { name: 'Team Performance' })).toHaveTextContent('Priya Menon');
    expect(screen.getByRole('region', { name: 'Recent Project Updates' })).toHaveTextContent('GSTR-1');
  });

  it('offers View Projects only as a disabled button that says the screen is not there yet, not as a link', () => {
    renderPage();
    expect(screen.queryByRole('link', { name: 'View Projects' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'View Projects' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The Projects screen is not available yet.');
  });
});
