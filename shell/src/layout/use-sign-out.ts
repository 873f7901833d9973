import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../auth/logout-api';
import { useSessionStore } from '@firm/shared/runtime';

/** Spec 01 §4: Sign Out revokes the session on the server, clears all browser storage and goes to sign-in. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearSession = useSessionStore((state) => state.signOut);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // Leaving must work offline too; the cookie's token expires on its own.
    }
    clearSession();
    queryClient.clear();
    navigate('/auth/signin', { replace: true });
  }, [clearSession, navigate, queryClient]);

  return { signOut, signingOut };
}
