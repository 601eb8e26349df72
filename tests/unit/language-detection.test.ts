import vm from 'node:vm';
import {chosenLanguage} from '../../src/lib/locale';
import {
  FAILURE_MESSAGE,
  inlineScript,
  type DetectionConfig,
} from '../../plugins/language-detection';
import {
  LOCALE_SESSION_KEY,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
} from '../../src/lib/locale';

/**
 * The inline <head> script, run as the browser runs it: its exact text, in a
 * fresh context with only the globals a page has.
 */
const CONFIG: DetectionConfig = {
  storageKey: LOCALE_STORAGE_KEY,
  sessionKey: LOCALE_SESSION_KEY,
  locales: [...SUPPORTED_LOCALES],
  defaultLocale: 'en',
  baseUrl: '/',
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function visit(
  url: string,
  {
    languages = ['en-US'],
    userAgent = CHROME,
    stored,
    session = new MemoryStorage(),
    local = new MemoryStorage(),
    config = CONFIG,
  }: {
    languages?: string[];
    userAgent?: string;
    stored?: string;
    session?: MemoryStorage | object;
    local?: MemoryStorage | object;
    config?: DetectionConfig;
  } = {},
) {
  if (stored !== undefined && local instanceof MemoryStorage)
    local.setItem(LOCALE_STORAGE_KEY, stored);
  const address = new URL(url, 'https://doc.example');
  const replaced: string[] = [];
  const errors: unknown[][] = [];
  const html = {style: {} as Record<string, string>};
  vm.runInNewContext(inlineScript(config), {
    location: {
      pathname: address.pathname,
      search: address.search,
      hash: address.hash,
      replace: (to: string) => replaced.push(to),
    },
    navigator: {languages, language: languages[0], userAgent},
    localStorage: local,
    sessionStorage: session,
    document: {documentElement: html},
    console: {error: (...args: unknown[]) => errors.push(args)},
  });
  return {
    to: replaced[0] ?? null,
    redirects: replaced.length,
    hidden: html.style.display === 'none',
    stored:
      local instanceof MemoryStorage
        ? local.getItem(LOCALE_STORAGE_KEY)
        : undefined,
    errors,
    session,
    local,
  };
}

describe('first visit: the browser languages decide', () => {
  it.each([
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['fr-FR', 'zh-CN'], 'zh-CN'],
    [['zh-Hant', 'zh-CN'], 'zh-CN'],
    [['en-GB'], 'en'],
    [['en-US', 'zh-CN'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [['zh-TW'], 'en'],
    [[], 'en'],
  ])('%j → %s, stored', (languages, expected) => {
    const result = visit('/guide', {languages});
    expect(result.stored).toBe(expected);
    expect(result.to).toBe(expected === 'en' ? null : '/zh-CN/guide');
  });

  it('keeps the query and the fragment, and hides the page it leaves', () => {
    const result = visit('/guide/drivers/s3?x=1#region', {languages: ['zh']});
    expect(result.to).toBe('/zh-CN/guide/drivers/s3?x=1#region');
    expect(result.redirects).toBe(1);
    expect(result.hidden).toBe(true);
    expect(visit('/', {languages: ['zh']}).to).toBe('/zh-CN/');
  });

  it('an English reader on an English page is left alone and not hidden', () => {
    const result = visit('/guide', {languages: ['en-US']});
    expect(result).toMatchObject({to: null, hidden: false, stored: 'en'});
  });

  it('works under a base URL', () => {
    const config = {...CONFIG, baseUrl: '/docs/'};
    expect(visit('/docs/faq', {languages: ['zh-CN'], config}).to).toBe(
      '/docs/zh-CN/faq',
    );
    expect(visit('/docs/zh-CN/faq', {languages: ['en'], config}).to).toBe(null);
  });
});

describe('an address that names a locale is honoured', () => {
  it('an English browser stays on a shared Chinese link; its language is stored for later', () => {
    const result = visit('/zh-CN/guide/advanced/webdav', {
      languages: ['en-US'],
    });
    expect(result.to).toBeNull();
    expect(result.hidden).toBe(false);
    expect(result.stored).toBe('en');
  });

  it('so does a stored English choice', () => {
    expect(visit('/zh-CN/faq', {stored: 'en'}).to).toBeNull();
  });
});

describe('later visits', () => {
  it('a stored choice wins over the browser languages', () => {
    expect(visit('/faq', {stored: 'zh-CN', languages: ['en']}).to).toBe(
      '/zh-CN/faq',
    );
    expect(visit('/faq', {stored: 'en', languages: ['zh-CN']}).to).toBeNull();
  });

  it('an unsupported stored value gives way to the current locale', () => {
    const zh = visit('/zh-CN/faq', {stored: 'fr', languages: ['en']});
    expect(zh).toMatchObject({to: null, stored: 'zh-CN'});
    const en = visit('/faq', {stored: 'zh-cn', languages: ['zh-CN']});
    expect(en).toMatchObject({to: null, stored: 'en'});
  });

  it('runs once per session: later loads change nothing', () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    expect(visit('/guide', {languages: ['zh'], session, local}).to).toBe(
      '/zh-CN/guide',
    );
    expect(session.getItem(LOCALE_SESSION_KEY)).toBe('1');
    // The reader switched to English in the menu (stored by the client).
    local.setItem(LOCALE_STORAGE_KEY, 'en');
    const again = visit('/guide', {languages: ['zh'], session, local});
    expect(again).toMatchObject({to: null, stored: 'en'});
    // A new session keeps the choice.
    expect(
      visit('/guide', {
        languages: ['zh'],
        session: new MemoryStorage(),
        local,
      }).to,
    ).toBeNull();
  });
});

describe('crawlers are never redirected', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  ])('%s', (userAgent) => {
    const session = new MemoryStorage();
    const result = visit('/guide', {languages: ['zh-CN'], userAgent, session});
    expect(result.to).toBeNull();
    expect(result.stored).toBeNull();
    expect(session.getItem(LOCALE_SESSION_KEY)).toBeNull();
  });
});

