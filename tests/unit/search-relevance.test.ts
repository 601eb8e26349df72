import {gzipSync} from 'node:zlib';
import {
  joinCjk,
  searchPlan,
  separateCjk,
  separateCjkInHtml,
  SEPARATOR,
} from '../../plugins/search/cjk.mjs';
import {pageTitles, withEndTags} from '../../plugins/search/indexer.mjs';
import {compact, contains, normalize} from '../../plugins/search/truth.mjs';
import {score, summarize} from '../../plugins/search/relevance.mjs';
import {
  aboutRank,
  crossLocaleOffer,
  excerptParts,
  rankByTitles,
} from '../../plugins/search/lib/search';

const S = SEPARATOR;
const page = (raw: string) => {
  const text = normalize(raw);
  return {
    url: '/p',
    title: '',
    text,
    compact: compact(text),
    words: new Set(text.match(/[a-z]+/g)),
  };
};

describe('Chinese indexed a character at a time', () => {
  it('puts the separator on both sides of each Chinese character', () => {
    expect(separateCjk('WebDAV挂载, 是')).toBe(`WebDAV${S}挂${S}载${S}, 是`);
    expect(separateCjk('no chinese here')).toBe('no chinese here');
  });

  it('separates the text of a page but not its tags, scripts or styles', () => {
    const html =
      '<p title="中文">挂载<b>路径</b></p><script>var a="中文"</script><style>i::after{content:"中文"}</style>';
    expect(separateCjkInHtml(html)).toBe(
      `<p title="中文">${S}挂${S}载${S}<b>${S}路${S}径${S}</b></p><script>var a="中文"</script><style>i::after{content:"中文"}</style>`,
    );
  });

  it('a "<" in a script does not hide the text after it', () => {
    const html =
      '<script>for(t=0;t<a.length;t++){go("x")}</script><main><p>挂载</p></main>';
    expect(separateCjkInHtml(html)).toBe(
      `<script>for(t=0;t<a.length;t++){go("x")}</script><main><p>${S}挂${S}载${S}</p></main>`,
    );
  });

  it('removes the separators from what is shown, whatever Pagefind returns', () => {
    expect(joinCjk(`${S}挂${S}载${S}路径`)).toBe('挂载路径');
    expect(joinCjk(undefined)).toBe('');
    expect(joinCjk(null)).toBe('');
  });

  it('searches a Chinese query as an exact phrase of its characters, ranked by them', () => {
    expect(searchPlan('挂载路径')).toEqual({
      ranked: '挂 载 路 径',
      phrases: ['"挂 载 路 径"'],
    });
    expect(searchPlan('“离线下载”')).toEqual({
      ranked: '离 线 下 载',
      phrases: ['"离 线 下 载"'],
    });
    expect(searchPlan('存')).toEqual({ranked: '存', phrases: []});
  });

  it('ranks by all words and requires each Chinese part as a phrase', () => {
    expect(searchPlan('S3 对象存储')).toEqual({
      ranked: 'S3 对 象 存 储',
      phrases: ['"对 象 存 储"'],
    });
    expect(searchPlan('WebDAV挂载')).toEqual({
      ranked: 'WebDAV 挂 载',
      phrases: ['"WebDAV 挂 载"'],
    });
    expect(searchPlan('离线 下载')).toEqual({
      ranked: '离 线 下 载',
      phrases: ['"离 线"', '"下 载"'],
    });
    expect(searchPlan('mounting webdav')).toEqual({
      ranked: 'mounting webdav',
      phrases: [],
    });
  });
});

describe('the index gets every end tag', () => {
  it('writes the end tags a minified page leaves out', () => {
    const html = withEndTags(
      '<table><tr><td><a href=/x>Offline download</a><td>aria2<tr><td>b</table>',
    );
    expect(html).toContain(
      '<td><a href="/x">Offline download</a></td><td>aria2</td></tr>',
    );
    // A paragraph in a list item ends with the item, as the standard says.
    expect(
      withEndTags('<ul><li><p>one<li>two</ul><dl><dt>a<dd>b</dl>'),
    ).toContain(
      '<ul><li><p>one</p></li><li>two</li></ul><dl><dt>a</dt><dd>b</dd></dl>',
    );
  });
});

