import { useCallback, useEffect, useRef } from 'react';
import { set, useFieldArray, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  clientBodySchema,
  CONTACT_MESSAGES,
  dropBlankContacts,
  duplicateContactProblems,
  findDuplicateContacts,
  type ClientBody,
} from '@firm/shared/domain/client';
import { friendlyFieldLabel, type HttpFailure } from '@firm/shared/domain/errors';
import { flattenFieldErrors, notify, useZodForm } from '@firm/shared/ui';
import { clientBodyInput, emptyContact, type ClientFormValues } from './client-form-values';

// The form edits a flat address and keeps blank contact rows on screen; the body the shared schema
// checks nests the address and drops blank rows. So the resolver builds the body, runs the schema
// through zodResolver, and carries each error back to the form's own path.

/** Form indexes of the rows sent, in order (blank rows are not sent). */
function sentRowIndexes(values: ClientFormValues): number[] {
  const kept = new Set(dropBlankContacts(values.contacts));
  return values.contacts.flatMap((contact, index) => (kept.has(contact) ? [index] : []));
}

/** A path of the body ('address.state', 'contacts.1.phone') → the form's ('state', 'contacts.3.phone'), or null. */
export function clientFormPath(path: string, sentRows: readonly number[]): string | null {
  const [head, second, ...rest] = path.split('.');
  if (head === 'address' && second) return second;
  if (head === 'contacts' && second !== undefined && rest.length) {
    const row = sentRows[Number(second)];
    return row === undefined ? 'contacts.root' : ['contacts', row, ...rest].join('.');
  }
  if (head === 'contacts') return 'contacts.root';
  return head ?? null;
}

const schemaResolver = zodResolver(clientBodySchema);

/** Where RHF keeps a field array's own error; its path types do not list it, clearErrors takes it all the same. */
const CONTACTS_ROOT = 'contacts.root' as 'contacts';

const clientResolver: Resolver<ClientFormValues, unknown, ClientBody> = async (values, context, options) => {
  const sentRows = sentRowIndexes(values);
  const body = clientBodyInput(
    values,
    sentRows.map((i) => values.contacts[i]!),
  );
  // The body's paths are not the form's fields: no native validation or refs to look up here.
  const result = await schemaResolver(body, context, { ...options, fields: {}, names: undefined, shouldUseNativeValidation: false });
  const errors: FieldErrors<ClientFormValues> = {};
  for (const [path, message] of Object.entries(flattenFieldErrors(result.errors))) {
    const formPath = clientFormPath(path, sentRows);
    if (formPath) set(errors, formPath, { type: 'validation', message });
  }
  if (sentRows.length === 0) set(errors, 'contacts.root', { type: 'validation', message: CONTACT_MESSAGES.atLeastOne });
  return Object.keys(errors).length ? { values: {}, errors } : { values: result.values as ClientBody, errors: {} };
};

/** 'contacts.1.phone' → 'Contact 2 Phone Number', by the row's place on screen; other keys as the field labels say. */
export function clientErrorLabel(key: string): string {
  const [head, row, field] = key.split('.');
  if (head !== 'contacts' || row === undefined || !field) return friendlyFieldLabel(key);
  return `Contact ${Number(row) + 1} ${friendlyFieldLabel(field)}`;
}

export function useClientForm(initial: ClientFormValues) {
  const form = useZodForm<ClientFormValues, ClientBody>({
    defaultValues: initial,
    resolver: clientResolver,
    toast: { label: clientErrorLabel },
  });
  const { control, watch, clearErrors, getFieldState, submit, placeServerErrors: placeOnFields } = form;
  const contacts = useFieldArray({ control, name: 'contacts', keyName: 'fieldKey' });
  const values = watch();
  /** The rows the last submit sent, to place the server's 'contacts.<n>.<field>' errors. */
  const lastSentRows = useRef<number[]>([]);

  // Typing in a contact takes away the section's 'At least one contact' error too.
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name?.startsWith('contacts.') && getFieldState(CONTACTS_ROOT).error) clearErrors(CONTACTS_ROOT);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState]);

  // Computed on every render: watch() hands back the form's live object, so a memo on it would never refresh.
  const found = findDuplicateContacts(values.contacts);
  /** Rows whose phone or e-mail another row shares, for the inline marks. */
  const duplicates = {
    phones: new Set(found.phoneIndexes),
    emails: new Set(found.emailIndexes),
    problems: duplicateContactProblems(found),
  };

  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  const addContact = useCallback(() => {
    contacts.append(emptyContact(), { shouldFocus: false });
    clearErrors(CONTACTS_ROOT);
  }, [contacts, clearErrors]);

  /** A submit handler: duplicate titles as toasts first, then the schema's field errors inline. */
  // A plain function: it reads this render's values and duplicates, which change on every keystroke anyway.
  const handleSubmit = (onValid: (body: ClientBody) => void) => () => {
    if (duplicates.problems.length) {
      for (const problem of duplicates.problems) notify({ variant: 'error', title: problem.title, message: problem.message });
      return;
    }
    lastSentRows.current = sentRowIndexes(values);
    void submit(onValid)();
  };

  const placeServerErrors = useCallback(
    (failure: HttpFailure) => placeOnFields(failure, (field) => clientFormPath(field, lastSentRows.current)),
    [placeOnFields],
  );

  return {
    control,
    values,
    errors: flattenFieldErrors(form.formState.errors),
    rows: contacts.fields,
    duplicates,
    changed,
    addContact,
    removeContact: contacts.remove,
    handleSubmit,
    placeServerErrors,
    setValue: form.setValue,
  };
}

export type ClientForm = ReturnType<typeof useClientForm>;
