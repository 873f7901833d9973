import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ROLE_BY_ID, ROLE_LABELS } from '@firm/shared/domain/auth';
import {
  unsupportedUserTypeMessage,
  type OrgUser,
  type RegisteredUser,
  type RegistrableRole,
  type StaffRegistrationBody,
  type ToggleUserStatusBody,
  type UserUpdateBody,
} from '@firm/shared/domain/user';
import { userListAnswerSchema } from '@firm/shared/domain/list';
import { http } from '@firm/shared/runtime';
import { invalidateKeys, listAndDetailQueries, listResource, updateCachedRows, useCacheWrite } from '@firm/shared/ui';

// Organisation users (spec 01 §7): the admin's User Directory, registration of any staff role,
// the status toggle and the admin's edit of a user. The super admin's admin list reuses the last two.

type Envelope<T> = { success?: boolean; message?: string; data?: T; user?: unknown };

const GROUPS = ['admin', 'supervisor', 'employee'] as const;

function roleLabelOf(user: Partial<OrgUser>, group?: (typeof GROUPS)[number]): string {
  if (user.role_name) return user.role_name;
  if (group) return ROLE_LABELS[group];
  const role = user.role_id ? ROLE_BY_ID[user.role_id] : undefined;
  return role ? ROLE_LABELS[role] : '';
}

function toOrgUser(raw: Partial<OrgUser>, group?: (typeof GROUPS)[number]): OrgUser {
  return {
    id: Number(raw.id),
    first_name: raw.first_name ?? '',
    last_name: raw.last_name ?? '',
    email: raw.email ?? '',
    phone: raw.phone ?? null,
    role_name: roleLabelOf(raw, group),
    is_active: raw.is_active !== false,
    firm_name: raw.firm_name ?? null,
    address: raw.address ?? null,
    designation: raw.designation ?? null,
    organization_id: raw.organization_id ?? null,
    role_id: Number(raw.role_id ?? 0),
    created_at: raw.created_at,
    updated_at: raw.updated_at,
  };
}

/** The grouped answer ({ admin, supervisor, employee }) flattened, or a plain list if that is what came. */
export function readOrganizationUsers(body: unknown): OrgUser[] {
  const data = (body as Envelope<unknown> | null)?.data ?? body;
  if (Array.isArray(data)) return data.map((u) => toOrgUser(u as Partial<OrgUser>));
  const groups = (data ?? {}) as Record<string, unknown>;
  const inner = Array.isArray(groups.users) ? (groups.users as Partial<OrgUser>[]) : null;
  if (inner) return inner.map((u) => toOrgUser(u));
  return GROUPS.flatMap((group) =>
    Array.isArray(groups[group]) ? (groups[group] as Partial<OrgUser>[]).map((u) => toOrgUser(u, group)) : [],
  );
}

export async function listOrganizationUsers(): Promise<OrgUser[]> {
  const { data } = await http.get('/api/v1/users/organization/users', { params: { role: 'USERS' } });
  return readOrganizationUsers(data);
}

/** GET /api/v1/users/users: a page of the organisation's users (the admin's User Directory), parsed with the route's schema. */
export const userList = listResource({
  key: 'org-users',
  path: '/api/v1/users/users',
  schema: userListAnswerSchema,
  select: (answer): { rows: OrgUser[] } => ({ rows: answer.data }),
});

export async function getOrgUser(id: number): Promise<OrgUser> {
  const { data } = await http.get<Envelope<Partial<OrgUser>> | Partial<OrgUser>>(`/api/v1/users/users/${id}`);
  const record = data && typeof data === 'object' && 'data' in data ? data.data : (data as Partial<OrgUser>);
  if (!record || typeof record !== 'object' || record.id === undefined) throw new Error('Failed to fetch user data');
  return toOrgUser(record);
}

export type RegistrationAnswer = { success?: boolean; message?: string; data?: RegisteredUser };

/** POST /api/auth/register/{type}; the answer is returned as it came. */
export async function registerUser(
  type: RegistrableRole,
  body: StaffRegistrationBody & { firm_name?: string; address?: string },
): Promise<RegistrationAnswer> {
  if (!(GROUPS as readonly string[]).includes(type)) throw new Error(unsupportedUserTypeMessage(type));
  const { data } = await http.post<RegistrationAnswer>(`/api/auth/register/${type}`, body);
  return data ?? {};
}

export type ToggleStatusAnswer = { success?: boolean; message?: string; user?: unknown };

export async function toggleUserStatus(body: ToggleUserStatusBody): Promise<ToggleStatusAnswer> {
  const { data } = await http.post<ToggleStatusAnswer>('/api/auth/toggle-user-status', body);
  return data ?? {};
}

export type UserUpdateAnswer = { success?: boolean; message?: string; data?: Partial<OrgUser> };

/** The admin's edit of a user (PUT /api/v1/users/users/{id}). */
export async function updateOrgUser(id: number, body: UserUpdateBody): Promise<UserUpdateAnswer> {
  const { data } = await http.put<UserUpdateAnswer>(`/api/v1/users/users/${id}`, body);
  return data ?? {};
}

export const orgUserQueries = {
  ...listAndDetailQueries(userList, getOrgUser),
  /** Every user, grouped by role on the wire: what a picker of assignees needs (spec 02). */
  everyone: () => queryOptions({ queryKey: [...userList.all(), 'everyone'] as const, queryFn: listOrganizationUsers }),
};

export const useRegisterUser = () =>
  useCacheWrite(
    ({ type, body }: { type: RegistrableRole; body: StaffRegistrationBody }) => registerUser(type, body),
    (queryClient) => queryClient.invalidateQueries({ queryKey: orgUserQueries.all() }),
  );

/** A status toggle shows at once on every cached page of the lists under `lists` (users or admins). */
export function showUserStatus<User extends { id: number; is_active: boolean }>(
  queryClient: QueryClient,
  lists: readonly unknown[],
  body: ToggleUserStatusBody,
) {
  updateCachedRows<User>(queryClient, lists, (u) => (u.id === body.user_id ? { ...u, is_active: body.is_active } : u));
}

export const useToggleUserStatus = () =>
  useCacheWrite(toggleUserStatus, (queryClient, _answer, body) => {
    showUserStatus<OrgUser>(queryClient, orgUserQueries.lists(), body);
    invalidateKeys(queryClient, orgUserQueries.detail(body.user_id).queryKey);
  });

export const useUpdateOrgUser = () =>
  useCacheWrite(
    ({ id, body }: { id: number; body: UserUpdateBody }) => updateOrgUser(id, body),
    (queryClient, _answer, { id }) => invalidateKeys(queryClient, orgUserQueries.lists(), orgUserQueries.detail(id).queryKey),
  );
