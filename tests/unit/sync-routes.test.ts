import {
  authLevel,
  collapseFuncLiterals,
  extractRoutes,
  joinPaths,
  parseBlock,
  parseGoFile,
  splitTopLevel,
  stripComments,
} from '../../scripts/sync-routes.mjs';

/** Builds the function table from several small Go files. */
function funcsOf(files: Record<string, string>) {
  return Object.entries(files).flatMap(([name, src]) => parseGoFile(src, name));
}

function routesOf(files: Record<string, string>) {
  return extractRoutes(funcsOf(files), 'Init').routes.map((r) => ({
    method: r.method,
    path: r.path,
    handler: r.handler,
    auth: r.auth,
  }));
}

const ROUTER = `package server

import "github.com/gin-gonic/gin"

func Init(e *gin.Engine) {
	g := e.Group(conf.URL.Path)
	g.Any("/ping", func(c *gin.Context) {
		c.String(200, "pong") // a { brace in a comment
	})
	g.Use(middlewares.StoragesLoaded)
	g.GET("/d/*path", middlewares.PathParse, handles.Down)
	api := g.Group("/api")
	auth := api.Group("", middlewares.Auth(false))
	api.POST("/auth/login", handles.Login)
	auth.GET("/me", handles.CurrentUser)
	public := api.Group("/public")
	public.Any("/settings", handles.PublicSettings)
	admin(auth.Group("/admin", middlewares.AuthAdmin))
	_task(auth.Group("/task", middlewares.AuthNotGuest))
	dav(g.Group("/dav"))
	if flags.Debug {
		g.GET("/debug/gc", func(c *gin.Context) {})
	}
}

func admin(g *gin.RouterGroup) {
	meta := g.Group("/meta")
	meta.GET("/list", handles.ListMetas)
}

func _task(g *gin.RouterGroup) {
	handles.SetupTaskRoute(g)
}

func dav(g *gin.RouterGroup) {
	g.Use(WebDAVAuth)
	g.Handle("PROPFIND", "/*path", ServeWebDAV)
}
`;

const TASKS = `package handles

func taskRoute[T any](g *gin.RouterGroup, manager task.Manager[T]) {
	g.POST("/info", getTargetedHandler(manager, func(c *gin.Context, task T) {
		common.SuccessResp(c, task)
	}))
}

func SetupTaskRoute(g *gin.RouterGroup) {
	taskRoute(g.Group("/upload"), fs.UploadTaskManager)
}
`;

describe('Go source helpers', () => {
  test('stripComments keeps strings that look like comments', () => {
    expect(stripComments('a := "http://x" // note\nb /* c */ := 1')).toBe(
      'a := "http://x" \nb  := 1',
    );
  });

  test('splitTopLevel ignores commas inside calls and strings', () => {
    expect(splitTopLevel('"/a,b", f(x, y), h')).toEqual([
      '"/a,b"',
      'f(x, y)',
      'h',
    ]);
  });

  test('collapseFuncLiterals empties closure bodies', () => {
    expect(
      collapseFuncLiterals(
        'g.GET("/x", func(c *gin.Context) {\n g.GET("/y", h)\n})',
      ),
    ).toBe('g.GET("/x", func(c *gin.Context) {})');
  });

  test('parseGoFile finds generic functions and their parameters', () => {
    const [fn] = parseGoFile(TASKS, 'task.go');
    expect(fn?.name).toBe('taskRoute');
    expect(fn?.pkg).toBe('handles');
    expect(fn?.params).toEqual([
      'g *gin.RouterGroup',
      'manager task.Manager[T]',
    ]);
  });

  test('parseBlock understands if/else blocks', () => {
    const block = parseBlock('if a {\n x()\n} else {\n y()\n}\nz()');
    expect(block).toEqual([
      {
        type: 'if',
        cond: 'a',
        then: [{type: 'stmt', text: 'x()'}],
        else: [{type: 'stmt', text: 'y()'}],
      },
      {type: 'stmt', text: 'z()'},
    ]);
  });

  test('joinPaths follows gin', () => {
    expect(joinPaths('', '/api')).toBe('/api');
    expect(joinPaths('/api', '')).toBe('/api');
    expect(joinPaths('/api', '/fs/')).toBe('/api/fs/');
    expect(joinPaths('/dav', '/*path')).toBe('/dav/*path');
  });

  test('authLevel picks the strictest middleware', () => {
    expect(authLevel([])).toBe('none');
    expect(authLevel(['middlewares.Auth(false)'])).toBe('guest');
    expect(authLevel(['middlewares.Auth(true)'])).toBe('guest');
    expect(
      authLevel(['middlewares.Auth(false)', 'middlewares.AuthNotGuest']),
    ).toBe('user');
    expect(
      authLevel(['middlewares.Auth(false)', 'middlewares.AuthAdmin']),
    ).toBe('admin');
  });
});

