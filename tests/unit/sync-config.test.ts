import {
  SyncConfigError,
  configKeys,
  matchBracket,
  parseCommands,
  parseConstants,
  parseDefaultConfig,
  parseGoLiteral,
  parseGoString,
  parseHandlerItems,
  parseInitialSettings,
  parseStructs,
  parseToolItems,
  settingPageOf,
  splitTopLevel,
  stripComments,
  type SettingContext,
} from '../../scripts/lib/openlist-config';

const configGo = `package conf

type Inner struct {
	Name  string   \`json:"name" env:"NAME"\`
	Port  int      \`json:"port" env:"PORT"\`
	Tags  []string \`json:"tags" env:"TAGS"\`
	Quiet bool     \`json:"quiet"\`
}

type Item struct {
	Path   string \`json:"path"\`
	Method string \`json:"method"\`
}

type Config struct {
	Force   bool   \`json:"force" env:"FORCE"\`
	Secret  string \`json:"secret" env:"SECRET"\`
	Db      Inner  \`json:"db" envPrefix:"DB_"\`
	Plain   Inner  \`json:"plain"\` // no envPrefix: fields keep the root prefix
	Items   []Item \`json:"items"\`
	TempDir string \`json:"temp_dir" env:"TEMP_DIR"\`
	Version string \`json:"version"\`
}

func DefaultConfig(dataDir string) *Config {
	tempDir := filepath.Join(dataDir, "temp")
	return &Config{
		Secret: random.String(16),
		Db: Inner{
			Name: "sqlite3", // a comment, with a comma
			Port: -1,
			Tags: []string{"*"},
		},
		Items: []Item{
			{Path: "/ping"},
			{Method: "HEAD"},
		},
		TempDir: tempDir,
	}
}
`;

describe('Go lexing helpers', () => {
  it('decodes interpreted and raw string literals', () => {
    expect(parseGoString('"a\\nb\\\\c\\"d"')).toBe('a\nb\\c"d');
    expect(parseGoString('`raw \\n {`')).toBe('raw \\n {');
    expect(parseGoString('"\\u00e9"')).toBe('é');
    expect(() => parseGoString('"\\q"')).toThrow(SyncConfigError);
    expect(() => parseGoString('name')).toThrow(SyncConfigError);
  });

  it('strips comments but keeps strings that contain //', () => {
    const code = 'a := "http://x" // note\n/* block */b := `//y`';
    const out = stripComments(code);
    expect(out).toContain('"http://x"');
    expect(out).toContain('`//y`');
    expect(out).not.toContain('note');
    expect(out).not.toContain('block');
  });

  it('matches brackets and splits at top-level commas only', () => {
    const text = '{a, "}", {b, c}}';
    expect(matchBracket(text, 0)).toBe(text.length - 1);
    expect(splitTopLevel('a, f(b, c), "d,e", {x, y}')).toEqual([
      'a',
      'f(b, c)',
      '"d,e"',
      '{x, y}',
    ]);
  });

  it('reads composite literals and refuses unknown expressions', () => {
    expect(parseGoLiteral('T{A: 1, B: "x", C: []string{"a", "b"}}')).toEqual({
      A: 1,
      B: 'x',
      C: ['a', 'b'],
    });
    expect(parseGoLiteral('[]T{{A: true}, {A: false}}')).toEqual([
      {A: true},
      {A: false},
    ]);
    expect(() => parseGoLiteral('os.Getenv("X")')).toThrow(SyncConfigError);
  });

  it('reads string constants and iota sequences', () => {
    const src = `const (
	A = iota
	B
	// comment
	C
)
const (
	Name = "the_name" // trailing
	Other = \`raw\`
)
const (
	_ Kind = iota
	First
)`;
    expect(parseConstants(src)).toEqual({
      A: 0,
      B: 1,
      C: 2,
      Name: 'the_name',
      Other: 'raw',
      First: 1,
    });
    expect(() => parseConstants('const (\n\tX = f()\n)')).toThrow(
      SyncConfigError,
    );
  });
});

