/**
 * Shared building blocks of the API reference spec: fields, objects and
 * examples that several routes use. Facts checked against OpenList v4.2.5
 * (server/handles/*.go, server/common/*.go, internal/model/*.go).
 */

/**
 * @typedef {{en: string, zh: string}} Text
 * @typedef {{name: string, type: string, required: boolean, doc: Text}} Field
 */

/**
 * Two-language text.
 * @param {string} en
 * @param {string} zh
 * @returns {Text}
 */
export const t = (en, zh) => ({en, zh});

/**
 * A field row: name, type (a JSON/OpenAPI-like type name), required, meaning.
 * @param {string} name
 * @param {string} type
 * @param {boolean} required
 * @param {string} en
 * @param {string} zh
 * @returns {Field}
 */
export const f = (name, type, required, en, zh) => ({
  name,
  type,
  required,
  doc: t(en, zh),
});

export const PAGE_FIELDS = [
  f(
    'page',
    'integer',
    false,
    'Page number, from 1. Values below 1 become 1.',
    '页码，从 1 开始；小于 1 时按 1 处理。',
  ),
  f(
    'per_page',
    'integer',
    false,
    'Items per page. Values below 1 (or leaving it out) return everything.',
    '每页条数；小于 1 或不传时返回全部。',
  ),
];

export const OBJ_FIELDS = [
  f('name', 'string', true, 'File or folder name.', '文件或文件夹名。'),
  f('size', 'integer', true, 'Size in bytes.', '大小（字节）。'),
  f('is_dir', 'boolean', true, 'Whether it is a folder.', '是否为文件夹。'),
  f(
    'modified',
    'string (date-time)',
    true,
    'Last modification time.',
    '最后修改时间。',
  ),
  f('created', 'string (date-time)', true, 'Creation time.', '创建时间。'),
  f(
    'sign',
    'string',
    true,
    'Signature to append as `?sign=` to /d or /p links; empty when signing is not needed.',
    '下载签名，拼到 /d 或 /p 链接的 `?sign=` 上；不需要签名时为空。',
  ),
  f(
    'thumb',
    'string',
    true,
    'Thumbnail URL, if the driver provides one.',
    '缩略图地址（驱动提供时）。',
  ),
  f(
    'type',
    'integer',
    true,
    'Kind of object: 0 unknown, 1 folder, 2 video, 3 audio, 4 text, 5 image.',
    '对象类别：0 未知、1 文件夹、2 视频、3 音频、4 文本、5 图片。',
  ),
  f(
    'hashinfo',
    'string',
    true,
    'Hashes as a JSON string.',
    '以 JSON 字符串表示的哈希值。',
  ),
  f(
    'hash_info',
    'object',
    true,
    'Hashes as an object keyed by hash name (md5, sha1, …).',
    '以哈希名（md5、sha1 等）为键的哈希对象。',
  ),
  f(
    'mount_details',
    'object',
    false,
    'Storage usage in bytes (`total_space`, `used_space`, `free_space`) for mount points; omitted for guests or when the `hide_storage_details` setting is on. `used_space` is there from v4.1.10, which also removed `driver_name`.',
    '挂载点的存储用量，单位为字节（`total_space`、`used_space`、`free_space`）；访客或开启 `hide_storage_details` 设置时不返回。`used_space` 自 v4.1.10 起提供，该版本同时去掉了 `driver_name`。',
  ),
];

export const OBJ_EXAMPLE = {
  name: 'readme.txt',
  size: 1024,
  is_dir: false,
  modified: '2025-01-01T08:00:00Z',
  created: '2025-01-01T08:00:00Z',
  sign: '',
  thumb: '',
  type: 4,
  hashinfo: 'null',
  hash_info: null,
};

