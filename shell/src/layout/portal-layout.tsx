import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { ROLE_LABELS, type Role } from '@firm/shared/domain/auth';
import { useSessionUser } from '@firm/shared/runtime';
import { ScrollToTop } from '../public/scroll-to-top';
import type { RoleNavLink } from '@firm/shared/ui';
import { missingHomeFallback, pageTitleFor } from './role-nav';
import { Sidebar, SIDEBAR_NARROW_WIDTH, SIDEBAR_WIDTH } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useSignOut } from './use-sign-out';
import { SkipLink } from './skip-link';
import { useFocusPageHeading } from './use-focus-page-heading';

const MAIN_ID = 'main-content';

export type PortalLayoutProps = {
  role: Role;
  /** The sidebar's links (the remote's and the shell's); `null` while the remote's are loading. */
  links: readonly RoleNavLink[] | null;
  children: ReactNode;
};

/** The signed-in frame: sidebar (a drawer on phones), app bar, and the page. */
export function PortalLayout({ role, links, children }: PortalLayoutProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const user = useSessionUser();
  const { collapsed, toggle } = useSidebarCollapsed();
  const { signOut, signingOut } = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useFocusPageHeading(MAIN_ID);
  const navigate = useNavigate();
  const location = useLocation();
  const fallback = missingHomeFallback(role, links, pathname);
  useEffect(() => {
    // The navigation state goes along: after sign-in it asks the page to focus its heading.
    if (fallback) navigate(fallback, { replace: true, state: location.state });
  }, [fallback, navigate, location.state]);

  const width = collapsed ? SIDEBAR_NARROW_WIDTH : SIDEBAR_WIDTH;
  const sidebarProps = { role, links, onSignOut: signOut, signingOut };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <ScrollToTop />
      <SkipLink targetId={MAIN_ID} />
      {isPhone ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}
        >
          <Sidebar
            {...sidebarProps}
            collapsed={false}
            onNavigate={() => setDrawerOpen(false)}
            identity={{ name: user?.name ?? '', roleLabel: ROLE_LABELS[role] }}
          />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
            '& .MuiDrawer-paper': {
              width,
              border: 0,
              overflowX: 'hidden',
              transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
            },
          }}
        >
          <Sidebar {...sidebarProps} collapsed={collapsed} onToggle={toggle} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          title={pageTitleFor(role, links, pathname)}
          name={user?.name ?? ''}
          role={role}
          onOpenNavigation={isPhone ? () => setDrawerOpen(true) : undefined}
          onSignOut={signOut}
          signingOut={signingOut}
        />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ outline: 'none', flexGrow: 1, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1440, mx: 'auto' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
