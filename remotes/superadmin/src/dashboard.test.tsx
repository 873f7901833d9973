import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { useSessionStore } from '@firm/shared/runtime';
import { DashboardPage } from './dashboard';

const renderPage = () => renderScreen(<DashboardPage />);

describe('super admin DashboardPage', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('welcomes the super admin with a role badge and the three sample panels', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Super Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'User Management' });
    expect(within(users).getByText('Total Admins')).toBeInTheDocument();
    expect(within(users).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System Settings' })).toHaveTextContent('FY 2025-26');
    expect(within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('names the signed-in super admin', () => {
    useSessionStore.getState().signIn('token', { id: 1, name: 'Meera Shah', email: 'meera@firm.example', role: 'superadmin' });
    renderPage();
    expect(screen.getByText('Signed in as meera@firm.example')).toBeInTheDocument();
  });
});