export const TASK_FIELDS = [
  f(
    'id',
    'string',
    true,
    'Task ID (`tid` in task routes).',
    '任务 ID（任务接口中的 `tid`）。',
  ),
  f(
    'name',
    'string',
    true,
    'Human-readable description of the task.',
    '任务说明。',
  ),
  f('creator', 'string', true, 'Username of the creator.', '创建者用户名。'),
  f(
    'creator_role',
    'integer',
    true,
    'Role of the creator (0 general, 1 guest, 2 admin; -1 unknown).',
    '创建者角色（0 普通、1 访客、2 管理员；-1 未知）。',
  ),
  f(
    'state',
    'integer',
    true,
    'Numeric task state of the task engine.',
    '任务引擎中的任务状态（数字）。',
  ),
  f('status', 'string', true, 'Current status text.', '当前状态文字。'),
  f(
    'progress',
    'number',
    true,
    'Progress in percent (0–100).',
    '进度百分比（0–100）。',
  ),
  f(
    'start_time',
    'string (date-time) | null',
    true,
    'When the task started.',
    '开始时间。',
  ),
  f(
    'end_time',
    'string (date-time) | null',
    true,
    'When the task ended.',
    '结束时间。',
  ),
  f(
    'total_bytes',
    'integer',
    true,
    'Total bytes to transfer, when known.',
    '需要传输的总字节数（已知时）。',
  ),
  f(
    'error',
    'string',
    true,
    'Error message of the last failure; empty if none.',
    '最近一次失败的错误信息；没有则为空。',
  ),
];

export const TASK_EXAMPLE = {
  id: 'Cw2mV0lV3x6Qy0zPbsYkA',
  name: 'copy [/local](/a.txt) to [/s3](/backup)',
  creator: 'admin',
  creator_role: 2,
  state: 1,
  status: 'running',
  progress: 42.5,
  start_time: '2025-01-01T08:00:00Z',
  end_time: null,
  total_bytes: 1048576,
  error: '',
};

export const USER_FIELDS = [
  f('id', 'integer', false, 'User ID.', '用户 ID。'),
  f('username', 'string', true, 'Login name (unique).', '登录名（唯一）。'),
  f(
    'password',
    'string',
    false,
    'Plain password. Always empty in responses.',
    '明文密码；响应中总是为空。',
  ),
  f(
    'base_path',
    'string',
    false,
    'Root folder the user sees; all paths are relative to it.',
    '用户可见的根目录，所有路径都相对于它。',
  ),
  f(
    'role',
    'integer',
    false,
    '0 general user, 1 guest, 2 admin.',
    '0 普通用户、1 访客、2 管理员。',
  ),
  f(
    'disabled',
    'boolean',
    false,
    'Whether the account is disabled.',
    '账号是否被禁用。',
  ),
  f(
    'permission',
    'integer',
    false,
    'Permission bit field: 0 see hidden files, 1 access without password, 2 add offline downloads, 3 create folders and upload, 4 rename, 5 move, 6 copy, 7 remove, 8 WebDAV read, 9 WebDAV write, 10 FTP/SFTP login and read, 11 FTP/SFTP write, 12 read archives, 13 decompress archives, 14 share, 15 choose share IDs (from v4.2.2).',
    '权限位：0 查看隐藏文件、1 免密码访问、2 添加离线下载、3 新建文件夹和上传、4 重命名、5 移动、6 复制、7 删除、8 WebDAV 读、9 WebDAV 写、10 FTP/SFTP 登录和读、11 FTP/SFTP 写、12 读取压缩包、13 解压、14 分享、15 自定义分享 ID（v4.2.2 起）。',
  ),
  f(
    'sso_id',
    'string',
    false,
    'ID of the linked single sign-on account.',
    '绑定的单点登录账号 ID。',
  ),
  f(
    'allow_ldap',
    'boolean',
    false,
    'Whether the user may sign in with LDAP (web, WebDAV, FTP, SFTP) when LDAP sign-in is on (from v4.1.9). On create, `false` is ignored and the user gets `true`; on update, leaving it out stores `false`.',
    'LDAP 登录开启时，该用户能否通过 LDAP 登录（网页、WebDAV、FTP、SFTP）（v4.1.9 起）。新建时 `false` 会被忽略，用户得到 `true`；更新时不传则保存为 `false`。',
  ),
];

export const USER_EXAMPLE = {
  id: 2,
  username: 'alice',
  password: '',
  base_path: '/',
  role: 0,
  disabled: false,
  permission: 0x1f8,
  sso_id: '',
  allow_ldap: true,
};

