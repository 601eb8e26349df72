import {
  additionalFields,
  commonItemsFor,
  DriverParseError,
  matchBrace,
  parseConfigFields,
  parseConfigLiteral,
  parseConfTypes,
  parseDriverPackage,
  parseMainItems,
  parseConfigMethods,
  evalCondition,
  variantOf,
  parseStorageFields,
  parseLinkCacheModes,
  parseStruct,
  parseStructTag,
  registeredPackages,
} from '../../scripts/lib/drivers.mjs';
import {
  parseOurLabels,
  zhTextsFor,
} from '../../scripts/lib/driver-labels-zh.mjs';

/** A trimmed copy of internal/driver/config.go in the form v4.1.5 uses. */
const CONFIG_GO = `package driver

type Config struct {
	Name      string \`json:"name"\`
	LocalSort bool   \`json:"local_sort"\`
	OnlyProxy bool   \`json:"only_proxy"\`
	NoCache   bool   \`json:"no_cache"\`
	NoUpload  bool   \`json:"no_upload"\`
	DefaultRoot string \`json:"default_root"\`
	CheckStatus bool   \`json:"-"\`
	//info,success,warning,danger
	Alert string \`json:"alert"\`
	NoOverwriteUpload bool \`json:"-"\`
	NoLinkURL bool \`json:"-"\`
	// Link cache behaviour
	LinkCacheMode \`json:"-"\`
}
type LinkCacheMode int8

const (
	LinkCacheAuto LinkCacheMode = -1 // decide per path
	LinkCacheNone LinkCacheMode = 0  // default
)

const (
	LinkCacheIP LinkCacheMode = 1 << iota // client IP
	LinkCacheUA                           // User-Agent
)
`;

const fields = parseConfigFields(CONFIG_GO);
const modes = parseLinkCacheModes(CONFIG_GO);

