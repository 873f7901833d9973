import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../app/toast-provider';

/** Test helper: a public page as the app mounts it, with the toast provider and a router at `path`. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ToastProvider>,
  );
}
