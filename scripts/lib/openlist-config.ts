/**
 * Pure parsing helpers for scripts/sync-config.mjs: they read the Go source of
 * OpenList (as strings) and return plain facts about config.json keys, command
 * line commands and flags, and admin setting items.
 *
 * The parser understands only the forms the OpenList source uses. Anything
 * else throws a SyncConfigError naming the file and the text it could not
 * read, so a change upstream is noticed instead of silently dropped.
 *
 * This module has no imports so that the sync script can compile it with SWC
 * and load it from a data: URL.
 */

export class SyncConfigError extends Error {
  constructor(where: string, message: string) {
    super(`${where}: ${message}`);
    this.name = 'SyncConfigError';
  }
}

/* ------------------------------------------------------------------ */
/* Go lexing helpers                                                    */
/* ------------------------------------------------------------------ */

/** Replace comments with spaces, keeping string literals and offsets intact. */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      for (; i < stop; i++) out += src[i] === '\n' ? '\n' : ' ';
    } else if (c === '"' || c === '`' || c === "'") {
      const end = endOfString(src, i);
      out += src.slice(i, end);
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just after the string or rune literal starting at `start`. */
function endOfString(src: string, start: number): number {
  const quote = src[start];
  let i = start + 1;
  while (i < src.length) {
    const c = src[i];
    if (quote !== '`' && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) return i + 1;
    if (quote !== '`' && c === '\n')
      throw new SyncConfigError('go', 'unterminated string literal');
    i++;
  }
  throw new SyncConfigError('go', 'unterminated string literal');
}

/** Index of the bracket closing the one at `open` (which must be ( [ or {). */
export function matchBracket(src: string, open: number): number {
  const pairs: Record<string, string> = {'(': ')', '[': ']', '{': '}'};
  const stack: string[] = [];
  let i = open;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '"' || c === '`' || c === "'") {
      i = endOfString(src, i);
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c)
        throw new SyncConfigError('go', `unbalanced "${c}" at ${i}`);
      if (stack.length === 0) return i;
    }
    i++;
  }
  throw new SyncConfigError('go', `no closing bracket for offset ${open}`);
}

/** Split `text` at commas that are not nested in brackets or strings. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === '`' || c === "'") {
      i = endOfString(text, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Decode one Go string literal ("..." or `...`). */
export function parseGoString(literal: string): string {
  const text = literal.trim();
  if (text.startsWith('`') && text.endsWith('`') && text.length >= 2)
    return text.slice(1, -1);
  if (!(text.startsWith('"') && text.endsWith('"') && text.length >= 2))
    throw new SyncConfigError('go', `not a string literal: ${text}`);
  const body = text.slice(1, -1);
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    '"': '"',
    "'": "'",
    a: '\x07',
    b: '\b',
    f: '\f',
    v: '\v',
  };
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = body[i + 1]!;
    if (simple[e] !== undefined) {
      out += simple[e];
      i++;
    } else if (e === 'u' || e === 'U' || e === 'x') {
      const len = e === 'u' ? 4 : e === 'U' ? 8 : 2;
      out += String.fromCodePoint(parseInt(body.slice(i + 2, i + 2 + len), 16));
      i += 1 + len;
    } else {
      throw new SyncConfigError('go', `unknown escape \\${e} in ${text}`);
    }
  }
  return out;
}

/** A Go value the parser could read. */
export type GoValue =
  | string
  | number
  | boolean
  | null
  | GoValue[]
  | {[key: string]: GoValue}
  | {$ref: string};

export interface LiteralContext {
  /** Resolves a selector or identifier such as `conf.SiteTitle` or `tempDir`. */
  resolve(name: string): GoValue | undefined;
}

const noNames: LiteralContext = {resolve: () => undefined};

/**
 * Parse a Go expression made of literals: strings, numbers, booleans,
 * composite literals (`T{...}`, `[]T{...}`, `{...}`) and names the context
 * can resolve. Struct literals become objects, slice literals arrays.
 */
