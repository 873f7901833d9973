import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { App, preloadPortalRouter } from './app';

// The portal's router as a marker: what is checked is when the App shows it, not react-router.
jest.mock('./portal-router', () => ({ PortalRouter: () => <p>the portal</p> }));

describe('the App on a portal path', () => {
  beforeEach(() => window.history.replaceState(null, '', '/dashboard/admin/clients'));

  it('renders the portal’s router in its first pass once it is loaded (no Suspense fallback first)', async () => {
    await preloadPortalRouter();
    // Synchronous: a suspension (a fallback committed, and React's 300 ms throttle on what follows it)
    // would leave the marker out of this pass.
    act(() => void render(<App />));
    expect(screen.getByText('the portal')).toBeInTheDocument();
  });
});
