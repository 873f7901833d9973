import type { ComponentType, ReactElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import type { Role } from '@firm/shared/domain/auth';
import { useSessionStore } from '@firm/shared/runtime';
import type { RoleNavLink } from '../role-nav';
import { renderScreen } from './render-screen';
import { expectAreaNotFound, expectNavLinks } from './role-area';

// The tests every remote repeats for its own role (sidebar, routes, dashboard welcome), each written once.

/** A role's sidebar: these [label, path] links in this order, before Profile. */
export function describeNavLinks(role: string, navLinks: readonly RoleNavLink[], expected: readonly [label: string, path: string][]) {
  describe(`the ${role} navigation`, () => {
    it('declares its links with the spec’s labels, in order, before Profile', () => {
      expectNavLinks(navLinks, expected);
    });
  });
}

export type AreaScreen = {
  /** Its path in the area: /dashboard/<role>/<at>. */
  at: string;
  /** The screen's h1, found once its chunk has loaded. */
  heading: string;
  /** Puts in place the fake server the screen asks. */
  serve: () => unknown;
  /** A text of that server's answer that the screen then shows. */
  shows?: string;
};

/**
 * A role's routes: the not-found page for a path the area does not have, each of `screens` at its path
 * (its h1, and what it shows of the server's answer), then the role's `more` tests.
 */
export function describeAreaRoutes(role: string, RoleRoutes: ComponentType, screens: readonly AreaScreen[] = [], more?: () => void) {
  describe(`the ${role} area’s routes`, () => {
    it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
      expectAreaNotFound(RoleRoutes, role);
    });

    for (const { at, heading, serve, shows } of screens) {
      it(`opens ${heading} at ${at}`, async () => {
        serve();
        renderScreen(<RoleRoutes />, { at: `/dashboard/${role}/${at}`, path: `/dashboard/${role}/*` });
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        if (shows !== undefined) expect(await screen.findByText(shows)).toBeInTheDocument();
      });
    }

    more?.();
  });
}

/**
 * A staff dashboard's welcome: its h1, and its role card with these texts (the role, what it may open)
 * and the signed-in e-mail, or a dash for nobody.
 */
export function describeRoleWelcome(page: ReactElement, role: Role, heading: string, card: readonly string[]) {
  describe('its welcome', () => {
    // Unmounted first: signing out re-renders whatever still reads the session.
    afterEach(() => {
      cleanup();
      useSessionStore.getState().signOut();
    });

    it('names the page and, in the role card, the role, what it may open and the signed-in e-mail', () => {
      const email = `${role}@firm.example`;
      useSessionStore.getState().signIn('token', { id: 3, name: 'Staff Member', email, role });
      renderScreen(page);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const roleCard = screen.getByRole('region', { name: 'Your role' });
      for (const text of [...card, email]) expect(roleCard).toHaveTextContent(text);
    });

    it('shows a dash instead of an e-mail when nobody is signed in', () => {
      renderScreen(page);
      expect(screen.getByRole('region', { name: 'Your role' })).toHaveTextContent('Signed in as —');
    });
  });
}
