import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildGitLog, readGitLog} from '../../plugins/contributors/history';

/** A throwaway repository with several authors, a rename and a merge. */
function makeRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-log-'));
  const git = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {...process.env, ...env},
      stdio: 'pipe',
    });
  const commit = (name: string, email: string, message: string, date: string) =>
    git(['commit', '-q', '--allow-empty-message', '-m', message], {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email || 'committer@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
    git(['add', '-A']);
  };
  git(['init', '-q', '-b', 'main']);
  write('docs/old-name.md', '# Page\n\nfirst version of a long enough page\n');
  commit('Ann', 'ann@example.com', 'Add page', '2025-01-01T00:00:00Z');
  write('docs/old-name.md', '# Page\n\nsecond version of a long enough page\n');
  commit(
    'Bob',
    '42+bobby@users.noreply.github.com',
    'Edit page',
    '2025-01-02T00:00:00Z',
  );
  git(['mv', 'docs/old-name.md', 'docs/new-name.md']);
  commit('Ann', 'ann@example.com', 'Rename page', '2025-01-03T00:00:00Z');
  write('docs/other.md', 'other\n');
  commit('Nomail', '', 'Commit without email', '2025-01-04T00:00:00Z');
  git(['checkout', '-q', '-b', 'topic']);
  write('docs/new-name.md', '# Page\n\nthird version of a long enough page\n');
  commit(
    'Cy',
    'cy@users.noreply.github.com',
    'Edit on a branch',
    '2025-01-05T00:00:00Z',
  );
  git(['checkout', '-q', 'main']);
  write('docs/other.md', 'other, changed\n');
  commit('Ann', 'ann@example.com', 'Edit other', '2025-01-06T00:00:00Z');
  git(['merge', '-q', '--no-ff', '-m', 'Merge topic', 'topic'], {
    GIT_AUTHOR_NAME: 'Merger',
    GIT_AUTHOR_EMAIL: 'merger@example.com',
    GIT_COMMITTER_NAME: 'Merger',
    GIT_COMMITTER_EMAIL: 'merger@example.com',
  });
  return dir;
}

describe('git-log plugin history', () => {
  let repo: string;
  beforeAll(() => {
    repo = makeRepo();
  });
  afterAll(() => fs.rmSync(repo, {recursive: true, force: true}));

  it('reads every commit with one git call and follows renames', async () => {
    const history = await readGitLog(repo, ['docs']);
    expect(history?.shallow).toBe(false);
    const log = buildGitLog(history!.commits, [
      'docs/new-name.md',
      'docs/other.md',
    ]);
    const page = log['docs/new-name.md']!;
    expect(page.changeLog.map((c) => c.message)).toEqual([
      'Edit on a branch',
      'Rename page',
      'Edit page',
      'Add page',
    ]);
    expect(page.contributors.map((c) => [c.name, c.count, c.github])).toEqual([
      ['Ann', 2, null],
      ['Bob', 1, 'https://github.com/bobby'],
      ['Cy', 1, 'https://github.com/cy'],
    ]);
    expect(page.changeLog[0]).toMatchObject({
      author: 'Cy',
      date: '2025-01-05T00:00:00+00:00',
      hash: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
  });

  it('skips commits without an email and never counts the merge itself', async () => {
    const history = (await readGitLog(repo, ['docs']))!;
    const other = buildGitLog(history.commits, ['docs/other.md'])[
      'docs/other.md'
    ]!;
    expect(other.changeLog.map((c) => c.message)).toEqual([
      'Edit other',
      'Commit without email',
    ]);
    expect(other.contributors.map((c) => c.name)).toEqual(['Ann']);
    const all = buildGitLog(history.commits, [
      'docs/new-name.md',
      'docs/other.md',
    ]);
    const names = Object.values(all).flatMap((p) =>
      p.contributors.map((c) => c.name),
    );
    expect(names).not.toContain('Merger');
  });

  it('gives a file without history empty lists', async () => {
    const history = (await readGitLog(repo, ['docs']))!;
    expect(buildGitLog(history.commits, ['docs/untracked.md'])).toEqual({
      'docs/untracked.md': {contributors: [], changeLog: []},
    });
  });

  it('reports a shallow clone and reads the history it has', async () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'git-log-shallow-'));
    execFileSync(
      'git',
      ['clone', '-q', '--depth', '1', `file://${repo}`, clone],
      {stdio: 'pipe'},
    );
    const history = await readGitLog(clone, ['docs']);
    expect(history?.shallow).toBe(true);
    expect(history!.commits.length).toBe(1);
    fs.rmSync(clone, {recursive: true, force: true});
  });

  it('returns null outside a git repository', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(await readGitLog(plain, ['.'])).toBeNull();
    fs.rmSync(plain, {recursive: true, force: true});
  });
});

