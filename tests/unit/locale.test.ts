import {
  decideLocale,
  isSupportedLocale,
  localizedPath,
  matchBrowserLocale,
} from '../../src/lib/locale';
import {
  canAnimateTransition,
  coverRadius,
  revealKeyframes,
} from '../../src/lib/viewTransition';

describe('matchBrowserLocale (first visit)', () => {
  it.each([
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['en-GB'], 'en'],
    [['en'], 'en'],
    [['fr-FR', 'zh-CN'], 'zh-CN'],
    [['fr-FR', 'de'], 'en'],
    [['en-US', 'zh-CN'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(matchBrowserLocale(languages)).toBe(expected);
  });

  it('does not take Traditional Chinese for Simplified', () => {
    expect(matchBrowserLocale(['zh-TW'])).toBe('en');
    expect(matchBrowserLocale(['zh-Hant', 'zh-CN'])).toBe('zh-CN');
  });
});

describe('decideLocale (stored / current / default)', () => {
  it('first visit: matches the browser and stores it', () => {
    expect(
      decideLocale({stored: null, browserLanguages: ['zh-CN'], current: 'en'}),
    ).toEqual({
      target: 'zh-CN',
      store: 'zh-CN',
    });
  });

  it('later sessions reuse a supported stored locale', () => {
    expect(
      decideLocale({
        stored: 'en',
        browserLanguages: ['zh-CN'],
        current: 'zh-CN',
      }).target,
    ).toBe('en');
  });

  it('an unsupported stored value falls back to the current locale, then the default', () => {
    expect(
      decideLocale({
        stored: 'fr',
        browserLanguages: ['zh-CN'],
        current: 'zh-CN',
      }).target,
    ).toBe('zh-CN');
    expect(
      decideLocale({stored: 'fr', browserLanguages: ['zh-CN'], current: 'de'})
        .target,
    ).toBe('en');
    expect(isSupportedLocale('zh-cn')).toBe(false);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/guide', 'en', 'zh-CN', '/zh-CN/guide'],
    ['/', 'en', 'zh-CN', '/zh-CN/'],
    ['/zh-CN/guide/advanced/webdav', 'zh-CN', 'en', '/guide/advanced/webdav'],
    ['/zh-CN/', 'zh-CN', 'en', '/'],
    ['/zh-CN', 'zh-CN', 'en', '/'],
  ])('%s (%s → %s) = %s', (path, from, to, expected) => {
    expect(localizedPath(path, from, to)).toBe(expected);
  });
});

describe('colour-mode transition', () => {
  it('grows a circle from the click point to the farthest corner', () => {
    expect(coverRadius(0, 0, 300, 400)).toBe(500);
    expect(coverRadius(300, 400, 300, 400)).toBe(500);
    expect(revealKeyframes(10, 20, 300, 400)).toEqual({
      clipPath: ['circle(0px at 10px 20px)', 'circle(479px at 10px 20px)'],
    });
  });

  it('animates only with the API and without reduced motion', () => {
    const api = {startViewTransition: () => undefined};
    expect(canAnimateTransition(api, false)).toBe(true);
    expect(canAnimateTransition(api, true)).toBe(false);
    expect(canAnimateTransition({}, false)).toBe(false);
  });
});
