import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Role } from '@firm/shared/domain/auth';
import { loadedRoleRoutes, loadRoleRoutes, type RemoteRoutesModule } from './remote-modules';

export type RemoteLoader = (role: Role) => Promise<RemoteRoutesModule>;

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
          <Typography variant="body2">Check your connection and retry. Other parts of the portal keep working.</Typography>
        </Alert>
      </Box>
    );
  }
}

export type RemoteOutletProps = {
  role: Role;
  loader?: RemoteLoader;
  /** Retry was chosen: whatever else of the remote failed (its navigation) loads again too. */
  onRetry?: () => void;
};

/** Renders a role's federated screens; a failed load shows a panel with Retry inside the layout. */
export function RemoteOutlet({ role, loader = loadRoleRoutes, onRetry }: RemoteOutletProps) {
  const [attempt, setAttempt] = useState(0);
  // Retry (a new attempt) builds a new lazy component. The first attempt takes the screens as they are
  // when the page's early start has loaded them: rendered at once rather than suspended for a tick.
  const Routes = useMemo(() => {
    const loaded = loader === loadRoleRoutes && attempt === 0 ? loadedRoleRoutes(role) : undefined;
    return loaded ? loaded.default : lazy(() => loader(role));
  }, [loader, role, attempt]);
  const handleRetry = () => {
    onRetry?.();
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${role}:${attempt}`} role={role} onRetry={handleRetry}>
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