describe('extractRoutes', () => {
  const routes = routesOf({
    'server/router.go': ROUTER,
    'server/handles/task.go': TASKS,
  });

  test('collects every registration form with full paths and auth levels', () => {
    expect(routes).toEqual([
      {method: 'ANY', path: '/ping', handler: 'server.Init.func', auth: 'none'},
      {method: 'GET', path: '/d/*path', handler: 'handles.Down', auth: 'none'},
      {
        method: 'POST',
        path: '/api/auth/login',
        handler: 'handles.Login',
        auth: 'none',
      },
      {
        method: 'GET',
        path: '/api/me',
        handler: 'handles.CurrentUser',
        auth: 'guest',
      },
      {
        method: 'ANY',
        path: '/api/public/settings',
        handler: 'handles.PublicSettings',
        auth: 'none',
      },
      {
        method: 'GET',
        path: '/api/admin/meta/list',
        handler: 'handles.ListMetas',
        auth: 'admin',
      },
      {
        method: 'POST',
        path: '/api/task/upload/info',
        handler: 'handles.getTargetedHandler(manager, func)',
        auth: 'user',
      },
      {
        method: 'PROPFIND',
        path: '/dav/*path',
        handler: 'server.ServeWebDAV',
        auth: 'user',
      },
      {
        method: 'GET',
        path: '/debug/gc',
        handler: 'server.Init.func',
        auth: 'none',
      },
    ]);
  });

  test('Use() applies only to routes registered after it, and conditions are kept', () => {
    const all = extractRoutes(
      funcsOf({'r.go': ROUTER, 't.go': TASKS}),
      'Init',
    ).routes;
    expect(all.find((r) => r.path === '/ping')?.middlewares).toEqual([]);
    expect(all.find((r) => r.path === '/d/*path')?.middlewares).toEqual([
      'middlewares.StoragesLoaded',
      'middlewares.PathParse',
    ]);
    expect(all.find((r) => r.path === '/debug/gc')?.conditions).toEqual([
      'flags.Debug',
    ]);
  });

  test('an early return negates the condition for later routes', () => {
    const src = `package server
func Init(e *gin.Engine) {
	if !enabled {
		e.Any("/s3/*path", off)
		return
	}
	e.Any("/s3/*path", on)
}`;
    const [route] = extractRoutes(parseGoFile(src, 'r.go'), 'Init').routes;
    expect(route?.variants).toEqual([
      {handler: 'server.off', conditions: ['!enabled']},
      {handler: 'server.on', conditions: ['!(!enabled)']},
    ]);
  });

  test.each([
    ['a non-literal path', 'e.GET(prefix + "/x", h)', /not a string literal/],
    [
      'an unknown router method',
      'e.StaticFS("/x", fsys)',
      /Unsupported router call "StaticFS"/,
    ],
    [
      'a router passed to an unknown function',
      'mystery(e.Group("/x"))',
      /unknown function mystery/,
    ],
    [
      'a route inside a loop',
      'for _, p := range ps {\n e.GET(p, h)\n}',
      /inside a loop/,
    ],
    ['any other use of a router', 'x := wrap(e)', /Unsupported statement/],
  ])('fails loudly on %s', (_name, stmt, error) => {
    const src = `package server\nfunc Init(e *gin.Engine) {\n${stmt}\n}`;
    expect(() => extractRoutes(parseGoFile(src, 'r.go'), 'Init')).toThrow(
      error,
    );
  });

  test('records opaque helpers instead of failing on them', () => {
    const src = `package server\nfunc Init(e *gin.Engine) {\nstatic.Static(e, func(h ...gin.HandlerFunc) {})\n}`;
    const {routes: none, skipped} = extractRoutes(
      parseGoFile(src, 'r.go'),
      'Init',
    );
    expect(none).toEqual([]);
    expect(skipped.map((s) => s.call)).toEqual(['static.Static']);
  });
});
