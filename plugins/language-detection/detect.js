// The language rules, run by an inline script at the top of <head>, before
// the page renders (plugins/language-detection/index.ts inlines this text;
// the unit tests run the same text). Plain JavaScript, no imports: it runs
// before any bundle has loaded.
//
// The first page load of a session decides the reader's language: a stored
// choice first, else the browser's languages. Only an address without a
// locale prefix is redirected; an address that names a locale (/zh-CN/...)
// is honoured, and the decision is stored for later visits. Later loads of
// the session change nothing, so a switch in the language menu (stored by
// src/clientModules/languageChoice.ts) is never undone. Crawlers are never
// redirected.

/**
 * @param {{storageKey: string, sessionKey: string, locales: string[],
 *   defaultLocale: string, baseUrl: string}} config
 * @param {{pathname: string, search: string, hash: string,
 *   languages: readonly string[], userAgent: string,
 *   local: Storage, session: Storage}} env
 * @returns {string | null} the address to go to, or null to stay
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the inline script around this text
function openlistLanguage(config, env) {
  // Search engines and link previews (Googlebot, Baiduspider, Bingbot…).
  if (
    /bot\b|crawler|spider|slurp|facebookexternalhit|bingpreview|mediapartners/i.test(
      env.userAgent,
    )
  )
    return null;
  if (env.session.getItem(config.sessionKey)) return null;
  env.session.setItem(config.sessionKey, '1');

  var supported = function (value) {
    return config.locales.indexOf(value) !== -1;
  };
  // The locale the address names; the default locale has no prefix.
  var rest = env.pathname.slice(config.baseUrl.length);
  var first = rest.split('/')[0];
  var named = first !== config.defaultLocale && supported(first) ? first : null;
  var current = named || config.defaultLocale;

  // Browser languages, in order: Simplified Chinese tags (zh, zh-CN, zh-SG,
  // zh-Hans…) → zh-CN, en and en-* → en; the first that matches wins.
  var browser = function () {
    for (var i = 0; i < env.languages.length; i++) {
      var tag = String(env.languages[i]).trim().toLowerCase();
      if (
        /^zh(-(cn|sg|hans)(-.*)?)?$/.test(tag) ||
        tag.indexOf('zh-hans') === 0
      )
        if (supported('zh-CN')) return 'zh-CN';
      if (tag === 'en' || tag.indexOf('en-') === 0)
        if (supported('en')) return 'en';
    }
    return config.defaultLocale;
  };

  var stored = env.local.getItem(config.storageKey);
  var target =
    stored === null ? browser() : supported(stored) ? stored : current;
  env.local.setItem(config.storageKey, target);
  if (named || target === current) return null;
  // Only a default-locale address gets here: prefix it with the target.
  return config.baseUrl + target + '/' + rest + env.search + env.hash;
}
