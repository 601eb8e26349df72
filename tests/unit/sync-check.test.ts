/**
 * The sync scripts' --check mode, run as a maintainer runs it against a tag
 * (`npm run sync:drivers -- <tree> --version vX --out data/… --check`), on a
 * small OpenList-shaped source tree written by this test: the data a script
 * generated from a tree checks as up to date, and a committed file that no
 * longer matches its source fails with the line that differs. No network.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** A minimal source tree with the files the three sync scripts read. */
const TREE: Record<string, string> = {
  'drivers/all.go': `package drivers

import (
	_ "github.com/OpenListTeam/OpenList/v4/drivers/demo"
)
`,
  'drivers/demo/meta.go': `package demo

type Addition struct {
	driver.RootPath
	Token string \`json:"token" required:"true" help:"api token"\`
}

var config = driver.Config{
	Name:        "Demo",
	DefaultRoot: "/",
}

func init() {
	op.RegisterDriver(func() driver.Driver {
		return &Demo{}
	})
}
`,
  'drivers/demo/driver.go': `package demo

type Demo struct {
	model.Storage
	Addition
}

func (d *Demo) Config() driver.Config {
	return config
}

func (d *Demo) GetAddition() driver.Additional {
	return &d.Addition
}
`,
  'internal/driver/config.go': `package driver

type LinkCacheMode int8

const (
	LinkCacheAuto LinkCacheMode = -1
	LinkCacheNone LinkCacheMode = 0
)

type Config struct {
	Name        string \`json:"name"\`
	OnlyProxy   bool   \`json:"only_proxy"\`
	NoCache     bool   \`json:"no_cache"\`
	DefaultRoot string \`json:"default_root"\`
	PreferProxy bool   \`json:"prefer_proxy"\`
}

func (c Config) MustProxy() bool {
	return c.OnlyProxy
}
`,
  'internal/op/driver.go': `package op

func getMainItems(config driver.Config) []driver.Item {
	items := []driver.Item{{
		Name:     "mount_path",
		Type:     conf.TypeString,
		Required: true,
	}}
	if !config.NoCache {
		items = append(items, driver.Item{
			Name:    "cache_expiration",
			Type:    conf.TypeNumber,
			Default: "30",
		})
	}
	if config.MustProxy() {
		items = append(items, driver.Item{
			Name:    "webdav_policy",
			Type:    conf.TypeSelect,
			Default: "native_proxy",
			Options: "native_proxy",
		})
	} else {
		items = append(items, driver.Item{
			Name:    "webdav_policy",
			Type:    conf.TypeSelect,
			Default: "302_redirect",
			Options: "302_redirect,native_proxy",
		})
	}
	return items
}
`,
  'internal/model/storage.go': `package model

type Storage struct {
	MountPath       string \`json:"mount_path"\`
	CacheExpiration int    \`json:"cache_expiration"\`
	Proxy
}

type Proxy struct {
	WebdavPolicy string \`json:"webdav_policy"\`
}
`,
  'internal/conf/const.go': `package conf

const (
	TypeString = "string"
	TypeSelect = "select"
	TypeNumber = "number"
	TypeBool   = "bool"
	SiteTitle  = "site_title"
)
`,
  'internal/conf/config.go': `package conf

type Scheme struct {
	HttpPort int \`json:"http_port" env:"HTTP_PORT"\`
}

type Config struct {
	Force  bool   \`json:"force" env:"FORCE"\`
	Scheme Scheme \`json:"scheme"\`
}

func DefaultConfig(dataDir string) *Config {
	return &Config{
		Scheme: Scheme{
			HttpPort: 5244,
		},
	}
}
`,
  'internal/model/setting.go': `package model

const (
	SINGLE = iota
	SITE
)

const (
	PUBLIC = iota
	PRIVATE
	READONLY
	DEPRECATED
)
`,
  'internal/bootstrap/data/setting.go': `package data

func InitialSettings() []model.SettingItem {
	initialSettingItems := []model.SettingItem{
		{Key: conf.SiteTitle, Value: "OpenList", Type: conf.TypeString, Group: model.SITE},
	}
	return initialSettingItems
}
`,
  'internal/offline_download/tool/base.go': 'package tool\n',
  'server/handles/offline_download.go': `package handles

func SetNothing(c *gin.Context) {
}
`,
  'cmd/root.go': `package cmd

var RootCmd = &cobra.Command{
	Use:   "openlist",
	Short: "A file list program",
}

func init() {
	RootCmd.PersistentFlags().StringVar(&flags.DataDir, "data", "data", "data folder")
}
`,
  'server/router.go': `package server

func Init(e *gin.Engine) {
	g := e.Group(conf.URL.Path)
	g.GET("/ping", func(c *gin.Context) {
		c.String(200, "pong")
	})
	api := g.Group("/api")
	api.POST("/auth/login", handles.Login)
}
`,
  'server/handles/auth.go': `package handles

func Login(c *gin.Context) {
}
`,
};

