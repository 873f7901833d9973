import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/runtime';
import { lazyScreen, theme } from '@firm/shared/ui';
import { HOME_BY_ROLE, ROLES, type Role } from '@firm/shared/domain/auth';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useRoleNav } from '../remotes/use-role-nav';
import { NotFoundPage } from '../public/not-found-page';
import { RequireRole } from '../auth/require-role';
import { PortalLayout } from '../layout/portal-layout';
import { SessionSync } from '../auth/session-sync';
import { notifySessionExpired } from '../auth/session-notices';
import { takeReturnPath, takeSessionEnded, useSessionStore } from '@firm/shared/runtime';

// Pages of their own chunk: a role's area opens without their forms and schemas (zod, which the
// remote brings itself for its lists), and the sign-in page without the area's. The router loads the
// sign-in page's chunk beside this one (preloadSignIn), so it renders without a loading turn.
const SignInPage = lazyScreen(() => import('../auth/sign-in-page').then((m) => m.SignInPage), { quiet: true });
const ProfilePage = lazyScreen(() => import('../profile/profile-page').then((m) => m.ProfilePage));
const MailboxPage = lazyScreen(() => import('../dev/mailbox-page').then((m) => m.MailboxPage));
export const preloadSignIn = (): Promise<void> => SignInPage.preload();

// The shell owns every provider of the portal; remotes render inside them and never add their own.
function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

/** Where a user who is signed in already goes from the sign-in page, read once as the page opens. */
function useSignedInDestination(): string | null {
  const [destination] = useState(() => {
    const { user, accessToken } = useSessionStore.getState();
    return user?.email && accessToken ? (takeReturnPath(user.role) ?? HOME_BY_ROLE[user.role]) : null;
  });
  return destination;
}

/** Said once, on the sign-in page the end of a session led to (this tab's or another's). */
function SessionEndedNotice() {
  useEffect(() => {
    if (takeSessionEnded()) notifySessionExpired();
  }, []);
  return null;
}

export function SignInRoute() {
  const destination = useSignedInDestination();
  if (destination) return <Navigate to={destination} replace />;
  return (
    <PortalProviders>
      <SessionEndedNotice />
      <SignInPage />
    </PortalProviders>
  );
}

export function MailboxRoute() {
  return (
    <PortalProviders>
      <MailboxPage />
    </PortalProviders>
  );
}

/** The layout with the sidebar the role's remote declares: Profile is the shell's, everything else the remote's. */
function RoleAreaContent({ role }: { role: Role }) {
  const nav = useRoleNav(role);
  return (
    <PortalLayout role={role} links={nav.links}>
      <Routes>
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<RemoteOutlet role={role} onRetry={nav.retry} />} />
      </Routes>
    </PortalLayout>
  );
}

/** The role's content inside the guard: nothing of the remote loads before the role is checked. */
export function RoleArea({ role }: { role: Role }) {
  return (
    <RequireRole role={role}>
      <RoleAreaContent role={role} />
    </RequireRole>
  );
}

/** /dashboard/:role/* */
export function DashboardRoute() {
  const { role } = useParams();
  if (!isRole(role)) return <NotFoundPage />;
  return (
    <PortalProviders>
      <RoleArea role={role} />
    </PortalProviders>
  );
}