describe('page titles for ranking', () => {
  it('keeps each fragment’s title and h2/h3 headings, lower case, without separators', () => {
    const fragment = (body: object) =>
      gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify(body)}`));
    const titles = pageTitles([
      {
        path: 'fragment/zh-cn_abc.pf_fragment',
        content: fragment({
          url: '/zh-CN/x',
          meta: {title: `${S}挂${S}载 WebDAV`},
          anchors: [
            {element: 'h2', id: 'a', text: `${S}路${S}径`},
            {element: 'h4', id: 'b', text: 'deep'},
            {element: 'tr', id: 'c', text: ''},
          ],
        }),
      },
      {path: 'pagefind-entry.json', content: Buffer.from('{}')},
    ]);
    expect(titles).toEqual({'zh-cn_abc': ['挂载 webdav', '路径']});
  });
});

describe('ground truth: does a page contain the query', () => {
  it('finds Chinese anywhere, and requires every space-separated part', () => {
    expect(contains(page('请填写挂载路径。'), '挂载路径')).toBe(true);
    expect(contains(page('挂载的路径'), '挂载路径')).toBe(false);
    expect(contains(page('挂载 路径'), '挂载路径')).toBe(true);
    expect(contains(page('S3 兼容的对象存储'), 'S3 存储')).toBe(true);
    expect(contains(page('对象存储'), 'S3 存储')).toBe(false);
    // Chinese typography puts a space between Latin and Chinese words.
    expect(contains(page('通过 WebDAV 挂载'), 'WebDAV挂载')).toBe(true);
  });

  it('requires other words to start a word', () => {
    expect(contains(page('Sign in with a login form'), 'log')).toBe(true);
    expect(contains(page('the catalog'), 'log')).toBe(false);
    expect(contains(page('Two-Factor auth'), 'two-factor')).toBe(true);
  });

  it('matches English word forms by their stem only on English pages', () => {
    expect(
      contains(page('How to mount a drive'), 'mounting', {english: true}),
    ).toBe(true);
    expect(contains(page('How to mount a drive'), 'mounting')).toBe(false);
    expect(contains(page('a proxy'), 'proxies', {english: true})).toBe(true);
  });

  it('follows how the English index splits hyphenated and camel-case words', () => {
    const hyphen = page('tags: beta-aria2, or -aria2 alone');
    expect(contains(page('tags: beta-aria2'), 'aria2', {english: true})).toBe(
      false,
    );
    expect(contains(hyphen, 'aria2', {english: true})).toBe(true);
    expect(contains(page('tags: beta-aria2'), 'aria2')).toBe(true);
  });
});

describe('scores', () => {
  it('counts recall over all results and precision over the first eight', () => {
    const urls = ['/a', '/x', '/b', '/c', '/d', '/e', '/f', '/g', '/h'];
    expect(
      score(urls, ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']),
    ).toEqual({
      recall: 1,
      precision: 7 / 8,
      aboutFirst: null,
    });
    expect(score([], [])).toMatchObject({recall: 1, precision: 1});
    expect(score(['/a'], [])).toMatchObject({recall: 0, precision: 0});
    expect(score([], ['/a'])).toMatchObject({recall: 0, precision: 0});
    expect(score(['/b', '/a'], ['/a', '/b'], ['/a']).aboutFirst).toBe(false);
    expect(score(['/a', '/b'], ['/a', '/b'], ['/a']).aboutFirst).toBe(true);
  });

  it('averages by query class and over all queries', () => {
    const summary = summarize([
      {class: 'word', recall: 1, precision: 1, aboutFirst: true},
      {class: 'word', recall: 0.5, precision: 1, aboutFirst: null},
      {class: 'phrase', recall: 1, precision: 0.5, aboutFirst: false},
    ]);
    expect(summary.word).toEqual({
      queries: 2,
      recall: 0.75,
      precision: 1,
      withAboutPage: 1,
      aboutPageFirst: 1,
    });
    expect(summary.all).toMatchObject({
      queries: 3,
      withAboutPage: 2,
      aboutPageFirst: 1,
    });
  });
});

describe('ranking and hints in the search box', () => {
  it('puts pages about the query first: title, then a heading, then the rest', () => {
    const titles = {
      a: ['webdav server', 'address'],
      b: ['quick start', 'mount path'],
      c: ['storage', 'mount path and webdav'],
      d: ['webdav', 'clients'],
    };
    expect(aboutRank(titles.d, 'WebDAV')).toBe(0);
    expect(aboutRank(titles.a, 'WebDAV')).toBe(1);
    expect(aboutRank(titles.c, 'webdav')).toBe(2);
    expect(aboutRank(titles.b, 'webdav')).toBe(3);
    expect(aboutRank(undefined, 'webdav')).toBe(3);
    const ranked = rankByTitles(
      [{id: 'b'}, {id: 'c'}, {id: 'x'}, {id: 'a'}, {id: 'd'}],
      titles,
      'webdav',
    );
    expect(ranked.map((r) => r.id)).toEqual(['d', 'a', 'c', 'b', 'x']);
  });

  it('puts the page named after the query before pages that name it among other things', () => {
    const titles = {
      api: ['links and offline download', 'post /api/fs/link'],
      guide: ['offline download', 'tools'],
      apiZh: ['链接与离线下载'],
      guideZh: ['离线下载'],
    };
    expect(
      rankByTitles(
        [{id: 'api'}, {id: 'guide'}],
        titles,
        'Offline  download',
      ).map((r) => r.id),
    ).toEqual(['guide', 'api']);
    expect(
      rankByTitles([{id: 'apiZh'}, {id: 'guideZh'}], titles, '离线下载').map(
        (r) => r.id,
      ),
    ).toEqual(['guideZh', 'apiZh']);
  });

  it('shows a Chinese phrase highlighted character by character as one mark', () => {
    expect(excerptParts('在<mark>挂</mark><mark>载</mark>页')).toEqual([
      {text: '在', highlight: false},
      {text: '挂载', highlight: true},
      {text: '页', highlight: false},
    ]);
  });

  it('offers the other language’s documentation', () => {
    expect(crossLocaleOffer({locale: 'en', query: '离线下载', total: 0})).toBe(
      true,
    );
    expect(crossLocaleOffer({locale: 'en', query: 'webdav', total: 0})).toBe(
      false,
    );
    expect(
      crossLocaleOffer({locale: 'zh-CN', query: 'offline', total: 0}),
    ).toBe(true);
    expect(crossLocaleOffer({locale: 'zh-CN', query: 'webdav', total: 3})).toBe(
      false,
    );
    expect(crossLocaleOffer({locale: 'zh-CN', query: '离线', total: 0})).toBe(
      false,
    );
  });
});
