/**
 * Password-protected content (site config `encrypt`, front matter `password`):
 * what the build encrypts with Node's crypto (plugins/encrypt/cipher.ts), the
 * browser's code path decrypts with WebCrypto (src/lib/encryption.ts, run here
 * on Node's crypto.webcrypto.subtle); the remark plugin replaces a protected
 * body, and refuses what it cannot protect.
 */
import {createHmac, pbkdf2Sync, webcrypto} from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {encryptHtml} from '../../plugins/encrypt/cipher';
import {
  decryptPayload,
  fromBase64,
  MIN_ITERATIONS,
  WrongPasswordError,
  type EncryptedPayload,
} from '../../src/lib/encryption';
import {
  FrontMatterError,
  normalizeFrontMatter,
  PROTECTED_DESCRIPTION,
  validateFrontMatter,
} from '../../src/lib/frontMatter';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
/** Fewer rounds than the site uses, to keep the tests quick. */
const ITERATIONS = MIN_ITERATIONS;
const SECRET = 'The heron counts seventeen silver lanterns before dawn.';

describe('encryption: Node encrypts, WebCrypto decrypts', () => {
  const html = `<p>${SECRET}</p><p>中文也可以。</p>`;

  it('opens with the right password', async () => {
    const payload = encryptHtml(html, 'lantern-4417', {iterations: ITERATIONS});
    expect(JSON.stringify(payload)).not.toContain('heron');
    await expect(decryptPayload(payload, 'lantern-4417', subtle)).resolves.toBe(
      html,
    );
  });

  it('rejects a wrong password with WrongPasswordError, every time', async () => {
    const payload = encryptHtml(html, 'lantern-4417', {iterations: ITERATIONS});
    for (const wrong of [
      'lantern-4418',
      'Lantern-4417',
      'lantern-4417 ',
      'x',
    ]) {
      await expect(
        decryptPayload(payload, wrong, subtle),
      ).rejects.toBeInstanceOf(WrongPasswordError);
    }
  });

  it('has a check value: HMAC-SHA-256 of iv ‖ cipher under the second derived key', () => {
    const payload = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    const keys = pbkdf2Sync(
      'pw',
      fromBase64(payload.salt),
      ITERATIONS,
      64,
      'sha256',
    );
    const mac = createHmac('sha256', keys.subarray(32))
      .update(fromBase64(payload.iv))
      .update(fromBase64(payload.cipher))
      .digest('base64');
    expect(payload.mac).toBe(mac);
    expect(fromBase64(payload.salt)).toHaveLength(16);
    expect(fromBase64(payload.iv)).toHaveLength(16);
    expect(fromBase64(payload.cipher).length % 16).toBe(0);
  });

  it('detects tampering with the cipher text or the IV', async () => {
    const payload = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    const flip = (b64: string) => {
      const bytes = fromBase64(b64);
      bytes[0] = bytes[0]! ^ 1;
      return Buffer.from(bytes).toString('base64');
    };
    for (const changed of [
      {...payload, cipher: flip(payload.cipher)},
      {...payload, iv: flip(payload.iv)},
    ]) {
      await expect(
        decryptPayload(changed, 'pw', subtle),
      ).rejects.toBeInstanceOf(WrongPasswordError);
    }
  });

  it('uses a fresh salt and IV for every encryption', () => {
    const a = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    const b = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
    expect(a.cipher).not.toBe(b.cipher);
  });

  it('accepts the password however its accents were composed (NFC)', async () => {
    const payload = encryptHtml(html, 'caf\u00e9', {iterations: ITERATIONS});
    await expect(decryptPayload(payload, 'cafe\u0301', subtle)).resolves.toBe(
      html,
    );
  });

  it('refuses too few iterations and unknown versions', async () => {
    expect(() => encryptHtml(html, 'pw', {iterations: 1000})).toThrow(
      /at least 100000 iterations/,
    );
    expect(() => encryptHtml(html, '')).toThrow(/empty password/);
    const payload = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    await expect(
      decryptPayload({...payload, iterations: 1000}, 'pw', subtle),
    ).rejects.toThrow(/Too few/);
    await expect(
      decryptPayload({...payload, version: 2}, 'pw', subtle),
    ).rejects.toThrow(/Unknown encryption version/);
  });

  it('says so when WebCrypto is missing (not a secure context)', async () => {
    const payload = encryptHtml(html, 'pw', {iterations: ITERATIONS});
    await expect(decryptPayload(payload, 'pw', null)).rejects.toThrow(
      /WebCrypto is not available/,
    );
  });
});

