import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ToastProvider } from '../app/toast-provider';

/**
 * Test helper: a public page as the app mounts it, with the toast provider, at `path`. The public
 * site's router (site-router.tsx) reads the window's address, so that is where `path` goes.
 */
export function renderWithRouter(ui: ReactElement, path = '/') {
  window.history.replaceState(null, '', path);
  return render(<ToastProvider>{ui}</ToastProvider>);
}
