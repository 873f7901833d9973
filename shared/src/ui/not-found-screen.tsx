import { Link as RouterLink } from 'react-router-dom';
import { Button, Paper, Stack, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import DashboardIcon from '@mui/icons-material/Dashboard';

export const NOT_FOUND_TITLE = 'Oops! Page not found';

export type NotFoundScreenProps = {
  /** The signed-in user's dashboard, offered first: inside the portal that is "home" for them. */
  dashboardPath?: string;
};

/**
 * Spec 01 §2: any other path shows the 404 page with a link home. Inside the portal it renders in the
 * layout (sidebar and top bar stay), so a mistyped address does not look like a lost session.
 */
export function NotFoundScreen({ dashboardPath }: NotFoundScreenProps) {
  return (
    <Paper component="section" aria-labelledby="not-found-title" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: { xs: 56, sm: 72 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.7 }}>
        404
      </Typography>
      <Typography id="not-found-title" variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 520, mx: 'auto' }}>
        The page you are looking for does not exist or has moved. Check the address, or start again from your dashboard.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        {dashboardPath ? (
          <Button component={RouterLink} to={dashboardPath} variant="contained" startIcon={<DashboardIcon />}>
            Go to dashboard
          </Button>
        ) : null}
        <Button component={RouterLink} to="/" variant={dashboardPath ? 'outlined' : 'contained'} startIcon={<HomeIcon />}>
          Back to home
        </Button>
      </Stack>
    </Paper>
  );
}
