import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// Commit subjects say what changes in at most 72 characters (docs/CONTRIBUTING.md, "Commits").
//   tsx scripts/commit-subjects.ts                  every commit after BASE up to HEAD (CI: .ci/run)
//   tsx scripts/commit-subjects.ts --base <commit>  every commit after <commit>
//   tsx scripts/commit-subjects.ts --message <file> one message about to be committed (.githooks/commit-msg)
// BASE is a7ce80d (29 Nov 2026), the last commit whose subject is longer: the history before it keeps its
// subjects, everything after it is held to the rule.

export const MAX_SUBJECT = 72;
export const BASE = 'a7ce80d852c5cb06541e5b3feda319838583444e';

/** Characters as a reader counts them (a rupee sign is one), not UTF-16 units. */
const length = (text: string) => [...text].length;

/** The subject of a commit message as git reads it: its first line, after comment and blank lines. */
export function subjectOf(message: string): string {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  return (lines.find((line) => line.trim() !== '') ?? '').trimEnd();
}

/** Why a subject is refused, or null. */
export function subjectProblem(subject: string): string | null {
  if (subject.trim() === '') return 'the subject is empty';
  const n = length(subject);
  return n > MAX_SUBJECT ? `the subject has ${n} characters, more than ${MAX_SUBJECT}` : null;
}

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Commits after `base` up to HEAD whose subjects are refused, as "<short hash> <subject>: <why>". */
export function refusedSince(base: string, cwd = process.cwd()): string[] {
  const log = git(['log', '--no-merges', '--format=%h%x09%s', `${base}..HEAD`], cwd);
  return log
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const [hash, subject = ''] = line.split('\t');
      const why = subjectProblem(subject);
      return why ? [`${hash} "${subject}": ${why}`] : [];
    });
}

function main(argv: string[]): number {
  const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const messageFile = flag('--message');
  if (messageFile) {
    const why = subjectProblem(subjectOf(fs.readFileSync(messageFile, 'utf8')));
    if (why) console.error(`commit refused: ${why} (docs/CONTRIBUTING.md, "Commits").`);
    return why ? 1 : 0;
  }
  const base = flag('--base') ?? BASE;
  try {
    git(['cat-file', '-e', `${base}^{commit}`], process.cwd());
  } catch {
    // A shallow clone may not reach the base: nothing after it can be told apart, so say so and pass.
    console.warn(`commit subjects: ${base} is not in this clone (shallow?); not checked.`);
    return 0;
  }
  const refused = refusedSince(base);
  for (const line of refused) console.error(`commit subject too long: ${line}`);
  if (refused.length === 0) console.log(`commit subjects: every subject since ${base.slice(0, 7)} has at most ${MAX_SUBJECT} characters.`);
  return refused.length === 0 ? 0 : 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