describe('config.json keys', () => {
  const structs = parseStructs(configGo);
  const keys = configKeys(structs, parseDefaultConfig(configGo));
  const key = (path: string) => keys.find((k) => k.path === path);

  it('walks nested structs and names every key by its JSON path', () => {
    expect(keys.map((k) => k.path)).toEqual([
      'force',
      'secret',
      'db.name',
      'db.port',
      'db.tags',
      'db.quiet',
      'plain.name',
      'plain.port',
      'plain.tags',
      'plain.quiet',
      'items',
      'items[].path',
      'items[].method',
      'temp_dir',
      'version',
    ]);
  });

  it('takes defaults from DefaultConfig and zero values otherwise', () => {
    expect(key('db.name')?.default).toBe('sqlite3');
    expect(key('db.port')?.default).toBe(-1);
    expect(key('db.tags')?.default).toEqual(['*']);
    expect(key('plain.port')?.default).toBe(0);
    expect(key('plain.tags')?.default).toBeNull();
    expect(key('force')?.default).toBe(false);
    expect(key('temp_dir')?.default).toBe('data/temp');
    expect(key('secret')?.default).toEqual({
      dynamic: 'random string of 16 characters',
    });
    expect(key('items')?.default).toEqual([
      {path: '/ping', method: ''},
      {path: '', method: 'HEAD'},
    ]);
  });

  it('builds environment variable names from env and envPrefix tags', () => {
    expect(key('force')?.env).toBe('OPENLIST_FORCE');
    expect(key('db.name')?.env).toBe('OPENLIST_DB_NAME');
    expect(key('plain.port')?.env).toBe('OPENLIST_PORT');
    expect(key('db.quiet')?.env).toBeNull();
    expect(key('version')?.env).toBeNull();
    expect(key('items[].path')?.env).toBeNull();
  });

  it('fails on fields and defaults it cannot read', () => {
    expect(() => parseStructs('type X struct {\n\tA, B string\n}')).toThrow(
      SyncConfigError,
    );
    const badType = parseStructs(
      'type Config struct {\n\tM map[string]int `json:"m"`\n}',
    );
    expect(() => configKeys(badType, {})).toThrow(/unsupported type/);
    expect(() =>
      parseDefaultConfig(
        'func DefaultConfig(d string) *Config {\n\tx := os.TempDir()\n\treturn &Config{}\n}',
      ),
    ).toThrow(/local variable/);
  });
});

