import { Typography } from '@mui/material';

export function DashboardPage() {
  return <Typography variant="h4">Welcome to supervisor Dashboard</Typography>;
}
