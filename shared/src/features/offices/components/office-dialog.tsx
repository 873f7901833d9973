import { officeBodySchema, type OfficeBody, type OfficeView } from '@firm/shared/domain/offices';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormFailure, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { useSaveOffice } from '../api/offices';
import { OFFICE_MESSAGES, officeSaveErrorMessage } from '../offices-errors';
import { OfficeFormFields, type OfficeFormValues } from './office-form-fields';

export type OfficeDialogProps = { office?: OfficeView; onClose: () => void };

function initialValues(office?: OfficeView): OfficeFormValues {
  return {
    name: office?.name ?? '',
    kind: office?.kind ?? 'branch',
    address: office?.address ?? '',
    city: office?.city ?? '',
    state: office?.state ?? '',
    pincode: office?.pincode ?? '',
    gstin: office?.gstin ?? '',
    bank_details: office?.bank_details ?? '',
    upi_id: office?.upi_id ?? '',
    series_prefix: office?.series_prefix ?? '',
    filing_frequency: office?.filing_frequency ?? 'monthly',
    lut_arn: office?.lut_arn ?? '',
    lut_financial_year: office?.lut_financial_year ?? '',
  };
}

/** Add Office and Edit Office: the registration rules are the server's; their refusals land on their fields. */
export function OfficeDialog({ office, onClose }: OfficeDialogProps) {
  const form = useZodForm<OfficeFormValues, OfficeBody>({ defaultValues: initialValues(office), schema: officeBodySchema });
  const save = useSaveOffice();
  const saving = save.isPending;
  const failure = save.error ? toHttpFailure(save.error) : null;

  const handleSubmit = form.submit((body) =>
    save.mutate(
      { id: office?.office_id ?? null, body },
      {
        onSuccess: () => {
          notify({ variant: 'success', title: 'Success', message: office ? OFFICE_MESSAGES.updated : OFFICE_MESSAGES.added });
          onClose();
        },
        onError: (error) => form.placeServerErrors(toHttpFailure(error)),
      },
    ),
  );

  return (
    <FormDialog
      open
      title={office ? 'Edit Office' : 'Add Office'}
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      maxWidth="md"
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel={office ? 'Save Changes' : 'Add Office'} />}
    >
      <FormFailure>{failure ? officeSaveErrorMessage(failure) : null}</FormFailure>
      <OfficeFormFields control={form.control} disabled={saving} />
    </FormDialog>
  );
}
