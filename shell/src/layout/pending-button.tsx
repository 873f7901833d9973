import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export type PendingButtonProps = ButtonProps & {
  /** While true the button is disabled and shows a spinner with `pendingLabel` ('Saving...'). */
  pending: boolean;
  pendingLabel: string;
};

/** A submit button that says what it is doing while its request runs. */
export function PendingButton({ pending, pendingLabel, disabled, startIcon, children, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
