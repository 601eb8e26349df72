/**
 * The files of the deploy helper, written from the reader's choices: the
 * Compose file or `docker run` line, the systemd unit or the Windows task,
 * the reverse-proxy configuration and the matching config.json fragment.
 * Facts come from the same data as the pages: data/docker-image.json (image,
 * tags, paths, UID) and data/openlist-config.json (keys and variable names).
 */
import dockerImage from '../../../data/docker-image.json';
import openlistConfig from '../../../data/openlist-config.json';
import {OPENLIST_VERSION} from '../version';
import {defaultDataDir, isDocker, type DeployChoices} from './choices';
import {deployMessages, type DeployMessages} from './messages';

export interface GeneratedFile {
  /** Stable id: run, proxy, config. */
  id: 'run' | 'proxy' | 'config';
  filename: string;
  /** Prism language of the code block. */
  language: string;
  content: string;
  /** For JSON, which cannot hold comments: one explanation per key. */
  notes?: {key: string; text: string}[];
}

const CONFIG_KEYS = new Map(
  openlistConfig.configKeys.map((key) => [key.path, key]),
);

/**
 * The environment variable of a config.json key, as the generated config data
 * names it; without the `OPENLIST_` prefix inside the official image, whose
 * entrypoint starts OpenList with `--no-prefix`.
 */
export function envName(path: string, noPrefix: boolean): string {
  const key = CONFIG_KEYS.get(path);
  if (!key?.env)
    throw new Error(`deploy helper: no environment variable for ${path}`);
  return noPrefix ? key.env.slice(openlistConfig.envPrefix.length) : key.env;
}

/** The image for these choices; `version` is the release a pinned tag names. */
export function imageReference(
  choices: DeployChoices,
  version: string = OPENLIST_VERSION,
): string {
  const variant =
    choices.ffmpeg && choices.aria2
      ? 'aio'
      : choices.aria2
        ? 'aria2'
        : choices.ffmpeg
          ? 'ffmpeg'
          : 'base';
  const suffix =
    (choices.lite ? dockerImage.liteSuffix : '') +
    dockerImage.variantSuffixes[variant];
  const tag = choices.tag === 'latest' ? 'latest' : version;
  return `${dockerImage.images[choices.registry]}:${tag}${suffix}`;
}

export function dataDirOf(choices: DeployChoices): string {
  return choices.dataDir || defaultDataDir(choices.run);
}

/** The address readers open, with the sub-path; '' when nothing sets one. */
export function siteUrl(choices: DeployChoices): string {
  if (choices.proxy === 'none') {
    return choices.subPath;
  }
  return `${choices.https ? 'https' : 'http'}://${choices.domain}${choices.subPath}`;
}

/** OpenList's own HTTPS: only without a proxy (with one, the proxy does TLS). */
function ownHttps(choices: DeployChoices): boolean {
  return choices.https && choices.proxy === 'none';
}

const behindProxy = (choices: DeployChoices) => choices.proxy !== 'none';

function variantLabel(choices: DeployChoices, locale: string): string {
  const zh = locale === 'zh-CN';
  const parts = [
    choices.ffmpeg ? 'FFmpeg' : '',
    choices.aria2 ? 'aria2' : '',
  ].filter(Boolean);
  const base = parts.length
    ? zh
      ? `含 ${parts.join(' 和 ')}`
      : `with ${parts.join(' and ')}`
    : zh
      ? '基础版'
      : 'base image';
  return choices.lite
    ? zh
      ? `${base}，lite 网页界面`
      : `${base}, lite web interface`
    : base;
}

/** Container environment: name → value, with the comment for each. */
function containerEnv(
  choices: DeployChoices,
  m: DeployMessages,
): {name: string; value: string; comment: string}[] {
  const env = [
    {name: 'TZ', value: choices.tz, comment: m.tz},
    {name: 'UMASK', value: dockerImage.umask, comment: m.umask},
  ];
  if (choices.aria2)
    env.push({name: 'RUN_ARIA2', value: 'true', comment: m.runAria2});
  const url = siteUrl(choices);
  if (url)
    env.push({name: envName('site_url', true), value: url, comment: m.siteUrl});
  return env;
}

function containerUser(choices: DeployChoices): string {
  return choices.aria2 ? '0:0' : `${choices.uid}:${choices.gid}`;
}

