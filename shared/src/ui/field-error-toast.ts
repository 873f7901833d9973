import { friendlyFieldLabel } from '../domain/errors/field-labels';
import { notify, TOAST_DURATION_MS } from './toast';

export type FieldErrorToastOptions = {
  /** How a key of the error map reads to a person ('first_name' → 'First Name'). */
  label?: (key: string) => string;
  /** A screen's own words for the toast (Add User's 'Please fill in all required fields correctly.'). */
  message?: string;
};

/**
 * Spec 01 §5: a field-error toast titled '{field} Error' for 4 seconds, beside the inline errors. One
 * toast, for the first field only: every other error already shows under its field, so a toast per
 * field would only repeat them (and push the rest out of the three-toast stack).
 */
export function notifyFirstFieldError(
  errors: Record<string, string>,
  { label = friendlyFieldLabel, message }: FieldErrorToastOptions = {},
): void {
  const first = Object.entries(errors)[0];
  if (!first) return;
  const [key, fieldMessage] = first;
  notify({
    variant: 'error',
    title: key ? `${label(key)} Error` : 'Error',
    message: message ?? fieldMessage,
    autoHideDuration: TOAST_DURATION_MS,
  });
}
