// Kept out of preload-role-area.ts (which loads the remote): the page's entry imports this before its
// async boundary, so it must stay free of shared modules (React, MUI, the federation runtime).

/** The longest the first render of a role's area waits for its early start (a slow remote, say). */
export const ROLE_AREA_WAIT_MS = 1_500;

let early: Promise<void> | null = null;

/**
 * As the page opens on a role's area: its remote, navigation, screen and first data start loading
 * beside the shell's own chunks (preload-role-area.ts; the public pages do not download it).
 */
export function startRoleAreaEarly(
  pathname: string,
  load: () => Promise<{ preloadRoleArea: (pathname: string) => Promise<void> }> = () => import('./preload-role-area'),
): void {
  if (!pathname.startsWith('/dashboard/')) return;
  early = load().then(
    (m) => m.preloadRoleArea(pathname),
    () => undefined,
  );
}

/**
 * What the area's first render waits for, once: the early start (at most ROLE_AREA_WAIT_MS), so the
 * layout, sidebar, screen and rows are drawn in one render instead of one per piece as each arrives,
 * each render drawing the whole page again. Later navigations do not wait.
 */
export function roleAreaReady(): Promise<void> {
  const waiting = early;
  early = null;
  if (!waiting) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([waiting, new Promise<void>((resolve) => (timer = setTimeout(resolve, ROLE_AREA_WAIT_MS)))]).finally(() =>
    clearTimeout(timer),
  );
}
