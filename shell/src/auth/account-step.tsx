import { Box, Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import type { AccountChoice } from '@firm/shared/domain/auth';

export type AccountStepProps = {
  email: string;
  accounts: AccountChoice[];
  busy: boolean;
  onSelect: (accountId: number) => void;
  onChangeEmail: () => void;
};

/** After the code: the client accounts this address has, one button each (issue 8). */
export function AccountStep({ email, accounts, busy, onSelect, onChangeEmail }: AccountStepProps) {
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h2" sx={{ fontWeight: 600 }} id="account-step-title">
          Choose an account
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {email.trim()} is a contact of several companies. Which one do you want to open?
        </Typography>
      </Box>
      <List
        aria-labelledby="account-step-title"
        disablePadding
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
      >
        {accounts.map((account, index) => (
          <ListItemButton
            key={account.account_id}
            divider={index < accounts.length - 1}
            disabled={busy}
            onClick={() => onSelect(account.account_id)}
            sx={{ gap: 1.5 }}
          >
            <BusinessIcon sx={{ color: 'primary.main' }} aria-hidden />
            <ListItemText
              primary={account.client_name ?? account.name}
              secondary={`with ${account.firm_name}`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        ))}
      </List>
      <Button variant="text" size="small" onClick={onChangeEmail} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Change Email Address
      </Button>
    </Stack>
  );
}
