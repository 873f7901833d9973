import { ROLES } from '@firm/shared/domain/auth';
import type { RouteRow } from '../test/authorization-matrix.rows';

// The app's own public routes: the health check, the API description and the built shell and remotes.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const platformAuthzRows: RouteRow[] = [
  { name: 'GET /api/health', method: 'GET', url: () => '/api/health', allow: 'public' },
  { name: 'GET /api/openapi.json (outside production)', method: 'GET', url: () => '/api/openapi.json', allow: 'public' },
  { name: 'GET / (the shell)', method: 'GET', url: () => '/', allow: 'public' },
  { name: 'GET /remotes.json', method: 'GET', url: () => '/remotes.json', allow: 'public' },
  { name: 'GET /* (the shell bundle files)', method: 'GET', url: () => '/robots.txt', allow: 'public' },
  ...ROLES.map((role): RouteRow => ({
    name: `GET /remotes/${role}/* (its bundle files)`,
    method: 'GET',
    url: () => `/remotes/${role}/mf-manifest.json`,
    allow: 'public',
  })),
];
