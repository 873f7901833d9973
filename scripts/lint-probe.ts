import path from 'node:path';
import { ESLint } from 'eslint';

// What the lint rules' tests share: eslint.config.mjs run on a probe source placed (by name only) at a
// path of the repository, the rest of the import graph read from disk as it is.
const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of `rule` for `source` as the file `file` (relative to the repository). */
export async function ruleMessages(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** One test a case `[file, source, allowed]`: `rule` lets `source` stand in `file`, or refuses it. */
export function itAllows(rule: string, cases: [string, string, boolean][], title = 'in %s, `%s` is allowed: %s') {
  it.each(cases)(title, async (file, source, allowed) => {
    expect((await ruleMessages(rule, file, source)).length === 0).toBe(allowed);
  });
}

/** `rule`'s first message for `source` in `file` contains `words`. */
export async function expectMessage(rule: string, file: string, source: string, words: string) {
  const [message] = await ruleMessages(rule, file, source);
  expect(message).toContain(words);
}
