import { useMemo } from 'react';
import { dropBlankContacts } from '@firm/shared/domain/client';
import { gstCategoryRules, type GstCategory } from '@firm/shared/domain/gst-category';
import { useCreateClient } from '../api/clients';
import { emptyClientForm, type ClientFormValues } from '../hooks/client-form-values';
import { ClientFormDialog } from './client-form-dialog';

type Required = { key: 'client_name' | 'street' | 'state' | 'country' | 'gst_number'; label: string };

/** Spec 01 §5's required fields, as the GST category has them: no GST number for an Unregistered or Overseas client, a country in place of the state abroad. */
function requiredFields(category: GstCategory): Required[] {
  const rules = gstCategoryRules(category);
  return [
    { key: 'client_name', label: 'Company Name' },
    { key: 'street', label: 'Company Address' },
    rules.address === 'country' ? { key: 'country', label: 'Country' } : { key: 'state', label: 'State' },
    ...(rules.gstin === 'required' ? [{ key: 'gst_number', label: 'GST Number' } as const] : []),
  ];
}

/**
 * Spec 01 §5: Add Client submits only once the required fields and a contact are there and nothing is
 * flagged. The answer is why not, in the spec's words ('{Field} is required'), or null when it may.
 */
export function newClientBlockedReason(values: ClientFormValues, hasErrors: boolean): string | null {
  const missing = requiredFields(values.gst_category).find(({ key }) => values[key].trim() === '');
  if (missing) return `${missing.label} is required`;
  // Not the spec's sentence: the contacts section already shows it when there are none.
  if (dropBlankContacts(values.contacts).length === 0) return 'Add a contact to continue';
  return hasErrors ? 'Correct the marked fields' : null;
}

export type AddClientDialogProps = { onClose: () => void };

export function AddClientDialog({ onClose }: AddClientDialogProps) {
  const initial = useMemo(emptyClientForm, []);
  const create = useCreateClient();
  return (
    <ClientFormDialog
      title="Add Client"
      mode="create"
      initial={initial}
      save={(body, handlers) => create.mutate(body, handlers)}
      saving={create.isPending}
      savedText="Client created successfully"
      onSaved={onClose}
      onClose={onClose}
      onCancel={onClose}
      submitLabel="Create Client"
      savingLabel="Creating..."
      blockedReasonOf={(form) =>
        newClientBlockedReason(form.values, Object.keys(form.errors).length > 0 || form.duplicates.problems.length > 0)
      }
    />
  );
}
