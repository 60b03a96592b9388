import { RefObject, useEffect } from 'react';
import { watchScrollableTables } from '../components/ScrollTable.firstLoad';
import { CONTROL, controlsWaiting, keyForControls } from '../components/controls.early';
import { useVersion } from '../providers/VersionProvider';

type Interactive = typeof import('../components/controls');
const loadInteractive = (): Promise<Interactive> => import(/* webpackChunkName: "enhance" */ '../components/controls');

const isControl = (event: Event) => Boolean((event.target as Element).closest?.(CONTROL));

/** One island's handle on the interactive chunk: what is loaded, and work to run once it is. */
interface InteractiveLoader {
  loaded: () => Interactive | null;
  /** Runs `use` when the chunk is here (a failed download leaves the control inert; resourceFailure offers a reload). */
  later: (use: (module: Interactive) => void) => void;
  stop: () => void;
}

/** When the chunk first arrives for an island, whatever brought it, it restores the island's remembered state (module.restore). */
function interactiveLoader(root: Element): InteractiveLoader {
  let interactive: Interactive | null = null;
  let stopped = false;
  return {
    loaded: () => interactive,
    later: use =>
      void loadInteractive().then(
        module => {
          if (stopped) return;
          if (!interactive) module.restore(root);
          interactive = module;
          use(module);
        },
        () => undefined,
      ),
    stop: () => {
      stopped = true;
    },
  };
}

/** The island's delegated listeners, by event type. */
function islandListeners({ loaded, later }: InteractiveLoader): Record<string, (event: Event) => void> {
  return {
    click: event => {
      const interactive = loaded();
      if (interactive?.dispatch(event)) return;
      if (!interactive && isControl(event)) later(module => module.dispatch(event));
    },
    keydown: event => {
      const interactive = loaded();
      if (interactive) interactive.dispatch(event);
      else if (keyForControls(event as KeyboardEvent)) later(module => module.dispatch(event));
    },
    input: event => {
      const interactive = loaded();
      if (interactive) interactive.dispatch(event);
      else if (isControl(event)) later(module => module.dispatch(event));
    },
    mouseover: event => warm(event, { loaded, later }),
    focusin: event => warm(event, { loaded, later }),
  };
}

/** Pointing at or focusing a control loads the interactive chunk. */
function warm(event: Event, { loaded, later }: Pick<InteractiveLoader, 'loaded' | 'later'>): void {
  if (!loaded() && isControl(event)) later(() => undefined);
}

/**
 * The behaviour of a static island's interactive parts, one delegated listener per event
 * for the whole island (its links are the app's: src/client/appLinks.ts): scrollable
 * tables and `#version` links at once; the controls (src/components/controls.ts: copy
 * buttons, tabs, category toggles, schema-tree expanders, the variable filter, the
 * instance check, "Your setup") from a chunk that loads when a reader first points at,
 * focuses or uses one of them (most page views use none), or at once where one has work
 * waiting (src/components/controls.early.ts).
 */
export function useEnhancers(ref: RefObject<HTMLElement>): void {
  const { releaseText } = useVersion();

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const loader = interactiveLoader(root);
    // Tab sets show the reader's remembered choice as soon as the page is interactive, and an
    // instance check asked for by a full page load runs.
    if (controlsWaiting(root)) loader.later(() => undefined);
    const stopWatchingTables = watchScrollableTables(root);
    const listeners = Object.entries(islandListeners(loader));
    for (const [type, listener] of listeners) root.addEventListener(type, listener);
    return () => {
      loader.stop();
      stopWatchingTables();
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    };
  }, [ref]);

  useEffect(() => {
    if (!releaseText || !ref.current) return;
    for (const link of Array.from(ref.current.querySelectorAll('a[data-version-link]'))) link.textContent = releaseText;
  }, [ref, releaseText]);
}