/** Wraps Addition members in a package with one driver type. */
function pkg(
  addition: string,
  meta: string,
  extra = '',
): {'meta.go': string; 'driver.go': string} {
  return {
    'meta.go': `package demo

import (
	"github.com/OpenListTeam/OpenList/v4/internal/driver"
	"github.com/OpenListTeam/OpenList/v4/internal/op"
)

type Addition struct {
${addition}
}
${extra}
${meta}`,
    'driver.go': `package demo

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
  };
}

const SIMPLE_META = `var config = driver.Config{
	Name:        "Demo",
	LocalSort:   true,
	DefaultRoot: "/",
}

func init() {
	op.RegisterDriver(func() driver.Driver {
		return &Demo{}
	})
}`;

describe('parseStructTag', () => {
  it('reads every key the v4.1.5 drivers use', () => {
    expect(
      parseStructTag(
        'json:"list" type:"select" options:"v1,v2" default:"v1" required:"true" help:"Pick one, or \\"v2\\"" confidential:"true" info:"x"',
      ),
    ).toEqual({
      json: 'list',
      type: 'select',
      options: 'v1,v2',
      default: 'v1',
      required: 'true',
      help: 'Pick one, or "v2"',
      confidential: 'true',
      info: 'x',
    });
  });

  it('accepts doubled spaces between pairs', () => {
    expect(parseStructTag('json:"a"  required:"true"')).toEqual({
      json: 'a',
      required: 'true',
    });
  });

  it('fails loudly on malformed tags', () => {
    expect(() => parseStructTag('json:a')).toThrow(DriverParseError);
    expect(() => parseStructTag('json:"a"required:"true"')).toThrow(
      DriverParseError,
    );
    expect(() => parseStructTag('json:"a" json:"b"')).toThrow(/duplicate/);
  });
});

describe('additionalFields', () => {
  const lookupIn = (src: string) => (name: string) => parseStruct(src, name);

  it('keeps order, types, defaults, selects and help text', () => {
    const src = pkg(
      `	Bucket   string \`json:"bucket" required:"true"\`
	Expire   int    \`json:"sign_url_expire" type:"number" default:"4"\`
	Version  string \`json:"list_object_version" type:"select" options:"v1,v2" default:"v1"\`
	Remove   bool   \`json:"remove_bucket" help:"Remove bucket name from path."\` // trailing comment
	Size     int64  \`json:"size"\`
	Secret   string \`json:"secret" confidential:"true"\``,
      SIMPLE_META,
    )['meta.go'];
    expect(additionalFields('Addition', lookupIn(src), '/')).toEqual([
      {
        json: 'bucket',
        goType: 'string',
        type: 'string',
        required: true,
        default: '',
        options: [],
        help: '',
      },
      {
        json: 'sign_url_expire',
        goType: 'int',
        type: 'number',
        required: false,
        default: '4',
        options: [],
        help: '',
      },
      {
        json: 'list_object_version',
        goType: 'string',
        type: 'select',
        required: false,
        default: 'v1',
        options: ['v1', 'v2'],
        help: '',
      },
      {
        json: 'remove_bucket',
        goType: 'bool',
        type: 'bool',
        required: false,
        default: '',
        options: [],
        help: 'Remove bucket name from path.',
      },
      {
        json: 'size',
        goType: 'int64',
        type: 'int64',
        required: false,
        default: '',
        options: [],
        help: '',
      },
      {
        json: 'secret',
        goType: 'string',
        type: 'string',
        required: false,
        default: '',
        options: [],
        help: '',
        confidential: true,
      },
    ]);
  });

  it('inherits root_folder_path / root_folder_id with the driver default root', () => {
    const path = pkg('	driver.RootPath\n	Name string `json:"name"`', SIMPLE_META)[
      'meta.go'
    ];
    expect(additionalFields('Addition', lookupIn(path), '/')[0]).toEqual({
      json: 'root_folder_path',
      goType: 'string',
      type: 'string',
      required: true,
      default: '/',
      options: [],
      help: '',
      inheritedFrom: 'driver.RootPath',
    });
    const id = pkg('	Name string `json:"name"`\n	driver.RootID', SIMPLE_META)[
      'meta.go'
    ];
    const items = additionalFields('Addition', lookupIn(id), '');
    expect(items.map((i) => i.json)).toEqual(['name', 'root_folder_id']);
    expect(items[1]).toMatchObject({
      required: false,
      default: '',
      inheritedFrom: 'driver.RootID',
    });
  });

  it('skips untagged and ignored members, flattens local structs', () => {
    const src = pkg(
      `	AccessToken string
	Headers     http.Header
	Cred        common.ReusableCredentialData
	Skip        string \`json:"skip" ignore:"true"\`
	Inner`,
      SIMPLE_META,
      'type Inner struct {\n	Deep bool `json:"deep"`\n}\n',
    )['meta.go'];
    expect(
      additionalFields('Addition', lookupIn(src), '/').map((i) => i.json),
    ).toEqual(['deep']);
  });

  it('fails loudly on forms it does not understand', () => {
    const bad = (members: string) => () =>
      additionalFields(
        'Addition',
        lookupIn(pkg(members, SIMPLE_META)['meta.go']),
        '/',
      );
    expect(bad('	X other.Thing')).toThrow(/unknown type other.Thing/);
    expect(bad('	X []string `json:"x"`')).toThrow(/unsupported type/);
    expect(bad('	X struct { Y int }')).toThrow(/inline type/);
    expect(bad('	A, B string')).toThrow(/cannot read member/);
    expect(bad('	X string "json:\\"x\\""')).toThrow(/not in backquotes/);
  });
});

