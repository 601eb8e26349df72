/**
 * API reference spec: file system routes (/api/fs).
 * Checked against server/handles/fsread.go, fsmanage.go, fsbatch.go, fsup.go,
 * search.go, archive.go, offline_download.go, server/middlewares/fsup.go and
 * search.go (v4.2.5).
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
  f(
    'skip_existing',
    'boolean',
    false,
    'Without `overwrite`: leave out the items that already exist in `dst_dir` instead of failing.',
    '未设置 `overwrite` 时：跳过 `dst_dir` 中已存在的条目，而不是调用失败。',
  ),
];

/** The copy body: move's fields plus `merge`. */
const COPY_BODY = [
  ...MOVE_COPY_BODY,
  f(
    'merge',
    'boolean',
    false,
    'Without `overwrite`: copy a folder into the folder of the same name that already exists in `dst_dir`, adding only the files it does not have yet (existing files are skipped); items that exist and are not folders are left out.',
    '未设置 `overwrite` 时：把文件夹复制进 `dst_dir` 中已存在的同名文件夹，只添加其中还没有的文件（已有的文件跳过）；已存在但不是文件夹的条目被跳过。',
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
      'No write permission for the folder (the user permission "Write content (Create / Upload / Modify)" or a meta `write` rule, and not left out by a meta `write_users` list), the path leaves the user\'s base path, the file exists and `Overwrite: false` was sent, or the name is a system file and `ignore_system_files` is on ("system file upload ignored"; from v4.1.8). Folder passwords are not checked.',
      '对该文件夹没有写权限（用户权限“写入内容（创建/上传/修改）”或元信息 `write` 规则，且未被元信息 `write_users` 名单排除）、路径超出用户的基础路径、文件已存在且发送了 `Overwrite: false`，或文件名是系统文件且开启了 `ignore_system_files`（“system file upload ignored”；v4.1.8 起）。不检查文件夹密码。',
    ),
  ],
  [500, t('The upload failed in the storage driver.', '存储驱动上传失败。')],
];

/** Fields of a multipart upload session (internal/multipart SessionSnapshot). */
const MULTIPART_SESSION = [
  f(
    'upload_id',
    'string',
    true,
    'Id of the session; send it as `X-Upload-Id`.',
    '会话 id；以 `X-Upload-Id` 发送。',
  ),
  f(
    'state',
    'string',
    true,
    '`receiving`, `completed`, `failed_retriable`, `failed_permanent` or `aborted`.',
    '`receiving`、`completed`、`failed_retriable`、`failed_permanent` 或 `aborted`。',
  ),
  f(
    'attempt',
    'integer',
    true,
    'How many times the upload to the storage was started.',
    '向存储上传已开始的次数。',
  ),
  f('path', 'string', true, 'Full path of the file.', '文件的完整路径。'),
  f('size', 'integer', true, 'Size of the file in bytes.', '文件的字节数。'),
  f(
    'chunk_size',
    'integer',
    true,
    'Size of every chunk but the last, in bytes.',
    '除最后一块外每块的字节数。',
  ),
  f('total_chunks', 'integer', true, 'Number of chunks.', '块的总数。'),
  f(
    'received',
    'array',
    true,
    'Ranges of chunk numbers already received, as `[first, last]` pairs.',
    '已收到的块序号范围，形如 `[first, last]`。',
  ),
  f(
    'received_bytes',
    'integer',
    true,
    'Bytes received so far.',
    '已收到的字节数。',
  ),
  f(
    'frontier',
    'integer',
    true,
    'Number of the next chunk the upload to the storage will take.',
    '向存储上传时下一个要取用的块序号。',
  ),
  f(
    'storage_progress',
    'number',
    true,
    'Progress of the upload to the storage, in percent.',
    '向存储上传的进度（百分比）。',
  ),
  f('error', 'string', false, 'Why the upload failed.', '上传失败的原因。'),
];

/** The header that names a multipart upload session. */
const UPLOAD_ID_HEADER = f(
  'X-Upload-Id',
  'string',
  true,
  '`upload_id` from `init`.',
  '`init` 返回的 `upload_id`。',
);
const NOT_OWNER = [
  403,
  t('The session belongs to another user.', '会话属于其他用户。'),
];
const NO_SESSION = [404, t('No such session.', '没有这个会话。')];

const MULTIPART_EXAMPLE = {
  upload_id: '3f2a…',
  state: 'receiving',
  attempt: 1,
  path: '/docs/video.mp4',
  size: 52428800,
  chunk_size: 10485760,
  total_chunks: 5,
  received: [[0, 1]],
  received_bytes: 20971520,
  frontier: 2,
  storage_progress: 40,
};

/** Fields `torrent/parse` returns (server/handles/torrent.go ParseTorrentResp). */
const TORRENT_INFO = [
  f('name', 'string', true, 'Name in the torrent.', '种子中的名称。'),
  f(
    'total_size',
    'integer',
    true,
    'Total size of its files in bytes.',
    '所含文件的总字节数。',
  ),
  f(
    'piece_length',
    'integer',
    true,
    'Piece size in bytes.',
    '分片大小（字节）。',
  ),
  f('piece_count', 'integer', true, 'Number of pieces.', '分片数量。'),
  f(
    'info_hash',
    'string',
    true,
    'Info hash, hexadecimal.',
    'info hash（十六进制）。',
  ),
  f(
    'files',
    'array',
    true,
    'Its files, each with `path` and `size`.',
    '所含文件，每项有 `path` 和 `size`。',
  ),
  f(
    'has_cas',
    'boolean',
    true,
    'Whether it carries the CAS extension.',
    '是否带有 CAS 扩展。',
  ),
  f(
    'cas',
    'object',
    false,
    'With `has_cas`: `file_md5`, `slice_md5`, `slice_size` and `cloud`.',
    '有 `has_cas` 时：`file_md5`、`slice_md5`、`slice_size` 和 `cloud`。',
  ),
];

