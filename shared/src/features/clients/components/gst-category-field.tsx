import { TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@firm/shared/domain/client';
import { gstCategoryRules, type GstCategory } from '@firm/shared/domain/gst-category';
import { controllerFieldProps, labelledMenuItems } from '@firm/shared/ui';
import type { ClientForm } from '../hooks/use-client-form';
import { GST_CATEGORY_HINTS } from '../gst-category-hints';

type Props = { form: ClientForm; disabled: boolean; categories: readonly GstCategory[]; labels: Record<GstCategory, string> };

/**
 * The client's GST category with what it means under the field. Choosing one clears what it
 * does not have: the GST number of an Unregistered or Overseas client, and the state, PIN code or
 * postcode and country when the client moves between an address in India and one abroad.
 */
export function GstCategoryField({ form, disabled, categories, labels }: Props) {
  const { control, setValue, values } = form;
  const change = (next: GstCategory, onChange: (value: GstCategory) => void) => {
    const before = gstCategoryRules(values.gst_category);
    const after = gstCategoryRules(next);
    onChange(next);
    if (after.gstin === 'none') setValue('gst_number', '');
    // Moving in or out of India clears the state and the PIN code or postcode of the other kind of address.
    if (after.address !== before.address) {
      setValue('state', '');
      setValue('pincode', '');
      setValue('country', after.address === 'country' ? '' : DEFAULT_COUNTRY);
    }
  };
  return (
    <Controller
      control={control}
      name="gst_category"
      render={({ field, fieldState }) => (
        <TextField
          select
          label="GST Category"
          fullWidth
          disabled={disabled}
          {...controllerFieldProps(field, fieldState)}
          helperText={fieldState.error?.message ?? GST_CATEGORY_HINTS[field.value]}
          onChange={(event) => change(event.target.value as GstCategory, field.onChange)}
        >
          {labelledMenuItems(categories, labels)}
        </TextField>
      )}
    />
  );
}
