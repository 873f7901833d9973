import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { routes } from '../app/router';
import { ToastProvider } from '../app/toast-provider';
import { AboutPage } from './about-page';
import { HomePage } from './home-page';
import { PublicLayout } from './public-layout';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

describe('PublicLayout', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('frames every page with the header, one main region and a footer with links, terms and offices', async () => {
    renderApp('/about');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
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
    // A plain MemoryRouter: jsdom has no fetch Request, which a data router needs to navigate.
    render(
      <MemoryRouter>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="about" element={<AboutPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Chartered accountants who stay/ })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shows the 404 page inside the layout for an unknown path', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Kapoor Iyer & Co.');
  });
});
