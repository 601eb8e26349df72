/**
 * The comments written into the generated files, in the reader's language.
 * They are part of the files (like the text of a page), so they live here
 * beside the generators rather than in the UI's code.json.
 */

export interface DeployMessages {
  composeHeader: string;
  dockerRunHeader: string;
  image: (variant: string) => string;
  restart: string;
  userAria2: string;
  user: (uid: number, gid: number) => string;
  portLocal: string;
  portPublic: string;
  portHttps: string;
  volume: string;
  tz: string;
  umask: string;
  runAria2: string;
  siteUrl: string;
  chown: (uid: number, gid: number, dir: string) => string;
  systemdHeader: string;
  systemdUser: string;
  systemdExec: string;
  systemdRestart: string;
  systemdLimit: string;
  systemdSetup: string;
  windowsHeader: string;
  windowsAction: string;
  windowsTrigger: string;
  windowsSettings: string;
  windowsRegister: string;
  nginxHeader: string;
  nginxRedirect: string;
  nginxTls: string;
  nginxBody: (limit: string) => string;
  nginxSubPathSlash: string;
  nginxPass: string;
  nginxHost: string;
  nginxForwarded: string;
  nginxStream: string;
  nginxTimeout: string;
  noWebdav: string;
  caddyHeader: string;
  caddyAuto: string;
  caddyPlain: string;
  caddyHandle: string;
  caddyBody: string;
  apacheHeader: string;
  apacheModules: string;
  apacheHost: string;
  apacheEncoded: string;
  apacheBody: string;
  apacheTimeout: string;
  apacheProto: string;
  apacheForwardedFor: string;
  apachePass: string;
  config: {
    site_url: string;
    address: string;
    http_port: string;
    https_port: string;
    cert_file: string;
    key_file: string;
    force_https: string;
    temp_dir: string;
  };
}