export function parseGoLiteral(
  expr: string,
  ctx: LiteralContext = noNames,
): GoValue {
  const text = expr.trim().replace(/^&/, '');
  if (text.startsWith('"') || text.startsWith('`')) return parseGoString(text);
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'nil') return null;
  const composite = /^(\[\][\w.]+|[\w.]+)?\s*\{/.exec(text);
  if (
    composite &&
    matchBracket(text, composite[0].length - 1) === text.length - 1
  ) {
    const body = text.slice(composite[0].length, -1);
    const items = splitTopLevel(body);
    const isSlice = composite[1]?.startsWith('[]');
    const keyed = items.length > 0 && items.every((it) => /^\w+\s*:/.test(it));
    if (isSlice || (!keyed && items.length > 0)) {
      return items.map((it) => parseGoLiteral(it, ctx));
    }
    const obj: {[key: string]: GoValue} = {};
    for (const item of items) {
      const m = /^(\w+)\s*:([\s\S]*)$/.exec(item)!;
      obj[m[1]!] = parseGoLiteral(m[2]!, ctx);
    }
    return obj;
  }
  const resolved = ctx.resolve(text);
  if (resolved !== undefined) return resolved;
  throw new SyncConfigError('go', `cannot read expression: ${text}`);
}

/** The body (between the braces) of `func name(...) ... {`. */
export function functionBody(src: string, name: string): string {
  const m = new RegExp(`func\\s+(\\([^)]*\\)\\s*)?${name}\\s*\\(`).exec(src);
  if (!m) throw new SyncConfigError('go', `function ${name} not found`);
  const open = src.indexOf('{', m.index + m[0].length);
  return src.slice(open + 1, matchBracket(src, open));
}

/* ------------------------------------------------------------------ */
/* Constants                                                            */
/* ------------------------------------------------------------------ */

/**
 * Constants of a Go file: `Name = "value"` string constants and `iota`
 * sequences. Returns a map from name to value.
 */
export function parseConstants(src: string): Record<string, string | number> {
  const code = stripComments(src);
  const result: Record<string, string | number> = {};
  const blocks = /const\s*\(([\s\S]*?)\n\)/g;
  let block: RegExpExecArray | null;
  while ((block = blocks.exec(code))) {
    let iota = -1;
    let counting = false;
    for (const raw of block[1]!.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      iota++;
      let m: RegExpExecArray | null;
      if ((m = /^(\w+)(\s+\w+)?\s*=\s*iota$/.exec(line))) {
        counting = true;
        if (m[1] !== '_') result[m[1]!] = iota;
      } else if ((m = /^(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|`[^`]*`)$/.exec(line))) {
        counting = false;
        result[m[1]!] = parseGoString(m[2]!);
      } else if ((m = /^(\w+)\s*=\s*(-?\d+)$/.exec(line))) {
        counting = false;
        result[m[1]!] = Number(m[2]);
      } else if ((m = /^(\w+)$/.exec(line)) && counting) {
        if (m[1] !== '_') result[m[1]!] = iota;
      } else {
        throw new SyncConfigError('const', `cannot read constant: ${line}`);
      }
    }
  }
  return result;
}

/* ------------------------------------------------------------------ */
/* config.json                                                          */
/* ------------------------------------------------------------------ */

export interface GoField {
  name: string;
  type: string;
  json: string | null;
  env: string | null;
  envPrefix: string | null;
}

/** All `type X struct { ... }` declarations of a file, field by field. */
export function parseStructs(src: string): Record<string, GoField[]> {
  const code = stripComments(src);
  const structs: Record<string, GoField[]> = {};
  const re = /type\s+(\w+)\s+struct\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, matchBracket(code, open));
    const fields: GoField[] = [];
    for (const raw of body.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      const f = /^(\w+)\s+([\w.[\]*]+)\s*(`[^`]*`)?$/.exec(line);
      if (!f)
        throw new SyncConfigError(
          `struct ${m[1]}`,
          `cannot read field: ${line}`,
        );
      const tags = f[3] ?? '';
      const tag = (name: string) =>
        new RegExp(`${name}:"([^"]*)"`).exec(tags)?.[1] ?? null;
      const json = tag('json');
      fields.push({
        name: f[1]!,
        type: f[2]!,
        json: json === null ? null : json.split(',')[0]!,
        env: tag('env')?.split(',')[0] ?? null,
        envPrefix: tag('envPrefix'),
      });
    }
    structs[m[1]!] = fields;
  }
  return structs;
}

export interface DynamicValue {
  /** What the value is made of when it is not a constant. */
  dynamic: string;
}

export interface ConfigKey {
  /** Dotted path in config.json; `[]` marks the elements of an array. */
  path: string;
  /** Go type of the field. */
  type: string;
  /** Value written to a new config.json, or a description when computed. */
  default: GoValue | DynamicValue;
  /** Environment variable (with the default OPENLIST_ prefix), if any. */
  env: string | null;
}

const scalarTypes = new Set([
  'string',
  'int',
  'int64',
  'uint',
  'bool',
  'float64',
  '[]string',
  '[]int',
]);

function zeroValue(type: string): GoValue {
  if (type === 'string') return '';
  if (type === 'bool') return false;
  if (type.startsWith('[]')) return null;
  return 0;
}

/**
 * Local variables of DefaultConfig: `name := filepath.Join(dataDir, "x")`
 * becomes the path under the default data directory `data`.
 */
export function parseDefaultLocals(
  body: string,
  dataDir = 'data',
): Record<string, GoValue | DynamicValue> {
  const locals: Record<string, GoValue | DynamicValue> = {};
  const re = /^\s*(\w+)\s*:=\s*(.+)$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const expr = m[2]!.trim();
    const join = /^filepath\.Join\(dataDir,\s*("[^"]*")\)$/.exec(expr);
    if (!join)
      throw new SyncConfigError(
        'DefaultConfig',
        `cannot read local variable: ${m[1]} := ${expr}`,
      );
    locals[m[1]!] = `${dataDir}/${parseGoString(join[1]!)}`;
  }
  return locals;
}

/** Functions whose result is random; their value is described, not stored. */
const dynamicCalls: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^random\.String\((\d+)\)$/, (m) => `random string of ${m[1]} characters`],
  [/^random\.Token\(\)$/, () => 'random token'],
];

