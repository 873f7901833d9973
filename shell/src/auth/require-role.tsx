import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@firm/shared/domain/auth';
import { rememberReturnPath, useSessionUser } from '@firm/shared/runtime';

export type RequireRoleProps = { role: Role; children: ReactNode };

/** Keeps the address asked for, so that signing in leads back to it (a deep link opened signed out). */
function RememberPath() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => rememberReturnPath(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** Spec 01 §4: a page of a role needs a stored e-mail and that stored role, else it is sign-in. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useSessionUser();
  const allowed = Boolean(user?.email) && user?.role === role;
  // A user who was in the area and is now gone signed out (here or in another tab): Sign Out clears all
  // browser storage, so the page left is not remembered. An expired session keeps its user (only the
  // tokens go) and the 401 handler remembers the page itself.
  const wasIn = useRef(false);
  if (allowed) wasIn.current = true;
  if (!allowed) {
    return (
      <>
        {wasIn.current ? null : <RememberPath />}
        <Navigate to="/auth/signin" replace />
      </>
    );
  }
  return children;
}
