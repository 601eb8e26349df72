/**
 * API reference spec: shares (/api/share) and tasks (/api/task, /api/admin/task).
 * Checked against server/handles/sharing.go, task.go, internal/model/sharing.go (v4.2.5).
 */
import {
  f,
  t,
  SHARE_FIELDS,
  SHARE_EXAMPLE,
  TASK_FIELDS,
  TASK_EXAMPLE,
} from './fields.mjs';

const SHARE_BODY = SHARE_FIELDS.filter(
  (x) => !['id', 'creator_role'].includes(x.name),
);
/** Example body of create: a share without the server-set fields. */
const CREATE_EXAMPLE = Object.fromEntries(
  Object.entries(SHARE_EXAMPLE).filter(
    ([k]) => !['id', 'accessed', 'creator', 'creator_role'].includes(k),
  ),
);

const NOT_FOUND = [
  404,
  t(
    'No such share, or it belongs to someone else and the caller is not an admin ("sharing not found").',
    '分享不存在，或属于他人且调用者不是管理员（“sharing not found”）。',
  ),
];
const ID_QUERY = [f('id', 'string', true, 'Share ID.', '分享 ID。')];
const WRITE_ERRORS = [
  [
    400,
    t(
      'Bad body, `files` is empty ("must add at least 1 object"), the chosen ID breaks the rules ("share id must be at most 64 characters", "share id can only contain letters, numbers, underscores, hyphens, and CJK characters"), or an admin sent a `creator` that is not a user ("no such a user").',
      '请求体有误、`files` 为空（“must add at least 1 object”）、指定的 ID 不合规则（“share id must be at most 64 characters”“share id can only contain letters, numbers, underscores, hyphens, and CJK characters”），或管理员发送的 `creator` 不是已有用户（“no such a user”）。',
    ),
  ],
  [
    403,
    t(
      'The caller lacks the "share" permission, or sends `id` (create) or `new_id` (update) without the permission to customise share IDs ("permission denied"). An admin who sends `creator` skips the "share" check, and on create the ID check too.',
      '调用者没有“分享”权限，或没有“自定义分享 ID”权限却发送了 `id`（创建）或 `new_id`（更新）（“permission denied”）。发送了 `creator` 的管理员不受“分享”权限检查，创建时也不受 ID 权限检查。',
    ),
  ],
  [
    500,
    t(
      'A path is outside a non-admin user\'s base path ("permission denied to share path [...]"), or saving failed.',
      '非管理员分享了基础路径以外的路径（“permission denied to share path [...]”），或保存失败。',
    ),
  ],
];

/** Task types: URL segment and meaning. */
export const TASK_TYPES = [
  [
    'upload',
    t('Uploads sent with `As-Task: true`.', '带 `As-Task: true` 的上传。'),
  ],
  ['copy', t('Copies between storages.', '跨存储复制。')],
  ['move', t('Moves between storages.', '跨存储移动。')],
  [
    'offline_download',
    t('Offline downloads (the download step).', '离线下载（下载阶段）。'),
  ],
  [
    'offline_download_transfer',
    t(
      'Offline downloads (moving the downloaded files into the storage).',
      '离线下载（把下载好的文件转存到存储）。',
    ),
  ],
  [
    'decompress',
    t('Archive extraction (reading the archive).', '解压（读取压缩包）。'),
  ],
  [
    'decompress_upload',
    t(
      'Archive extraction (uploading extracted files).',
      '解压（上传解出的文件）。',
    ),
  ],
];

