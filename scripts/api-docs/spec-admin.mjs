/**
 * API reference spec: admin routes (/api/admin), except /api/admin/task which
 * is documented with the other task routes.
 * Checked against server/handles/meta.go, user.go, sshkey.go, storage.go,
 * driver.go, setting.go, offline_download.go, index.go,
 * internal/message/http.go, internal/model/*.go, internal/driver/item.go (v4.2.5).
 */
import {
  f,
  t,
  META_FIELDS,
  META_EXAMPLE,
  USER_FIELDS,
  USER_EXAMPLE,
  STORAGE_FIELDS,
  STORAGE_EXAMPLE,
  SETTING_FIELDS,
  SETTING_EXAMPLE,
  SSHKEY_EXAMPLE,
} from './fields.mjs';

const PAGE_QUERY = [
  f('page', 'integer', false, 'Page number, from 1.', '页码，从 1 开始。'),
  f(
    'per_page',
    'integer',
    false,
    'Items per page; below 1 (or absent) returns everything.',
    '每页条数；小于 1 或不传时返回全部。',
  ),
];
const ID_QUERY = (/** @type {string} */ en, /** @type {string} */ zh) => [
  f('id', 'integer', true, en, zh),
];
const ID_400 = [
  400,
  t('`id` is missing or not a number.', '`id` 缺失或不是数字。'),
];
const DB_500 = [
  500,
  t(
    'Database error, or the item does not exist.',
    '数据库错误，或条目不存在。',
  ),
];
const BAD_BODY = [
  400,
  t(
    'The body cannot be parsed or a required field is missing.',
    '请求体无法解析或缺少必填字段。',
  ),
];
/** For bodies whose fields the server does not check. */
const BAD_JSON = [400, t('The body cannot be parsed.', '请求体无法解析。')];

const TEMP_DIR_ERRORS = (/** @type {string} */ tool) => [
  BAD_BODY,
  [
    400,
    t(
      `\`temp_dir\` is not inside a storage ("storage does not exists"), the storage is not loaded, or it is not a ${tool} storage.`,
      `\`temp_dir\` 不在任何存储中（“storage does not exists”）、存储未加载，或不是 ${tool} 存储。`,
    ),
  ],
  [
    500,
    t(
      'Saving the settings or initialising the tool failed.',
      '保存设置或初始化工具失败。',
    ),
  ],
];
const TEMP_DIR_BODY = (
  /** @type {string} */ tool,
  /** @type {string} */ key,
) => ({
  fields: [
    f(
      'temp_dir',
      'string',
      false,
      `Folder in a ${tool} storage used as scratch space; saved as \`${key}\`. Empty clears it.`,
      `${tool} 存储中的临时文件夹，保存为 \`${key}\`；留空则清除。`,
    ),
  ],
  example: {temp_dir: '/115/offline'},
});
const OK_DATA = {text: t('The string "ok".', '字符串 “ok”。'), example: 'ok'};

/**
 * @param {string} route
 * @param {string} tool
 * @param {string} key
 */
const tempDirRoute = (route, tool, key) => ({
  route,
  summary: t(
    `Sets the temporary folder of the "${tool}" offline download tool and re-initialises the tool.`,
    `设置离线下载工具“${tool}”的临时文件夹，并重新初始化该工具。`,
  ),
  body: TEMP_DIR_BODY(tool, key),
  data: OK_DATA,
  errors: TEMP_DIR_ERRORS(tool),
});

