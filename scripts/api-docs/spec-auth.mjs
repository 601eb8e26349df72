/**
 * API reference spec: authentication, profile and public routes.
 * Checked against server/handles/auth.go, ldap_login.go, ssologin.go,
 * webauthn.go, sshkey.go, setting.go, offline_download.go, archive.go (v4.2.5).
 */
import {
  f,
  t,
  USER_FIELDS,
  USER_EXAMPLE,
  SSHKEY_FIELDS,
  SSHKEY_EXAMPLE,
  pageOf,
} from './fields.mjs';

const LOGIN_BODY = [
  f('username', 'string', true, 'Username.', '用户名。'),
  f('password', 'string', false, 'Password.', '密码。'),
  f(
    'otp_code',
    'string',
    false,
    'Current 6-digit code, when two-factor authentication is on.',
    '开启两步验证时的 6 位动态码。',
  ),
];

const LOGIN_ERRORS = [
  [400, t('Missing username.', '缺少用户名。')],
  [
    401,
    t(
      'Unknown user or wrong password ("Invalid username or password"; from v4.2.0, code 400 with the raw error before).',
      '用户不存在或密码错误（“Invalid username or password”；v4.2.0 起，此前为 400 和原始错误信息）。',
    ),
  ],
  [
    402,
    t(
      'Two-factor authentication is on and `otp_code` is wrong or missing (message "Invalid 2FA code").',
      '已开启两步验证，但 `otp_code` 错误或缺失（消息为 “Invalid 2FA code”）。',
    ),
  ],
  [
    429,
    t(
      'Five failed attempts from this IP; the IP is locked out for 5 minutes.',
      '同一 IP 失败 5 次后锁定 5 分钟。',
    ),
  ],
  [500, t('The token could not be created.', '无法生成令牌。')],
];

