import { ruleMessages } from './lint-probe';

// `firm/no-issue-comments` of eslint.config.mjs, on probe sources.
const cited = (source: string, file = 'shared/src/features/invoices/probe.tsx') => ruleMessages('firm/no-issue-comments', file, source);

describe('the issue-number comment lint rule', () => {
  it.each([
    ['// Issue 24, defect 2: in production the mail is queued.\nexport const a = 1;\n', false],
    ['/** The refunds recorded (issue 24), oldest first. */\nexport const a = 1;\n', false],
    ['export const a = 1; // see issues 12 and 24\n', false],
    ['/* issue #7 */\nexport const a = 1;\n', false],
    ['// In production the mail is queued with the write, so a rolled-back write sends nothing.\nexport const a = 1;\n', true],
    ['// A credit note is issued against an invoice; an issued invoice keeps its number.\nexport const a = 1;\n', true],
    ["export const title = 'issue 24';\n", true],
  ])('in `%s` a comment is allowed: %s', async (source, allowed) => {
    expect((await cited(source)).length === 0).toBe(allowed);
  });

  it('holds the server and tests to it too, and names what was cited', async () => {
    const [message] = await cited('// Issue 30: the generator.\nexport const a = 1;\n', 'server/src/modules/compliance/probe.test.ts');
    expect(message).toContain('instead of citing "Issue 30"');
  });
});
