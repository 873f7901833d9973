import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderScreen, type RenderScreenOptions } from './render-screen';

// Tests only: most dialog tests start the same way, from the screen's button to the open dialog.

/**
 * Renders `page`, presses the button named `button` once it shows, and gives the dialog it opens (the one named
 * `dialog` when given).
 */
export async function openDialog(
  page: ReactElement,
  button: string,
  { dialog, ...options }: RenderScreenOptions & { dialog?: string } = {},
) {
  const view = renderScreen(page, options);
  await view.user.click(await screen.findByRole('button', { name: button }));
  return { ...view, dialog: await screen.findByRole('dialog', dialog === undefined ? {} : { name: dialog }) };
}