describe('a failure', () => {
  it('is logged and the reader stays (English, the fallback, at an unprefixed address)', () => {
    const broken = {
      getItem() {
        throw new Error('storage disabled');
      },
      setItem() {
        throw new Error('storage disabled');
      },
    };
    const result = visit('/guide', {
      languages: ['zh-CN'],
      session: broken,
      local: broken,
    });
    expect(result.to).toBeNull();
    expect(result.hidden).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]![0]).toBe(FAILURE_MESSAGE);
  });
});

describe('the shipped text', () => {
  it('has no comments left and defines nothing global', () => {
    const text = inlineScript(CONFIG);
    expect(text).not.toMatch(/^\s*\/\//m);
    expect(text).not.toContain('/**');
    const context: Record<string, unknown> = {
      location: {pathname: '/', search: '', hash: '', replace() {}},
      navigator: {languages: ['en'], userAgent: CHROME},
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      document: {documentElement: {style: {}}},
      console,
    };
    vm.createContext(context);
    vm.runInContext(text, context);
    expect(Object.keys(context).sort()).toEqual(
      [
        'console',
        'document',
        'localStorage',
        'location',
        'navigator',
        'sessionStorage',
      ].sort(),
    );
  });
});

describe('a language picked in the menu', () => {
  const origin = 'https://doc.example';
  it.each([
    [{lang: 'en', href: `${origin}/guide`}, 'en'],
    [{lang: 'zh-CN', href: `${origin}/zh-CN/guide`}, 'zh-CN'],
    [{lang: 'zh-CN', href: `${origin}/zh-CN`}, 'zh-CN'],
    // Not a language choice: a link marked Chinese into English pages, an
    // unsupported language, another site.
    [{lang: 'zh-CN', href: `${origin}/guide`}, null],
    [{lang: 'en', href: `${origin}/zh-CN/faq`}, null],
    [{lang: 'fr', href: `${origin}/fr/guide`}, null],
    [{lang: 'en', href: 'https://github.com/OpenListTeam'}, null],
  ])('%j → %s', (link, expected) => {
    expect(chosenLanguage(link, origin)).toBe(expected);
  });
});