function dynamicResolver(
  locals: Record<string, GoValue | DynamicValue>,
): LiteralContext {
  return {
    resolve(name) {
      if (name in locals) return locals[name] as GoValue;
      for (const [re, describe] of dynamicCalls) {
        const m = re.exec(name);
        if (m) return {$ref: `dynamic:${describe(m)}`};
      }
      return undefined;
    },
  };
}

function unref(value: GoValue): GoValue | DynamicValue {
  if (value && typeof value === 'object' && '$ref' in value) {
    const ref = (value as {$ref: string}).$ref;
    if (ref.startsWith('dynamic:')) return {dynamic: ref.slice(8)};
  }
  return value;
}

/** Parse the `return &Config{...}` literal of DefaultConfig. */
export function parseDefaultConfig(src: string, rootType = 'Config'): GoValue {
  const body = stripComments(functionBody(stripComments(src), 'DefaultConfig'));
  const locals = parseDefaultLocals(body.slice(0, body.indexOf('return')));
  const ret = new RegExp(`return\\s+&${rootType}\\s*\\{`).exec(body);
  if (!ret)
    throw new SyncConfigError('DefaultConfig', `no "return &${rootType}{"`);
  const open = ret.index + ret[0].length - 1;
  const literal = body.slice(
    body.indexOf('&', ret.index),
    matchBracket(body, open) + 1,
  );
  return parseGoLiteral(literal, dynamicResolver(locals));
}

/**
 * Flatten the config struct into keys with their type, default value and
 * environment variable, following the rules of caarlos0/env: a field is read
 * from the environment only when it has an `env` tag; nested structs add their
 * `envPrefix` to the prefix of their parent.
 */
