import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';

/**
 * One sidebar link a role's remote declares in its `./nav` module. The shell renders what the remote
 * declares, so a new screen and its link ship with the role's bundle alone.
 */
export type RoleNavLink = {
  label: string;
  /** Relative to /dashboard/<role>; '' is the role's dashboard. */
  path: string;
  icon: ComponentType<SvgIconProps>;
  /** Position in the sidebar, ascending; the shell's own Profile link sits at PROFILE_NAV_ORDER. */
  order: number;
};

/** What a remote's `./nav` module exports. */
export type RoleNavModule = { navLinks: readonly RoleNavLink[] };

export const PROFILE_NAV_ORDER = 1000;
