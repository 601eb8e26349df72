/**
 * src/lib/anchorLanding.ts, in a stand-in window whose heading position the
 * test sets: what the watch does between and during scrolls.
 */

type Listener = (event: Event) => void;

class FakeWindow extends EventTarget {
  innerHeight = 720;
  onscrollend: Listener | null = null;
}

const heading = {
  top: 0,
  scrolls: [] as ScrollIntoViewOptions[],
  getBoundingClientRect() {
    return {top: this.top};
  },
  scrollIntoView(options: ScrollIntoViewOptions) {
    this.scrolls.push(options);
  },
};

let win: FakeWindow;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  win = new FakeWindow();
  heading.top = 0;
  heading.scrolls = [];
  Object.assign(globalThis, {
    window: win,
    document: {
      getElementById: (id: string) => (id === 'target' ? heading : null),
      scrollingElement: {scrollTop: 0, clientHeight: 720, scrollHeight: 9000},
    },
    getComputedStyle: () => ({scrollMarginTop: '0px'}),
  });
});

afterEach(() => {
  jest.useRealTimers();
  for (const key of ['window', 'document', 'getComputedStyle'])
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
});
