import { Alert, Box, Button, CircularProgress } from '@mui/material';

export type ErrorWithRetryProps = { message: string; onRetry?: () => void; retryLabel?: string };

/** A failed load with its way out ('Retry', 'Try Again'). */
export function ErrorWithRetry({ message, onRetry, retryLabel = 'Retry' }: ErrorWithRetryProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

export type LoadStateProps = { error: string | null; onRetry: () => void; loadingLabel: string; retryLabel?: string };

/** What a dialog shows before its record is there: a spinner, or the failure with Retry. */
export function LoadState({ error, onRetry, loadingLabel, retryLabel }: LoadStateProps) {
  if (error) return <ErrorWithRetry message={error} onRetry={onRetry} retryLabel={retryLabel} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={loadingLabel} />
    </Box>
  );
}
