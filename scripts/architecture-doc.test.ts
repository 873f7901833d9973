import fs from 'node:fs';
import path from 'node:path';

// docs/architecture.md names every server module, billing module, browser feature and domain entity the
// tree holds, in the tables of "Every module, feature and entity", and names nothing the tree has lost.
const ROOT = path.resolve(__dirname, '..');
const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

const folders = (dir: string, leaveOut: string[] = []) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !leaveOut.includes(entry.name))
    .map((entry) => entry.name)
    .sort();

/** The first-column names (`name`) of the table under a `### heading` of the doc. */
function tableNames(heading: string): string[] {
  const start = doc.indexOf(`\n### ${heading}\n`);
  if (start < 0) return [];
  const rest = doc.slice(start + heading.length + 6);
  const section = rest.slice(0, rest.search(/\n#{2,3} /) >= 0 ? rest.search(/\n#{2,3} /) : undefined);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!).sort();
}

describe('docs/architecture.md', () => {
  it.each([
    ['Server modules', 'server/src/modules', ['billing']],
    ['Billing modules', 'server/src/modules/billing', []],
    ['Browser features', 'shared/src/features', []],
    ['Domain entities', 'shared/src/domain', []],
  ])('lists under "%s" every folder of %s, and only those', (heading, dir, leaveOut) => {
    expect(tableNames(heading)).toEqual(folders(dir, leaveOut));
  });
});