export function configKeys(
  structs: Record<string, GoField[]>,
  defaults: GoValue,
  rootType = 'Config',
  envPrefix = 'OPENLIST_',
): ConfigKey[] {
  const keys: ConfigKey[] = [];
  const walk = (
    type: string,
    path: string,
    prefix: string | null,
    values: GoValue | undefined,
    inArray: boolean,
  ) => {
    const fields = structs[type];
    if (!fields)
      throw new SyncConfigError('config', `unknown struct type ${type}`);
    for (const field of fields) {
      if (field.json === null || field.json === '-') {
        throw new SyncConfigError(
          'config',
          `field ${type}.${field.name} has no json name`,
        );
      }
      const keyPath = path ? `${path}.${field.json}` : field.json;
      const given =
        values && typeof values === 'object' && !Array.isArray(values)
          ? (values as Record<string, GoValue>)[field.name]
          : undefined;
      const env =
        prefix !== null && field.env !== null ? prefix + field.env : null;
      if (scalarTypes.has(field.type)) {
        keys.push({
          path: keyPath,
          type: field.type,
          default: inArray
            ? null
            : given === undefined
              ? zeroValue(field.type)
              : unref(given),
          env,
        });
      } else if (field.type.startsWith('[]') && structs[field.type.slice(2)]) {
        const elementType = field.type.slice(2);
        keys.push({
          path: keyPath,
          type: field.type,
          default:
            inArray || !Array.isArray(given)
              ? null
              : given.map((el) => asJson(elementType, el)),
          env,
        });
        walk(field.type.slice(2), `${keyPath}[]`, null, undefined, true);
      } else if (structs[field.type]) {
        const childPrefix =
          prefix === null ? null : prefix + (field.envPrefix ?? '');
        walk(field.type, keyPath, childPrefix, given, inArray);
      } else {
        throw new SyncConfigError(
          'config',
          `field ${type}.${field.name} has unsupported type ${field.type}`,
        );
      }
    }
  };
  /** A struct literal as encoding/json writes it: JSON names, zero values. */
  const asJson = (type: string, value: GoValue): GoValue => {
    const given = (value ?? {}) as Record<string, GoValue>;
    const obj: Record<string, GoValue> = {};
    for (const f of structs[type]!) {
      if (!scalarTypes.has(f.type))
        throw new SyncConfigError('config', `nested type ${f.type} in ${type}`);
      obj[f.json!] = given[f.name] ?? zeroValue(f.type);
    }
    return obj;
  };
  walk(rootType, '', envPrefix, defaults, false);
  return keys;
}

/* ------------------------------------------------------------------ */
/* Cobra commands                                                       */
/* ------------------------------------------------------------------ */

export interface CobraFlag {
  name: string;
  shorthand: string | null;
  type: string;
  default: GoValue;
  usage: string;
  persistent: boolean;
}

export interface CobraCommand {
  /** Full command path, e.g. `openlist storage delete`. */
  path: string;
  /** The `Use` line: name and argument placeholder. */
  use: string;
  aliases: string[];
  short: string;
  example: string | null;
  /** Build constraint of the defining file (e.g. `windows`), if any. */
  platform: string | null;
  flags: CobraFlag[];
}

export interface GoFile {
  name: string;
  source: string;
}

const commandFields = new Set([
  'Use',
  'Aliases',
  'Short',
  'Long',
  'Example',
  'Run',
  'RunE',
  'PreRun',
  'PreRunE',
  'PersistentPreRun',
  'PersistentPreRunE',
  'Args',
  'Hidden',
]);

const flagTypes: Record<string, string> = {
  String: 'string',
  Bool: 'bool',
  Int: 'int',
  Int64: 'int64',
  Uint: 'uint',
  Float64: 'float64',
  Duration: 'duration',
  StringSlice: 'stringSlice',
  StringArray: 'stringArray',
  IntSlice: 'intSlice',
};

interface RawCommand {
  variable: string;
  file: string;
  platform: string | null;
  use: string;
  aliases: string[];
  short: string;
  example: string | null;
  flags: CobraFlag[];
}

/** Build constraint (`//go:build ...`) of a file, or null. */
export function buildConstraint(src: string): string | null {
  return /^\/\/go:build\s+(.+)$/m.exec(src)?.[1]?.trim() ?? null;
}

