// Pure parsing helpers for scripts/sync-drivers.mjs: they read the Go source
// text of an OpenList checkout (as strings) and describe its storage drivers.
// Nothing here touches the file system. Every helper throws a DriverParseError
// on a construct it does not understand, so a change in the upstream source
// stops the sync instead of producing quietly wrong data.

/**
 * @typedef {{json: string, goType: string, type: string, required: boolean,
 *   default: string, options: string[], help: string, inheritedFrom?: string,
 *   confidential?: boolean}} AdditionalField
 * @typedef {{name: string, goType: string, json: string}} ConfigFieldDef
 * @typedef {Record<string, string | boolean>} DriverConfig
 * @typedef {{kind: 'field', name: string, goType: string,
 *   tag: Record<string, string>} | {kind: 'embedded', goType: string,
 *   tag: Record<string, string>}} StructMember
 * @typedef {{name: string, package: string, config: DriverConfig,
 *   common: string[], additional: AdditionalField[]}} DriverInfo
 * @typedef {{json: string, goType: string, type: string, required: boolean,
 *   default: string, options: string[], help: string, when: string}} CommonField
 */

export class DriverParseError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'DriverParseError';
  }
}

/** Go types that reflect.Kind() does not report as struct and that carry no form item without a json tag. */
const BUILTIN_TYPES = new Set([
  'string',
  'bool',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'float32',
  'float64',
  'byte',
  'rune',
]);

/**
 * Types from other packages that appear as untagged fields of an Addition.
 * Each entry was checked by hand: a map (http.Header) or a struct without any
 * json tags, so reflection adds no form item for it. Anything else fails.
 */
export const KNOWN_EXTERNAL_TYPES = new Set([
  'http.Header',
  'common.ReusableCredentialData',
]);

/** The form items a driver inherits by embedding these structs (internal/driver/item.go). */
export const INHERITED_ROOT_TYPES = new Set([
  'driver.RootPath',
  'driver.RootID',
]);

/**
 * Index of the brace that closes the one at `open`, skipping Go strings,
 * runes and comments.
 * @param {string} src
 * @param {number} open index of a `{`
 * @returns {number}
 */
export function matchBrace(src, open) {
  if (src[open] !== '{') throw new DriverParseError(`no "{" at ${open}`);
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      i = end === -1 ? src.length : end;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end === -1) throw new DriverParseError('unterminated comment');
      i = end + 1;
    } else if (c === '"' || c === "'") {
      i = skipQuoted(src, i);
    } else if (c === '`') {
      const end = src.indexOf('`', i + 1);
      if (end === -1) throw new DriverParseError('unterminated raw string');
      i = end;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  throw new DriverParseError('unbalanced braces');
}

/**
 * @param {string} src
 * @param {number} start index of the opening quote
 * @returns {number} index of the closing quote
 */
function skipQuoted(src, start) {
  const quote = src[start];
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === quote) return i;
    else if (src[i] === '\n')
      throw new DriverParseError('newline inside a quoted string');
  }
  throw new DriverParseError('unterminated string');
}

/**
 * Decodes a Go interpreted ("…") or raw (`…`) string literal.
 * @param {string} literal
 * @returns {string}
 */
export function goString(literal) {
  if (literal.startsWith('`') && literal.endsWith('`') && literal.length >= 2)
    return literal.slice(1, -1);
  if (literal.startsWith('"') && literal.endsWith('"') && literal.length >= 2) {
    try {
      return JSON.parse(literal);
    } catch {
      throw new DriverParseError(`cannot decode Go string ${literal}`);
    }
  }
  throw new DriverParseError(`not a Go string literal: ${literal}`);
}

/**
 * Parses the content of a struct tag the way reflect.StructTag.Lookup reads
 * it: space-separated key:"value" pairs with Go-quoted values.
 * @param {string} tag the text between the backquotes
 * @returns {Record<string, string>}
 */
