import { AppBar, Avatar, Box, Button, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { ROLE_LABELS, type Role } from '@firm/shared/domain/auth';
import { BRAND } from '@firm/shared/ui';

export type TopBarProps = {
  title: string;
  name: string;
  role: Role;
  /** Phones only: opens the navigation drawer. */
  onOpenNavigation?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
};

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The portal's app bar: the page's title, who is signed in, and Sign Out. */
export function TopBar({ title, name, role, onOpenNavigation, onSignOut, signingOut }: TopBarProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: '1px solid #e3e8f0', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, sm: 64 } }}>
        {onOpenNavigation && (
          <IconButton edge="start" onClick={onOpenNavigation} aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
        )}
        {/* Plain text: the page's own heading in main is its one h1. */}
        <Typography
          component="p"
          variant="h6"
          noWrap
          data-testid="page-title"
          sx={{ flexGrow: 1, fontWeight: 700, color: BRAND.navy, fontSize: { xs: 17, sm: 20 } }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <Avatar sx={{ width: 34, height: 34, bgcolor: BRAND.blue, fontSize: 14, fontWeight: 700 }} aria-hidden>
            {initialsOf(name)}
          </Avatar>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, lineHeight: 1.2 }}>
            <Typography noWrap sx={{ fontWeight: 600, fontSize: 14, maxWidth: 200 }}>
              {name}
            </Typography>
            <Chip label={ROLE_LABELS[role]} size="small" color="primary" variant="outlined" sx={{ height: 20, fontSize: 11, mt: 0.25 }} />
          </Box>
        </Box>
        <Button
          onClick={onSignOut}
          disabled={signingOut}
          variant="outlined"
          color="primary"
          aria-label="Sign Out"
          sx={{ ml: 0.5, minWidth: 0, px: { xs: 1, sm: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
          startIcon={<LogoutIcon />}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Sign Out
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