describe('a frozen docs version', () => {
  it('has the history of the page it was copied from, up to the copy', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-log-version-'));
    try {
      const git = (args: string[], name = 'Ann') =>
        execFileSync('git', args, {
          cwd: dir,
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: name,
            GIT_AUTHOR_EMAIL: `${name.toLowerCase()}@example.com`,
            GIT_COMMITTER_NAME: name,
            GIT_COMMITTER_EMAIL: `${name.toLowerCase()}@example.com`,
          },
          stdio: 'pipe',
        });
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), text);
        git(['add', '-A']);
      };
      const zh = 'i18n/zh-CN/docusaurus-plugin-content-docs';
      git(['init', '-q', '-b', 'main']);
      write('docs/page.md', '# Page\n\nwritten for the old release\n');
      write(`${zh}/current/page.md`, '# 页面\n\n旧版本\n');
      git(['commit', '-q', '-m', 'Write page'], 'Ann');
      write(
        'versioned_docs/version-1.0/page.md',
        '# Page\n\nwritten for the old release\n',
      );
      write(`${zh}/version-1.0/page.md`, '# 页面\n\n旧版本\n');
      git(['commit', '-q', '-m', 'Freeze 1.0'], 'Bob');
      write('docs/page.md', '# Page\n\nrewritten for the new release\n');
      write(`${zh}/current/page.md`, '# 页面\n\n新版本\n');
      git(['commit', '-q', '-m', 'Update for 2.0'], 'Cy');
      const files = [
        'docs/page.md',
        'versioned_docs/version-1.0/page.md',
        `${zh}/version-1.0/page.md`,
      ];
      const log = buildGitLog((await readGitLog(dir, ['.']))!.commits, files);
      const messages = (file: string) =>
        log[file]!.changeLog.map((c) => c.message);
      expect(messages('docs/page.md')).toEqual([
        'Update for 2.0',
        'Write page',
      ]);
      for (const frozen of files.slice(1)) {
        expect(messages(frozen)).toEqual(['Freeze 1.0', 'Write page']);
        expect(log[frozen]!.contributors.map((c) => c.name).sort()).toEqual([
          'Ann',
          'Bob',
        ]);
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the site history of a build', () => {
  /** The contributors plugin's module, loaded afresh as Docusaurus does per locale. */
  const freshModule = (): typeof import('../../plugins/contributors') => {
    let loaded: typeof import('../../plugins/contributors') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('../../plugins/contributors')>(
        '../../plugins/contributors',
      );
    });
    return loaded!;
  };

  it('is read once per process and commit, though each locale loads the plugin afresh', async () => {
    const repo = makeRepo();
    try {
      const first = freshModule().siteHistory(repo);
      const second = freshModule().siteHistory(repo);
      // The same read: the second locale does not ask git again.
      expect(second).toBe(first);
      expect((await first)!.commits).toHaveLength(7);
      // A new commit (a long `docusaurus start`) is read again.
      fs.writeFileSync(path.join(repo, 'docs/other.md'), 'again\n');
      execFileSync('git', ['commit', '-qam', 'Later'], {
        cwd: repo,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ann',
          GIT_AUTHOR_EMAIL: 'ann@example.com',
          GIT_COMMITTER_NAME: 'Ann',
          GIT_COMMITTER_EMAIL: 'ann@example.com',
        },
        stdio: 'pipe',
      });
      const later = freshModule().siteHistory(repo);
      expect(later).not.toBe(first);
      expect((await later)!.commits[0]!.subject).toBe('Later');
    } finally {
      fs.rmSync(repo, {recursive: true, force: true});
    }
  });

  it('is null outside a git repository', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      await expect(freshModule().siteHistory(plain)).resolves.toBeNull();
    } finally {
      fs.rmSync(plain, {recursive: true, force: true});
    }
  });
});
