import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/runtime';
import { lazyScreen, theme } from '@firm/shared/ui';
import { ROLES, type Role } from '@firm/shared/domain/auth';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useRoleNav } from '../remotes/use-role-nav';
import { NotFoundPage } from '../public/not-found-page';
import { RequireRole } from '../auth/require-role';
import { PortalLayout } from '../layout/portal-layout';
import { SessionSync } from '../auth/session-sync';

// Pages of their own chunk: a role's area opens without their forms and schemas (zod, which the
// remote brings itself for its lists). The sign-in page is not here: it opens without the portal
// (auth/sign-in-route.tsx).
const ProfilePage = lazyScreen(() => import('../profile/profile-page').then((m) => m.ProfilePage));
const MailboxPage = lazyScreen(() => import('../dev/mailbox-page').then((m) => m.MailboxPage));

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
