import { useQuery } from '@tanstack/react-query';
import { sacCodeBodySchema, type SacCode, type SacCodeBody } from '@firm/shared/domain/sac-code';
import { sacCodeFetchErrorMessage, sacCodeSaveErrorMessage } from '../sac-codes-errors';
import { sacCodeQueries, useCreateSacCode, useUpdateSacCode } from '../api/sac-codes';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormFailure, LoadState, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { SacCodeFormFields, type SacCodeFormValues } from './sac-code-form-fields';
import { useRefusalClearedOnEdit } from '../hooks/use-refusal-cleared-on-edit';

// Not one dialog with the categories': an edit here loads the record first (GET by id), theirs edits the listed row.
export type SacCodeDialogProps = { mode: 'add' } | { mode: 'edit'; id: number };

const EMPTY: SacCodeFormValues = { code: '', description: '', is_active: true };

type SacCodeFormProps = { initial: SacCodeFormValues; id?: number; onClose: () => void };

function SacCodeForm({ initial, id, onClose }: SacCodeFormProps) {
  const form = useZodForm<SacCodeFormValues, SacCodeBody>({ defaultValues: initial, schema: sacCodeBodySchema });
  const create = useCreateSacCode();
  const update = useUpdateSacCode();
  const mutation = id === undefined ? create : update;
  const saving = mutation.isPending;
  const submitError = mutation.error
    ? sacCodeSaveErrorMessage(toHttpFailure(mutation.error), id === undefined ? 'create' : 'update')
    : null;

  useRefusalClearedOnEdit(form.watch, mutation);

  const handleSubmit = form.submit((body) => {
    const options = {
      onSuccess: () => {
        notify({
          variant: 'success',
          title: 'Success',
          message: id === undefined ? 'SAC code added successfully' : 'SAC code updated successfully',
        });
        onClose();
      },
      // 'SAC code already exists' comes back on the code field.
      onError: (error: unknown) => form.placeServerErrors(toHttpFailure(error)),
    };
    if (id === undefined) create.mutate(body, options);
    else update.mutate({ id, body }, options);
  });

  return (
    <FormDialog
      open
      title={id === undefined ? 'Add SAC Code' : 'Edit SAC Code'}
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel={id === undefined ? 'Add SAC Code' : 'Save Changes'} />}
    >
      <FormFailure>{submitError}</FormFailure>
      <SacCodeFormFields control={form.control} disabled={saving} showStatus={id !== undefined} />
    </FormDialog>
  );
}

/** Edit loads the record itself (GET /api/master/sac-codes/{id}) so it never edits a stale row. */
function EditSacCode({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(sacCodeQueries.detail(id));
  if (query.data) {
    const { code, description, is_active }: SacCode = query.data;
    return <SacCodeForm id={id} initial={{ code, description, is_active }} onClose={onClose} />;
  }
  return (
    <FormDialog open title="Edit SAC Code" onClose={onClose}>
      <LoadState
        error={query.isError ? sacCodeFetchErrorMessage(toHttpFailure(query.error)) : null}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading SAC code"
      />
    </FormDialog>
  );
}

export function SacCodeDialog(props: SacCodeDialogProps & { onClose: () => void }) {
  return props.mode === 'add' ? (
    <SacCodeForm initial={EMPTY} onClose={props.onClose} />
  ) : (
    <EditSacCode id={props.id} onClose={props.onClose} />
  );
}
