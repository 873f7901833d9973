import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** One finding a person would trip over: rule, where, and what axe says. */
export type Finding = { screen: string; rule: string; impact: string; targets: string[]; summary: string };

/**
 * Runs axe (WCAG 2.1 A and AA rules) over what the page shows now and returns its serious and critical
 * findings, named by `screen`. The whole page is checked, so an open dialog is checked with the page
 * under it (which MUI hides from assistive technology).
 */
export async function seriousFindings(page: Page, screen: string): Promise<Finding[]> {
  // A dialog still fading in shows a button at part opacity, whose colours axe misreads: scan a still page
  // (endless animations, such as a spinner, are left out of the wait).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Legacy mode runs axe in the page itself. The default (runPartial) opens a second tab for every check
  // and injects axe's 650 KB four times, for cross-origin frames, which no screen here has: 0.86 s → 0.51 s
  // a check, 137 checks.
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    }));
}

/** Collects the findings of many screens and fails once, listing all of them. */
export class AxeReport {
  private findings: Finding[] = [];
  constructor(private readonly page: Page) {}

  async check(screen: string) {
    this.findings.push(...(await seriousFindings(this.page, screen)));
    // One h1 a page: the app bar's title is plain text, a dialog's title an h2.
    const headings = await this.page.locator('h1:visible').count();
    if (headings !== 1)
      this.findings.push({ screen, rule: 'one-h1', impact: 'serious', targets: ['h1'], summary: `${headings} visible h1 elements` });
  }

  expectClean() {
    expect(this.findings, JSON.stringify(this.findings, null, 2)).toEqual([]);
  }
}

/** The page's own h1 (inside main) is on screen: the route and its data have rendered. */
export async function pageReady(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="table-skeleton-row"]')).toHaveCount(0);
  // Loading spinners only: a dashboard's figure bars are progress bars with a value.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}