/** `var X = &cobra.Command{...}` declarations of one file. */
export function parseCommandDecls(file: GoFile): RawCommand[] {
  const code = stripComments(file.source);
  const platform = buildConstraint(file.source);
  const found: RawCommand[] = [];
  const re = /var\s+(\w+)\s*=\s*&cobra\.Command\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const open = m.index + m[0].length - 1;
    const body = code.slice(open + 1, matchBracket(code, open));
    const cmd: RawCommand = {
      variable: m[1]!,
      file: file.name,
      platform,
      use: '',
      aliases: [],
      short: '',
      example: null,
      flags: [],
    };
    for (const item of splitTopLevel(body)) {
      const kv = /^(\w+)\s*:\s*([\s\S]*)$/.exec(item);
      if (!kv || !commandFields.has(kv[1]!))
        throw new SyncConfigError(
          file.name,
          `cannot read cobra.Command field: ${item.slice(0, 60)}`,
        );
      const [, key, value] = kv;
      if (key === 'Use') cmd.use = parseGoString(value!);
      else if (key === 'Short') cmd.short = parseGoString(value!);
      else if (key === 'Example') cmd.example = parseGoString(value!);
      else if (key === 'Aliases')
        cmd.aliases = parseGoLiteral(value!) as string[];
    }
    if (!cmd.use)
      throw new SyncConfigError(file.name, `command ${m[1]} has no Use`);
    found.push(cmd);
  }
  const literals = code.match(/cobra\.Command\s*\{/g)?.length ?? 0;
  if (literals !== found.length)
    throw new SyncConfigError(file.name, 'cobra.Command in an unknown form');
  return found;
}

/** Flag definitions `X.Flags().StringVarP(...)` / `X.PersistentFlags()...`. */
export function parseFlagDefs(
  file: GoFile,
): Array<{variable: string; flag: CobraFlag}> {
  const code = stripComments(file.source);
  const result: Array<{variable: string; flag: CobraFlag}> = [];
  const re = /(\w+)\.(Persistent)?Flags\(\)\.(\w+)\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const method = m[3]!;
    if (/^(Get|Lookup|Changed|Parse|Set|Visit|Has|NFlag)/.test(method))
      continue;
    const call = /^([A-Z]\w*?)(Var)?(P)?$/.exec(method);
    const type = call && flagTypes[call[1]!];
    if (!call || !type)
      throw new SyncConfigError(
        file.name,
        `unknown flag method ${m[1]}.Flags().${method}`,
      );
    const open = m.index + m[0].length - 1;
    const args = splitTopLevel(code.slice(open + 1, matchBracket(code, open)));
    if (call[2]) args.shift();
    const expected = call[3] ? 4 : 3;
    if (args.length !== expected)
      throw new SyncConfigError(
        file.name,
        `flag call ${method} has ${args.length} arguments, expected ${expected}`,
      );
    const name = parseGoString(args[0]!);
    const shorthand = call[3] ? parseGoString(args[1]!) : null;
    const rest = call[3] ? args.slice(2) : args.slice(1);
    result.push({
      variable: m[1]!,
      flag: {
        name,
        shorthand: shorthand || null,
        type,
        default: parseGoLiteral(rest[0]!),
        usage: parseGoString(rest[1]!),
        persistent: Boolean(m[2]),
      },
    });
  }
  return result;
}

/** `Parent.AddCommand(Child, ...)` edges. */
export function parseAddCommand(
  file: GoFile,
): Array<{parent: string; child: string}> {
  const code = stripComments(file.source);
  const edges: Array<{parent: string; child: string}> = [];
  const re = /(\w+)\.AddCommand\(([^)]*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    for (const child of splitTopLevel(m[2]!)) {
      if (!/^\w+$/.test(child))
        throw new SyncConfigError(file.name, `cannot read AddCommand(${m[2]})`);
      edges.push({parent: m[1]!, child});
    }
  }
  return edges;
}

/**
 * The command tree of a set of Go files, starting at `rootVariable`. A
 * command declared in several files under different build constraints is
 * returned once per file, each with its platform.
 */
