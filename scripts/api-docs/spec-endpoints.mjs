/**
 * API reference spec: endpoints outside /api (downloads, shares, archives,
 * WebDAV, S3, small helpers, debug). Checked against server/router.go,
 * webdav.go, s3.go, debug.go, server/handles/down.go, archive.go, sharing.go,
 * helper.go, server/middlewares/down.go, internal/sign/sign.go,
 * internal/conf/config.go (v4.2.5).
 */
import {f, t} from './fields.mjs';

const SIGN = f(
  'sign',
  'string',
  false,
  'Signature from the `sign` field of `fs/list` or `fs/get`. Needed when the `sign_all` setting is on, the storage has `enable_sign`, or a meta password protects the path.',
  '来自 `fs/list` 或 `fs/get` 的 `sign` 字段。开启 `sign_all` 设置、存储开启 `enable_sign`，或路径受元信息密码保护时必填。',
);
const TYPE = f(
  'type',
  'string',
  false,
  'Variant requested from the driver (for example a transcoded video); driver-specific.',
  '向驱动请求的变体（例如转码视频），取决于驱动。',
);
const SIGN_401 = [
  401,
  t(
    'Missing, wrong or expired `sign` (HTML error page).',
    '`sign` 缺失、错误或已过期（HTML 错误页）。',
  ),
];
const HTML_500 = [
  500,
  t(
    'The storage or the link failed (HTML error page).',
    '存储或链接出错（HTML 错误页）。',
  ),
];
/** 500 of the routes that can stream through OpenList (/d, /p). */
const PROXY_500 = [
  500,
  t(
    'The storage or the link failed (HTML error page). When OpenList streams the file and the upstream server answers with an error status before anything was sent, that status is returned instead of 500.',
    '存储或链接出错（HTML 错误页）。由 OpenList 中转文件时，若上游服务器在发送任何内容之前返回错误状态码，则返回该状态码而不是 500。',
  ),
];
/** 403 of /p: the storage may not proxy the file. */
const PROXY_403 = [
  403,
  t(
    'The storage does not allow proxying this file ("proxy not allowed").',
    '存储不允许中转该文件（“proxy not allowed”）。',
  ),
];
/** 403 of /ap: the storage may not proxy the inner file. */
const AP_403 = [
  403,
  t(
    'The storage does not allow proxying the inner file ("proxy not allowed", HTML error page).',
    '存储不允许中转该包内文件（“proxy not allowed”，HTML 错误页）。',
  ),
];
/** The `d` flag of /d and /p. */
const D_FLAG = f(
  'd',
  'flag',
  false,
  'Present (any value): do not redirect to the download proxy URL.',
  '存在即可（任意值）：不重定向到下载代理地址。',
);
const DL_TEXT = t(
  "The file: a 302 redirect to the storage's link, or the bytes proxied through OpenList.",
  '文件本身：302 重定向到存储的链接，或由 OpenList 中转的文件内容。',
);
const INNER = [
  f(
    'inner',
    'string',
    true,
    'Path of the file inside the archive.',
    '压缩包内文件的路径。',
  ),
  f('pass', 'string', false, 'Archive password.', '压缩包密码。'),
];
const PWD = f(
  'pwd',
  'string',
  false,
  'Share password, if the share has one.',
  '分享密码（如有）。',
);
const SHARE_ERRORS = [
  [
    403,
    t(
      'Wrong share password (HTML error page).',
      '分享密码错误（HTML 错误页）。',
    ),
  ],
  [
    500,
    t(
      'The share does not exist; or it is disabled, expired or used up, or its creator no longer has the share permission ("the share has expired or is no longer valid"); or no path was given while the share has several items; or the link failed (HTML error page).',
      '分享不存在；或分享已禁用、过期、达到次数上限，或创建者已没有分享权限（“the share has expired or is no longer valid”）；或分享有多个条目却未给出路径；或链接出错（HTML 错误页）。',
    ),
  ],
];
/** The errors of /sad: those of /sd, plus the archive preview setting and password. */
const SHARE_ARCHIVE_ERRORS = [
  [
    202,
    t(
      'The archive password `pass` is missing or wrong (an HTML error page, sent with this success status).',
      '压缩包密码 `pass` 缺失或错误（HTML 错误页，但使用这个表示成功的状态码）。',
    ),
  ],
  [
    403,
    t(
      'The `share_archive_preview` setting is off ("sharing archives previewing is not allowed"), or the share password is wrong (HTML error page).',
      '`share_archive_preview` 设置未开启（“sharing archives previewing is not allowed”），或分享密码错误（HTML 错误页）。',
    ),
  ],
  SHARE_ERRORS[1],
];

/** Headers every route of the MCP endpoint reads. */
const MCP_HEADERS = [
  f(
    'Authorization',
    'string',
    true,
    'An admin token; the endpoint answers admins only.',
    '管理员令牌；此端点只响应管理员。',
  ),
  f(
    'Origin',
    'string',
    false,
    'When a browser sends it, it must be the OpenList site itself (the same host and scheme as the request, or as `site_url`); otherwise 403.',
    '浏览器发送该请求头时，必须是 OpenList 站点本身（与请求或 `site_url` 的主机和协议相同），否则返回 403。',
  ),
];

