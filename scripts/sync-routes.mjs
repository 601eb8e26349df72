#!/usr/bin/env node
/**
 * Reads the gin route registrations of an OpenList checkout and writes
 * data/api-routes.json.
 *
 * Usage: node scripts/sync-routes.mjs <path-to-OpenList-checkout> [output.json]
 * (set OPENLIST_VERSION=4.1.5 to record the version of the checkout; npm run sync:routes -- <path>)
 *
 * It starts at `func Init(e *gin.Engine)` in server/router.go and follows
 * every function that receives a router group (in server/*.go and
 * server/handles/*.go and server/mcp/*.go). It understands these forms only, and throws on any
 * other statement that touches a router group:
 *   x := g.Group("/p", mw...)      g.GET/POST/PUT/DELETE/PATCH/HEAD/OPTIONS/Any("/p", ...)
 *   g.Handle("METHOD", "/p", ...)  g.Use(mw...)      fn(g.Group("/p"), ...) / fn(g, ...)
 *   if cond { ... } [else { ... }] around any of the above
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {writeOrCheck} from './lib/write-or-check.mjs';

/**
 * @typedef {{prefix: string, middlewares: string[]}} Group
 * @typedef {{
 *   method: string,
 *   path: string,
 *   handler: string,
 *   auth: 'none' | 'guest' | 'user' | 'admin',
 *   kind: 'api' | 'endpoint' | 'webdav' | 's3' | 'debug',
 *   middlewares: string[],
 *   registeredIn: string,
 *   conditions?: string[],
 *   variants?: {handler: string, conditions: string[]}[],
 * }} Route
 * @typedef {{name: string, pkg: string, file: string, params: string[], body: string}} GoFunc
 * @typedef {{type: 'stmt', text: string}
 *   | {type: 'if', cond: string, then: Block, else: Block | null}
 *   | {type: 'for', header: string, body: Block}} Item
 * @typedef {Item[]} Block
 * @typedef {{
 *   pathAliases?: Record<string, string>,
 *   opaque?: Record<string, string>,
 * }} Options
 */

/** Route methods gin registers for `Any` are collapsed into the pseudo method ANY. */
const METHOD_CALLS = [
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
  'Any',
];

/** Non-literal group prefixes that OpenList uses, with the value they have at the site root. */
export const DEFAULT_PATH_ALIASES = {'conf.URL.Path': ''};

/** Calls that receive a router group but register no fixed routes we document. */
export const DEFAULT_OPAQUE = {
  'static.Static':
    'web UI assets (/assets, /images, /streamer, /static) and the catch-all page for the single-page app',
};

/**
 * Removes Go comments, keeping string and rune literals intact.
 * @param {string} src
 * @returns {string}
 */
