/**
 * API reference spec: file system routes (/api/fs).
 * Checked against server/handles/fsread.go, fsmanage.go, fsbatch.go, fsup.go,
 * search.go, archive.go, offline_download.go, server/middlewares/fsup.go and
 * search.go (v4.1.5).
 */
import {
  f,
  t,
  OBJ_FIELDS,
  OBJ_EXAMPLE,
  PAGE_FIELDS,
  TASK_EXAMPLE,
} from './fields.mjs';

const PASSWORD = f(
  'password',
  'string',
  false,
  'Folder password, when a meta rule protects the path.',
  '路径受元信息规则保护时的文件夹密码。',
);

const ACCESS_403 = [
  403,
  t(
    'The path is outside the user\'s base path, or the folder password is wrong or missing ("password is incorrect or you have no permission").',
    '路径超出用户的基础路径，或文件夹密码错误、缺失（“password is incorrect or you have no permission”）。',
  ),
];
const BAD_BODY = [
  400,
  t(
    'The request body or query cannot be parsed.',
    '请求体或查询参数无法解析。',
  ),
];
const PERM_403 = (/** @type {string} */ en, /** @type {string} */ zh) =>
  /** @type {[number, import('./fields.mjs').Text]} */ ([
    403,
    t(
      `The user lacks the "${en}" permission ("permission denied"), or a path is outside the base path.`,
      `用户没有“${zh}”权限（“permission denied”），或路径超出基础路径。`,
    ),
  ]);
const STORAGE_500 = [
  500,
  t(
    'The storage driver reported an error; `message` carries it.',
    '存储驱动报错，详情见 `message`。',
  ),
];
const GUEST_DISABLED = [
  401,
  t('No token and the guest user is disabled.', '未带令牌且访客用户已禁用。'),
];

const SHARE_NOTE = t(
  'A `path` that starts with `/@s/<share id>` reads from a share instead; the `password` field then carries the share password. This also works when the guest user is disabled.',
  '`path` 以 `/@s/<分享 ID>` 开头时改为读取分享内容，此时 `password` 字段填分享密码；即使访客用户已禁用也可以这样访问。',
);

const MOVE_COPY_BODY = [
  f(
    'src_dir',
    'string',
    true,
    'Folder that holds the items.',
    '条目所在的文件夹。',
  ),
  f('dst_dir', 'string', true, 'Target folder.', '目标文件夹。'),
  f(
    'names',
    'string[]',
    true,
    'Names of the items inside `src_dir`.',
    '`src_dir` 中的条目名称。',
  ),
  f(
    'overwrite',
    'boolean',
    false,
    'Replace items that already exist in `dst_dir`; otherwise the call fails.',
    '覆盖 `dst_dir` 中已存在的条目；否则调用失败。',
  ),
];

const TASKS_DATA = (
  /** @type {string} */ verb,
  /** @type {string} */ zhVerb,
) => ({
  fields: [
    f(
      'message',
      'string',
      true,
      `Summary, e.g. "Successfully created 1 ${verb} task(s)" or "${verb[0]?.toUpperCase()}${verb.slice(1)} operations completed immediately".`,
      `结果说明，例如 “Successfully created 1 ${verb} task(s)” 或 “${verb[0]?.toUpperCase()}${verb.slice(1)} operations completed immediately”。`,
    ),
    f(
      'tasks',
      'TaskInfo[]',
      false,
      `Background ${verb} tasks that were created (see [task fields](./task.md#task-fields)); absent when everything finished at once.`,
      `新建的后台${zhVerb}任务（字段见[任务字段](./task.md#task-fields)）；全部立即完成时不返回。`,
    ),
  ],
  example: {
    message: `Successfully created 1 ${verb} task(s)`,
    tasks: [TASK_EXAMPLE],
  },
});

const UPLOAD_HEADERS = [
  f(
    'File-Path',
    'string',
    true,
    'Full destination path of the file, URL-encoded (e.g. with `encodeURIComponent`).',
    '文件的完整目标路径，需 URL 编码（例如用 `encodeURIComponent`）。',
  ),
  f(
    'Password',
    'string',
    false,
    'Folder password, when a meta rule protects the folder.',
    '文件夹受元信息规则保护时的密码。',
  ),
  f(
    'As-Task',
    'string',
    false,
    '`true` to upload in the background and return a task.',
    '为 `true` 时在后台上传并返回任务。',
  ),
  f(
    'Overwrite',
    'string',
    false,
    '`false` to fail with 403 "file exists" instead of replacing an existing file. Default: replace.',
    '为 `false` 时若文件已存在则以 403 “file exists” 失败；默认覆盖。',
  ),
  f(
    'Last-Modified',
    'string',
    false,
    'Modification time in Unix milliseconds.',
    '修改时间（Unix 毫秒）。',
  ),
  f(
    'X-File-Md5',
    'string',
    false,
    'MD5 of the file, lets some drivers skip work.',
    '文件 MD5，部分驱动可借此秒传。',
  ),
  f('X-File-Sha1', 'string', false, 'SHA-1 of the file.', '文件 SHA-1。'),
  f('X-File-Sha256', 'string', false, 'SHA-256 of the file.', '文件 SHA-256。'),
];

