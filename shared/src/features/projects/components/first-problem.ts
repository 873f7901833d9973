import type { FieldErrors } from 'react-hook-form';
import { flattenFieldErrors, notify } from '@firm/shared/ui';

/** Spec 02 §5: a refused Project form names its first problem as 'field: message', in the form's labels. */
export function notifyFirstProblem(errors: FieldErrors, labels: Record<string, string>) {
  const first = Object.entries(flattenFieldErrors(errors))[0];
  if (first) notify({ variant: 'error', message: `${labels[first[0]] ?? first[0]}: ${first[1]}` });
}
