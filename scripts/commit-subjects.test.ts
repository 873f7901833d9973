import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The commit-subject check as CI and the commit-msg hook run it, in throwaway repositories.
const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(ROOT, 'scripts/commit-subjects.ts');
const IDENTITY = ['-c', 'user.name=Probe', '-c', 'user.email=probe@example.com', '-c', 'commit.gpgsign=false'];

const subjectOf = (n: number) => `Probe ${'x'.repeat(n - 6)}`;

function repository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-subjects-'));
  execFileSync('git', ['init', '-q', dir]);
  return dir;
}

function commit(dir: string, subject: string, hooks?: string) {
  const config = hooks ? ['-c', `core.hooksPath=${hooks}`] : [];
  return spawnSync('git', [...IDENTITY, ...config, 'commit', '-q', '--allow-empty', '-m', subject, '-m', 'Why it changes.'], {
    cwd: dir,
    encoding: 'utf8',
  });
}

const check = (dir: string, ...args: string[]) => spawnSync(TSX, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8' });

describe('the commit subject check', () => {
  let dir: string;
  beforeAll(() => {
    dir = repository();
    commit(dir, `Old ${'y'.repeat(90)}`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes subjects of 72 characters after the base, whatever came before it', () => {
    const base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    commit(dir, subjectOf(72));
    commit(dir, `Montant en ₹ ${'z'.repeat(59)}`); // 72 characters, more UTF-16 units
    const result = check(dir, '--base', base);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a subject of 73 characters and names the commit', () => {
    const base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    commit(dir, subjectOf(73));
    const result = check(dir, '--base', base);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"${subjectOf(73)}": the subject has 73 characters, more than 72`);
  });

  it('passes, saying so, when the base is not in the clone', () => {
    const result = check(dir, '--base', 'a7ce80d852c5cb06541e5b3feda319838583444e');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('not in this clone');
  });
});

describe('the commit-msg hook', () => {
  let dir: string;
  beforeAll(() => (dir = repository()));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a commit whose subject is over 72 characters and takes one of 72', () => {
    const refused = commit(dir, subjectOf(73), path.join(ROOT, '.githooks'));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('commit refused: the subject has 73 characters, more than 72');
    expect(commit(dir, subjectOf(72), path.join(ROOT, '.githooks')).status).toBe(0);
    expect(execFileSync('git', ['log', '--format=%s'], { cwd: dir, encoding: 'utf8' }).trim()).toBe(subjectOf(72));
  });
});

describe("npm install's hook set-up", () => {
  const installIn = (dir: string) => {
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.copyFileSync(path.join(ROOT, 'scripts/install-hooks.mjs'), path.join(dir, 'scripts/install-hooks.mjs'));
    return spawnSync('node', [path.join(dir, 'scripts/install-hooks.mjs')], { cwd: dir, encoding: 'utf8' });
  };

  it('points a git work tree at .githooks', () => {
    const dir = repository();
    expect(installIn(dir).status).toBe(0);
    expect(execFileSync('git', ['config', 'core.hooksPath'], { cwd: dir, encoding: 'utf8' }).trim()).toBe('.githooks');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing, and does not fail, outside a git work tree', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    const result = installIn(dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
