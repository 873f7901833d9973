import { useCallback, useMemo, useState } from 'react';
import {
  clientBodySchema,
  CONTACT_MESSAGES,
  dropBlankContacts,
  duplicateContactProblems,
  findDuplicateContacts,
  friendlyFieldLabel,
  zodFieldErrors,
  type ClientBody,
} from '@firm/shared/domain';
import { notify, notifyFirstFieldError, type FieldErrorMap } from '@firm/shared/ui';
import { clientBodyInput, emptyContact, type ClientFormValues, type ContactFormValue } from './client-form-values';

type ContactField = keyof Omit<ContactFormValue, 'key' | 'id'>;

/** Error keys: top-level names ('street', 'gst_number'), 'contacts', and 'contact.<key>.<field>'. */
export const contactErrorKey = (key: string, field: string) => `contact.${key}.${field}`;

function formKeyOf(path: string, kept: ContactFormValue[]): string {
  const parts = path.split('.');
  if (parts[0] === 'address' && parts[1]) return parts[1];
  if (parts[0] === 'contacts' && parts.length > 2) {
    const contact = kept[Number(parts[1])];
    return contact ? contactErrorKey(contact.key, parts[2]!) : 'contacts';
  }
  return parts[0] ?? path;
}

/** 'contact.<key>.phone' → 'Contact 2 Phone Number', by the row's place on screen; other keys as the field labels say. */
function errorKeyLabel(key: string, contacts: ContactFormValue[]): string {
  const [head, contactKey, field] = key.split('.');
  if (head !== 'contact' || !contactKey || !field) return friendlyFieldLabel(key);
  const index = contacts.findIndex((c) => c.key === contactKey);
  return `Contact ${index + 1} ${friendlyFieldLabel(field)}`;
}

export function useClientForm(initial: ClientFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const clear = useCallback((...keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const k of keys) delete next[k];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends Exclude<keyof ClientFormValues, 'contacts'>>(name: K, value: ClientFormValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
    [clear],
  );

  const setContact = useCallback(
    <F extends ContactField>(key: string, field: F, value: ContactFormValue[F]) => {
      setValues((current) => ({ ...current, contacts: current.contacts.map((c) => (c.key === key ? { ...c, [field]: value } : c)) }));
      clear(contactErrorKey(key, field), 'contacts');
    },
    [clear],
  );

  const addContact = useCallback(() => {
    setValues((current) => ({ ...current, contacts: [...current.contacts, emptyContact()] }));
    clear('contacts');
  }, [clear]);

  const removeContact = useCallback((key: string) => {
    setValues((current) => ({ ...current, contacts: current.contacts.filter((c) => c.key !== key) }));
  }, []);

  /** Keys of the contacts whose phone or e-mail another contact shares, for the inline marks. */
  const duplicates = useMemo(() => {
    const found = findDuplicateContacts(values.contacts);
    return {
      phones: new Set(found.phoneIndexes.map((i) => values.contacts[i]!.key)),
      emails: new Set(found.emailIndexes.map((i) => values.contacts[i]!.key)),
      problems: duplicateContactProblems(found),
    };
  }, [values.contacts]);

  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);

  /** The body to send, or null after showing why not (duplicate titles as toasts, field errors inline). */
  const validate = useCallback((): ClientBody | null => {
    const kept = dropBlankContacts(values.contacts);
    if (duplicates.problems.length) {
      for (const problem of duplicates.problems) notify({ variant: 'error', title: problem.title, message: problem.message });
      return null;
    }
    const result = clientBodySchema.safeParse(clientBodyInput(values, kept));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrorMap = {};
    for (const [path, message] of Object.entries(zodFieldErrors(result.error))) {
      const key = formKeyOf(path, kept);
      next[key] ??= message;
    }
    if (kept.length === 0) next.contacts = CONTACT_MESSAGES.atLeastOne;
    setErrors(next);
    notifyFirstFieldError(next, { label: (key) => errorKeyLabel(key, values.contacts) });
    return null;
  }, [values, duplicates]);

  const reset = useCallback((next: ClientFormValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, duplicates, changed, setField, setContact, addContact, removeContact, validate, reset };
}

export type ClientForm = ReturnType<typeof useClientForm>;