export function stripComments(src) {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    const next = src[i + 1];
    if (ch === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (ch === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end === -1 ? src.length : end + 2;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      const end = skipString(src, i);
      out += src.slice(i, end);
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/**
 * Returns the index just after the string literal that starts at `start`.
 * @param {string} src
 * @param {number} start
 * @returns {number}
 */
function skipString(src, start) {
  const quote = src[start];
  let i = start + 1;
  while (i < src.length) {
    if (quote !== '`' && src[i] === '\\') {
      i += 2;
      continue;
    }
    if (src[i] === quote) return i + 1;
    i++;
  }
  throw new Error(`Unterminated string literal at offset ${start}`);
}

/**
 * Index of the bracket that closes the one at `open` (which must be ( [ or {).
 * @param {string} src
 * @param {number} open
 * @returns {number}
 */
export function matchBracket(src, open) {
  const pairs = /** @type {Record<string, string>} */ ({
    '(': ')',
    '[': ']',
    '{': '}',
  });
  const stack = [];
  for (let i = open; i < src.length; i++) {
    const ch = /** @type {string} */ (src[i]);
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(src, i) - 1;
    } else if (pairs[ch]) {
      stack.push(pairs[ch]);
    } else if (ch === ')' || ch === ']' || ch === '}') {
      if (stack.pop() !== ch)
        throw new Error(`Unbalanced "${ch}" at offset ${i}`);
      if (stack.length === 0) return i;
    }
  }
  throw new Error(`No closing bracket for offset ${open}`);
}

/**
 * Replaces the body of every function literal with `{}` so that handler code
 * is not mistaken for route registration.
 * @param {string} src
 * @returns {string}
 */
export function collapseFuncLiterals(src) {
  let out = '';
  let i = 0;
  const re = /(^|[^\w.])func\s*\(/g;
  while (i < src.length) {
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) break;
    const parenStart = m.index + m[0].length - 1;
    const paramsEnd = matchBracket(src, parenStart);
    // the body is the first "{" after the signature (results may use parentheses)
    let j = paramsEnd + 1;
    while (j < src.length && src[j] !== '{') {
      if (src[j] === '(') j = matchBracket(src, j);
      j++;
    }
    const bodyEnd = matchBracket(src, j);
    out += src.slice(i, j) + '{}';
    i = bodyEnd + 1;
  }
  return out + src.slice(i);
}

/**
 * Finds the top-level functions of a Go source file.
 * @param {string} src Go source
 * @param {string} file file name used in messages
 * @returns {GoFunc[]}
 */
export function parseGoFile(src, file) {
  const code = stripComments(src);
  const pkg = /^\s*package\s+(\w+)/m.exec(code)?.[1] ?? '';
  /** @type {GoFunc[]} */
  const funcs = [];
  const re = /^func\s+(?:\([^)]*\)\s*)?(\w+)\s*(?:\[[^\]]*\])?\s*\(/gm;
  let m;
  while ((m = re.exec(code))) {
    const paramsOpen = m.index + m[0].length - 1;
    const paramsClose = matchBracket(code, paramsOpen);
    const params = splitTopLevel(code.slice(paramsOpen + 1, paramsClose));
    let j = paramsClose + 1;
    while (j < code.length && code[j] !== '{' && code[j] !== '\n') {
      if (code[j] === '(') j = matchBracket(code, j);
      j++;
    }
    if (code[j] !== '{') continue; // declaration without body
    const end = matchBracket(code, j);
    funcs.push({
      name: /** @type {string} */ (m[1]),
      pkg,
      file,
      params,
      body: code.slice(j + 1, end),
    });
    re.lastIndex = end;
  }
  return funcs;
}

/**
 * Splits on commas that are not inside brackets or strings.
 * @param {string} s
 * @returns {string[]}
 */
export function splitTopLevel(s) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = /** @type {string} */ (s[i]);
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = skipString(s, i);
      cur += s.slice(i, end);
      i = end - 1;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur.trim());
      cur = '';
    } else {
      cur += ch;
    }
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/**
 * Splits a function body (func literals already collapsed) into statements,
 * `if`/`else` blocks and `for` blocks.
 * @param {string} body
 * @returns {Block}
 */
export function parseBlock(body) {
  /** @type {Block} */
  const items = [];
  let i = 0;
  let cur = '';
  let depth = 0;
  const flush = () => {
    const text = cur.trim();
    if (text) items.push({type: 'stmt', text: text.replace(/\s+/g, ' ')});
    cur = '';
  };
  while (i < body.length) {
    const ch = /** @type {string} */ (body[i]);
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = skipString(body, i);
      cur += body.slice(i, end);
      i = end;
      continue;
    }
    if (
      ch === '{' &&
      depth === 0 &&
      /^\s*(if|for|switch|select|else)\b/.test(cur)
    ) {
      const head = cur.trim();
      const close = matchBracket(body, i);
      const inner = parseBlock(body.slice(i + 1, close));
      cur = '';
      i = close + 1;
      if (head.startsWith('if ')) {
        items.push({
          type: 'if',
          cond: head.slice(3).trim(),
          then: inner,
          else: null,
        });
      } else if (head.startsWith('for ') || head === 'for') {
        items.push({type: 'for', header: head, body: inner});
      } else if (head === 'else') {
        const last = items[items.length - 1];
        if (!last || last.type !== 'if') throw new Error('"else" without "if"');
        last.else = inner;
      } else if (head.startsWith('else if ')) {
        const last = items[items.length - 1];
        if (!last || last.type !== 'if')
          throw new Error('"else if" without "if"');
        last.else = [
          {type: 'if', cond: head.slice(8).trim(), then: inner, else: null},
        ];
      } else {
        throw new Error(`Unsupported block "${head}"`);
      }
      // "} else" continues the if statement
      const rest = body.slice(i);
      const em = /^[ \t]*else\b/.exec(rest);
      if (em) {
        cur = 'else';
        i += em[0].length;
      }
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if ((ch === '\n' || ch === ';') && depth === 0) {
      flush();
    } else {
      cur += ch;
    }
    i++;
  }
  flush();
  return items;
}

