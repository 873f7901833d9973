import { NavLink as RouterNavLink } from 'react-router-dom';
import { Box, Divider, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import { FIRM } from '@firm/shared/domain/firm';
import type { Role } from '@firm/shared/domain/auth';
import { BRAND, FOCUS_RING, type RoleNavLink } from '@firm/shared/ui';
import { FirmMark } from './firm-mark';
import { NavSkeleton } from './nav-skeleton';
import { linkHref, PROFILE_LINK } from './role-nav';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_NARROW_WIDTH = 72;

export type SidebarProps = {
  role: Role;
  /** The role's links as its remote declares them; `null` while they load (a skeleton stands in). */
  links: readonly RoleNavLink[] | null;
  collapsed: boolean;
  /** Absent on phones, where the sidebar is a drawer that is always expanded. */
  onToggle?: () => void;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** Phones only: the app bar has no room for who is signed in, so the drawer shows it. */
  identity?: { name: string; roleLabel: string };
};

const itemSx = {
  minHeight: 44,
  borderRadius: 2,
  mx: 1,
  my: 0.25,
  px: 1.75,
  color: 'rgba(255,255,255,0.78)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: '#fff' },
  '&.Mui-focusVisible': {
    outline: `${FOCUS_RING.width}px solid ${FOCUS_RING.onDark}`,
    outlineOffset: -FOCUS_RING.width,
    bgcolor: 'rgba(255,255,255,0.08)',
  },
  '&.active': { bgcolor: 'rgba(255,255,255,0.14)', color: '#fff', '& .MuiListItemIcon-root': { color: BRAND.gold } },
} as const;

/** The portal's navigation (spec 01 §2, portal shell): the role's links, a collapse toggle and Sign Out. */
export function Sidebar({ role, links, collapsed, onToggle, onNavigate, onSignOut, signingOut, identity }: SidebarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: BRAND.navy, color: '#fff' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: collapsed ? 1.5 : 2, py: 2, minHeight: 64 }}>
        <FirmMark size={collapsed ? 40 : 36} onDark />
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 700, fontSize: 15 }}>
              {FIRM.name}
            </Typography>
            <Typography noWrap variant="caption" sx={{ color: 'rgba(255,255,255,0.6)' }}>
              Portal
            </Typography>
          </Box>
        )}
      </Box>
      {identity && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
            {identity.name}
          </Typography>
          <Typography variant="caption" sx={{ color: BRAND.gold }}>
            {identity.roleLabel}
          </Typography>
        </Box>
      )}
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.1)' }} />
      <List
        component="nav"
        aria-label="Portal"
        aria-busy={links === null}
        sx={{ flexGrow: 1, py: 1.5, overflowY: 'auto', overflowX: 'hidden' }}
      >
        {links === null ? <NavSkeleton collapsed={collapsed} /> : null}
        {(links ?? [PROFILE_LINK]).map((link) => {
          const Icon = link.icon;
          return (
            <Tooltip key={link.label} title={collapsed ? link.label : ''} placement="right" arrow>
              <ListItemButton
                component={RouterNavLink}
                to={linkHref(role, link)}
                end={link.path === ''}
                onClick={onNavigate}
                aria-label={collapsed ? link.label : undefined}
                sx={itemSx}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {!collapsed && (
                  <ListItemText primary={link.label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: 500 } } }} />
                )}
              </ListItemButton>
            </Tooltip>
          );
        })}
      </List>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.1)' }} />
      <Box sx={{ py: 1 }} data-testid="sidebar-footer">
        <Tooltip title={collapsed ? 'Sign Out' : ''} placement="right" arrow>
          <ListItemButton onClick={onSignOut} aria-busy={signingOut} aria-label={collapsed ? 'Sign Out' : undefined} sx={itemSx}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {!collapsed && <ListItemText primary="Sign Out" slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />}
          </ListItemButton>
        </Tooltip>
        {onToggle && (
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1.5, pt: 0.5 }}>
            <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
              <IconButton
                onClick={onToggle}
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                sx={{ color: 'rgba(255,255,255,0.7)', '&.Mui-focusVisible': { outlineColor: FOCUS_RING.onDark } }}
              >
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
    </Box>
  );
}