describe('front matter `password`', () => {
  const FILE = 'docs/guide/secret.md';

  it('must be a non-empty string', () => {
    expect(() => validateFrontMatter({password: 'pw'}, FILE)).not.toThrow();
    for (const bad of [1234, '', true, ['pw']]) {
      expect(() => validateFrontMatter({password: bad}, FILE)).toThrow(
        FrontMatterError,
      );
    }
    expect(() => validateFrontMatter({password: 1234}, FILE)).toThrow(
      `Invalid front matter in ${FILE}: "password" must be a non-empty string, got 1234`,
    );
  });

  it('never reaches the published front matter', () => {
    for (const encrypted of [true, false]) {
      expect(
        normalizeFrontMatter({title: 'T', password: 'pw'}, FILE, {encrypted}),
      ).not.toHaveProperty('password');
    }
  });

  it('gives an encrypted page without description a neutral one, per locale', () => {
    expect(
      normalizeFrontMatter({password: 'pw'}, FILE, {encrypted: true})
        .description,
    ).toBe(PROTECTED_DESCRIPTION.en);
    expect(
      normalizeFrontMatter({password: 'pw'}, FILE, {
        encrypted: true,
        locale: 'zh-CN',
      }).description,
    ).toBe('此页面受密码保护。');
    // The writer's own description is kept (it is public by choice)…
    expect(
      normalizeFrontMatter({password: 'pw', description: 'Mine'}, FILE, {
        encrypted: true,
      }).description,
    ).toBe('Mine');
    // …and without encryption Docusaurus derives it as usual.
    expect(
      normalizeFrontMatter({password: 'pw'}, FILE, {encrypted: false}),
    ).not.toHaveProperty('description');
  });
});

/*
 * The remark plugin, run on trees parsed as Docusaurus parses .md and .mdx
 * files (remark-parse, + remark-mdx for .mdx, front matter, directives, GFM).
 * Those are ES modules, which Jest cannot load; jiti (the loader Docusaurus
 * uses for its config) loads them, and the plugin, as the build does.
 */
