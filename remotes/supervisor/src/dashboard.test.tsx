import { screen } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { useSessionStore } from '@firm/shared/runtime';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('supervisor DashboardPage', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('shows the role card with access and the signed-in e-mail', () => {
    useSessionStore.getState().signIn('token', { id: 3, name: 'Vikram Joshi', email: 'vikram@firm.example', role: 'supervisor' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Supervisor Dashboard' })).toBeInTheDocument();
    const role = screen.getByRole('region', { name: 'Your role' });
    expect(role).toHaveTextContent('Supervisor');
    expect(role).toHaveTextContent('Access: Projects, Reports');
    expect(role).toHaveTextContent('vikram@firm.example');
  });

  it('shows a dash instead of an e-mail when nobody is signed in', () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Your role' })).toHaveTextContent('Signed in as —');
  });

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