export function parseCommands(
  files: GoFile[],
  rootVariable = 'RootCmd',
): CobraCommand[] {
  const decls: RawCommand[] = files.flatMap(parseCommandDecls);
  const byVar = new Map<string, RawCommand[]>();
  for (const d of decls)
    byVar.set(d.variable, [...(byVar.get(d.variable) ?? []), d]);
  for (const file of files) {
    for (const {variable, flag} of parseFlagDefs(file)) {
      const targets = byVar.get(variable);
      if (!targets)
        throw new SyncConfigError(
          file.name,
          `flag --${flag.name} on unknown command variable ${variable}`,
        );
      for (const t of targets) t.flags.push(flag);
    }
  }
  const children = new Map<string, string[]>();
  for (const file of files) {
    for (const {parent, child} of parseAddCommand(file)) {
      if (!byVar.has(parent) || !byVar.has(child))
        throw new SyncConfigError(
          file.name,
          `AddCommand with unknown command ${byVar.has(parent) ? child : parent}`,
        );
      const list = children.get(parent) ?? [];
      if (!list.includes(child)) list.push(child);
      children.set(parent, list);
    }
  }
  const result: CobraCommand[] = [];
  const reached = new Set<string>();
  const visit = (variable: string, parentPath: string) => {
    const variants = byVar.get(variable);
    if (!variants)
      throw new SyncConfigError('cmd', `command ${variable} not declared`);
    if (reached.has(variable))
      throw new SyncConfigError('cmd', `command ${variable} added twice`);
    reached.add(variable);
    let path = '';
    for (const d of variants) {
      const name = d.use.split(/\s+/)[0]!;
      path = parentPath ? `${parentPath} ${name}` : name;
      result.push({
        path,
        use: d.use,
        aliases: d.aliases,
        short: d.short,
        example: d.example,
        platform: d.platform,
        flags: d.flags,
      });
    }
    for (const child of children.get(variable) ?? []) visit(child, path);
  };
  visit(rootVariable, '');
  const unused = [...byVar.keys()].filter((v) => !reached.has(v));
  if (unused.length > 0)
    throw new SyncConfigError(
      'cmd',
      `commands never added to the tree: ${unused.join(', ')}`,
    );
  return result;
}

/* ------------------------------------------------------------------ */
/* Admin settings                                                       */
/* ------------------------------------------------------------------ */

export type SettingFlag = 'public' | 'private' | 'readonly' | 'deprecated';

export interface SettingItem {
  key: string;
  /** Default value, or a description when it is computed at start-up. */
  default: string | DynamicValue;
  type: string;
  /** Options of a select, in order. */
  options: string[];
  /** Name of the group constant in lower case, e.g. `site`. */
  group: string;
  flag: SettingFlag;
  help: string | null;
  /** An older default that is replaced by the new one when still stored. */
  replacesOldDefault: string | null;
  /**
   * Where the item comes from: `initial` (created at start-up),
   * `offline_download_tool` (created at start-up by an offline download
   * tool), `dev` (only with --dev) or `saved_by_handler` (only written when
   * the admin saves it from the UI).
   */
  source: 'initial' | 'offline_download_tool' | 'dev' | 'saved_by_handler';
}

export interface SettingContext {
  /** String constants such as conf.SiteTitle → "site_title". */
  conf: Record<string, string | number>;
  /** Constants of internal/model/setting.go (groups and flags). */
  model: Record<string, string | number>;
  /** Config keys, to resolve `strconv.Itoa(conf.Conf.Tasks.X.Workers)`. */
  configKeys: ConfigKey[];
  /** Descriptions of local variables used as values, e.g. `token`. */
  locals: Record<string, string>;
  /** Go struct fields of conf.Config, to map field names to JSON names. */
  structs: Record<string, GoField[]>;
}

const flagNames: SettingFlag[] = [
  'public',
  'private',
  'readonly',
  'deprecated',
];

function groupNames(model: Record<string, string | number>): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(model)) {
    if (
      typeof value === 'number' &&
      !['PUBLIC', 'PRIVATE', 'READONLY', 'DEPRECATED'].includes(name)
    )
      names[value] = name.toLowerCase();
  }
  return names;
}

/** JSON path of a Go selector like `conf.Conf.Tasks.Download.Workers`. */
function configPathOf(selector: string, ctx: SettingContext): string {
  const parts = selector.replace(/^conf\.Conf\./, '').split('.');
  let type = 'Config';
  const path: string[] = [];
  for (const part of parts) {
    const field = ctx.structs[type]?.find((f) => f.name === part);
    if (!field || !field.json)
      throw new SyncConfigError('settings', `unknown config field ${selector}`);
    path.push(field.json);
    type = field.type;
  }
  return path.join('.');
}

