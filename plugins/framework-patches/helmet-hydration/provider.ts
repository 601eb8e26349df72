import {HelmetProvider as OriginalProvider} from '@openlist-docs/react-helmet-async-original';
import {hydration} from '@site/plugins/preact/react';
import {afterPartsHydrated} from '@site/plugins/preact/HydrateInTurn';

// The original's exports; `HelmetProvider` below takes the place of its own.
export * from '@openlist-docs/react-helmet-async-original';

/**
 * A `<Head>` as react-helmet-async keeps it (its `HelmetDispatcher`): one
 * per rendered `<Head>`. `emitChange` recomputes the page's head from every
 * mounted instance and schedules the DOM update.
 */
export interface HelmetInstance {
  emitChange(): void;
}

/** The registry the provider hands its `<Head>`s (`HelmetData.value`). */
export interface HelmetInstances {
  get(): HelmetInstance[];
  add(instance: HelmetInstance): void;
  remove(instance: HelmetInstance): void;
}

/** What stands in for an instance's `emitChange` while the page hydrates. */
function waitForHydration(): void {}

/**
 * While the server's page hydrates (`hydration.active`: the first pass and
 * each part's turn, plugins/preact), each `<Head>` that mounts is added
 * without recomputing the head: react-helmet-async's dispatcher adds itself
 * and then calls its own `emitChange`, which reduces the props of every
 * instance mounted so far, so n `<Head>`s cost n reductions, one scheduled
 * DOM update each (20 on a doc page: about 13 ms of the first hydration
 * task on a desktop core, four times that on a throttled phone, measured
 * 2026-11-30). The server already wrote that head. Once every part has
 * hydrated, one `emitChange` computes it from all of them and applies what
 * differs (nothing, when the browser renders what the server did); after
 * that, instances recompute on every change, as before.
 */
export function deferWhileHydrating(instances: HelmetInstances): void {
  const add = instances.add.bind(instances);
  let waiting: HelmetInstance[] = [];
  instances.add = (instance) => {
    add(instance);
    if (!hydration.active) return;
    if (waiting.length === 0)
      afterPartsHydrated(() => {
        const held = waiting;
        waiting = [];
        for (const each of held)
          delete (each as Partial<HelmetInstance>).emitChange;
        // The prototype's own method: an instance that has since unmounted
        // still reads the same registry.
        held[0]?.emitChange();
      });
    // An own property hides the prototype's method until the flush above.
    instance.emitChange = waitForHydration;
    waiting.push(instance);
  };
}

/** react-helmet-async's provider, with its registry deferred while hydrating. */
export class HelmetProvider extends OriginalProvider {
  constructor(props: ConstructorParameters<typeof OriginalProvider>[0]) {
    super(props);
    const data = (
      this as unknown as {
        helmetData: {value: {helmetInstances: HelmetInstances}};
      }
    ).helmetData;
    deferWhileHydrating(data.value.helmetInstances);
  }
}
