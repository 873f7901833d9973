import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';

export type ToastProviderProps = { children: ReactNode };

const REGION_ID = 'toast-region';

/** Spec 01 §9: bottom right, at most 3 visible, 4 s, Alt+T moves focus to the toasts. */
export function ToastProvider({ children }: ToastProviderProps) {
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.altKey && (event.key === 't' || event.key === 'T' || event.code === 'KeyT')) {
        event.preventDefault();
        document.getElementById(REGION_ID)?.focus();
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      domRoot={undefined}
    >
      <div id={REGION_ID} tabIndex={-1} role="region" aria-label="Notifications (Alt+T)" className="toast-region" />
      {children}
    </SnackbarProvider>
  );
}
