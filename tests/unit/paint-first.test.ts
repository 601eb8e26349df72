/**
 * plugins/framework-patches/paint-first: Docusaurus's page template with the
 * page's scripts started after the first paint. The template is compiled by
 * Docusaurus's own template compiler, and its inline loader run as a browser
 * runs it: its exact text, in a fresh context with a stand-in document.
 */
import vm from 'node:vm';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {
  LIST_ID,
  paintFirstTemplate,
} from '../../plugins/framework-patches/paint-first';
import {
  ROUTE_DATA_ID,
  ROUTE_DATA_PREFIX,
} from '../../plugins/framework-patches/route-data/constants';

const PAGE = {
  appHtml: '<main><p>Text</p></main>',
  baseUrl: '/docs/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '<title>S3</title>',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  stylesheets: ['assets/css/styles.1.css'],
  scripts: [
    'assets/js/runtime~main.1.js',
    'assets/js/main.2.js',
    'assets/js/05b636de.3.js',
  ],
  noIndex: false,
  version: '3.10.2',
};

async function render(template: string, page = PAGE) {
  return (await compileSSGTemplate(template))(page) as string;
}

/** The page's inline scripts, executable ones and data blocks apart. */
function inlineScripts(html: string) {
  const all = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  return {
    code: all.filter(([, attrs]) => !/type=/.test(attrs!)).map((m) => m[2]!),
    data: all.filter(([, attrs]) => /type=/.test(attrs!)),
  };
}

interface StandIn {
  appended: {src: string; async: boolean}[];
  frames: (() => void)[];
  timers: (() => void)[];
  /** The delay each timer of `timers` was set with. */
  delays: number[];
  /** The stand-in PerformanceObserver's (with `paintTiming`). */
  observed: {options: unknown; disconnected: boolean}[];
  report: (names: string[]) => void;
  listeners: Record<string, (() => void)[]>;
  documentElement: {style: Record<string, string>};
  visibilityState: string;
  readyState: string;
  /** The stand-in clock (`window.performance.now()`), in ms. */
  clock: number;
  /** Script elements already in the document (the bundler's runtime adds some). */
  present: string[];
}

/** The text of the data block with this id. */
function dataBlock(html: string, id: string): string | undefined {
  return inlineScripts(html).data.find(([, attrs]) =>
    attrs!.includes(`id="${id}"`),
  )?.[2];
}

/** Runs the page's loader against a stand-in document; returns it. */
function load(
  html: string,
  {
    hidden = false,
    leaving = false,
    parsed = true,
    paintTiming = false,
    appendMs = 0,
  }: {
    hidden?: boolean;
    leaving?: boolean;
    parsed?: boolean;
    /** A browser with paint timing (PerformanceObserver, `paint`). */
    paintTiming?: boolean;
    /** How far the stand-in clock moves for each script started. */
    appendMs?: number;
  } = {},
) {
  const {code, data} = inlineScripts(html);
  const list = data.find(([, attrs]) => attrs!.includes(`id="${LIST_ID}"`));
  const doc: StandIn = {
    appended: [],
    frames: [],
    timers: [],
    delays: [],
    observed: [],
    report: () => {},
    listeners: {},
    documentElement: {style: leaving ? {display: 'none'} : {}},
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: parsed ? 'interactive' : 'loading',
    clock: 0,
    present: [],
  };
  const document = {
    ...doc,
    get visibilityState() {
      return doc.visibilityState;
    },
    get readyState() {
      return doc.readyState;
    },
    documentElement: doc.documentElement,
    getElementById: (id: string) =>
      id === LIST_ID && list ? {textContent: list[2]} : null,
    createElement: (tag: string) => ({tag, src: '', async: true}),
    head: {
      appendChild: (element: {src: string; async: boolean}) => {
        doc.appended.push({src: element.src, async: element.async});
        doc.present.push(element.src);
        doc.clock += appendMs;
      },
    },
    getElementsByTagName: (tag: string) =>
      tag === 'script'
        ? doc.present.map((src) => ({getAttribute: () => src}))
        : [],
    addEventListener: (type: string, listener: () => void) =>
      (doc.listeners[type] ??= []).push(listener),
  };
  /** Calls each observer with entries of these names, as the browser does. */
  const callbacks: ((list: {getEntries: () => {name: string}[]}) => void)[] =
    [];
  doc.report = (names) =>
    callbacks.forEach((callback, i) => {
      if (!doc.observed[i]!.disconnected)
        callback({getEntries: () => names.map((name) => ({name}))});
    });
  class PerformanceObserver {
    static supportedEntryTypes = ['mark', 'measure', 'paint'];
    private readonly index: number;
    constructor(callback: (typeof callbacks)[number]) {
      this.index = callbacks.push(callback) - 1;
      doc.observed.push({options: null, disconnected: false});
    }
    observe(options: unknown) {
      doc.observed[this.index]!.options = options;
    }
    disconnect() {
      doc.observed[this.index]!.disconnected = true;
    }
  }
  const window = {
    requestAnimationFrame: (callback: () => void) => doc.frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => {
      doc.timers.push(callback);
      doc.delays.push(ms);
    },
    performance: {now: () => doc.clock},
    ...(paintTiming && {PerformanceObserver}),
  };
  for (const text of code) vm.runInNewContext(text, {document, window, JSON});
  return doc;
}

