/**
 * src/lib/anchorLanding.ts, in a stand-in window whose heading position the
 * test sets: what the watch does between and during scrolls.
 */

type Listener = (event: Event) => void;

class FakeWindow extends EventTarget {
  innerHeight = 720;
  onscrollend: Listener | null = null;
}

const scroller = {scrollTop: 0, clientHeight: 720, scrollHeight: 9000};

const heading = {
  top: 0,
  scrolls: [] as ScrollIntoViewOptions[],
  getBoundingClientRect() {
    return {top: this.top};
  },
  // Lands it, as an instant scroll does.
  scrollIntoView(options: ScrollIntoViewOptions) {
    this.scrolls.push(options);
    scroller.scrollTop += this.top;
    this.top = 0;
  },
};

/** Records what it observes; `resize()` reports a change to the observers. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: unknown[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: unknown) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed = [];
  }
}
const resize = () => {
  for (const observer of FakeResizeObserver.all)
    if (observer.observed.length) observer.callback();
};

/** Docusaurus's root element, which grows with the page. */
const siteRoot = {id: '__docusaurus'};

let win: FakeWindow;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  win = new FakeWindow();
  heading.top = 0;
  heading.scrolls = [];
  scroller.scrollTop = 0;
  FakeResizeObserver.all = [];
  Object.assign(globalThis, {
    window: win,
    document: {
      getElementById: (id: string) =>
        id === 'target' ? heading : id === siteRoot.id ? siteRoot : null,
      scrollingElement: scroller,
      // Like the site's: html and body keep the window's height.
      documentElement: {id: 'html'},
      body: {id: 'body'},
    },
    getComputedStyle: () => ({scrollMarginTop: '0px'}),
    ResizeObserver: FakeResizeObserver,
  });
});

afterEach(() => {
  jest.useRealTimers();
  for (const key of [
    'window',
    'document',
    'getComputedStyle',
    'ResizeObserver',
  ])
    delete (globalThis as Record<string, unknown>)[key];
});

async function watch(): Promise<void> {
  const {watchLanding} = await import('../../src/lib/anchorLanding');
  watchLanding('target');
}

const fire = (type: string) => win.dispatchEvent(new Event(type));

describe('anchor landing', () => {
  it('does not take a heading passed mid-scroll for a landing: it lands it once the scroll ends', async () => {
    await watch();
    // A smooth scroll aimed too far: its events come further apart than the
    // settling time while it passes the heading's place...
    fire('scroll');
    heading.top = 0;
    jest.advanceTimersByTime(200);
    heading.top = -300;
    fire('scroll');
    jest.advanceTimersByTime(200);
    // ...and ends well past it, without the reader doing anything.
    heading.top = -1500;
    fire('scroll');
    fire('scrollend');
    jest.advanceTimersByTime(200);
    expect(heading.scrolls).toEqual([{block: 'start', behavior: 'instant'}]);
  });

  it('still takes a far scroll after a settled landing for the reader moving on', async () => {
    await watch();
    fire('scroll');
    fire('scrollend');
    jest.advanceTimersByTime(200);
    // Landed. Then assistive technology scrolls the page on: no input event.
    heading.top = -1500;
    fire('scroll');
    fire('scrollend');
    jest.advanceTimersByTime(2000);
    expect(heading.scrolls).toEqual([]);
  });

  it('judges anyway when a scroll never reports its end', async () => {
    await watch();
    heading.top = 900;
    fire('scroll');
    jest.advanceTimersByTime(150 * 12);
    expect(heading.scrolls.length).toBeGreaterThan(0);
  });

  it('started in the middle of a scroll it missed the events of, waits for the scroll to stop before judging', async () => {
    // The module loads on demand: the browser's smooth scroll to the heading
    // is already under way, and its next event is long in coming.
    await watch();
    scroller.scrollTop = 1000;
    heading.top = 0;
    jest.advanceTimersByTime(150);
    // It ends past the heading, at an aim taken with placeholders.
    scroller.scrollTop = 3000;
    heading.top = -1900;
    fire('scroll');
    fire('scrollend');
    jest.advanceTimersByTime(600);
    expect(heading.scrolls).toEqual([{block: 'start', behavior: 'instant'}]);
  });

  it("watches the site's root for changes of height, not html (which keeps the window's height)", async () => {
    await watch();
    expect(FakeResizeObserver.all.flatMap((o) => o.observed)).toEqual([
      siteRoot,
    ]);
    jest.advanceTimersByTime(200);
    // Blocks drawn above it move the heading without any scroll.
    heading.top = 240;
    resize();
    jest.advanceTimersByTime(200);
    expect(heading.scrolls).toHaveLength(1);
  });

  it('keeps watching while the page keeps changing, and stops once it has been still for a while', async () => {
    await watch();
    jest.advanceTimersByTime(200);
    // A slow device: parts keep loading for longer than the quiet time.
    for (let second = 1; second <= 8; second++) {
      jest.advanceTimersByTime(1000);
      resize();
    }
    heading.top = 120;
    resize();
    jest.advanceTimersByTime(200);
    expect(heading.scrolls).toHaveLength(1);
    // Then nothing moves for the quiet time: the watch is over.
    heading.top = 0;
    jest.advanceTimersByTime(6000);
    heading.top = 120;
    resize();
    fire('scroll');
    fire('scrollend');
    jest.advanceTimersByTime(1000);
    expect(heading.scrolls).toHaveLength(1);
  });

  it('ends after its longest time even if the page never stops changing', async () => {
    await watch();
    for (let tick = 0; tick < 25; tick++) {
      jest.advanceTimersByTime(1000);
      resize();
    }
    heading.top = 120;
    resize();
    jest.advanceTimersByTime(1000);
    expect(heading.scrolls).toEqual([]);
  });
});
