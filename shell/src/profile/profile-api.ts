import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore, type SessionUser } from '@firm/shared/runtime';
import { http } from '@firm/shared/runtime';

/** A user (or a client contact) as GET /api/v1/users/users/{id} returns it. */
export type UserRecord = {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  role_name?: string | null;
  firm_name?: string | null;
  designation?: string | null;
  organization_id?: number | string | null;
};

/** What the profile page edits; the call always sends is_active: true (spec 01 §7). */
export type ProfileValues = { first_name: string; last_name: string; email: string; phone: string };

type Envelope<T> = { success?: boolean; message?: string; data?: T };

// Spec 01 §7: the answer is "success plus data, or a bare object"; a message-only answer has no record.
function unwrap<T extends object>(body: Envelope<T> | T | null | undefined): T | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if ('data' in body) return body.data ?? undefined;
  if ('success' in body) return undefined;
  return body as T;
}

export async function getUser(id: string): Promise<UserRecord> {
  const { data } = await http.get<Envelope<UserRecord> | UserRecord>(`/api/v1/users/users/${encodeURIComponent(id)}`);
  const user = unwrap(data);
  if (!user) throw new Error('Invalid response format from server');
  return user;
}

/** Saves a profile; the answer's record when the server sends one. */
export async function updateUser(id: string, values: ProfileValues): Promise<UserRecord | undefined> {
  return (await saveProfile(id, values)).record;
}

/** `pendingEmail`: one's own new address, which changes only once its code is entered. */
export type ProfileSaveResult = { record?: UserRecord; pendingEmail?: string };

export async function saveProfile(id: string, values: ProfileValues): Promise<ProfileSaveResult> {
  const { data } = await http.put<(Envelope<UserRecord> & { pending_email?: string }) | UserRecord>(
    `/api/v1/users/users/${encodeURIComponent(id)}`,
    {
      ...values,
      is_active: true,
    },
  );
  const pendingEmail =
    data && typeof data === 'object' && 'pending_email' in data && typeof data.pending_email === 'string' ? data.pending_email : undefined;
  return { record: unwrap(data), ...(pendingEmail ? { pendingEmail } : {}) };
}

/** The stored session's view of a profile record: only the parts the record actually carries. */
export function profileSessionPatch(record: Partial<UserRecord>): Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phone'>> {
  const patch: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phone'>> = {};
  if (record.first_name) patch.firstName = record.first_name;
  if (typeof record.last_name === 'string') patch.lastName = record.last_name;
  if (record.email) patch.email = record.email;
  if (typeof record.phone === 'string') patch.phone = record.phone;
  return patch;
}

export const profileQueries = {
  all: () => ['profile'] as const,
  detail: (id: string) => queryOptions({ queryKey: [...profileQueries.all(), 'detail', id] as const, queryFn: () => getUser(id) }),
};

/** Saves the signed-in user's profile, then updates the stored name, e-mail and phone. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  const updateStoredUser = useSessionStore((state) => state.updateUser);
  return useMutation({
    mutationFn: (values: ProfileValues) => saveProfile(id, values),
    onSuccess: ({ record: saved, pendingEmail }, values) => {
      // A message-only answer: what was sent is what is stored (all but an e-mail still waiting for its code).
      const sent = pendingEmail ? { ...values, email: useSessionStore.getState().user?.email ?? '' } : values;
      const record: UserRecord = saved ?? { id, is_active: true, ...sent };
      updateStoredUser(profileSessionPatch(record));
      queryClient.setQueryData(profileQueries.detail(id).queryKey, record);
    },
  });
}
