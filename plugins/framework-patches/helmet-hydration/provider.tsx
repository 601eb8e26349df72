import React, {useLayoutEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import {
  Helmet as OriginalHelmet,
  HelmetProvider as OriginalProvider,
} from '@openlist-docs/react-helmet-async-original';
import {hydration} from '@site/plugins/preact/react';
import {
  afterPartsHydrated,
  inNewTask,
} from '@site/plugins/preact/HydrateInTurn';

// The original's exports; `HelmetProvider` and `Helmet` below take the
// place of its own.
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

/** Whether the `<Head>`s that waited for the first pass are mounting. */
let mountingHeads = false;

/** What stands in for an instance's `emitChange` while the page hydrates. */
function waitForHydration(): void {}

/**
 * While the server's page hydrates (`hydration.active`: the first pass and
 * each part's turn, plugins/preact), and while the `<Head>`s that waited
 * for it mount (`Helmet` below), each `<Head>` that mounts is added
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
    if (!hydration.active && !mountingHeads) return;
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

/** Mounts each `<Head>` that rendered nothing while the page hydrated. */
const waitingHeads: ((mount: boolean) => void)[] = [];

/**
 * In a task of its own, the `<Head>`s that waited mount together, and the
 * registry above holds their `emitChange`s for the one computation after
 * every part has hydrated.
 */
function mountWaitingHeads(): void {
  const mounts = waitingHeads.splice(0);
  mountingHeads = true;
  try {
    flushSync(() => {
      for (const mount of mounts) mount(true);
    });
  } finally {
    mountingHeads = false;
  }
}

type HelmetProps = React.ComponentProps<typeof OriginalHelmet>;

/**
 * react-helmet-async's `Helmet` (what `@docusaurus/Head` renders), which
 * renders nothing while the server's page hydrates and mounts in a task of
 * its own right after. A `<Head>` renders no element, and the server wrote
 * the head, so the page hydrates the same; but the first pass rendered most
 * of a doc page's 20 `<Head>`s (`Helmet` turning its children into props,
 * then its dispatcher): about a fifth of that pass, the longest task of a
 * page's hydration. Measured 2026-12-01 at 412 px and 4x CPU, alternated
 * loads of clean builds before and after, medians of the first pass:
 * `/guide/drivers/s3` 126 → 112 ms (9 loads), `/zh-CN/api/admin/storage`
 * 160 → 107 ms (7), `/zh-CN/guide/drivers/s3` 129 → 128 ms (7), with
 * spreads of 70-290 ms on a busy machine. Outside hydration (a client
 * navigation, a later render) it is the original. A reader who follows a
 * link before that task would see the next page's head without the waiting
 * `<Head>`s' tags for a moment: they mount in the task, and the one
 * computation after the parts adds them.
 */
export function Helmet(props: HelmetProps) {
  const [mounted, mount] = useState(() => !hydration.active);
  useLayoutEffect(() => {
    if (mounted) return;
    if (waitingHeads.push(mount) === 1) inNewTask(mountWaitingHeads);
    // Once: a later render of a waiting <Head> has nothing more to queue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return mounted ? <OriginalHelmet {...props} /> : null;
}
