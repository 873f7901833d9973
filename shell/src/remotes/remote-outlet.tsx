import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Role } from '@firm/shared/domain';
import { containerName, loadRemoteMap } from './remote-registry';

type RemoteModule = { default: ComponentType };

export type RemoteLoader = (role: Role) => Promise<RemoteModule>;

/** Resolves `<container>/routes` of a role through the manifest listed in /remotes.json. */
export const loadRoleRoutes: RemoteLoader = async (role) => {
  const remotes = await loadRemoteMap();
  if (!remotes[role]) throw new Error(`No remote is configured for the ${role} area`);
  try {
    const mod = await loadRemote<RemoteModule>(`${containerName(role)}/routes`);
    if (!mod?.default) throw new Error(`The ${role} area did not provide its screens`);
    return mod;
  } catch (error) {
    // The runtime remembers a failed container; registering it again makes Retry fetch it anew.
    registerRemotes([{ name: containerName(role), entry: remotes[role]! }], { force: true });
    throw error;
  }
};

type BoundaryProps = { onRetry: () => void; role: Role; children: ReactNode };
type BoundaryState = { error: Error | null };

class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={this.props.onRetry}>
              Retry
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>This part of the portal could not be loaded.</Typography>
          <Typography variant="body2">
            Check your connection and retry. Other parts of the portal keep working.
          </Typography>
        </Alert>
      </Box>
    );
  }
}

export type RemoteOutletProps = { role: Role; loader?: RemoteLoader };

/** Renders a role's federated screens; a failed load shows a panel with Retry inside the layout. */
export function RemoteOutlet({ role, loader = loadRoleRoutes }: RemoteOutletProps) {
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(() => lazy(() => loader(role)), [loader, role, attempt]);
  return (
    <RemoteBoundary key={`${role}:${attempt}`} role={role} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
            <CircularProgress aria-label="Loading" />
          </Box>
        }
      >
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
