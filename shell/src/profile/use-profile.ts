import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_TEXT, profileSaveErrorMessage } from '@firm/shared/domain';
import { profileQueries, useUpdateProfile, type ProfileValues } from './profile-api';
import { toHttpFailure } from '@firm/shared/domain';
import { readStoredToken, useAccessToken, useSessionUser } from '@firm/shared/runtime';
import { notify } from '@firm/shared/ui';

export type ProfileProblem = 'invalid-id' | 'no-token' | null;

/** Spec 01 §2 item 7, §5, §8: the signed-in user's profile, read-only until Edit Profile. */
export function useProfile() {
  const user = useSessionUser();
  const token = useAccessToken() ?? readStoredToken();
  const id = user?.id ?? '';
  const problem: ProfileProblem = !/^\d+$/.test(id) ? 'invalid-id' : !token ? 'no-token' : null;

  const query = useQuery({ ...profileQueries.detail(id), enabled: problem === null });
  const save = useUpdateProfile(id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  /** A new address of one's own, saved but waiting for the code sent to it. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const stored: ProfileValues = {
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
  // The server's record when it could be read, else what the browser stored at sign-in.
  const saved: ProfileValues = query.data
    ? {
        first_name: query.data.first_name ?? stored.first_name,
        last_name: query.data.last_name ?? stored.last_name,
        email: query.data.email || stored.email,
        phone: query.data.phone ?? stored.phone,
      }
    : stored;

  const reported = useRef<ProfileProblem | 'load-failed' | null>(null);
  useEffect(() => {
    const current = problem ?? (query.isError ? 'load-failed' : null);
    if (current === null || reported.current === current) return;
    reported.current = current;
    if (current === 'invalid-id') notify({ title: 'Error', message: PROFILE_TEXT.invalidUserId, variant: 'error' });
    if (current === 'no-token') notify({ title: 'Authentication Error', message: PROFILE_TEXT.signInAgain, variant: 'error' });
    if (current === 'load-failed') notify({ title: 'Warning', message: PROFILE_TEXT.loadFallback, variant: 'warning' });
  }, [problem, query.isError]);

  const handleSave = () => {
    if (!draft) return;
    if (problem === 'no-token') return notify({ title: 'Authentication Error', message: PROFILE_TEXT.signInAgain, variant: 'error' });
    if (problem === 'invalid-id') return notify({ title: 'Error', message: PROFILE_TEXT.invalidUserId, variant: 'error' });
    const values: ProfileValues = {
      first_name: draft.first_name.trim(),
      last_name: draft.last_name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
    };
    save.mutate(values, {
      onSuccess: (result) => {
        setEditing(false);
        setDraft(null);
        setPendingEmail(result.pendingEmail ?? null);
        notify({ title: 'Success', message: PROFILE_TEXT.saved, variant: 'success' });
      },
      onError: (error) => notify({ title: 'Error', message: profileSaveErrorMessage(toHttpFailure(error)), variant: 'error' }),
    });
  };

  return {
    user,
    problem,
    loading: query.isLoading,
    editing,
    saving: save.isPending,
    values: editing && draft ? draft : saved,
    pendingEmail,
    handleEmailChangeDone: () => setPendingEmail(null),
    handleEdit: () => {
      setDraft(saved);
      setEditing(true);
    },
    handleCancel: () => {
      setDraft(null);
      setEditing(false);
    },
    handleChange: (field: keyof ProfileValues, value: string) => setDraft((current) => ({ ...(current ?? saved), [field]: value })),
    handleSave,
  };
}