/** @type {import('./types.mjs').Page[]} */
export const pages = [
  {
    file: 'admin/meta',
    position: 1,
    title: t('Metas', '元信息'),
    description: t(
      'Admin routes under /api/admin/meta for per-folder rules: passwords, write access, hidden names, readme and header.',
      '/api/admin/meta 下的管理接口：按文件夹设置密码、写入权限、隐藏名称、说明和页头。',
    ),
    intro: t(
      'A meta attaches rules to a folder (and optionally its sub-folders). The web UI calls them "Metas".',
      '元信息为文件夹（以及可选的子文件夹）附加规则，在网页界面中称为 “Metas”。',
    ),
    sections: [
      {
        heading: t('Meta fields', '元信息字段'),
        anchor: 'meta-fields',
        text: t(
          'Fields of a meta in requests and responses.',
          '请求和响应中元信息的字段。',
        ),
        fields: META_FIELDS,
        routes: [],
      },
      {
        heading: t('Routes', '接口'),
        routes: [
          {
            route: 'GET /api/admin/meta/list',
            summary: t('Lists metas.', '列出元信息。'),
            query: PAGE_QUERY,
            data: {
              fields: [
                f(
                  'content',
                  'Meta[]',
                  true,
                  'See [meta fields](#meta-fields).',
                  '见[元信息字段](#meta-fields)。',
                ),
                f('total', 'integer', true, 'Number of metas.', '总数。'),
              ],
              example: {content: [META_EXAMPLE], total: 1},
            },
            errors: [
              [400, t('Bad paging parameters.', '分页参数有误。')],
              [500, t('Database error.', '数据库错误。')],
            ],
            curl: `curl -s 'http://127.0.0.1:5244/api/admin/meta/list?page=1&per_page=50' -H "Authorization: $TOKEN"`,
          },
          {
            route: 'GET /api/admin/meta/get',
            summary: t('Returns one meta.', '返回单条元信息。'),
            query: ID_QUERY('Meta ID.', '元信息 ID。'),
            data: {text: t('A meta.', '一条元信息。'), example: META_EXAMPLE},
            errors: [ID_400, DB_500],
          },
          {
            route: 'POST /api/admin/meta/create',
            summary: t(
              'Creates a meta. An `id` other than 0 becomes the ID of the new meta (saving fails if it is taken); leave it out to get a new ID.',
              '新建元信息。不为 0 的 `id` 会成为新元信息的 ID（该 ID 已被占用时保存失败）；不传则分配新 ID。',
            ),
            body: {
              fields: META_FIELDS.slice(1),
              example: {...META_EXAMPLE, id: undefined},
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                400,
                t(
                  'A line of `hide` is not a valid regular expression ("… is illegal: …").',
                  '`hide` 中某一行不是有效的正则表达式（“… is illegal: …”）。',
                ),
              ],
              [
                500,
                t(
                  'Saving failed, e.g. a meta for that path or with that `id` exists.',
                  '保存失败，例如该路径或该 `id` 已有元信息。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/meta/update',
            summary: t(
              'Replaces a meta; send all fields including `id`.',
              '整体替换元信息；需发送包括 `id` 在内的全部字段。',
            ),
            body: {fields: META_FIELDS, example: META_EXAMPLE},
            data: null,
            errors: [
              BAD_BODY,
              [400, t('Invalid `hide` expression.', '`hide` 表达式无效。')],
              [500, t('Saving failed.', '保存失败。')],
            ],
          },
          {
            route: 'POST /api/admin/meta/delete',
            summary: t('Deletes a meta.', '删除元信息。'),
            query: ID_QUERY('Meta ID.', '元信息 ID。'),
            data: null,
            errors: [ID_400, DB_500],
          },
        ],
      },
    ],
  },
  {
    file: 'admin/user',
    position: 2,
    title: t('Users', '用户'),
    description: t(
      'Admin routes under /api/admin/user for managing accounts, their two-factor authentication and SSH keys.',
      '/api/admin/user 下的管理接口：管理账号、两步验证和 SSH 公钥。',
    ),
    intro: t(
      "There is exactly one admin user and one guest user; neither can be created or deleted through the API, and a user's role cannot be changed after creation.",
      '系统中有且只有一个管理员用户和一个访客用户，二者都不能通过 API 新建或删除；用户创建后角色不能修改。',
    ),
    sections: [
      {
        heading: t('User fields', '用户字段'),
        anchor: 'user-fields',
        text: t(
          'Fields of a user in requests and responses. The password is never returned.',
          '请求和响应中用户的字段，密码不会被返回。',
        ),
        fields: USER_FIELDS,
        routes: [],
      },
      {
        heading: t('Routes', '接口'),
        routes: [
          {
            route: 'GET /api/admin/user/list',
            summary: t('Lists users.', '列出用户。'),
            query: PAGE_QUERY,
            data: {
              fields: [
                f(
                  'content',
                  'User[]',
                  true,
                  'See [user fields](#user-fields).',
                  '见[用户字段](#user-fields)。',
                ),
                f('total', 'integer', true, 'Number of users.', '用户总数。'),
              ],
              example: {content: [USER_EXAMPLE], total: 1},
            },
            errors: [
              [400, t('Bad paging parameters.', '分页参数有误。')],
              [500, t('Database error.', '数据库错误。')],
            ],
            curl: `curl -s 'http://127.0.0.1:5244/api/admin/user/list' -H "Authorization: $TOKEN"`,
          },
          {
            route: 'GET /api/admin/user/get',
            summary: t('Returns one user.', '返回单个用户。'),
            query: ID_QUERY('User ID.', '用户 ID。'),
            data: {text: t('A user.', '一个用户。'), example: USER_EXAMPLE},
            errors: [ID_400, DB_500],
          },
          {
            route: 'POST /api/admin/user/create',
            summary: t(
              'Creates a general user (role 0).',
              '新建普通用户（角色 0）。',
            ),
            body: {
              fields: USER_FIELDS.slice(1),
              example: {
                username: 'bob',
                password: 'INITIAL_PASSWORD',
                base_path: '/bob',
                role: 0,
                disabled: false,
                permission: 0x1f8,
                sso_id: '',
                allow_ldap: true,
              },
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                400,
                t(
                  '`role` is admin or guest ("admin or guest user can not be created").',
                  '`role` 为管理员或访客（“admin or guest user can not be created”）。',
                ),
              ],
              [
                500,
                t(
                  'Saving failed, e.g. the name is taken.',
                  '保存失败，例如用户名已被占用。',
                ),
              ],
            ],
            curl: `curl -s http://127.0.0.1:5244/api/admin/user/create \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"username":"bob","password":"INITIAL_PASSWORD","base_path":"/bob","role":0,"permission":504}'`,
          },
          {
            route: 'POST /api/admin/user/update',
            summary: t(
              'Replaces a user; send all fields including `id` (a missing `allow_ldap` is stored as `false`). An empty `password` keeps the old one and the two-factor (OTP) secret is kept, but the stored password timestamp becomes 0 and the passkeys are erased: the user\'s existing login tokens stop working (code 401 "Password has been changed, login please") unless the timestamp already was 0, and passkeys must be registered again. A new `password` ends all of the user\'s sessions too.',
              '整体替换用户；需发送包括 `id` 在内的全部字段（缺少 `allow_ldap` 时保存为 `false`）。`password` 为空则保留原密码，两步验证（OTP）密钥也保留，但保存的密码时间戳会变为 0，通行密钥会被清空：除非时间戳原本就是 0，该用户已有的登录令牌随即失效（code 401 “Password has been changed, login please”），通行密钥也需要重新注册。设置新的 `password` 同样会结束该用户的所有会话。',
            ),
            body: {
              fields: USER_FIELDS,
              example: {...USER_EXAMPLE, password: ''},
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                400,
                t(
                  '`role` differs from the stored role ("role can not be changed"), or the admin is being disabled.',
                  '`role` 与原角色不同（“role can not be changed”），或试图禁用管理员。',
                ),
              ],
              [
                500,
                t('No such user, or saving failed.', '用户不存在或保存失败。'),
              ],
            ],
          },
          {
            route: 'POST /api/admin/user/cancel_2fa',
            summary: t(
              'Turns off two-factor authentication for a user.',
              '关闭某用户的两步验证。',
            ),
            query: ID_QUERY('User ID.', '用户 ID。'),
            data: null,
            errors: [ID_400, DB_500],
          },
          {
            route: 'POST /api/admin/user/delete',
            summary: t(
              'Deletes a general user and their shares.',
              '删除普通用户及其分享。',
            ),
            query: ID_QUERY('User ID.', '用户 ID。'),
            data: null,
            errors: [
              ID_400,
              [
                500,
                t(
                  'The user is the admin or the guest, does not exist, or deleting failed.',
                  '该用户是管理员或访客、不存在，或删除失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/user/del_cache',
            summary: t(
              'Drops a user from the in-memory user cache, so the next request reloads it from the database.',
              '把用户从内存缓存中移除，下一次请求时从数据库重新加载。',
            ),
            query: [f('username', 'string', true, 'Username.', '用户名。')],
            data: null,
            errors: [
              [
                500,
                t(
                  '`username` is empty ("username is empty") or no user has that name.',
                  '`username` 为空（“username is empty”）或没有该用户名的用户。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/admin/user/sshkey/list',
            summary: t(
              'Lists the SSH public keys of any user.',
              '列出任一用户的 SSH 公钥。',
            ),
            query: [
              f('uid', 'integer', true, 'User ID.', '用户 ID。'),
              ...PAGE_QUERY,
            ],
            data: {
              fields: [
                f(
                  'content',
                  'SSHKey[]',
                  true,
                  'Keys: `id`, `title`, `fingerprint`, `added_time`, `last_used_time`.',
                  '公钥：`id`、`title`、`fingerprint`、`added_time`、`last_used_time`。',
                ),
                f('total', 'integer', true, 'Number of keys.', '公钥总数。'),
              ],
              example: {content: [SSHKEY_EXAMPLE], total: 1},
            },
            errors: [
              [400, t('`uid` is not a number.', '`uid` 不是数字。')],
              [
                404,
                t(
                  'No such user ("user invalid").',
                  '用户不存在（“user invalid”）。',
                ),
              ],
              [400, t('Bad paging parameters.', '分页参数有误。')],
              [500, t('Database error.', '数据库错误。')],
            ],
          },
          {
            route: 'POST /api/admin/user/sshkey/delete',
            summary: t(
              "Deletes any user's SSH key. An ID that no key has also gets code 200.",
              '删除任一用户的 SSH 公钥。没有公钥使用该 ID 时同样返回 code 200。',
            ),
            query: ID_QUERY('Key ID.', '公钥 ID。'),
            data: null,
            errors: [
              [400, t('`id` is not a number.', '`id` 不是数字。')],
              [500, t('Deleting failed.', '删除失败。')],
            ],
          },
        ],
      },
    ],
  },
  {
    file: 'admin/storage',
    position: 3,
    title: t('Storages and drivers', '存储与驱动'),
    description: t(
      'Admin routes under /api/admin/storage and /api/admin/driver for mounting storages and reading driver options.',
      '/api/admin/storage 与 /api/admin/driver 下的管理接口：挂载存储、读取驱动选项。',
    ),
    intro: t(
      'A storage mounts one driver (Local, S3, OneDrive, …) at a path. Its driver-specific options travel as a JSON string in `addition`; the options each driver accepts are listed by the driver routes.',
      '一个存储把某个驱动（Local、S3、OneDrive 等）挂载到一个路径上。驱动专属选项以 JSON 字符串形式放在 `addition` 中，各驱动接受哪些选项可以通过驱动接口查询。',
    ),
    sections: [
      {
        heading: t('Storage fields', '存储字段'),
        anchor: 'storage-fields',
        text: t(
          'Fields of a storage in requests and responses. Responses of the list route may add `mount_details` (`total_space`, `used_space`, `free_space` in bytes; `used_space` from v4.1.10) unless the `hide_storage_details_in_manage_page` setting is on.',
          '请求和响应中存储的字段。列表接口的响应可能附带 `mount_details`（`total_space`、`used_space`、`free_space`，单位为字节；`used_space` 自 v4.1.10 起提供），除非开启了 `hide_storage_details_in_manage_page` 设置。',
        ),
        fields: STORAGE_FIELDS,
        routes: [],
      },
      {
        heading: t('Storages', '存储'),
        routes: [
          {
            route: 'GET /api/admin/storage/list',
            summary: t('Lists storages.', '列出存储。'),
            query: PAGE_QUERY,
            data: {
              fields: [
                f(
                  'content',
                  'Storage[]',
                  true,
                  'See [storage fields](#storage-fields).',
                  '见[存储字段](#storage-fields)。',
                ),
                f(
                  'total',
                  'integer',
                  true,
                  'Number of storages.',
                  '存储总数。',
                ),
              ],
              example: {content: [STORAGE_EXAMPLE], total: 1},
            },
            errors: [
              [400, t('Bad paging parameters.', '分页参数有误。')],
              [500, t('Database error.', '数据库错误。')],
            ],
            curl: `curl -s 'http://127.0.0.1:5244/api/admin/storage/list' -H "Authorization: $TOKEN"`,
          },
          {
            route: 'GET /api/admin/storage/get',
            summary: t('Returns one storage.', '返回单个存储。'),
            query: ID_QUERY('Storage ID.', '存储 ID。'),
            data: {
              text: t('A storage.', '一个存储。'),
              example: STORAGE_EXAMPLE,
            },
            errors: [ID_400, DB_500],
          },
          {
            route: 'POST /api/admin/storage/create',
            summary: t(
              'Creates and loads a storage. If loading fails, the storage is still saved and its ID is returned together with the error.',
              '新建并加载存储。加载失败时存储仍会保存，错误响应中同时返回其 ID。',
            ),
            body: {
              fields: STORAGE_FIELDS.filter(
                (x) => !['id', 'status', 'modified'].includes(x.name),
              ),
              example: {
                mount_path: '/local',
                driver: 'Local',
                order: 0,
                cache_expiration: 30,
                addition: '{"root_folder_path":"/srv/files"}',
                remark: '',
                webdav_policy: 'native_proxy',
              },
            },
            data: {
              fields: [
                f(
                  'id',
                  'integer',
                  true,
                  'ID of the new storage (also present in `data` of a 500 error when it was saved but failed to load).',
                  '新存储的 ID（若已保存但加载失败，500 错误的 `data` 中也会带有它）。',
                ),
              ],
              example: {id: 3},
            },
            errors: [
              BAD_BODY,
              [
                500,
                t(
                  'Saving or loading failed; see `message`.',
                  '保存或加载失败，见 `message`。',
                ),
              ],
            ],
            curl: `curl -s http://127.0.0.1:5244/api/admin/storage/create \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"mount_path":"/local","driver":"Local","addition":"{\\"root_folder_path\\":\\"/srv/files\\"}"}'`,
          },
          {
            route: 'POST /api/admin/storage/update',
            summary: t(
              'Replaces a storage and reloads it; send all fields including `id`. With `disabled: true` the change is only saved: the storage is not reloaded, and if it is loaded it stays loaded with its old settings (use `storage/disable` to unload it).',
              '整体替换存储并重新加载；需发送包括 `id` 在内的全部字段。`disabled` 为 `true` 时只保存修改：存储不会重新加载，已加载的存储也会以旧设置继续运行（要卸载请用 `storage/disable`）。',
            ),
            body: {fields: STORAGE_FIELDS, example: STORAGE_EXAMPLE},
            data: null,
            errors: [
              BAD_BODY,
              [
                500,
                t(
                  'No such storage, `driver` differs from the stored one ("driver cannot be changed"), or saving or loading failed.',
                  '存储不存在、`driver` 与原驱动不同（“driver cannot be changed”），或保存、加载失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/storage/delete',
            summary: t('Unmounts and deletes a storage.', '卸载并删除存储。'),
            query: ID_QUERY('Storage ID.', '存储 ID。'),
            data: null,
            errors: [ID_400, DB_500],
          },
          {
            route: 'POST /api/admin/storage/enable',
            summary: t(
              'Enables and loads a disabled storage.',
              '启用并加载已禁用的存储。',
            ),
            query: ID_QUERY('Storage ID.', '存储 ID。'),
            data: null,
            errors: [
              ID_400,
              [
                500,
                t(
                  'No such storage, it is already enabled, or loading failed.',
                  '存储不存在、已启用，或加载失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/storage/disable',
            summary: t(
              'Disables and unloads a storage without deleting it.',
              '禁用并卸载存储，但不删除。',
            ),
            query: ID_QUERY('Storage ID.', '存储 ID。'),
            data: null,
            errors: [
              ID_400,
              [
                500,
                t(
                  'No such storage, or it is already disabled.',
                  '存储不存在或已禁用。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/storage/load_all',
            summary: t(
              'Reloads all enabled storages in the background.',
              '在后台重新加载所有已启用的存储。',
            ),
            data: null,
            errors: [
              [
                500,
                t(
                  'Reading the storages from the database failed.',
                  '从数据库读取存储失败。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('Drivers', '驱动'),
        routes: [
          {
            route: 'GET /api/admin/driver/list',
            summary: t(
              'Returns the option descriptions of every driver, keyed by driver name.',
              '以驱动名为键，返回所有驱动的选项说明。',
            ),
            data: {
              fields: [
                f(
                  '<driver>.common',
                  'Item[]',
                  true,
                  'Options every storage has (mount path, order, proxy…).',
                  '所有存储共有的选项（挂载路径、排序、代理等）。',
                ),
                f(
                  '<driver>.additional',
                  'Item[]',
                  true,
                  'Driver-specific options that go into `addition`. Each item has `name`, `type`, `default`, `options`, `required`, `help`.',
                  '放入 `addition` 的驱动专属选项，每项包含 `name`、`type`、`default`、`options`、`required`、`help`。',
                ),
                f(
                  '<driver>.config',
                  'object',
                  true,
                  'Fixed driver properties (name, whether it must proxy, whether it supports uploads…).',
                  '驱动的固定属性（名称、是否必须代理、是否支持上传等）。',
                ),
              ],
              example: {
                Local: {
                  common: [
                    {
                      name: 'mount_path',
                      type: 'string',
                      default: '',
                      options: '',
                      required: true,
                      help: '',
                    },
                  ],
                  additional: [
                    {
                      name: 'root_folder_path',
                      type: 'string',
                      default: '',
                      options: '',
                      required: true,
                      help: '',
                    },
                  ],
                  config: {name: 'Local', local_sort: true},
                },
              },
            },
            errors: [],
          },
          {
            route: 'GET /api/admin/driver/names',
            summary: t(
              'Lists the names of all drivers.',
              '列出所有驱动的名称。',
            ),
            data: {
              text: t('Array of driver names.', '驱动名称数组。'),
              example: ['115 Cloud', 'Local', 'S3', 'WebDav'],
            },
            errors: [],
          },
          {
            route: 'GET /api/admin/driver/info',
            summary: t(
              'Returns the option descriptions of one driver.',
              '返回某个驱动的选项说明。',
            ),
            query: [f('driver', 'string', true, 'Driver name.', '驱动名称。')],
            data: {
              text: t(
                'One entry of `driver/list`: `common`, `additional`, `config`.',
                '`driver/list` 中的一项：`common`、`additional`、`config`。',
              ),
              example: {common: [], additional: [], config: {name: 'Local'}},
            },
            errors: [
              [
                404,
                t(
                  'Unknown driver ("driver [name] not found").',
                  '驱动未知（“driver [name] not found”）。',
                ),
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    file: 'admin/setting',
    position: 4,
    title: t('Settings', '设置'),
    description: t(
      'Admin routes under /api/admin/setting for reading and saving settings, resetting the token and configuring offline download tools.',
      '/api/admin/setting 下的管理接口：读取和保存设置、重置令牌、配置离线下载工具。',
    ),
    intro: t(
      'Settings are key/value items stored in the database and shown on the Settings pages of the web UI. Values are always strings.',
      '设置是存放在数据库中的键值项，对应网页界面的设置页面；值始终为字符串。',
    ),
    sections: [
      {
        heading: t('Setting fields', '设置项字段'),
        anchor: 'setting-fields',
        text: t('Fields of a setting item.', '设置项的字段。'),
        fields: SETTING_FIELDS,
        routes: [],
      },
      {
        heading: t('Settings', '设置'),
        routes: [
          {
            route: 'GET /api/admin/setting/get',
            summary: t(
              'Returns one setting (with `key`) or several (with `keys`).',
              '返回一个设置项（使用 `key`）或多个（使用 `keys`）。',
            ),
            query: [
              f('key', 'string', false, 'One key.', '单个键。'),
              f(
                'keys',
                'string',
                false,
                'Comma-separated keys, used when `key` is empty.',
                '逗号分隔的多个键，`key` 为空时使用。',
              ),
            ],
            data: {
              text: t(
                'A setting item, or an array of them for `keys`.',
                '一个设置项；使用 `keys` 时为数组。',
              ),
              example: SETTING_EXAMPLE,
            },
            errors: [[400, t('A key does not exist.', '键不存在。')]],
          },
          {
            route: 'GET /api/admin/setting/list',
            summary: t(
              'Lists all settings, or those of one or more groups.',
              '列出全部设置，或一个/多个分组的设置。',
            ),
            query: [
              f(
                'group',
                'integer',
                false,
                'One group number (see `group` in [setting fields](#setting-fields)).',
                '分组编号（见[设置项字段](#setting-fields)中的 `group`）。',
              ),
              f(
                'groups',
                'string',
                false,
                'Comma-separated group numbers; wins over `group`.',
                '逗号分隔的分组编号，优先于 `group`。',
              ),
            ],
            data: {
              text: t('Array of setting items.', '设置项数组。'),
              example: [SETTING_EXAMPLE],
            },
            errors: [
              [
                400,
                t(
                  'A group is not a number, or the query failed.',
                  '分组不是数字，或查询失败。',
                ),
              ],
            ],
            curl: `curl -s 'http://127.0.0.1:5244/api/admin/setting/list?group=1' -H "Authorization: $TOKEN"`,
          },
          {
            route: 'POST /api/admin/setting/save',
            summary: t(
              'Saves setting items and refreshes the cached web UI page.',
              '保存设置项，并刷新缓存的网页页面。',
            ),
            body: {
              text: t(
                'A JSON array of whole setting items, as returned by `setting/get` or `setting/list`, with the new `value`. Every field is stored as sent: a field left out is saved empty or 0, and `flag` 0 means public, so a private setting saved with only `key` and `value` is returned by `/api/public/settings` until the next restart, which restores the built-in fields of known keys. A key that does not exist is added.',
                '完整设置项组成的 JSON 数组（即 `setting/get` 或 `setting/list` 返回的内容），带上新的 `value`。每个字段都按发送的内容保存：未发送的字段存为空或 0，而 `flag` 为 0 表示公开，因此只带 `key` 和 `value` 保存的私有设置会出现在 `/api/public/settings` 中，直到下次重启恢复已知键的内置字段。不存在的键会被新增。',
              ),
              fields: SETTING_FIELDS.map((x) => ({...x, name: `[].${x.name}`})),
              example: [{...SETTING_EXAMPLE, value: 'My files'}],
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                500,
                t(
                  'A value is invalid for its key, or saving failed.',
                  '某个值不符合要求，或保存失败。',
                ),
              ],
            ],
            curl: `curl -s http://127.0.0.1:5244/api/admin/setting/save \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '[{"key":"site_title","value":"My files","help":"","type":"string","options":"","group":1,"flag":0,"index":1}]'`,
          },
          {
            route: 'POST /api/admin/setting/delete',
            summary: t(
              'Deletes a deprecated setting item (`flag` 3); other items cannot be deleted.',
              '删除已弃用的设置项（`flag` 为 3）；其他设置项不能删除。',
            ),
            query: [f('key', 'string', true, 'Setting key.', '设置项键名。')],
            data: null,
            errors: [
              [
                500,
                t(
                  'No such key, the item is not deprecated ("setting [key] is not deprecated"), or deleting failed.',
                  '键不存在、设置项未弃用（“setting [key] is not deprecated”），或删除失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/setting/default',
            summary: t(
              'Returns the built-in default settings (it does not change anything), optionally only for some groups.',
              '返回内置的默认设置（不做任何修改），可只返回部分分组。',
            ),
            query: [
              f(
                'group',
                'integer',
                false,
                'One group number.',
                '单个分组编号。',
              ),
              f(
                'groups',
                'string',
                false,
                'Comma-separated group numbers.',
                '逗号分隔的分组编号。',
              ),
            ],
            data: {
              text: t(
                'Array of setting items with their default values.',
                '带默认值的设置项数组。',
              ),
              example: [SETTING_EXAMPLE],
            },
            errors: [[400, t('A group is not a number.', '分组不是数字。')]],
          },
          {
            route: 'POST /api/admin/setting/reset_token',
            summary: t(
              'Generates a new admin token (the `token` setting). Links signed with the old token stop working.',
              '生成新的管理员令牌（`token` 设置项）。用旧令牌签名的链接随即失效。',
            ),
            data: {
              text: t('The new token string.', '新的令牌字符串。'),
              example: 'openlist-1f0c9e…',
            },
            errors: [[500, t('Saving failed.', '保存失败。')]],
          },
        ],
      },
      {
        heading: t('Offline download tools', '离线下载工具'),
        intro: t(
          "Each route saves the tool's settings and initialises the tool, so that it shows up in `ANY /api/public/offline_download_tools`.",
          '每个接口都会保存对应工具的设置并初始化工具，之后它就会出现在 `ANY /api/public/offline_download_tools` 中。',
        ),
        routes: [
          {
            route: 'POST /api/admin/setting/set_aria2',
            summary: t(
              'Configures aria2 (settings `aria2_uri`, `aria2_secret`) and checks the connection.',
              '配置 aria2（设置项 `aria2_uri`、`aria2_secret`）并检查连接。',
            ),
            body: {
              fields: [
                f(
                  'uri',
                  'string',
                  true,
                  'aria2 JSON-RPC URL, e.g. `http://localhost:6800/jsonrpc`.',
                  'aria2 JSON-RPC 地址，例如 `http://localhost:6800/jsonrpc`。',
                ),
                f('secret', 'string', false, 'RPC secret.', 'RPC 密钥。'),
              ],
              example: {uri: 'http://localhost:6800/jsonrpc', secret: ''},
            },
            data: {
              text: t('The aria2 version string.', 'aria2 版本字符串。'),
              example: '1.37.0',
            },
            errors: [
              BAD_JSON,
              [
                500,
                t(
                  'Saving failed or aria2 cannot be reached. An empty `uri` is not refused: it is saved, and the connection then fails.',
                  '保存失败或无法连接 aria2。空的 `uri` 不会被拒绝：它会被保存，随后连接失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/setting/set_qbit',
            summary: t(
              'Configures qBittorrent (settings `qbittorrent_url`, `qbittorrent_seedtime`).',
              '配置 qBittorrent（设置项 `qbittorrent_url`、`qbittorrent_seedtime`）。',
            ),
            body: {
              fields: [
                f(
                  'url',
                  'string',
                  true,
                  'Web UI URL with credentials, e.g. `http://admin:pass@localhost:8080/`.',
                  '带凭据的 Web UI 地址，例如 `http://admin:pass@localhost:8080/`。',
                ),
                f(
                  'seedtime',
                  'string',
                  false,
                  'Minutes to keep seeding after the download.',
                  '下载完成后继续做种的分钟数。',
                ),
              ],
              example: {
                url: 'http://admin:adminadmin@localhost:8080/',
                seedtime: '0',
              },
            },
            data: OK_DATA,
            errors: [
              BAD_JSON,
              [
                500,
                t(
                  'Saving failed or qBittorrent cannot be reached. An empty `url` is not refused: it is saved, and the connection then fails.',
                  '保存失败或无法连接 qBittorrent。空的 `url` 不会被拒绝：它会被保存，随后连接失败。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/setting/set_transmission',
            summary: t(
              'Configures Transmission (settings `transmission_uri`, `transmission_seedtime`).',
              '配置 Transmission（设置项 `transmission_uri`、`transmission_seedtime`）。',
            ),
            body: {
              fields: [
                f(
                  'uri',
                  'string',
                  true,
                  'RPC URL, e.g. `http://localhost:9091/transmission/rpc`.',
                  'RPC 地址，例如 `http://localhost:9091/transmission/rpc`。',
                ),
                f(
                  'seedtime',
                  'string',
                  false,
                  'Minutes to keep seeding.',
                  '继续做种的分钟数。',
                ),
              ],
              example: {
                uri: 'http://localhost:9091/transmission/rpc',
                seedtime: '0',
              },
            },
            data: OK_DATA,
            errors: [
              BAD_JSON,
              [
                500,
                t(
                  'Saving failed or Transmission cannot be reached. An empty `uri` is not refused: it is saved, and the connection then fails.',
                  '保存失败或无法连接 Transmission。空的 `uri` 不会被拒绝：它会被保存，随后连接失败。',
                ),
              ],
            ],
          },
          tempDirRoute(
            'POST /api/admin/setting/set_115',
            '115 Cloud',
            '115_temp_dir',
          ),
          tempDirRoute(
            'POST /api/admin/setting/set_115_open',
            '115 Open',
            '115_open_temp_dir',
          ),
          {
            ...tempDirRoute(
              'POST /api/admin/setting/set_123_open',
              '123 Open',
              '123_open_temp_dir',
            ),
            body: {
              fields: [
                f(
                  'temp_dir',
                  'string',
                  false,
                  'Folder in a 123 Open storage used as scratch space.',
                  '123 Open 存储中的临时文件夹。',
                ),
                f(
                  'callback_url',
                  'string',
                  false,
                  'Callback URL passed to 123 Open for offline download notifications.',
                  '传给 123 Open 的离线下载回调地址。',
                ),
              ],
              example: {temp_dir: '/123/offline', callback_url: ''},
            },
          },
          tempDirRoute(
            'POST /api/admin/setting/set_123_pan',
            '123Pan',
            '123_temp_dir',
          ),
          {
            ...tempDirRoute(
              'POST /api/admin/setting/set_guangyapan',
              'GuangYaPan',
              'guangyapan_temp_dir',
            ),
            notes: t(
              'Unlike the other tools, GuangYaPan refuses to download into a storage of another driver while this folder is empty ("GuangYaPan temp dir is not set").',
              '与其他工具不同，此文件夹为空时，光鸭云盘工具拒绝下载到其他驱动的存储（“GuangYaPan temp dir is not set”）。',
            ),
          },
          tempDirRoute(
            'POST /api/admin/setting/set_pikpak',
            'PikPak',
            'pikpak_temp_dir',
          ),
          tempDirRoute(
            'POST /api/admin/setting/set_thunder',
            'Thunder',
            'thunder_temp_dir',
          ),
          tempDirRoute(
            'POST /api/admin/setting/set_thunderx',
            'ThunderX',
            'thunderx_temp_dir',
          ),
          tempDirRoute(
            'POST /api/admin/setting/set_thunder_browser',
            'ThunderBrowser',
            'thunder_browser_temp_dir',
          ),
        ],
      },
    ],
  },
  {
    file: 'admin/index-message',
    position: 5,
    title: t('Search index and messages', '搜索索引与消息'),
    description: t(
      'Admin routes under /api/admin/index for the search index and /api/admin/message for the message channel.',
      '/api/admin/index 下的搜索索引接口，以及 /api/admin/message 下的消息通道接口。',
    ),
    intro: t(
      'The index routes work only when a search index is configured (setting `search_index` is not `none`); otherwise they answer with code 404 "search not available".',
      '只有配置了搜索索引（设置 `search_index` 不为 `none`）时索引接口才可用，否则返回 code 404 “search not available”。',
    ),
    sections: [
      {
        heading: t('Manual scan', '手动扫描'),
        anchor: 'manual-scan',
        intro: t(
          'A manual scan lists a folder and all its sub-folders again from the storages, bypassing the cache. Each fresh listing also goes to the update hooks: the search index (when it updates automatically) and the local files of Strm storages. One scan runs at a time.',
          '手动扫描绕过缓存，从存储重新列出一个文件夹及其所有子文件夹。每次新获取的列表也会交给更新钩子：搜索索引（自动更新时）和 Strm 存储的本地文件。同一时间只能运行一次扫描。',
        ),
        routes: [
          {
            route: 'POST /api/admin/scan/start',
            summary: t(
              'Starts a scan of `path` in the background and returns at once. The counter of scanned objects starts again from 0.',
              '在后台开始扫描 `path` 并立即返回。已扫描对象的计数从 0 重新开始。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  false,
                  'Folder to scan, from the real root (`/` scans every storage).',
                  '要扫描的文件夹，从真实根目录算起（`/` 扫描所有存储）。',
                ),
                f(
                  'limit',
                  'number',
                  false,
                  'Largest number of folder listings per second, counted per storage; `0` or less means no limit.',
                  '每秒最多列出的文件夹数量，按每个存储分别计算；`0` 或更小表示不限制。',
                ),
              ],
              example: {path: '/media', limit: 2},
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                400,
                t(
                  'A scan is already running ("manual scan is running, please try later").',
                  '已有扫描正在运行（“manual scan is running, please try later”）。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/scan/stop',
            summary: t('Cancels the running scan.', '取消正在运行的扫描。'),
            data: null,
            errors: [
              [
                400,
                t(
                  'No scan is running ("manual scan is not running").',
                  '没有正在运行的扫描（“manual scan is not running”）。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/admin/scan/progress',
            summary: t(
              'Reports how far the current or last scan got.',
              '报告当前或上一次扫描的进度。',
            ),
            data: {
              fields: [
                f(
                  'obj_count',
                  'integer',
                  true,
                  'Files and folders listed so far.',
                  '目前已列出的文件和文件夹数。',
                ),
                f(
                  'is_done',
                  'boolean',
                  true,
                  '`true` when no scan is running.',
                  '没有扫描在运行时为 `true`。',
                ),
              ],
              example: {obj_count: 1532, is_done: false},
            },
            errors: [],
          },
        ],
      },
      {
        heading: t('Search index', '搜索索引'),
        routes: [
          {
            route: 'POST /api/admin/index/build',
            summary: t(
              'Clears the index and rebuilds it from `/` in the background, honouring the `ignore_paths` and `max_index_depth` settings.',
              '清空索引并在后台从 `/` 重建，遵循 `ignore_paths` 和 `max_index_depth` 设置。',
            ),
            data: null,
            errors: [
              [
                400,
                t(
                  'Indexing is already running ("index is running").',
                  '索引正在运行（“index is running”）。',
                ),
              ],
            ],
            curl: `curl -s -X POST http://127.0.0.1:5244/api/admin/index/build -H "Authorization: $TOKEN"`,
          },
          {
            route: 'POST /api/admin/index/update',
            summary: t(
              'Re-indexes some paths in the background (only for index types that support updates).',
              '在后台重新索引部分路径（仅限支持增量更新的索引类型）。',
            ),
            body: {
              fields: [
                f(
                  'paths',
                  'string[]',
                  true,
                  'Paths to re-index. Not checked: without it nothing is re-indexed.',
                  '要重新索引的路径。服务器不检查：不传则不重新索引任何内容。',
                ),
                f(
                  'max_depth',
                  'integer',
                  false,
                  'How deep to walk below each path.',
                  '每个路径向下遍历的深度。',
                ),
              ],
              example: {paths: ['/local/docs'], max_depth: 20},
            },
            data: null,
            errors: [
              BAD_JSON,
              [
                400,
                t(
                  'Indexing is running, or the index type does not support updates.',
                  '索引正在运行，或索引类型不支持更新。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/index/stop',
            summary: t(
              'Stops a running build or update.',
              '停止正在进行的构建或更新。',
            ),
            data: null,
            errors: [
              [
                400,
                t(
                  'Nothing is running ("index is not running").',
                  '没有正在运行的索引（“index is not running”）。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/index/clear',
            summary: t('Empties the index.', '清空索引。'),
            data: null,
            errors: [[400, t('Indexing is running.', '索引正在运行。')]],
          },
          {
            route: 'GET /api/admin/index/progress',
            summary: t(
              'Reports the progress of the last build or update.',
              '报告最近一次构建或更新的进度。',
            ),
            data: {
              fields: [
                f(
                  'obj_count',
                  'integer',
                  true,
                  'Objects indexed so far by the last build. From v4.2.3 an update also records `is_done`, `last_done_time` and `error` when it ends, but keeps the count from before.',
                  '上一次构建已索引的对象数。v4.2.3 起，更新结束时也会记录 `is_done`、`last_done_time` 和 `error`，但保留之前的计数。',
                ),
                f(
                  'is_done',
                  'boolean',
                  true,
                  'Whether the run finished.',
                  '是否已完成。',
                ),
                f(
                  'last_done_time',
                  'string (date-time) | null',
                  true,
                  'When a run last finished.',
                  '上次完成的时间。',
                ),
                f(
                  'error',
                  'string',
                  true,
                  'Error of the last run, if any.',
                  '上次运行的错误（如有）。',
                ),
              ],
              example: {
                obj_count: 12034,
                is_done: true,
                last_done_time: '2025-01-01T08:00:00Z',
                error: '',
              },
            },
            errors: [
              [500, t('The progress could not be read.', '无法读取进度。')],
            ],
          },
        ],
      },
      {
        heading: t('Messages', '消息'),
        intro: t(
          "A small in-memory channel between the server and the admin's browser: the server queues messages for the browser to pick up, and the browser can answer. Both sides are non-blocking.",
          '服务器与管理员浏览器之间的小型内存消息通道：服务器把消息排队等浏览器取走，浏览器也可以回复。两端都不会阻塞。',
        ),
        routes: [
          {
            route: 'POST /api/admin/message/get',
            summary: t(
              'Takes the next queued message for the browser.',
              '取出下一条等待浏览器处理的消息。',
            ),
            data: {
              text: t(
                'The message (any JSON value).',
                '消息（任意 JSON 值）。',
              ),
              example: {type: 'info', content: '…'},
            },
            errors: [
              [
                404,
                t(
                  'No message is waiting ("no message").',
                  '没有待取的消息（“no message”）。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/admin/message/send',
            summary: t(
              'Hands a reply to the server, if something on the server is waiting for one.',
              '把回复交给服务器（仅当服务器端正在等待时）。',
            ),
            body: {
              fields: [
                f(
                  'message',
                  'string',
                  true,
                  'The reply. Not checked: without it an empty string is handed on.',
                  '回复内容。服务器不检查：不传则转交空字符串。',
                ),
              ],
              example: {message: 'yes'},
            },
            data: null,
            errors: [
              BAD_JSON,
              [
                500,
                t(
                  'Nothing is waiting for a reply ("nowhere needed").',
                  '没有任何地方在等待回复（“nowhere needed”）。',
                ),
              ],
            ],
          },
        ],
      },
    ],
  },
];