function portMappings(
  choices: DeployChoices,
  m: DeployMessages,
): {mapping: string; comment: string}[] {
  const host = behindProxy(choices) ? '127.0.0.1:' : '';
  const ports = [
    {
      mapping: `${host}${choices.port}:${dockerImage.ports.http}`,
      comment: behindProxy(choices) ? m.portLocal : m.portPublic,
    },
  ];
  if (ownHttps(choices)) {
    ports.push({
      mapping: `${dockerImage.ports.https}:${dockerImage.ports.https}`,
      comment: m.portHttps,
    });
  }
  return ports;
}

function compose(
  choices: DeployChoices,
  locale: string,
  version: string,
): GeneratedFile {
  const m = deployMessages(locale);
  const data = dataDirOf(choices);
  const lines = [
    `# ${m.composeHeader}`,
    ...(choices.aria2 ? [] : [`# ${m.chown(choices.uid, choices.gid, data)}`]),
    'services:',
    '  openlist:',
    `    # ${m.image(variantLabel(choices, locale))}`,
    `    image: ${imageReference(choices, version)}`,
    '    container_name: openlist',
    `    # ${m.restart}`,
    '    restart: unless-stopped',
    `    # ${choices.aria2 ? m.userAria2 : m.user(choices.uid, choices.gid)}`,
    `    user: '${containerUser(choices)}'`,
    '    ports:',
    ...portMappings(choices, m).flatMap(({mapping, comment}) => [
      `      # ${comment}`,
      `      - '${mapping}'`,
    ]),
    '    volumes:',
    `      # ${m.volume}`,
    `      - '${data}:${dockerImage.dataDir}'`,
    '    environment:',
    ...containerEnv(choices, m).flatMap(({name, value, comment}) => [
      `      # ${comment}`,
      `      - '${name}=${value}'`,
    ]),
    '',
  ];
  return {
    id: 'run',
    filename: 'compose.yaml',
    language: 'yaml',
    content: lines.join('\n'),
  };
}

function dockerRun(
  choices: DeployChoices,
  locale: string,
  version: string,
): GeneratedFile {
  const m = deployMessages(locale);
  const data = dataDirOf(choices);
  const comments = [
    m.dockerRunHeader,
    ...(choices.aria2 ? [] : [m.chown(choices.uid, choices.gid, data)]),
    `--restart: ${m.restart}`,
    `--user: ${choices.aria2 ? m.userAria2 : m.user(choices.uid, choices.gid)}`,
    ...portMappings(choices, m).map(
      ({mapping, comment}) => `-p ${mapping}: ${comment}`,
    ),
    `-v: ${m.volume}`,
    ...containerEnv(choices, m).map(
      ({name, comment}) => `-e ${name}: ${comment}`,
    ),
    `${imageReference(choices, version)}: ${m.image(variantLabel(choices, locale))}`,
  ];
  const args = [
    'docker run -d --name openlist',
    '--restart unless-stopped',
    `--user ${containerUser(choices)}`,
    ...portMappings(choices, m).map(({mapping}) => `-p ${mapping}`),
    `-v '${data}:${dockerImage.dataDir}'`,
    ...containerEnv(choices, m).map(({name, value}) => `-e '${name}=${value}'`),
    imageReference(choices, version),
  ];
  const content = [
    ...comments.map((line) => `# ${line}`),
    args.join(' \\\n  '),
    '',
  ].join('\n');
  return {
    id: 'run',
    filename: 'openlist-docker-run.sh',
    language: 'bash',
    content,
  };
}

function systemd(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const data = dataDirOf(choices);
  const lines = [
    `# ${m.systemdHeader}`,
    `# ${m.systemdSetup.replace(/DATA/g, data)}`,
    '[Unit]',
    'Description=OpenList file list server',
    'After=network-online.target',
    'Wants=network-online.target',
    '',
    '[Service]',
    'Type=simple',
    `# ${m.systemdUser}`,
    'User=openlist',
    'Group=openlist',
    'WorkingDirectory=/opt/openlist',
    `# ${m.systemdExec}`,
    `ExecStart=/opt/openlist/openlist server --data ${data}`,
    `# ${m.systemdRestart}`,
    'Restart=on-failure',
    'RestartSec=5',
    `# ${m.systemdLimit}`,
    'LimitNOFILE=65535',
    '',
    '[Install]',
    'WantedBy=multi-user.target',
    '',
  ];
  return {
    id: 'run',
    filename: 'openlist.service',
    language: 'ini',
    content: lines.join('\n'),
  };
}

