import fs from 'node:fs';
import type { Page } from '@playwright/test';

// Measuring what a reader would see cut or broken, by the boxes the browser laid out.

export const WIDTHS = [375, 768, 1280, 1440] as const;

// Pictures for a person to look at (the developers' guide): taken on a developer's machine, or in CI when
// E2E_SHOTS_DIR asks for them. CI looks at none, and a full-page picture costs ~0.4 s (61 calls).
const SHOTS = process.env.E2E_SHOTS_DIR ?? (process.env.CI ? null : '/work/shots');
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Every money figure ('₹1,74,050.00') on screen that is laid out on more than one line, or cut by a box that
 * hides its overflow: the figure's text and where it is.
 */
export function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility()) continue;
      for (const match of text.matchAll(/₹\s?[\d,]+(?:\.\d+)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const where = `${match[0]} in <${parent.tagName.toLowerCase()}> "${(parent.closest('[aria-label]')?.getAttribute('aria-label') ?? '').slice(0, 40)}"`;
        if (lines.size > 1) found.push(`wraps: ${where}`);
        const box = range.getBoundingClientRect();
        // The nearest box that hides what overflows it (a scrolling table is not one: it scrolls).
        for (let el: HTMLElement | null = parent; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
          if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
            const clip = el.getBoundingClientRect();
            if (box.right > clip.right + 1 || box.left < clip.left - 1) found.push(`cut: ${where}`);
            break;
          }
        }
      }
    }
    return found;
  });
}

/** Whether the page itself scrolls sideways (beyond the screen's width). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The columns of each visible table that the reader cannot see without scrolling sideways, or whose head is
 * cut short: '<table>: <column>'.
 */
export function clippedColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!table.checkVisibility()) continue;
      const name = table.getAttribute('aria-label') ?? 'table';
      let frame: HTMLElement = table;
      for (let el = table.parentElement; el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowX;
        if (overflow !== 'visible') {
          frame = el;
          break;
        }
      }
      const edge = frame === table ? window.innerWidth : Math.min(frame.getBoundingClientRect().right, window.innerWidth);
      for (const head of table.querySelectorAll('thead th')) {
        if (!(head as HTMLElement).checkVisibility()) continue;
        const box = head.getBoundingClientRect();
        const label = head.textContent?.trim() || '(no label)';
        if (box.right > edge + 1) found.push(`${name}: ${label} (beyond the edge by ${Math.round(box.right - edge)} px)`);
      }
      // A cell cut with an ellipsis of its own (TruncatedText, inside a cell, shows the whole text in a tooltip).
      for (const cell of table.querySelectorAll('tbody td')) {
        const el = cell as HTMLElement;
        if (!el.checkVisibility()) continue;
        if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
          found.push(`${name}: cell "${el.textContent}" cut`);
      }
    }
    return found;
  });
}
