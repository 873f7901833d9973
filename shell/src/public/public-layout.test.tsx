import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../app/toast-provider';
import { SiteApp } from './site-app';

// The public site as the app mounts it for a public path (app/app.tsx): its own router, no react-router.
// Each page is a chunk of its own: the first find waits for its module (slow on a busy machine).
const LOADED = { timeout: 10_000 };
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <ToastProvider>
      <SiteApp />
    </ToastProvider>,
  );
}

describe('PublicLayout', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('frames every page with the header, one main region and a footer with links, terms and offices', async () => {
    renderApp('/about');

    expect(await screen.findByRole('banner', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    const footer = screen.getByRole('contentinfo');

    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(quickLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
      ['Client Portal', '/auth/signin'],
    ]);

    const terms = within(within(footer).getByRole('region', { name: 'Terms & policies' })).getAllByRole('link');
    expect(terms.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      ['Online Order Making Terms (PDF)', '/legal/online-order-making-terms.pdf', true],
      ['Cancellation and Refund Policy (PDF)', '/legal/cancellation-and-refund-policy.pdf', true],
      ['General Terms and Registration (PDF)', '/legal/general-terms-and-registration.pdf', true],
    ]);

    const contact = within(footer).getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Head Office, Mumbai');
    expect(contact).toHaveTextContent('Branch Office, Bengaluru');
  });

  it('scrolls to the top whenever another page opens', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clear numbers. Confident decisions.' }, LOADED)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Chartered accountants who stay/ }, LOADED)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(window.location.pathname).toBe('/about');
    expect(document.title).toBe('About Us | Kapoor Iyer & Co.');
  });

  it('goes back to the page before on the browser Back button', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' }, LOADED)).getByRole('link', { name: 'Services' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Everything your business needs/ }, LOADED)).toBeInTheDocument();

    window.history.back();

    expect(await screen.findByRole('heading', { level: 1, name: /Let’s talk about what you need/ }, LOADED)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contact');
  });

  it('shows the 404 page inside the layout for an unknown path', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Kapoor Iyer & Co.');
  });
});
