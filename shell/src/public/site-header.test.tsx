import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './site-header';
import { renderWithRouter } from './render-with-router';

function renderHeader() {
  renderWithRouter(<SiteHeader />);
  return { user: userEvent.setup(), nav: screen.getByRole('navigation', { name: 'Main' }) };
}

describe('SiteHeader', () => {
  it('links to the five public destinations, Sign In going to the sign-in page', () => {
    const { nav } = renderHeader();
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
      ['Sign In', '/auth/signin'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('says Portal instead of Sign In to a signed-in visitor, linking to their portal', () => {
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userRole', 'admin');
    localStorage.setItem('userFirstName', 'Asha');
    const { nav } = renderHeader();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard/admin');
    localStorage.clear();
  });

  it('goes back to Sign In when the session is cleared in another tab', () => {
    localStorage.setItem('authToken', 'jwt');
    localStorage.setItem('userRole', 'client');
    const { nav } = renderHeader();
    expect(within(nav).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard/client');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  });

  it('opens and closes the mobile menu from the menu button', async () => {
    const { user, nav } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(nav).toHaveClass('site-nav--open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('site-nav--open');
  });

  it('closes the mobile menu when a link is followed or Escape is pressed', async () => {
    const { user, nav } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page'));
    expect(window.location.pathname).toBe('/services');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
