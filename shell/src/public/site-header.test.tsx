import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { renderWithRouter } from './render-with-router';

function renderHeader() {
  renderWithRouter(
    <Routes>
      <Route path="*" element={<SiteHeader />} />
    </Routes>,
  );
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
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