const TID = [
  f(
    'tid',
    'string',
    true,
    'Task ID, as a query parameter.',
    '任务 ID（查询参数）。',
  ),
];
const TID_404 = [
  404,
  t(
    'No such task, or it belongs to another user ("task not found").',
    '任务不存在，或属于其他用户（“task not found”）。',
  ),
];
const TIDS_BODY = {
  text: t('A JSON array of task IDs.', '任务 ID 组成的 JSON 数组。'),
  fields: [f('[]', 'string[]', true, 'Task IDs.', '任务 ID。')],
  example: ['Cw2mV0lV3x6Qy0zPbsYkA', 'H7pQ2sV9kLm3Xy1ZaBcDe'],
};
const TIDS_DATA = {
  text: t(
    'An object mapping each task ID that could not be handled to "task not found"; empty when all succeeded.',
    '对象：每个无法处理的任务 ID 映射到 “task not found”；全部成功时为空对象。',
  ),
  example: {H7pQ2sV9kLm3Xy1ZaBcDe: 'task not found'},
};
const TASK_LIST = {
  fields: TASK_FIELDS.map((x) => ({...x, name: `[].${x.name}`})),
  example: [TASK_EXAMPLE],
};

/**
 * Task actions. Each is registered for every task type under /api/task/<type>
 * and /api/admin/task/<type>.
 * @type {import('./types.mjs').TaskAction[]}
 */
export const TASK_ACTIONS = [
  {
    method: 'GET',
    action: 'undone',
    summary: t(
      'Lists tasks that are not finished: pending, running, canceling, errored, failing, waiting for a retry or about to be retried.',
      '列出未结束的任务：等待中、运行中、取消中、出错、失败处理中、等待重试或即将重试。',
    ),
    data: TASK_LIST,
    errors: [],
  },
  {
    method: 'GET',
    action: 'done',
    summary: t(
      'Lists finished tasks: canceled, failed or succeeded.',
      '列出已结束的任务：已取消、失败或成功。',
    ),
    data: TASK_LIST,
    errors: [],
  },
  {
    method: 'POST',
    action: 'info',
    summary: t('Returns one task.', '返回单个任务。'),
    query: TID,
    data: {fields: TASK_FIELDS, example: TASK_EXAMPLE},
    errors: [TID_404],
  },
  {
    method: 'POST',
    action: 'cancel',
    summary: t('Cancels one task.', '取消单个任务。'),
    query: TID,
    data: null,
    errors: [TID_404],
  },
  {
    method: 'POST',
    action: 'delete',
    summary: t('Removes one task from the list.', '从列表中移除单个任务。'),
    query: TID,
    data: null,
    errors: [TID_404],
  },
  {
    method: 'POST',
    action: 'retry',
    summary: t('Retries one task.', '重试单个任务。'),
    query: TID,
    data: null,
    errors: [TID_404],
  },
  {
    method: 'POST',
    action: 'cancel_some',
    summary: t('Cancels several tasks.', '取消多个任务。'),
    body: TIDS_BODY,
    data: TIDS_DATA,
    errors: [
      [
        400,
        t(
          'The body is not an array of strings ("invalid request format").',
          '请求体不是字符串数组（“invalid request format”）。',
        ),
      ],
    ],
  },
  {
    method: 'POST',
    action: 'delete_some',
    summary: t('Removes several tasks.', '移除多个任务。'),
    body: TIDS_BODY,
    data: TIDS_DATA,
    errors: [
      [
        400,
        t('The body is not an array of strings.', '请求体不是字符串数组。'),
      ],
    ],
  },
  {
    method: 'POST',
    action: 'retry_some',
    summary: t('Retries several tasks.', '重试多个任务。'),
    body: TIDS_BODY,
    data: TIDS_DATA,
    errors: [
      [
        400,
        t('The body is not an array of strings.', '请求体不是字符串数组。'),
      ],
    ],
  },
  {
    method: 'POST',
    action: 'clear_done',
    summary: t(
      'Removes all finished (canceled, failed, succeeded) tasks of the caller; for an admin, those of every user.',
      '移除调用者所有已结束（已取消、失败、成功）的任务；管理员调用时移除所有用户的这类任务。',
    ),
    data: null,
    errors: [],
  },
  {
    method: 'POST',
    action: 'clear_succeeded',
    summary: t(
      'Removes all succeeded tasks of the caller; for an admin, those of every user.',
      '移除调用者所有成功的任务；管理员调用时移除所有用户的这类任务。',
    ),
    data: null,
    errors: [],
  },
  {
    method: 'POST',
    action: 'retry_failed',
    summary: t(
      'Retries all failed tasks of the caller; for an admin, those of every user.',
      '重试调用者所有失败的任务；管理员调用时重试所有用户的这类任务。',
    ),
    data: null,
    errors: [],
  },
];

