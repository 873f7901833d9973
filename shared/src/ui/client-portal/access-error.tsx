import { useEffect } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { notify } from '../toast';
import { CLIENT_PORTAL_TEXT } from './client-portal-errors';

/**
 * Spec 02 §8: an account the client portal refuses sees why and whom to ask, with an 'Access Denied'
 * toast once, and stays on the page (signing in again would not help).
 */
export function AccessError() {
  useEffect(() => {
    notify({ title: CLIENT_PORTAL_TEXT.accessToast, message: CLIENT_PORTAL_TEXT.accessDetail, variant: 'error' });
  }, []);
  return (
    <Alert severity="error">
      <AlertTitle>{CLIENT_PORTAL_TEXT.accessTitle}</AlertTitle>
      {CLIENT_PORTAL_TEXT.accessDetail}
    </Alert>
  );
}
