import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { STATUS_TOGGLE_FAILED } from '../users-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { userUpdateSchema, type UserUpdateBody } from '@firm/shared/domain/user';
import { FormDialog, StatusSwitch, useStatusToggle, useTimedMessage, useZodForm } from '@firm/shared/ui';
import { UserFields, type UserFieldValues } from './user-fields';

/** The person's fields; the status comes from the switch, which saves on its own. */
const personSchema = userUpdateSchema.omit({ is_active: true });

/** The update mutation of the account's resource (admins or organisation users). */
export type StaffUpdate = {
  mutate: (
    variables: { id: number; body: UserUpdateBody },
    options: { onSuccess: (answer: { message?: string }) => void; onError?: (error: unknown) => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
};

export type StaffDetailsDialogProps = {
  title: string;
  account: { id: number; is_active: boolean };
  /** The saved values: the form starts from them and Cancel goes back to them. */
  values: UserFieldValues;
  update: StaffUpdate;
  toggleStatus: (next: boolean) => Promise<unknown>;
  /** The banners; `saved` shows when the server's answer has no message. */
  texts: { activated: string; deactivated: string; saved: string };
  /** The failed save's words, while the update holds an error. */
  saveError: string | null;
  name: string;
  /** One line of facts about the account, beside the status switch. */
  caption: string;
  onClose: () => void;
  onSaved?: (body: UserUpdateBody) => void;
  /** The words of the toast when the form does not pass the rules (titled '{field} Error'); else the field's own. */
  invalidMessage?: string;
  /** Read-only facts below the person's fields. */
  children?: ReactNode;
};

/** A staff account: read mode with Edit, edit mode with Cancel (which restores) and Save, and a status switch that acts at once. */
export function StaffDetailsDialog(props: StaffDetailsDialogProps) {
  const { title, account, values, update, toggleStatus, texts, saveError, name, caption, onClose, onSaved, invalidMessage, children } =
    props;
  const form = useZodForm({ defaultValues: values, schema: personSchema, toast: { message: invalidMessage } });
  const [editing, setEditing] = useState(false);
  const [banner, showBanner] = useTimedMessage(3000);
  const status = useStatusToggle(account.is_active, toggleStatus, STATUS_TOGGLE_FAILED, (next) =>
    showBanner(next ? texts.activated : texts.deactivated),
  );
  const saving = update.isPending;

  const handleCancel = () => {
    form.reset(values);
    update.reset();
    setEditing(false);
  };

  const handleSave = form.submit((person) => {
    const body: UserUpdateBody = { ...person, designation: person.designation ?? null, is_active: status.checked };
    update.mutate(
      { id: account.id, body },
      {
        onSuccess: (answer) => {
          onSaved?.(body);
          setEditing(false);
          showBanner(answer.message || texts.saved);
        },
        onError: (error) => form.placeServerErrors(toHttpFailure(error)),
      },
    );
  });

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSave()}
      maxWidth="md"
      actions={
        editing ? (
          <>
            <Button key="cancel" onClick={handleCancel} disabled={saving}>
              Cancel
            </Button>
            <Button key="save" type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        ) : (
          <>
            <Button key="close" onClick={onClose}>
              Close
            </Button>
            {/* Its own key: reusing this element as the submit button would let the same click submit the form. */}
            <Button key="edit" variant="contained" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2}>
        {banner ? <Alert severity="success">{banner}</Alert> : null}
        {status.error ? <Alert severity="error">{status.error}</Alert> : null}
        {saveError ? <Alert severity="error">{saveError}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h6">{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {caption}
            </Typography>
          </Box>
          <StatusSwitch checked={status.checked} updating={status.updating} onToggle={(next) => void status.handleToggle(next)} />
        </Stack>
        <Divider />
        <UserFields control={form.control} editing={editing} disabled={saving} showDesignation autoFocus />
        {children}
      </Stack>
    </FormDialog>
  );
}
