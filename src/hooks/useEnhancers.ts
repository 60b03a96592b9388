import { RefObject, useEffect } from 'react';
import { followInternalLink, prefetchLinkTarget } from '../client/enhance/links';
import { watchScrollableTables } from '../client/enhance/tables';
import { INTERACTIVE_CONTROL, TAB_KEYS } from '../client/enhance/controls';
import { tabSetsToRestore } from '../client/enhance/tabMemory';
import { useVersion } from '../providers/VersionProvider';

type Interactive = typeof import('../client/enhance/interactive');
const loadInteractive = (): Promise<Interactive> => import(/* webpackChunkName: "enhance" */ '../client/enhance/interactive');

const isControl = (event: Event) => Boolean((event.target as Element).closest?.(INTERACTIVE_CONTROL));

/**
 * The behaviour of a static island's interactive parts, one delegated listener per event
 * for the whole island: internal links (client-side navigation and hover prefetch),
 * scrollable tables and `#version` links at once; copy buttons, tabs, category toggles,
 * schema-tree expanders and the variable filter from a chunk that loads when a reader
 * first points at, focuses or uses one of them (most page views use none), or at once
 * where a tab set has a remembered choice to show.
 */
export function useEnhancers(ref: RefObject<HTMLElement>): void {
  const { releaseText } = useVersion();

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    let interactive: Interactive | null = null;
    let stopped = false;
    const load = () =>
      loadInteractive().then(module => {
        interactive = module;
        return module;
      });
    // A failed download leaves the control inert; resourceFailure's notice offers a reload.
    const later = (use: (module: Interactive) => void) =>
      void load().then(
        module => !stopped && use(module),
        () => undefined,
      );
    const click = (event: MouseEvent) => {
      if (interactive?.controlClick(event)) return;
      if (!interactive && isControl(event)) return later(module => module.controlClick(event));
      followInternalLink(event);
    };
    // A key that moves between tabs must not scroll the page, even before the chunk is here.
    const keydown = (event: KeyboardEvent) => {
      if (interactive) return interactive.tabOnKeyDown(event);
      if (!TAB_KEYS.includes(event.key) || !(event.target as Element).closest?.('[role="tab"]')) return;
      event.preventDefault();
      later(module => module.tabOnKeyDown(event));
    };
    const input = (event: Event) =>
      interactive ? interactive.filterVariablesOnInput(event) : isControl(event) && later(module => module.filterVariablesOnInput(event));
    const warm = (event: Event) => {
      prefetchLinkTarget(event);
      if (!interactive && isControl(event)) later(() => undefined);
    };
    // Tab sets show the reader's remembered choice as soon as the page is interactive.
    if (tabSetsToRestore(root).length > 0) later(module => module.restoreTabs(root));
    const stopWatchingTables = watchScrollableTables(root);
    root.addEventListener('click', click);
    root.addEventListener('keydown', keydown);
    root.addEventListener('input', input);
    root.addEventListener('mouseover', warm);
    root.addEventListener('focusin', warm);
    return () => {
      stopped = true;
      stopWatchingTables();
      root.removeEventListener('click', click);
      root.removeEventListener('keydown', keydown);
      root.removeEventListener('input', input);
      root.removeEventListener('mouseover', warm);
      root.removeEventListener('focusin', warm);
    };
  }, [ref]);

  useEffect(() => {
    if (!releaseText || !ref.current) return;
    for (const link of Array.from(ref.current.querySelectorAll('a[data-version-link]'))) link.textContent = releaseText;
  }, [ref, releaseText]);
}
