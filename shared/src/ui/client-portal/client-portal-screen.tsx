import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useSessionUser } from '@firm/shared/runtime';
import { CLIENT_PORTAL_TEXT } from './client-portal-errors';

export type ClientPortalScreenProps = {
  /** The screen's h1 (PageHeader or DashboardHeader). */
  header: ReactNode;
  /** The screen below its header, for the signed-in contact's client. */
  children: (clientId: string) => ReactNode;
};

/** A client screen: the spec's calls need the stored client id, so without one it says so instead. */
export function ClientPortalScreen({ header, children }: ClientPortalScreenProps) {
  const clientId = useSessionUser()?.clientId;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {header}
      {clientId ? children(clientId) : <Alert severity="error">{CLIENT_PORTAL_TEXT.noClientId}</Alert>}
    </Box>
  );
}