export function parseStructTag(tag) {
  /** @type {Record<string, string>} */
  const out = {};
  let i = 0;
  while (i < tag.length) {
    while (tag[i] === ' ') i++;
    if (i >= tag.length) break;
    const m = /^([^\s:"]+):"/.exec(tag.slice(i));
    if (!m) throw new DriverParseError(`malformed struct tag: ${tag}`);
    const key = /** @type {string} */ (m[1]);
    const quoteAt = i + key.length + 1;
    const end = skipQuoted(tag, quoteAt);
    if (key in out)
      throw new DriverParseError(`duplicate key "${key}" in tag: ${tag}`);
    out[key] = goString(tag.slice(quoteAt, end + 1));
    i = end + 1;
    if (i < tag.length && tag[i] !== ' ')
      throw new DriverParseError(`malformed struct tag: ${tag}`);
  }
  return out;
}

/**
 * Removes a trailing // comment from one line of Go, ignoring // inside
 * strings and backquoted tags.
 * @param {string} line
 * @returns {string}
 */
export function stripLineComment(line) {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'") i = skipQuoted(line, i);
    else if (c === '`') {
      const end = line.indexOf('`', i + 1);
      if (end === -1)
        throw new DriverParseError(`unterminated struct tag: ${line}`);
      i = end;
    } else if (c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/**
 * Finds `type <name> struct { … }` in a Go file and returns its members.
 * @param {string} src Go source
 * @param {string} name struct name
 * @returns {StructMember[] | undefined} undefined when the file has no such struct
 */
export function parseStruct(src, name) {
  const re = new RegExp(`^type\\s+${name}\\s+struct\\s*\\{`, 'm');
  const m = re.exec(src);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  const body = src.slice(open + 1, matchBrace(src, open));
  return parseStructBody(body, name);
}

/**
 * @param {string} body text between the struct braces
 * @param {string} name struct name, for messages
 * @returns {StructMember[]}
 */
export function parseStructBody(body, name) {
  /** @type {StructMember[]} */
  const members = [];
  const withoutBlockComments = body.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const raw of withoutBlockComments.split('\n')) {
    const line = stripLineComment(raw).trim();
    if (line === '') continue;
    const tagMatch = /^(.*?)\s*`([^`]*)`$/.exec(line);
    const decl = tagMatch ? /** @type {string} */ (tagMatch[1]) : line;
    const tag = tagMatch
      ? parseStructTag(/** @type {string} */ (tagMatch[2]))
      : {};
    if (line.includes('"') && !tagMatch)
      throw new DriverParseError(
        `struct ${name}: tag not in backquotes: ${line}`,
      );
    if (/\bstruct\s*\{/.test(decl) || /\binterface\s*\{/.test(decl))
      throw new DriverParseError(
        `struct ${name}: inline type not supported: ${line}`,
      );
    let m = /^(\*?[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)?)$/.exec(decl);
    if (m) {
      members.push({
        kind: 'embedded',
        goType: /** @type {string} */ (m[1]),
        tag,
      });
      continue;
    }
    m = /^([A-Za-z_]\w*)\s+(\S+)$/.exec(decl);
    if (m) {
      members.push({
        kind: 'field',
        name: /** @type {string} */ (m[1]),
        goType: /** @type {string} */ (m[2]),
        tag,
      });
      continue;
    }
    throw new DriverParseError(`struct ${name}: cannot read member: ${line}`);
  }
  return members;
}

/**
 * The value reflect's Type.Name() gives, lower-cased, as OpenList uses it for
 * an item's type: the bare name of a named type, "" for slices, maps and pointers.
 * @param {string} goType
 * @returns {string}
 */
function reflectTypeName(goType) {
  if (/^[\w.]+$/.test(goType))
    return goType.split('.').pop()?.toLowerCase() ?? '';
  return '';
}

/**
 * Splits a comma-separated options tag into values.
 * @param {string} options
 * @returns {string[]}
 */
function splitOptions(options) {
  return options === '' ? [] : options.split(',').map((s) => s.trim());
}

/**
 * Turns an Addition struct into form items in the order the admin UI shows
 * them, following internal/op/driver.go getAdditionalItems: embedded and
 * struct-typed members are flattened, members without a json tag or with
 * ignore:"true" are skipped, the root folder item takes the driver's
 * DefaultRoot and is required exactly when it has a default.
 * @param {string} structName
 * @param {(name: string) => StructMember[] | undefined} lookup finds a struct of the same package
 * @param {string} defaultRoot
 * @returns {AdditionalField[]}
 */
export function additionalFields(structName, lookup, defaultRoot) {
  const members = lookup(structName);
  if (!members) throw new DriverParseError(`struct ${structName} not found`);
  /** @type {AdditionalField[]} */
  const out = [];
  for (const member of members) {
    if (member.kind === 'embedded') {
      out.push(...expandStructType(member.goType, lookup, defaultRoot, true));
      continue;
    }
    const {goType, tag} = member;
    if (!('json' in tag)) {
      // Reflection still descends into struct-typed fields without a tag.
      if (BUILTIN_TYPES.has(goType) || /^(\[\]|map\[|\*|func)/.test(goType))
        continue;
      out.push(...expandStructType(goType, lookup, defaultRoot, false));
      continue;
    }
    if (tag.ignore === 'true') continue;
    if (!BUILTIN_TYPES.has(goType) && goType !== 'driver.Select')
      throw new DriverParseError(
        `field ${member.name} has a json tag and unsupported type ${goType}`,
      );
    out.push(
      makeItem(/** @type {string} */ (tag.json), goType, tag, defaultRoot),
    );
  }
  return out;
}

/**
 * @param {string} json
 * @param {string} goType
 * @param {Record<string, string>} tag
 * @param {string} defaultRoot
 * @param {string} [inheritedFrom]
 * @returns {AdditionalField}
 */
function makeItem(json, goType, tag, defaultRoot, inheritedFrom) {
  /** @type {AdditionalField} */
  const item = {
    json,
    goType,
    type: tag.type || reflectTypeName(goType) || 'string',
    required: tag.required === 'true',
    default: tag.default ?? '',
    options: splitOptions(tag.options ?? ''),
    help: tag.help ?? '',
  };
  if (tag.confidential === 'true') item.confidential = true;
  if (json === 'root_folder_id' || json === 'root_folder_path') {
    if (item.default === '') item.default = defaultRoot;
    item.required = item.default !== '';
  }
  if (inheritedFrom) item.inheritedFrom = inheritedFrom;
  return item;
}

/**
 * @param {string} goType
 * @param {(name: string) => StructMember[] | undefined} lookup
 * @param {string} defaultRoot
 * @param {boolean} embedded
 * @returns {AdditionalField[]}
 */
function expandStructType(goType, lookup, defaultRoot, embedded) {
  const bare = goType.replace(/^\*/, '');
  if (goType.startsWith('*'))
    throw new DriverParseError(`pointer member ${goType} not supported`);
  if (bare === 'driver.RootPath')
    return [makeItem('root_folder_path', 'string', {}, defaultRoot, bare)];
  if (bare === 'driver.RootID')
    return [makeItem('root_folder_id', 'string', {}, defaultRoot, bare)];
  if (KNOWN_EXTERNAL_TYPES.has(bare)) return [];
  if (bare.includes('.'))
    throw new DriverParseError(
      `${embedded ? 'embedded' : 'struct-typed'} member of unknown type ${bare}`,
    );
  const members = lookup(bare);
  if (!members)
    throw new DriverParseError(`type ${bare} is not a struct of this package`);
  return additionalFields(bare, lookup, defaultRoot);
}

/**
 * Reads `type Config struct` of internal/driver/config.go.
 * @param {string} src
 * @returns {ConfigFieldDef[]}
 */
export function parseConfigFields(src) {
  const members = parseStruct(src, 'Config');
  if (!members) throw new DriverParseError('driver.Config struct not found');
  return members.map((m) => {
    if (m.kind === 'embedded') {
      if (m.goType.includes('.') || m.goType.startsWith('*'))
        throw new DriverParseError(`unexpected embedded ${m.goType} in Config`);
      return {name: m.goType, goType: m.goType, json: m.tag.json ?? ''};
    }
    return {name: m.name, goType: m.goType, json: m.tag.json ?? ''};
  });
}

/**
 * Reads the LinkCacheMode constants of config.go: name -> value.
 * @param {string} src
 * @returns {Record<string, number>}
 */
export function parseLinkCacheModes(src) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const m of src.matchAll(
    /^\s*(LinkCache\w+)\s+LinkCacheMode\s*=\s*(-?\d+)/gm,
  ))
    out[/** @type {string} */ (m[1])] = Number(m[2]);
  for (const m of src.matchAll(
    /^\s*(LinkCache\w+)\s+LinkCacheMode\s*=\s*1\s*<<\s*iota[^\n]*\n((?:\s*LinkCache\w+[^\n]*\n)*)/gm,
  )) {
    const names = [
      m[1],
      ...[...(m[2] ?? '').matchAll(/^\s*(LinkCache\w+)/gm)].map((x) => x[1]),
    ];
    names.forEach((n, i) => {
      out[/** @type {string} */ (n)] = 1 << i;
    });
  }
  return out;
}

/**
 * The zero values of every Config field.
 * @param {ConfigFieldDef[]} fields
 * @returns {DriverConfig}
 */
export function zeroConfig(fields) {
  /** @type {DriverConfig} */
  const out = {};
  for (const f of fields) {
    if (f.goType === 'bool') out[f.name] = false;
    else if (f.goType === 'string') out[f.name] = '';
    else if (f.goType === 'LinkCacheMode') out[f.name] = 'LinkCacheNone';
    else
      throw new DriverParseError(
        `Config field ${f.name} has unsupported type ${f.goType}`,
      );
  }
  return out;
}

/**
 * Splits a composite literal body at top-level commas.
 * @param {string} body
 * @returns {string[]}
 */
function splitTopLevel(body) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") i = skipQuoted(body, i);
    else if (c === '`') i = body.indexOf('`', i + 1);
    else if (c === '/' && body[i + 1] === '/') {
      const end = body.indexOf('\n', i);
      const nl = end === -1 ? body.length : end;
      body = body.slice(0, i) + ' '.repeat(nl - i) + body.slice(nl);
      i = nl - 1;
    } else if ('({['.includes(c ?? '')) depth++;
    else if (')}]'.includes(c ?? '')) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * Parses the body of a `driver.Config{ … }` literal (one line or many).
 * @param {string} body text between the braces
 * @param {ConfigFieldDef[]} fields from parseConfigFields
 * @param {Record<string, number>} linkCacheModes from parseLinkCacheModes
 * @returns {DriverConfig}
 */
export function parseConfigLiteral(body, fields, linkCacheModes) {
  const config = zeroConfig(fields);
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const entry of splitTopLevel(body)) {
    const m = /^(\w+)\s*:\s*([\s\S]+)$/.exec(entry);
    if (!m) throw new DriverParseError(`cannot read Config entry: ${entry}`);
    const key = /** @type {string} */ (m[1]);
    const value = /** @type {string} */ (m[2]).trim();
    const field = byName.get(key);
    if (!field) throw new DriverParseError(`unknown Config field ${key}`);
    if (field.goType === 'bool') {
      if (value !== 'true' && value !== 'false')
        throw new DriverParseError(
          `Config ${key}: not a bool literal: ${value}`,
        );
      config[key] = value === 'true';
    } else if (field.goType === 'string') {
      config[key] = goString(value);
    } else if (field.goType === 'LinkCacheMode') {
      const names = value
        .split('|')
        .map((s) => s.trim().replace(/^driver\./, ''));
      for (const n of names)
        if (!(n in linkCacheModes))
          throw new DriverParseError(`Config ${key}: unknown value ${value}`);
      config[key] = names.join('|');
    } else {
      throw new DriverParseError(
        `Config ${key}: unsupported type ${field.goType}`,
      );
    }
  }
  if (!config.Name)
    throw new DriverParseError(`Config literal without Name: ${body}`);
  return config;
}

/**
 * Package directories imported by drivers/all.go, in file order.
 * @param {string} src
 * @returns {string[]}
 */
export function registeredPackages(src) {
  const out = [];
  for (const m of src.matchAll(/_\s+"[^"]*\/drivers\/([^"/]+)"/g))
    out.push(/** @type {string} */ (m[1]));
  if (out.length === 0)
    throw new DriverParseError('drivers/all.go imports no drivers');
  return out;
}

/**
 * Body of the method `name` of type `typeName` found in any of the files.
 * @param {Record<string, string>} files
 * @param {string} typeName
 * @param {string} method e.g. "Config() driver.Config"
 * @returns {string | undefined}
 */
function methodBody(files, typeName, method) {
  const sig = method.replace(/[().]/g, (c) => `\\${c}`).replace(/ /g, '\\s*');
  const re = new RegExp(
    `func\\s*\\(\\s*\\w+\\s+\\*?${typeName}\\s*\\)\\s*${sig}\\s*\\{`,
  );
  for (const src of Object.values(files)) {
    const m = re.exec(src);
    if (m) {
      const open = m.index + m[0].length - 1;
      return src.slice(open + 1, matchBrace(src, open));
    }
  }
  return undefined;
}

/**
 * Describes every driver one package registers.
 * @param {string} pkg package directory name under drivers/
 * @param {Record<string, string>} files file name -> Go source of that package (meta.go required)
 * @param {ConfigFieldDef[]} configFields
 * @param {Record<string, number>} linkCacheModes
 * @returns {DriverInfo[]}
 */
export function parseDriverPackage(pkg, files, configFields, linkCacheModes) {
  const meta = files['meta.go'];
  if (meta === undefined) throw new DriverParseError(`${pkg}: no meta.go`);
  const where = (/** @type {string} */ msg) =>
    new DriverParseError(`drivers/${pkg}: ${msg}`);

  /** @type {Map<string, DriverConfig>} */
  const configVars = new Map();
  let literalCount = 0;
  for (const m of meta.matchAll(/driver\.Config\s*\{/g)) {
    literalCount++;
    const before = meta.slice(0, m.index);
    const varMatch = /var\s+(\w+)\s*=\s*$/.exec(before);
    if (varMatch) {
      const open = m.index + m[0].length - 1;
      const body = meta.slice(open + 1, matchBrace(meta, open));
      try {
        configVars.set(
          /** @type {string} */ (varMatch[1]),
          parseConfigLiteral(body, configFields, linkCacheModes),
        );
      } catch (e) {
        throw where(/** @type {Error} */ (e).message);
      }
    }
  }

  /** @param {string} name */
  const lookup = (name) => {
    for (const src of Object.values(files)) {
      const s = parseStruct(src, name);
      if (s) return s;
    }
    return undefined;
  };

  /** @type {DriverInfo[]} */
  const drivers = [];
  let inlineCount = 0;
  const registerRe =
    /op\.RegisterDriver\(\s*func\s*\(\s*\)\s*driver\.Driver\s*\{/g;
  for (const m of meta.matchAll(registerRe)) {
    const open = m.index + m[0].length - 1;
    const body = meta.slice(open + 1, matchBrace(meta, open));
    const typeMatch = /&(\w+)\s*\{/.exec(body);
    if (!typeMatch) throw where('RegisterDriver does not construct a &Type{}');
    const typeName = /** @type {string} */ (typeMatch[1]);

    /** @type {DriverConfig | undefined} */
    let config;
    const inline = /\bconfig\s*:\s*driver\.Config\s*\{/.exec(body);
    if (inline) {
      inlineCount++;
      const o = inline.index + inline[0].length - 1;
      try {
        config = parseConfigLiteral(
          body.slice(o + 1, matchBrace(body, o)),
          configFields,
          linkCacheModes,
        );
      } catch (e) {
        throw where(/** @type {Error} */ (e).message);
      }
    } else {
      const cfgBody = methodBody(files, typeName, 'Config() driver.Config');
      if (cfgBody === undefined)
        throw where(`${typeName} has no Config() method`);
      const used = [...configVars.keys()].filter((v) =>
        new RegExp(`\\b${v}\\b`).test(cfgBody),
      );
      if (used.length !== 1)
        throw where(
          `${typeName}.Config() uses ${used.length} config variables, expected 1`,
        );
      config = /** @type {DriverConfig} */ (
        configVars.get(/** @type {string} */ (used[0]))
      );
    }

    const addBody = methodBody(
      files,
      typeName,
      'GetAddition() driver.Additional',
    );
    if (addBody === undefined)
      throw where(`${typeName} has no GetAddition() method`);
    const addMatch = /^\s*return\s+&\w+\.(\w+)\s*$/.exec(addBody);
    if (!addMatch)
      throw where(`${typeName}.GetAddition() is not "return &x.Field"`);
    const structName = /** @type {string} */ (addMatch[1]);

    let additional;
    try {
      additional = additionalFields(
        structName,
        lookup,
        String(config.DefaultRoot ?? ''),
      );
    } catch (e) {
      throw where(/** @type {Error} */ (e).message);
    }
    drivers.push({
      name: String(config.Name),
      package: pkg,
      config,
      common: [],
      additional,
    });
  }
  if (drivers.length === 0) throw where('no op.RegisterDriver call');
  if (configVars.size + inlineCount !== literalCount)
    throw where(
      'a driver.Config literal is neither a var nor inline in RegisterDriver',
    );
  return drivers;
}

/**
 * Reads the Storage struct (internal/model/storage.go) and its embedded
 * Sort and Proxy structs: every json key with its Go type, in order.
 * @param {string} src
 * @returns {{json: string, goType: string, field: string}[]}
 */
export function parseStorageFields(src) {
  /** @param {string} name @returns {{json: string, goType: string, field: string}[]} */
  const walk = (name) => {
    const members = parseStruct(src, name);
    if (!members)
      throw new DriverParseError(`struct ${name} not found in storage.go`);
    return members.flatMap((m) => {
      if (m.kind === 'embedded') return walk(m.goType);
      if (!m.tag.json)
        throw new DriverParseError(`Storage.${m.name} has no json tag`);
      return [{json: m.tag.json, goType: m.goType, field: m.name}];
    });
  };
  return walk('Storage');
}

/**
 * @typedef {{json: string, type: string, required: boolean, default: string,
 *   options: string[], help: string, when: string[]}} MainItem
 */

/**
 * Reads the driver.Item literals of getMainItems (internal/op/driver.go),
 * each with the conditions of the `if` / `else` blocks around it, as Go
 * expressions (an else block gives `!(cond)`). `commonItemsFor` evaluates
 * them against a driver's Config. A construct this reader does not know
 * (`else if`, a loop, an item built outside a literal) stops the sync.
 * @param {string} src internal/op/driver.go
 * @param {Record<string, string>} confTypes conf.TypeX constant -> value (internal/conf/const.go)
 * @returns {MainItem[]}
 */
export function parseMainItems(src, confTypes) {
  const fn =
    /func getMainItems\(config driver\.Config\) \[\]driver\.Item \{/.exec(src);
  if (!fn) throw new DriverParseError('getMainItems not found');
  const open = fn.index + fn[0].length - 1;
  const body = src.slice(open + 1, matchBrace(src, open));
  const code = body.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  if (/\belse\s+if\b|\bfor\b|\bswitch\b|\bgoto\b/.test(code))
    throw new DriverParseError('getMainItems: unsupported control flow');
  /** @type {{from: number, to: number, cond: string}[]} */
  const blocks = [];
  for (const m of body.matchAll(/\bif\s+([^{\n]+?)\s*\{/g)) {
    const o = /** @type {number} */ (m.index) + m[0].length - 1;
    const close = matchBrace(body, o);
    const cond = /** @type {string} */ (m[1]).trim();
    blocks.push({from: o, to: close, cond});
    const els = /^\s*else\s*\{/.exec(body.slice(close + 1));
    if (els) {
      const eo = close + 1 + els[0].length - 1;
      blocks.push({from: eo, to: matchBrace(body, eo), cond: `!(${cond})`});
    }
  }
  const items = [];
  for (const m of body.matchAll(/(?:driver\.Item)?\{\s*\n?\s*Name:/g)) {
    const o = /** @type {number} */ (m.index) + m[0].indexOf('{');
    const lit = body.slice(o + 1, matchBrace(body, o));
    /** @type {Record<string, string>} */
    const f = {};
    for (const entry of splitTopLevel(lit)) {
      const e = /^(\w+)\s*:\s*([\s\S]+)$/.exec(entry);
      if (!e) throw new DriverParseError(`getMainItems: cannot read ${entry}`);
      f[/** @type {string} */ (e[1])] = /** @type {string} */ (e[2]).trim();
    }
    const known = ['Name', 'Type', 'Default', 'Options', 'Required', 'Help'];
    for (const k of Object.keys(f))
      if (!known.includes(k))
        throw new DriverParseError(`getMainItems: unknown key ${k}`);
    const typeConst = (f.Type ?? '').replace(/^conf\./, '');
    const type = confTypes[typeConst];
    if (type === undefined)
      throw new DriverParseError(`getMainItems: unknown type ${f.Type}`);
    const json = goString(f.Name ?? '""');
    items.push({
      json,
      type,
      required: f.Required === 'true',
      default: f.Default ? goString(f.Default) : '',
      options: splitOptions(f.Options ? goString(f.Options) : ''),
      help: f.Help ? goString(f.Help) : '',
      when: blocks
        .filter((b) => b.from < o && o < b.to)
        .sort((a, b) => a.from - b.from)
        .map((b) => b.cond),
    });
  }
  if (items.length === 0) throw new DriverParseError('getMainItems: no items');
  return items;
}

/**
 * The bool methods of driver.Config (internal/driver/config.go), e.g.
 * MustProxy, as name -> Go expression over the receiver's fields.
 * @param {string} src
 * @returns {Record<string, string>}
 */
export function parseConfigMethods(src) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const m of src.matchAll(
    /func\s*\(\s*(\w+)\s+Config\s*\)\s*(\w+)\(\)\s*bool\s*\{\s*return\s+([^\n}]+?)\s*\}/g,
  )) {
    const recv = /** @type {string} */ (m[1]);
    out[/** @type {string} */ (m[2])] = /** @type {string} */ (m[3]).replace(
      new RegExp(`\\b${recv}\\.`, 'g'),
      'config.',
    );
  }
  return out;
}

/**
 * Evaluates a Go boolean expression of getMainItems over a driver's Config:
 * `config.Field`, `config.Method()` (from parseConfigMethods), `!`, `&&`,
 * `||`, parentheses. Anything else throws.
 * @param {string} expr
 * @param {DriverConfig} config
 * @param {Record<string, string>} methods
 * @returns {boolean}
 */
export function evalCondition(expr, config, methods) {
  const tokens = expr.match(/config\.\w+(?:\(\))?|&&|\|\||[!()]|\S+/g) ?? [];
  let i = 0;
  /** @returns {boolean} */
  const primary = () => {
    const t = tokens[i++];
    if (t === '!') return !primary();
    if (t === '(') {
      const v = or();
      if (tokens[i++] !== ')')
        throw new DriverParseError(`unbalanced condition: ${expr}`);
      return v;
    }
    const call = /^config\.(\w+)\(\)$/.exec(t ?? '');
    if (call) {
      const body = methods[/** @type {string} */ (call[1])];
      if (body === undefined)
        throw new DriverParseError(`unknown Config method in: ${expr}`);
      return evalCondition(body, config, methods);
    }
    const field = /^config\.(\w+)$/.exec(t ?? '');
    if (field && field[1] !== undefined && field[1] in config)
      return Boolean(config[field[1]]);
    throw new DriverParseError(`cannot evaluate "${t}" in: ${expr}`);
  };
  /** @returns {boolean} */
  const and = () => {
    let v = primary();
    while (tokens[i] === '&&') {
      i++;
      v = primary() && v;
    }
    return v;
  };
  /** @returns {boolean} */
  function or() {
    let v = and();
    while (tokens[i] === '||') {
      i++;
      v = and() || v;
    }
    return v;
  }
  const v = or();
  if (i !== tokens.length)
    throw new DriverParseError(`cannot evaluate condition: ${expr}`);
  return v;
}

/**
 * Which common items a driver's form shows, following getMainItems: the
 * json keys of the items whose conditions hold for its Config, in order.
 * @param {DriverConfig} config
 * @param {MainItem[]} mainItems from parseMainItems
 * @param {Record<string, string>} methods from parseConfigMethods
 * @returns {string[]} json keys
 */
export function commonItemsFor(config, mainItems, methods) {
  /** @type {string[]} */
  const keys = [];
  for (const item of mainItems) {
    if (!item.when.every((c) => evalCondition(c, config, methods))) continue;
    if (keys.includes(item.json))
      throw new DriverParseError(
        `getMainItems gives ${item.json} twice to ${String(config.Name)}`,
      );
    keys.push(item.json);
  }
  return keys;
}

/**
 * Names the variant of a common item that getMainItems adds under several
 * conditions: "proxyOnly" inside `if config.MustProxy()`, "preferProxy"
 * inside `if config.DefaultProxy()`, "base" otherwise.
 * @param {MainItem} item
 * @returns {'base' | 'proxyOnly' | 'preferProxy'}
 */
export function variantOf(item) {
  if (item.when.includes('config.MustProxy()')) return 'proxyOnly';
  if (item.when.includes('config.DefaultProxy()')) return 'preferProxy';
  return 'base';
}

/**
 * The conf.TypeX constants of internal/conf/const.go.
 * @param {string} src
 * @returns {Record<string, string>}
 */
export function parseConfTypes(src) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const m of src.matchAll(/^\s*(Type[A-Z]\w*)\s*=\s*("[^"]*")/gm))
    out[/** @type {string} */ (m[1])] = goString(/** @type {string} */ (m[2]));
  return out;
}

/**
 * English UI labels for a driver's fields, from the frontend's
 * src/lang/en/drivers.json (section named like the driver) and
 * storages.json ("common" section) for common fields.
 * @param {Record<string, unknown>} frontendDrivers
 * @param {string} driverName
 * @param {string} key
 * @returns {string | undefined}
 */
export function labelFor(frontendDrivers, driverName, key) {
  const section = frontendDrivers[driverName];
  if (section && typeof section === 'object') {
    const v = /** @type {Record<string, unknown>} */ (section)[key];
    if (typeof v === 'string') return v;
  }
  return undefined;
}