const UPLOAD_DATA = {
  fields: [
    f(
      'task',
      'TaskInfo',
      false,
      'Only with `As-Task: true`: the upload task (see [task fields](./task.md#task-fields)).',
      '仅当 `As-Task: true`：上传任务（字段见[任务字段](./task.md#task-fields)）。',
    ),
  ],
  example: {task: TASK_EXAMPLE},
  text: t(
    '`null` unless `As-Task: true` was sent.',
    '未发送 `As-Task: true` 时为 `null`。',
  ),
};

const UPLOAD_ERRORS = [
  [400, t('`File-Path` cannot be URL-decoded.', '`File-Path` 无法 URL 解码。')],
  [
    403,
    t(
      'No write permission for the folder (user permission "create folders and upload" or a meta `write` rule), wrong folder password, or the file exists and `Overwrite: false` was sent.',
      '对该文件夹没有写权限（用户“新建文件夹和上传”权限或元信息 `write` 规则）、文件夹密码错误，或文件已存在且发送了 `Overwrite: false`。',
    ),
  ],
  [500, t('The upload failed in the storage driver.', '存储驱动上传失败。')],
];

const ARCHIVE_BODY = [
  f('path', 'string', true, 'Path of the archive file.', '压缩包文件路径。'),
  PASSWORD,
  f(
    'refresh',
    'boolean',
    false,
    'Re-read the archive instead of using the cache.',
    '重新读取压缩包而不使用缓存。',
  ),
  f(
    'archive_pass',
    'string',
    false,
    'Password of an encrypted archive.',
    '加密压缩包的密码。',
  ),
];

const ARCHIVE_ERRORS = [
  GUEST_DISABLED,
  [
    403,
    t(
      'The user lacks the "read archives" permission, or the folder password is wrong.',
      '用户没有“读取压缩包”权限，或文件夹密码错误。',
    ),
  ],
  [
    202,
    t(
      'The archive is encrypted and `archive_pass` is wrong or missing.',
      '压缩包已加密且 `archive_pass` 错误或缺失。',
    ),
  ],
  [500, t('The archive could not be read.', '无法读取压缩包。')],
];