const TORRENT_INFO_EXAMPLE = {
  name: 'film.mkv',
  total_size: 734003200,
  piece_length: 1048576,
  piece_count: 700,
  info_hash: '5b0c…',
  files: [{path: 'film.mkv', size: 734003200}],
  has_cas: false,
};

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
      '所有路径都是用户视角的路径：OpenList 会在前面拼上用户的基础路径，并拒绝超出基础路径的请求。读取遵循元信息规则（文件夹密码、隐藏名称）；写操作需要相应的用户权限（见[用户](./admin/user.md#user-fields)的 `permission` 位），新建和上传也可以由元信息的 `write` 规则放行。未带令牌时按访客用户的权限处理。',
    ),
    // Too long for one page (about 7,900 elements, slow to lay out and
    // hydrate on a phone): /api/fs is an overview, and each group of sections
    // below has its own page under /api/fs/.
    split: [
      {
        slug: 'read',
        sections: 1,
        title: t('Reading and searching', '读取与搜索'),
        description: t(
          "List a folder, get one file or folder with its download URL, list sub-folders, search the index and call a driver's extra operations.",
          '列出文件夹、获取单个文件或文件夹及其下载地址、列出子文件夹、搜索索引，以及调用驱动的附加操作。',
        ),
      },
      {
        slug: 'manage',
        sections: 2,
        title: t(
          'Creating, renaming, moving and removing',
          '新建、重命名、移动与删除',
        ),
        description: t(
          'Create folders; rename one item, several, or by regular expression; remove items and empty folders; move and copy, within a storage or between storages.',
          '新建文件夹；重命名单个、多个或按正则表达式重命名；删除条目和空文件夹；在存储内或跨存储移动与复制。',
        ),
      },
      {
        slug: 'upload',
        sections: 3,
        title: t('Uploading', '上传'),
        description: t(
          'Upload a file in one request (raw body or form), in resumable chunks, or straight to the storage with an address the storage hands out.',
          '以三种方式上传文件：一次请求（原始请求体或表单）、分块续传，或通过存储给出的地址直接传到存储。',
        ),
      },
      {
        slug: 'torrents',
        sections: 1,
        title: t('Torrents', '种子文件'),
        description: t(
          'Read a torrent, build one for a file, and store a file from a CAS torrent on 189CloudPC without uploading it.',
          '解析种子、为文件生成种子，以及用带 CAS 扩展的种子在天翼云 PC（189CloudPC）上免上传保存文件。',
        ),
      },
      {
        slug: 'links',
        sections: 1,
        title: t('Links and offline download', '链接与离线下载'),
        description: t(
          "Get a storage's direct link for a file, and download URLs into a folder with an offline download tool.",
          '获取文件在存储上的直链，以及用离线下载工具把 URL 下载到文件夹。',
        ),
      },
      {
        slug: 'archives',
        sections: 1,
        title: t('Archives', '压缩包'),
        description: t(
          "Read an archive's details and its folders, and extract archives into a folder.",
          '查看压缩包的信息和其中的文件夹，以及把压缩包解压到文件夹。',
        ),
      },
    ],
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
                  'object[] | null',
                  true,
                  'The items of this page; fields below. `null` for an empty folder or a page past the end.',
                  '本页条目，字段见下。文件夹为空或页码超出末页时为 `null`。',
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
                  'Whether writing here is open to the caller: `false` when a meta rule keeps writing to other users (`write_users`). Creating and uploading also need the user permission or `write_content_bypass`.',
                  '此处的写入是否对调用者开放：元信息规则把写入限定给其他用户（`write_users`）时为 `false`。新建和上传还需要用户权限或 `write_content_bypass`。',
                ),
                f(
                  'write_content_bypass',
                  'boolean',
                  true,
                  'Whether a meta rule with `write` covers this folder, so uploads are allowed even without the user permission.',
                  '是否有带 `write` 的元信息规则覆盖此文件夹，使得即使没有用户权限也允许上传。',
                ),
                f(
                  'direct_upload_tools',
                  'string[]',
                  false,
                  'Direct-upload tools the storage offers here (see `POST /api/fs/get_direct_upload_info`). Only looked up when the caller may write content here (as for `refresh`); omitted otherwise or when there are none.',
                  '存储在此提供的直传工具（见 `POST /api/fs/get_direct_upload_info`）。只有调用者可以在此写入内容时（条件同 `refresh`）才会查询；否则或没有时不返回。',
                ),
                f(
                  'provider',
                  'string',
                  true,
                  'Always "unknown" (from v4.1.7; before, the driver of the storage). `fs/get` still returns the provider.',
                  '始终为 “unknown”（v4.1.7 起；此前为存储所用驱动）。`fs/get` 仍会返回提供方。',
                ),
              ],
              example: {
                content: [OBJ_EXAMPLE],
                total: 1,
                readme: '',
                header: '',
                write: true,
                write_content_bypass: false,
                provider: 'unknown',
              },
            },
            errors: [
              GUEST_DISABLED,
              ACCESS_403,
              [
                403,
                t(
                  '`refresh` without the right to write content here (user permission or a meta `write` rule, and not excluded by `write_users`): "Refresh without permission".',
                  '没有在此写入内容的权限（用户权限或元信息 `write` 规则，且未被 `write_users` 排除）却要求 `refresh`（“Refresh without permission”）。',
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
                ...OBJ_FIELDS.map((x) =>
                  x.name === 'type'
                    ? f(
                        'type',
                        'integer',
                        true,
                        'Kind of object, from the extension of the name only: 0 unknown, 2 video, 3 audio, 4 text, 5 image. Never 1, also for folders (unlike list).',
                        '对象类别，只按名称的扩展名判断：0 未知、2 视频、3 音频、4 文本、5 图片。即使是文件夹也不会是 1（与 list 不同）。',
                      )
                    : x,
                ),
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
                  'object[] | null',
                  true,
                  "Files in the same folder whose names start with this file's name without extension; `null` when there are none.",
                  '同目录下名称以本文件去扩展名后的名称开头的文件；没有时为 `null`。',
                ),
              ],
              example: {
                ...OBJ_EXAMPLE,
                raw_url: 'http://127.0.0.1:5244/p/docs/readme.txt',
                readme: '',
                header: '',
                provider: 'Local',
                related: null,
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
              text: t(
                'The sub-folders; `null` when there are none.',
                '子文件夹列表；没有子文件夹时为 `null`。',
              ),
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
                  'Number of matches left after the permission filter described above (from v4.2.4; before, the count the index reported before filtering).',
                  '经过上述权限过滤后剩下的命中数（v4.2.4 起；此前为索引在过滤前报告的命中数）。',
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
                  'No "Write content (Create / Upload / Modify)" permission and no meta `write` rule, a meta `write_users` list leaves the user out, or the path is outside the base path.',
                  '没有“写入内容（创建/上传/修改）”权限也没有元信息 `write` 规则、元信息 `write_users` 名单不包含该用户，或路径超出基础路径。',
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
                  '`name` is empty, `.` or `..`, or contains `/` or `\\` ("using relative path is not allowed").',
                  '`name` 为空、为 `.` 或 `..`，或含有 `/` 或 `\\`（“using relative path is not allowed”）。',
                ),
              ],
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
                  'Pairs of `src_name` (current name) and `new_name`, renamed in order. Pairs where either name is empty are skipped.',
                  '由 `src_name`（当前名称）和 `new_name`（新名称）组成的列表，按顺序重命名。任一名称为空的条目会被跳过。',
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
            errors: [
              BAD_BODY,
              PERM_403('rename', '重命名'),
              [
                403,
                t(
                  'A `new_name` (from v4.2.4 also a `src_name`) is `.` or `..` or contains `/` or `\\` ("using relative path is not allowed"). Pairs before it have already been renamed.',
                  '某个 `new_name`（v4.2.4 起也包括 `src_name`）为 `.` 或 `..`，或含有 `/` 或 `\\`（“using relative path is not allowed”）。它之前的条目已经完成重命名。',
                ),
              ],
              STORAGE_500,
            ],
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
                403,
                t(
                  'A resulting name is empty, `.` or `..`, or contains `/` or `\\` ("using relative path is not allowed"). Files handled before it have already been renamed.',
                  '某个替换后的名称为空、为 `.` 或 `..`，或含有 `/` 或 `\\`（“using relative path is not allowed”）。在它之前处理的文件已经完成重命名。',
                ),
              ],
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
            notes: t(
              'Warning: an entry of `names` that is empty or `.` stands for `dir` itself, so `dir` is deleted with everything in it (this fails only when `dir` is the root folder of a storage or a folder above the storages). Entries that lead outside `dir` (such as `../x`) are skipped (from v4.2.0).',
              '注意：`names` 中为空或为 `.` 的条目指向 `dir` 本身，因此会连同其全部内容删除 `dir`（只有当 `dir` 是存储的根文件夹或存储之上的文件夹时才会失败）。指向 `dir` 之外的条目（如 `../x`）会被跳过（v4.2.0 起）。',
            ),
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
              [
                400,
                t(
                  'Without `overwrite`, an entry of `names` points at the real root ("invalid file name [name]"; from v4.1.10): `src_dir` with the base path added is `/` and the entry is empty, `.` or `..`. In any other folder an empty or `.` entry stands for `src_dir` itself.',
                  '未设置 `overwrite` 时，`names` 中的某个条目指向真实根目录（“invalid file name [name]”；v4.1.10 起）：拼上基础路径后的 `src_dir` 为 `/`，且该条目为空、为 `.` 或 `..`。在其他文件夹中，为空或为 `.` 的条目指向 `src_dir` 本身。',
                ),
              ],
              PERM_403('move', '移动'),
              [
                403,
                t(
                  'An item exists in `dst_dir` and neither `overwrite` nor `skip_existing` is set ("file [name] exists").',
                  '`dst_dir` 中已有同名条目，且 `overwrite` 和 `skip_existing` 都未设置（“file [name] exists”）。',
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
              fields: COPY_BODY,
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
              [
                400,
                t(
                  'Without `overwrite`, an entry of `names` points at the real root ("invalid file name [name]"; from v4.1.10): `src_dir` with the base path added is `/` and the entry is empty, `.` or `..`. In any other folder an empty or `.` entry stands for `src_dir` itself.',
                  '未设置 `overwrite` 时，`names` 中的某个条目指向真实根目录（“invalid file name [name]”；v4.1.10 起）：拼上基础路径后的 `src_dir` 为 `/`，且该条目为空、为 `.` 或 `..`。在其他文件夹中，为空或为 `.` 的条目指向 `src_dir` 本身。',
                ),
              ],
              PERM_403('copy', '复制'),
              [
                403,
                t(
                  'An item exists in `dst_dir` and none of `overwrite`, `skip_existing` and `merge` is set ("file [name] exists").',
                  '`dst_dir` 中已有同名条目，且 `overwrite`、`skip_existing` 和 `merge` 都未设置（“file [name] exists”）。',
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
        heading: t('Resumable upload in chunks', '分块续传上传'),
        anchor: 'multipart-upload',
        intro: t(
          'A client uploads a large file as numbered chunks of one session: `init`, then `chunk` for every piece (in any order, several at once), then `complete`. If the connection drops, `status` tells which chunks the server already has, and the client sends only the rest. The server keeps up to 8 chunks per session in its temporary folder and passes them to the storage in order as they come in, so a chunk 8 or more places after the next one the storage needs has to wait. The setting `multipart_enabled` (on by default) turns the feature on or off; `multipart_chunk_size` sets the largest chunk in MB (default 10). Only the user who started a session can use it. Sessions live in memory: one unused for 30 minutes is dropped, and a restart drops them all. The `max_client_upload_speed` setting applies to `chunk`.',
          '客户端把大文件作为同一会话中编号的分块上传：先 `init`，再为每一块调用 `chunk`（顺序任意，可以并发），最后 `complete`。连接中断后，`status` 会告诉客户端服务器已有哪些块，只需补传其余部分。服务器为每个会话在临时目录中最多暂存 8 块，并在收到后按顺序交给存储，因此序号比存储所需的下一块大 8 或更多的块需要等待。设置项 `multipart_enabled`（默认开启）控制此功能的开关，`multipart_chunk_size` 以 MB 为单位设定最大块大小（默认 10）。只有创建会话的用户可以使用该会话。会话只保存在内存中：30 分钟未使用的会话会被丢弃，重启也会丢弃所有会话。`chunk` 受设置 `max_client_upload_speed` 限制。',
        ),
        routes: [
          {
            route: 'POST /api/fs/multipart/init',
            summary: t(
              "Starts an upload session for one file. If the same user already has a session for the same path and size, it is resumed when it failed in a way that can be retried, or when it is still receiving and the `X-File-*` hashes show it is the same file (at least one hash type in common, all shared ones equal); otherwise the old session is dropped. Needs the same write permission as `PUT /api/fs/put`. The `Content-Type` header, when sent, becomes the file's MIME type.",
              '为一个文件开始上传会话。若同一用户对同一路径和大小已有会话：该会话以可重试的方式失败，或仍在接收且 `X-File-*` 哈希证明是同一文件（至少有一种相同的哈希类型，且共有的哈希全部一致）时继续该会话；否则丢弃旧会话。需要与 `PUT /api/fs/put` 相同的写权限。若发送了 `Content-Type` 请求头，它会作为文件的 MIME 类型。',
            ),
            headers: [
              ...UPLOAD_HEADERS.filter((h) => !['As-Task'].includes(h.name)),
              f(
                'X-File-Size',
                'integer',
                true,
                'Size of the whole file in bytes; must be above 0 (upload empty files with `PUT /api/fs/put`).',
                '整个文件的字节数，必须大于 0（空文件请用 `PUT /api/fs/put` 上传）。',
              ),
              f(
                'X-Chunk-Size',
                'integer',
                false,
                'Preferred chunk size in bytes. The server uses it only when it is above 0 and smaller than `multipart_chunk_size`, and never below 1 MB.',
                '希望的块大小（字节）。仅当大于 0 且小于 `multipart_chunk_size` 时服务器才采用，且不小于 1 MB。',
              ),
            ],
            data: {
              text: t(
                'The session (fields below) and `resumed`: `true` when an unfinished session was picked up again.',
                '会话信息（字段见下）以及 `resumed`：继续了未完成的会话时为 `true`。',
              ),
              fields: MULTIPART_SESSION,
              example: {...MULTIPART_EXAMPLE, resumed: false},
            },
            errors: [
              [
                400,
                t(
                  '`File-Path` cannot be decoded, `X-File-Size` is missing or not a positive number, or `X-Chunk-Size` is not a number.',
                  '`File-Path` 无法解码，`X-File-Size` 缺失或不是正数，或 `X-Chunk-Size` 不是数字。',
                ),
              ],
              [
                403,
                t(
                  'Multipart upload is off ("multipart upload is disabled"), no write permission, the path leaves the user\'s base path, the file exists and `Overwrite: false` was sent, or the name is a system file and `ignore_system_files` is on.',
                  '分块上传已关闭（“multipart upload is disabled”）、没有写权限、路径超出用户的基础路径、文件已存在且发送了 `Overwrite: false`，或文件名是系统文件且开启了 `ignore_system_files`。',
                ),
              ],
              [
                405,
                t(
                  'The storage does not support uploads.',
                  '该存储不支持上传。',
                ),
              ],
              [
                500,
                t(
                  'No storage holds the folder, or the session could not be created.',
                  '没有存储包含该文件夹，或无法创建会话。',
                ),
              ],
            ],
          },
          {
            route: 'PUT /api/fs/multipart/chunk',
            summary: t(
              'Sends one chunk as the raw request body. Sending a chunk the server already has does no harm, and chunks that arrive once the storage already has the whole file are accepted. Each chunk except the last must be exactly `chunk_size` bytes. After a retriable failure (`failed_retriable`), the upload starts again only when chunk 0 is sent; any other chunk is refused until then. If a chunk sent again for the new attempt differs from the first time, the session fails for good (`failed_permanent`). The server reads the request body before it answers, also when it refuses the chunk.',
              '以原始请求体发送一块。重复发送服务器已有的块不会造成问题，存储已收到整个文件后才到达的块也会被接受。除最后一块外，每块都必须正好是 `chunk_size` 字节。出现可重试的失败（`failed_retriable`）后，只有发送第 0 块才会重新开始上传，在此之前其他块都会被拒绝。若新一轮中重发的块与第一次内容不同，会话将永久失败（`failed_permanent`）。服务器先读取请求体再响应，拒绝该块时也是如此。',
            ),
            headers: [
              UPLOAD_ID_HEADER,
              f(
                'X-Chunk-Index',
                'integer',
                true,
                'Number of the chunk, from 0.',
                '块序号，从 0 开始。',
              ),
            ],
            body: {
              raw: 'application/octet-stream',
              text: t('The bytes of the chunk.', '该块的字节。'),
            },
            data: {
              text: t(
                'The session after this chunk (fields as for `init`, without `resumed`). Error answers carry it too.',
                '收到此块后的会话信息（字段同 `init`，没有 `resumed`）。出错时的响应也带有它。',
              ),
              example: MULTIPART_EXAMPLE,
            },
            errors: [
              [
                400,
                t(
                  '`X-Chunk-Index` is missing or not a number ("invalid X-Chunk-Index header"); the index is out of range; the chunk is shorter or longer than expected; the session failed for good; or a chunk other than 0 was sent after a retriable failure ("resend from chunk 0 to retry").',
                  '`X-Chunk-Index` 缺失或不是数字（“invalid X-Chunk-Index header”）；序号超出范围；块比预期短或长；会话已永久失败；或在可重试的失败后发送了第 0 块以外的块（“resend from chunk 0 to retry”）。',
                ),
              ],
              NOT_OWNER,
              NO_SESSION,
              [
                409,
                t(
                  'The same chunk is being received on another connection.',
                  '同一块正在另一个连接上接收。',
                ),
              ],
              [
                429,
                t(
                  'The chunk was still outside the window the server can hold after waiting 10 seconds ("chunk is out of the receiving window"); send it again later.',
                  '等待 10 秒后该块仍超出服务器当前能暂存的窗口（“chunk is out of the receiving window”），请稍后重发。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/fs/multipart/complete',
            summary: t(
              'Waits until the storage has the whole file and reports the outcome, like `PUT /api/fs/put` answers only after the upload. It does not wait while chunks are missing. On success the session is closed.',
              '等待存储收到整个文件并报告结果，就像 `PUT /api/fs/put` 在上传结束后才响应一样。仍有块缺失时不会等待。成功后会话即关闭。',
            ),
            headers: [UPLOAD_ID_HEADER],
            data: {
              text: t(
                'The final session; `state` is `completed` on success.',
                '最终的会话信息；成功时 `state` 为 `completed`。',
              ),
              example: {
                ...MULTIPART_EXAMPLE,
                state: 'completed',
                storage_progress: 100,
              },
            },
            errors: [
              [
                400,
                t(
                  'Chunks are still missing ("cannot complete: X of Y bytes received"), or the upload failed; the session in `data` says whether it can be retried (`state`, `error`).',
                  '仍有块缺失（“cannot complete: X of Y bytes received”），或上传失败；`data` 中的会话信息说明能否重试（`state`、`error`）。',
                ),
              ],
              NOT_OWNER,
              NO_SESSION,
            ],
          },
          {
            route: 'GET /api/fs/multipart/status',
            summary: t(
              'Looks up a session of the caller by `upload_id`, or by `path` and `size` so that a client that lost the id can resume. A finished session stays visible until it is dropped (30 minutes without use); a completed one is gone after `complete`.',
              '按 `upload_id` 查找调用者的会话，或按 `path` 和 `size` 查找，以便丢失了 id 的客户端继续上传。已结束的会话在被丢弃前（30 分钟未使用）仍可查到；成功完成的会话在 `complete` 之后即不存在。',
            ),
            query: [
              f('upload_id', 'string', false, 'The session id.', '会话 id。'),
              f(
                'path',
                'string',
                false,
                "Without `upload_id`: path of the file as sent in `File-Path` to `init` (not URL-encoded a second time); the user's base path is added.",
                '未提供 `upload_id` 时：文件路径，与 `init` 时 `File-Path` 中的路径相同（不要再次 URL 编码）；会在前面拼上用户的基础路径。',
              ),
              f(
                'size',
                'integer',
                false,
                'Without `upload_id`: size of the file in bytes.',
                '未提供 `upload_id` 时：文件的字节数。',
              ),
            ],
            data: {
              text: t(
                'The session (fields as for `init`).',
                '会话信息（字段同 `init`）。',
              ),
              example: MULTIPART_EXAMPLE,
            },
            errors: [
              [
                400,
                t(
                  'Neither `upload_id` nor `path` with a numeric `size` was given ("status lookup requires upload_id, or path and size").',
                  '既没有 `upload_id`，也没有 `path` 加数字 `size`（“status lookup requires upload_id, or path and size”）。',
                ),
              ],
              [
                403,
                t(
                  'The session belongs to another user, or the path is outside the base path.',
                  '会话属于其他用户，或路径超出基础路径。',
                ),
              ],
              NO_SESSION,
            ],
          },
          {
            route: 'POST /api/fs/multipart/abort',
            summary: t(
              'Stops the session, cancels the upload to the storage and discards the chunks the server holds; the session is gone at once.',
              '停止会话，取消向存储的上传，并丢弃服务器暂存的块；会话立即消失。',
            ),
            headers: [UPLOAD_ID_HEADER],
            data: null,
            errors: [NOT_OWNER, NO_SESSION],
          },
        ],
      },
      {
        heading: t('Direct upload to the storage', '直传到存储'),
        routes: [
          {
            route: 'POST /api/fs/get_direct_upload_info',
            summary: t(
              'Asks the storage for an address where the browser can upload a file itself, without passing the data through OpenList. Only drivers that offer such a tool answer: Onedrive, OnedriveAPP, Onedrive Sharelink, S3 and Doge, when their **Enable direct upload** option is on (`fs/list` then lists `HttpDirect` in `direct_upload_tools`). The destination folder is created in the storage if it does not exist yet.',
              '向存储索取一个让浏览器直接上传文件的地址，数据不经过 OpenList。只有提供此类工具的驱动才会返回：开启了 **启用直传**（Onedrive 中为 **启用直连上传**）选项的 Onedrive、OnedriveAPP、Onedrive Sharelink、S3 和 Doge（此时 `fs/list` 会在 `direct_upload_tools` 中列出 `HttpDirect`）。目标文件夹不存在时会在存储中创建。',
            ),
            notes: t(
              "The write check is the one of `PUT /api/fs/put` and looks at the `File-Path` header, not at `path` in the body. Without `File-Path` it checks the folder above the user's base path.",
              '写权限检查与 `PUT /api/fs/put` 相同，检查的是 `File-Path` 请求头，而不是请求体中的 `path`。未发送 `File-Path` 时，检查的是用户基础路径的上一级文件夹。',
            ),
            headers: [
              f(
                'File-Path',
                'string',
                false,
                'URL-encoded path whose folder the write check uses (see above).',
                'URL 编码的路径，写权限检查针对其所在文件夹（见上文）。',
              ),
              f(
                'Overwrite',
                'string',
                false,
                '`false` to fail with 403 "file exists" when the file is already there. Default: replace.',
                '为 `false` 时若文件已存在则以 403 “file exists” 失败；默认覆盖。',
              ),
            ],
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  true,
                  "Destination folder, URL-encoded; the user's base path is added.",
                  '目标文件夹，需 URL 编码；会在前面拼上用户的基础路径。',
                ),
                f('file_name', 'string', true, 'Name of the file.', '文件名。'),
                f('file_size', 'integer', true, 'Size in bytes.', '字节数。'),
                f(
                  'tool',
                  'string',
                  false,
                  'Name of the direct-upload tool, `HttpDirect` for the drivers above. Onedrive Sharelink answers only for `HttpDirect`; the other drivers ignore the value.',
                  '直传工具名称，上述驱动为 `HttpDirect`。Onedrive Sharelink 只接受 `HttpDirect`，其他驱动忽略此值。',
                ),
              ],
              example: {
                path: '/onedrive/docs',
                file_name: 'report.pdf',
                file_size: 1048576,
                tool: 'HttpDirect',
              },
            },
            data: {
              text: t(
                'What the tool needs; for `HttpDirect` the fields below.',
                '工具所需的信息；`HttpDirect` 为下列字段。',
              ),
              fields: [
                f(
                  'upload_url',
                  'string',
                  true,
                  'Where to send the file.',
                  '文件的上传地址。',
                ),
                f(
                  'chunk_size',
                  'integer',
                  true,
                  'Size of each part to send; `0` means send the file in one request.',
                  '每次发送的分片大小；`0` 表示一次请求发送整个文件。',
                ),
                f(
                  'headers',
                  'object',
                  false,
                  'Extra request headers to send.',
                  '需要附带的请求头。',
                ),
                f(
                  'method',
                  'string',
                  false,
                  'HTTP method; `PUT` when absent.',
                  'HTTP 方法；缺省为 `PUT`。',
                ),
              ],
              example: {upload_url: 'https://…', chunk_size: 0},
            },
            errors: [
              BAD_BODY,
              [
                403,
                t(
                  'No write permission, `path` leaves the user\'s base path, `file_name` is empty, `.` or `..` or contains `/` or `\\`, or the file exists and `Overwrite: false` was sent ("file exists").',
                  '没有写权限、`path` 超出用户的基础路径、`file_name` 为空、为 `.` 或 `..`，或含有 `/` 或 `\\`，或文件已存在且发送了 `Overwrite: false`（“file exists”）。',
                ),
              ],
              [
                500,
                t(
                  'No storage holds the folder, the storage offers no direct upload ("not implement", also when the option is off), it is not ready, the folder cannot be created, or the driver failed.',
                  '没有存储包含该文件夹、存储不提供直传（“not implement”，选项关闭时也是如此）、存储尚未就绪、无法创建文件夹，或驱动出错。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('Torrents', '种子文件'),
        anchor: 'torrents',
        intro: t(
          'Helpers around `.torrent` files. Torrents can carry a CAS extension (file MD5, slice MD5 and slice size) that lets a 189CloudPC storage store the file without uploading it ("rapid upload"). Error texts of these routes are in Chinese.',
          '围绕 `.torrent` 文件的辅助接口。种子可以带有 CAS 扩展（文件 MD5、分片 MD5 和分片大小），让天翼云 PC（189CloudPC）存储无需上传即可保存文件（“秒传”）。这些接口的错误文字为中文。',
        ),
        routes: [
          {
            route: 'POST /api/fs/torrent/parse',
            summary: t(
              'Reads a torrent sent as Base64 and describes it.',
              '读取以 Base64 发送的种子并返回其内容说明。',
            ),
            body: {
              fields: [
                f(
                  'torrent_data',
                  'string',
                  true,
                  'The torrent file, Base64-encoded (at most 10 MB).',
                  'Base64 编码的种子文件（最大 10 MB）。',
                ),
              ],
              example: {torrent_data: 'ZDg6YW5ub3VuY2U…'},
            },
            data: {
              fields: TORRENT_INFO,
              example: TORRENT_INFO_EXAMPLE,
            },
            errors: [
              [
                400,
                t(
                  'Missing field, data over 10 MB, invalid Base64 or not a valid torrent.',
                  '缺少字段、数据超过 10 MB、Base64 无效或不是有效的种子。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/fs/torrent/upload_parse',
            summary: t(
              'Reads a torrent sent as a file upload, describes it and returns it as Base64 for the other routes.',
              '读取以文件上传方式发送的种子，返回其内容说明，并以 Base64 返回种子供其他接口使用。',
            ),
            body: {
              multipart: [
                f(
                  'torrent',
                  'binary',
                  true,
                  'The torrent file (at most 10 MB).',
                  '种子文件（最大 10 MB）。',
                ),
              ],
            },
            data: {
              fields: [
                f(
                  'info',
                  'object',
                  true,
                  'The description, as `torrent/parse` returns it.',
                  '内容说明，同 `torrent/parse` 的返回。',
                ),
                f(
                  'torrent_data',
                  'string',
                  true,
                  'The torrent, Base64-encoded.',
                  'Base64 编码的种子。',
                ),
              ],
              example: {
                info: TORRENT_INFO_EXAMPLE,
                torrent_data: 'ZDg6YW5ub3VuY2U…',
              },
            },
            errors: [
              [
                400,
                t(
                  'No file, file over 10 MB or not a valid torrent.',
                  '没有文件、文件超过 10 MB 或不是有效的种子。',
                ),
              ],
              [
                500,
                t('The uploaded file cannot be read.', '无法读取上传的文件。'),
              ],
            ],
          },
          {
            route: 'POST /api/fs/torrent/rapid_upload',
            summary: t(
              'Creates the file a CAS torrent describes (its name and total size) in a folder of a 189CloudPC storage, without uploading its content; this works only when the cloud already has a file with those hashes. The only access check is a meta `write_users` list: the user permission "Write content (Create / Upload / Modify)" is not checked. When the storage\'s `generate_torrent` option is on, the torrent is also saved next to the file as `<name>.cas.torrent` in the background.',
              '在天翼云 PC（189CloudPC）存储的文件夹中直接创建 CAS 种子所描述的文件（使用其名称和总大小），无需上传内容；只有云端已存在相同哈希的文件时才能成功。唯一的权限检查是元信息的 `write_users` 名单，不检查用户权限“写入内容（创建/上传/修改）”。若存储开启了 `generate_torrent` 选项，还会在后台把种子以 `<名称>.cas.torrent` 保存在该文件旁边。',
            ),
            body: {
              fields: [
                f(
                  'torrent_data',
                  'string',
                  true,
                  'The torrent, Base64-encoded; it must carry the CAS extension.',
                  'Base64 编码的种子，必须带有 CAS 扩展。',
                ),
                f(
                  'path',
                  'string',
                  true,
                  "Destination folder; the user's base path is added.",
                  '目标文件夹；会在前面拼上用户的基础路径。',
                ),
              ],
              example: {torrent_data: 'ZDg6YW5ub3VuY2U…', path: '/189pc/films'},
            },
            data: {
              fields: [
                f(
                  'message',
                  'string',
                  true,
                  'A success message (in Chinese).',
                  '成功提示（中文）。',
                ),
                f(
                  'file_name',
                  'string',
                  true,
                  'Name of the created file.',
                  '创建的文件名。',
                ),
                f(
                  'file_size',
                  'integer',
                  true,
                  'Its size in bytes.',
                  '其字节数。',
                ),
              ],
              example: {
                message: '秒传成功',
                file_name: 'film.mkv',
                file_size: 734003200,
              },
            },
            errors: [
              [
                400,
                t(
                  'Missing field, invalid torrent, no CAS extension, the path is not a folder, the storage is not 189CloudPC, or the cloud refused the rapid upload.',
                  '缺少字段、种子无效、没有 CAS 扩展、路径不是文件夹、存储不是 189CloudPC，或云盘拒绝秒传。',
                ),
              ],
              [
                403,
                t(
                  "A meta `write_users` list covering the folder leaves the user out, or the path leaves the user's base path.",
                  '覆盖该文件夹的元信息 `write_users` 名单不包含该用户，或路径超出用户的基础路径。',
                ),
              ],
              [
                500,
                t(
                  'The folder or its storage cannot be read.',
                  '无法读取文件夹或其存储。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/fs/torrent/generate',
            summary: t(
              'Builds a torrent for one file of at most 1 GB by reading the whole file from its storage before answering; with `with_cas` (189CloudPC storages only) the torrent also carries the CAS extension. The only access check is a meta `read_users` list; folder passwords and hidden names are not checked.',
              '在响应前从存储读取整个文件（不超过 1 GB）并为其生成种子；带 `with_cas` 时（仅限 189CloudPC 存储）种子还包含 CAS 扩展。唯一的权限检查是元信息的 `read_users` 名单，不检查文件夹密码和隐藏名称。',
            ),
            body: {
              fields: [
                f(
                  'path',
                  'string',
                  true,
                  "Path of the file; the user's base path is added.",
                  '文件路径；会在前面拼上用户的基础路径。',
                ),
                f(
                  'with_cas',
                  'boolean',
                  false,
                  'Add the CAS extension.',
                  '添加 CAS 扩展。',
                ),
              ],
              example: {path: '/189pc/films/film.mkv', with_cas: true},
            },
            data: {
              fields: [
                f(
                  'torrent_data',
                  'string',
                  true,
                  'The torrent, Base64-encoded.',
                  'Base64 编码的种子。',
                ),
                f(
                  'info_hash',
                  'string',
                  true,
                  'Its info hash, hexadecimal.',
                  '其 info hash（十六进制）。',
                ),
                f(
                  'file_name',
                  'string',
                  true,
                  'Suggested file name: the file name plus `.torrent`.',
                  '建议的文件名：原文件名加 `.torrent`。',
                ),
                f(
                  'size',
                  'integer',
                  true,
                  'Size of the torrent in bytes.',
                  '种子的字节数。',
                ),
                f(
                  'with_cas',
                  'boolean',
                  true,
                  'Whether the CAS extension was added.',
                  '是否添加了 CAS 扩展。',
                ),
              ],
              example: {
                torrent_data: 'ZDg6YW5ub3VuY2U…',
                info_hash: '5b0c…',
                file_name: 'film.mkv.torrent',
                size: 28713,
                with_cas: true,
              },
            },
            errors: [
              [
                400,
                t(
                  'Missing field, a folder, a file over 1 GB, `with_cas` on another driver, or a storage that cannot stream the file.',
                  '缺少字段、是文件夹、文件超过 1 GB、在其他驱动上使用 `with_cas`，或存储无法流式读取该文件。',
                ),
              ],
              [
                403,
                t(
                  "A meta `read_users` list covering the file leaves the user out, or the path leaves the user's base path.",
                  '覆盖该文件的元信息 `read_users` 名单不包含该用户，或路径超出用户的基础路径。',
                ),
              ],
              [
                500,
                t(
                  'The file, its link or its content cannot be read.',
                  '无法读取文件、链接或内容。',
                ),
              ],
            ],
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
                  'object | null',
                  true,
                  'HTTP headers the URL needs; `null` when there are none.',
                  '访问该地址需要的请求头；没有时为 `null`。',
                ),
                f(
                  'concurrency',
                  'integer',
                  true,
                  'Suggested parallel connections; 0 when the driver suggests none.',
                  '建议的并发连接数；驱动没有建议时为 0。',
                ),
                f(
                  'part_size',
                  'integer',
                  true,
                  'Suggested part size for parallel download; 0 when the driver suggests none.',
                  '并发下载的建议分片大小；驱动没有建议时为 0。',
                ),
                f(
                  'content_length',
                  'integer',
                  true,
                  'Length of the content behind the URL when the driver sets it (e.g. transcoded videos, thumbnails), otherwise 0 (from v4.1.7).',
                  '驱动设置时为该地址内容的长度（例如转码视频、缩略图），否则为 0（v4.1.7 起）。',
                ),
                f(
                  'Expiration',
                  'integer | null',
                  true,
                  'How long OpenList caches the link, in nanoseconds, when the driver sets it; otherwise `null`. The key is capitalised because the server gives it no JSON name.',
                  '驱动设置时为 OpenList 缓存该链接的时长（纳秒），否则为 `null`。键名首字母大写，因为服务器没有为它指定 JSON 名称。',
                ),
              ],
              example: {
                url: 'https://storage.example.com/video.mp4?token=…',
                header: {},
                Expiration: null,
                concurrency: 0,
                part_size: 0,
                content_length: 0,
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
                  '`delete_on_upload_succeed`, `delete_on_upload_failed`, `delete_never`, `delete_always` or `upload_download_stream`. Any other value, an empty one included, is not refused and acts like `delete_never`.',
                  '`delete_on_upload_succeed`、`delete_on_upload_failed`、`delete_never`、`delete_always` 或 `upload_download_stream`。其他任何值（包括空值）都不会被拒绝，效果与 `delete_never` 相同。',
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
          'OpenList can look inside archives whose extension is listed by `ANY /api/public/archive_extensions`. Inner files are downloaded through the [archive endpoints](./endpoints/downloads.md#archive-downloads).',
          '对于 `ANY /api/public/archive_extensions` 列出的扩展名，OpenList 可以查看压缩包内部。包内文件通过[压缩包下载端点](./endpoints/downloads.md#archive-downloads)下载。',
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
                  'Base URL for inner files: `/ad/…` when the storage driver reads the archive itself, otherwise `/ae/…`.',
                  '包内文件的基础地址：存储驱动自己读取压缩包时为 `/ad/…`，否则为 `/ae/…`。',
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
                raw_url: 'http://127.0.0.1:5244/ae/docs/files.zip',
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
                  'string[]',
                  true,
                  'Names of the archives in `src_dir`: a list, even for one archive (up to v4.1.7 a single string was accepted too).',
                  '`src_dir` 中压缩包的名称列表，只有一个也要写成数组（v4.1.7 及以前也接受单个字符串）。',
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
                f(
                  'overwrite',
                  'boolean',
                  false,
                  'Replace files that already exist at the destination; otherwise extracting such a file fails the task.',
                  '覆盖目标位置已存在的文件；否则解压到这类文件时任务失败。',
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