describe('parseConfigLiteral', () => {
  it('reads a multi-line literal with comments and every value kind', () => {
    const body = `
		Name:        "S3", // the name
		DefaultRoot: "/",
		LocalSort:   true,
		OnlyProxy:   false,
		Alert:       \`warning|Read the docs, first\`,
		LinkCacheMode: driver.LinkCacheIP | driver.LinkCacheUA,
	`;
    expect(parseConfigLiteral(body, fields, modes)).toMatchObject({
      Name: 'S3',
      DefaultRoot: '/',
      LocalSort: true,
      OnlyProxy: false,
      NoUpload: false,
      Alert: 'warning|Read the docs, first',
      LinkCacheMode: 'LinkCacheIP|LinkCacheUA',
    });
  });

  it('reads a one-line literal', () => {
    expect(
      parseConfigLiteral('Name: "X", NoUpload: true', fields, modes),
    ).toMatchObject({
      Name: 'X',
      NoUpload: true,
    });
  });

  it('fails loudly on unknown fields and values', () => {
    expect(() =>
      parseConfigLiteral('Name: "X", Foo: true', fields, modes),
    ).toThrow(/unknown Config field Foo/);
    expect(() =>
      parseConfigLiteral('Name: "X", LocalSort: yes', fields, modes),
    ).toThrow(/not a bool/);
    expect(() =>
      parseConfigLiteral(
        'Name: "X", LinkCacheMode: driver.LinkCacheZ',
        fields,
        modes,
      ),
    ).toThrow(/unknown value/);
    expect(() => parseConfigLiteral('LocalSort: true', fields, modes)).toThrow(
      /without Name/,
    );
  });
});

describe('parseDriverPackage', () => {
  it('maps a config variable to its driver through Config() and GetAddition()', () => {
    const [d] = parseDriverPackage(
      'demo',
      pkg('	driver.RootPath', SIMPLE_META),
      fields,
      modes,
    );
    expect(d).toMatchObject({
      name: 'Demo',
      package: 'demo',
      config: {LocalSort: true, DefaultRoot: '/'},
    });
    expect(d?.additional.map((f) => f.json)).toEqual(['root_folder_path']);
  });

  it('reads inline config literals of several registrations', () => {
    const meta = `func init() {
	op.RegisterDriver(func() driver.Driver {
		return &Demo{
			config: driver.Config{
				Name:      "One",
				OnlyProxy: true,
			},
			conf: Conf{api: "https://one.example"},
		}
	})
	op.RegisterDriver(func() driver.Driver {
		return &Demo{
			config: driver.Config{Name: "Two", NoUpload: true},
		}
	})
}`;
    const files = pkg('	Cookie string `json:"cookie" required:"true"`', meta);
    const drivers = parseDriverPackage('demo', files, fields, modes);
    expect(
      drivers.map((d) => [d.name, d.config.OnlyProxy, d.config.NoUpload]),
    ).toEqual([
      ['One', true, false],
      ['Two', false, true],
    ]);
  });

  it('tells two driver types of one package apart (Thunder / ThunderExpert)', () => {
    const files = {
      'meta.go': `package demo
type Addition struct {
	Username string \`json:"username"\`
}
type ExpertAddition struct {
	driver.RootID
	LoginType string \`json:"login_type" type:"select" options:"user,refresh_token" default:"user"\`
}
var config = driver.Config{
	Name: "Basic",
}
var configExpert = driver.Config{
	Name: "Expert",
}
func init() {
	op.RegisterDriver(func() driver.Driver {
		return &Basic{}
	})
	op.RegisterDriver(func() driver.Driver {
		return &Expert{}
	})
}`,
      'driver.go': `package demo
func (x *Basic) Config() driver.Config {
	return config
}
func (x *Basic) GetAddition() driver.Additional {
	return &x.Addition
}
func (x *Expert) Config() driver.Config {
	return configExpert
}
func (x *Expert) GetAddition() driver.Additional {
	return &x.ExpertAddition
}`,
    };
    const drivers = parseDriverPackage('demo', files, fields, modes);
    expect(
      drivers.map((d) => [d.name, d.additional.map((f) => f.json)]),
    ).toEqual([
      ['Basic', ['username']],
      ['Expert', ['root_folder_id', 'login_type']],
    ]);
  });

  it('fails loudly when a driver cannot be resolved', () => {
    const files: Record<string, string> = pkg(
      '	X string `json:"x"`',
      SIMPLE_META,
    );
    files['driver.go'] = files['driver.go']!.replace(
      'return &d.Addition',
      'return d.build()',
    );
    expect(() => parseDriverPackage('demo', files, fields, modes)).toThrow(
      /GetAddition/,
    );
    expect(() =>
      parseDriverPackage('demo', {'driver.go': ''}, fields, modes),
    ).toThrow(/no meta.go/);
  });
});

