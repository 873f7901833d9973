import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import CategoryIcon from '@mui/icons-material/Category';
import { theme } from '@firm/shared/ui';
import { useSessionStore } from '@firm/shared/runtime';
import { sessionExpiry } from '@firm/shared/runtime';
import type { Role } from '@firm/shared/domain/auth';
import type { RoleNavLink } from '@firm/shared/ui';
import { mockApi, type MockReply } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { PortalLayout } from './portal-layout';
import { sidebarLinks } from './role-nav';

// What a remote's ./nav module declares (each remote's own nav test holds the spec's list); given out
// of order on purpose: the sidebar sorts by `order`.
const REMOTE_LINKS: RoleNavLink[] = [
  { label: 'Users', path: 'users', icon: PeopleIcon, order: 30 },
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'Clients', path: 'clients', icon: BusinessIcon, order: 20 },
  { label: 'Service Categories', path: 'service-categories', icon: CategoryIcon, order: 50 },
];

function openLayout(role: Role, at = `/dashboard/${role}`, links: RoleNavLink[] | null = sidebarLinks(REMOTE_LINKS)) {
  useSessionStore.getState().signIn('jwt', { id: 41, name: 'Asha Rao', email: 'asha@example.in', role });
  return renderScreen(
    <PortalLayout role={role} links={links}>
      <p>Page content</p>
    </PortalLayout>,
    { at, path: `/dashboard/${role}/*` },
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Portal' });
const linksOf = () =>
  within(sidebar())
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

function phoneScreen(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

let logoutReply: MockReply = { status: 200, data: { success: true, message: 'Signed out' } };
const calls = () => mockApi(() => logoutReply);

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
  phoneScreen(false);
  logoutReply = { status: 200, data: { success: true, message: 'Signed out' } };
});
afterEach(() => {
  useSessionStore.getState().signOut();
  jest.restoreAllMocks();
});

describe('the portal sidebar', () => {
  it('lists the links the role’s remote declares in their order, then the shell’s Profile', () => {
    openLayout('admin');
    expect(linksOf()).toEqual([
      ['Dashboard', '/dashboard/admin'],
      ['Clients', '/dashboard/admin/clients'],
      ['Users', '/dashboard/admin/users'],
      ['Service Categories', '/dashboard/admin/service-categories'],
      ['Profile', '/dashboard/admin/profile'],
    ]);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('shows a skeleton and Profile while the remote’s links load, with no title guessed for its pages', () => {
    openLayout('admin', '/dashboard/admin/clients', null);
    expect(sidebar()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('nav-skeleton')).toBeInTheDocument();
    expect(linksOf()).toEqual([['Profile', '/dashboard/admin/profile']]);
    expect(screen.getByTestId('page-title')).toHaveTextContent(/^$/);
  });

  it('titles the profile page while the remote’s links are still loading', () => {
    openLayout('client', '/dashboard/client/profile', null);
    expect(within(screen.getByRole('banner')).getByText('Profile')).toBeInTheDocument();
  });

  it('shows the signed-in user, the role and the page title as plain text in the app bar', () => {
    openLayout('admin', '/dashboard/admin/service-categories');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Service Categories')).toBeInTheDocument();
    // The page's own heading is its one h1.
    expect(within(bar).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(bar).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(bar).getByText('Admin')).toBeInTheDocument();
  });

  it('stands the dashboard in for a spec home (Projects) whose screen the role does not declare yet', async () => {
    openLayout('admin', '/dashboard/admin/tasks');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin'));
  });

  it('marks the link of the current page', () => {
    openLayout('admin', '/dashboard/admin/users');
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('narrows to icons with names on toggle and remembers the choice', async () => {
    const view = openLayout('admin');
    expect(within(sidebar()).getByText('Clients')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar()).queryByText('Clients')).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');

    view.unmount();
    openLayout('admin');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar()).getByText('Clients')).toBeInTheDocument();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
  });

  it('opens as a drawer with the signed-in user from the menu button on a phone, and closes after a link is chosen', async () => {
    phoneScreen(true);
    const view = openLayout('admin');
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(within(screen.getByRole('presentation')).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(screen.getByRole('presentation')).getByText('Admin')).toBeInTheDocument();
    await view.user.click(within(sidebar()).getByRole('link', { name: 'Clients' }));
    expect(currentPath()).toBe('/dashboard/admin/clients');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument());
  });
});

describe('keyboard and screen-reader paths', () => {
  function PageWithHeading() {
    const { pathname } = useLocation();
    return (
      <>
        <h1>Heading of {pathname}</h1>
        <Link to="/dashboard/admin/users">Open users</Link>
      </>
    );
  }

  function openAt(entry: { pathname: string; state?: unknown }) {
    useSessionStore.getState().signIn('jwt', { id: 41, name: 'Asha Rao', email: 'asha@example.in', role: 'admin' });
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route
                path="/dashboard/admin/*"
                element={
                  <PortalLayout role="admin" links={sidebarLinks(REMOTE_LINKS)}>
                    <PageWithHeading />
                  </PortalLayout>
                }
              />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    return user;
  }

  it('offers a skip link first that takes focus to the page’s heading', async () => {
    const user = openAt({ pathname: '/dashboard/admin' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Heading of /dashboard/admin' })).toHaveFocus();
  });

  it('leaves focus alone on a page opened fresh, so the skip link stays the first stop', async () => {
    openAt({ pathname: '/dashboard/admin' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the page’s heading after sign-in', async () => {
    openAt({ pathname: '/dashboard/admin', state: { focusHeading: true } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('moves focus to the new page’s heading after a navigation', async () => {
    const user = openAt({ pathname: '/dashboard/admin' });
    await user.click(screen.getByRole('link', { name: 'Open users' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Heading of /dashboard/admin/users' })).toHaveFocus());
  });
});

describe('signing out', () => {
  it.each([
    ['the server revokes the session', { status: 200, data: { success: true, message: 'Signed out' } }],
    ['the server cannot be reached', { status: 0 }],
  ])('clears browser storage and the cache and lands on sign-in when %s', async (_case, reply) => {
    logoutReply = reply;
    const made = calls();
    const view = openLayout('employee');
    sessionStorage.setItem('token', 'old');
    view.queryClient.setQueryData(['profile', 'detail', '41'], { id: 41 });
    await view.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/signin'));
    expect(made).toEqual([{ method: 'POST', url: '/api/auth/logout', body: {} }]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(useSessionStore.getState().user).toBeNull();
    expect(view.queryClient.getQueryData(['profile', 'detail', '41'])).toBeUndefined();
  });

  it('offers Sign Out in the sidebar too', async () => {
    calls();
    const view = openLayout('client');
    await view.user.click(within(screen.getByTestId('sidebar-footer')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/signin'));
  });
});