export const META_FIELDS = [
  f(
    'id',
    'integer',
    false,
    'Meta ID (needed for update).',
    '元信息 ID（更新时必填）。',
  ),
  f(
    'path',
    'string',
    true,
    'Folder the rule applies to.',
    '规则作用的文件夹。',
  ),
  f(
    'read_users',
    'integer[] | null',
    false,
    'IDs of the only users allowed to read here; empty or null means no such limit (from v4.2.0). Responses give null when it was never set, e.g. for metas created before v4.2.0.',
    '只有这些 ID 的用户可以在此读取；为空或 null 表示不做此限制（v4.2.0 起）。从未设置时（例如 v4.2.0 之前创建的元信息）响应中为 null。',
  ),
  f(
    'read_users_sub',
    'boolean',
    false,
    '`read_users` also applies to sub-folders.',
    '`read_users` 同样作用于子文件夹。',
  ),
  f(
    'write_users',
    'integer[] | null',
    false,
    'IDs of the only users allowed to write here; empty or null means no such limit (from v4.2.0). Responses give null when it was never set, as for `read_users`.',
    '只有这些 ID 的用户可以在此写入；为空或 null 表示不做此限制（v4.2.0 起）。从未设置时响应中为 null，与 `read_users` 相同。',
  ),
  f(
    'write_users_sub',
    'boolean',
    false,
    '`write_users` also applies to sub-folders.',
    '`write_users` 同样作用于子文件夹。',
  ),
  f('password', 'string', false, 'Password visitors must enter.', '访问密码。'),
  f(
    'p_sub',
    'boolean',
    false,
    'Password also applies to sub-folders.',
    '密码同样作用于子文件夹。',
  ),
  f(
    'write',
    'boolean',
    false,
    'Anyone may upload and create folders here.',
    '允许任何人在此上传和新建文件夹。',
  ),
  f(
    'w_sub',
    'boolean',
    false,
    '`write` also applies to sub-folders.',
    '`write` 同样作用于子文件夹。',
  ),
  f(
    'hide',
    'string',
    false,
    'Regular expressions (one per line) of names to hide.',
    '要隐藏的名称的正则表达式，每行一个。',
  ),
  f(
    'h_sub',
    'boolean',
    false,
    '`hide` also applies to sub-folders.',
    '`hide` 同样作用于子文件夹。',
  ),
  f(
    'readme',
    'string',
    false,
    'Markdown shown below the listing.',
    '显示在列表下方的 Markdown。',
  ),
  f(
    'r_sub',
    'boolean',
    false,
    '`readme` also applies to sub-folders.',
    '`readme` 同样作用于子文件夹。',
  ),
  f(
    'header',
    'string',
    false,
    'Markdown shown above the listing.',
    '显示在列表上方的 Markdown。',
  ),
  f(
    'header_sub',
    'boolean',
    false,
    '`header` also applies to sub-folders.',
    '`header` 同样作用于子文件夹。',
  ),
];

export const META_EXAMPLE = {
  id: 1,
  path: '/private',
  read_users: [],
  read_users_sub: false,
  write_users: [],
  write_users_sub: false,
  password: 'secret',
  p_sub: true,
  write: false,
  w_sub: false,
  hide: '',
  h_sub: false,
  readme: '',
  r_sub: false,
  header: '',
  header_sub: false,
};