/** @type {import('./types.mjs').Page[]} */
export const pages = [
  {
    file: 'share',
    position: 6,
    title: t('Shares', '分享'),
    description: t(
      'Routes under /api/share for creating and managing shares of files and folders.',
      '/api/share 下用于创建和管理文件、文件夹分享的接口。',
    ),
    intro: t(
      'A share exposes a set of paths under `/@s/<id>` in the web UI, through `/api/fs/list` and `/api/fs/get` with `/@s/<id>` paths, and through the [`/sd/` download endpoint](./endpoints/share-downloads.md). Creating one needs the "share" permission. Users see and change only their own shares; admins see all of them.',
      '分享会把一组路径公开在网页的 `/@s/<id>` 下，也可以通过 `/api/fs/list`、`/api/fs/get`（使用 `/@s/<id>` 路径）和 [`/sd/` 下载端点](./endpoints/share-downloads.md) 访问。创建分享需要“分享”权限。普通用户只能查看和修改自己的分享，管理员可以看到全部。',
    ),
    sections: [
      {
        heading: t('Share fields', '分享字段'),
        anchor: 'share-fields',
        text: t(
          'Shares in requests and responses have these fields.',
          '请求和响应中的分享包含以下字段。',
        ),
        fields: SHARE_FIELDS,
        routes: [],
      },
      {
        heading: t('Routes', '接口'),
        routes: [
          {
            route: 'ANY /api/share/list',
            summary: t(
              'Lists shares: an admin gets all, other users their own.',
              '列出分享：管理员得到全部，其他用户得到自己的。',
            ),
            query: [
              f(
                'page',
                'integer',
                false,
                'Page number, from 1.',
                '页码，从 1 开始。',
              ),
              f(
                'per_page',
                'integer',
                false,
                'Items per page; below 1 returns everything.',
                '每页条数；小于 1 时返回全部。',
              ),
            ],
            data: {
              fields: [
                f(
                  'content',
                  'Share[]',
                  true,
                  'Shares, see [share fields](#share-fields).',
                  '分享，字段见[分享字段](#share-fields)。',
                ),
                f('total', 'integer', true, 'Number of shares.', '分享总数。'),
              ],
              example: {content: [SHARE_EXAMPLE], total: 1},
            },
            errors: [
              [400, t('Bad paging parameters.', '分页参数有误。')],
              [500, t('Database error.', '数据库错误。')],
            ],
            curl: `curl -s 'http://127.0.0.1:5244/api/share/list?page=1&per_page=20' -H "Authorization: $TOKEN"`,
          },
          {
            route: 'GET /api/share/get',
            summary: t('Returns one share.', '返回单个分享。'),
            query: ID_QUERY,
            data: {
              text: t(
                'A share, see [share fields](#share-fields).',
                '一个分享，字段见[分享字段](#share-fields)。',
              ),
              example: SHARE_EXAMPLE,
            },
            errors: [NOT_FOUND],
          },
          {
            route: 'POST /api/share/create',
            summary: t(
              'Creates a share. The server generates the ID unless `id` is sent. An admin who sends `creator` creates the share for that user, and then neither the "share" permission nor the permission to customise share IDs is checked.',
              '创建分享。除非发送了 `id`，ID 由服务器生成。管理员发送 `creator` 时为该用户创建分享，此时既不检查“分享”权限，也不检查“自定义分享 ID”权限。',
            ),
            body: {
              fields: [
                f(
                  'id',
                  'string',
                  false,
                  'Your own share ID: at most 64 letters, digits, `_`, `-` or Chinese characters. Accepted from v4.1.7 for admins only; from v4.2.2 it needs the permission to customise share IDs (bit 15 of `permission`) instead, which the admin user does not have by default (its initial permission is 0x71FF), so an admin who sends `id` without `creator` gets code 403 until that bit is set.',
                  '自定义分享 ID：最多 64 个字母、数字、`_`、`-` 或汉字。v4.1.7 起仅管理员可用；v4.2.2 起改为需要“自定义分享 ID”权限（`permission` 的第 15 位），而管理员默认没有这一权限（初始权限为 0x71FF），因此在设置该位之前，管理员发送 `id` 而不带 `creator` 会得到 code 403。',
                ),
                ...SHARE_BODY,
              ],
              example: CREATE_EXAMPLE,
            },
            data: {
              text: t(
                'The new share, with its `id`.',
                '新建的分享，包含其 `id`。',
              ),
              example: SHARE_EXAMPLE,
            },
            errors: WRITE_ERRORS,
            curl: `curl -s http://127.0.0.1:5244/api/share/create \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: $TOKEN" \\
  -d '{"files":["/local/photos"],"pwd":"1234","max_accessed":0}'`,
          },
          {
            route: 'POST /api/share/update',
            summary: t(
              'Replaces the settings of an existing share; send all fields, including `id`. `accessed` can reset the counter. An admin who sends `creator` moves the share to that user; without it the owner stays.',
              '整体替换已有分享的设置；需发送全部字段（包括 `id`）。可以用 `accessed` 重置访问计数。管理员发送 `creator` 时把分享转给该用户；不发送则所有者不变。',
            ),
            body: {
              fields: [
                f('id', 'string', true, 'Share ID.', '分享 ID。'),
                f(
                  'new_id',
                  'string',
                  false,
                  'Rename the share to this ID (from v4.2.2; needs the permission to customise share IDs; same rules as `id` on create). Links with the old ID stop working.',
                  '把分享改为此 ID（v4.2.2 起；需要“自定义分享 ID”权限；规则同创建时的 `id`）。使用旧 ID 的链接随即失效。',
                ),
                ...SHARE_BODY,
              ],
              example: {id: SHARE_EXAMPLE.id, accessed: 0, ...CREATE_EXAMPLE},
            },
            data: {
              text: t('The updated share.', '更新后的分享。'),
              example: SHARE_EXAMPLE,
            },
            errors: [...WRITE_ERRORS, NOT_FOUND],
          },
          {
            route: 'POST /api/share/delete',
            summary: t('Deletes a share.', '删除分享。'),
            query: ID_QUERY,
            data: null,
            errors: [
              [
                404,
                t(
                  'No such share; the message is the database error (e.g. "failed get sharing [<id>]: failed get sharing: record not found").',
                  '分享不存在；消息为数据库错误（例如 “failed get sharing [<id>]: failed get sharing: record not found”）。',
                ),
              ],
              [
                500,
                t(
                  'Database error. Or the share belongs to another user and the caller is not an admin: the server panics and answers HTTP status 500 with no body; the share is kept.',
                  '数据库错误。或者分享属于其他用户且调用者不是管理员：服务器发生 panic，返回 HTTP 状态码 500 且没有正文；分享不会被删除。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/share/enable',
            summary: t('Enables a disabled share.', '启用已禁用的分享。'),
            query: ID_QUERY,
            data: null,
            errors: [NOT_FOUND, [500, t('Database error.', '数据库错误。')]],
          },
          {
            route: 'POST /api/share/disable',
            summary: t(
              'Disables a share without deleting it.',
              '禁用分享但不删除。',
            ),
            query: ID_QUERY,
            data: null,
            errors: [NOT_FOUND, [500, t('Database error.', '数据库错误。')]],
          },
        ],
      },
    ],
  },
];
