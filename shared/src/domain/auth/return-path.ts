import type { Role } from './roles';

const BASE = 'http://return-path.invalid';

/**
 * A path to go back to after sign-in, or null. Only a path inside the signed-in role's own area of this
 * site passes: never another origin ('//evil.example', 'https://…', '/\\evil'), never a page of
 * another role, so a stored or crafted value cannot turn sign-in into an open redirect.
 */
export function safeReturnPath(raw: unknown, role: Role): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers are talked into reading a path as a host.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const area = `/dashboard/${role}`;
  if (url.pathname !== area && !url.pathname.startsWith(`${area}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
