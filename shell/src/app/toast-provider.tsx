import { createPortal } from 'react-dom';
import { forwardRef, useCallback, useEffect, useState, type ReactNode } from 'react';
import { SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack';
// The toast styles sit with the public site's CSS because this folder's files belong to other work.
import '../public/toasts.css';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'notistack' {
  interface VariantOverrides {
    /** A persistent "working on it" toast; close it with closeSnackbar(key) when the work ends. */
    loading: true;
  }
}

export type ToastProviderProps = { children: ReactNode };

export const TOAST_REGION_LABEL = 'Notifications (Alt+T)';

function Spinner() {
  // SMIL rather than a CSS animation: the spinner keeps turning even where the stylesheet has not loaded.
  return (
    <svg className="toast-spinner" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />
      </path>
    </svg>
  );
}

const LoadingToast = forwardRef<HTMLDivElement, CustomContentProps>(function LoadingToast({ id, message, style, className }, ref) {
  return (
    <SnackbarContent
      ref={ref}
      role="status"
      aria-busy="true"
      aria-describedby={`toast-${id}`}
      style={style}
      className={['toast-loading', className].filter(Boolean).join(' ')}
    >
      <Spinner />
      <span id={`toast-${id}`}>{message}</span>
    </SnackbarContent>
  );
});

function isToastHotkey(event: KeyboardEvent) {
  // event.code: on a Mac, Alt+T types '†', so the key is not 't'.
  return event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't');
}

/**
 * Spec 01 §9: bottom right, at most 3 visible, 4 s, 14 px apart, Alt+T moves focus to the toasts.
 * The toasts render inside a focusable region of our own (notistack's `domRoot`), so the element
 * Alt+T focuses is the one that holds them and a screen reader reads them from there.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const regionRef = useCallback((node: HTMLDivElement | null) => setRegion(node), []);
  // The region comes after the first render: a prerendered public page (scripts/prerender-site.ts) is
  // rendered without it (no portals on a server) and hydrates with the same tree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!region) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [region]);

  return (
    <>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={4000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        domRoot={region ?? undefined}
        classes={{ containerRoot: 'toast-container' }}
        Components={{ loading: LoadingToast }}
      >
        {children}
      </SnackbarProvider>
      {/*
        Portalled to the end of <body>, outside #root: an open MUI dialog sets aria-hidden on #root,
        which would hide toasts raised from the dialog from screen readers. Last in the page, so the
        toasts come after the content in reading order.
      */}
      {mounted &&
        createPortal(
          <div ref={regionRef} className="toast-region" role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1} />,
          document.body,
        )}
    </>
  );
}