describe('helpers', () => {
  it('lists registered packages from all.go', () => {
    expect(
      registeredPackages(`import (
	_ "github.com/OpenListTeam/OpenList/v4/drivers/115"
	_ "github.com/OpenListTeam/OpenList/v4/drivers/s3"
)`),
    ).toEqual(['115', 's3']);
    expect(() => registeredPackages('package drivers')).toThrow(
      DriverParseError,
    );
  });

  it('reads the LinkCacheMode constants', () => {
    expect(modes).toEqual({
      LinkCacheAuto: -1,
      LinkCacheNone: 0,
      LinkCacheIP: 1,
      LinkCacheUA: 2,
    });
  });

  it('matches braces across strings and comments', () => {
    const src = 'x{ "}" `}` \'}\' // }\n { } }';
    expect(matchBrace(src, 1)).toBe(src.length - 1);
  });

  it('chooses the common items like getMainItems', () => {
    const OP = `func getMainItems(config driver.Config) []driver.Item {
	items := []driver.Item{{
		Name: "mount_path",
		Type: conf.TypeString,
	}}
	if !config.NoCache {
		items = append(items, driver.Item{Name: "cache_expiration", Type: conf.TypeNumber, Help: "for this storage"})
	}
	if config.MustProxy() {
		items = append(items, driver.Item{Name: "webdav_policy", Type: conf.TypeSelect, Default: "native_proxy"})
	} else {
		if config.DefaultProxy() {
			items = append(items, []driver.Item{{Name: "web_proxy", Type: conf.TypeBool, Default: "true"}}...)
		} else {
			items = append(items, []driver.Item{{Name: "web_proxy", Type: conf.TypeBool}}...)
		}
	}
	if config.LocalSort {
		items = append(items, driver.Item{Name: "order_by", Type: conf.TypeSelect})
	}
	return items
}`;
    const methods = parseConfigMethods(`
func (c Config) MustProxy() bool {
	return c.OnlyProxy || c.NoLinkURL
}

func (c Config) DefaultProxy() bool {
	return c.PreferProxy
}`);
    expect(methods).toEqual({
      MustProxy: 'config.OnlyProxy || config.NoLinkURL',
      DefaultProxy: 'config.PreferProxy',
    });
    const items = parseMainItems(OP, {
      TypeString: 'string',
      TypeNumber: 'number',
      TypeSelect: 'select',
      TypeBool: 'bool',
    });
    expect(items.map((i) => [i.json, i.when])).toEqual([
      ['mount_path', []],
      ['cache_expiration', ['!config.NoCache']],
      ['webdav_policy', ['config.MustProxy()']],
      ['web_proxy', ['!(config.MustProxy())', 'config.DefaultProxy()']],
      ['web_proxy', ['!(config.MustProxy())', '!(config.DefaultProxy())']],
      ['order_by', ['config.LocalSort']],
    ]);
    expect(items.map(variantOf)).toEqual([
      'base',
      'base',
      'proxyOnly',
      'preferProxy',
      'base',
      'base',
    ]);
    const base = {
      ...parseConfigLiteral('Name: "X"', fields, modes),
      PreferProxy: false,
    };
    expect(commonItemsFor(base, items, methods)).toEqual([
      'mount_path',
      'cache_expiration',
      'web_proxy',
    ]);
    const proxy = {...base, NoLinkURL: true, NoCache: true, LocalSort: true};
    expect(commonItemsFor(proxy, items, methods)).toEqual([
      'mount_path',
      'webdav_policy',
      'order_by',
    ]);
    // One web_proxy item either way: the two variants exclude each other.
    expect(
      commonItemsFor({...base, PreferProxy: true}, items, methods),
    ).toEqual(['mount_path', 'cache_expiration', 'web_proxy']);
  });

  it('evaluates only the conditions it understands', () => {
    const config = {Name: 'X', OnlyProxy: true, NoCache: false};
    expect(
      evalCondition('!(config.OnlyProxy && !config.NoCache)', config, {}),
    ).toBe(false);
    expect(
      evalCondition('config.NoCache || config.OnlyProxy', config, {}),
    ).toBe(true);
    expect(() => evalCondition('config.Name == "139Yun"', config, {})).toThrow(
      DriverParseError,
    );
    expect(() => evalCondition('config.Missing', config, {})).toThrow(
      /cannot evaluate/,
    );
    expect(() => evalCondition('config.Other()', config, {})).toThrow(
      /unknown Config method/,
    );
  });
});