const en: DeployMessages = {
  composeHeader:
    'compose.yaml: start with `docker compose up -d`, then read the admin password with `docker compose logs openlist`.',
  dockerRunHeader:
    'Run once; the container restarts by itself afterwards. Read the admin password with `docker logs openlist`.',
  image: (variant) =>
    `The official image, ${variant}. Pin a version tag so an update is your decision.`,
  restart:
    'Start again after a crash or a reboot, unless you stopped it yourself.',
  userAria2:
    'aria2 images start aria2 from a folder of the image only root may write to, so they run as root.',
  user: (uid, gid) =>
    `Run as UID ${uid} / GID ${gid}; this user must own the data folder on the host.`,
  portLocal:
    'Reachable from this machine only: the reverse proxy on the host forwards to it.',
  portPublic:
    'The web interface, API, downloads and WebDAV (/dav), on the host port on the left.',
  portHttps: "OpenList's own HTTPS port (https_port in config.json).",
  volume:
    'Everything OpenList keeps (config.json, database, logs, temp files) lives in this host folder.',
  tz: 'Time zone of log lines and times shown by the server.',
  umask:
    'Permissions of files OpenList creates (022: readable by others, writable by the owner).',
  runAria2: 'Start the bundled aria2 so offline downloads work out of the box.',
  siteUrl:
    'The public address, so links OpenList hands out (shares, downloads, WebDAV) point to the right place.',
  chown: (uid, gid, dir) =>
    `Before the first start: create the data folder and give it to UID ${uid} / GID ${gid}: sudo mkdir -p ${dir} && sudo chown -R ${uid}:${gid} ${dir}`,
  systemdHeader:
    'Save as /etc/systemd/system/openlist.service, then: sudo systemctl daemon-reload && sudo systemctl enable --now openlist',
  systemdUser: 'An unprivileged system user that owns the data folder.',
  systemdExec:
    'Start the server with this data folder (config.json, database, logs).',
  systemdRestart: 'Start again five seconds after a crash.',
  systemdLimit:
    'Many open files: storages and WebDAV clients keep connections open.',
  systemdSetup:
    'Create the user and folder first: sudo useradd --system --home-dir /opt/openlist --shell /usr/sbin/nologin openlist; sudo mkdir -p DATA; sudo chown -R openlist:openlist DATA',
  windowsHeader:
    'Run in an elevated PowerShell (Run as administrator) after unpacking openlist.exe into C:\\OpenList.',
  windowsAction: 'What to start: the server, with its data folder.',
  windowsTrigger: 'Start at boot, before anyone logs in.',
  windowsSettings:
    'No three-day run limit (Task Scheduler stops tasks after three days by default); restart after a failure.',
  windowsRegister: 'Run as SYSTEM, so it needs no logged-in user.',
  nginxHeader:
    'nginx: save in /etc/nginx/conf.d/ (or sites-enabled/), check with `nginx -t`, then `systemctl reload nginx`.',
  nginxRedirect: 'Send plain HTTP to HTTPS.',
  nginxTls:
    'Your certificate and key for this domain (for example from certbot).',
  nginxBody: (limit) =>
    limit === '0'
      ? "No upload size limit (nginx's default is 1 MB)."
      : `Largest upload: ${limit} (nginx's default is 1 MB).`,
  nginxSubPathSlash: 'The sub-path without its slash goes to the same place.',
  nginxPass:
    'No path after the address: nginx passes the path unchanged, as OpenList expects.',
  nginxHost:
    'Keep host and port as the client sent them: WebDAV COPY/MOVE compare them.',
  nginxForwarded:
    'The real client address (replacing what the client claimed) and the scheme it used.',
  nginxStream: 'Stream uploads and downloads instead of spooling them to disk.',
  nginxTimeout: 'Let long uploads and slow transfers finish.',
  noWebdav: 'WebDAV is not offered through this proxy.',
  caddyHeader:
    'Caddyfile: reload with `caddy reload` (or `systemctl reload caddy`).',
  caddyAuto:
    'Caddy gets and renews the certificate itself and redirects HTTP to HTTPS; it passes Host, X-Forwarded-For and X-Forwarded-Proto.',
  caddyPlain:
    'Plain HTTP only (http:// in front of the name turns automatic HTTPS off).',
  caddyHandle:
    '`handle`, not `handle_path`: OpenList needs the prefix in the path.',
  caddyBody:
    'Largest upload through the proxy (Caddy sets no limit by default).',
  apacheHeader:
    'Apache: enable the modules first (a2enmod proxy proxy_http headers ssl), save in sites-available/ and a2ensite it.',
  apacheModules: 'Send plain HTTP to HTTPS.',
  apacheHost: "Keep the client's Host header (WebDAV COPY/MOVE compare it).",
  apacheEncoded: 'Pass encoded characters in file names through untouched.',
  apacheBody:
    'Request body limit in bytes (0: none; Apache 2.4.53+ defaults to 1 GiB).',
  apacheTimeout: 'Let long uploads and slow transfers finish.',
  apacheProto: 'Tell OpenList which scheme the client used.',
  apacheForwardedFor:
    'Drop client-supplied values; mod_proxy then adds the real client address.',
  apachePass:
    'Forward the path unchanged (nocanon keeps encoded names as they are).',
  config: {
    site_url:
      'Public address of the site, with the sub-path if any. Links OpenList hands out use it.',
    address:
      'Listen on this machine only when a proxy on the same host is the way in; 0.0.0.0 listens everywhere.',
    http_port: 'Port of the web interface, API, downloads and WebDAV.',
    https_port: "Port of OpenList's own HTTPS; -1 turns it off.",
    cert_file: "Certificate (PEM) for OpenList's own HTTPS.",
    key_file: 'Private key (PEM) of that certificate.',
    force_https: 'Send browsers that come over HTTP to HTTPS.',
    temp_dir:
      'Where uploads and offline downloads are staged: keep room for your largest file here.',
  },
};

