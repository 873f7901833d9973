import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  /** While saving nothing closes the dialog: not Escape, not the close button. */
  preventClose?: boolean;
  /** Forms keep their input on an outside click unless this says otherwise. */
  closeOnBackdropClick?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
};

export function FormDialog({
  open,
  title,
  children,
  actions,
  onClose,
  preventClose = false,
  closeOnBackdropClick = false,
  onSubmit,
  maxWidth = 'sm',
}: FormDialogProps) {
  // Its own id: a dialog opened over another (Record refund over an invoice's details) keeps its own name.
  const titleId = `form-dialog-title-${useId()}`;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const handleClose = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (preventClose) return;
    if (reason === 'backdropClick' && !closeOnBackdropClick) return;
    onClose();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId} sx={{ pr: 6, fontWeight: 700 }}>
          {title}
          <IconButton aria-label="Close" onClick={onClose} disabled={preventClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        {actions ? <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions> : null}
      </Box>
    </Dialog>
  );
}

export type SubmitActionsProps = {
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** 'Saving...' unless the form creates something ('Creating...'). */
  savingLabel?: string;
  /** The form is not ready to send; while saving the button is off anyway. */
  disabled?: boolean;
  /** Why the button is off ('Company Name is required'), shown beside it: a greyed button alone says nothing. */
  blockedReason?: string | null;
};

const BLOCKED_REASON_ID = 'submit-blocked-reason';

/** A form dialog's Cancel and submit buttons: neither works while the form is saving. */
export function SubmitActions({
  saving,
  onCancel,
  submitLabel,
  savingLabel = 'Saving...',
  disabled = false,
  blockedReason = null,
}: SubmitActionsProps) {
  const reason = disabled && !saving ? blockedReason : null;
  return (
    <>
      {reason ? (
        <Typography
          id={BLOCKED_REASON_ID}
          variant="body2"
          sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
        >
          <InfoOutlinedIcon fontSize="small" aria-hidden />
          {reason}
        </Typography>
      ) : null}
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={saving || disabled} aria-describedby={reason ? BLOCKED_REASON_ID : undefined}>
        {saving ? savingLabel : submitLabel}
      </Button>
    </>
  );
}
