import {
  SERVICE_CATEGORY_DEFAULTS,
  serviceCategoryBodySchema,
  type ServiceCategory,
  type ServiceCategoryBody,
} from '@firm/shared/domain/service-category';
import { serviceCategorySaveErrorMessage } from '../service-categories-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useCreateServiceCategory, useUpdateServiceCategory } from '../api/service-categories';
import { FormDialog, FormFailure, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { ServiceCategoryFormFields, type ServiceCategoryFormValues } from './service-category-form-fields';
import { useRefusalClearedOnEdit } from '../hooks/use-refusal-cleared-on-edit';

export type ServiceCategoryDialogProps = { category?: ServiceCategory; onClose: () => void };

function initialValues(category?: ServiceCategory): ServiceCategoryFormValues {
  const source = category ?? { name: '', description: '', ...SERVICE_CATEGORY_DEFAULTS };
  return {
    name: source.name,
    description: source.description,
    is_active: source.is_active,
    cgst: String(source.cgst),
    sgst: String(source.sgst),
    igst: String(source.igst),
    gst_treatment: category?.gst_treatment ?? 'taxable',
  };
}

/** Add Service (no category) and Edit (a category) share the form and its rules. */
export function ServiceCategoryDialog({ category, onClose }: ServiceCategoryDialogProps) {
  const form = useZodForm<ServiceCategoryFormValues, ServiceCategoryBody>({
    defaultValues: initialValues(category),
    schema: serviceCategoryBodySchema,
  });
  const create = useCreateServiceCategory();
  const update = useUpdateServiceCategory();
  const mutation = category ? update : create;
  const saving = mutation.isPending;
  const submitError = mutation.error
    ? serviceCategorySaveErrorMessage(toHttpFailure(mutation.error), category ? 'update' : 'create')
    : null;

  useRefusalClearedOnEdit(form.watch, mutation);

  const handleSubmit = form.submit((body) => {
    const onSuccess = () => {
      notify({
        variant: 'success',
        title: 'Success',
        message: category ? 'Service category updated successfully' : 'Service category added successfully',
      });
      onClose();
    };
    const onError = (error: unknown) => form.placeServerErrors(toHttpFailure(error));
    if (category) update.mutate({ id: category.service_category_id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  return (
    <FormDialog
      open
      title={category ? 'Edit Service Category' : 'Add Service'}
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel={category ? 'Save Changes' : 'Add Service'} />}
    >
      <FormFailure>{submitError}</FormFailure>
      <ServiceCategoryFormFields control={form.control} disabled={saving} />
    </FormDialog>
  );
}
