import {
  aggregateContributors,
  emailHash,
  gravatarUrl,
} from '../../plugins/contributors/lib/aggregateContributors';
import {
  displayName,
  githubFromNoreply,
  parseGitHubRepo,
  safeHttpsUrl,
  UNKNOWN_CONTRIBUTOR,
} from '../../plugins/contributors/lib/contributors';

describe('contributor rules', () => {
  it('hashes the lower-cased, trimmed email with md5', () => {
    expect(emailHash('  Jane@Example.COM ')).toBe(
      emailHash('jane@example.com'),
    );
    expect(emailHash('jane@example.com')).toBe(
      '9e26471d35a78862c17e467d87cddedf',
    );
  });

  it('reads GitHub logins from both no-reply forms', () => {
    expect(
      githubFromNoreply('12345+octo-cat@users.noreply.github.com'),
    ).toEqual({
      login: 'octo-cat',
      id: '12345',
    });
    expect(githubFromNoreply('octocat@users.noreply.github.com')).toEqual({
      login: 'octocat',
    });
    expect(githubFromNoreply('octocat@github.com')).toBeNull();
  });

  it('falls back author name → login → commit author name → Unknown Contributor', () => {
    expect(
      displayName({authorName: 'Jane', login: 'jd', commitAuthorName: 'J'}),
    ).toBe('Jane');
    expect(
      displayName({authorName: ' ', login: 'jd', commitAuthorName: 'J'}),
    ).toBe('jd');
    expect(displayName({commitAuthorName: 'J'}, 'from-noreply')).toBe(
      'from-noreply',
    );
    expect(displayName({commitAuthorName: 'J'})).toBe('J');
    expect(displayName({})).toBe(UNKNOWN_CONTRIBUTOR);
  });

  it('aggregates per email, skips commits without email, sorts by count', () => {
    const list = aggregateContributors([
      {commitAuthorName: 'Ann', commitAuthorEmail: 'ann@example.com'},
      {
        commitAuthorName: 'Bob',
        commitAuthorEmail: '7+bobby@users.noreply.github.com',
      },
      {commitAuthorName: 'Ann again', commitAuthorEmail: 'ANN@example.com'},
      {commitAuthorName: 'Nobody'},
      {commitAuthorName: 'Blank', commitAuthorEmail: '  '},
    ]);
    expect(list).toEqual([
      {
        name: 'Ann',
        email: 'ann@example.com',
        avatar: gravatarUrl(emailHash('ann@example.com')),
        hash: emailHash('ann@example.com'),
        github: null,
        count: 2,
      },
      {
        // No author name: the login (from the no-reply address) outranks the
        // commit author name.
        name: 'bobby',
        email: '7+bobby@users.noreply.github.com',
        avatar: 'https://avatars.githubusercontent.com/u/7?s=32&v=4',
        hash: emailHash('7+bobby@users.noreply.github.com'),
        github: 'https://github.com/bobby',
        count: 1,
      },
    ]);
  });

  it('uses the avatar service with the wavatar default at 32 px', () => {
    expect(gravatarUrl('abc')).toBe(
      'https://www.gravatar.com/avatar/abc?d=wavatar&s=32',
    );
  });

  it('prefers the API avatar and login when the GitHub API gives them', () => {
    const [one] = aggregateContributors([
      {
        authorName: null,
        login: 'octocat',
        email: null,
        avatarUrl: 'https://avatars.githubusercontent.com/u/583231?v=4',
        commitAuthorName: 'The Octocat',
        commitAuthorEmail: 'octocat@example.com',
      },
    ]);
    expect(one).toMatchObject({
      name: 'octocat',
      github: 'https://github.com/octocat',
      avatar: 'https://avatars.githubusercontent.com/u/583231?v=4',
    });
  });

  it('never lets a hostile URL through', () => {
    expect(safeHttpsUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpsUrl('http://example.com/a.png')).toBeNull();
    expect(safeHttpsUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeHttpsUrl('https://example.com/a.png')).toBe(
      'https://example.com/a.png',
    );
    const [evil] = aggregateContributors([
      {
        login: 'javascript:alert(1)',
        avatarUrl: 'javascript:alert(1)',
        commitAuthorName: '<img src=x onerror=alert(1)>',
        commitAuthorEmail: 'evil@example.com',
      },
    ]);
    expect(evil!.github).toBeNull();
    expect(evil!.avatar.startsWith('https://www.gravatar.com/')).toBe(true);
  });

  it('accepts GitHub repository URLs and rejects others with the spec message', () => {
    expect(
      parseGitHubRepo('https://github.com/OpenListTeam/OpenList-Docs'),
    ).toEqual({
      owner: 'OpenListTeam',
      repo: 'OpenList-Docs',
    });
    expect(parseGitHubRepo('https://github.com/a/b.git/')).toEqual({
      owner: 'a',
      repo: 'b',
    });
    for (const url of [
      'https://gitlab.com/a/b',
      'github.com/a/b',
      'https://github.com/a',
      'not a url',
    ]) {
      expect(() => parseGitHubRepo(url)).toThrow(
        'valaxy-addon-git-log: Invalid GitHub URL',
      );
    }
  });
});