/**
 * Joins a group prefix and a relative path the way gin does.
 * @param {string} base
 * @param {string} rel
 * @returns {string}
 */
export function joinPaths(base, rel) {
  if (rel === '') return base || '/';
  const joined = path.posix.join(base || '/', rel);
  return rel.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * Turns a Go path expression into a string, or throws.
 * @param {string} expr
 * @param {Record<string, string>} aliases
 * @returns {string}
 */
export function pathLiteral(expr, aliases) {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(expr) ?? /^`([^`]*)`$/.exec(expr);
  if (m) return /** @type {string} */ (m[1]);
  if (Object.prototype.hasOwnProperty.call(aliases, expr)) {
    return /** @type {string} */ (aliases[expr]);
  }
  throw new Error(`Route path is not a string literal: ${expr}`);
}

/**
 * Access level implied by a chain of middlewares.
 * @param {string[]} middlewares
 * @returns {'none' | 'guest' | 'user' | 'admin'}
 */
export function authLevel(middlewares) {
  const names = middlewares.map((m) => m.replace(/^middlewares\./, ''));
  if (names.includes('AuthAdmin')) return 'admin';
  if (names.includes('AuthNotGuest') || names.includes('WebDAVAuth'))
    return 'user';
  if (names.some((n) => /^Auth\((true|false)\)$/.test(n) || n === 'Authn'))
    return 'guest';
  return 'none';
}

/**
 * Classifies a route by its path.
 * @param {string} p
 * @returns {Route['kind']}
 */
export function routeKind(p) {
  if (p === '/api' || p.startsWith('/api/')) return 'api';
  if (p === '/dav' || p.startsWith('/dav/')) return 'webdav';
  if (p === '/s3' || p.startsWith('/s3/')) return 's3';
  if (p === '/debug' || p.startsWith('/debug/')) return 'debug';
  return 'endpoint';
}

/**
 * Names a handler expression; function literals become "<pkg>.<func>.func".
 * @param {string} expr
 * @param {GoFunc} fn
 * @returns {string}
 */
export function handlerName(expr, fn) {
  if (/^func\s*\(/.test(expr)) return `${fn.pkg}.${fn.name}.func`;
  const qualified = /^[A-Za-z_]\w*\./.test(expr) ? expr : `${fn.pkg}.${expr}`;
  return qualified.replace(/func\s*\([^)]*\)[^{]*\{\}/g, 'func');
}

/**
 * Extracts routes starting at one function.
 * @param {GoFunc[]} funcs every function of the files that were read
 * @param {string} entry name of the entry function, e.g. "Init"
 * @param {Options} [options]
 * @returns {{routes: Route[], skipped: {call: string, reason: string}[]}}
 */
export function extractRoutes(funcs, entry, options = {}) {
  const aliases = options.pathAliases ?? DEFAULT_PATH_ALIASES;
  const opaque = options.opaque ?? DEFAULT_OPAQUE;
  /** @type {Route[]} */
  const routes = [];
  /** @type {{call: string, reason: string}[]} */
  const skipped = [];

  /**
   * @param {string} name possibly package-qualified
   * @param {string} fromPkg
   */
  const findFunc = (name, fromPkg) => {
    const [pkg, bare] = name.includes('.') ? name.split('.') : [fromPkg, name];
    return funcs.find((f) => f.name === bare && f.pkg === pkg);
  };

  /**
   * @param {GoFunc} fn
   * @param {Map<string, Group>} vars
   * @param {string[]} conds
   * @param {number} depth
   */
  const run = (fn, vars, conds, depth) => {
    if (depth > 20) throw new Error(`Delegation too deep at ${fn.name}`);
    const block = parseBlock(collapseFuncLiterals(fn.body));
    walk(block, fn, vars, conds, depth);
  };

  /**
   * Resolves `x` or `x.Group("/p", mw...)` to a group, or null.
   * @param {string} expr
   * @param {Map<string, Group>} vars
   * @returns {Group | null}
   */
  const groupOf = (expr, vars) => {
    const direct = vars.get(expr);
    if (direct) return direct;
    const m = /^(\w+)\.Group\((.*)\)$/.exec(expr);
    if (!m) return null;
    const parent = vars.get(/** @type {string} */ (m[1]));
    if (!parent) return null;
    const args = splitTopLevel(/** @type {string} */ (m[2]));
    if (args.length === 0) throw new Error(`Group() without a path: ${expr}`);
    return {
      prefix: joinPaths(
        parent.prefix,
        pathLiteral(/** @type {string} */ (args[0]), aliases),
      ),
      middlewares: [...parent.middlewares, ...args.slice(1)],
    };
  };

  /**
   * @param {string} method
   * @param {string} rel
   * @param {string[]} handlers
   * @param {Group} group
   * @param {GoFunc} fn
   * @param {string[]} conds
   */
  const addRoute = (method, rel, handlers, group, fn, conds) => {
    if (handlers.length === 0)
      throw new Error(`Route ${method} ${rel} has no handler`);
    const mws = [...group.middlewares, ...handlers.slice(0, -1)];
    const full = joinPaths(group.prefix, rel);
    const handler = handlerName(
      /** @type {string} */ (handlers[handlers.length - 1]),
      fn,
    );
    const existing = routes.find((r) => r.method === method && r.path === full);
    if (existing) {
      existing.variants ??= [
        {handler: existing.handler, conditions: existing.conditions ?? []},
      ];
      existing.variants.push({handler, conditions: [...conds]});
      delete existing.conditions;
      return;
    }
    /** @type {Route} */
    const route = {
      method,
      path: full,
      handler,
      auth: authLevel(mws),
      kind: routeKind(full),
      middlewares: mws,
      registeredIn: `${fn.file}:${fn.name}`,
    };
    if (conds.length) route.conditions = [...conds];
    routes.push(route);
  };

  /**
   * @param {Block} block
   * @param {GoFunc} fn
   * @param {Map<string, Group>} vars
   * @param {string[]} conds
   * @param {number} depth
   */
  const walk = (block, fn, vars, conds, depth) => {
    let active = [...conds];
    for (const item of block) {
      if (item.type === 'if') {
        walk(item.then, fn, vars, [...active, item.cond], depth);
        if (item.else)
          walk(item.else, fn, vars, [...active, `!(${item.cond})`], depth);
        const last = item.then[item.then.length - 1];
        if (last && last.type === 'stmt' && /^return\b/.test(last.text)) {
          active = [...active, `!(${item.cond})`];
        }
        continue;
      }
      if (item.type === 'for') {
        const probe = JSON.stringify(item.body);
        for (const v of vars.keys()) {
          if (new RegExp(`\\b${v}\\b`).test(probe)) {
            throw new Error(
              `Route registration inside a loop is not supported (${fn.name}: ${item.header})`,
            );
          }
        }
        continue;
      }
      statement(item.text, fn, vars, active, depth);
    }
  };

  /**
   * @param {string} s
   * @param {GoFunc} fn
   * @param {Map<string, Group>} vars
   * @param {string[]} conds
   * @param {number} depth
   */
  const statement = (s, fn, vars, conds, depth) => {
    let m;
    if ((m = /^(\w+)\s*:?=\s*(\w+\.Group\(.*\))$/.exec(s))) {
      const g = groupOf(/** @type {string} */ (m[2]), vars);
      if (!g) throw new Error(`Group of an unknown router in ${fn.name}: ${s}`);
      vars.set(/** @type {string} */ (m[1]), g);
      return;
    }
    if (
      (m = /^(\w+)\.(\w+)\((.*)\)$/.exec(s)) &&
      vars.has(/** @type {string} */ (m[1]))
    ) {
      const g = /** @type {Group} */ (vars.get(/** @type {string} */ (m[1])));
      const call = /** @type {string} */ (m[2]);
      const args = splitTopLevel(/** @type {string} */ (m[3]));
      if (METHOD_CALLS.includes(call)) {
        const method = call === 'Any' ? 'ANY' : call;
        addRoute(
          method,
          pathLiteral(/** @type {string} */ (args[0]), aliases),
          args.slice(1),
          g,
          fn,
          conds,
        );
        return;
      }
      if (call === 'Handle') {
        const method = pathLiteral(/** @type {string} */ (args[0]), {});
        if (!/^[A-Z]+$/.test(method))
          throw new Error(`Handle() with odd method ${method}`);
        addRoute(
          method,
          pathLiteral(/** @type {string} */ (args[1]), aliases),
          args.slice(2),
          g,
          fn,
          conds,
        );
        return;
      }
      if (call === 'Use') {
        // gin copies the handlers into groups and routes created afterwards only
        vars.set(/** @type {string} */ (m[1]), {
          prefix: g.prefix,
          middlewares: [...g.middlewares, ...args],
        });
        return;
      }
      throw new Error(`Unsupported router call "${call}" in ${fn.name}: ${s}`);
    }
    if ((m = /^([\w.]+)\((.*)\)$/.exec(s))) {
      const callee = /** @type {string} */ (m[1]);
      const args = splitTopLevel(/** @type {string} */ (m[2]));
      const groupArgs = args.map((a) => groupOf(a, vars));
      const idx = groupArgs.findIndex((g) => g !== null);
      if (idx === -1) {
        assertUntouched(s, fn, vars);
        return;
      }
      if (Object.prototype.hasOwnProperty.call(opaque, callee)) {
        if (!skipped.some((x) => x.call === callee)) {
          skipped.push({
            call: callee,
            reason: /** @type {string} */ (opaque[callee]),
          });
        }
        return;
      }
      const target = findFunc(callee, fn.pkg);
      if (!target)
        throw new Error(
          `Router passed to unknown function ${callee} in ${fn.name}`,
        );
      const param = /^(\w+)\s/.exec(target.params[idx] ?? '')?.[1];
      if (!param)
        throw new Error(`Cannot bind router parameter ${idx} of ${callee}`);
      run(
        target,
        new Map([[param, /** @type {Group} */ (groupArgs[idx])]]),
        conds,
        depth + 1,
      );
      return;
    }
    if (/^return\b/.test(s) || /^\w+\.\w+\s*=[^=]/.test(s)) return;
    assertUntouched(s, fn, vars);
  };

  /**
   * Throws when a statement we do not understand mentions a router group.
   * @param {string} s
   * @param {GoFunc} fn
   * @param {Map<string, Group>} vars
   */
  const assertUntouched = (s, fn, vars) => {
    const code = s.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""');
    for (const v of vars.keys()) {
      if (new RegExp(`(^|[^\\w.])${v}\\b`).test(code)) {
        throw new Error(
          `Unsupported statement using router "${v}" in ${fn.name}: ${s}`,
        );
      }
    }
  };

  const start = funcs.find((f) => f.name === entry);
  if (!start) throw new Error(`Entry function ${entry} not found`);
  const param = /^(\w+)\s/.exec(start.params[0] ?? '')?.[1];
  if (!param) throw new Error(`Entry function ${entry} takes no router`);
  run(start, new Map([[param, {prefix: '', middlewares: []}]]), [], 0);
  return {routes, skipped};
}

/**
 * Reads the Go files of an OpenList checkout that take part in routing.
 * @param {string} root
 * @returns {GoFunc[]}
 */
export function readCheckout(root) {
  /** @type {GoFunc[]} */
  const funcs = [];
  // server/mcp exists from v4.2 on (the MCP endpoint).
  for (const dir of ['server', 'server/handles', 'server/mcp']) {
    const abs = path.join(root, dir);
    if (dir !== 'server' && !fs.existsSync(abs)) continue;
    for (const name of fs.readdirSync(abs).sort()) {
      if (!name.endsWith('.go') || name.endsWith('_test.go')) continue;
      const src = fs.readFileSync(path.join(abs, name), 'utf8');
      funcs.push(...parseGoFile(src, `${dir}/${name}`));
    }
  }
  return funcs;
}

/**
 * @param {string[]} argv
 */
function main(argv) {
  const check = argv.includes('--check');
  argv = argv.filter((a) => a !== '--check');
  const root = argv[0];
  if (!root) {
    console.error(
      'usage: node scripts/sync-routes.mjs <OpenList checkout> [output.json] [--check]',
    );
    process.exit(2);
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const out = argv[1] ?? path.join(here, '..', 'data', 'api-routes.json');
  const {routes, skipped} = extractRoutes(readCheckout(root), 'Init');
  const doc = {
    source:
      'server/router.go (func Init) and the functions it passes router groups to',
    openlistVersion: process.env.OPENLIST_VERSION ?? null,
    count: routes.length,
    skipped,
    routes,
  };
  if (check) process.exit(writeOrCheck(out, doc, true, 'sync-routes') ? 0 : 1);
  writeOrCheck(out, doc, false, 'sync-routes');
  console.log(
    `wrote ${routes.length} routes to ${path.relative(process.cwd(), out)}`,
  );
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  main(process.argv.slice(2));
}