describe('cobra commands', () => {
  const root = {
    name: 'cmd/root.go',
    source: `package cmd
var RootCmd = &cobra.Command{
	Use:   "app",
	Short: "The app",
	Long: \`Long text, with commas
over lines\`,
}
func init() {
	RootCmd.PersistentFlags().StringVar(&flags.DataDir, "data", "data", "data folder")
	RootCmd.PersistentFlags().BoolVar(&flags.Debug, "debug", false, "debug mode")
	// RootCmd.Flags().BoolP("commented", "c", false, "not a flag")
}`,
  };
  const store = {
    name: 'cmd/store.go',
    source: `package cmd
var storeCmd = &cobra.Command{
	Use:     "store",
	Aliases: []string{"st"},
	Short:   "Manage",
}
var delCmd = &cobra.Command{
	Use:   "delete [id]",
	Short: "Delete one",
	Example: \`app store delete 1\`,
	RunE: func(cmd *cobra.Command, args []string) error {
		if force, _ := cmd.Flags().GetBool("force"); force {
			return nil
		}
		return nil
	},
}
func init() {
	RootCmd.AddCommand(storeCmd)
	storeCmd.AddCommand(delCmd)
	storeCmd.PersistentFlags().IntVarP(&height, "height", "H", 10, "Table height")
	delCmd.Flags().BoolP("force", "f", false, "Force")
	delCmd.Flags().String("name", "x", "Name")
}`,
  };
  const stopUnix = {
    name: 'cmd/stop_default.go',
    source: `//go:build !windows

package cmd
var StopCmd = &cobra.Command{Use: "stop", Short: "Stop by pid"}
func init() { RootCmd.AddCommand(StopCmd) }`,
  };
  const stopWin = {
    name: 'cmd/stop_windows.go',
    source: `//go:build windows

package cmd
var StopCmd = &cobra.Command{Use: "stop", Short: "Same as kill"}
func init() { RootCmd.AddCommand(StopCmd) }`,
  };

  const commands = parseCommands([root, store, stopUnix, stopWin]);
  const cmd = (path: string) => commands.filter((c) => c.path === path);

  it('builds the command tree from AddCommand calls', () => {
    expect(commands.map((c) => c.path)).toEqual([
      'app',
      'app store',
      'app store delete',
      'app stop',
      'app stop',
    ]);
    expect(cmd('app store')[0]?.aliases).toEqual(['st']);
    expect(cmd('app store delete')[0]?.use).toBe('delete [id]');
    expect(cmd('app store delete')[0]?.example).toBe('app store delete 1');
  });

  it('reads every flag form: Var, VarP, P and plain', () => {
    expect(cmd('app')[0]?.flags).toEqual([
      {
        name: 'data',
        shorthand: null,
        type: 'string',
        default: 'data',
        usage: 'data folder',
        persistent: true,
      },
      {
        name: 'debug',
        shorthand: null,
        type: 'bool',
        default: false,
        usage: 'debug mode',
        persistent: true,
      },
    ]);
    expect(cmd('app store')[0]?.flags[0]).toMatchObject({
      name: 'height',
      shorthand: 'H',
      type: 'int',
      default: 10,
      persistent: true,
    });
    expect(
      cmd('app store delete')[0]?.flags.map((f) => [f.name, f.shorthand]),
    ).toEqual([
      ['force', 'f'],
      ['name', null],
    ]);
  });

  it('keeps one entry per build constraint', () => {
    expect(cmd('app stop').map((c) => [c.platform, c.short])).toEqual([
      ['!windows', 'Stop by pid'],
      ['windows', 'Same as kill'],
    ]);
  });

  it('fails on forms it does not understand', () => {
    const weird = (source: string) => () =>
      parseCommands([root, {name: 'cmd/x.go', source}]);
    expect(
      weird(
        'var X = &cobra.Command{Use: "x", Deprecated: "no"}\nfunc init(){RootCmd.AddCommand(X)}',
      ),
    ).toThrow(/cobra.Command field/);
    expect(
      weird('func init(){RootCmd.Flags().CountP("v", "v", "verbose")}'),
    ).toThrow(/unknown flag method/);
    expect(weird('var X = &cobra.Command{Use: "x"}')).toThrow(/never added/);
    expect(weird('var c = cobra.Command{Use: "x"}')).toThrow(/unknown form/);
  });
});

