import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import dockerImage from '../../data/docker-image.json';
import openlistConfig from '../../data/openlist-config.json';
import {DOCS_VERSIONS, OPENLIST_VERSION} from '../../src/lib/version';
import {
  DEFAULT_CHOICES,
  PROXIES,
  RUN_MODES,
  parseChoices,
  parseField,
  serializeChoices,
  type DeployChoices,
} from '../../src/lib/deploy/choices';
import {
  generateDeployment,
  imageReference,
  type GeneratedFile,
} from '../../src/lib/deploy/generate';

const ROOT = path.resolve(__dirname, '../..');
const prefix = openlistConfig.envPrefix;
/** Names a container may be given: config keys (without the prefix, as the entrypoint passes --no-prefix) and the image's own. */
const CONTAINER_ENV = new Set([
  ...openlistConfig.configKeys
    .map((key) => key.env)
    .filter((env): env is string => !!env)
    .map((env) => env.slice(prefix.length)),
  ...dockerImage.containerEnv.names,
]);

function* matrix(): Generator<DeployChoices> {
  for (const run of RUN_MODES)
    for (const proxy of PROXIES)
      for (const https of [true, false])
        for (const subPath of ['', '/openlist'])
          for (const [aria2, ffmpeg, lite] of [
            [false, false, false],
            [true, true, true],
            [true, false, false],
          ] as const)
            for (const [webdav, maxUploadMb] of [
              [true, 0],
              [false, 2048],
            ] as const)
              yield {
                ...DEFAULT_CHOICES,
                run,
                proxy,
                https,
                subPath,
                aria2,
                ffmpeg,
                lite,
                webdav,
                maxUploadMb,
              };
}

const file = (files: GeneratedFile[], id: GeneratedFile['id']) =>
  files.find((f) => f.id === id);

function balanced(text: string, open: RegExp, close: RegExp): boolean {
  let depth = 0;
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('#')) continue;
    depth += (line.match(open) ?? []).length;
    depth -= (line.match(close) ?? []).length;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const IMAGE = new RegExp(
  `^(${Object.values(dockerImage.images).join('|').replace(/\./g, '\\.')}):(${OPENLIST_VERSION.replace(/\./g, '\\.')}|latest)(${dockerImage.liteSuffix})?(${Object.values(dockerImage.variantSuffixes).filter(Boolean).join('|')})?$`,
);

/** The part of the Compose file format the helper writes, checked offline. */
function checkCompose(doc: unknown, choices: DeployChoices): string[] {
  const errors: string[] = [];
  const top = doc as Record<string, unknown>;
  if (Object.keys(top).join() !== 'services')
    errors.push('top level must be services only');
  const services = top.services as Record<string, Record<string, unknown>>;
  const service = services?.openlist;
  if (!service) return [...errors, 'no openlist service'];
  const allowed = [
    'image',
    'container_name',
    'restart',
    'user',
    'ports',
    'volumes',
    'environment',
  ];
  for (const key of Object.keys(service))
    if (!allowed.includes(key)) errors.push(`unknown key ${key}`);
  if (typeof service.image !== 'string' || !IMAGE.test(service.image))
    errors.push(`image ${String(service.image)}`);
  if (
    !['no', 'always', 'on-failure', 'unless-stopped'].includes(
      service.restart as string,
    )
  )
    errors.push('restart');
  if (!/^\d+:\d+$/.test(String(service.user)))
    errors.push('user must be uid:gid');
  const ports = service.ports as unknown[];
  const containerPorts = Object.values(dockerImage.ports).map(String);
  for (const port of ports ?? []) {
    const match = /^(?:(127\.0\.0\.1):)?(\d+):(\d+)$/.exec(String(port));
    if (!match || !containerPorts.includes(match[3]!))
      errors.push(`port ${String(port)}`);
    if (
      choices.proxy !== 'none' &&
      match?.[3] === String(dockerImage.ports.http) &&
      !match[1]
    ) {
      errors.push(
        'behind a proxy the HTTP port is published on 127.0.0.1 only',
      );
    }
  }
  const volumes = service.volumes as unknown[];
  if (!volumes?.every((v) => String(v).endsWith(`:${dockerImage.dataDir}`)))
    errors.push('volumes');
  for (const entry of (service.environment as unknown[]) ?? []) {
    const [name] = String(entry).split('=');
    if (!CONTAINER_ENV.has(name!))
      errors.push(`unknown environment variable ${name}`);
  }
  return errors;
}

