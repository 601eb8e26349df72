import {isSupportedLocale, localizedPath} from '../../src/lib/locale';
import {
  canAnimateTransition,
  coverRadius,
  revealKeyframes,
} from '../../src/lib/viewTransition';

describe('isSupportedLocale', () => {
  it('accepts the configured tags only, exactly', () => {
    expect(isSupportedLocale('zh-CN')).toBe(true);
    expect(isSupportedLocale('en')).toBe(true);
    expect(isSupportedLocale('zh-cn')).toBe(false);
    expect(isSupportedLocale(null)).toBe(false);
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
