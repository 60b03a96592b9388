import { commitDates, latestDates } from '../../../src/gatsby/sourcing/gitDates';

test('each file gets the date of the newest commit that names it', () => {
  const log = [
    '\u00012026-11-20T10:00:00+00:00',
    '',
    'content/docs/a.mdx',
    'content/docs/b.mdx',
    '\u00012026-10-01T09:00:00+00:00',
    '',
    'content/docs/a.mdx',
    'content/docs/c.mdx',
    '',
  ].join('\n');
  expect(Object.fromEntries(latestDates(log))).toEqual({
    'content/docs/a.mdx': '2026-11-20T10:00:00+00:00',
    'content/docs/b.mdx': '2026-11-20T10:00:00+00:00',
    'content/docs/c.mdx': '2026-10-01T09:00:00+00:00',
  });
});

test('no history gives no dates', () => {
  expect(latestDates('').size).toBe(0);
});

describe('a real checkout', () => {
  const { execFileSync } = require('child_process') as typeof import('child_process');
  const fs = require('fs') as typeof import('fs');
  const os = require('os') as typeof import('os');
  const path = require('path') as typeof import('path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  const full = path.join(dir, 'full');
  const run = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      stdio: 'ignore',
      env: { ...process.env, GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z', GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z' },
    });
  beforeAll(() => {
    fs.mkdirSync(path.join(full, 'content'), { recursive: true });
    run(full, 'init', '-q');
    fs.writeFileSync(path.join(full, 'content', 'a.mdx'), 'a');
    run(full, 'add', '.');
    run(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'one');
    fs.writeFileSync(path.join(full, 'content', 'b.mdx'), 'b');
    run(full, 'add', '.');
    run(full, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'two');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a full clone dates every file', () => {
    const { dates } = commitDates(full, 'content');
    expect([...dates.keys()].sort()).toEqual(['content/a.mdx', 'content/b.mdx']);
    expect(dates.get('content/a.mdx')).toMatch(/^2026-01-02T03:04:05/);
  });

  test('a shallow clone (depth 1, as CI and hosts clone) dates nothing', () => {
    const shallow = path.join(dir, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${full}`, shallow], { stdio: 'ignore' });
    expect(commitDates(shallow, 'content').dates.size).toBe(0);
  });

  test('a folder without git dates nothing', () => {
    expect(commitDates(os.tmpdir(), 'content').dates.size).toBe(0);
  });
});
