import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '@firm/shared/domain';
import { useSessionUser } from '@firm/shared/runtime';

export type RequireRoleProps = { role: Role; children: ReactNode };

/** Spec 01 §4: a page of a role needs a stored e-mail and that stored role, else it is sign-in. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const user = useSessionUser();
  if (!user?.email || user.role !== role) return <Navigate to="/auth/signin" replace />;
  return children;
}
