import {
  test,
  expect,
  goOffline,
  gotoHydrated,
  recordScripts,
  scrollToEnd,
  VARIANT_URL,
} from './fixtures';

const ERROR = 'valaxy-addon-git-log: Error fetching git-log.json:';

test.describe('contributors (prebuilt git-log.json)', () => {
  test('a doc page lists its contributors from the build', async ({
    page,
    services,
  }) => {
    await gotoHydrated(page, '/guide');
    await scrollToEnd(page);
    const section = page.getByTestId('contributors');
    await expect(
      section.getByRole('heading', {name: 'Contributors'}),
    ).toBeVisible();
    const avatars = section.locator('img');
    await expect(avatars.first()).toBeVisible();
    await expect(avatars.first()).toHaveAttribute('width', '32');
    await expect(avatars.first()).toHaveAttribute('height', '32');
    await expect(avatars.first()).toHaveAttribute('loading', 'lazy');
    const box = await avatars.first().boundingBox();
    expect([box?.width, box?.height]).toEqual([32, 32]);
    // Name and commit count, as tooltip and accessible name.
    const labelled = section.locator('[aria-label]').first();
    await expect(labelled).toHaveAttribute('aria-label', /· \d+ commits?$/);
    await labelled.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/· \d+ commits?$/);
    expect(services.avatars.length).toBeGreaterThan(0);
  });

  test('the Chinese page lists the contributors of its own file', async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/guide');
    await scrollToEnd(page);
    await expect(
      page.getByTestId('contributors').getByRole('heading', {name: '贡献者'}),
    ).toBeVisible();
    await expect(
      page.getByTestId('contributors').locator('[aria-label]').first(),
    ).toHaveAttribute('aria-label', /· \d+ 次提交$/);
  });

  test('git-log.json is fetched once per visit', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/git-log.json')) requests.push(r.url());
    });
    await gotoHydrated(page, '/guide');
    await scrollToEnd(page);
    await expect(page.getByTestId('contributors')).toBeVisible();
    await page.locator('a.pagination-nav__link--next').click();
    await scrollToEnd(page);
    await expect(page.getByTestId('contributors')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('git-log.json is fetched when the reader nears the end of a long page, not while it loads', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/git-log.json')) requests.push(r.url());
    });
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/configuration/config-file');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('contributors')).toHaveCount(0);
    expect(requests).toEqual([]);
    await scrollToEnd(page);
    await expect(page.getByTestId('contributors')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test("the list's code, like its data, comes when the reader nears the end", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/configuration/config-file');
    await page.waitForLoadState('networkidle');
    const early = scripts.urls.length;
    await scrollToEnd(page);
    const section = page.getByTestId('contributors');
    await expect(section).toBeVisible();
    // The list's class names are in the code that renders it.
    const listClass = await section
      .locator('ul')
      .evaluate((list) => list.className);
    expect(listClass).not.toBe('');
    const bodies = await scripts.bodies();
    const rendering = bodies
      .map((body, index) => ({body, early: index < early}))
      .filter(({body}) => body.includes(listClass));
    expect(rendering.length).toBeGreaterThan(0);
    expect(rendering.filter(({early}) => early)).toEqual([]);
    // Its styles came with it: the avatars are laid out in a row.
    await expect(section.locator('ul')).toHaveCSS('display', 'flex');
  });

  test('when the code of the contributors and comments cannot be loaded, the page keeps working', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/configuration/config-file');
    await page.waitForLoadState('networkidle');
    const errors = await goOffline(page);
    await scrollToEnd(page);
    await expect
      .poll(() =>
        errors.some((e) =>
          e.startsWith('Contributors: the list could not be loaded:'),
        ),
      )
      .toBe(true);
    await expect(page.getByTestId('contributors')).toHaveCount(0);
    // The link to the discussions is offered at once, before the delay
    // after which a slow thread gets it (FALLBACK_DELAY, 8 s).
    await expect(page.getByTestId('comments-fallback')).toBeVisible({
      timeout: 4000,
    });
    expect(
      errors.some((e) =>
        e.startsWith('Comments: the thread could not be loaded:'),
      ),
    ).toBe(true);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('a.pagination-nav__link--prev')).toBeVisible();
  });

  for (const [name, answer] of [
    ['404', {status: 404, body: 'missing'}],
    ['500', {status: 500, body: 'broken'}],
    [
      'invalid JSON',
      {
        status: 200,
        contentType: 'application/json',
        body: '{"docs/guide/index.md": ',
      },
    ],
  ] as const) {
    test(`a ${name} answer shows nothing and logs the error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/git-log.json', (route) => route.fulfill(answer));
      await gotoHydrated(page, '/guide');
      await scrollToEnd(page);
      await expect
        .poll(() => errors.some((e) => e.startsWith(ERROR)))
        .toBe(true);
      await expect(page.getByTestId('contributors')).toHaveCount(0);
      await expect(page.locator('article h1')).toHaveText('Guide');
    });
  }
});

test.describe('contributors (runtime GitHub strategy)', () => {
  const commits = [
    {
      author: {
        login: 'octocat',
        avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      },
      commit: {author: {name: 'The Octocat', email: 'octocat@example.com'}},
    },
    {
      author: {
        login: 'octocat',
        avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      },
      commit: {author: {name: 'The Octocat', email: 'octocat@example.com'}},
    },
    {
      author: null,
      commit: {
        author: {name: 'Jane Doe', email: '123+jdoe@users.noreply.github.com'},
      },
    },
    {author: null, commit: {author: {name: '<b>no email</b>', email: ''}}},
  ];

  test('renders the aggregated list from the commits API', async ({page}) => {
    const asked: URL[] = [];
    await page.route('https://api.github.com/**', (route) => {
      asked.push(new URL(route.request().url()));
      return route.fulfill({json: commits});
    });
    await gotoHydrated(page, `${VARIANT_URL}/guide`);
    await scrollToEnd(page);
    const section = page.getByTestId('contributors');
    await expect(section.locator('li')).toHaveCount(2);
    await expect(section.locator('li').first().locator('a')).toHaveAttribute(
      'href',
      'https://github.com/octocat',
    );
    await expect(section.locator('li').first().locator('a')).toHaveAttribute(
      'aria-label',
      'octocat · 2 commits',
    );
    await expect(section.locator('li').nth(1).locator('a')).toHaveAttribute(
      'href',
      'https://github.com/jdoe',
    );
    expect(asked[0]?.pathname).toBe(
      '/repos/OpenListTeam/OpenList-Docs/commits',
    );
    expect(asked[0]?.searchParams.get('path')).toBe('docs/guide/index.md');
  });

  test('a 403 (rate limit) answer shows nothing and logs the error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('https://api.github.com/**', (route) =>
      route.fulfill({status: 403, json: {message: 'API rate limit exceeded'}}),
    );
    await gotoHydrated(page, `${VARIANT_URL}/guide`);
    await scrollToEnd(page);
    await expect
      .poll(() => errors.some((e) => e.startsWith('valaxy-addon-git-log:')))
      .toBe(true);
    await expect(page.getByTestId('contributors')).toHaveCount(0);
  });

  test('Octokit is not part of the first load', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.route('https://api.github.com/**', (route) =>
      route.fulfill({json: []}),
    );
    await gotoHydrated(page, `${VARIANT_URL}/`);
    const homeScripts = [...scripts];
    await gotoHydrated(page, `${VARIANT_URL}/guide`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(homeScripts.length);
    const bodies = await Promise.all(
      homeScripts.map((url) => page.request.get(url).then((r) => r.text())),
    );
    expect(bodies.some((b) => b.includes('octokit'))).toBe(false);
  });
});
