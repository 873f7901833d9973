import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { notFromServer } from '@firm/shared/runtime/testing';
import {
  enterCode,
  inlineAlert,
  on,
  reachCodeStep,
  renderSignIn,
  resetSessionAroundEachTest,
  server,
  verified,
} from './testing/sign-in-harness';

// What the sign-in page says when the server or the network refuses, and whom it turns away.

resetSessionAroundEachTest();

describe('sign-in refusals', () => {
  it('turns away a client contact on the Staff tab and points to the Client tab', async () => {
    const calls = server({ verify: verified('client') });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    const alert = await waitFor(inlineAlert);
    expect(within(alert).getByText('Access Denied')).toBeInTheDocument();
    expect(within(alert).getByText(/Please check your email\. This email is registered as a client\./)).toBeInTheDocument();
    expect(within(alert).getByText(/Client Login tab/)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/logout'));

    await view.user.click(within(alert).getByRole('button', { name: 'Use Client Login' }));
    expect(screen.getByRole('tab', { name: 'Client Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.in');
  });

  it('turns away a staff member on the Client tab', async () => {
    server({ verify: verified('supervisor') });
    const view = renderSignIn();
    await reachCodeStep(view, 'asha@example.in', 'Client Login');
    await enterCode(view);
    const alert = await waitFor(inlineAlert);
    expect(within(alert).getByText('Access Denied')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid user type. This email is not registered as a client.')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it.each([
    ['staff', undefined, 'Staff email not found. Please check if your email is registered in the system.'],
    ['client', 'Client Login', 'Client email not found. Please check if your email is registered as a client contact.'],
  ] as const)('explains an unknown %s e-mail', async (_tab, tab, message) => {
    server(on('/api/auth/request-otp', { status: 404, data: { success: false, message: 'not found' } }));
    const view = renderSignIn();
    if (tab) await view.user.click(screen.getByRole('tab', { name: tab }));
    await view.user.type(screen.getByLabelText('Email Address'), 'nobody@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await within(await waitFor(inlineAlert)).findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2); // the alert and the error toast
  });

  it('says so when too many codes were asked for', async () => {
    server(on('/api/auth/verify-otp', { status: 429, data: { success: false, message: 'wait' } }));
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Too many attempts. Please try again later')).toBeInTheDocument();
  });

  it('refuses an answer without the user’s name or role', async () => {
    server({
      verify: notFromServer({
        status: 200,
        data: { success: true, data: { access_token: 'jwt', user: { id: 1, email: 'asha@example.in' } } },
      }),
    });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Invalid user data received from server')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses an answer without a token', async () => {
    server({ verify: notFromServer({ status: 200, data: { success: true, data: {} } }) });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Invalid response format from server')).toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    server(on('/api/auth/request-otp', { status: 0 }));
    const view = renderSignIn();
    await view.user.type(screen.getByLabelText('Email Address'), 'asha@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await within(await waitFor(inlineAlert)).findByText(
        'Network error: the server could not be reached, so please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});