/** The session header of the MCP endpoint. */
const MCP_SESSION = (/** @type {boolean} */ required) =>
  f(
    'MCP-Session-Id',
    'string',
    required,
    'The session id from the answer to `initialize`.',
    '`initialize` 响应中的会话 id。',
  );

/** The 401 of the MCP endpoint: the token check of OpenList. */
const MCP_UNAUTHORIZED = [
  401,
  t(
    'The token check failed: JSON envelope with `code` 401 (HTTP status 200). The token is invalid or expired, or there is no token and the guest user is disabled.',
    '令牌检查未通过：JSON 外层结构，`code` 为 401（HTTP 状态码为 200）。令牌无效或已过期，或未带令牌且访客用户已禁用。',
  ),
];

/** The 403 of the MCP endpoint: no admin, or a foreign browser origin. */
const MCP_FORBIDDEN = [
  403,
  t(
    'The caller is not an admin, also when calling without a token as the guest: JSON envelope with `code` 403 "You are not an admin" (HTTP status 200). Or the `Origin` is not the OpenList site: a real 403 with no body.',
    '调用者不是管理员（不带令牌以访客身份调用时也是如此）：JSON 外层结构，`code` 为 403，“You are not an admin”（HTTP 状态码为 200）。或 `Origin` 不是 OpenList 站点：真实的 403 状态码，没有正文。',
  ),
];