const TOKEN_DATA = {
  fields: [
    f(
      'token',
      'string',
      true,
      'Token for the `Authorization` header.',
      '放入 `Authorization` 请求头的令牌。',
    ),
  ],
  example: {token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…'},
};

/** @type {import('./types.mjs').Page[]} */
export const pages = [
  {
    file: 'auth',
    position: 2,
    title: t('Authentication', '身份验证'),
    description: t(
      'Routes for signing in and out: password, hashed password, LDAP, two-factor authentication, single sign-on and WebAuthn.',
      '登录与退出相关接口：密码、哈希密码、LDAP、两步验证、单点登录和 WebAuthn。',
    ),
    intro: t(
      'All sign-in routes return a token in `data.token`. Send it unchanged in the `Authorization` header of later requests (no `Bearer` prefix). See [the overview](./index.md#authentication) for expiry and guest access.',
      '所有登录接口都在 `data.token` 中返回令牌。之后的请求把它原样放进 `Authorization` 请求头（不要加 `Bearer` 前缀）。过期时间和访客访问见[概览](./index.md#authentication)。',
    ),
    sections: [
      {
        heading: t('Password login', '密码登录'),
        routes: [
          {
            route: 'POST /api/auth/login',
            summary: t(
              'Signs in with a plain password. The server hashes it the same way as the hashed login below.',
              '用明文密码登录。服务器会按下面“哈希密码登录”相同的方式计算哈希。',
            ),
            body: {
              fields: LOGIN_BODY,
              example: {
                username: 'admin',
                password: 'YOUR_PASSWORD',
                otp_code: '',
              },
            },
            data: TOKEN_DATA,
            errors: LOGIN_ERRORS,
            curl: `curl -s http://127.0.0.1:5244/api/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"username":"admin","password":"YOUR_PASSWORD"}'`,
          },
          {
            route: 'POST /api/auth/login/hash',
            summary: t(
              'Signs in with the hashed password, so the plain password never leaves the client. This is what the web UI uses. `password` is the lowercase hex SHA-256 of the password followed by `-https://github.com/alist-org/alist`.',
              '用哈希后的密码登录，明文密码不离开客户端；网页界面使用的就是这个接口。`password` 为“密码 + `-https://github.com/alist-org/alist`”的 SHA-256 值（小写十六进制）。',
            ),
            body: {
              fields: [
                LOGIN_BODY[0],
                f(
                  'password',
                  'string',
                  false,
                  '`sha256("<password>-https://github.com/alist-org/alist")` as lowercase hex.',
                  '`sha256("<密码>-https://github.com/alist-org/alist")` 的小写十六进制值。',
                ),
                LOGIN_BODY[2],
              ],
              example: {
                username: 'admin',
                password: '5b6c…e1f0',
                otp_code: '123456',
              },
            },
            data: TOKEN_DATA,
            errors: LOGIN_ERRORS,
            curl: `HASH=$(printf '%s' 'YOUR_PASSWORD-https://github.com/alist-org/alist' | sha256sum | cut -d' ' -f1)
curl -s http://127.0.0.1:5244/api/auth/login/hash \\
  -H 'Content-Type: application/json' \\
  -d "{\\"username\\":\\"admin\\",\\"password\\":\\"$HASH\\"}"`,
          },
          {
            route: 'POST /api/auth/login/ldap',
            summary: t(
              'Signs in against the configured LDAP server. A user that does not exist in OpenList yet is created on first login, with the default permission and base folder from the LDAP settings.',
              '通过已配置的 LDAP 服务器登录。OpenList 中尚不存在的用户在首次登录时自动创建，使用 LDAP 设置中的默认权限和默认目录。',
            ),
            body: {
              fields: LOGIN_BODY.slice(0, 2),
              example: {username: 'alice', password: 'LDAP_PASSWORD'},
            },
            data: TOKEN_DATA,
            errors: [
              [
                403,
                t(
                  'LDAP login is not enabled ("ldap is not enabled").',
                  '未启用 LDAP 登录（“ldap is not enabled”）。',
                ),
              ],
              [
                403,
                t(
                  'The user exists in OpenList but may not sign in via LDAP (`allow_ldap` off; "login via ldap is not allowed"; from v4.1.9).',
                  '用户已存在于 OpenList 中，但不允许通过 LDAP 登录（`allow_ldap` 关闭；“login via ldap is not allowed”；v4.1.9 起）。',
                ),
              ],
              [
                400,
                t(
                  'Missing username, wrong LDAP password, or the new user could not be created.',
                  '缺少用户名、LDAP 密码错误，或无法创建新用户。',
                ),
              ],
              [
                429,
                t(
                  'Too many failed attempts from this IP.',
                  '同一 IP 失败次数过多。',
                ),
              ],
              [
                500,
                t(
                  'The LDAP server could not be reached or searched, or the search did not find exactly one entry ("failed login ldap: user does not exist or too many entries returned").',
                  '无法连接或查询 LDAP 服务器，或搜索结果不是恰好一条（“failed login ldap: user does not exist or too many entries returned”）。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/auth/logout',
            summary: t(
              'Invalidates the token sent in the `Authorization` header.',
              '使 `Authorization` 请求头中的令牌失效。',
            ),
            data: null,
            errors: [],
            curl: `curl -s http://127.0.0.1:5244/api/auth/logout -H "Authorization: $TOKEN"`,
          },
        ],
      },
      {
        heading: t('Two-factor authentication', '两步验证'),
        routes: [
          {
            route: 'POST /api/auth/2fa/generate',
            summary: t(
              'Creates a new TOTP secret for the current user (issuer "OpenList"). Nothing is saved until it is verified.',
              '为当前用户生成新的 TOTP 密钥（签发方为 “OpenList”）。在验证之前不会保存。',
            ),
            data: {
              fields: [
                f(
                  'qr',
                  'string',
                  true,
                  'QR code as a `data:image/png;base64,…` URL.',
                  '`data:image/png;base64,…` 形式的二维码。',
                ),
                f(
                  'secret',
                  'string',
                  true,
                  'The secret, to pass to the verify route.',
                  '密钥，验证时原样传回。',
                ),
              ],
              example: {
                qr: 'data:image/png;base64,iVBORw0KGgo…',
                secret: 'JBSWY3DPEHPK3PXP',
              },
            },
            errors: [
              [403, t('Called as the guest user.', '以访客身份调用。')],
              [
                500,
                t(
                  'The key or QR code could not be generated.',
                  '无法生成密钥或二维码。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/auth/2fa/verify',
            summary: t(
              'Checks a code against a secret from the generate route and, if it matches, turns on two-factor authentication for the current user.',
              '用生成接口得到的密钥校验动态码；校验通过后为当前用户开启两步验证。',
            ),
            body: {
              fields: [
                f(
                  'code',
                  'string',
                  true,
                  'Code from the authenticator app.',
                  '验证器应用中的动态码。',
                ),
                f(
                  'secret',
                  'string',
                  true,
                  'Secret returned by `POST /api/auth/2fa/generate`.',
                  '`POST /api/auth/2fa/generate` 返回的密钥。',
                ),
              ],
              example: {code: '123456', secret: 'JBSWY3DPEHPK3PXP'},
            },
            data: null,
            errors: [
              [
                400,
                t(
                  'Missing field, or the code does not match ("Invalid 2FA code").',
                  '缺少字段或动态码不匹配（“Invalid 2FA code”）。',
                ),
              ],
              [403, t('Called as the guest user.', '以访客身份调用。')],
              [500, t('The user could not be saved.', '无法保存用户。')],
            ],
          },
        ],
      },
      {
        heading: t('Single sign-on', '单点登录'),
        intro: t(
          'These routes are browser redirects, not JSON calls. They need single sign-on to be enabled in the settings (group SSO). The platform (Github, Microsoft, Google, Dingtalk, Casdoor or OIDC) comes from the `sso_login_platform` setting. In compatibility mode (`sso_compatibility_mode`) the provider calls back `/api/auth/get_sso_id` or `/api/auth/sso_get_token` directly; otherwise it calls `/api/auth/sso_callback?method=…`.',
          '这些接口用于浏览器跳转，而不是 JSON 调用，需要在设置（SSO 分组）中启用单点登录。登录平台（Github、Microsoft、Google、Dingtalk、Casdoor 或 OIDC）取自 `sso_login_platform` 设置。开启兼容模式（`sso_compatibility_mode`）时，身份提供方直接回调 `/api/auth/get_sso_id` 或 `/api/auth/sso_get_token`；否则回调 `/api/auth/sso_callback?method=…`。',
        ),
        routes: [
          {
            route: 'GET /api/auth/sso',
            summary: t(
              'Redirects (302) the browser to the identity provider.',
              '把浏览器重定向（302）到身份提供方。',
            ),
            query: [
              f(
                'method',
                'string',
                true,
                '`sso_get_token` to sign in, `get_sso_id` to link the account to the current user.',
                '`sso_get_token` 表示登录，`get_sso_id` 表示把第三方账号绑定到当前用户。',
              ),
            ],
            data: {
              text: t(
                'No JSON on success: a 302 redirect.',
                '成功时不返回 JSON，而是 302 重定向。',
              ),
            },
            errors: [
              [403, t('Single sign-on is not enabled.', '未启用单点登录。')],
              [
                400,
                t(
                  'No `method`, or an unknown platform.',
                  '缺少 `method` 或平台未知。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/auth/sso_callback',
            summary: t(
              'Callback the identity provider redirects to. With `method=sso_get_token` it signs the user in (creating the account if `sso_auto_register` allows it) and hands the token to the web UI; with `method=get_sso_id` it returns the provider user ID for linking.',
              '身份提供方登录后跳回的地址。`method=sso_get_token` 时为用户登录（`sso_auto_register` 允许时自动创建账号）并把令牌交给网页界面；`method=get_sso_id` 时返回第三方用户 ID 以便绑定。',
            ),
            query: [
              f(
                'method',
                'string',
                true,
                '`sso_get_token` or `get_sso_id`.',
                '`sso_get_token` 或 `get_sso_id`。',
              ),
              f(
                'code',
                'string',
                true,
                'Authorization code from the provider (Dingtalk uses `authCode`).',
                '身份提供方给出的授权码（钉钉使用 `authCode`）。',
              ),
              f(
                'state',
                'string',
                false,
                'State value, checked for OIDC.',
                'state 参数，OIDC 时会校验。',
              ),
            ],
            data: {
              text: t(
                'An HTML page that passes the result to the web UI, or a 302 redirect to `/@login?token=…` or `/@manage?sso_id=…`.',
                '返回把结果交给网页界面的 HTML 页面，或 302 跳转到 `/@login?token=…`、`/@manage?sso_id=…`。',
              ),
            },
            errors: [
              [
                400,
                t(
                  'Missing code, invalid platform, expired state, or the provider rejected the code.',
                  '缺少授权码、平台无效、state 过期或身份提供方拒绝了授权码。',
                ),
              ],
              [
                500,
                t(
                  'Single sign-on is disabled, or `method` is not one of the two values.',
                  '单点登录已禁用，或 `method` 不是这两个值之一。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/auth/get_sso_id',
            summary: t(
              'Compatibility-mode callback that behaves like `sso_callback` with `method=get_sso_id`.',
              '兼容模式下的回调，等同于 `method=get_sso_id` 的 `sso_callback`。',
            ),
            query: [
              f(
                'code',
                'string',
                true,
                'Authorization code from the provider.',
                '身份提供方给出的授权码。',
              ),
            ],
            data: {
              text: t(
                'Same as `GET /api/auth/sso_callback`.',
                '同 `GET /api/auth/sso_callback`。',
              ),
            },
            errors: [
              [400, t('As for `sso_callback`.', '同 `sso_callback`。')],
              [500, t('As for `sso_callback`.', '同 `sso_callback`。')],
            ],
          },
          {
            route: 'GET /api/auth/sso_get_token',
            summary: t(
              'Compatibility-mode callback that behaves like `sso_callback` with `method=sso_get_token`.',
              '兼容模式下的回调，等同于 `method=sso_get_token` 的 `sso_callback`。',
            ),
            query: [
              f(
                'code',
                'string',
                true,
                'Authorization code from the provider.',
                '身份提供方给出的授权码。',
              ),
            ],
            data: {
              text: t(
                'Same as `GET /api/auth/sso_callback`.',
                '同 `GET /api/auth/sso_callback`。',
              ),
            },
            errors: [
              [400, t('As for `sso_callback`.', '同 `sso_callback`。')],
              [500, t('As for `sso_callback`.', '同 `sso_callback`。')],
            ],
          },
        ],
      },
      {
        heading: t('WebAuthn (passkeys)', 'WebAuthn（通行密钥）'),
        intro: t(
          'WebAuthn must be enabled in the settings (`webauthn_login_enabled`); otherwise every route here except the last two answers 403 "WebAuthn is not enabled". The begin routes return `options` for the browser\'s WebAuthn API and a `session` string that the finish routes expect back in a `session` header.',
          '需要在设置中启用 WebAuthn（`webauthn_login_enabled`），否则除最后两个以外的接口都返回 403 “WebAuthn is not enabled”。begin 接口返回供浏览器 WebAuthn API 使用的 `options`，以及一个 `session` 字符串，finish 接口需要通过 `session` 请求头把它传回。',
        ),
        routes: [
          {
            route: 'GET /api/authn/webauthn_begin_login',
            summary: t(
              'Starts a passkey login. Without `username` it starts a discoverable (username-less) login.',
              '开始通行密钥登录；不传 `username` 时使用可发现凭据（无需用户名）登录。',
            ),
            query: [
              f(
                'username',
                'string',
                false,
                'User to log in as.',
                '要登录的用户名。',
              ),
            ],
            data: {
              fields: [
                f(
                  'options',
                  'object',
                  true,
                  'Credential request options for `navigator.credentials.get()`.',
                  '传给 `navigator.credentials.get()` 的请求选项。',
                ),
                f(
                  'session',
                  'string',
                  true,
                  'Session data to send back in the `session` header.',
                  '需要放在 `session` 请求头中传回的会话数据。',
                ),
              ],
              example: {
                options: {publicKey: {challenge: '…', timeout: 60000}},
                session: 'eyJjaGFsbGVuZ2Ui…',
              },
            },
            errors: [
              [403, t('WebAuthn is not enabled.', '未启用 WebAuthn。')],
              [
                400,
                t(
                  'Unknown user or the login could not start.',
                  '用户不存在或无法开始登录。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/authn/webauthn_finish_login',
            summary: t(
              'Completes a passkey login and returns a token.',
              '完成通行密钥登录并返回令牌。',
            ),
            headers: [
              f(
                'session',
                'string',
                true,
                '`session` value from the begin route.',
                'begin 接口返回的 `session`。',
              ),
            ],
            query: [
              f(
                'username',
                'string',
                false,
                'Same as in the begin call.',
                '与 begin 调用相同。',
              ),
            ],
            body: {
              text: t(
                'The credential returned by `navigator.credentials.get()`, as JSON.',
                '`navigator.credentials.get()` 返回的凭据（JSON）。',
              ),
              example: {id: '…', rawId: '…', type: 'public-key', response: {}},
            },
            data: TOKEN_DATA,
            errors: [
              [403, t('WebAuthn is not enabled.', '未启用 WebAuthn。')],
              [
                400,
                t(
                  'Invalid session or credential, or verification failed.',
                  '会话或凭据无效，或验证失败。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/authn/webauthn_begin_registration',
            summary: t(
              'Starts registering a new passkey for the current user.',
              '开始为当前用户注册新的通行密钥。',
            ),
            data: {
              fields: [
                f(
                  'options',
                  'object',
                  true,
                  'Creation options for `navigator.credentials.create()`.',
                  '传给 `navigator.credentials.create()` 的创建选项。',
                ),
                f(
                  'session',
                  'string',
                  true,
                  'Session data for the `session` header.',
                  '放入 `session` 请求头的会话数据。',
                ),
              ],
              example: {
                options: {publicKey: {challenge: '…'}},
                session: 'eyJjaGFsbGVuZ2Ui…',
              },
            },
            errors: [
              [403, t('WebAuthn is not enabled.', '未启用 WebAuthn。')],
              [400, t('Registration could not start.', '无法开始注册。')],
            ],
          },
          {
            route: 'POST /api/authn/webauthn_finish_registration',
            summary: t('Stores the new passkey.', '保存新的通行密钥。'),
            headers: [
              f(
                'session',
                'string',
                true,
                '`session` value from the begin route.',
                'begin 接口返回的 `session`。',
              ),
            ],
            body: {
              text: t(
                'The credential returned by `navigator.credentials.create()`, as JSON.',
                '`navigator.credentials.create()` 返回的凭据（JSON）。',
              ),
              example: {id: '…', rawId: '…', type: 'public-key', response: {}},
            },
            data: {
              text: t(
                'The string "Registered Successfully".',
                '字符串 “Registered Successfully”。',
              ),
              example: 'Registered Successfully',
            },
            errors: [
              [403, t('WebAuthn is not enabled.', '未启用 WebAuthn。')],
              [
                400,
                t(
                  'Invalid session or credential, or it could not be saved.',
                  '会话或凭据无效，或无法保存。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/authn/delete_authn',
            summary: t(
              "Removes one of the current user's passkeys. An unknown `id` is not an error: nothing is removed and the answer is still a success.",
              '删除当前用户的一个通行密钥。`id` 不存在不算错误：不删除任何内容，仍然返回成功。',
            ),
            body: {
              fields: [
                f(
                  'id',
                  'string',
                  true,
                  'Credential ID as returned by `getcredentials`.',
                  '`getcredentials` 返回的凭据 ID。',
                ),
              ],
              example: {id: 'q83vEjRWeJA='},
            },
            data: {
              text: t(
                'The string "Deleted Successfully".',
                '字符串 “Deleted Successfully”。',
              ),
              example: 'Deleted Successfully',
            },
            errors: [
              [
                400,
                t(
                  'Bad body or the credential could not be removed.',
                  '请求体有误或无法删除该凭据。',
                ),
              ],
            ],
          },
          {
            route: 'GET /api/authn/getcredentials',
            summary: t(
              "Lists the current user's passkeys.",
              '列出当前用户的通行密钥。',
            ),
            data: {
              fields: [
                f(
                  '[].id',
                  'string (base64)',
                  true,
                  'Credential ID.',
                  '凭据 ID。',
                ),
                f(
                  '[].fingerprint',
                  'string',
                  true,
                  'AAGUID of the authenticator, in hex.',
                  '认证器的 AAGUID（十六进制）。',
                ),
              ],
              example: [
                {id: 'q83vEjRWeJA=', fingerprint: 'AD CE 00 02 35 BC C6 0A'},
              ],
            },
            errors: [],
          },
        ],
      },
    ],
  },
  {
    file: 'me',
    position: 3,
    title: t('Current user', '当前用户'),
    description: t(
      'Routes for the signed-in user: profile and SSH public keys for SFTP.',
      '当前登录用户的接口：个人资料和用于 SFTP 的 SSH 公钥。',
    ),
    intro: t(
      'These routes act on whoever the token belongs to. Without a token they act on the guest user, which can read its profile but cannot change it or manage keys.',
      '这些接口作用于令牌所属的用户。不带令牌时作用于访客用户：访客可以读取资料，但不能修改资料或管理公钥。',
    ),
    sections: [
      {
        heading: t('Profile', '个人资料'),
        routes: [
          {
            route: 'GET /api/me',
            summary: t(
              'Returns the current user. The password is always empty.',
              '返回当前用户，密码字段始终为空。',
            ),
            data: {
              fields: [
                ...USER_FIELDS,
                f(
                  'otp',
                  'boolean',
                  true,
                  'Whether two-factor authentication is on.',
                  '是否已开启两步验证。',
                ),
              ],
              example: {...USER_EXAMPLE, otp: false},
            },
            errors: [],
            curl: `curl -s http://127.0.0.1:5244/api/me -H "Authorization: $TOKEN"`,
          },
          {
            route: 'POST /api/me/update',
            summary: t(
              "Changes the current user's name, password and linked SSO ID. Changing the password or the name invalidates existing tokens.",
              '修改当前用户的用户名、密码和绑定的 SSO ID。修改密码或用户名后原有令牌全部失效。',
            ),
            body: {
              fields: [
                f(
                  'username',
                  'string',
                  true,
                  'New (or the same) username.',
                  '新的（或原来的）用户名。',
                ),
                f(
                  'password',
                  'string',
                  false,
                  'New password; leave empty to keep it.',
                  '新密码；留空则不修改。',
                ),
                f(
                  'sso_id',
                  'string',
                  false,
                  'Linked SSO account ID; send the current value to keep it.',
                  '绑定的 SSO 账号 ID；要保留请传当前值。',
                ),
              ],
              example: {
                username: 'alice',
                password: 'NEW_PASSWORD',
                sso_id: '',
              },
            },
            data: null,
            errors: [
              [400, t('Missing `username`.', '缺少 `username`。')],
              [403, t('Called as the guest user.', '以访客身份调用。')],
              [
                500,
                t(
                  'The user could not be saved (for example, the name is taken).',
                  '无法保存（例如用户名已被占用）。',
                ),
              ],
            ],
          },
        ],
      },
      {
        heading: t('SSH keys', 'SSH 公钥'),
        intro: t(
          'Public keys let the user log in to the SFTP server without a password.',
          '公钥用于免密码登录 SFTP 服务。',
        ),
        routes: [
          {
            route: 'GET /api/me/sshkey/list',
            summary: t(
              "Lists the current user's keys.",
              '列出当前用户的公钥。',
            ),
            query: PAGE_FIELDS_REF(),
            data: {
              fields: pageOf(
                t('Keys, see the table below.', '公钥，字段见下表。'),
              ).concat(
                SSHKEY_FIELDS.map((x) => ({...x, name: `content[].${x.name}`})),
              ),
              example: {content: [SSHKEY_EXAMPLE], total: 1},
            },
            errors: [
              [
                401,
                t(
                  'Called as the guest user ("user invalid").',
                  '以访客身份调用（“user invalid”）。',
                ),
              ],
            ],
          },
          {
            route: 'POST /api/me/sshkey/add',
            summary: t(
              'Adds a key in OpenSSH `authorized_keys` format.',
              '添加一个 OpenSSH `authorized_keys` 格式的公钥。',
            ),
            body: {
              fields: [
                f('title', 'string', true, 'Name for the key.', '公钥名称。'),
                f(
                  'key',
                  'string',
                  true,
                  'The public key line, e.g. `ssh-ed25519 AAAA… user@host`.',
                  '公钥内容，例如 `ssh-ed25519 AAAA… user@host`。',
                ),
              ],
              example: {
                title: 'laptop',
                key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… alice@laptop',
              },
            },
            data: null,
            errors: [
              [401, t('Called as the guest user.', '以访客身份调用。')],
              [
                400,
                t(
                  'Missing field or the key cannot be parsed.',
                  '缺少字段或公钥无法解析。',
                ),
              ],
              [500, t('The key could not be saved.', '无法保存公钥。')],
            ],
          },
          {
            route: 'POST /api/me/sshkey/delete',
            summary: t(
              "Deletes one of the current user's keys.",
              '删除当前用户的一个公钥。',
            ),
            query: [f('id', 'integer', true, 'Key ID.', '公钥 ID。')],
            data: null,
            errors: [
              [401, t('Called as the guest user.', '以访客身份调用。')],
              [400, t('`id` is not a number.', '`id` 不是数字。')],
              [404, t('No key has this ID.', '没有这个 ID 的公钥。')],
              [
                500,
                t(
                  'The key could not be deleted. Or the key belongs to another user: the server panics and answers HTTP status 500 with no body; the key is kept.',
                  '无法删除。或者该公钥属于其他用户：服务器发生 panic，返回 HTTP 状态码 500 且没有正文；公钥不会被删除。',
                ),
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    file: 'public',
    position: 4,
    title: t('Public', '公共接口'),
    description: t(
      'Routes that need no token: public settings, offline download tools and archive extensions.',
      '无需令牌的接口：公开设置、离线下载工具和压缩包扩展名。',
    ),
    intro: t(
      'These routes accept any HTTP method and ignore the `Authorization` header.',
      '这些接口接受任意 HTTP 方法，并忽略 `Authorization` 请求头。',
    ),
    sections: [
      {
        heading: t('Routes', '接口'),
        routes: [
          {
            route: 'ANY /api/public/settings',
            summary: t(
              'Returns the public settings (flag 0 public or 2 read-only) as a key → value map; the web UI reads its title, logo, announcement and similar options here.',
              '以“键 → 值”映射返回公开设置（flag 为 0 公开或 2 只读的设置项），网页界面从这里读取站点标题、Logo、公告等选项。',
            ),
            data: {
              text: t(
                'An object whose keys are setting keys and whose values are strings.',
                '对象，键为设置项键名，值为字符串。',
              ),
              example: {
                site_title: 'OpenList',
                version: 'v4.2.5',
                allow_indexed: 'false',
              },
            },
            errors: [],
            curl: `curl -s http://127.0.0.1:5244/api/public/settings`,
          },
          {
            route: 'ANY /api/public/offline_download_tools',
            summary: t(
              'Lists the offline download tools that are configured and ready, sorted by name.',
              '按名称排序列出已配置且可用的离线下载工具。',
            ),
            data: {
              text: t(
                'Array of tool names, from: aria2, qBittorrent, Transmission, SimpleHttp, 115 Cloud, 115 Open, 123Pan (from v4.1.10), 123 Open, PikPak, Thunder, ThunderX, ThunderBrowser, GuangYaPan (from v4.2.5).',
                '工具名称数组，可能的值：aria2、qBittorrent、Transmission、SimpleHttp、115 Cloud、115 Open、123Pan（v4.1.10 起）、123 Open、PikPak、Thunder、ThunderX、ThunderBrowser、GuangYaPan（v4.2.5 起）。',
              ),
              example: ['SimpleHttp', 'aria2'],
            },
            errors: [],
          },
          {
            route: 'ANY /api/public/archive_extensions',
            summary: t(
              'Lists the file extensions (and multi-part first-file patterns) that OpenList can open as archives.',
              '列出 OpenList 能作为压缩包打开的扩展名（以及分卷首文件的模式）。',
            ),
            data: {
              text: t(
                'Array of strings, in no fixed order.',
                '字符串数组，顺序不固定。',
              ),
              example: ['.zip', '.rar', '.7z', '.tar', '.gz'],
            },
            errors: [],
          },
        ],
      },
    ],
  },
];

/** page/per_page as query parameters. */
function PAGE_FIELDS_REF() {
  return [
    f('page', 'integer', false, 'Page number, from 1.', '页码，从 1 开始。'),
    f(
      'per_page',
      'integer',
      false,
      'Items per page; below 1 returns everything.',
      '每页条数；小于 1 时返回全部。',
    ),
  ];
}