describe('common storage fields', () => {
  const STORAGE_GO = `package model

type Storage struct {
	ID              uint      \`json:"id" gorm:"primaryKey"\`                        // unique key
	MountPath       string    \`json:"mount_path" gorm:"unique" binding:"required"\`
	CacheExpiration int       \`json:"cache_expiration"\`
	Sort
	Proxy
}

type Sort struct {
	OrderBy        string \`json:"order_by"\`
}

type Proxy struct {
	WebdavPolicy string \`json:"webdav_policy"\`
	// Disable sign for DownProxyURL
	DisableProxySign bool \`json:"disable_proxy_sign"\`
}
`;

  const OP_GO = `package op

func getMainItems(config driver.Config) []driver.Item {
	items := []driver.Item{{
		Name:     "mount_path",
		Type:     conf.TypeString,
		Required: true,
		Help:     "The path you want to mount to",
	}}
	if config.MustProxy() {
		items = append(items, driver.Item{
			Name:     "webdav_policy",
			Type:     conf.TypeSelect,
			Default:  "native_proxy",
			Options:  "use_proxy_url,native_proxy",
			Required: true,
		})
	}
	return items
}
`;

  it('reads the Storage struct with its embedded structs', () => {
    expect(parseStorageFields(STORAGE_GO)).toEqual([
      {json: 'id', goType: 'uint', field: 'ID'},
      {json: 'mount_path', goType: 'string', field: 'MountPath'},
      {json: 'cache_expiration', goType: 'int', field: 'CacheExpiration'},
      {json: 'order_by', goType: 'string', field: 'OrderBy'},
      {json: 'webdav_policy', goType: 'string', field: 'WebdavPolicy'},
      {json: 'disable_proxy_sign', goType: 'bool', field: 'DisableProxySign'},
    ]);
  });

  it('reads the form items of getMainItems', () => {
    const types = parseConfTypes(
      'const (\n\tTypeString = "string"\n\tTypeSelect = "select"\n)',
    );
    expect(types).toEqual({TypeString: 'string', TypeSelect: 'select'});
    expect(parseMainItems(OP_GO, types)).toEqual([
      {
        json: 'mount_path',
        type: 'string',
        required: true,
        default: '',
        options: [],
        help: 'The path you want to mount to',
        when: [],
      },
      {
        json: 'webdav_policy',
        type: 'select',
        required: true,
        default: 'native_proxy',
        options: ['use_proxy_url', 'native_proxy'],
        help: '',
        when: ['config.MustProxy()'],
      },
    ]);
  });

  it('fails loudly on an unknown item or type', () => {
    expect(() =>
      parseMainItems(
        OP_GO.replace(
          'if config.MustProxy() {',
          'if x {\n\t} else if config.MustProxy() {',
        ),
        {TypeString: 'string', TypeSelect: 'select'},
      ),
    ).toThrow(/unsupported control flow/);
    expect(() =>
      parseMainItems(
        OP_GO.replace('Required: true,\n\t\tHelp', 'Hidden: true,\n\t\tHelp'),
        {
          TypeString: 'string',
          TypeSelect: 'select',
        },
      ),
    ).toThrow(/unknown key Hidden/);
    expect(() => parseMainItems(OP_GO, {TypeString: 'string'})).toThrow(
      /unknown type/,
    );
  });
});

