import { ROLE_LABELS, type Role } from '@firm/shared/domain/auth';
import { useSessionUser } from '@firm/shared/runtime';
import { RoleCard } from './role-card';

export type SignedInRoleCardProps = { role: Role; access: string };

/** The area's role card for whoever is signed in: the role's label, what it may open and the session's e-mail. */
export function SignedInRoleCard({ role, access }: SignedInRoleCardProps) {
  const email = useSessionUser()?.email;
  return <RoleCard roleLabel={ROLE_LABELS[role]} access={access} email={email} />;
}