describe('deploy helper: choices in the address bar', () => {
  it('round-trips every choice', () => {
    const choices: DeployChoices = {
      ...DEFAULT_CHOICES,
      run: 'systemd',
      proxy: 'caddy',
      https: false,
      subPath: '/files',
      port: 8080,
      maxUploadMb: 100,
      domain: 'a.example.org',
      dataDir: '/data/openlist',
      webdav: false,
    };
    expect(parseChoices(serializeChoices(choices))).toEqual(choices);
    expect(serializeChoices(DEFAULT_CHOICES)).toBe('');
  });

  it('keeps defaults for unknown or unsafe values', () => {
    const parsed = parseChoices(
      '?run=kubernetes&port=99999&domain=a%20b&path=../x&data=/a;rm&tz=$(x)',
    );
    expect(parsed).toEqual(DEFAULT_CHOICES);
    expect(parseField('subPath', 'openlist/')).toBe('/openlist');
    expect(parseField('port', '5244')).toBe(5244);
  });
});

describe('deploy helper: generated files, for every combination', () => {
  const all = [...matrix()];

  it.each(['en', 'zh-CN'])('writes valid, consistent files (%s)', (locale) => {
    for (const choices of all) {
      const files = generateDeployment(choices, locale);
      const label = JSON.stringify(choices);
      const run = file(files, 'run')!;
      if (choices.run === 'compose') {
        const doc = yaml.load(run.content);
        expect([label, checkCompose(doc, choices)]).toEqual([label, []]);
      }
      if (choices.run === 'docker-run') {
        expect(run.content).toContain(imageReference(choices));
        for (const [, name] of run.content.matchAll(/-e '([A-Z_0-9]+)=/g)) {
          expect([label, CONTAINER_ENV.has(name!)]).toEqual([label, true]);
        }
        expect(run.content).toContain(`:${dockerImage.dataDir}'`);
      }
      if (choices.run === 'systemd') {
        const sections = [...run.content.matchAll(/^\[(\w+)\]$/gm)].map(
          (m) => m[1],
        );
        expect(sections).toEqual(['Unit', 'Service', 'Install']);
        expect(run.content).toMatch(
          /^ExecStart=\/opt\/openlist\/openlist server --data \S+$/m,
        );
        for (const line of run.content.split('\n')) {
          if (line && !line.startsWith('#') && !line.startsWith('[')) {
            expect([label, line]).toEqual([
              label,
              expect.stringMatching(/^[A-Za-z]+=\S/),
            ]);
          }
        }
      }
      const proxy = file(files, 'proxy');
      expect(!!proxy).toBe(choices.proxy !== 'none');
      if (proxy && choices.proxy === 'nginx') {
        expect(balanced(proxy.content, /\{/g, /\}/g)).toBe(true);
        const locations = proxy.content.split(/\n\s*location /).slice(1);
        for (const block of locations) {
          expect(
            (block.match(/proxy_pass /g) ?? []).length,
          ).toBeLessThanOrEqual(1);
        }
        expect(
          locations.some((b) => b.startsWith(`${choices.subPath}/ {`)),
        ).toBe(true);
        expect(proxy.content).toMatch(
          choices.maxUploadMb
            ? new RegExp(`client_max_body_size ${choices.maxUploadMb}m;`)
            : /client_max_body_size 0;/,
        );
        expect(proxy.content.includes('return 403')).toBe(!choices.webdav);
      }
      if (proxy && choices.proxy === 'caddy') {
        expect(balanced(proxy.content, /\{/g, /\}/g)).toBe(true);
        expect(proxy.content.includes('max_size')).toBe(
          choices.maxUploadMb > 0,
        );
      }
      if (proxy && choices.proxy === 'apache') {
        expect(
          balanced(
            proxy.content,
            /<(VirtualHost|Location)\b/g,
            /<\/(VirtualHost|Location)>/g,
          ),
        ).toBe(true);
        expect((proxy.content.match(/^\s*ProxyPass /gm) ?? []).length).toBe(1);
      }
      const config = file(files, 'config')!;
      const json = JSON.parse(config.content) as Record<string, unknown>;
      const keys = config.notes!.map((n) => n.key);
      const known = new Set(openlistConfig.configKeys.map((k) => k.path));
      expect(keys.every((k) => known.has(k))).toBe(true);
      expect(config.notes!.every((n) => n.text.length > 0)).toBe(true);
      const url = String(json.site_url);
      if (choices.proxy !== 'none') {
        expect(url).toBe(
          `${choices.https ? 'https' : 'http'}://${choices.domain}${choices.subPath}`,
        );
      }
    }
  });

  it("comments every generated setting in the reader's language", () => {
    const [en, zh] = ['en', 'zh-CN'].map((locale) =>
      generateDeployment(DEFAULT_CHOICES, locale),
    );
    expect(file(zh!, 'run')!.content).toMatch(/[\u4e00-\u9fff]/);
    expect(file(en!, 'run')!.content).not.toMatch(/[\u4e00-\u9fff]/);
    // Outside comments, the two languages write the same file.
    const code = (text: string) =>
      text
        .split('\n')
        .filter((l) => !l.trim().startsWith('#'))
        .join('\n');
    expect(code(file(zh!, 'proxy')!.content)).toBe(
      code(file(en!, 'proxy')!.content),
    );
  });
});

describe('deploy helper and the installation pages tell the same facts', () => {
  it('writes the location block of the reverse-proxy page', () => {
    const page = fs.readFileSync(
      path.join(ROOT, 'docs/guide/installation/reverse-proxy.mdx'),
      'utf8',
    );
    const block = /```nginx\n([\s\S]*?)```/.exec(page)![1]!;
    const directives = (text: string) =>
      new Set(
        text
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#') && !l.startsWith('}'))
          .map((l) => l.split(/\s+/)[0]),
      );
    const generated = file(
      generateDeployment(DEFAULT_CHOICES, 'en'),
      'proxy',
    )!.content;
    expect(directives(generated)).toEqual(directives(block));
  });

  it('names the image, tags, user and data folder the Docker page names', () => {
    const page = fs.readFileSync(
      path.join(ROOT, 'docs/guide/installation/docker.mdx'),
      'utf8',
    );
    for (const fact of [
      ...Object.values(dockerImage.images),
      ...Object.values(dockerImage.variantSuffixes).filter(Boolean),
      dockerImage.liteSuffix,
      dockerImage.dataDir,
      String(dockerImage.user.uid),
      String(dockerImage.ports.http),
      ...dockerImage.containerEnv.names,
    ]) {
      expect([fact, page.includes(fact)]).toEqual([fact, true]);
    }
  });
});

describe('deploy helper: the release a pinned tag names', () => {
  const pinned = {
    ...DEFAULT_CHOICES,
    tag: 'release' as const,
    run: 'compose' as const,
  };
  it('is the current release unless the page belongs to an older docs version', () => {
    const current = DOCS_VERSIONS[0]!.tag;
    expect(imageReference(pinned)).toMatch(new RegExp(`:${current}(-|$)`));
    for (const older of DOCS_VERSIONS.slice(1)) {
      expect(imageReference(pinned, older.tag)).toMatch(
        new RegExp(`:${older.tag.replace(/\./g, '\\.')}(-|$)`),
      );
      const compose = file(generateDeployment(pinned, 'en', older.tag), 'run')!;
      expect(compose.content).toContain(imageReference(pinned, older.tag));
      expect(compose.content).not.toContain(`:${current}`);
    }
    // A moving tag stays moving in every version.
    expect(imageReference({...pinned, tag: 'latest'}, 'v0.0.1')).toMatch(
      /:latest(-|$)/,
    );
  });
});
