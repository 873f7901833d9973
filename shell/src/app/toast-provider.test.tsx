import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar, type VariantType } from 'notistack';
import { ToastProvider } from './toast-provider';

function Trigger({ variant, message }: { variant: VariantType; message: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button type="button" onClick={() => enqueueSnackbar(message, { variant })}>
      Notify {variant}
    </button>
  );
}

/** The provider around a button that raises one `variant` toast of `message`; the user who presses it. */
function renderTrigger(variant: VariantType, message: string) {
  const user = userEvent.setup();
  const { container } = render(
    <ToastProvider>
      <Trigger variant={variant} message={message} />
    </ToastProvider>,
  );
  return { user, container };
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

describe('ToastProvider', () => {
  it('moves keyboard focus to the region that holds the toasts on Alt+T', async () => {
    const { user } = renderTrigger('success', 'Saved');
    await user.click(screen.getByRole('button', { name: 'Notify success' }));
    const region = toastRegion();
    expect(await within(region).findByText('Saved')).toBeInTheDocument();

    await user.keyboard('{Alt>}t{/Alt}');

    expect(region).toHaveFocus();
  });

  it('keeps the toasts outside the app root, so an open dialog hiding the app does not hide them', async () => {
    const { user, container } = renderTrigger('error', 'Error Saving Client');
    // What an open MUI dialog does to everything behind it.
    container.setAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Notify error', hidden: true }));
    const region = toastRegion();
    expect(container).not.toContainElement(region);
    expect(await within(region).findByText('Error Saving Client')).toBeVisible();
  });

  it('shows a loading toast with a spinner as a busy status', async () => {
    const { user } = renderTrigger('loading', 'Generating invoice…');
    await user.click(screen.getByRole('button', { name: 'Notify loading' }));

    const region = toastRegion();
    const status = await within(region).findByRole('status');
    expect(status).toHaveTextContent('Generating invoice…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelector('svg')).not.toBeNull();
  });

  it('keeps at most three toasts on screen', async () => {
    const { user } = renderTrigger('info', 'Heads up');
    const button = screen.getByRole('button', { name: 'Notify info' });
    for (let i = 0; i < 5; i += 1) await user.click(button);

    const region = toastRegion();
    // The two pushed out leave with an exit transition first.
    await waitFor(() => expect(within(region).getAllByText('Heads up')).toHaveLength(3));
  });
});