describe('remark plugin', () => {
  type Load = (id: string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load: Load = require('jiti')(__filename, {
    interopDefault: true,
    cacheDir: path.join(os.tmpdir(), 'openlist-docs-jiti'),
  });
  const {unified} = load('unified');
  const remarkParse = load('remark-parse');
  const remarkMdx = load('remark-mdx');
  const remarkPlugins = [
    load('remark-frontmatter'),
    load('remark-directive'),
    load('remark-gfm'),
  ];
  const remarkEncrypt = load('../../plugins/encrypt/remark.ts');
  const SITE = path.resolve(__dirname, '../..');

  interface Result {
    tree: {
      children: {
        type: string;
        name?: string;
        attributes?: {name: string; value: string}[];
      }[];
    };
    code: string;
  }

  async function run(
    source: string,
    {
      format = 'md',
      enabled = true,
      file = 'docs/secret.md',
    }: {format?: 'md' | 'mdx'; enabled?: boolean; file?: string} = {},
  ): Promise<Result> {
    const processor = unified().use(remarkParse);
    if (format === 'mdx') processor.use(remarkMdx);
    processor
      .use(remarkEncrypt, {enabled, iterations: ITERATIONS, siteDir: SITE})
      .use(remarkPlugins);
    const vfile = {value: source, path: path.join(SITE, file), data: {}};
    const parsed = processor.parse(vfile);
    const tree = (await processor.run(parsed, vfile)) as Result['tree'];
    // What MDX would compile: the tree as it leaves the remark plugins.
    return {tree, code: JSON.stringify(tree)};
  }

  const payloadOf = (tree: Result['tree']): EncryptedPayload => {
    const element = tree.children.find((n) => n.name === 'EncryptedContent');
    const attrs = Object.fromEntries(
      element!.attributes!.map((a) => [a.name, a.value]),
    );
    return {
      ...attrs,
      version: Number(attrs.version),
      iterations: Number(attrs.iterations),
    } as EncryptedPayload;
  };

  const PAGE = `---
title: Secret
password: lantern-4417
---

# Secret

${SECRET}

## Protected section {#Hidden_part}

## Protected section

- [a link](/guide)

:::tip[Mind this]

Inside an admonition.

:::

| a | b |
| - | - |
| 1 | 2 |

<p class="raw">Raw HTML.</p>

<!-- a note for writers -->
`;

  it('replaces the body with one <EncryptedContent>, keeping the title', async () => {
    const {tree, code} = await run(PAGE);
    expect(tree.children.map((n) => n.type)).toEqual([
      'yaml',
      'heading',
      'mdxjsEsm',
      'mdxJsxFlowElement',
    ]);
    // The page imports the component itself: no other page loads it.
    const esm = tree.children[2] as unknown as {
      value: string;
      data: {estree: {body: {source: {value: string}}[]}};
    };
    expect(esm.value).toBe(
      "import EncryptedContent from '@site/src/components/EncryptedContent';",
    );
    expect(esm.data.estree.body[0]!.source.value).toBe(
      '@site/src/components/EncryptedContent',
    );
    expect(code).toContain('EncryptedContent');
    for (const plain of [
      'heron',
      'Protected section',
      'admonition',
      'Raw HTML',
    ])
      expect(code).not.toContain(plain);
  });

  it('encrypts the body rendered to HTML, which the password opens', async () => {
    const {tree} = await run(PAGE);
    const html = await decryptPayload(payloadOf(tree), 'lantern-4417', subtle);
    expect(html).toContain(`<p>${SECRET}</p>`);
    expect(html).toContain('<h2 id="Hidden_part">Protected section</h2>');
    expect(html).toContain('<h2 id="protected-section">Protected section</h2>');
    expect(html).toContain('<a href="/guide">a link</a>');
    expect(html).toMatch(
      /<div class="theme-admonition theme-admonition-tip alert alert--success[^"]*"><div class="encrypted-admonition-heading">Mind this<\/div>/,
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<p class="raw">Raw HTML.</p>');
    expect(html).not.toContain('a note for writers');
    expect(html).not.toContain('<h1');
  });

  it('leaves the file alone without a password, or when encryption is off', async () => {
    const plain = await run(PAGE.replace('password: lantern-4417\n', ''));
    expect(plain.code).toContain('heron');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const off = await run(PAGE, {enabled: false});
    expect(off.code).toContain('heron');
    expect(off.code).not.toContain('EncryptedContent');
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'docs/secret.md has a password, but encryption is off',
    );
    warn.mockRestore();
  });

  it('stops on MDX it cannot render to HTML, naming file and line', async () => {
    const mdx = (body: string) =>
      `---\npassword: pw\n---\n\nIntro.\n\n${body}\n`;
    await expect(
      run(mdx('<Tabs>\n  hidden\n</Tabs>'), {
        format: 'mdx',
        file: 'docs/a.mdx',
      }),
    ).rejects.toThrow(
      /Cannot encrypt docs\/a\.mdx:7: the MDX component <Tabs>/,
    );
    await expect(
      run(mdx("import X from './x';"), {format: 'mdx', file: 'docs/a.mdx'}),
    ).rejects.toThrow(/docs\/a\.mdx:7: import\/export/);
    await expect(
      run(mdx('Total: {1 + 1}'), {format: 'mdx', file: 'docs/a.mdx'}),
    ).rejects.toThrow(/the MDX expression \{1 \+ 1\}/);
    await expect(run(mdx('![x](./x.png)'))).rejects.toThrow(
      /docs\/secret\.md:7: the image ".\/x.png" is relative/,
    );
    await expect(run(mdx('[x](./other.md)'))).rejects.toThrow(
      /the link ".\/other.md" points to a Markdown file/,
    );
    // The .mdx truncate marker is a comment, not content: accepted.
    await expect(
      run(mdx('{/* truncate */}'), {format: 'mdx', file: 'docs/a.mdx'}),
    ).resolves.toBeDefined();
  });
});
