import { useParams } from 'react-router-dom';
import { ThemeProvider, CssBaseline } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/api';
import { theme } from '@firm/shared/ui';
import { ROLES, type Role } from '@firm/shared/domain';
import type { ReactNode } from 'react';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { NotFoundPage } from '../public/not-found-page';

function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

export function SignInRoute() {
  return <PortalProviders>Sign in</PortalProviders>;
}

export function MailboxRoute() {
  return <PortalProviders>Mailbox</PortalProviders>;
}

export function DashboardRoute() {
  const { role } = useParams();
  if (!(ROLES as readonly string[]).includes(role ?? '')) return <NotFoundPage />;
  return (
    <PortalProviders>
      <RemoteOutlet role={role as Role} />
    </PortalProviders>
  );
}
