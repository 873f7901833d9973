import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { PROFILE_NAV_ORDER, type RoleNavLink } from '../role-nav';
import { currentPath, renderScreen } from './render-screen';

/** A role's routes at a path they do not have: the not-found page, with links to the dashboard and home. */
export function expectAreaNotFound(RoleRoutes: ComponentType, role: string) {
  mockApi(() => ({ status: 200, data: { success: true, data: [] } }));
  renderScreen(<RoleRoutes />, { at: `/dashboard/${role}/no-such-page`, path: `/dashboard/${role}/*` });
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', `/dashboard/${role}`);
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(currentPath()).toBe(`/dashboard/${role}/no-such-page`);
}

/** A role's sidebar: these [label, path] links in this order (declared in it), each with its own place, before Profile. */
export function expectNavLinks(navLinks: readonly RoleNavLink[], expected: readonly [label: string, path: string][]) {
  const sorted = [...navLinks].sort((a, b) => a.order - b.order);
  expect(sorted.map((link) => [link.label, link.path])).toEqual(expected);
  expect(sorted).toEqual(navLinks);
  expect(Math.max(...navLinks.map((link) => link.order))).toBeLessThan(PROFILE_NAV_ORDER);
  expect(new Set(navLinks.map((link) => link.order)).size).toBe(navLinks.length);
}