let tree: string;
let out: string;

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-check-'));
  tree = path.join(dir, 'OpenList');
  out = path.join(dir, 'data');
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), {recursive: true});
    fs.writeFileSync(path.join(tree, file), text);
  }
  fs.mkdirSync(out);
});

afterAll(() => {
  fs.rmSync(path.dirname(tree), {recursive: true, force: true});
});

const SCRIPTS: [string, (file: string) => string[]][] = [
  ['sync-drivers.mjs', (file) => [tree, '--version', 'v9.9.9', '--out', file]],
  ['sync-config.mjs', (file) => [tree, '--tag', 'v9.9.9', '--out', file]],
  ['sync-routes.mjs', (file) => [tree, file]],
];

function run(script: string, args: string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', script), ...args],
    {
      encoding: 'utf8',
      env: {...process.env, OPENLIST_VERSION: '9.9.9'},
    },
  );
}

describe.each(SCRIPTS)('%s --check', (script, argsFor) => {
  it('accepts the data it generated from the same source', () => {
    const file = path.join(out, `${script}.json`);
    const made = run(script, argsFor(file));
    expect(made.stderr).not.toMatch(/Error|sync-\w+:.*(cannot|unknown)/);
    expect(made.status).toBe(0);
    const before = fs.readFileSync(file, 'utf8');
    const checked = run(script, [...argsFor(file), '--check']);
    expect(checked.stdout).toContain('is up to date');
    expect(checked.status).toBe(0);
    // --check never writes.
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('fails, naming the line, when the committed data no longer matches', () => {
    const file = path.join(out, `${script}.json`);
    const text = fs.readFileSync(file, 'utf8');
    const line = text.split('\n').findIndex((l) => /9\.9\.9/.test(l));
    expect(line).toBeGreaterThan(0);
    fs.writeFileSync(file, text.replace(/9\.9\.9/, '9.9.8'));
    const checked = run(script, [...argsFor(file), '--check']);
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain(
      `differs from the source at line ${line + 1}`,
    );
    expect(fs.readFileSync(file, 'utf8')).toContain('9.9.8');
    const missing = run(script, [...argsFor(`${file}.none`), '--check']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('does not exist');
  });
});

describe('the fixture tree', () => {
  it('yields real data, so the checks above compare something', () => {
    const read = (script: string) =>
      JSON.parse(fs.readFileSync(path.join(out, `${script}.json`), 'utf8'));
    const drivers = read('sync-drivers.mjs');
    expect(drivers.drivers).toHaveLength(1);
    expect(drivers.drivers[0]).toMatchObject({
      name: 'Demo',
      common: ['mount_path', 'cache_expiration', 'webdav_policy'],
    });
    expect(
      drivers.drivers[0].additional.map((f: {json: string}) => f.json),
    ).toEqual(['root_folder_path', 'token']);
    expect(
      drivers.common.find((c: {json: string}) => c.json === 'webdav_policy'),
    ).toMatchObject({
      default: '302_redirect',
      proxyOnlyVariant: {default: 'native_proxy'},
    });
    const config = read('sync-config.mjs');
    expect(config.configKeys.map((k: {path: string}) => k.path)).toEqual([
      'force',
      'scheme.http_port',
    ]);
    expect(config.settings.map((s: {key: string}) => s.key)).toEqual([
      'site_title',
    ]);
    const routes = read('sync-routes.mjs');
    expect(
      routes.routes.map(
        (r: {method: string; path: string}) => `${r.method} ${r.path}`,
      ),
    ).toEqual(['GET /ping', 'POST /api/auth/login']);
  });
});