export const STORAGE_FIELDS = [
  f(
    'id',
    'integer',
    false,
    'Storage ID (needed for update).',
    '存储 ID（更新时必填）。',
  ),
  f(
    'mount_path',
    'string',
    true,
    'Where the storage appears in the file tree.',
    '存储在文件树中的挂载路径。',
  ),
  f(
    'order',
    'integer',
    false,
    'Sort order among storages.',
    '存储之间的排序。',
  ),
  f(
    'driver',
    'string',
    true,
    'Driver name, as listed by `GET /api/admin/driver/names`.',
    '驱动名称，见 `GET /api/admin/driver/names`。',
  ),
  f(
    'cache_expiration',
    'integer',
    false,
    'Directory cache lifetime in minutes.',
    '目录缓存有效期（分钟）。',
  ),
  f(
    'custom_cache_policies',
    'string',
    false,
    'Cache lifetimes for some folders (from v4.1.9): one rule per line, `pattern:minutes`, where `pattern` is a glob (`*`, `**`) matched against the folder path inside the storage, e.g. `/movies/**:1440`. The first matching rule with a valid number replaces `cache_expiration` for that folder.',
    '部分文件夹的缓存有效期（v4.1.9 起）：每行一条规则，格式为 `pattern:分钟数`，`pattern` 是与存储内文件夹路径匹配的通配模式（`*`、`**`），例如 `/movies/**:1440`。第一条匹配且分钟数有效的规则取代该文件夹的 `cache_expiration`。',
  ),
  f(
    'status',
    'string',
    false,
    'Load status ("work" or an error message); read-only.',
    '加载状态（“work”或错误信息），只读。',
  ),
  f(
    'addition',
    'string',
    false,
    'Driver-specific options as a JSON string.',
    '驱动专属选项（JSON 字符串）。',
  ),
  f('remark', 'string', false, 'Free-form note.', '备注。'),
  f(
    'modified',
    'string (date-time)',
    false,
    'Last change; read-only.',
    '最后修改时间，只读。',
  ),
  f(
    'disabled',
    'boolean',
    false,
    'Whether the storage is disabled.',
    '是否禁用。',
  ),
  f(
    'disable_index',
    'boolean',
    false,
    'Exclude from the search index.',
    '不加入搜索索引。',
  ),
  f(
    'enable_sign',
    'boolean',
    false,
    'Require signed download links.',
    '下载链接必须带签名。',
  ),
  f('order_by', 'string', false, 'Default sort field.', '默认排序字段。'),
  f(
    'order_direction',
    'string',
    false,
    'Default sort direction.',
    '默认排序方向。',
  ),
  f(
    'extract_folder',
    'string',
    false,
    'Place folders first or last.',
    '文件夹排在前面或后面。',
  ),
  f(
    'web_proxy',
    'boolean',
    false,
    'Serve web downloads through OpenList.',
    '网页下载经由 OpenList 中转。',
  ),
  f(
    'webdav_policy',
    'string',
    false,
    'WebDAV download policy, e.g. `302_redirect`, `use_proxy_url`, `native_proxy`.',
    'WebDAV 下载策略，例如 `302_redirect`、`use_proxy_url`、`native_proxy`。',
  ),
  f(
    'proxy_range',
    'boolean',
    false,
    'Proxy range requests.',
    '代理 Range 请求。',
  ),
  f(
    'down_proxy_url',
    'string',
    false,
    'External download proxy URL.',
    '外部下载代理地址。',
  ),
  f(
    'disable_proxy_sign',
    'boolean',
    false,
    'Do not add a sign to `down_proxy_url` links.',
    '`down_proxy_url` 链接不附带签名。',
  ),
];

export const STORAGE_EXAMPLE = {
  id: 1,
  mount_path: '/local',
  order: 0,
  driver: 'Local',
  cache_expiration: 30,
  custom_cache_policies: '',
  status: 'work',
  addition: '{"root_folder_path":"/srv/files"}',
  remark: '',
  modified: '2025-01-01T08:00:00Z',
  disabled: false,
  disable_index: false,
  enable_sign: false,
  order_by: 'name',
  order_direction: 'asc',
  extract_folder: '',
  web_proxy: false,
  webdav_policy: 'native_proxy',
  proxy_range: false,
  down_proxy_url: '',
  disable_proxy_sign: false,
};

export const SETTING_FIELDS = [
  f('key', 'string', true, 'Setting key.', '设置项键名。'),
  f(
    'value',
    'string',
    false,
    'Value, always as a string.',
    '值，始终为字符串。',
  ),
  f('help', 'string', false, 'Help text.', '帮助文字。'),
  f(
    'type',
    'string',
    false,
    'Input type: string, number, bool, select, text…',
    '输入类型：string、number、bool、select、text 等。',
  ),
  f(
    'options',
    'string',
    false,
    'Comma-separated choices for `select`.',
    '`select` 类型的可选值，逗号分隔。',
  ),
  f(
    'group',
    'integer',
    false,
    'Group: 0 single, 1 site, 2 style, 3 preview, 4 global, 5 offline download, 6 index, 7 SSO, 8 LDAP, 9 S3, 10 FTP, 11 traffic.',
    '分组：0 单项、1 站点、2 样式、3 预览、4 全局、5 离线下载、6 索引、7 SSO、8 LDAP、9 S3、10 FTP、11 流量。',
  ),
  f(
    'flag',
    'integer',
    false,
    '0 public, 1 private, 2 read-only, 3 deprecated.',
    '0 公开、1 私有、2 只读、3 已弃用。',
  ),
  f('index', 'integer', false, 'Display order.', '显示顺序。'),
];

export const SETTING_EXAMPLE = {
  key: 'site_title',
  value: 'OpenList',
  help: '',
  type: 'string',
  options: '',
  group: 1,
  flag: 0,
  index: 1,
};

