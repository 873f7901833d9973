import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useSessionStore } from '@firm/shared/runtime';
import { profileQueries, profileSessionPatch, type UserRecord } from './profile-api';

// The second half of changing one's own e-mail: the code sent to the new address.

const base = (id: string) => `/api/v1/users/users/${encodeURIComponent(id)}/email-change`;

export async function confirmEmailChange(id: string, otp: string): Promise<UserRecord> {
  const { data } = await http.post<{ data: UserRecord }>(`${base(id)}/verify`, { otp });
  return data.data;
}

export async function resendEmailChange(id: string): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>(`${base(id)}/resend`, {});
  return data;
}

/** Confirms the code; the stored session and the cached profile then carry the new address. */
export function useConfirmEmailChange(id: string) {
  const queryClient = useQueryClient();
  const updateStoredUser = useSessionStore((state) => state.updateUser);
  return useMutation({
    mutationFn: (otp: string) => confirmEmailChange(id, otp),
    onSuccess: (record) => {
      updateStoredUser(profileSessionPatch(record));
      queryClient.setQueryData(profileQueries.detail(id).queryKey, record);
    },
  });
}

export function useResendEmailChange(id: string) {
  return useMutation({ mutationFn: () => resendEmailChange(id) });
}
