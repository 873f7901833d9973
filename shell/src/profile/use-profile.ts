import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_TEXT, profileSaveErrorMessage } from './profile-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { userUpdateSchema } from '@firm/shared/domain/user';
import { profileQueries, useUpdateProfile, type ProfileValues } from './profile-api';
import { readStoredToken, useAccessToken, useSessionUser } from '@firm/shared/runtime';
import { notify, useZodForm } from '@firm/shared/ui';

/** The fields the profile edits, checked as the server checks PUT /api/v1/users/users/{id}. */
const profileSchema = userUpdateSchema.pick({ first_name: true, last_name: true, email: true, phone: true });

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
  const form = useZodForm<ProfileValues>({ defaultValues: saved, schema: profileSchema });
  const { reset } = form;
  // Read-only, the form shows the saved record, which arrives after the first render.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (!editing) reset(JSON.parse(savedKey) as ProfileValues);
  }, [editing, savedKey, reset]);

  const reported = useRef<ProfileProblem | 'load-failed' | null>(null);
  useEffect(() => {
    const current = problem ?? (query.isError ? 'load-failed' : null);
    if (current === null || reported.current === current) return;
    reported.current = current;
    if (current === 'invalid-id') notify({ title: 'Error', message: PROFILE_TEXT.invalidUserId, variant: 'error' });
    if (current === 'no-token') notify({ title: 'Authentication Error', message: PROFILE_TEXT.signInAgain, variant: 'error' });
    if (current === 'load-failed') notify({ title: 'Warning', message: PROFILE_TEXT.loadFallback, variant: 'warning' });
  }, [problem, query.isError]);

  const handleSave = form.submit((values) => {
    if (problem === 'no-token') return notify({ title: 'Authentication Error', message: PROFILE_TEXT.signInAgain, variant: 'error' });
    if (problem === 'invalid-id') return notify({ title: 'Error', message: PROFILE_TEXT.invalidUserId, variant: 'error' });
    save.mutate(values, {
      onSuccess: (result) => {
        setEditing(false);
        setPendingEmail(result.pendingEmail ?? null);
        notify({ title: 'Success', message: PROFILE_TEXT.saved, variant: 'success' });
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        // A refusal that names its fields shows under them; the toast still says what went wrong.
        form.placeServerErrors(failure);
        notify({ title: 'Error', message: profileSaveErrorMessage(failure), variant: 'error' });
      },
    });
  });

  return {
    user,
    problem,
    loading: query.isLoading,
    editing,
    saving: save.isPending,
    form,
    /** What the header shows: the record as saved, or as typed while editing. */
    values: editing ? form.watch() : saved,
    pendingEmail,
    handleEmailChangeDone: () => setPendingEmail(null),
    handleEdit: () => {
      reset(saved);
      setEditing(true);
    },
    handleCancel: () => {
      reset(saved);
      setEditing(false);
    },
    handleSave,
  };
}