/** @type {import('./types.mjs').Page[]} */
export const pages = [
  {
    file: 'endpoints',
    position: 8,
    title: t(
      'Downloads, WebDAV and other endpoints',
      '下载、WebDAV 与其他端点',
    ),
    description: t(
      'Endpoints outside /api: file downloads and proxies, share and archive downloads, WebDAV, the S3 gateway, the MCP server, health check and helpers.',
      '/api 以外的端点：文件下载与代理、分享和压缩包下载、WebDAV、S3 网关、MCP 服务、健康检查及辅助端点。',
    ),
    intro: t(
      'These endpoints do not use the JSON envelope: they answer with files, redirects, plain text or HTML error pages, and report failures with real HTTP status codes. Apart from the MCP endpoint, they do not read the `Authorization` token (WebDAV and S3 have their own authentication). All of them sit below the `site_url` path, like the API. The download endpoints honour the `max_client_download_speed` setting.',
      '这些端点不使用 JSON 外层结构：它们返回文件、重定向、纯文本或 HTML 错误页，出错时使用真实的 HTTP 状态码。除 MCP 端点外，它们不读取 `Authorization` 令牌（WebDAV 和 S3 有各自的认证方式）。与 API 一样，它们都位于 `site_url` 的路径之下。下载类端点受 `max_client_download_speed` 设置限制。',
    ),
    // Too long for one page on a phone (about 2,600 elements, the heaviest
    // API page once /api/fs was split): /api/endpoints is an overview, and
    // each group of sections below has its own page under /api/endpoints/.
    split: [
      {
        slug: 'downloads',
        sections: 2,
        title: t('File and archive downloads', '文件与压缩包下载'),
        description: t(
          "Download a file, redirected to the storage's own link or streamed through OpenList, and download one file from inside an archive.",
          '下载文件（重定向到存储自身的链接，或经 OpenList 中转），以及下载压缩包内的单个文件。',
        ),
      },
      {
        slug: 'share-downloads',
        sections: 1,
        title: t('Share downloads', '分享下载'),
        description: t(
          'Download the files of a share by its ID, and a file from inside an archive that a share holds.',
          '按分享 ID 下载分享中的文件，以及分享中压缩包内的文件。',
        ),
      },
      {
        slug: 'webdav-s3',
        sections: 2,
        title: t('WebDAV and the S3 gateway', 'WebDAV 与 S3 网关'),
        description: t(
          'The file tree over WebDAV at /dav: how clients sign in and the methods OpenList handles; and the S3-compatible server.',
          '在 /dav 上以 WebDAV 提供的文件树：客户端如何登录、OpenList 处理哪些方法；以及 S3 兼容服务。',
        ),
      },
      {
        slug: 'mcp',
        sections: 1,
        title: t('MCP server', 'MCP 服务'),
        description: t(
          'The Model Context Protocol endpoint through which an AI assistant browses files: its JSON-RPC messages, sessions, and its answers while it is off.',
          '让 AI 助手浏览文件的 Model Context Protocol 端点：JSON-RPC 消息、会话，以及未开启时的响应。',
        ),
      },
      {
        slug: 'helpers',
        sections: 2,
        title: t('Health check, helpers and debug', '健康检查、辅助与调试端点'),
        description: t(
          'The health check, the redirect to the site path, the favicon, robots.txt and web app manifest, iOS install manifests, and the endpoints registered only in debug mode.',
          '健康检查、到站点路径的重定向、favicon、robots.txt 与 Web 应用清单、iOS 安装清单，以及仅在调试模式下注册的端点。',
        ),
      },
    ],
    sections: [
      {
        heading: t('File downloads', '文件下载'),
        anchor: 'file-downloads',
        intro: t(
          "Paths are full OpenList paths (not relative to a user's base path). Access is controlled only by the `sign` parameter, so links without a sign work for any file that needs none.",
          '路径是完整的 OpenList 路径（不相对于用户的基础路径）。访问控制只依靠 `sign` 参数，因此不需要签名的文件，其链接对任何人都可用。',
        ),
        routes: [
          {
            route: 'GET /d/*path',
            raw: true,
            summary: t(
              "Downloads a file. Depending on the storage's proxy options it redirects (302) to the storage's own link or, like `/p`, streams the file through OpenList or redirects to the storage's download proxy URL (unless `d` is given).",
              '下载文件。根据存储的代理选项，重定向（302）到存储自身的链接，或像 `/p` 一样经由 OpenList 中转、或重定向到存储的下载代理地址（带 `d` 参数时不重定向）。',
            ),
            query: [SIGN, TYPE, D_FLAG],
            data: {text: DL_TEXT},
            errors: [SIGN_401, PROXY_500],
            curl: `curl -L -o report.pdf 'http://127.0.0.1:5244/d/local/docs/report.pdf?sign=SIGN'`,
          },
          {
            route: 'HEAD /d/*path',
            raw: true,
            summary: t(
              'Same as `GET /d/*path` without the body (no download speed limit).',
              '同 `GET /d/*path`，但不返回内容（不受下载限速）。',
            ),
            query: [SIGN, TYPE, D_FLAG],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: [SIGN_401, PROXY_500],
          },
          {
            route: 'GET /p/*path',
            raw: true,
            summary: t(
              'Streams a file through OpenList (supports range requests). If the storage has a download proxy URL, it redirects there unless `d` is given.',
              '经由 OpenList 中转文件（支持 Range 请求）。若存储设置了下载代理地址，则重定向过去，除非带了 `d` 参数。',
            ),
            query: [SIGN, TYPE, D_FLAG],
            data: {
              text: t(
                'The file bytes, or a 302 redirect to the download proxy.',
                '文件内容，或 302 重定向到下载代理。',
              ),
            },
            errors: [SIGN_401, PROXY_403, PROXY_500],
          },
          {
            route: 'HEAD /p/*path',
            raw: true,
            summary: t(
              'Same as `GET /p/*path` without the body.',
              '同 `GET /p/*path`，但不返回内容。',
            ),
            query: [SIGN, TYPE, D_FLAG],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: [SIGN_401, PROXY_403, PROXY_500],
          },
        ],
      },
      {
        heading: t('Archive downloads', '压缩包下载'),
        anchor: 'archive-downloads',
        intro: t(
          "Download one file from inside an archive. The path is the archive's path; the sign is the archive sign returned by `fs/archive/meta`.",
          '下载压缩包内的单个文件。路径为压缩包本身的路径；签名使用 `fs/archive/meta` 返回的压缩包签名。',
        ),
        routes: [
          {
            route: 'GET /ad/*path',
            raw: true,
            summary: t(
              "Inner file through the driver's own extraction when it has one (redirect), otherwise like `/ap`.",
              '驱动自带解压能力时通过驱动获取包内文件（重定向），否则同 `/ap`。',
            ),
            query: [...INNER, SIGN, TYPE],
            data: {text: DL_TEXT},
            errors: [SIGN_401, HTML_500],
          },
          {
            route: 'HEAD /ad/*path',
            raw: true,
            summary: t(
              '`GET /ad/*path` without the body.',
              '`GET /ad/*path` 的无内容版本。',
            ),
            query: [...INNER, SIGN],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: [SIGN_401, HTML_500],
          },
          {
            route: 'GET /ap/*path',
            raw: true,
            summary: t(
              'Inner file proxied through OpenList.',
              '由 OpenList 中转包内文件。',
            ),
            query: [...INNER, SIGN, TYPE],
            data: {text: t("The inner file's bytes.", '包内文件内容。')},
            errors: [SIGN_401, AP_403, HTML_500],
          },
          {
            route: 'HEAD /ap/*path',
            raw: true,
            summary: t(
              '`GET /ap/*path` without the body.',
              '`GET /ap/*path` 的无内容版本。',
            ),
            query: [...INNER, SIGN],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: [SIGN_401, AP_403, HTML_500],
          },
          {
            route: 'GET /ae/*path',
            raw: true,
            summary: t(
              "Inner file extracted by OpenList's own archive tools and streamed.",
              '由 OpenList 自身的解压工具解出并流式返回包内文件。',
            ),
            query: [...INNER, SIGN, TYPE],
            data: {text: t("The inner file's bytes.", '包内文件内容。')},
            errors: [SIGN_401, HTML_500],
          },
          {
            route: 'HEAD /ae/*path',
            raw: true,
            summary: t(
              '`GET /ae/*path` without the body.',
              '`GET /ae/*path` 的无内容版本。',
            ),
            query: [...INNER, SIGN, TYPE],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: [SIGN_401, HTML_500],
          },
        ],
      },
      {
        heading: t('Share downloads', '分享下载'),
        anchor: 'share-downloads',
        intro: t(
          '`:sid` is a share ID and the rest is a path inside the share. Without a path, the share must contain exactly one item. A download through `/sd` counts as an access of the share, at most once per IP address and share every 30 minutes; `/sad` does not count. The `share_force_proxy` setting forces proxying.',
          '`:sid` 为分享 ID，其后是分享内的路径。不带路径时，分享必须只包含一个条目。通过 `/sd` 下载计为一次分享访问，但同一 IP 对同一分享每 30 分钟最多计一次；`/sad` 不计数。`share_force_proxy` 设置会强制中转。',
        ),
        routes: [
          {
            route: 'GET /sd/:sid',
            raw: true,
            summary: t(
              'Downloads the single item of a share.',
              '下载分享中唯一的条目。',
            ),
            query: [
              PWD,
              TYPE,
              f(
                'd',
                'flag',
                false,
                'Do not redirect to a download proxy URL.',
                '不重定向到下载代理地址。',
              ),
            ],
            data: {text: DL_TEXT},
            errors: SHARE_ERRORS,
            curl: `curl -L -OJ 'http://127.0.0.1:5244/sd/k3Jd9aQx?pwd=1234'`,
          },
          {
            route: 'GET /sd/:sid/*path',
            raw: true,
            summary: t(
              'Downloads a file inside a share.',
              '下载分享中的某个文件。',
            ),
            query: [
              PWD,
              TYPE,
              f(
                'd',
                'flag',
                false,
                'Do not redirect to a download proxy URL.',
                '不重定向到下载代理地址。',
              ),
            ],
            data: {text: DL_TEXT},
            errors: SHARE_ERRORS,
          },
          {
            route: 'HEAD /sd/:sid',
            raw: true,
            summary: t(
              '`GET /sd/:sid` without the body.',
              '`GET /sd/:sid` 的无内容版本。',
            ),
            query: [PWD],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: SHARE_ERRORS,
          },
          {
            route: 'HEAD /sd/:sid/*path',
            raw: true,
            summary: t(
              '`GET /sd/:sid/*path` without the body.',
              '`GET /sd/:sid/*path` 的无内容版本。',
            ),
            query: [PWD],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: SHARE_ERRORS,
          },
          {
            route: 'GET /sad/:sid',
            raw: true,
            summary: t(
              'Downloads a file from inside an archive that is the single item of a share (needs the `share_archive_preview` setting).',
              '下载分享中唯一条目（压缩包）内的文件（需开启 `share_archive_preview` 设置）。',
            ),
            query: [PWD, ...INNER],
            data: {text: t('The inner file.', '包内文件。')},
            errors: SHARE_ARCHIVE_ERRORS,
          },
          {
            route: 'GET /sad/:sid/*path',
            raw: true,
            summary: t(
              'Downloads a file from inside an archive in a share.',
              '下载分享中某个压缩包内的文件。',
            ),
            query: [PWD, ...INNER],
            data: {text: t('The inner file.', '包内文件。')},
            errors: SHARE_ARCHIVE_ERRORS,
          },
          {
            route: 'HEAD /sad/:sid',
            raw: true,
            summary: t(
              '`GET /sad/:sid` without the body.',
              '`GET /sad/:sid` 的无内容版本。',
            ),
            query: [PWD, ...INNER],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: SHARE_ARCHIVE_ERRORS,
          },
          {
            route: 'HEAD /sad/:sid/*path',
            raw: true,
            summary: t(
              '`GET /sad/:sid/*path` without the body.',
              '`GET /sad/:sid/*path` 的无内容版本。',
            ),
            query: [PWD, ...INNER],
            data: {text: t('Headers only.', '只有响应头。')},
            errors: SHARE_ARCHIVE_ERRORS,
          },
        ],
      },
      {
        heading: t('WebDAV', 'WebDAV'),
        anchor: 'webdav',
        intro: t(
          'OpenList serves the whole file tree over WebDAV at `/dav` (e.g. `http://127.0.0.1:5244/dav/`). Clients sign in with HTTP Basic authentication (OpenList username and password), or with `Authorization: Bearer <admin token>` using the `token` setting. From v4.1.9, when LDAP login is on, Basic authentication also accepts the LDAP password of a user with `allow_ldap`, and a user name unknown to OpenList is checked against LDAP and registered if the LDAP default permission includes "WebDAV read". The user needs the "WebDAV read" permission; PUT, MKCOL, MOVE, COPY, DELETE and PROPPATCH also need "WebDAV write". In addition, PUT and MKCOL need "create folders and upload" or a meta `write` grant on the folder (the grant counts from v4.2.0); MOVE needs move when the folder changes and rename when the name changes (from v4.2.0; before, either one was enough); COPY needs copy, and DELETE needs remove. Five failed logins from one IP lock it out for 5 minutes. Failures are plain HTTP statuses: 401, 403, 429 for a locked-out IP, and 500 when the admin user cannot be loaded for a Bearer token.',
          'OpenList 在 `/dav` 上以 WebDAV 提供整个文件树（例如 `http://127.0.0.1:5244/dav/`）。客户端用 HTTP Basic 认证登录（OpenList 的用户名和密码），也可以用 `Authorization: Bearer <管理员令牌>`（即 `token` 设置项）。v4.1.9 起，开启 LDAP 登录时，Basic 认证也接受开启了 `allow_ldap` 的用户的 LDAP 密码；OpenList 中不存在的用户名会到 LDAP 验证，若 LDAP 默认权限包含“WebDAV 读”则自动注册。用户需要“WebDAV 读”权限；PUT、MKCOL、MOVE、COPY、DELETE 和 PROPPATCH 还需要“WebDAV 写”。此外，PUT 和 MKCOL 需要“新建文件夹和上传”权限，或所在文件夹的元信息开启了 `write`（v4.2.0 起认可后者）；MOVE 在改变所在文件夹时需要移动权限，在改名时需要重命名权限（v4.2.0 起；此前有其中之一即可）；COPY 需要复制权限，DELETE 需要删除权限。同一 IP 登录失败 5 次会被锁定 5 分钟。失败时直接返回 HTTP 状态码：401、403、IP 被锁定时为 429，以 Bearer 令牌登录但无法读取管理员用户时为 500。',
        ),
        routes: [
          {
            route: 'ANY /dav',
            raw: true,
            summary: t(
              'WebDAV root (all standard HTTP methods).',
              'WebDAV 根目录（所有标准 HTTP 方法）。',
            ),
            data: {text: t('WebDAV responses.', 'WebDAV 响应。')},
            errors: [],
          },
          {
            route: 'ANY /dav/*path',
            raw: true,
            summary: t(
              'WebDAV resources: GET, HEAD, PUT, DELETE, OPTIONS and the other standard methods.',
              'WebDAV 资源：GET、HEAD、PUT、DELETE、OPTIONS 等标准方法。',
            ),
            data: {text: t('WebDAV responses.', 'WebDAV 响应。')},
            errors: [],
            curl: `curl -u alice:PASSWORD -T ./a.txt http://127.0.0.1:5244/dav/local/a.txt`,
          },
          {
            route: 'PROPFIND /dav',
            raw: true,
            summary: t('Lists the root.', '列出根目录。'),
            data: {text: t('207 Multi-Status XML.', '207 Multi-Status XML。')},
            errors: [],
          },
          {
            route: 'PROPFIND /dav/*path',
            raw: true,
            summary: t(
              'Lists a folder or reads properties.',
              '列出文件夹或读取属性。',
            ),
            data: {text: t('207 Multi-Status XML.', '207 Multi-Status XML。')},
            errors: [],
            curl: `curl -u alice:PASSWORD -X PROPFIND -H 'Depth: 1' http://127.0.0.1:5244/dav/`,
          },
          {
            route: 'MKCOL /dav/*path',
            raw: true,
            summary: t('Creates a folder.', '新建文件夹。'),
            data: {text: t('201 Created.', '201 Created。')},
            errors: [],
          },
          {
            route: 'LOCK /dav/*path',
            raw: true,
            summary: t('Takes an in-memory lock.', '获取（内存中的）锁。'),
            data: {text: t('Lock XML.', '锁信息 XML。')},
            errors: [],
          },
          {
            route: 'UNLOCK /dav/*path',
            raw: true,
            summary: t('Releases a lock.', '释放锁。'),
            data: {text: t('204 No Content.', '204 No Content。')},
            errors: [],
          },
          {
            route: 'PROPPATCH /dav/*path',
            raw: true,
            summary: t(
              'Sets properties (e.g. modification time).',
              '设置属性（例如修改时间）。',
            ),
            data: {text: t('207 Multi-Status XML.', '207 Multi-Status XML。')},
            errors: [],
          },
          {
            route: 'COPY /dav/*path',
            raw: true,
            summary: t(
              'Copies to the `Destination` header.',
              '复制到 `Destination` 请求头指定的位置。',
            ),
            data: {text: t('201 or 204.', '201 或 204。')},
            errors: [],
          },
          {
            route: 'MOVE /dav/*path',
            raw: true,
            summary: t(
              'Moves or renames to the `Destination` header.',
              '移动或重命名到 `Destination` 请求头指定的位置。',
            ),
            data: {text: t('201 or 204.', '201 或 204。')},
            errors: [],
          },
        ],
      },
      {
        heading: t('S3 gateway', 'S3 网关'),
        anchor: 's3-gateway',
        intro: t(
          'The S3-compatible server is off by default (`s3.enable` in the configuration file). With `s3.port` set to -1 it is mounted at `/s3` on the main port; with its own port (default 5246) it listens there at the root and `/s3` only answers 403 "S3 server bound to single port". Buckets and access keys are configured in the S3 settings group.',
          'S3 兼容服务默认关闭（配置文件中的 `s3.enable`）。把 `s3.port` 设为 -1 时，它挂载在主端口的 `/s3` 下；使用独立端口（默认 5246）时，它在该端口的根路径监听，而 `/s3` 只返回 403 “S3 server bound to single port”。存储桶和访问密钥在 S3 设置分组中配置。',
        ),
        routes: [
          {
            route: 'ANY /s3/*path',
            raw: true,
            summary: t(
              'S3 API requests (signed with the configured access key), when mounted on the main port.',
              'S3 API 请求（用配置的访问密钥签名），仅在挂载于主端口时。',
            ),
            data: {text: t('S3 XML responses.', 'S3 XML 响应。')},
            errors: [
              [
                403,
                t(
                  'JSON envelope with code 403: "S3 server is not enabled" or "S3 server bound to single port".',
                  'JSON 外层结构，code 为 403：“S3 server is not enabled” 或 “S3 server bound to single port”。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('MCP server', 'MCP 服务'),
        anchor: 'mcp',
        intro: t(
          'The Model Context Protocol endpoint (from v4.2.3) lets an AI assistant browse files through OpenList: JSON-RPC 2.0 over streamable HTTP, protocol versions `2025-11-25` (also used when the client asks for a version not listed here) and `2025-06-18`. It is on only when `mcp.enable` is `true` in `config.json` (default `false`). A client sends `initialize` and takes the `MCP-Session-Id` header of the answer; it then sends `notifications/initialized` with that header, and only after that do `tools/list` and `tools/call` work. Every later request carries `MCP-Session-Id`; if it also carries `MCP-Protocol-Version`, that must be the negotiated version. A session belongs to the user who opened it and lives in memory: it ends after 30 minutes without use or with `DELETE /mcp`, and when a user has 16 sessions or the server 128, the least recently used one is dropped for a new one. Answers are always plain JSON, never an event stream.',
          'Model Context Protocol 端点（v4.2.3 起）让 AI 助手通过 OpenList 浏览文件：基于可流式 HTTP 的 JSON-RPC 2.0，协议版本为 `2025-11-25`（客户端请求的版本不在此列时也使用此版本）和 `2025-06-18`。只有 `config.json` 中 `mcp.enable` 为 `true`（默认 `false`）时才开启。客户端发送 `initialize`，取得响应中的 `MCP-Session-Id` 请求头；然后带着该请求头发送 `notifications/initialized`，之后 `tools/list` 和 `tools/call` 才可用。之后的每个请求都要带 `MCP-Session-Id`；若同时带了 `MCP-Protocol-Version`，它必须是协商出的版本。会话属于创建它的用户，只保存在内存中：30 分钟未使用或调用 `DELETE /mcp` 后结束；某个用户已有 16 个会话或服务器已有 128 个会话时，新建会话会挤掉最久未使用的那个。响应始终是普通 JSON，不使用事件流。',
        ),
        text: t(
          "Tools. All of them take `path` (required; the user's base path is added) and `password` (for folders a meta password protects). `openlist.fs.list` also takes `refresh` (needs write permission for the folder), `page` and `per_page`, and returns the same fields as the `data` of `fs/list`. `openlist.fs.get` returns the same fields as the `data` of `fs/get`. `openlist.fs.link` also takes `type` (passed to the driver) and refuses folders; it returns `path`, `name`, `size`, `is_dir`, `modified`, `provider`, `url` with `url_type` (`direct` or `proxy`), `download_url` (a `/d` link, signed when needed), `proxy_url` when the file may be proxied, and for a direct link `direct_url`, `header`, `content_length`, `concurrency` and `part_size`. A tool result has `content` (the result as JSON text) and `structuredContent`; a failed call has `isError: true` and the error message as text.",
          '工具。所有工具都接受 `path`（必填；会在前面拼上用户的基础路径）和 `password`（用于受元信息密码保护的文件夹）。`openlist.fs.list` 还接受 `refresh`（需要该文件夹的写权限）、`page` 和 `per_page`，返回的字段与 `fs/list` 的 `data` 相同。`openlist.fs.get` 返回的字段与 `fs/get` 的 `data` 相同。`openlist.fs.link` 还接受 `type`（传给驱动），不接受文件夹；它返回 `path`、`name`、`size`、`is_dir`、`modified`、`provider`、`url` 及 `url_type`（`direct` 或 `proxy`）、`download_url`（`/d` 链接，需要时带签名）、允许中转时的 `proxy_url`，直链时还有 `direct_url`、`header`、`content_length`、`concurrency` 和 `part_size`。工具结果包含 `content`（JSON 文本形式的结果）和 `structuredContent`；调用失败时带 `isError: true`，错误信息以文本给出。',
        ),
        routes: [
          {
            route: 'ANY /mcp',
            summary: t(
              'While `mcp.enable` is `false`: answers every request with HTTP status 200 and the JSON envelope, `code` 403 and the message "MCP server is not enabled".',
              '`mcp.enable` 为 `false` 时：对所有请求返回 HTTP 状态码 200 和 JSON 包装，其中 `code` 为 403，消息为 “MCP server is not enabled”。',
            ),
            data: null,
            errors: [[403, t('The MCP server is off.', 'MCP 服务未开启。')]],
          },
          {
            route: 'POST /mcp',
            summary: t(
              'Takes one JSON-RPC message: `initialize`, `ping`, `notifications/initialized`, `tools/list` or `tools/call`. The `Accept` header must allow `application/json` or `text/event-stream` (wildcards count). `initialize` with the `MCP-Session-Id` of one of your sessions starts that session over.',
              '接收一条 JSON-RPC 消息：`initialize`、`ping`、`notifications/initialized`、`tools/list` 或 `tools/call`。`Accept` 请求头必须允许 `application/json` 或 `text/event-stream`（通配符也算）。带着自己某个会话的 `MCP-Session-Id` 发送 `initialize` 会让该会话重新开始。',
            ),
            raw: true,
            headers: [
              ...MCP_HEADERS,
              f(
                'Accept',
                'string',
                true,
                'For example `application/json, text/event-stream`.',
                '例如 `application/json, text/event-stream`。',
              ),
              MCP_SESSION(false),
              f(
                'MCP-Protocol-Version',
                'string',
                false,
                'When sent (not for `initialize`): the negotiated protocol version.',
                '发送时（`initialize` 除外）：协商出的协议版本。',
              ),
            ],
            body: {
              raw: 'application/json',
              text: t(
                'A JSON-RPC 2.0 request; only the first 1 MB is read.',
                '一条 JSON-RPC 2.0 请求；只读取前 1 MB。',
              ),
              example: {
                jsonrpc: '2.0',
                id: 2,
                method: 'tools/call',
                params: {name: 'openlist.fs.list', arguments: {path: '/'}},
              },
            },
            data: {
              text: t(
                'A JSON-RPC 2.0 response (not the usual `code`/`message`/`data` wrapper); 202 with no body for `notifications/initialized`. The answer to `initialize` has `protocolVersion`, `capabilities`, `serverInfo` (name `OpenList MCP` and the OpenList version) and `instructions`. An unknown method or tool gets a JSON-RPC error with code -32601 and HTTP status 200.',
                '一条 JSON-RPC 2.0 响应（不是通常的 `code`/`message`/`data` 包装）；`notifications/initialized` 返回 202 且没有正文。`initialize` 的响应包含 `protocolVersion`、`capabilities`、`serverInfo`（名称 `OpenList MCP` 及 OpenList 版本）和 `instructions`。未知的方法或工具会得到 code 为 -32601 的 JSON-RPC 错误，HTTP 状态码为 200。',
              ),
            },
            errors: [
              [
                400,
                t(
                  'The body is not JSON ("parse error") or `jsonrpc` is not `2.0` ("invalid request"); bad `initialize` or `tools/call` params; no `MCP-Session-Id` ("missing MCP session"); `MCP-Protocol-Version` unsupported or not the negotiated one; or `tools/list` / `tools/call` before `notifications/initialized` ("MCP session not initialized").',
                  '正文不是 JSON（“parse error”）或 `jsonrpc` 不是 `2.0`（“invalid request”）；`initialize` 或 `tools/call` 的参数有误；缺少 `MCP-Session-Id`（“missing MCP session”）；`MCP-Protocol-Version` 不受支持或不是协商出的版本；或在 `notifications/initialized` 之前调用 `tools/list` / `tools/call`（“MCP session not initialized”）。',
                ),
              ],
              MCP_UNAUTHORIZED,
              MCP_FORBIDDEN,
              [
                404,
                t(
                  'The session does not exist, has expired or belongs to another user ("session not found").',
                  '会话不存在、已过期或属于其他用户（“session not found”）。',
                ),
              ],
              [
                406,
                t(
                  'The `Accept` header is missing or allows neither JSON nor event streams.',
                  '缺少 `Accept` 请求头，或它既不允许 JSON 也不允许事件流。',
                ),
              ],
              [
                500,
                t(
                  'The tool result cannot be encoded ("failed to encode tool result").',
                  '无法编码工具结果（“failed to encode tool result”）。',
                ),
              ],
            ],
          },
          {
            route: 'GET /mcp',
            summary: t(
              'The server offers no event stream of its own: answers 405 with `Allow: POST, DELETE`.',
              '服务器不提供独立的事件流：返回 405，并带 `Allow: POST, DELETE`。',
            ),
            raw: true,
            headers: MCP_HEADERS,
            data: null,
            errors: [
              MCP_UNAUTHORIZED,
              MCP_FORBIDDEN,
              [
                405,
                t(
                  'Always, once the token and the origin pass.',
                  '令牌和来源检查通过后总是如此。',
                ),
              ],
            ],
          },
          {
            route: 'DELETE /mcp',
            summary: t(
              'Ends the session named by `MCP-Session-Id`; answers 204 with no body.',
              '结束 `MCP-Session-Id` 指定的会话；返回 204，没有正文。',
            ),
            raw: true,
            headers: [...MCP_HEADERS, MCP_SESSION(true)],
            data: null,
            errors: [
              MCP_UNAUTHORIZED,
              MCP_FORBIDDEN,
              [
                404,
                t(
                  'No `MCP-Session-Id`, or no such session for this user (no body).',
                  '缺少 `MCP-Session-Id`，或该用户没有这个会话（没有正文）。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('Health check and helpers', '健康检查与辅助端点'),
        anchor: 'helpers',
        routes: [
          {
            route: 'ANY /ping',
            raw: true,
            summary: t(
              'Health check; answers before storages are loaded.',
              '健康检查；在存储加载完成前也会响应。',
            ),
            data: {
              text: t('The text `pong`.', '文本 `pong`。'),
              example: 'pong',
            },
            errors: [],
            curl: `curl -s http://127.0.0.1:5244/ping`,
          },
          {
            route: 'GET /',
            raw: true,
            summary: t(
              'Only when `site_url` has a path: redirects (302) to that path.',
              '仅当 `site_url` 含有路径时存在：302 重定向到该路径。',
            ),
            data: {text: t('302 redirect.', '302 重定向。')},
            errors: [],
          },
          {
            route: 'GET /favicon.ico',
            raw: true,
            summary: t(
              'Redirects (302) to the `favicon` setting.',
              '302 重定向到 `favicon` 设置的地址。',
            ),
            data: {text: t('302 redirect.', '302 重定向。')},
            errors: [],
          },
          {
            route: 'GET /robots.txt',
            raw: true,
            summary: t(
              'Returns the `robots_txt` setting as text.',
              '以文本返回 `robots_txt` 设置。',
            ),
            data: {text: t('Plain text.', '纯文本。')},
            errors: [],
          },
          {
            route: 'GET /manifest.json',
            raw: true,
            summary: t(
              'Web app manifest built from the site settings.',
              '根据站点设置生成的 Web 应用清单。',
            ),
            data: {text: t('JSON manifest.', 'JSON 清单。')},
            errors: [],
          },
          {
            route: 'GET /i/:link_name',
            raw: true,
            summary: t(
              'iOS install manifest (.plist) for an app package link; `link_name` is a base64 string of "<url-encoded link>/<url-encoded name>", optionally ending in `.plist`.',
              '用于 iOS 安装应用包链接的清单（.plist）；`link_name` 是 “<URL 编码的链接>/<URL 编码的名称>” 的 base64，可以以 `.plist` 结尾。',
            ),
            data: {text: t('An XML property list.', 'XML 属性列表。')},
            errors: [
              [
                400,
                t(
                  'JSON envelope with code 400: bad base64 or "malformed link".',
                  'JSON 外层结构，code 为 400：base64 无效或 “malformed link”。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('Debug endpoints', '调试端点'),
        anchor: 'debug',
        intro: t(
          'Registered only when OpenList runs with `--debug` or `--dev`. Never expose them publicly.',
          '仅当 OpenList 以 `--debug` 或 `--dev` 运行时注册。切勿对外公开。',
        ),
        routes: [
          {
            route: 'GET /debug/path/*path',
            raw: true,
            summary: t(
              'Meant to echo the parsed path as JSON `{"path": …}` after checking `sign`. The route does not parse the path first, so every request makes the server panic before the `sign` check.',
              '本应校验 `sign` 后以 JSON `{"path": …}` 回显解析出的路径。但该路由没有先解析路径，因此每个请求都会在校验 `sign` 之前使服务器发生 panic。',
            ),
            query: [SIGN],
            data: {
              text: t(
                'None: every request gets HTTP status 500.',
                '无：每个请求都得到 HTTP 状态码 500。',
              ),
            },
            errors: [
              [
                500,
                t(
                  'Always: HTTP status 500 with no body (the server panics).',
                  '总是：HTTP 状态码 500，没有正文（服务器发生 panic）。',
                ),
              ],
            ],
          },
          {
            route: 'GET /debug/hide_privacy',
            raw: true,
            summary: t(
              'Test of the privacy filter for error messages (always returns an error envelope with code 400).',
              '错误信息隐私过滤的测试（总是返回 code 为 400 的错误）。',
            ),
            data: {text: t('Error envelope.', '错误结构。')},
            errors: [],
          },
          {
            route: 'GET /debug/gc',
            raw: true,
            summary: t('Runs the Go garbage collector.', '运行 Go 垃圾回收。'),
            data: {text: t('The text `ok`.', '文本 `ok`。')},
            errors: [],
          },
          {
            route: 'ANY /debug/pprof/*name',
            raw: true,
            summary: t(
              'Go pprof profiling handlers.',
              'Go pprof 性能分析处理器。',
            ),
            data: {text: t('pprof output.', 'pprof 输出。')},
            errors: [],
          },
        ],
      },
    ],
  },
];