describe('admin settings', () => {
  const structs = parseStructs(configGo);
  const ctx: SettingContext = {
    conf: parseConstants(`const (
	TypeString = "string"
	TypeBool   = "bool"
	TypeSelect = "select"
	SiteTitle  = "site_title"
	Secret     = "secret_key"
	ToolUrl    = "tool_url"
	ToolDir    = "tool_dir"
)`),
    model: parseConstants(`const (
	SINGLE = iota
	SITE
	OFFLINE_DOWNLOAD
)
const (
	PUBLIC = iota
	PRIVATE
	READONLY
	DEPRECATED
)`),
    configKeys: configKeys(structs, parseDefaultConfig(configGo)),
    structs,
    locals: {token: 'a random token'},
  };

  const settingGo = `package data
func InitialSettings() []model.SettingItem {
	var token string
	initialSettingItems := []model.SettingItem{
		// site settings
		{Key: conf.SiteTitle, Value: "OpenList", Type: conf.TypeString, Group: model.SITE},
		{Key: "mode", Value: "a", Type: conf.TypeSelect, Options: "a,b", Group: model.SITE, Help: \`pick one\`},
		//{Key: "old", Value: "x", Type: conf.TypeString, Group: model.SITE},
		{Key: "logo", Value: "new", MigrationValue: "old", Type: conf.TypeString, Group: model.SITE},
		{Key: conf.Secret, Value: token, Type: conf.TypeString, Group: model.SINGLE, Flag: model.PRIVATE},
		{Key: "workers", Value: strconv.Itoa(conf.Conf.Db.Port), Type: conf.TypeString, Group: model.SITE, Flag: model.READONLY},
	}
	if flags.Dev {
		initialSettingItems = append(initialSettingItems, []model.SettingItem{
			{Key: "test_x", Type: conf.TypeString, Flag: model.DEPRECATED},
		}...)
	}
	return initialSettingItems
}`;

  const items = parseInitialSettings(settingGo, ctx);
  const item = (key: string) => items.find((i) => i.key === key);

  it('resolves constant keys, groups, flags and options', () => {
    expect(items.map((i) => i.key)).toEqual([
      'site_title',
      'mode',
      'logo',
      'secret_key',
      'workers',
      'test_x',
    ]);
    expect(item('site_title')).toMatchObject({
      default: 'OpenList',
      type: 'string',
      group: 'site',
      flag: 'public',
      source: 'initial',
    });
    expect(item('mode')).toMatchObject({options: ['a', 'b'], help: 'pick one'});
    expect(item('logo')?.replacesOldDefault).toBe('old');
    expect(item('secret_key')).toMatchObject({
      default: {dynamic: 'a random token'},
      group: 'single',
      flag: 'private',
    });
  });

  it('describes values taken from config.json', () => {
    expect(item('workers')).toMatchObject({
      flag: 'readonly',
      default: {dynamic: 'value of config.json key db.port (default -1)'},
    });
  });

  it('marks dev-only items', () => {
    expect(item('test_x')).toMatchObject({
      source: 'dev',
      flag: 'deprecated',
      group: 'single',
      default: '',
    });
  });

  it('reads offline download tool items and handler items', () => {
    const tool = `func (a *Tool) Items() []model.SettingItem {
	return []model.SettingItem{
		{Key: conf.ToolUrl, Value: "http://localhost", Type: conf.TypeString, Group: model.OFFLINE_DOWNLOAD, Flag: model.PRIVATE},
	}
}`;
    expect(parseToolItems(tool, ctx)).toEqual([
      expect.objectContaining({
        key: 'tool_url',
        group: 'offline_download',
        source: 'offline_download_tool',
      }),
    ]);
    expect(
      parseToolItems(
        'func (a *T) Items() []model.SettingItem {\n\treturn nil\n}',
        ctx,
      ),
    ).toEqual([]);
    const handler = `func SetTool(c *gin.Context) {
	items := []model.SettingItem{
		{Key: conf.ToolUrl, Value: req.Url, Type: conf.TypeString, Group: model.OFFLINE_DOWNLOAD, Flag: model.PRIVATE},
		{Key: conf.ToolDir, Value: req.TempDir, Type: conf.TypeString, Group: model.OFFLINE_DOWNLOAD, Flag: model.PRIVATE},
	}
}`;
    expect(
      parseHandlerItems(handler, ctx, new Set(['tool_url'])).map((i) => [
        i.key,
        i.source,
        i.default,
      ]),
    ).toEqual([['tool_dir', 'saved_by_handler', '']]);
  });

  it('fails on unknown fields, values and groups', () => {
    const wrap = (el: string) =>
      `func InitialSettings() []model.SettingItem {\n\titems := []model.SettingItem{\n\t\t${el},\n\t}\n}`;
    expect(() =>
      parseInitialSettings(wrap('{Key: "a", Value: "b", Weight: 3}'), ctx),
    ).toThrow(/unknown SettingItem field/);
    expect(() =>
      parseInitialSettings(wrap('{Key: "a", Value: os.Getenv("X")}'), ctx),
    ).toThrow(SyncConfigError);
    expect(() =>
      parseInitialSettings(wrap('{Key: "a", Group: 42}'), ctx),
    ).toThrow(/unknown group/);
    expect(() => settingPageOf('nowhere')).toThrow(SyncConfigError);
    expect(settingPageOf('offline_download')).toBe('other');
    expect(settingPageOf('index')).toBe('indexes');
  });
});
