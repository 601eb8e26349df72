// Chinese texts of the storage form (label, help, option names) for
// data/drivers.json: from OpenList-Frontend's zh-CN language files, and from
// data/driver-labels-zh.json (our own translations) where those files have
// none or still carry the English text.

/**
 * @typedef {{label?: string, help?: string}} OurEntry
 * @typedef {{label: string, help?: string, options?: Record<string, string>, ours?: string[]}} ZhTexts
 * @typedef {{json: string, help: string, options: string[]}} FormItem
 */

/**
 * @param {unknown} section
 * @param {string} key
 * @returns {string | undefined}
 */
function str(section, key) {
  if (!section || typeof section !== 'object') return undefined;
  const v = /** @type {Record<string, unknown>} */ (section)[key];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/**
 * Picks one Chinese text. The language file wins unless it has no entry or
 * its entry is the English text unchanged (not yet translated there) and we
 * keep a translation of our own.
 *
 * @param {string | undefined} ui the zh-CN language file's text
 * @param {string | undefined} en the English language file's text
 * @param {string | undefined} ours our translation
 * @returns {{text: string, ours: boolean} | undefined}
 */
function pick(ui, en, ours) {
  if (ours && (ui === undefined || ui === en)) return {text: ours, ours: true};
  if (ui !== undefined) return {text: ui, ours: false};
  return undefined;
}

/**
 * The Chinese texts of one form item, as the Chinese OpenList interface shows
 * them (or as we translate them where it shows none).
 *
 * @param {FormItem} item the item from the OpenList source
 * @param {unknown} zhSection the zh-CN language file's section of this form
 *   (drivers.json[driver] or storages.json.common)
 * @param {unknown} enSection the English section of the same form
 * @param {OurEntry | undefined} ours our entry for this key, if any
 * @param {string} where the form's name, for error messages
 * @returns {{texts: ZhTexts, unused: string[]}} `unused` names the parts of
 *   our entry the language file made unnecessary
 */
export function zhTextsFor(item, zhSection, enSection, ours, where) {
  /** @type {string[]} */
  const unused = [];
  /** @type {string[]} */
  const oursParts = [];
  const label = pick(
    str(zhSection, item.json),
    str(enSection, item.json),
    ours?.label,
  );
  if (!label) {
    throw new Error(
      `${where}: no Chinese label for ${item.json}; add one to data/driver-labels-zh.json`,
    );
  }
  if (label.ours) oursParts.push('label');
  else if (ours?.label) unused.push('label');

  /** @type {ZhTexts} */
  const texts = {label: label.text};
  const tipsKey = `${item.json}-tips`;
  if (item.help) {
    const help = pick(
      str(zhSection, tipsKey),
      str(enSection, tipsKey),
      ours?.help,
    );
    if (!help) {
      throw new Error(
        `${where}: no Chinese help for ${item.json}; add one to data/driver-labels-zh.json`,
      );
    }
    texts.help = help.text;
    if (help.ours) oursParts.push('help');
    else if (ours?.help) unused.push('help');
  } else if (ours?.help) unused.push('help');

  if (item.options.length > 0 && zhSection && typeof zhSection === 'object') {
    const names = /** @type {Record<string, unknown>} */ (zhSection)[
      `${item.json}s`
    ];
    /** @type {Record<string, string>} */
    const options = {};
    for (const o of item.options) {
      const name = str(names, o);
      if (name) options[o] = name;
    }
    if (Object.keys(options).length > 0) texts.options = options;
  }
  if (oursParts.length > 0) texts.ours = oursParts;
  return {texts, unused};
}

/**
 * Checks the shape of data/driver-labels-zh.json.
 *
 * @param {unknown} raw
 * @returns {{common: Record<string, OurEntry>, drivers: Record<string, Record<string, OurEntry>>}}
 */
export function parseOurLabels(raw) {
  if (!raw || typeof raw !== 'object') throw new Error('not an object');
  const obj = /** @type {Record<string, unknown>} */ (raw);
  /** @param {unknown} form @param {string} where */
  const entries = (form, where) => {
    if (form === undefined) return {};
    if (!form || typeof form !== 'object')
      throw new Error(`${where} is not an object`);
    /** @type {Record<string, OurEntry>} */
    const out = {};
    for (const [key, e] of Object.entries(form)) {
      if (!e || typeof e !== 'object')
        throw new Error(`${where}.${key} is not an object`);
      for (const [part, text] of Object.entries(e)) {
        if (part !== 'label' && part !== 'help')
          throw new Error(`${where}.${key}: unknown part ${part}`);
        if (typeof text !== 'string' || text.trim() === '')
          throw new Error(`${where}.${key}.${part} must be a non-empty string`);
      }
      out[key] = /** @type {OurEntry} */ (e);
    }
    return out;
  };
  /** @type {Record<string, Record<string, OurEntry>>} */
  const drivers = {};
  const rawDrivers = obj.drivers ?? {};
  if (!rawDrivers || typeof rawDrivers !== 'object')
    throw new Error('drivers is not an object');
  for (const [name, form] of Object.entries(rawDrivers))
    drivers[name] = entries(form, `drivers.${name}`);
  return {common: entries(obj.common, 'common'), drivers};
}
