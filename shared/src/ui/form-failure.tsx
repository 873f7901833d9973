import type { ReactNode } from 'react';
import { Alert } from '@mui/material';

/** A form's failure over its fields (the server's words, or the screen's); nothing while there is none. */
export function FormFailure({ children }: { children: ReactNode }) {
  return children ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {children}
    </Alert>
  ) : null;
}
