// Spec 01 §5, §8: what the profile page says.

import { serverMessage, type HttpFailure } from '@firm/shared/domain/errors';

export const PROFILE_TEXT = {
  loadFallback: 'Using cached profile data. Some information may be outdated.',
  invalidUserId: 'Invalid user ID. Please sign in again.',
  signInAgain: 'Please sign in again',
  saved: 'Profile updated successfully',
} as const;

/** The Error toast of a failed profile save. */
export function profileSaveErrorMessage(failure: HttpFailure): string {
  switch (failure.status) {
    case 401:
    case 403:
      return 'Authentication failed. Please sign in again.';
    case 400:
      return serverMessage(failure) ?? 'Invalid data provided';
    case 404:
      return 'User not found';
    case 422:
      return 'Validation error. Please check your input.';
    default:
      return serverMessage(failure) ?? 'Failed to update profile. Please try again.';
  }
}