function windowsTask(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const data = dataDirOf(choices);
  const lines = [
    `# ${m.windowsHeader}`,
    `# ${m.windowsAction}`,
    "$action = New-ScheduledTaskAction -Execute 'C:\\OpenList\\openlist.exe' `",
    `  -Argument 'server --data ${data}' -WorkingDirectory 'C:\\OpenList'`,
    `# ${m.windowsTrigger}`,
    '$trigger = New-ScheduledTaskTrigger -AtStartup',
    `# ${m.windowsSettings}`,
    '$settings = New-ScheduledTaskSettingsSet -ExecutionTimeLimit ([TimeSpan]::Zero) `',
    '  -RestartCount 3 -RestartInterval (New-TimeSpan -Minutes 1)',
    `# ${m.windowsRegister}`,
    "Register-ScheduledTask -TaskName 'OpenList' -Action $action -Trigger $trigger `",
    "  -Settings $settings -User 'NT AUTHORITY\\SYSTEM' -RunLevel Highest",
    "Start-ScheduledTask -TaskName 'OpenList'",
    '',
  ];
  return {
    id: 'run',
    filename: 'register-openlist-task.ps1',
    language: 'powershell',
    content: lines.join('\n'),
  };
}

/** Where the proxy sends requests: OpenList on the same host. */
const upstream = (choices: DeployChoices) => `127.0.0.1:${choices.port}`;

function nginx(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const limit = choices.maxUploadMb === 0 ? '0' : `${choices.maxUploadMb}m`;
  const sub = choices.subPath;
  const location = [
    `    location ${sub ? `${sub}/` : '/'} {`,
    `        # ${m.nginxPass}`,
    `        proxy_pass http://${upstream(choices)};`,
    '        proxy_http_version 1.1;',
    `        # ${m.nginxHost}`,
    '        proxy_set_header Host              $http_host;',
    `        # ${m.nginxForwarded}`,
    '        proxy_set_header X-Real-IP         $remote_addr;',
    '        proxy_set_header X-Forwarded-For   $remote_addr;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    `        # ${m.nginxStream}`,
    '        proxy_request_buffering off;',
    '        proxy_buffering off;',
    `        # ${m.nginxTimeout}`,
    '        proxy_read_timeout 3600s;',
    '        proxy_send_timeout 3600s;',
    '    }',
  ];
  const lines = [
    `# ${m.nginxHeader}`,
    ...(choices.https
      ? [
          'server {',
          '    listen 80;',
          `    server_name ${choices.domain};`,
          `    # ${m.nginxRedirect}`,
          '    return 301 https://$host$request_uri;',
          '}',
          '',
        ]
      : []),
    'server {',
    ...(choices.https
      ? [
          '    listen 443 ssl;',
          `    server_name ${choices.domain};`,
          `    # ${m.nginxTls}`,
          `    ssl_certificate     /etc/ssl/certs/${choices.domain}.pem;`,
          `    ssl_certificate_key /etc/ssl/private/${choices.domain}.key;`,
        ]
      : ['    listen 80;', `    server_name ${choices.domain};`]),
    '',
    `    # ${m.nginxBody(limit)}`,
    `    client_max_body_size ${limit};`,
    '',
    ...(choices.webdav
      ? []
      : [
          `    # ${m.noWebdav}`,
          `    location ${sub}/dav {`,
          '        return 403;',
          '    }',
          '',
        ]),
    ...(sub
      ? [
          `    # ${m.nginxSubPathSlash}`,
          `    location = ${sub} {`,
          `        return 301 ${sub}/;`,
          '    }',
          '',
        ]
      : []),
    ...location,
    '}',
    '',
  ];
  return {
    id: 'proxy',
    filename: 'openlist.conf',
    language: 'nginx',
    content: lines.join('\n'),
  };
}

function caddy(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const sub = choices.subPath;
  const inner = [
    ...(choices.maxUploadMb > 0
      ? [
          `\t# ${m.caddyBody}`,
          '\trequest_body {',
          `\t\tmax_size ${choices.maxUploadMb}MiB`,
          '\t}',
        ]
      : []),
    ...(choices.webdav
      ? []
      : [`\t# ${m.noWebdav}`, `\trespond ${sub}/dav* 403`]),
    ...(sub
      ? [
          `\t# ${m.caddyHandle}`,
          `\thandle ${sub}* {`,
          `\t\treverse_proxy ${upstream(choices)}`,
          '\t}',
        ]
      : [`\treverse_proxy ${upstream(choices)}`]),
  ];
  const lines = [
    `# ${m.caddyHeader}`,
    `# ${choices.https ? m.caddyAuto : m.caddyPlain}`,
    `${choices.https ? '' : 'http://'}${choices.domain} {`,
    ...inner,
    '}',
    '',
  ];
  return {
    id: 'proxy',
    filename: 'Caddyfile',
    language: 'caddyfile',
    content: lines.join('\n'),
  };
}

