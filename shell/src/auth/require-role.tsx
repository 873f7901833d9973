import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@firm/shared/domain';
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
  if (!user?.email || user.role !== role) {
    return (
      <>
        <RememberPath />
        <Navigate to="/auth/signin" replace />
      </>
    );
  }
  return children;
}
