import { Box, Skeleton } from '@mui/material';

const ROWS = 4;

/** Stands in for the role's links while its remote's navigation loads. */
export function NavSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <Box aria-hidden data-testid="nav-skeleton" sx={{ px: 2, py: 0.5 }}>
      {Array.from({ length: ROWS }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 44, my: 0.25 }}>
          <Skeleton variant="circular" width={20} height={20} sx={{ bgcolor: 'rgba(255,255,255,0.12)', flexShrink: 0 }} />
          {!collapsed && <Skeleton variant="rounded" height={14} sx={{ bgcolor: 'rgba(255,255,255,0.12)', flexGrow: 1 }} />}
        </Box>
      ))}
    </Box>
  );
}