function settingResolver(ctx: SettingContext): LiteralContext {
  return {
    resolve(name) {
      let m: RegExpExecArray | null;
      if ((m = /^conf\.(\w+)$/.exec(name)) && m[1]! in ctx.conf)
        return ctx.conf[m[1]!] as GoValue;
      if ((m = /^model\.(\w+)$/.exec(name)) && m[1]! in ctx.model)
        return ctx.model[m[1]!] as GoValue;
      if ((m = /^strconv\.Itoa\((conf\.Conf\.[\w.]+)\)$/.exec(name))) {
        const path = configPathOf(m[1]!, ctx);
        const key = ctx.configKeys.find((k) => k.path === path);
        if (!key)
          throw new SyncConfigError('settings', `no config key ${path}`);
        return {$ref: `config:${path}`};
      }
      if (name in ctx.locals) return {$ref: `dynamic:${ctx.locals[name]}`};
      if (/^req\.\w+$/.test(name)) return {$ref: 'request'};
      return undefined;
    },
  };
}

/** Turn one parsed `model.SettingItem{...}` literal into a SettingItem. */
export function toSettingItem(
  raw: GoValue,
  ctx: SettingContext,
  source: SettingItem['source'],
): SettingItem {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new SyncConfigError('settings', 'setting item is not a struct');
  const item = raw as Record<string, GoValue>;
  const known = [
    'Key',
    'Value',
    'MigrationValue',
    'Type',
    'Options',
    'Group',
    'Flag',
    'Help',
  ];
  for (const k of Object.keys(item))
    if (!known.includes(k))
      throw new SyncConfigError('settings', `unknown SettingItem field ${k}`);
  if (typeof item.Key !== 'string')
    throw new SyncConfigError('settings', 'setting without a constant Key');
  let def: string | DynamicValue = '';
  const value = item.Value;
  if (typeof value === 'string') def = value;
  else if (value && typeof value === 'object' && '$ref' in value) {
    const ref = (value as {$ref: string}).$ref;
    if (ref.startsWith('config:')) {
      const path = ref.slice(7);
      const key = ctx.configKeys.find((k) => k.path === path)!;
      def = {
        dynamic: `value of config.json key ${path} (default ${JSON.stringify(key.default)})`,
      };
    } else if (ref.startsWith('dynamic:')) def = {dynamic: ref.slice(8)};
    else if (ref === 'request') def = '';
    else throw new SyncConfigError('settings', `cannot read value ${ref}`);
  } else if (value !== undefined)
    throw new SyncConfigError('settings', `key ${item.Key}: unsupported Value`);
  const groups = groupNames(ctx.model);
  const group = groups[(item.Group as number | undefined) ?? 0];
  const flag = flagNames[(item.Flag as number | undefined) ?? 0];
  if (!group || !flag)
    throw new SyncConfigError(
      'settings',
      `key ${item.Key}: unknown group or flag`,
    );
  return {
    key: item.Key,
    default: def,
    type: String(item.Type ?? ''),
    options:
      typeof item.Options === 'string' && item.Options
        ? item.Options.split(',')
        : [],
    group,
    flag,
    help: typeof item.Help === 'string' && item.Help ? item.Help : null,
    replacesOldDefault:
      typeof item.MigrationValue === 'string' ? item.MigrationValue : null,
    source,
  };
}

/** Every `[]model.SettingItem{...}` literal in a piece of code, in order. */
export function settingLiterals(code: string): string[] {
  const literals: string[] = [];
  const re = /\[\]model\.SettingItem\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(code))) {
    const open = m.index + m[0].length - 1;
    literals.push(code.slice(open + 1, matchBracket(code, open)));
    re.lastIndex = open + 1;
  }
  return literals;
}

/**
 * Settings of `InitialSettings()` in internal/bootstrap/data/setting.go. The
 * first `[]model.SettingItem{}` literal holds the regular items; a literal
 * inside `if flags.Dev {` holds items that exist only in dev mode.
 */
