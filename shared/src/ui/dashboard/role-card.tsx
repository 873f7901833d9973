import { Box, Chip, Paper, Typography } from '@mui/material';

export type RoleCardProps = {
  roleLabel: string;
  access: string;
  email: string | null | undefined;
};

/** The signed-in role and what it may open; a named region, found as 'Your role'. */
export function RoleCard({ roleLabel, access, email }: RoleCardProps) {
  return (
    <Paper
      component="section"
      aria-label="Your role"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Chip label={roleLabel} color="primary" />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{access}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Signed in as {email || '—'}
        </Typography>
      </Box>
    </Paper>
  );
}
