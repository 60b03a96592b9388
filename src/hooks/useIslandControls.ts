import { RefObject, useEffect } from 'react';
import { watchScrollableTables } from '../components/scrollableTables';
import { CONTROL, controlsWaiting, keyForControls } from '../components/firstLoadParts';

type Controls = typeof import('../components/controls');
const loadControls = (): Promise<Controls> => import(/* webpackChunkName: "controls" */ '../components/controls');

// An island's events always target an element in it (never a text node or the document).
const isControl = (event: Event) => Boolean((event.target as Element).closest(CONTROL));

/** One island's handle on the controls' chunk: what is loaded, and work to run once it is. */
interface ControlsLoader {
  loaded: () => Controls | null;
  /** Runs `use` when the chunk is here (a failed download leaves the control inert; resourceFailure offers a reload). */
  later: (use: (module: Controls) => void) => void;
  stop: () => void;
}

/** When the chunk first arrives for an island, whatever brought it, it restores the island's remembered state (module.restore). */
function controlsLoader(root: Element): ControlsLoader {
  let controls: Controls | null = null;
  let stopped = false;
  return {
    loaded: () => controls,
    later: use =>
      void loadControls().then(
        module => {
          if (stopped) return;
          if (!controls) module.restore(root);
          controls = module;
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
function islandListeners({ loaded, later }: ControlsLoader): Record<string, (event: Event) => void> {
  return {
    click: event => {
      const controls = loaded();
      if (controls?.dispatch(event)) return;
      if (!controls && isControl(event)) later(module => module.dispatch(event));
    },
    keydown: event => {
      const controls = loaded();
      if (controls) controls.dispatch(event);
      else if (keyForControls(event as KeyboardEvent)) later(module => module.dispatch(event));
    },
    input: event => {
      const controls = loaded();
      if (controls) controls.dispatch(event);
      else if (isControl(event)) later(module => module.dispatch(event));
    },
    mouseover: event => warm(event, { loaded, later }),
    focusin: event => warm(event, { loaded, later }),
  };
}

/** Pointing at or focusing a control loads the controls' chunk. */
function warm(event: Event, { loaded, later }: Pick<ControlsLoader, 'loaded' | 'later'>): void {
  if (!loaded() && isControl(event)) later(() => undefined);
}

/**
 * A static island's behaviour, one delegated listener per event for the whole island:
 * scrollable tables at once, the controls from their lazy chunk
 * (ARCHITECTURE.md, "From a file to a page"). Its links are the app's (src/client/appLinks.ts).
 */
export function useIslandControls(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const loader = controlsLoader(root);
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
}
