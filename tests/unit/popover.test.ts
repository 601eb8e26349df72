import {
  closesOnOpen,
  createChildLock,
  createPopoverRegistry,
  findContainer,
  isTap,
  KIND_DEFAULTS,
  LOCKED_CHILD_RELEASE,
  resolvePopoverOptions,
  RESHOW_GUARD,
  TAP_MAX_DISTANCE,
} from '../../src/lib/popover';

describe('popover defaults', () => {
  it('shares distance 5, skidding 0, body container, 150 ms dispose, absolute strategy', () => {
    for (const kind of ['tooltip', 'dropdown', 'menu'] as const) {
      expect(resolvePopoverOptions(kind)).toMatchObject({
        distance: 5,
        skidding: 0,
        container: 'body',
        disposeTimeout: 150,
        strategy: 'absolute',
      });
    }
  });

  it('tooltip: top, show after 200 ms, hide at once, hover/focus/touch', () => {
    expect(resolvePopoverOptions('tooltip')).toMatchObject({
      placement: 'top',
      delay: {show: 200, hide: 0},
      triggers: ['hover', 'focus', 'touch'],
    });
  });

  it('dropdown: bottom, click', () => {
    expect(resolvePopoverOptions('dropdown')).toMatchObject({
      placement: 'bottom',
      triggers: ['click'],
    });
  });

  it('menu: hover and focus, hide after 400 ms', () => {
    expect(resolvePopoverOptions('menu')).toMatchObject({
      triggers: ['hover', 'focus'],
      delay: {show: 0, hide: 400},
    });
    expect(KIND_DEFAULTS.menu.delay).toEqual({show: 0, hide: 400});
  });

  it('keeps other delays when one is overridden', () => {
    expect(
      resolvePopoverOptions('tooltip', {delay: {show: 50, hide: 0}}).delay,
    ).toEqual({show: 50, hide: 0});
    expect(
      resolvePopoverOptions('menu', {triggers: ['click']}).delay.hide,
    ).toBe(400);
  });

  it('warns about the two deprecated options and maps them', () => {
    const warnings: string[] = [];
    const options = resolvePopoverOptions(
      'tooltip',
      {offset: [3, 9], boundariesElement: '#root'},
      (m) => warnings.push(m),
    );
    expect(options).toMatchObject({
      skidding: 3,
      distance: 9,
      container: '#root',
    });
    expect(warnings).toEqual([
      '[popover] "offset" is deprecated: use "distance" and "skidding" instead',
      '[popover] "boundariesElement" is deprecated: use "container" instead',
    ]);
  });

  it('says when no container exists and falls back to body', () => {
    const warnings: string[] = [];
    const body = {} as HTMLElement;
    const doc = {querySelector: () => null, body} as unknown as Document;
    expect(findContainer('#nope', doc, (m) => warnings.push(m))).toBe(body);
    expect(warnings).toEqual([
      '[popover] No container for popover: nothing matches "#nope"; using <body>.',
    ]);
  });
});

describe('tap rule', () => {
  it('counts a touch that moved less than 20 px as a tap', () => {
    expect(TAP_MAX_DISTANCE).toBe(20);
    expect(isTap({x: 0, y: 0}, {x: 12, y: 15})).toBe(true); // 19.2 px
    expect(isTap({x: 0, y: 0}, {x: 12, y: 16})).toBe(false); // 20 px
  });
});

describe('popover registry', () => {
  it('closes the other groups when one opens', () => {
    const registry = createPopoverRegistry();
    const seen: (string | null)[] = [];
    registry.subscribe((g) => seen.push(g));
    registry.open('a');
    registry.open('b');
    expect(seen).toEqual(['a', 'b']);
    expect(registry.openGroup).toBe('b');
  });

  it('shows nothing for 300 ms after a global close', () => {
    let now = 1000;
    const registry = createPopoverRegistry(() => now);
    expect(registry.canShow()).toBe(true);
    registry.closeAll();
    now += RESHOW_GUARD - 1;
    expect(registry.canShow()).toBe(false);
    now += 1;
    expect(registry.canShow()).toBe(true);
  });
});

describe('nested popovers and the registry', () => {
  it('opening a child keeps its ancestors open and closes the rest', () => {
    const registry = createPopoverRegistry();
    const calls: [string | null, readonly string[]][] = [];
    registry.subscribe((group, keep) => calls.push([group, keep]));
    registry.open('child', ['parent']);
    expect(calls).toEqual([['child', ['parent']]]);
    expect(closesOnOpen('parent', 'child', ['parent'])).toBe(false);
    expect(closesOnOpen('child', 'child', ['parent'])).toBe(false);
    expect(closesOnOpen('other', 'child', ['parent'])).toBe(true);
    expect(closesOnOpen('any', null, [])).toBe(true);
  });
});

describe('locked child popover', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps siblings from opening until the lock is released after 1000 ms', () => {
    expect(LOCKED_CHILD_RELEASE).toBe(1000);
    const lock = createChildLock();
    const release = jest.fn();
    lock.lock('a', release);
    expect(lock.canShow('a')).toBe(true);
    expect(lock.canShow('b')).toBe(false);
    jest.advanceTimersByTime(999);
    expect(release).not.toHaveBeenCalled();
    expect(lock.canShow('b')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
    expect(lock.locked).toBeNull();
    expect(lock.canShow('b')).toBe(true);
  });

  it('tells the siblings when a lock times out, not when it ends early', () => {
    const lock = createChildLock();
    const sibling = jest.fn();
    const stop = lock.onRelease(sibling);
    lock.lock('a', () => {});
    lock.unlock('a');
    jest.advanceTimersByTime(1000);
    expect(sibling).not.toHaveBeenCalled();
    lock.lock('a', () => {});
    jest.advanceTimersByTime(1000);
    expect(sibling).toHaveBeenCalledTimes(1);
    stop();
    lock.lock('a', () => {});
    jest.advanceTimersByTime(1000);
    expect(sibling).toHaveBeenCalledTimes(1);
  });

  it('unlocking early (pointer reached the child) cancels the release', () => {
    const lock = createChildLock();
    const release = jest.fn();
    lock.lock('a', release);
    lock.unlock('b'); // not the locked child: no effect
    expect(lock.locked).toBe('a');
    lock.unlock('a');
    jest.advanceTimersByTime(2000);
    expect(release).not.toHaveBeenCalled();
    expect(lock.canShow('b')).toBe(true);
  });

  it('locking again restarts the 1000 ms', () => {
    const lock = createChildLock();
    const release = jest.fn();
    lock.lock('a', release);
    jest.advanceTimersByTime(600);
    lock.lock('a', release);
    jest.advanceTimersByTime(600);
    expect(release).not.toHaveBeenCalled();
    jest.advanceTimersByTime(400);
    expect(release).toHaveBeenCalledTimes(1);
  });
});