export const SHARE_FIELDS = [
  f(
    'id',
    'string',
    true,
    'Share ID, used in `/@s/<id>` and `/sd/<id>`. A generated ID has 8 random letters and digits, lengthened one character at a time (to at most 11) only when the ID is already taken; a chosen one (see `id` on create and `new_id` on update) has up to 64 characters.',
    '分享 ID，用于 `/@s/<id>` 和 `/sd/<id>`。生成的 ID 为 8 个随机字母和数字，只有与已有 ID 重复时才逐个追加字符（最多 11 个）；自定义的 ID（见创建时的 `id` 和更新时的 `new_id`）最多 64 个字符。',
  ),
  f('files', 'string[]', true, 'Shared paths.', '分享的路径。'),
  f(
    'expires',
    'string (date-time) | null',
    false,
    'Expiry time; null means never.',
    '过期时间；null 表示永不过期。',
  ),
  f(
    'pwd',
    'string',
    false,
    'Access password; empty for none.',
    '访问密码；为空表示无密码。',
  ),
  f(
    'accessed',
    'integer',
    false,
    'How many times it was accessed. Create (from v4.1.7) and update store the value sent as the counter, so an update without it resets the counter to 0.',
    '已访问次数。创建（v4.1.7 起）和更新时会把发送的值存为计数，因此更新时不传会把计数重置为 0。',
  ),
  f(
    'max_accessed',
    'integer',
    false,
    'Access limit; 0 means unlimited.',
    '访问次数上限；0 表示不限。',
  ),
  f(
    'disabled',
    'boolean',
    false,
    'Whether the share is disabled.',
    '是否禁用。',
  ),
  f('remark', 'string', false, 'Note for the owner.', '备注。'),
  f(
    'readme',
    'string',
    false,
    'Markdown shown below the shared listing.',
    '显示在分享列表下方的 Markdown。',
  ),
  f(
    'header',
    'string',
    false,
    'Markdown shown above the shared listing.',
    '显示在分享列表上方的 Markdown。',
  ),
  f('order_by', 'string', false, 'Sort field.', '排序字段。'),
  f('order_direction', 'string', false, 'Sort direction.', '排序方向。'),
  f(
    'extract_folder',
    'string',
    false,
    'Place folders first or last.',
    '文件夹排在前面或后面。',
  ),
  f(
    'creator',
    'string',
    false,
    "Username of the owner. In requests only an admin's value counts (from v4.1.7): create makes the share for that user and update moves the share to that user; other callers' values are ignored.",
    '所有者用户名。请求中只有管理员发送的值有效（v4.1.7 起）：创建时为该用户创建分享，更新时把分享转给该用户；其他调用者发送的值会被忽略。',
  ),
  f(
    'creator_role',
    'integer',
    false,
    'Creator role (responses only).',
    '创建者角色（仅响应）。',
  ),
];

export const SHARE_EXAMPLE = {
  id: 'k3Jd9aQx',
  files: ['/local/photos'],
  expires: null,
  pwd: '',
  accessed: 3,
  max_accessed: 0,
  disabled: false,
  remark: 'holiday photos',
  readme: '',
  header: '',
  order_by: '',
  order_direction: '',
  extract_folder: '',
  creator: 'alice',
  creator_role: 0,
};

export const SSHKEY_FIELDS = [
  f('id', 'integer', true, 'Key ID.', '公钥 ID。'),
  f(
    'title',
    'string',
    true,
    'Name given when the key was added.',
    '添加时填写的名称。',
  ),
  f('fingerprint', 'string', true, 'Key fingerprint.', '公钥指纹。'),
  f(
    'added_time',
    'string (date-time)',
    true,
    'When it was added.',
    '添加时间。',
  ),
  f(
    'last_used_time',
    'string (date-time)',
    true,
    'Last SFTP login with this key.',
    '最近一次用它登录 SFTP 的时间。',
  ),
];

export const SSHKEY_EXAMPLE = {
  id: 1,
  title: 'laptop',
  fingerprint: 'SHA256:3q2+7w…',
  added_time: '2025-01-01T08:00:00Z',
  last_used_time: '2025-01-02T08:00:00Z',
};

/** Fields of `{content, total}` pages. */
export const pageOf = (/** @type {Text} */ what) => [
  {name: 'content', type: 'array', required: true, doc: what},
  f(
    'total',
    'integer',
    true,
    'Total number of items before paging.',
    '分页前的总条数。',
  ),
];