function apache(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const sub = choices.subPath;
  const bytes = choices.maxUploadMb * 1024 * 1024;
  const target = `http://${upstream(choices)}${sub}`;
  const body = [
    '    ProxyRequests Off',
    `    # ${m.apacheHost}`,
    '    ProxyPreserveHost On',
    `    # ${m.apacheEncoded}`,
    '    AllowEncodedSlashes NoDecode',
    `    # ${m.apacheBody}`,
    `    LimitRequestBody ${bytes}`,
    `    # ${m.apacheTimeout}`,
    '    ProxyTimeout 3600',
    `    # ${m.apacheProto}`,
    `    RequestHeader set X-Forwarded-Proto "${choices.https ? 'https' : 'http'}"`,
    `    # ${m.apacheForwardedFor}`,
    '    RequestHeader unset X-Forwarded-For',
    ...(choices.webdav
      ? []
      : [
          `    # ${m.noWebdav}`,
          `    <Location "${sub}/dav">`,
          '        Require all denied',
          '    </Location>',
        ]),
    `    # ${m.apachePass}`,
    `    ProxyPass        ${sub || '/'} ${target}${sub ? '' : '/'} nocanon`,
    `    ProxyPassReverse ${sub || '/'} ${target}${sub ? '' : '/'}`,
  ];
  const lines = [
    `# ${m.apacheHeader}`,
    ...(choices.https
      ? [
          '<VirtualHost *:80>',
          `    ServerName ${choices.domain}`,
          `    # ${m.apacheModules}`,
          `    Redirect permanent / https://${choices.domain}/`,
          '</VirtualHost>',
          '',
          '<VirtualHost *:443>',
          `    ServerName ${choices.domain}`,
          '    SSLEngine on',
          `    # ${m.nginxTls}`,
          `    SSLCertificateFile    /etc/ssl/certs/${choices.domain}.pem`,
          `    SSLCertificateKeyFile /etc/ssl/private/${choices.domain}.key`,
        ]
      : ['<VirtualHost *:80>', `    ServerName ${choices.domain}`]),
    ...body,
    '</VirtualHost>',
    '',
  ];
  return {
    id: 'proxy',
    filename: 'openlist.conf',
    language: 'apacheconf',
    content: lines.join('\n'),
  };
}

function configFragment(choices: DeployChoices, locale: string): GeneratedFile {
  const m = deployMessages(locale);
  const docker = isDocker(choices.run);
  const dataInside = docker ? dockerImage.dataDir : dataDirOf(choices);
  const separator = choices.run === 'windows' ? '\\' : '/';
  const scheme: Record<string, unknown> = {
    address: behindProxy(choices) && !docker ? '127.0.0.1' : '0.0.0.0',
    http_port: docker ? dockerImage.ports.http : choices.port,
  };
  if (ownHttps(choices)) {
    scheme.https_port = dockerImage.ports.https;
    scheme.force_https = true;
    scheme.cert_file = `${dataInside}${separator}cert.pem`;
    scheme.key_file = `${dataInside}${separator}key.pem`;
  }
  const fragment = {
    site_url: siteUrl(choices),
    scheme,
    temp_dir: `${dataInside}${separator}temp`,
  };
  const keys = [
    'site_url',
    ...Object.keys(scheme).map((k) => `scheme.${k}`),
    'temp_dir',
  ];
  for (const key of keys) {
    if (!CONFIG_KEYS.has(key))
      throw new Error(`deploy helper: unknown config key ${key}`);
  }
  return {
    id: 'config',
    filename: 'config.json',
    language: 'json',
    content: `${JSON.stringify(fragment, null, 2)}\n`,
    notes: keys.map((key) => ({
      key,
      text: m.config[
        key.replace(/^scheme\./, '') as keyof DeployMessages['config']
      ],
    })),
  };
}

/**
 * Every file for these choices, in the order the page shows them. `version`
 * is the OpenList release a pinned image tag names: the current release, or
 * the release of the older docs version the page belongs to.
 */
export function generateDeployment(
  choices: DeployChoices,
  locale: string,
  version: string = OPENLIST_VERSION,
): GeneratedFile[] {
  const run = {
    compose: () => compose(choices, locale, version),
    'docker-run': () => dockerRun(choices, locale, version),
    systemd: () => systemd(choices, locale),
    windows: () => windowsTask(choices, locale),
  }[choices.run]();
  const proxy =
    choices.proxy === 'none'
      ? []
      : [{nginx, caddy, apache}[choices.proxy](choices, locale)];
  return [run, ...proxy, configFragment(choices, locale)];
}
