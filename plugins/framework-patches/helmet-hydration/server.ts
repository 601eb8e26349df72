import {HelmetProvider as OriginalProvider} from '@openlist-docs/react-helmet-async-original';
import type {HelmetInstance, HelmetInstances} from './provider';

// The original's exports; `HelmetProvider` below takes the place of its own.
export * from '@openlist-docs/react-helmet-async-original';

/** What the provider keeps (`helmetData`): the registry and the context. */
export interface ServerHelmetData {
  canUseDOM: boolean;
  context: {helmet?: unknown};
  value: {helmetInstances: HelmetInstances};
}

/** An instance's own `emitChange`, in place of the prototype's, meanwhile. */
type Deferred = HelmetInstance & {emitChange: () => void};

/**
 * On the server, react-helmet-async computes the page's whole head each
 * time a `<Head>` renders (it adds itself to the registry, then calls its
 * `emitChange`, which reduces every instance's props and writes the result
 * to the provider's context as `helmet`): n `<Head>`s, n reductions of up to
 * n instances, though the page's HTML takes only the last. Here each
 * `emitChange` of a rendering `<Head>` only makes `context.helmet` an
 * accessor; reading it runs the original's `emitChange` once, with every
 * instance added so far, which writes the value back. So whenever it is
 * read, `helmet` is what the original would hold at that moment.
 * Measured 2026-12-02 (`--cpu-prof`, a cold English build with 3,000
 * generated pages): the `<Head>`s' `emitChange` took about 3 s of each
 * rendering thread's 45.
 */
export function computeHeadWhenRead(data: ServerHelmetData): void {
  const instances = data.value.helmetInstances;
  const add = instances.add.bind(instances);
  const {context} = data;
  let stale = false;
  function compute(this: void): unknown {
    const all = instances.get();
    const last = all[all.length - 1]!;
    const own = Object.getPrototypeOf(last) as HelmetInstance;
    // Writes `context.helmet` through the setter below.
    own.emitChange.call(last);
    return context.helmet;
  }
  function markStale(): void {
    if (stale) return;
    stale = true;
    Object.defineProperty(context, 'helmet', {
      configurable: true,
      enumerable: true,
      get: compute,
      set(value: unknown) {
        stale = false;
        Object.defineProperty(context, 'helmet', {
          configurable: true,
          enumerable: true,
          writable: true,
          value,
        });
      },
    });
  }
  instances.add = (instance) => {
    add(instance);
    (instance as Deferred).emitChange = markStale;
  };
}

/** react-helmet-async's provider, computing the server's head once. */
export class HelmetProvider extends OriginalProvider {
  constructor(props: ConstructorParameters<typeof OriginalProvider>[0]) {
    super(props);
    const data = (this as unknown as {helmetData: ServerHelmetData}).helmetData;
    if (!data.canUseDOM) computeHeadWhenRead(data);
  }
}