const zh: DeployMessages = {
  composeHeader:
    'compose.yaml：用 `docker compose up -d` 启动，再用 `docker compose logs openlist` 查看管理员密码。',
  dockerRunHeader:
    '只需运行一次，之后容器会自行重启。用 `docker logs openlist` 查看管理员密码。',
  image: (variant) => `官方镜像，${variant}。固定版本标签，何时升级由你决定。`,
  restart: '崩溃或重启机器后自动再启动，除非是你手动停止的。',
  userAria2:
    'aria2 镜像要从镜像内只有 root 可写的目录启动 aria2，因此以 root 运行。',
  user: (uid, gid) =>
    `以 UID ${uid} / GID ${gid} 运行；主机上的数据目录必须属于该用户。`,
  portLocal: '只允许本机访问：由主机上的反向代理转发过来。',
  portPublic: '网页界面、API、下载和 WebDAV（/dav），使用左边的主机端口。',
  portHttps: 'OpenList 自带 HTTPS 的端口（config.json 中的 https_port）。',
  volume:
    'OpenList 保存的一切（config.json、数据库、日志、临时文件）都在这个主机目录里。',
  tz: '日志和服务器显示时间所用的时区。',
  umask: 'OpenList 新建文件的权限（022：所有者可写，其他人可读）。',
  runAria2: '启动镜像自带的 aria2，离线下载开箱即用。',
  siteUrl:
    '对外地址，让 OpenList 给出的链接（分享、下载、WebDAV）指向正确的位置。',
  chown: (uid, gid, dir) =>
    `首次启动前：创建数据目录并交给 UID ${uid} / GID ${gid}：sudo mkdir -p ${dir} && sudo chown -R ${uid}:${gid} ${dir}`,
  systemdHeader:
    '保存为 /etc/systemd/system/openlist.service，然后执行：sudo systemctl daemon-reload && sudo systemctl enable --now openlist',
  systemdUser: '拥有数据目录的非特权系统用户。',
  systemdExec: '用这个数据目录（config.json、数据库、日志）启动服务器。',
  systemdRestart: '崩溃五秒后自动再启动。',
  systemdLimit: '允许打开大量文件：存储和 WebDAV 客户端会保持连接。',
  systemdSetup:
    '先创建用户和目录：sudo useradd --system --home-dir /opt/openlist --shell /usr/sbin/nologin openlist；sudo mkdir -p DATA；sudo chown -R openlist:openlist DATA',
  windowsHeader:
    '把 openlist.exe 解压到 C:\\OpenList 后，在管理员身份的 PowerShell 中运行。',
  windowsAction: '要启动的程序：服务器及其数据目录。',
  windowsTrigger: '开机即启动，无需用户登录。',
  windowsSettings:
    '取消三天运行时限（任务计划程序默认三天后停止任务）；失败后自动重启。',
  windowsRegister: '以 SYSTEM 身份运行，因此不需要有人登录。',
  nginxHeader:
    'nginx：保存到 /etc/nginx/conf.d/（或 sites-enabled/），用 `nginx -t` 检查后执行 `systemctl reload nginx`。',
  nginxRedirect: '把普通 HTTP 请求转到 HTTPS。',
  nginxTls: '此域名的证书和私钥（例如由 certbot 签发）。',
  nginxBody: (limit) =>
    limit === '0'
      ? '不限制上传大小（nginx 默认只允许 1 MB）。'
      : `最大上传：${limit}（nginx 默认只允许 1 MB）。`,
  nginxSubPathSlash: '不带斜杠的子路径也转到同一位置。',
  nginxPass: '地址后不带路径：nginx 原样转发路径，这正是 OpenList 需要的。',
  nginxHost: '保留客户端发来的主机名和端口：WebDAV 的 COPY/MOVE 会比较它们。',
  nginxForwarded: '真实的客户端地址（替换客户端自报的值）和它使用的协议。',
  nginxStream: '上传和下载直接流式转发，不先落盘。',
  nginxTimeout: '让耗时的上传和慢速传输能够完成。',
  noWebdav: '不通过这个代理提供 WebDAV。',
  caddyHeader:
    'Caddyfile：用 `caddy reload`（或 `systemctl reload caddy`）重新加载。',
  caddyAuto:
    'Caddy 自动申请、续期证书并把 HTTP 转到 HTTPS；它会传递 Host、X-Forwarded-For 和 X-Forwarded-Proto。',
  caddyPlain: '只用普通 HTTP（名称前的 http:// 会关闭自动 HTTPS）。',
  caddyHandle: '用 `handle` 而不是 `handle_path`：OpenList 需要路径里的前缀。',
  caddyBody: '经代理的最大上传（Caddy 默认不限制）。',
  apacheHeader:
    'Apache：先启用模块（a2enmod proxy proxy_http headers ssl），保存到 sites-available/ 并用 a2ensite 启用。',
  apacheModules: '把普通 HTTP 请求转到 HTTPS。',
  apacheHost: '保留客户端的 Host 头（WebDAV 的 COPY/MOVE 会比较它）。',
  apacheEncoded: '文件名中的编码字符原样传递。',
  apacheBody: '请求体上限，单位字节（0 为不限；Apache 2.4.53 起默认 1 GiB）。',
  apacheTimeout: '让耗时的上传和慢速传输能够完成。',
  apacheProto: '告诉 OpenList 客户端使用的协议。',
  apacheForwardedFor:
    '丢弃客户端自带的值，mod_proxy 会再加上真实的客户端地址。',
  apachePass: '原样转发路径（nocanon 让编码过的文件名保持原样）。',
  config: {
    site_url:
      '站点的对外地址，有子路径时带上子路径。OpenList 给出的链接都以它为准。',
    address:
      '当同一主机上的代理是唯一入口时只监听本机；0.0.0.0 表示监听所有地址。',
    http_port: '网页界面、API、下载和 WebDAV 的端口。',
    https_port: 'OpenList 自带 HTTPS 的端口；-1 表示关闭。',
    cert_file: 'OpenList 自带 HTTPS 的证书（PEM）。',
    key_file: '该证书的私钥（PEM）。',
    force_https: '把通过 HTTP 访问的浏览器转到 HTTPS。',
    temp_dir: '上传和离线下载的暂存位置：这里要留出放得下最大文件的空间。',
  },
};

export function deployMessages(locale: string): DeployMessages {
  return locale === 'zh-CN' ? zh : en;
}
