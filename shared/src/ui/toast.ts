import { createElement } from 'react';
import { enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';

export type ToastOptions = {
  title?: string;
  message: string;
  variant?: VariantType;
  /** Spec 01 §9: toasts close after 4 s. */
  autoHideDuration?: number;
};

export const TOAST_DURATION_MS = 4000;

/**
 * Shows a toast with an optional bold title above the message. Needs the shell's SnackbarProvider
 * somewhere above in the page (remotes get it from the shell).
 */
export function notify({ title, message, variant = 'default', autoHideDuration = TOAST_DURATION_MS }: ToastOptions): SnackbarKey {
  const content = title
    ? createElement(
        'span',
        { style: { display: 'flex', flexDirection: 'column', gap: 2 } },
        createElement('strong', null, title),
        createElement('span', null, message),
      )
    : message;
  return enqueueSnackbar(content, { variant, autoHideDuration });
}