/** @type {import('./types.mjs').Page[]} */
export const pages = [
  {
    file: 'fs',
    position: 5,
    title: t('File system', '文件系统'),
    description: t(
      'Routes under /api/fs: list, get, search, create, rename, move, copy, remove, upload, links, offline download and archives.',
      '/api/fs 下的接口：列出、获取、搜索、新建、重命名、移动、复制、删除、上传、链接、离线下载和压缩包。',
    ),
    intro: t(
      "All paths are as the user sees them: OpenList prepends the user's base path and refuses paths that would leave it. Reading follows the meta rules (folder passwords, hidden names); writing needs the matching user permission (see the `permission` bits in [users](./admin/user.md#user-fields)) or, for creating and uploading, a meta `write` rule. Without a token the guest user's permissions apply.",
      '所有路径都是用户视角的路径：OpenList 会在前面拼上用户的基础路径，并拒绝越出基础路径的请求。读取遵循元信息规则（文件夹密码、隐藏名称）；写操作需要相应的用户权限（见[用户](./admin/user.md#user-fields)的 `permission` 位），新建和上传也可以由元信息的 `write` 规则放行。未带令牌时按访客用户的权限处理。',
    ),
    sections: [
      {
        heading: t('Reading', '读取'),
        routes: [
          {
            route: 'ANY /api/fs/list',
            summary: t(
              'Lists a folder, one page at a time. The web UI sends POST with a JSON body.',
              '分页列出文件夹内容。网页界面使用 POST 加 JSON 请求体。',
            ),
            notes: SHARE_NOTE,
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  false,
                  'Folder to list; default `/`.',
                  '要列出的文件夹，默认 `/`。',
                ),
                PASSWORD,
                ...PAGE_FIELDS,
                f(
                  'refresh',
                  'boolean',
                  false,
                  'Bypass the directory cache. Needs write permission on the folder.',
                  '跳过目录缓存；需要该文件夹的写权限。',
                ),
              ],
              example: {
                path: '/docs',
                password: '',
                page: 1,
                per_page: 30,
                refresh: false,
              },
            },
            data: {
              fields: [
                f(
                  'content',
                  'object[]',
                  true,
                  'The items of this page; fields below.',
                  '本页条目，字段见下。',
                ),
                ...OBJ_FIELDS.map((x) => ({...x, name: `content[].${x.name}`})),
                f(
                  'total',
                  'integer',
                  true,
                  'Number of items in the folder.',
                  '文件夹中的条目总数。',
                ),
                f(
                  'readme',
                  'string',
                  true,
                  'Readme from the meta rule, if any.',
                  '元信息中的说明（readme），如有。',
                ),
                f(
                  'header',
                  'string',
                  true,
                  'Header from the meta rule, if any.',
                  '元信息中的页头（header），如有。',
                ),
                f(
                  'write',
                  'boolean',
                  true,
                  'Whether the caller may create and upload here.',
                  '调用者能否在此新建和上传。',
                ),
                f(
                  'provider',
                  'string',
                  true,
                  'Driver of the storage, or "unknown".',
                  '存储所用驱动，或 “unknown”。',
                ),
              ],
              example: {
                content: [OBJ_EXAMPLE],
                total: 1,
                readme: '',
                header: '',
                write: true,
                provider: 'Local',
              },
            },
            errors: [
              GUEST_DISABLED,
              ACCESS_403,
              [
                403,
                t(
                  '`refresh` without write permission ("Refresh without permission").',
                  '无写权限却要求 `refresh`（“Refresh without permission”）。',
                ),
              ],
              [
                400,
                t(
                  'A share path without an ID ("invalid share id").',
                  '分享路径中缺少 ID（“invalid share id”）。',
                ),
              ],
              STORAGE_500,
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/list \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"path":"/","page":1,"per_page":30}'`,
          },
          {
            route: 'ANY /api/fs/get',
            summary: t(
              'Returns one file or folder, with a download URL for files and the files next to it whose names start the same way (subtitles, lyrics).',
              '返回单个文件或文件夹；对文件给出下载地址，并列出同目录下名称前缀相同的文件（字幕、歌词等）。',
            ),
            notes: SHARE_NOTE,
            body: {
              fields: [
                f('path', 'string', true, 'File or folder.', '文件或文件夹。'),
                PASSWORD,
              ],
              example: {path: '/docs/readme.txt', password: ''},
            },
            data: {
              fields: [
                ...OBJ_FIELDS,
                f(
                  'raw_url',
                  'string',
                  true,
                  "Where to download the file: the storage's own URL, or an OpenList `/p/…` proxy URL (with `?sign=` when needed). Empty for folders.",
                  '文件下载地址：存储自己的地址，或 OpenList 的 `/p/…` 代理地址（需要时带 `?sign=`）。文件夹为空。',
                ),
                f(
                  'readme',
                  'string',
                  true,
                  'Readme from the meta rule.',
                  '元信息中的说明。',
                ),
                f(
                  'header',
                  'string',
                  true,
                  'Header from the meta rule.',
                  '元信息中的页头。',
                ),
                f(
                  'provider',
                  'string',
                  true,
                  'Driver or provider name.',
                  '驱动或提供方名称。',
                ),
                f(
                  'related',
                  'object[]',
                  true,
                  "Files in the same folder whose names start with this file's name without extension.",
                  '同目录下名称以本文件去扩展名后的名称开头的文件。',
                ),
              ],
              example: {
                ...OBJ_EXAMPLE,
                raw_url: 'http://127.0.0.1:5244/p/docs/readme.txt',
                readme: '',
                header: '',
                provider: 'Local',
                related: [],
              },
            },
            errors: [GUEST_DISABLED, ACCESS_403, STORAGE_500],
            curl: `curl -s http://127.0.0.1:5244/api/fs/get \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"path":"/docs/readme.txt"}'`,
          },
          {
            route: 'ANY /api/fs/dirs',
            summary: t(
              'Lists only the sub-folders of a folder (used by the folder pickers of move and copy).',
              '只列出文件夹的子文件夹（移动、复制时的目录选择器使用）。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  false,
                  'Folder; default `/`.',
                  '文件夹，默认 `/`。',
                ),
                PASSWORD,
                f(
                  'force_root',
                  'boolean',
                  false,
                  'Admins only: treat `path` as a path from the real root, ignoring the base path.',
                  '仅管理员：把 `path` 当作真实根目录下的路径，忽略基础路径。',
                ),
              ],
              example: {path: '/', password: '', force_root: false},
            },
            data: {
              fields: [
                f('[].name', 'string', true, 'Folder name.', '文件夹名。'),
                f(
                  '[].modified',
                  'string (date-time)',
                  true,
                  'Modification time.',
                  '修改时间。',
                ),
              ],
              example: [{name: 'docs', modified: '2025-01-01T08:00:00Z'}],
            },
            errors: [
              [
                403,
                t(
                  '`force_root` by a non-admin ("Permission denied"), or as for list.',
                  '非管理员使用 `force_root`（“Permission denied”），或与 list 相同的原因。',
                ),
              ],
              ACCESS_403,
              STORAGE_500,
            ],
          },
          {
            route: 'ANY /api/fs/search',
            summary: t(
              "Searches the search index. Results outside the user's base path, or behind a folder password the caller did not give, are dropped.",
              '在搜索索引中搜索。超出用户基础路径或受调用者未提供的文件夹密码保护的结果会被过滤掉。',
            ),
            body: {
              fields: [
                f(
                  'parent',
                  'string',
                  true,
                  'Folder to search in.',
                  '搜索范围所在的文件夹。',
                ),
                f('keywords', 'string', true, 'Search words.', '关键词。'),
                f(
                  'scope',
                  'integer',
                  false,
                  '0 everything, 1 folders only, 2 files only.',
                  '0 全部、1 仅文件夹、2 仅文件。',
                ),
                f(
                  'page',
                  'integer',
                  true,
                  'Page number, 1 or more.',
                  '页码，至少为 1。',
                ),
                f(
                  'per_page',
                  'integer',
                  true,
                  'Items per page, 1 or more.',
                  '每页条数，至少为 1。',
                ),
                PASSWORD,
              ],
              example: {
                parent: '/',
                keywords: 'report',
                scope: 0,
                page: 1,
                per_page: 100,
                password: '',
              },
            },
            data: {
              fields: [
                f(
                  'content[].parent',
                  'string',
                  true,
                  'Folder that holds the item.',
                  '条目所在的文件夹。',
                ),
                f('content[].name', 'string', true, 'Name.', '名称。'),
                f(
                  'content[].is_dir',
                  'boolean',
                  true,
                  'Whether it is a folder.',
                  '是否为文件夹。',
                ),
                f(
                  'content[].size',
                  'integer',
                  true,
                  'Size in bytes.',
                  '大小（字节）。',
                ),
                f(
                  'content[].type',
                  'integer',
                  true,
                  'Kind of object, as in list.',
                  '对象类别，同 list。',
                ),
                f(
                  'total',
                  'integer',
                  true,
                  'Number of matches reported by the index (before the permission filter).',
                  '索引报告的命中数（权限过滤之前）。',
                ),
              ],
              example: {
                content: [
                  {
                    parent: '/docs',
                    name: 'report.pdf',
                    is_dir: false,
                    size: 20480,
                    type: 0,
                  },
                ],
                total: 1,
              },
            },
            errors: [
              [
                400,
                t(
                  'Bad body, `page` or `per_page` below 1, or `parent` outside the base path.',
                  '请求体有误、`page` 或 `per_page` 小于 1，或 `parent` 超出基础路径。',
                ),
              ],
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/search \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"parent":"/","keywords":"report","scope":0,"page":1,"per_page":100}'`,
          },
          {
            route: 'ANY /api/fs/other',
            summary: t(
              'Calls a driver-specific extra operation on a path (for example video preview information on some cloud drives). Which `method` values exist depends on the driver; drivers without extras answer with an error.',
              '对某个路径调用驱动特有的额外操作（例如部分网盘的视频预览信息）。可用的 `method` 取决于驱动，不支持的驱动会返回错误。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  true,
                  'File the operation applies to.',
                  '操作针对的文件。',
                ),
                f(
                  'method',
                  'string',
                  true,
                  'Driver operation name, e.g. `video_preview` (implemented by the `Aliyundrive`, `AliyundriveOpen` and `AliyundriveShare` drivers, and by `139Yun` with type `personal_new`).',
                  '驱动操作名，例如 `video_preview`（`Aliyundrive`、`AliyundriveOpen`、`AliyundriveShare` 驱动，以及类型为 `personal_new` 的 `139Yun` 驱动实现了它）。',
                ),
                f(
                  'data',
                  'any',
                  false,
                  'Extra input for the operation.',
                  '操作的额外输入。',
                ),
                PASSWORD,
              ],
              example: {
                path: '/aliyun-open/movie.mkv',
                method: 'video_preview',
                password: '',
              },
            },
            data: {
              text: t('Whatever the driver returns.', '驱动返回的任意数据。'),
              example: {},
            },
            errors: [ACCESS_403, STORAGE_500],
          },
        ],
      },
      {
        heading: t('Creating, renaming and removing', '新建、重命名与删除'),
        routes: [
          {
            route: 'POST /api/fs/mkdir',
            summary: t(
              'Creates a folder (and missing parents).',
              '新建文件夹（包括缺少的上级目录）。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  true,
                  'Folder to create.',
                  '要新建的文件夹。',
                ),
              ],
              example: {path: '/docs/new-folder'},
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                403,
                t(
                  'No "create folders and upload" permission and no meta `write` rule, or the path is outside the base path.',
                  '没有“新建文件夹和上传”权限也没有元信息 `write` 规则，或路径超出基础路径。',
                ),
              ],
              STORAGE_500,
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/mkdir \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"path":"/docs/new-folder"}'`,
          },
          {
            route: 'POST /api/fs/rename',
            summary: t(
              'Renames one file or folder in place.',
              '就地重命名一个文件或文件夹。',
            ),
            body: {
              fields: [
                f('path', 'string', true, 'Current path.', '当前路径。'),
                f(
                  'name',
                  'string',
                  true,
                  'New name (no slashes).',
                  '新名称（不能含斜杠）。',
                ),
                f(
                  'overwrite',
                  'boolean',
                  false,
                  'Replace an existing item with that name.',
                  '覆盖同名条目。',
                ),
              ],
              example: {
                path: '/docs/old.txt',
                name: 'new.txt',
                overwrite: false,
              },
            },
            data: null,
            errors: [
              BAD_BODY,
              PERM_403('rename', '重命名'),
              [
                403,
                t(
                  'An item with the new name exists and `overwrite` is false ("file [name] exists").',
                  '新名称已存在且 `overwrite` 为 false（“file [name] exists”）。',
                ),
              ],
              STORAGE_500,
            ],
          },
          {
            route: 'POST /api/fs/batch_rename',
            summary: t(
              'Renames several items in one folder.',
              '批量重命名同一文件夹中的多个条目。',
            ),
            body: {
              fields: [
                f(
                  'src_dir',
                  'string',
                  true,
                  'Folder that holds the items.',
                  '条目所在的文件夹。',
                ),
                f(
                  'rename_objects',
                  'object[]',
                  true,
                  'Pairs of `src_name` (current name) and `new_name`.',
                  '由 `src_name`（当前名称）和 `new_name`（新名称）组成的列表。',
                ),
              ],
              example: {
                src_dir: '/photos',
                rename_objects: [
                  {src_name: 'IMG_0001.jpg', new_name: 'beach.jpg'},
                ],
              },
            },
            data: null,
            errors: [BAD_BODY, PERM_403('rename', '重命名'), STORAGE_500],
          },
          {
            route: 'POST /api/fs/regex_rename',
            summary: t(
              'Renames every file in a folder whose name matches a regular expression; `new_name_regex` may use groups such as `$1`.',
              '重命名文件夹中名称匹配正则表达式的所有文件；`new_name_regex` 中可以使用 `$1` 等分组。',
            ),
            body: {
              fields: [
                f('src_dir', 'string', true, 'Folder.', '文件夹。'),
                f(
                  'src_name_regex',
                  'string',
                  true,
                  'Regular expression matched against names.',
                  '匹配名称的正则表达式。',
                ),
                f(
                  'new_name_regex',
                  'string',
                  true,
                  'Replacement pattern.',
                  '替换模式。',
                ),
              ],
              example: {
                src_dir: '/photos',
                src_name_regex: '^IMG_(\\d+)\\.jpg$',
                new_name_regex: 'photo-$1.jpg',
              },
            },
            data: null,
            errors: [
              BAD_BODY,
              PERM_403('rename', '重命名'),
              [
                500,
                t(
                  'Invalid regular expression, or the driver failed.',
                  '正则表达式无效，或驱动出错。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/fs/remove',
            summary: t('Deletes items from a folder.', '删除文件夹中的条目。'),
            body: {
              fields: [
                f(
                  'dir',
                  'string',
                  true,
                  'Folder that holds the items.',
                  '条目所在的文件夹。',
                ),
                f(
                  'names',
                  'string[]',
                  true,
                  'Names to delete.',
                  '要删除的名称。',
                ),
              ],
              example: {dir: '/docs', names: ['old.txt', 'drafts']},
            },
            data: null,
            errors: [
              BAD_BODY,
              [
                400,
                t(
                  '`names` is empty ("Empty file names").',
                  '`names` 为空（“Empty file names”）。',
                ),
              ],
              PERM_403('remove', '删除'),
              STORAGE_500,
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/remove \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"dir":"/docs","names":["old.txt"]}'`,
          },
          {
            route: 'POST /api/fs/remove_empty_directory',
            summary: t(
              'Deletes every empty folder below `src_dir`, deepest first.',
              '删除 `src_dir` 下所有空文件夹，从最深处开始。',
            ),
            body: {
              fields: [
                f(
                  'src_dir',
                  'string',
                  true,
                  'Folder to clean.',
                  '要清理的文件夹。',
                ),
              ],
              example: {src_dir: '/downloads'},
            },
            data: null,
            errors: [BAD_BODY, PERM_403('remove', '删除'), STORAGE_500],
          },
        ],
      },
      {
        heading: t('Moving and copying', '移动与复制'),
        intro: t(
          'Depending on the storages involved, OpenList either finishes the operation at once or creates background tasks, which you follow with the [task routes](./task.md).',
          '视涉及的存储而定，OpenList 要么立即完成操作，要么创建后台任务，可用[任务接口](./task.md)跟踪。',
        ),
        routes: [
          {
            route: 'POST /api/fs/move',
            summary: t(
              'Moves items to another folder.',
              '把条目移动到另一个文件夹。',
            ),
            body: {
              fields: MOVE_COPY_BODY,
              example: {
                src_dir: '/local/in',
                dst_dir: '/s3/archive',
                names: ['a.txt'],
                overwrite: false,
              },
            },
            data: TASKS_DATA('move', '移动'),
            errors: [
              BAD_BODY,
              [400, t('`names` is empty.', '`names` 为空。')],
              PERM_403('move', '移动'),
              [
                403,
                t(
                  'An item exists in `dst_dir` and `overwrite` is false ("file [name] exists").',
                  '`dst_dir` 中已有同名条目且 `overwrite` 为 false（“file [name] exists”）。',
                ),
              ],
              STORAGE_500,
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/move \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"src_dir":"/local/in","dst_dir":"/s3/archive","names":["a.txt"]}'`,
          },
          {
            route: 'POST /api/fs/recursive_move',
            summary: t(
              'Moves everything below `src_dir` (files of all sub-folders, flattened) into `dst_dir`.',
              '把 `src_dir` 下的全部内容（所有子文件夹中的文件，展平）移动到 `dst_dir`。',
            ),
            body: {
              fields: [
                f(
                  'src_dir',
                  'string',
                  true,
                  'Folder to empty.',
                  '要清空的文件夹。',
                ),
                f('dst_dir', 'string', true, 'Target folder.', '目标文件夹。'),
                f(
                  'conflict_policy',
                  'string',
                  false,
                  'What to do when a name exists in `dst_dir`: `cancel` (fail with 403), `skip` or `overwrite`.',
                  '`dst_dir` 中已有同名文件时的处理：`cancel`（以 403 失败）、`skip` 或 `overwrite`。',
                ),
              ],
              example: {
                src_dir: '/downloads/album',
                dst_dir: '/music',
                conflict_policy: 'skip',
              },
            },
            data: null,
            notes: t(
              'On success `message` reads "Successfully moved N file(s)".',
              '成功时 `message` 为 “Successfully moved N file(s)”。',
            ),
            errors: [
              BAD_BODY,
              PERM_403('move', '移动'),
              [
                403,
                t(
                  'A name exists and the policy is `cancel`.',
                  '存在同名文件且策略为 `cancel`。',
                ),
              ],
              STORAGE_500,
            ],
          },
          {
            route: 'POST /api/fs/copy',
            summary: t(
              'Copies items to another folder.',
              '把条目复制到另一个文件夹。',
            ),
            body: {
              fields: MOVE_COPY_BODY,
              example: {
                src_dir: '/local/in',
                dst_dir: '/s3/backup',
                names: ['a.txt'],
                overwrite: false,
              },
            },
            data: TASKS_DATA('copy', '复制'),
            errors: [
              BAD_BODY,
              [400, t('`names` is empty.', '`names` 为空。')],
              PERM_403('copy', '复制'),
              [
                403,
                t(
                  'An item exists in `dst_dir` and `overwrite` is false.',
                  '`dst_dir` 中已有同名条目且 `overwrite` 为 false。',
                ),
              ],
              STORAGE_500,
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/copy \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"src_dir":"/local/in","dst_dir":"/s3/backup","names":["a.txt"]}'`,
          },
        ],
      },
      {
        heading: t('Uploading', '上传'),
        intro: t(
          'Both upload routes take the destination from the `File-Path` header and check write access before reading the body. The maximum client upload speed (`max_client_upload_speed` setting) applies.',
          '两个上传接口都从 `File-Path` 请求头读取目标路径，并在读取请求体之前检查写权限；受设置 `max_client_upload_speed`（客户端最大上传速度）限制。',
        ),
        routes: [
          {
            route: 'PUT /api/fs/put',
            summary: t(
              'Uploads the raw request body as the file (streaming). Send `Content-Length` or `X-File-Size`; without either the size is unknown and the driver must support that.',
              '把原始请求体作为文件上传（流式）。请发送 `Content-Length` 或 `X-File-Size`；都没有时大小未知，需要驱动支持。',
            ),
            headers: [
              ...UPLOAD_HEADERS,
              f(
                'X-File-Size',
                'integer',
                false,
                'File size, when `Content-Length` is not sent.',
                '未发送 `Content-Length` 时的文件大小。',
              ),
            ],
            body: {
              raw: 'application/octet-stream',
              text: t('The file content.', '文件内容。'),
            },
            data: UPLOAD_DATA,
            errors: [
              ...UPLOAD_ERRORS,
              [
                400,
                t('`X-File-Size` is not a number.', '`X-File-Size` 不是数字。'),
              ],
            ],
            curl: `curl -s -T ./report.pdf http://127.0.0.1:5244/api/fs/put \\
  -H "Authorization: $TOKEN" \\
  -H "File-Path: $(printf %s '/docs/report.pdf' | jq -sRr @uri)"`,
          },
          {
            route: 'PUT /api/fs/form',
            summary: t(
              'Uploads a file sent as `multipart/form-data` in the field `file`.',
              '上传以 `multipart/form-data` 发送、字段名为 `file` 的文件。',
            ),
            headers: UPLOAD_HEADERS,
            body: {
              multipart: [f('file', 'binary', true, 'The file.', '文件。')],
            },
            data: UPLOAD_DATA,
            errors: [
              ...UPLOAD_ERRORS,
              [
                405,
                t(
                  'The storage does not support uploads.',
                  '该存储不支持上传。',
                ),
              ],
            ],
            curl: `curl -s -X PUT http://127.0.0.1:5244/api/fs/form \\
  -H "Authorization: $TOKEN" \\
  -H 'File-Path: %2Fdocs%2Freport.pdf' \\
  -F 'file=@./report.pdf'`,
          },
        ],
      },
      {
        heading: t('Links and offline download', '链接与离线下载'),
        routes: [
          {
            route: 'POST /api/fs/link',
            summary: t(
              "Returns the storage's direct link for a file. The path is taken from the real root (the base path is not applied).",
              '返回文件在存储中的直链。路径从真实根目录算起（不拼接基础路径）。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  true,
                  'Full path of the file.',
                  '文件完整路径。',
                ),
              ],
              example: {path: '/local/video.mp4'},
            },
            data: {
              fields: [
                f(
                  'url',
                  'string',
                  true,
                  'Direct URL; for drivers without links, a signed `/p/…?d&sign=…` URL.',
                  '直链；驱动不提供链接时为带签名的 `/p/…?d&sign=…` 地址。',
                ),
                f(
                  'header',
                  'object',
                  false,
                  'HTTP headers the URL needs.',
                  '访问该地址需要的请求头。',
                ),
                f(
                  'concurrency',
                  'integer',
                  false,
                  'Suggested parallel connections.',
                  '建议的并发连接数。',
                ),
                f(
                  'part_size',
                  'integer',
                  false,
                  'Suggested part size for parallel download.',
                  '并发下载的建议分片大小。',
                ),
              ],
              example: {
                url: 'https://storage.example.com/video.mp4?token=…',
                header: {},
                concurrency: 0,
                part_size: 0,
              },
            },
            errors: [BAD_BODY, STORAGE_500],
          },
          {
            route: 'POST /api/fs/add_offline_download',
            summary: t(
              'Starts offline downloads of URLs into a folder with one of the tools from `ANY /api/public/offline_download_tools`.',
              '使用 `ANY /api/public/offline_download_tools` 列出的工具，把若干 URL 离线下载到某个文件夹。',
            ),
            body: {
              fields: [
                f(
                  'urls',
                  'string[]',
                  true,
                  'URLs (HTTP, magnet…) to download.',
                  '要下载的地址（HTTP、磁力链接等）。',
                ),
                f(
                  'path',
                  'string',
                  true,
                  'Destination folder.',
                  '目标文件夹。',
                ),
                f(
                  'tool',
                  'string',
                  true,
                  'Tool name, e.g. `aria2`, `qBittorrent`, `SimpleHttp`.',
                  '工具名，例如 `aria2`、`qBittorrent`、`SimpleHttp`。',
                ),
                f(
                  'delete_policy',
                  'string',
                  true,
                  '`delete_on_upload_succeed`, `delete_on_upload_failed`, `delete_never`, `delete_always` or `upload_download_stream`.',
                  '`delete_on_upload_succeed`、`delete_on_upload_failed`、`delete_never`、`delete_always` 或 `upload_download_stream`。',
                ),
              ],
              example: {
                urls: ['https://example.com/file.iso'],
                path: '/downloads',
                tool: 'SimpleHttp',
                delete_policy: 'delete_on_upload_succeed',
              },
            },
            data: {
              fields: [
                f(
                  'tasks',
                  'TaskInfo[]',
                  true,
                  'The created offline download tasks.',
                  '新建的离线下载任务。',
                ),
              ],
              example: {tasks: [TASK_EXAMPLE]},
            },
            errors: [
              [
                403,
                t(
                  'The user lacks the "add offline downloads" permission ("permission denied") or the path is outside the base path.',
                  '用户没有“添加离线下载”权限（“permission denied”），或路径超出基础路径。',
                ),
              ],
              BAD_BODY,
              [
                500,
                t(
                  'Unknown tool, tool not ready, or the task could not be added.',
                  '工具未知、未就绪，或无法添加任务。',
                ),
              ],
            ],
            curl: `curl -s http://127.0.0.1:5244/api/fs/add_offline_download \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"urls":["https://example.com/file.iso"],"path":"/downloads","tool":"SimpleHttp","delete_policy":"delete_on_upload_succeed"}'`,
          },
        ],
      },
      {
        heading: t('Archives', '压缩包'),
        intro: t(
          'OpenList can look inside archives whose extension is listed by `ANY /api/public/archive_extensions`. Inner files are downloaded through the [archive endpoints](./endpoints.md#archive-downloads).',
          '对于 `ANY /api/public/archive_extensions` 列出的扩展名，OpenList 可以查看压缩包内部。包内文件通过[压缩包下载端点](./endpoints.md#archive-downloads)下载。',
        ),
        routes: [
          {
            route: 'ANY /api/fs/archive/meta',
            summary: t(
              "Returns an archive's comment, whether it is encrypted and, when the tool can read it all at once, its whole tree.",
              '返回压缩包的注释、是否加密，以及（工具能一次读出时）完整的目录树。',
            ),
            notes: t(
              '`/@s/<share id>` paths read archives inside shares; that needs the `share_archive_preview` setting, otherwise the answer is 403 "sharing archives previewing is not allowed".',
              '`/@s/<分享 ID>` 路径读取分享中的压缩包，这需要开启 `share_archive_preview` 设置，否则返回 403 “sharing archives previewing is not allowed”。',
            ),
            body: {
              fields: ARCHIVE_BODY,
              example: {
                path: '/docs/files.zip',
                password: '',
                refresh: false,
                archive_pass: '',
              },
            },
            data: {
              fields: [
                f(
                  'comment',
                  'string',
                  true,
                  'Archive comment.',
                  '压缩包注释。',
                ),
                f(
                  'encrypted',
                  'boolean',
                  true,
                  'Whether it needs a password.',
                  '是否需要密码。',
                ),
                f(
                  'content',
                  'object[] | null',
                  true,
                  'Tree of entries (list fields plus `children`), or null when the tool cannot list everything at once; then use archive/list.',
                  '条目树（list 的字段加 `children`）；工具不能一次列出时为 null，此时请用 archive/list。',
                ),
                f(
                  'sort',
                  'object',
                  false,
                  'Sort options of the storage.',
                  '存储的排序选项。',
                ),
                f(
                  'raw_url',
                  'string',
                  true,
                  'Base URL for inner files (`/ad/…` or `/ap/…`).',
                  '包内文件的基础地址（`/ad/…` 或 `/ap/…`）。',
                ),
                f(
                  'sign',
                  'string',
                  true,
                  'Signature for that URL, when needed.',
                  '该地址需要时使用的签名。',
                ),
              ],
              example: {
                comment: '',
                encrypted: false,
                content: [{...OBJ_EXAMPLE, name: 'a.txt', children: null}],
                raw_url: 'http://127.0.0.1:5244/ad/docs/files.zip',
                sign: '',
              },
            },
            errors: ARCHIVE_ERRORS,
          },
          {
            route: 'ANY /api/fs/archive/list',
            summary: t(
              'Lists one folder inside an archive, one page at a time.',
              '分页列出压缩包内的一个文件夹。',
            ),
            body: {
              fields: [
                ...ARCHIVE_BODY,
                f(
                  'inner_path',
                  'string',
                  false,
                  'Folder inside the archive; default `/`.',
                  '压缩包内的文件夹，默认 `/`。',
                ),
                ...PAGE_FIELDS,
              ],
              example: {
                path: '/docs/files.zip',
                inner_path: '/',
                archive_pass: '',
                page: 1,
                per_page: 50,
              },
            },
            data: {
              fields: [
                f(
                  'content',
                  'object[]',
                  true,
                  'Entries with the list fields (`sign` and `thumb` empty).',
                  '条目，字段同 list（`sign`、`thumb` 为空）。',
                ),
                f(
                  'total',
                  'integer',
                  true,
                  'Entries in that folder.',
                  '该文件夹中的条目数。',
                ),
              ],
              example: {content: [{...OBJ_EXAMPLE, name: 'a.txt'}], total: 1},
            },
            errors: ARCHIVE_ERRORS,
          },
          {
            route: 'POST /api/fs/archive/decompress',
            summary: t(
              'Extracts archives (or one folder inside them) into a folder as background tasks.',
              '以后台任务把压缩包（或其中某个文件夹）解压到目标文件夹。',
            ),
            body: {
              fields: [
                f(
                  'src_dir',
                  'string',
                  true,
                  'Folder holding the archives.',
                  '压缩包所在文件夹。',
                ),
                f('dst_dir', 'string', true, 'Where to extract.', '解压目标。'),
                f(
                  'name',
                  'string | string[]',
                  true,
                  'Archive name, or several names.',
                  '压缩包名称，或多个名称。',
                ),
                f(
                  'archive_pass',
                  'string',
                  false,
                  'Archive password.',
                  '压缩包密码。',
                ),
                f(
                  'inner_path',
                  'string',
                  false,
                  'Only extract this folder of the archive; default `/`.',
                  '只解压压缩包中的这个文件夹，默认 `/`。',
                ),
                f(
                  'cache_full',
                  'boolean',
                  false,
                  'Download the whole archive before extracting.',
                  '解压前先完整下载压缩包。',
                ),
                f(
                  'put_into_new_dir',
                  'boolean',
                  false,
                  'Extract into a new folder named after the archive.',
                  '解压到以压缩包命名的新文件夹中。',
                ),
              ],
              example: {
                src_dir: '/docs',
                dst_dir: '/docs/unpacked',
                name: ['files.zip'],
                archive_pass: '',
                inner_path: '/',
                cache_full: false,
                put_into_new_dir: true,
              },
            },
            data: {
              fields: [
                f(
                  'task',
                  'TaskInfo[]',
                  true,
                  'The created decompress tasks (note the singular key).',
                  '新建的解压任务（注意键名为单数 `task`）。',
                ),
              ],
              example: {task: [TASK_EXAMPLE]},
            },
            errors: [
              BAD_BODY,
              PERM_403('decompress archives', '解压'),
              [202, t('Wrong archive password.', '压缩包密码错误。')],
              STORAGE_500,
            ],
          },
        ],
      },
    ],
  },
];