export function parseInitialSettings(
  src: string,
  ctx: SettingContext,
): SettingItem[] {
  const body = functionBody(stripComments(src), 'InitialSettings');
  const literals = settingLiterals(body);
  if (literals.length === 0)
    throw new SyncConfigError('settings', 'no []model.SettingItem literal');
  const devStart = body.search(
    /if\s+flags\.Dev\s*\{\s*initialSettingItems\s*=\s*append/,
  );
  const items: SettingItem[] = [];
  let offset = 0;
  for (const literal of literals) {
    const at = body.indexOf(literal, offset);
    offset = at + literal.length;
    const isDev = devStart !== -1 && at > devStart;
    if (!isDev && items.length > 0)
      throw new SyncConfigError(
        'settings',
        'more than one regular settings literal',
      );
    for (const el of splitTopLevel(literal))
      items.push(
        toSettingItem(
          parseGoLiteral(el, settingResolver(ctx)),
          ctx,
          isDev ? 'dev' : 'initial',
        ),
      );
  }
  return items;
}

/**
 * Items returned by an offline download tool's `Items()` method (an empty
 * list when it returns nil).
 */
export function parseToolItems(
  src: string,
  ctx: SettingContext,
): SettingItem[] {
  const body = functionBody(stripComments(src), 'Items');
  if (/^\s*return\s+nil\s*$/.test(body)) return [];
  const literals = settingLiterals(body);
  if (literals.length !== 1)
    throw new SyncConfigError('settings', 'Items() in an unknown form');
  return splitTopLevel(literals[0]!).map((el) =>
    toSettingItem(
      parseGoLiteral(el, settingResolver(ctx)),
      ctx,
      'offline_download_tool',
    ),
  );
}

/**
 * Setting items written by HTTP handlers (e.g. "Set 115" on the Other page).
 * Returns those not already in `known`.
 */
export function parseHandlerItems(
  src: string,
  ctx: SettingContext,
  known: Set<string>,
): SettingItem[] {
  const code = stripComments(src);
  const items: SettingItem[] = [];
  for (const literal of settingLiterals(code)) {
    for (const el of splitTopLevel(literal)) {
      const item = toSettingItem(
        parseGoLiteral(el, settingResolver(ctx)),
        ctx,
        'saved_by_handler',
      );
      if (!known.has(item.key) && !items.some((i) => i.key === item.key))
        items.push(item);
    }
  }
  return items;
}

/* ------------------------------------------------------------------ */
/* Where the admin UI shows each group                                  */
/* ------------------------------------------------------------------ */

/**
 * The page of the admin UI (OpenList-Frontend, src/pages/manage) that lists
 * each settings group, and the slug of the docs page describing it. Groups
 * not listed here make the sync fail, so a new group gets a page.
 */
export const settingGroupPages: Record<
  string,
  {slug: string; ui: string; route: string}
> = {
  site: {slug: 'site', ui: 'Settings › Site', route: '/@manage/settings/site'},
  style: {
    slug: 'style',
    ui: 'Settings › Style',
    route: '/@manage/settings/style',
  },
  preview: {
    slug: 'preview',
    ui: 'Settings › Preview',
    route: '/@manage/settings/preview',
  },
  global: {
    slug: 'global',
    ui: 'Settings › Global',
    route: '/@manage/settings/global',
  },
  sso: {
    slug: 'sso',
    ui: 'Settings › Single Sign-on',
    route: '/@manage/settings/sso',
  },
  ldap: {slug: 'ldap', ui: 'Settings › LDAP', route: '/@manage/settings/ldap'},
  s3: {slug: 's3', ui: 'Settings › S3', route: '/@manage/settings/s3'},
  ftp: {slug: 'ftp', ui: 'Settings › FTP', route: '/@manage/settings/ftp'},
  traffic: {
    slug: 'traffic',
    ui: 'Settings › Traffic',
    route: '/@manage/settings/traffic',
  },
  index: {slug: 'indexes', ui: 'Indexes', route: '/@manage/indexes'},
  offline_download: {
    slug: 'other',
    ui: 'Settings › Other',
    route: '/@manage/settings/other',
  },
  single: {
    slug: 'other',
    ui: 'Settings › Other',
    route: '/@manage/settings/other',
  },
};

/** The docs page slug (under configuration/settings/) of a setting group. */
export function settingPageOf(group: string): string {
  const page = settingGroupPages[group];
  if (!page)
    throw new SyncConfigError(
      'settings',
      `no admin page known for group ${group}`,
    );
  return page.slug;
}