describe('Chinese form texts', () => {
  const item = {
    json: 'qrcode_source',
    help: 'select the device',
    options: ['web', 'tv', 'car'],
  };
  const en = {
    qrcode_source: 'Qrcode source',
    'qrcode_source-tips': 'select the device',
  };

  it('takes label, help and option names from the zh-CN language file', () => {
    const zh = {
      qrcode_source: '二维码来源',
      'qrcode_source-tips': '选择设备',
      qrcode_sources: {web: '网页', tv: '电视'},
    };
    expect(zhTextsFor(item, zh, en, undefined, 'X')).toEqual({
      texts: {
        label: '二维码来源',
        help: '选择设备',
        options: {web: '网页', tv: '电视'},
      },
      unused: [],
    });
  });

  it('uses our translation where the file has none or kept the English, and marks it', () => {
    const ours = {label: '二维码来源', help: '选择设备'};
    expect(zhTextsFor(item, {}, en, ours, 'X').texts).toEqual({
      label: '二维码来源',
      help: '选择设备',
      ours: ['label', 'help'],
    });
    const untranslated = {...en};
    expect(zhTextsFor(item, untranslated, en, ours, 'X').texts.ours).toEqual([
      'label',
      'help',
    ]);
    // An English term the Chinese interface deliberately keeps stays.
    const cookie = {json: 'cookie', help: '', options: []};
    expect(
      zhTextsFor(cookie, {cookie: 'Cookie'}, {cookie: 'Cookie'}, undefined, 'X')
        .texts,
    ).toEqual({label: 'Cookie'});
  });

  it('reports our entries the language file made unnecessary', () => {
    const zh = {qrcode_source: '二维码来源', 'qrcode_source-tips': '选择设备'};
    const {texts, unused} = zhTextsFor(
      item,
      zh,
      en,
      {label: '另一个', help: '另一个'},
      'X',
    );
    expect(texts.label).toBe('二维码来源');
    expect(texts.ours).toBeUndefined();
    expect(unused).toEqual(['label', 'help']);
  });

  it('asks for help text only where the form shows one', () => {
    const noHelp = {json: 'region', help: '', options: []};
    expect(zhTextsFor(noHelp, {region: '地区'}, {}, undefined, 'S3')).toEqual({
      texts: {label: '地区'},
      unused: [],
    });
  });

  it('fails loudly when a label or help has no Chinese text', () => {
    expect(() => zhTextsFor(item, {}, en, undefined, 'Demo')).toThrow(
      /Demo: no Chinese label for qrcode_source/,
    );
    expect(() =>
      zhTextsFor(item, {qrcode_source: '二维码来源'}, en, undefined, 'Demo'),
    ).toThrow(/Demo: no Chinese help for qrcode_source/);
    expect(() =>
      zhTextsFor(item, {qrcode_source: '  '}, en, undefined, 'Demo'),
    ).toThrow(/no Chinese label/);
  });

  it('checks the shape of data/driver-labels-zh.json', () => {
    expect(
      parseOurLabels({
        $comment: 'x',
        drivers: {Demo: {key: {label: '键'}}},
      }),
    ).toEqual({common: {}, drivers: {Demo: {key: {label: '键'}}}});
    expect(() =>
      parseOurLabels({drivers: {Demo: {key: {title: '键'}}}}),
    ).toThrow(/unknown part title/);
    expect(() => parseOurLabels({drivers: {Demo: {key: {label: ''}}}})).toThrow(
      /non-empty/,
    );
    expect(() => parseOurLabels({common: []})).not.toThrow();
    expect(() => parseOurLabels({common: 'x'})).toThrow(/common/);
  });
});
