import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../app/router';
import { SiteErrorBoundary } from './error-page';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "map")');
}

describe('ErrorPage', () => {
  it('replaces a page that crashed, with no providers around it, and offers reload and home', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The portal's routes' error page (react-router's errorElement), around a route that throws.
    const router = createMemoryRouter([{ errorElement: routes[0]!.errorElement, children: [{ path: '/', element: <Broken /> }] }]);

    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "map")')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Unexpected Application Error! | Kapoor Iyer & Co.');
    quiet.mockRestore();
    warn.mockRestore();
  });

  it('replaces a public page that crashed (the site has no react-router around it)', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SiteErrorBoundary>
        <Broken />
      </SiteErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "map")')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });
});