const run = (queue: (() => void)[]) => queue.splice(0).forEach((f) => f());

describe('paint-first page template', () => {
  it('is Docusaurus’s template with only the script tags replaced', async () => {
    const ours = await render(paintFirstTemplate());
    const theirs = await render(docusaurusTemplate);
    expect(theirs).toContain('<script src="/docs/assets/js/main.2.js" defer>');
    expect(ours).not.toMatch(/<script src=/);
    const withoutScripts = (html: string) =>
      html.replace(/<script\b[\s\S]*?<\/script>\s*/g, '');
    expect(withoutScripts(ours)).toBe(withoutScripts(theirs));
  });

  it('lists the page’s scripts, in order, under the site’s base URL', async () => {
    const {data} = inlineScripts(await render(paintFirstTemplate()));
    expect(data).toHaveLength(2);
    for (const [, attrs] of data)
      expect(attrs).toContain('type="application/json"');
    const html = await render(paintFirstTemplate());
    expect(JSON.parse(dataBlock(html, LIST_ID)!)).toEqual(
      PAGE.scripts.map((script) => PAGE.baseUrl + script),
    );
    expect(JSON.parse(dataBlock(html, ROUTE_DATA_ID)!)).toEqual([]);
  });

  it('writes the data of the page’s routes into a list of their own, not among the scripts', async () => {
    const routes = [
      {key: '/-e88', tree: {__comp: 'a9'}, modules: {a9: [['4014'], 64626]}},
      {
        key: '/guide/drivers/s3-340',
        tree: {__comp: '17', content: '05'},
        modules: {'17': [['106'], 33811], '05': [['4014', '7345'], 65227]},
      },
    ];
    const html = await render(paintFirstTemplate(), {
      ...PAGE,
      scripts: [
        PAGE.scripts[0]!,
        ROUTE_DATA_PREFIX + JSON.stringify(routes[0]),
        ...PAGE.scripts.slice(1),
        ROUTE_DATA_PREFIX + JSON.stringify(routes[1]),
      ],
    });
    expect(JSON.parse(dataBlock(html, LIST_ID)!)).toEqual(
      PAGE.scripts.map((script) => PAGE.baseUrl + script),
    );
    expect(JSON.parse(dataBlock(html, ROUTE_DATA_ID)!)).toEqual(routes);
  });

  it('starts nothing before the first frame, then every script in list order', async () => {
    const doc = load(await render(paintFirstTemplate()));
    expect(doc.appended).toEqual([]);
    // The frame's callback runs before the frame is drawn…
    run(doc.frames);
    expect(doc.appended).toEqual([]);
    // …the task after it, once it is.
    run(doc.timers);
    expect(doc.appended).toEqual(
      PAGE.scripts.map((script) => ({
        src: PAGE.baseUrl + script,
        async: false,
      })),
    );
  });

  it('with paint timing, starts once the first contentful paint is reported, not when the frame is drawn', async () => {
    const doc = load(await render(paintFirstTemplate()), {paintTiming: true});
    // Paints before the loader ran count too.
    expect(doc.observed).toEqual([
      {options: {type: 'paint', buffered: true}, disconnected: false},
    ]);
    expect(doc.frames).toEqual([]);
    // Only the fallback is waiting, for longer than any first paint takes.
    expect(doc.delays).toEqual([3000]);
    // A first paint with nothing contentful in it is not the page drawn.
    doc.report(['first-paint']);
    expect(doc.timers).toHaveLength(1);
    doc.report(['first-paint', 'first-contentful-paint']);
    expect(doc.observed[0]!.disconnected).toBe(true);
    expect(doc.appended).toEqual([]);
    // The task after the report: the fallback's timer and this one.
    expect(doc.delays).toEqual([3000, 0]);
    doc.timers.pop()!();
    expect(doc.appended).toEqual(
      PAGE.scripts.map((script) => ({
        src: PAGE.baseUrl + script,
        async: false,
      })),
    );
    // The fallback finds them started.
    run(doc.timers);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('with paint timing but no contentful paint reported, starts after the fallback delay', async () => {
    const doc = load(await render(paintFirstTemplate()), {paintTiming: true});
    expect(doc.appended).toEqual([]);
    expect(doc.delays).toEqual([3000]);
    run(doc.timers);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('with paint timing, a tab hidden before its first paint starts at once', async () => {
    const doc = load(await render(paintFirstTemplate()), {paintTiming: true});
    doc.visibilityState = 'hidden';
    run(doc.listeners.visibilitychange!);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
    doc.report(['first-contentful-paint']);
    run(doc.timers);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('waits until the whole document is parsed, as `defer` scripts do', async () => {
    const doc = load(await render(paintFirstTemplate()), {parsed: false});
    // A frame drawn while the rest of a long page is still arriving.
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended).toEqual([]);
    doc.readyState = 'interactive';
    run(doc.listeners.DOMContentLoaded!);
    expect(doc.appended).toEqual([]);
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('waits for the document to be parsed in a hidden tab too', async () => {
    const doc = load(await render(paintFirstTemplate()), {
      parsed: false,
      hidden: true,
    });
    expect(doc.appended).toEqual([]);
    doc.readyState = 'interactive';
    run(doc.listeners.DOMContentLoaded!);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('starts at once in a hidden tab, which draws no frame', async () => {
    const doc = load(await render(paintFirstTemplate()), {hidden: true});
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
    expect(doc.frames).toEqual([]);
  });

  it('starts when a tab is hidden before its first frame, and only once', async () => {
    const doc = load(await render(paintFirstTemplate()));
    doc.visibilityState = 'hidden';
    run(doc.listeners.visibilitychange!);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended).toHaveLength(PAGE.scripts.length);
  });

  it('starts scripts for a few milliseconds per task at most, the rest in the tasks after, in list order', async () => {
    const scripts = Array.from({length: 10}, (_, i) => `assets/js/${i}.js`);
    const html = await render(paintFirstTemplate(), {...PAGE, scripts});
    const expected = scripts.map((script) => ({
      src: PAGE.baseUrl + script,
      async: false,
    }));
    // Each start moves the clock by 1 ms: four fit in a task.
    const doc = load(html, {appendMs: 1});
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended).toEqual(expected.slice(0, 4));
    expect(doc.delays.at(-1)).toBe(0);
    run(doc.timers);
    expect(doc.appended).toEqual(expected.slice(0, 8));
    run(doc.timers);
    expect(doc.appended).toEqual(expected);
    expect(doc.timers).toEqual([]);
    // However slow a start, each task starts one at least.
    const slow = load(html, {appendMs: 50});
    run(slow.frames);
    for (let task = 1; task <= scripts.length; task += 1) {
      run(slow.timers);
      expect(slow.appended).toEqual(expected.slice(0, task));
    }
  });

  it('does not start a script again that the runtime has already added', async () => {
    const doc = load(await render(paintFirstTemplate()));
    const third = PAGE.baseUrl + PAGE.scripts[2]!;
    doc.present.push(third);
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended.map(({src}) => src)).toEqual(
      PAGE.scripts.slice(0, 2).map((script) => PAGE.baseUrl + script),
    );
  });

  it('starts nothing on a page the language rules are moving away from', async () => {
    const doc = load(await render(paintFirstTemplate()), {leaving: true});
    run(doc.frames);
    run(doc.timers);
    expect(doc.appended).toEqual([]);
  });

  it('escapes what could close the list', async () => {
    const html = await render(paintFirstTemplate(), {
      ...PAGE,
      scripts: ['assets/js/</script><script>alert(1)//.js'],
    });
    const {code} = inlineScripts(html);
    expect(code).toHaveLength(1);
    expect(JSON.parse(dataBlock(html, LIST_ID)!)).toEqual([
      '/docs/assets/js/</script><script>alert(1)//.js',
    ]);
  });

  it('escapes what could close the route data', async () => {
    const route = {
      key: '/</script><script>alert(1)//-1',
      tree: 'x',
      modules: {},
    };
    const html = await render(paintFirstTemplate(), {
      ...PAGE,
      scripts: [ROUTE_DATA_PREFIX + JSON.stringify(route)],
    });
    expect(inlineScripts(html).code).toHaveLength(1);
    expect(JSON.parse(dataBlock(html, ROUTE_DATA_ID)!)).toEqual([route]);
  });

  it('inlines the same loader in every page, so the CSP needs one hash for it', async () => {
    const one = inlineScripts(await render(paintFirstTemplate())).code;
    const other = inlineScripts(
      await render(paintFirstTemplate(), {
        ...PAGE,
        scripts: ['assets/js/x.js'],
      }),
    ).code;
    expect(one).toEqual(other);
    expect(one[0]).not.toContain('/**');
    expect(one[0]).not.toMatch(/^\s*\/\//m);
  });
});
